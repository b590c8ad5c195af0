import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClusteredPointsLayer, type MapPoint, pointsToGeoJson } from './clustered-points-layer.tsx';
import { type LivePosition, minDrawIntervalMs } from './live-points.ts';

// jsdom cannot draw a MapLibre map: a fake map keeps what the layer gives its points source (its
// data, then the diffs applied to it as MapLibre's updateData does), which is where the markers are.
type Data = ReturnType<typeof pointsToGeoJson>;
type Diff = { update?: { id: string; newGeometry?: { coordinates: number[] } }[] };
const drawn: { current: Data | null } = { current: null };
const source = {
  setData: vi.fn((data: Data) => {
    drawn.current = data;
    return Promise.resolve();
  }),
  updateData: vi.fn((diff: Diff) => {
    for (const change of diff.update ?? []) {
      const feature = drawn.current?.features.find((f) => f.properties.id === change.id);
      if (feature && change.newGeometry)
        feature.geometry = { type: 'Point', coordinates: change.newGeometry.coordinates };
    }
    return Promise.resolve();
  }),
};
const clusters = { setData: () => Promise.resolve(), updateData: () => Promise.resolve() };
const fakeMap = {
  style: { _loaded: true },
  addSource: (id: string, options: { data: Data }) => {
    if (id === 'devices-source') drawn.current = structuredClone(options.data);
  },
  addLayer: () => undefined,
  getLayer: () => undefined,
  getSource: (id: string) => (id === 'devices-source' ? source : clusters),
  getZoom: () => 16,
  on: () => undefined,
  off: () => undefined,
};
const sent = () => source.updateData.mock.calls.length + source.setData.mock.calls.length;
vi.mock('react-map-gl/maplibre', () => ({ useMap: () => ({ current: { getMap: () => fakeMap } }) }));

const point = (id: string, lat: number, lon: number): MapPoint => ({
  id,
  position: { lat, lon },
  category: 'fresh',
});
const markerOf = (id: string) => {
  const feature = drawn.current?.features.find((f) => f.properties.id === id);
  const [lon, lat] = feature?.geometry.coordinates ?? [];
  return { lat, lon };
};

describe('live positions on a points layer', () => {
  let publish: (position: LivePosition) => void = () => undefined;
  const subscribe = (listener: (position: LivePosition) => void) => {
    publish = listener;
    return () => {
      publish = () => undefined;
    };
  };
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date', 'setTimeout', 'clearTimeout'],
    });
    drawn.current = null;
    source.setData.mockClear();
    source.updateData.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  const layer = (points: MapPoint[]) => (
    <ClusteredPointsLayer
      id="devices"
      data={pointsToGeoJson(points)}
      colours={{ fresh: '#0a0' }}
      fallbackColour="#888"
      clusterColour="#008"
      showCounts={false}
      livePositions={subscribe}
    />
  );

  // A draw at most every minDrawIntervalMs: its data, written once a second, comes later.
  const nextDraw = () => vi.advanceTimersByTimeAsync(minDrawIntervalMs + 20);

  it('moves a marker within a fraction of a second, before its data changes, and never back to an older batch', async () => {
    const { rerender } = render(layer([point('van', 43.6, -79.4), point('truck', 43.7, -79.3)]));
    expect(markerOf('van')).toEqual({ lat: 43.6, lon: -79.4 });

    publish({ id: 'van', lat: 43.61, lon: -79.41, time: '2026-01-01T10:00:01Z' });
    publish({ id: 'someone-else', lat: 1, lon: 1, time: '2026-01-01T10:00:01Z' });
    // Not before the frame: a burst of updates is drawn once.
    expect(markerOf('van')).toEqual({ lat: 43.6, lon: -79.4 });
    const calls = sent();
    await nextDraw();
    expect(markerOf('van')).toEqual({ lat: 43.61, lon: -79.41 });
    expect(markerOf('truck')).toEqual({ lat: 43.7, lon: -79.3 });
    // One draw, of the moved van alone.
    expect(sent()).toBe(calls + 1);
    expect(source.updateData.mock.lastCall?.[0].update?.map((u) => u.id)).toEqual(['van']);

    // The list's batch written before that fix arrived (the truck moved, the van not yet): the van stays.
    rerender(layer([point('van', 43.6, -79.4), point('truck', 43.71, -79.31)]));
    expect(markerOf('van')).toEqual({ lat: 43.61, lon: -79.41 });
    expect(markerOf('truck')).toEqual({ lat: 43.71, lon: -79.31 });

    // An older fix arriving late does not move it back.
    publish({ id: 'van', lat: 43.5, lon: -79.5, time: '2026-01-01T10:00:00Z' });
    await nextDraw();
    expect(markerOf('van')).toEqual({ lat: 43.61, lon: -79.41 });

    // Once the data holds it, the data is the truth again (a later move by the data shows); the
    // data catching up with what is drawn draws nothing again.
    const before = sent();
    rerender(layer([point('van', 43.61, -79.41), point('truck', 43.71, -79.31)]));
    expect(sent()).toBe(before);
    rerender(layer([point('van', 43.62, -79.42), point('truck', 43.71, -79.31)]));
    expect(markerOf('van')).toEqual({ lat: 43.62, lon: -79.42 });
  });
});
