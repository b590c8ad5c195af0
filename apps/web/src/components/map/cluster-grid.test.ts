import { describe, expect, it } from 'vitest';
import { abbreviateCount, createClusterGrid, type GridPoint } from './cluster-grid.ts';

const point = (id: string, lat: number, lon: number, category = 'fresh'): GridPoint => ({
  id,
  lat,
  lon,
  category,
});
const grid = () => createClusterGrid({ radius: 48, maxZoom: 14, highlightCategory: 'alerting' });

// Three vans within a few hundred metres of each other in Toronto, a truck in Montreal.
const vans = [
  point('van-1', 43.65, -79.38),
  point('van-2', 43.651, -79.381),
  point('van-3', 43.652, -79.379),
];
const truck = point('truck', 45.5, -73.57);

describe('clusters kept on the main thread', () => {
  it('groups nearby points at a low zoom and shows every point on its own past the cluster zoom', () => {
    const g = grid();
    const low = g.reset([...vans, truck], 5);
    expect(low.clusters.features).toHaveLength(1);
    expect(low.clusters.features[0]?.properties).toMatchObject({
      point_count: 3,
      point_count_abbreviated: '3',
    });
    // The vans' cluster stands for them: only the truck is drawn on its own.
    expect(low.points.features.map((f) => f.properties.id)).toEqual(['truck']);

    const high = grid().reset([...vans, truck], 15);
    expect(high.clusters.features).toHaveLength(0);
    expect(high.points.features).toHaveLength(4);
  });

  it('sends a batch of moves as the moved points alone, and the one cluster they touched', () => {
    const g = grid();
    g.reset([...vans, truck], 5);
    const change = g.apply({
      upsert: [
        point('van-1', 43.6505, -79.3805), // moved within its cluster
        vans[1] as GridPoint, // unchanged: sent again by the batch, not to the map
        point('truck', 45.501, -73.571), // moved, alone
      ],
    });
    // The truck, drawn on its own, moves; the van is drawn by its cluster.
    expect(change.points).toEqual({
      update: [{ id: 'truck', newGeometry: { type: 'Point', coordinates: [-73.571, 45.501] } }],
    });
    // The vans' cluster moved its centre; no cluster was made or removed.
    expect(change.clusters?.update).toHaveLength(1);
    expect(change.clusters?.update?.[0]?.newGeometry?.coordinates[0]).toBeCloseTo(
      (-79.3805 - 79.381 - 79.379) / 3,
    );
    expect(change.clusters?.add).toBeUndefined();
    expect(change.clusters?.remove).toBeUndefined();
  });

  it('at street zoom, sends each moved point and nothing for the others', () => {
    const g = grid();
    g.reset([...vans, truck], 16);
    const change = g.apply({ upsert: [point('van-2', 43.6511, -79.3811), vans[0] as GridPoint, truck] });
    expect(change).toEqual({
      points: { update: [{ id: 'van-2', newGeometry: { type: 'Point', coordinates: [-79.3811, 43.6511] } }] },
    });
  });

  it('sends nothing when a batch holds no change', () => {
    const g = grid();
    g.reset([...vans, truck], 5);
    expect(g.apply({ upsert: [...vans, truck] })).toEqual({});
  });

  it('shows a point that leaves its cluster, and the one left behind when a cluster of two breaks up', () => {
    const g = grid();
    g.reset([vans[0] as GridPoint, vans[1] as GridPoint, truck], 5);
    const change = g.apply({ upsert: [point('van-2', 44.5, -78.0)] });
    // Both vans are drawn on their own now, each where it is; their cluster is gone.
    expect(change.points?.add?.map((f) => [f.properties?.id, f.geometry.coordinates])).toEqual([
      ['van-2', [-78.0, 44.5]],
      ['van-1', [-79.38, 43.65]],
    ]);
    expect(change.points?.update).toBeUndefined();
    expect(change.clusters?.remove).toHaveLength(1);
  });

  it('adds a new device and removes a gone one, with the cluster counts that follow', () => {
    const g = grid();
    g.reset([...vans, truck], 5);
    const change = g.apply({
      upsert: [point('van-4', 43.6515, -79.3795), point('ship', 40.7, -74.0)],
      remove: ['truck'],
    });
    // The new van joins its cluster (not drawn alone); the new ship is alone; the truck is gone.
    expect(change.points?.add?.map((f) => f.properties)).toEqual([{ id: 'ship', category: 'fresh' }]);
    expect(change.points?.remove).toEqual(['truck']);
    expect(change.points?.update).toBeUndefined();
    expect(change.clusters?.update?.[0]?.addOrUpdateProperties).toContainEqual({
      key: 'point_count',
      value: 4,
    });
  });

  it('sends a changed colour as that property, and a cluster counts its alerting points', () => {
    const g = grid();
    g.reset([...vans, truck], 5);
    const change = g.apply({
      upsert: [point('van-3', 43.652, -79.379, 'alerting'), point('truck', 45.5, -73.57, 'stale')],
    });
    expect(change.points?.update).toEqual([
      { id: 'truck', addOrUpdateProperties: [{ key: 'category', value: 'stale' }] },
    ]);
    expect(change.clusters?.update?.[0]?.addOrUpdateProperties).toContainEqual({ key: 'alerting', value: 1 });
  });

  it('regroups only when the whole zoom level changes', () => {
    const g = grid();
    g.reset([...vans, truck], 5.2);
    expect(g.setZoom(5.9)).toBeNull();
    const zoomedIn = g.setZoom(16);
    expect(zoomedIn?.clusters.features).toHaveLength(0);
    expect(zoomedIn?.points.features.map((f) => f.properties.id).sort()).toEqual([
      'truck',
      'van-1',
      'van-2',
      'van-3',
    ]);
    const zoomedOut = g.setZoom(4);
    expect(zoomedOut?.clusters.features[0]?.properties.point_count).toBe(3);
    expect(zoomedOut?.points.features).toHaveLength(1);
  });

  it('zooms a clicked cluster to where its points part', () => {
    const g = grid();
    const { clusters } = g.reset([...vans, truck], 5);
    const id = clusters.features[0]?.properties.cluster_id as number;
    const zoom = g.expansionZoom(id);
    expect(zoom).toBeGreaterThan(5);
    expect(zoom).toBeLessThanOrEqual(15);
    // At that zoom the three vans are no longer one cluster.
    expect(grid().reset(vans, zoom).clusters.features[0]?.properties.point_count ?? 0).toBeLessThan(3);
  });

  it('abbreviates counts as MapLibre does', () => {
    expect([abbreviateCount(999), abbreviateCount(1234), abbreviateCount(15_400)]).toEqual([
      '999',
      '1.2k',
      '15k',
    ]);
  });
});
