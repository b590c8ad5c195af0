import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

// The plain tooltip keeps what MUI's did for a user (issue 31): the title names an icon button,
// shows on hover and on keyboard focus, and goes on leaving or Escape.
describe('Tooltip', () => {
  it('names its button and shows the title on hover, until the pointer leaves', async () => {
    render(
      <Tooltip title="Switch to dark theme">
        <button type="button">☾</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme');
    await userEvent.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    render(
      <Tooltip title="Devices" placement="right">
        <a href="/device" aria-label="Devices">
          ●
        </a>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Devices');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('describes its child when asked to, instead of naming it', async () => {
    render(
      <Tooltip title="2026-11-28 02:00" describeChild>
        <time dateTime="2026-11-28T02:00:00Z">5 minutes ago</time>
      </Tooltip>,
    );
    const time = screen.getByText('5 minutes ago');
    expect(time).toHaveAttribute('title', '2026-11-28 02:00');
    expect(time).not.toHaveAttribute('aria-label');
    await userEvent.hover(time);
    const tooltip = await screen.findByRole('tooltip');
    expect(time).toHaveAttribute('aria-describedby', tooltip.id);
    expect(time).not.toHaveAttribute('title');
  });

  it('shows nothing for an empty title', async () => {
    render(
      <Tooltip title="">
        <button type="button">Devices</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Devices' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
