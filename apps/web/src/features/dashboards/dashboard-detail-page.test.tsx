import type { Role } from '@pinpoint/shared';
import type { Dashboard } from '@pinpoint/shared/widgets/dashboard.ts';
import type { WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeServer, signedInAs } from '../../test/fake-server.ts';
import { testDevice, testUuid } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { DashboardDetailPage } from './dashboard-detail-page.tsx';

const freezer = testUuid(7);
const now = new Date();
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/** A dashboard of a note, a latest value and a widget of a type this version does not know. */
const dashboard: Dashboard = {
  id: testUuid(100),
  organisationId: 'org-1',
  name: 'Cold rooms',
  widgetCount: 3,
  shared: false,
  createdAt: minutesAgo(600),
  updatedAt: minutesAgo(60),
  version: 4,
  range: { kind: 'last', amount: 24, unit: 'hour' },
  widgets: [
    {
      id: 'note',
      type: 'note',
      title: '',
      devices: [],
      range: { kind: 'inherit' },
      markdown: 'Call **Quinn** if warm',
    },
    {
      id: 'temp',
      type: 'latest',
      title: 'Freezer now',
      devices: [freezer],
      range: { kind: 'inherit' },
      field: 'temperature',
      options: { thresholds: [], trend: true },
    },
    { id: 'holo', type: 'hologram', title: 'From the future' },
  ],
  layouts: {
    lg: [
      { i: 'note', x: 0, y: 0, w: 4, h: 3 },
      { i: 'temp', x: 4, y: 0, w: 3, h: 4 },
      { i: 'holo', x: 7, y: 0, w: 3, h: 4 },
    ],
    md: [
      { i: 'note', x: 0, y: 0, w: 3, h: 3 },
      { i: 'temp', x: 3, y: 0, w: 2, h: 4 },
      { i: 'holo', x: 5, y: 0, w: 2, h: 4 },
    ],
    sm: [
      { i: 'note', x: 0, y: 0, w: 4, h: 3 },
      { i: 'temp', x: 0, y: 3, w: 2, h: 4 },
      { i: 'holo', x: 2, y: 3, w: 2, h: 4 },
    ],
  },
};

const data: WidgetDataResponse = {
  range: { from: minutesAgo(24 * 60), to: now.toISOString() },
  generatedAt: now.toISOString(),
  devices: { [freezer]: { name: 'Walk-in freezer', type: 'lht65', lastSeenAt: minutesAgo(5), quiet: false } },
  widgets: {
    temp: {
      status: 'ok',
      data: {
        values: [{ device: freezer, field: 'temperature', value: -18.5, time: minutesAgo(5), first: -20 }],
      },
    },
  },
};

function setUp(role: Role = 'member') {
  const server = fakeServer({
    ...signedInAs(role),
    'GET /dashboard/:id': () => dashboard,
    'GET /dashboard/:id/data': () => data,
    'GET /organisation/:id/devices': () => [
      testDevice(7, 'Walk-in freezer', { type: 'temperature', readings: { temperature: -18.5 } }),
    ],
    'GET /geofence/organisation/:id': () => [],
    'PATCH /dashboard/:id': ({ body }) => ({
      ...dashboard,
      ...(body as object),
      version: dashboard.version + 1,
    }),
  });
  const view = renderRoutes(
    [{ path: '/dashboard/:id', element: <DashboardDetailPage /> }],
    `/dashboard/${dashboard.id}`,
    {
      api: server.api,
      organisationId: 'org-1',
    },
  );
  return { ...server, ...view };
}

const originalWidth = window.innerWidth;
const atWidth = (px: number) =>
  Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });

// The first test pays for loading the screen's modules on a busy machine.
describe('dashboard detail page', { timeout: 20_000 }, () => {
  beforeEach(() => atWidth(1024));
  afterEach(() => atWidth(originalWidth));

  it('draws every widget it can beside one of an unknown type, and mounting saves nothing', async () => {
    const { changes } = setUp();
    await screen.findByRole('heading', { name: 'Cold rooms', level: 1 });
    expect(await screen.findByText('-18.5 °C')).toBeInTheDocument();
    expect(screen.getByText('Quinn').tagName).toBe('STRONG');
    const unknown = screen.getByRole('region', { name: 'Widget “hologram”' });
    expect(within(unknown).getByText('Unsupported widget type')).toBeInTheDocument();
    // The grid settled on its width: nothing was saved for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes()).toEqual([]);
  });

  it('moves the focused widget with the keyboard, says so, and saves that breakpoint', async () => {
    const user = userEvent.setup();
    const { changes } = setUp();
    const note = await screen.findByRole('region', { name: 'Note' });
    note.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Note moved to column 2, row 1')).toBeInTheDocument();
    await waitFor(() => expect(changes()).toHaveLength(1));
    const [patch] = changes();
    expect(patch?.method).toBe('PATCH');
    expect(patch?.path).toBe(`/dashboard/${dashboard.id}`);
    const body = patch?.body as { layouts: Dashboard['layouts']; version: number };
    // 1024 px is the 8-column (md) layout: only it changed.
    expect(body.version).toBe(4);
    expect(body.layouts.md.find((item) => item.i === 'note')).toEqual({ i: 'note', x: 1, y: 0, w: 3, h: 3 });
    expect(body.layouts.lg).toEqual(dashboard.layouts.lg);
    expect(body.layouts.sm).toEqual(dashboard.layouts.sm);
    // Shift+Down makes it taller, on the same layout operations.
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(await screen.findByText('Note is now 3 columns wide and 4 rows high')).toBeInTheDocument();
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[1]?.body).toMatchObject({ version: 5 });
  });

  it('undoes the last change with the button or Ctrl+Z, saving the state before it', async () => {
    const user = userEvent.setup();
    const { changes } = setUp();
    await screen.findByText('-18.5 °C');
    expect(screen.getByRole('button', { name: 'Undo the last change' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Note' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Note' })).toBeNull());
    await waitFor(() => expect(changes()).toHaveLength(1));
    const removed = changes()[0]?.body as { widgets: { id: string }[]; layouts: Dashboard['layouts'] };
    // The unknown widget cannot be saved back as it is; the note is gone from widgets and layouts.
    expect(removed.widgets.map((w) => w.id)).toEqual(['temp']);
    expect(removed.layouts.lg.map((item) => item.i)).not.toContain('note');
    await user.click(screen.getByRole('button', { name: 'Undo the last change' }));
    expect(await screen.findByRole('region', { name: 'Note' })).toBeInTheDocument();
    await waitFor(() => expect(changes()).toHaveLength(2));
    const restored = changes()[1]?.body as {
      widgets: { id: string }[];
      layouts: Dashboard['layouts'];
      version: number;
    };
    expect(restored.widgets.map((w) => w.id)).toEqual(['note', 'temp']);
    expect(restored.layouts.lg.find((item) => item.i === 'note')).toEqual({
      i: 'note',
      x: 0,
      y: 0,
      w: 4,
      h: 3,
    });
    expect(restored.version).toBe(5);
    // Ctrl+Z does the same; with nothing left to undo it sends nothing.
    await user.click(screen.getByRole('button', { name: 'Remove Freezer now' }));
    await waitFor(() => expect(changes()).toHaveLength(3));
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('region', { name: 'Freezer now' })).toBeInTheDocument();
    await waitFor(() => expect(changes()).toHaveLength(4));
  });

  it('adds a widget only when its settings are saved: Cancel leaves the dashboard as it was', async () => {
    const user = userEvent.setup();
    const { changes } = setUp();
    await screen.findByText('-18.5 °C');
    const addGauge = async () => {
      await user.click(screen.getByRole('button', { name: 'Add widget' }));
      await user.click(await screen.findByRole('menuitem', { name: /^Gauge/ }));
      return screen.findByRole('dialog', { name: 'Settings: Gauge' });
    };
    const dialog = await addGauge();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Gauge' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes()).toEqual([]);

    const again = await addGauge();
    await user.click(within(again).getByRole('combobox', { name: 'Devices' }));
    await user.click(await screen.findByRole('option', { name: /Walk-in freezer/ }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: 'Gauge' })).toBeInTheDocument();
    await waitFor(() => expect(changes()).toHaveLength(1));
    const added = changes()[0]?.body as { widgets: { type: string; devices: string[] }[] };
    expect(added.widgets.map((w) => w.type)).toEqual(['note', 'latest', 'gauge']);
    expect(added.widgets[2]?.devices).toEqual([freezer]);
  });

  it('shows the dashboard alone for a wall screen, read only, until Escape', async () => {
    const user = userEvent.setup();
    const { store } = setUp();
    await screen.findByText('-18.5 °C');
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(store.getState().isFullscreen).toBe(true);
    expect(screen.getByRole('button', { name: 'Leave full screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add widget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings of Note' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(store.getState().isFullscreen).toBe(false);
    expect(screen.getByRole('button', { name: 'Add widget' })).toBeInTheDocument();
  });

  it('shows a phone one column in the large layout’s reading order', async () => {
    atWidth(390);
    setUp();
    const grid = await screen.findByRole('region', { name: 'Widgets of Cold rooms' });
    expect(grid).toHaveAttribute('data-columns', '1');
    const order = [...grid.querySelectorAll('[data-widget-id]')].map((node) =>
      node.getAttribute('data-widget-id'),
    );
    expect(order).toEqual(['note', 'temp', 'holo']);
    // Read only on a phone: no widget takes the keyboard's moves.
    expect(screen.getByRole('region', { name: 'Note' })).not.toHaveAttribute('tabindex');
  });

  it('shows a viewer the dashboard read only', async () => {
    setUp('viewer');
    await screen.findByText('-18.5 °C');
    expect(screen.queryByRole('button', { name: 'Add widget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings of Note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Note' })).not.toHaveAttribute('tabindex');
  });

  it('says an unknown dashboard is not found, with the way back to the dashboards', async () => {
    const server = fakeServer({
      'GET /dashboard/:id': () => apiError(404, 'not_found', 'Dashboard not found'),
    });
    renderRoutes(
      [{ path: '/dashboard/:id', element: <DashboardDetailPage /> }],
      `/dashboard/${testUuid(9)}`,
      {
        api: server.api,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard not found' })).toBeInTheDocument();
    expect(screen.getByText(/It may have been deleted/)).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to dashboards' })).toHaveAttribute('href', '/dashboard');
  });
});
