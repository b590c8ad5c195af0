import { chartFormat, themeFromColours } from '@pinpoint/charts';
import type { Asset } from '@pinpoint/shared/asset.ts';
import { type Widget, widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { testUuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { newWidget } from './new-widget.ts';
import type { WidgetViewContext } from './views/view-types.ts';
import { WidgetSettingsDialog } from './widget-settings-dialog.tsx';
import { WidgetView } from './widget-view.tsx';

// jsdom cannot draw a MapLibre map: the map is a plain region listing its places and tracks.
vi.mock('../map/map-view.tsx', () => ({
  MapView: ({ label, children }: { label: string; children?: ReactNode }) => (
    <section aria-label={label}>{children}</section>
  ),
}));
vi.mock('../map/fit-bounds.tsx', () => ({ FitBounds: () => null }));
vi.mock('../map/track-layer.tsx', () => ({
  TrackLayer: ({ id, points }: { id: string; points?: { lat: number; lon: number }[] }) => (
    <ul aria-label={id}>
      <li>{(points ?? []).map((p) => `${p.lat},${p.lon}`).join(' ')}</li>
    </ul>
  ),
}));
vi.mock('react-map-gl/maplibre', () => ({
  Marker: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  Popup: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ current: undefined }),
}));

const now = Date.parse('2026-11-21T12:00:00.000Z');
const probe = testUuid(3);
const van = testUuid(4);
const freezer = testUuid(20);
const context: WidgetViewContext = {
  devices: {
    [probe]: { name: 'Probe 3', type: 'lht65', lastSeenAt: '2026-11-21T11:55:00.000Z', quiet: false },
    [van]: { name: 'Van 4', type: 'tracker', lastSeenAt: '2026-11-21T11:58:00.000Z', quiet: false },
  },
  now,
  size: { width: 400, height: 300 },
  temperatureUnit: 'C',
  range: { from: '2026-11-21T00:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  locale: 'en-CA',
  timeZone: 'UTC',
};
const format = chartFormat({ locale: 'en', timeZone: 'UTC', temperatureUnit: 'C', now });
const theme = themeFromColours({ mode: 'light' });
const metricWidget = (style: 'latest' | 'series', title = '') =>
  widgetSchema.parse({
    id: 'a',
    type: 'asset-metric',
    title,
    assetId: freezer,
    metricId: 'm1',
    options: { style },
  });

const view = (widget: Widget, data: unknown) => (
  <WidgetView
    stored={{ ok: true, widget }}
    result={{ status: 'ok', data: data as never }}
    context={context}
    format={format}
    theme={theme}
  />
);

describe('asset-metric widget view', () => {
  it('shows a latest-style metric as the latest value of the device feeding it', () => {
    renderWithProviders(
      view(metricWidget('latest'), {
        values: [
          { device: probe, field: 'temperature', value: -18.5, time: '2026-11-21T11:55:00.000Z', first: -17 },
        ],
      }),
    );
    expect(screen.getByLabelText('Probe 3: -18.5 °C')).toBeInTheDocument();
    expect(screen.getByText('-1.5 °C')).toBeInTheDocument();
    expect(screen.queryByText('Coming with assets')).toBeNull();
  });

  it('draws a series-style metric as a chart named by its title', async () => {
    const t = Date.parse('2026-11-21T10:00:00.000Z');
    renderWithProviders(
      view(metricWidget('series', 'Freezer temperature'), {
        stride: 3600,
        origin: '2026-11-21T00:00:00.000Z',
        series: [
          {
            device: probe,
            field: 'temperature',
            points: [
              { t, avg: -18, n: 3 },
              { t: t + 3_600_000, avg: -17, n: 3 },
            ],
          },
        ],
      }),
    );
    expect(screen.getByRole('img', { name: 'Freezer temperature' })).toHaveAccessibleDescription(
      /lowest -18 °C, highest -17 °C, latest -17 °C/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the values as a table' }));
    expect(within(screen.getByRole('table')).getAllByText(/-18/).length).toBeGreaterThan(0);
  });

  it('shows a position metric on a map with its track, and says when the metric is gone', () => {
    renderWithProviders(
      <>
        {view(metricWidget('series', 'Where is the van'), {
          positions: [{ device: van, lat: 45.42, lon: -75.69, time: '2026-11-21T11:58:00.000Z' }],
          tracks: [
            {
              device: van,
              points: [
                [-75.7, 45.41, 1],
                [-75.69, 45.42, 2],
              ],
            },
          ],
          geofences: [],
          bases: [],
        })}
        {view({ ...metricWidget('latest'), id: 'b' }, null)}
      </>,
    );
    const map = screen.getByRole('region', { name: 'Map: Where is the van' });
    expect(within(map).getByText('45.41,-75.7 45.42,-75.69')).toBeInTheDocument();
    expect(within(map).getAllByText('Van 4').length).toBeGreaterThan(0);
    expect(screen.getByText('No readings yet')).toBeInTheDocument();
    expect(
      screen.getByText('This asset or metric no longer exists; choose another in the widget’s settings.'),
    ).toBeInTheDocument();
  });
});

const asset = (id: string, name: string, metrics: Asset['metrics']): Asset => ({
  id,
  organisationId: 'org-1',
  name,
  description: name,
  metrics,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('asset-metric widget settings', () => {
  it('picks an asset, one of its metrics and the style, and saves a widget the schema accepts', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /asset/organisation/:id': () => [
        asset(freezer, 'Freezer 1', [
          {
            id: 'temp',
            type: 'temperature',
            field: 'temperature',
            deviceId: probe,
            deviceName: 'Probe 3',
            since: null,
          },
          {
            id: 'door',
            type: 'door_open',
            field: 'door_open',
            deviceId: probe,
            deviceName: 'Probe 3',
            since: null,
          },
        ]),
        asset(testUuid(21), 'Van', [
          {
            id: 'where',
            type: 'position',
            field: 'position',
            deviceId: van,
            deviceName: 'Van 4',
            since: null,
          },
        ]),
      ],
      'GET /device/organisation/:id': () => [],
      'GET /geofence/organisation/:id': () => [],
    });
    const onSave = vi.fn();
    renderWithProviders(
      <WidgetSettingsDialog
        widget={newWidget('asset-metric')}
        organisationId="org-1"
        onSave={onSave}
        onClose={() => undefined}
      />,
      '/',
      { api: server.api },
    );
    // Nothing chosen yet: saving says what is missing.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select an asset from the list')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(server.requests.some((r) => r.path === '/asset/organisation/org-1')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Asset' }));
    await user.click(await screen.findByRole('option', { name: 'Freezer 1' }));
    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.click(await screen.findByRole('option', { name: /Door.*\(Probe 3\)/ }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'The latest value' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      type: 'asset-metric',
      assetId: freezer,
      metricId: 'door',
      options: { style: 'latest' },
    });

    // A position has no style to choose: it is always its fix and track.
    await user.click(screen.getByRole('combobox', { name: 'Asset' }));
    await user.click(await screen.findByRole('option', { name: 'Van' }));
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveValue('Position (Van 4)');
    expect(screen.queryByRole('combobox', { name: 'Show' })).toBeNull();
  });
});
