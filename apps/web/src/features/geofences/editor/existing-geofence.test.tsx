import type { Geofence } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-server.ts';
import {
  field,
  formReady,
  geofence,
  posted,
  renderEditor,
  slow,
  snackbar,
  type,
  uuid,
} from './editor-test-kit.tsx';

describe('the geofence editor, existing', { timeout: 30_000 }, () => {
  it('shows the stored geofence and saves changes with PATCH, the status left to its switch', async () => {
    const { server } = renderEditor(`/geofence/${uuid(1)}`, { stored: [geofence()] });
    expect(await screen.findByRole('heading', { name: 'Depot yard', level: 1 }, slow)).toBeInTheDocument();
    await formReady();
    expect(field('Latitude')).toHaveValue('43.6453');
    expect(field('Longitude')).toHaveValue('-79.3806');
    expect(field('Radius \\(m\\)')).toHaveValue('300');
    expect(screen.getByRole('combobox', { name: 'Alert on' })).toHaveTextContent('Entering');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/geofence');

    await type('Radius \\(m\\)', '450');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Geofence Depot yard saved');
    const [patch] = posted(server, 'PATCH');
    expect(patch?.path).toBe(`/geofence/${uuid(1)}`);
    expect(patch?.body).toMatchObject({ radius: 450, latitude: 43.6453, type: 'circle', name: 'Depot yard' });
    expect(patch?.body).not.toHaveProperty('status');
  });

  it('says Error updating geofence when the update fails, keeping the values', async () => {
    renderEditor(`/geofence/${uuid(1)}`, {
      stored: [geofence()],
      routes: { 'PATCH /geofence/:id': () => apiError(500, 'internal', 'Internal error') },
    });
    await formReady();
    await type('Name', 'Depot east');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent(/^Error updating geofence$/);
    expect(field('Name')).toHaveValue('Depot east');
  });

  it('pauses it at once with the status switch, and says so when that fails', async () => {
    let fail = false;
    const { server } = renderEditor(`/geofence/${uuid(1)}`, {
      stored: [geofence()],
      routes: {
        'PATCH /geofence/:id/status': ({ body }) =>
          fail ? apiError(500, 'internal', 'Internal error') : geofence(body as Partial<Geofence>),
      },
    });
    const active = await screen.findByRole('switch', { name: 'Active' }, slow);
    expect(active).toBeChecked();
    await userEvent.click(active);
    expect(await snackbar()).toHaveTextContent('Geofence Depot yard is now paused');
    expect(posted(server, 'PATCH').map((request) => [request.path, request.body])).toEqual([
      [`/geofence/${uuid(1)}/status`, { status: 'paused' }],
    ]);
    expect(active).not.toBeChecked();

    fail = true;
    await userEvent.click(active);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Snackbar' })).toHaveTextContent(
        'Error updating geofence status',
      ),
    );
    expect(active).not.toBeChecked();
  });

  it('lists the devices inside now, each linked to its page', async () => {
    renderEditor(`/geofence/${uuid(1)}`, {
      stored: [geofence({ devicesInside: 2, deviceIdsInside: [uuid(101), uuid(102)] })],
    });
    const section = await screen.findByRole('region', { name: 'Devices inside now (2)' }, slow);
    expect(await within(section).findByRole('link', { name: 'Delivery van' }, slow)).toHaveAttribute(
      'href',
      `/device/${uuid(101)}`,
    );
    expect(within(section).getByRole('link', { name: 'Forklift' })).toHaveAttribute(
      'href',
      `/device/${uuid(102)}`,
    );
  });

  it('shows a polygon’s vertex count and area', async () => {
    renderEditor(`/geofence/${uuid(1)}`, {
      stored: [
        geofence({
          type: 'polygon',
          radius: null,
          polygon: [
            { lat: 43.6, lon: -79.4 },
            { lat: 43.6, lon: -79.39 },
            { lat: 43.61, lon: -79.39 },
          ],
        }),
      ],
    });
    expect(await screen.findByText(/^Vertices: 3 · Area [\d,]+ m²$/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Polygon' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the geofence does not exist', async () => {
    renderEditor(`/geofence/${uuid(9)}`);
    expect(await screen.findByRole('heading', { name: 'Geofence not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to geofences' })).toHaveAttribute('href', '/geofence');
  });

  it('is read-only for a viewer', async () => {
    renderEditor(`/geofence/${uuid(1)}`, { stored: [geofence()], role: 'viewer' });
    await screen.findByRole('heading', { name: 'Depot yard', level: 1 }, slow);
    await waitFor(() => expect(field('Name')).toBeDisabled());
    expect(screen.getByText(/You can view this geofence but not change it/)).toBeInTheDocument();
    expect(field('Radius \\(m\\)')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw a circle' })).not.toBeInTheDocument();
    expect(screen.getByText(/it cannot be changed with your role/)).toBeInTheDocument();
  });
});
