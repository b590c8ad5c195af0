import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler } from '../../../test/fake-server.ts';
import {
  enter,
  field,
  fillDetails,
  formReady,
  org,
  posted,
  renderEditor,
  slow,
  snackbar,
  type,
  uuid,
} from './editor-test-kit.tsx';

describe('the geofence editor, new', { timeout: 30_000 }, () => {
  it('creates a circle from typed coordinates and opens it, with a success message', async () => {
    const { server, router } = renderEditor('/geofence/add');
    expect(await screen.findByRole('heading', { name: 'New geofence' }, slow)).toBeInTheDocument();
    await formReady();
    await fillDetails();
    await type('Latitude', '43.6705');
    await type('Longitude', '-79.3868');
    await type('Radius \\(m\\)', '250');
    expect(screen.getByText(/^Area 196,350 m²$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await snackbar()).toHaveTextContent('Geofence North gate added');
    expect(posted(server, 'POST')[0]?.body).toEqual({
      organisationId: org,
      name: 'North gate',
      address: '55 Bloor St W, Toronto',
      postcode: 'M4W 1A5',
      type: 'circle',
      latitude: 43.6705,
      longitude: -79.3868,
      radius: 250,
      status: 'active',
      alertType: 'enter-exit',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/geofence/${uuid(50)}`));
    expect(await screen.findByRole('heading', { name: 'North gate', level: 1 }, slow)).toBeInTheDocument();
  });

  it('says when address search is not configured, and asks for the centre instead', async () => {
    const { server } = renderEditor('/geofence/add');
    await formReady();
    const note = screen.getByText(/Address search is not configured on this deployment/);
    expect(note.closest('[role="note"]')).not.toBeNull();
    expect(note).toHaveTextContent('click the map to place the geofence, or type its coordinates');
    expect(screen.queryByRole('searchbox', { name: 'Find an address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required')).toBeInTheDocument();
    expect(screen.getByText('Give latitude and longitude: no geocoder is configured')).toBeInTheDocument();

    await type('Latitude', '91');
    await type('Radius \\(m\\)', '200000');
    await userEvent.tab();
    expect(await screen.findByText('Latitude must be between -90 and 90', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Radius must be at most 100 km (100000 m)')).toBeInTheDocument();
    expect(posted(server, 'POST')).toHaveLength(0);
  });

  it('keeps what was typed when the name is taken, with the server’s message', async () => {
    renderEditor('/geofence/add', {
      routes: { 'POST /geofence': () => apiError(409, 'conflict', 'Geofence North gate already exists') },
    });
    await formReady();
    await fillDetails();
    await type('Latitude', '43.6705');
    await type('Longitude', '-79.3868');
    await type('Radius \\(m\\)', '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await snackbar();
    expect(message).toHaveTextContent('Geofence North gate already exists');
    expect(message).toHaveAttribute('data-severity', 'error');
    expect(field('Name')).toHaveValue('North gate');
    expect(field('Radius \\(m\\)')).toHaveValue('250');
  });

  it('says Error adding geofence when the server fails without a reason', async () => {
    renderEditor('/geofence/add', {
      routes: { 'POST /geofence': () => apiError(500, 'internal', 'Internal error') },
    });
    await formReady();
    await fillDetails();
    await type('Latitude', '43.6705');
    await type('Longitude', '-79.3868');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent(/^Error adding geofence$/);
  });

  it('finds an address with the geocoder and centres the circle there; a miss shows the server’s message', async () => {
    let answer: FakeHandler = () => ({ lat: 43.6426, lon: -79.3871, displayName: 'CN Tower, Toronto' });
    const { server } = renderEditor('/geofence/add', {
      geocoder: true,
      routes: { 'GET /geofence/geocode': (request, params) => answer(request, params) },
    });
    await formReady();
    expect(screen.queryByText(/Address search is not configured/)).not.toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find an address' }),
      '290 Bremner Blvd{Enter}',
    );
    expect(await screen.findByText('Found: CN Tower, Toronto', {}, slow)).toBeInTheDocument();
    const search = server.requests.find((request) => request.path === '/geofence/geocode');
    expect(search?.query.get('q')).toBe('290 Bremner Blvd');
    expect(search?.query.get('organisationId')).toBe(org);
    expect(field('Latitude')).toHaveValue('43.6426');
    expect(field('Longitude')).toHaveValue('-79.3871');
    expect(field('Radius \\(m\\)')).toHaveValue('100');

    answer = () => apiError(404, 'not_found', 'No place found for that address');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No place found for that address', {}, slow)).toBeInTheDocument();
    expect(posted(server, 'POST')).toHaveLength(0);
  });

  it('takes a polygon’s vertices typed, with their count, area and the schema’s messages', async () => {
    const { server } = renderEditor('/geofence/add');
    await formReady();
    const polygon = screen.getByRole('button', { name: 'Polygon' });
    await userEvent.click(polygon);
    expect(polygon).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Circle' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'Latitude' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vertices' }));
    const corners = [
      ['43.60', '-79.40'],
      ['43.70', '-79.30'],
      ['43.60', '-79.30'],
      ['43.70', '-79.40'],
    ];
    for (const [index, [lat, lon]] of corners.entries()) {
      await userEvent.click(screen.getByRole('button', { name: 'Add vertex' }));
      // A new vertex starts between the last and the first: replaced here by what is typed.
      await enter(screen.getByRole('textbox', { name: `Latitude of vertex ${index + 1}` }), lat as string);
      await enter(screen.getByRole('textbox', { name: `Longitude of vertex ${index + 1}` }), lon as string);
    }
    // Crossing itself, it has no meaningful area: only its count is shown.
    expect(screen.getByText(/^Vertices: 4$/)).toBeInTheDocument();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The polygon must not cross itself', {}, slow)).toBeInTheDocument();
    expect(posted(server, 'POST')).toHaveLength(0);

    // Deleting the crossing vertex leaves a triangle.
    await userEvent.click(screen.getByRole('button', { name: 'Delete vertex 4' }));
    expect(screen.getByText(/^Vertices: 3 · Area /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await snackbar()).toHaveTextContent('Geofence North gate added');
    expect(posted(server, 'POST')[0]?.body).toMatchObject({
      type: 'polygon',
      polygon: [
        { lat: 43.6, lon: -79.4 },
        { lat: 43.7, lon: -79.3 },
        { lat: 43.6, lon: -79.3 },
      ],
    });
    expect(posted(server, 'POST')[0]?.body).not.toHaveProperty('latitude');
  });
  it('opens the vertex list when a typed vertex is wrong, so its message is seen', async () => {
    renderEditor('/geofence/add');
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Polygon' }));
    const list = screen.getByRole('button', { name: 'Vertices' });
    await userEvent.click(list);
    await userEvent.click(screen.getByRole('button', { name: 'Add vertex' }));
    await enter(screen.getByRole('textbox', { name: 'Latitude of vertex 1' }), 'north');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latitude must be a number', {}, slow)).toBeVisible();
    expect(list).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the drawing tools', { timeout: 30_000 }, () => {
  it('are labelled buttons saying which is on, with the instructions of the one chosen', async () => {
    renderEditor('/geofence/add');
    await formReady();
    const tools = screen.getByRole('toolbar', { name: 'Drawing tools' });
    const draw = within(tools).getByRole('button', { name: 'Draw a circle' });
    expect(draw).toHaveAttribute('aria-pressed', 'true');
    expect(tools).toHaveAccessibleDescription(/Click the map to place the centre/);
    // Nothing drawn yet: nothing to edit.
    expect(within(tools).getByRole('button', { name: 'Edit the shape' })).toBeDisabled();

    await type('Latitude', '43.6705');
    await type('Longitude', '-79.3868');
    await type('Radius \\(m\\)', '250');
    const edit = within(tools).getByRole('button', { name: 'Edit the shape' });
    await userEvent.click(edit);
    expect(edit).toHaveAttribute('aria-pressed', 'true');
    expect(draw).toHaveAttribute('aria-pressed', 'false');
    expect(tools).toHaveAccessibleDescription(/drag a point on its edge to resize it/);

    await userEvent.click(within(tools).getByRole('button', { name: 'Clear the shape' }));
    expect(field('Latitude')).toHaveValue('');
    expect(field('Radius \\(m\\)')).toHaveValue('');
    expect(draw).toHaveAttribute('aria-pressed', 'true');
  });
});
