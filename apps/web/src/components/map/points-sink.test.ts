import type { FeatureCollection, Point } from 'geojson';
import { describe, expect, it, vi } from 'vitest';
import { createPointsSink, type SourceLike } from './points-sink.ts';

type Data = FeatureCollection<Point, { id: string; category: string }>;
const data = (points: [string, number, number][], category = 'fresh'): Data => ({
  type: 'FeatureCollection',
  features: points.map(([id, lat, lon]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { id, category },
  })),
});
const fakeSource = () =>
  ({
    setData: vi.fn(() => Promise.resolve()),
    updateData: vi.fn(() => Promise.resolve()),
  }) satisfies SourceLike;

// A fleet of 100 devices spread over Ontario (a degree apart: none share a cluster at zoom 10).
const fleet: [string, number, number][] = Array.from({ length: 100 }, (_, i) => [
  `device-${i}`,
  42 + (i % 10),
  -80 + Math.floor(i / 10),
]);

const setUp = () => {
  const points = fakeSource();
  const clusters = fakeSource();
  const sink = createPointsSink(
    { points: () => points, clusters: () => clusters },
    { radius: 48, maxZoom: 14, highlightCategory: 'alerting' },
  );
  const initial = sink.initial(data(fleet), 10);
  return { points, clusters, sink, initial };
};

describe("the points layer's sources fed by diffs", () => {
  it('starts with every point in the points source', () => {
    const { initial } = setUp();
    expect(initial.points.features).toHaveLength(100);
  });

  it('gives the source only the moved devices of a batch of 100, not all of them', () => {
    const { points, clusters, sink } = setUp();
    const moved = fleet.map(([id, lat, lon], i): [string, number, number] =>
      i === 3 || i === 42 ? [id, lat + 0.01, lon] : [id, lat, lon],
    );
    sink.update(data(moved), 10);
    expect(points.setData).not.toHaveBeenCalled();
    expect(points.updateData).toHaveBeenCalledTimes(1);
    expect(points.updateData.mock.calls[0]).toEqual([
      {
        update: [
          { id: 'device-3', newGeometry: { type: 'Point', coordinates: [-80, 45.01] } },
          { id: 'device-42', newGeometry: { type: 'Point', coordinates: [-76, 44.01] } },
        ],
      },
    ]);
    // Both were alone: no cluster to change.
    expect(clusters.updateData).not.toHaveBeenCalled();
    expect(clusters.setData).not.toHaveBeenCalled();
  });

  it('gives nothing for the same positions again (a batch that only catches up)', () => {
    const { points, sink } = setUp();
    expect(sink.update(data(fleet), 10)).toBeUndefined();
    expect(points.updateData).not.toHaveBeenCalled();
  });

  it('adds a new device and removes a deleted one', () => {
    const { points, sink } = setUp();
    const next = [...fleet.slice(1), ['new-tracker', 41.5, -81.5] as [string, number, number]];
    sink.update(data(next), 10);
    const [diff] = points.updateData.mock.calls[0] as unknown as [
      { add: { properties: unknown }[]; remove: string[] },
    ];
    expect(diff.remove).toEqual(['device-0']);
    expect(diff.add.map((f) => f.properties)).toEqual([{ id: 'new-tracker', category: 'fresh' }]);
  });

  it('gives the whole data again when most devices changed (another organisation)', () => {
    const { points, clusters, sink } = setUp();
    sink.update(data(fleet.map(([id, lat, lon]) => [`other-${id}`, lat, lon])), 10);
    expect(points.updateData).not.toHaveBeenCalled();
    expect((points.setData.mock.calls[0] as unknown as [Data])[0].features).toHaveLength(100);
    expect(clusters.setData).toHaveBeenCalledTimes(1);
  });

  it('regroups the clusters when the map zooms out a level, not while it pans or zooms within one', () => {
    const { points, clusters, sink } = setUp();
    sink.zoomed(10.7);
    expect(clusters.setData).not.toHaveBeenCalled();
    sink.zoomed(2);
    expect(clusters.setData).toHaveBeenCalledTimes(1);
    const regrouped = (clusters.setData.mock.calls[0] as unknown as [Data])[0];
    expect(regrouped.features.length).toBeGreaterThan(0);
    // The points now in a cluster leave the points source.
    const [shown] = points.setData.mock.calls[0] as unknown as [Data];
    expect(shown.features.length).toBeLessThan(100);
  });
});
