import type { PositionsData } from '@pinpoint/shared/widgets/data.ts';
import { type WidgetOf, widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testUuid } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { TrackStretch } from '../../map/track-layer.tsx';
import { MapWidget } from './map-widget.tsx';
import type { WidgetViewContext } from './view-types.ts';

const describeLine = (s: TrackStretch) =>
  `${s.matched ? 'solid' : 'dashed'} ${s.path.map((p) => `${p.lat},${p.lon}`).join(' ')}`;

// jsdom cannot draw a MapLibre map: the map is a plain region, and each track a list of its
// lines (solid or dashed), so what the widget draws can be read.
vi.mock('../../map/map-view.tsx', () => ({
  MapView: ({ label, children }: { label: string; children?: ReactNode }) => (
    <section aria-label={label}>{children}</section>
  ),
}));
vi.mock('../../map/fit-bounds.tsx', () => ({ FitBounds: () => null }));
vi.mock('../../map/track-layer.tsx', () => ({
  TrackLayer: ({
    id,
    points,
    stretches,
  }: {
    id: string;
    points?: { lat: number; lon: number }[];
    stretches?: TrackStretch[];
  }) => (
    <ul aria-label={id}>
      {(stretches ?? [{ matched: true, path: points ?? [] }]).map((s, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn once
        <li key={k}>{describeLine(s)}</li>
      ))}
    </ul>
  ),
}));
vi.mock('react-map-gl/maplibre', () => ({
  Marker: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  Popup: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ current: undefined }),
}));

const van = testUuid(7);
const context: WidgetViewContext = {
  devices: {
    [van]: { name: 'Van 7', type: 'tracker', lastSeenAt: '2026-11-21T11:59:00.000Z', quiet: false },
  },
  now: Date.parse('2026-11-21T12:00:00.000Z'),
  size: { width: 400, height: 300 },
  temperatureUnit: 'C',
  range: { from: '2026-11-21T11:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  locale: 'en-CA',
  timeZone: 'UTC',
};
const widget = widgetSchema.parse({
  id: 'm',
  type: 'map',
  devices: [van],
  options: { tracks: true },
}) as WidgetOf<'map'>;

const data = (track: PositionsData['tracks'][number]): PositionsData => ({
  positions: [{ device: van, lat: 43.651, lon: -79.39, time: '2026-11-21T11:59:00.000Z' }],
  tracks: [track],
  geofences: [],
  bases: [],
});
const raw: PositionsData['tracks'][number] = {
  device: van,
  points: [
    [-79.4, 43.65, 1],
    [-79.39, 43.651, 2],
  ],
};

describe('MapWidget tracks (map matching, issue 20)', () => {
  it('draws a track snapped to roads, dashed where no road is known, and says so', () => {
    renderWithProviders(
      <MapWidget
        widget={widget}
        context={context}
        data={data({
          ...raw,
          stretches: [
            {
              matched: true,
              points: [
                [-79.4, 43.6503],
                [-79.395, 43.6508],
              ],
            },
            {
              matched: false,
              points: [
                [-79.395, 43.6508],
                [-79.39, 43.651],
              ],
            },
          ],
        })}
      />,
    );
    const lines = screen.getByRole('list', { name: 'm-track-0' });
    expect([...lines.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'solid 43.6503,-79.4 43.6508,-79.395',
      'dashed 43.6508,-79.395 43.651,-79.39',
    ]);
    expect(screen.getByText(/Snapped to roads by the road-matching service/)).toBeInTheDocument();
  });

  it('draws the positions as reported when the track was not matched', () => {
    renderWithProviders(<MapWidget widget={widget} context={context} data={data(raw)} />);
    const lines = screen.getByRole('list', { name: 'm-track-0' });
    expect([...lines.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'solid 43.65,-79.4 43.651,-79.39',
    ]);
    expect(screen.queryByText(/Snapped to roads/)).toBeNull();
  });
});
