import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredMap } from './deferred-map.tsx';

const dots = [
  { position: { lat: 43.65, lon: -79.38 }, colour: '#2e7d32' },
  { position: { lat: 43.7, lon: -79.4 }, colour: '#d32f2f' },
];

/** Stands in for the live map: a region with MapLibre's focusable canvas. */
function FakeMap() {
  return (
    <section aria-label="Map of devices">
      <canvas tabIndex={0} aria-label="Map" />
    </section>
  );
}

describe('DeferredMap', () => {
  it('shows a labelled placeholder first and starts the map once the page is idle', async () => {
    render(
      <DeferredMap label="Loading the map" dots={dots}>
        <FakeMap />
      </DeferredMap>,
    );
    expect(screen.getByRole('img', { name: 'Loading the map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of devices' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Map of devices' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Loading the map' })).not.toBeInTheDocument();
  });

  it('starts at once on a touch of the placeholder', () => {
    render(
      <DeferredMap label="Loading the map" dots={dots}>
        <FakeMap />
      </DeferredMap>,
    );
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Loading the map' }));
    expect(screen.getByRole('region', { name: 'Map of devices' })).toBeInTheDocument();
  });

  it('is in the tab order, and a keyboard user who reaches it lands on the map', async () => {
    render(
      <DeferredMap label="Loading the map" dots={dots}>
        <FakeMap />
      </DeferredMap>,
    );
    const placeholder = screen.getByRole('img', { name: 'Loading the map' });
    expect(placeholder).toHaveAttribute('tabindex', '0');
    placeholder.focus();
    const map = await screen.findByRole('region', { name: 'Map of devices' });
    await waitFor(() => expect(map.querySelector('canvas')).toHaveFocus());
  });

  it('with an open label (a phone), waits for the user: the page idle starts nothing, the button starts it and the keyboard lands on the map', async () => {
    render(
      <DeferredMap label="Loading the map" openLabel="Open the map" dots={dots}>
        <FakeMap />
      </DeferredMap>,
    );
    const open = screen.getByRole('button', { name: 'Open the map' });
    // Waiting for the user, not loading: nothing says "busy" (screen readers, the settle checks).
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    // Twice as long as the idle start waits where the browser has no requestIdleCallback (jsdom).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByRole('region', { name: 'Map of devices' })).not.toBeInTheDocument();
    open.focus();
    await userEvent.keyboard('{Enter}');
    const map = await screen.findByRole('region', { name: 'Map of devices' });
    await waitFor(() => expect(map.querySelector('canvas')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Open the map' })).not.toBeInTheDocument();
  });

  it('with an open label, a tap on the dots starts it, a touch alone (scrolling past) does not', async () => {
    const { container } = render(
      <DeferredMap label="Loading the map" openLabel="Open the map" dots={dots}>
        <FakeMap />
      </DeferredMap>,
    );
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    fireEvent.pointerDown(canvas);
    expect(screen.queryByRole('region', { name: 'Map of devices' })).not.toBeInTheDocument();
    fireEvent.click(canvas);
    expect(await screen.findByRole('region', { name: 'Map of devices' })).toBeInTheDocument();
  });
});
