import { describe, expect, it } from 'vitest';
import {
  bboxContains,
  circleAreaM2,
  circleBBox,
  circleReachesPole,
  containingGeofences,
  crossesAntimeridian,
  destination,
  distanceMetres,
  distanceToEdgeMetres,
  EARTH_RADIUS_M,
  isInCircle,
  isInPolygon,
  isSelfIntersecting,
  type LatLon,
  looksSwapped,
  openRing,
  polygonAreaM2,
  polygonBBox,
  polygonCentroid,
  type Shape,
} from './geo.ts';
import {
  baseCreateSchema,
  baseUpdateSchema,
  geofenceImportRowSchema,
  geofenceInputSchema,
  geofenceMessages,
} from './geofence.ts';

const cnTower: LatLon = { lat: 43.6426, lon: -79.3871 };
const unionStation: LatLon = { lat: 43.6453, lon: -79.3806 };
const hamilton: LatLon = { lat: 43.2557, lon: -79.8711 };
const kingston: LatLon = { lat: 44.2312, lon: -76.486 };

// An L-shaped yard in the Port Lands: the full-width foot along the south, the
// arm up the west side, and the notch in the north-east corner is outside.
const a = { lat: 43.64, lon: -79.35 };
const b = { lat: 43.64, lon: -79.348 };
const c = { lat: 43.641, lon: -79.348 };
const reflex = { lat: 43.641, lon: -79.349 };
const e = { lat: 43.642, lon: -79.349 };
const f = { lat: 43.642, lon: -79.35 };
const yard: LatLon[] = [a, b, c, reflex, e, f];
const closedYard = [...yard, a];

// A square of about 100 m around a point downtown.
const square = (centre: LatLon, sideM: number): LatLon[] => {
  const half = sideM / 2;
  const north = destination(centre, 0, half).lat;
  const south = destination(centre, 180, half).lat;
  const east = destination(centre, 90, half).lon;
  const west = destination(centre, 270, half).lon;
  return [
    { lat: south, lon: west },
    { lat: south, lon: east },
    { lat: north, lon: east },
    { lat: north, lon: west },
  ];
};

describe('distanceMetres', () => {
  it('measures a degree of latitude and a downtown walk', () => {
    expect(distanceMetres({ lat: 43, lon: -79 }, { lat: 44, lon: -79 })).toBeCloseTo(
      (EARTH_RADIUS_M * Math.PI) / 180,
      3,
    );
    const walk = distanceMetres(cnTower, unionStation);
    expect(walk).toBeGreaterThan(590);
    expect(walk).toBeLessThan(620);
    expect(distanceMetres(cnTower, cnTower)).toBe(0);
    expect(distanceMetres(cnTower, unionStation)).toBeCloseTo(distanceMetres(unionStation, cnTower), 9);
  });

  it('agrees with destination in every direction', () => {
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      for (const metres of [1, 100, 100_000]) {
        expect(distanceMetres(cnTower, destination(cnTower, bearing, metres))).toBeCloseTo(metres, 6);
      }
    }
  });
});

describe('isInCircle', () => {
  it('counts the centre and a point exactly on the edge as inside', () => {
    expect(isInCircle(cnTower, cnTower, 100)).toBe(true);
    for (const bearing of [0, 90, 180, 270, 33]) {
      expect(isInCircle(destination(cnTower, bearing, 100), cnTower, 100)).toBe(true);
    }
  });

  it('puts a point about 1 m beyond the edge outside, and 1 m within it inside', () => {
    expect(isInCircle(destination(cnTower, 60, 101), cnTower, 100)).toBe(false);
    expect(isInCircle(destination(cnTower, 60, 99), cnTower, 100)).toBe(true);
  });

  it('handles a tiny 1 m radius', () => {
    expect(isInCircle(destination(cnTower, 10, 0.9), cnTower, 1)).toBe(true);
    expect(isInCircle(destination(cnTower, 10, 1), cnTower, 1)).toBe(true);
    expect(isInCircle(destination(cnTower, 10, 1.1), cnTower, 1)).toBe(false);
    expect(isInCircle(destination(cnTower, 200, 2), cnTower, 1)).toBe(false);
  });

  it('handles a huge 100 km radius across the GTA', () => {
    expect(isInCircle(hamilton, cnTower, 100_000)).toBe(true);
    expect(isInCircle(kingston, cnTower, 100_000)).toBe(false);
    expect(isInCircle(destination(cnTower, 45, 99_999), cnTower, 100_000)).toBe(true);
    expect(isInCircle(destination(cnTower, 45, 100_001), cnTower, 100_000)).toBe(false);
  });
});

describe('distanceToEdgeMetres', () => {
  it("is a circle's distance to its rim, from inside or out", () => {
    const depot: Shape = { type: 'circle', centre: cnTower, radiusM: 500 };
    expect(distanceToEdgeMetres(cnTower, depot)).toBeCloseTo(500, 6);
    expect(distanceToEdgeMetres(destination(cnTower, 90, 200), depot)).toBeCloseTo(300, 3);
    expect(distanceToEdgeMetres(destination(cnTower, 200, 1300), depot)).toBeCloseTo(800, 3);
  });

  it("is a polygon's distance to its nearest edge or vertex, measured against the great circle", () => {
    const shape: Shape = { type: 'polygon', vertices: yard };
    // 300 m due south of the yard's south edge (latitude 43.64, from -79.35 to -79.348).
    const south = destination({ lat: 43.64, lon: -79.349 }, 180, 300);
    expect(distanceToEdgeMetres(south, shape)).toBeCloseTo(300, 0);
    // Beyond the south-west corner: the corner itself is nearest.
    const corner = { lat: 43.64, lon: -79.35 };
    const beyond = destination(corner, 225, 400);
    expect(distanceToEdgeMetres(beyond, shape)).toBeCloseTo(distanceMetres(beyond, corner), 0);
    // Inside the foot, 0.0005° of latitude (about 56 m) from the south edge and farther from the rest.
    expect(distanceToEdgeMetres({ lat: 43.6405, lon: -79.3492 }, shape)).toBeCloseTo(
      distanceMetres({ lat: 43.6405, lon: -79.3492 }, { lat: 43.64, lon: -79.3492 }),
      0,
    );
    for (const vertex of yard) expect(distanceToEdgeMetres(vertex, shape)).toBe(0);
  });
});

describe('isInPolygon (an L-shaped yard)', () => {
  it('finds points in the foot and the arm, not in the notch or beyond', () => {
    expect(isInPolygon({ lat: 43.6405, lon: -79.3485 }, yard)).toBe(true); // foot, east end
    expect(isInPolygon({ lat: 43.6415, lon: -79.3495 }, yard)).toBe(true); // arm
    expect(isInPolygon({ lat: 43.6415, lon: -79.3485 }, yard)).toBe(false); // the notch
    expect(isInPolygon({ lat: 43.6395, lon: -79.349 }, yard)).toBe(false); // south of it
    expect(isInPolygon({ lat: 43.6415, lon: -79.351 }, yard)).toBe(false); // west of it
  });

  it('counts every vertex, the reflex one included, as inside', () => {
    for (const vertex of yard) expect(isInPolygon(vertex, yard)).toBe(true);
  });

  it('counts points on every edge as inside', () => {
    for (let i = 0; i < yard.length; i++) {
      const p = yard[i] as LatLon;
      const q = yard[(i + 1) % yard.length] as LatLon;
      const middle = { lat: (p.lat + q.lat) / 2, lon: (p.lon + q.lon) / 2 };
      expect(isInPolygon(middle, yard), `edge ${i}`).toBe(true);
    }
    // On the notch's edges, from the notch side of the reflex corner.
    expect(isInPolygon({ lat: 43.641, lon: -79.3485 }, yard)).toBe(true);
    expect(isInPolygon({ lat: 43.6415, lon: -79.349 }, yard)).toBe(true);
  });

  it('puts a point about 1 m beyond an edge outside and 1 m within it inside', () => {
    const onEastEdge = { lat: 43.6405, lon: -79.348 };
    expect(isInPolygon(destination(onEastEdge, 90, 1), yard)).toBe(false);
    expect(isInPolygon(destination(onEastEdge, 270, 1), yard)).toBe(true);
    // Into the notch from the arm's east edge.
    const onArmEdge = { lat: 43.6415, lon: -79.349 };
    expect(isInPolygon(destination(onArmEdge, 90, 1), yard)).toBe(false);
    expect(isInPolygon(destination(onArmEdge, 270, 1), yard)).toBe(true);
  });

  it('answers the same for a closed ring as for an open one', () => {
    expect(openRing(closedYard)).toEqual(yard);
    for (const p of [
      { lat: 43.6405, lon: -79.3485 },
      { lat: 43.6415, lon: -79.3485 },
      a,
      reflex,
      { lat: 43.6405, lon: -79.348 },
      { lat: 43.6395, lon: -79.349 },
    ]) {
      expect(isInPolygon(p, closedYard)).toBe(isInPolygon(p, yard));
    }
  });

  it('is not fooled by a ray through a vertex', () => {
    const diamond = [
      { lat: 43.65, lon: -79.4 },
      { lat: 43.66, lon: -79.39 },
      { lat: 43.65, lon: -79.38 },
      { lat: 43.64, lon: -79.39 },
    ];
    expect(isInPolygon({ lat: 43.65, lon: -79.41 }, diamond)).toBe(false);
    expect(isInPolygon({ lat: 43.65, lon: -79.39 }, diamond)).toBe(true);
    expect(isInPolygon({ lat: 43.66, lon: -79.395 }, diamond)).toBe(false);
  });

  it('answers false for fewer than three vertices', () => {
    expect(isInPolygon(a, [a, b])).toBe(false);
    expect(isInPolygon(a, [])).toBe(false);
  });
});

describe('isSelfIntersecting', () => {
  it('accepts simple polygons, open or closed', () => {
    expect(isSelfIntersecting(yard)).toBe(false);
    expect(isSelfIntersecting(closedYard)).toBe(false);
    expect(isSelfIntersecting(square(cnTower, 100))).toBe(false);
    expect(isSelfIntersecting([a, b, c])).toBe(false);
  });

  it('refuses a bow tie', () => {
    expect(isSelfIntersecting([a, b, f, { lat: 43.642, lon: -79.348 }])).toBe(true);
  });

  it('refuses edges that touch, fold back or repeat a vertex', () => {
    // The arm's tip pulled onto the foot's edge.
    expect(isSelfIntersecting([a, b, c, reflex, { lat: 43.64, lon: -79.349 }, f])).toBe(true);
    // Three points on a line: the ring folds back on itself.
    expect(isSelfIntersecting([a, { lat: 43.64, lon: -79.349 }, b])).toBe(true);
    // A vertex visited twice (a figure eight pinched at one point).
    expect(isSelfIntersecting([a, b, c, a, e, f])).toBe(true);
    expect(isSelfIntersecting([a, b, b, c])).toBe(true);
  });
});

describe('area, centroid and boxes', () => {
  it('measures a 100 m square and the yard in m²', () => {
    expect(polygonAreaM2(square(cnTower, 100)) / 10_000).toBeCloseTo(1, 2);
    // The yard is three cells of 0.001° lat by 0.001° lon at 43.64° N.
    const cell = ((EARTH_RADIUS_M * Math.PI) / 180) ** 2 * 0.001 * 0.001 * Math.cos((43.641 * Math.PI) / 180);
    expect(polygonAreaM2(yard) / (3 * cell)).toBeCloseTo(1, 2);
    expect(polygonAreaM2(closedYard)).toBe(polygonAreaM2(yard));
    expect(circleAreaM2(100)).toBeCloseTo(31_415.93, 1);
  });

  it('finds the centroid of a square at its centre and of the yard inside the L', () => {
    const centroid = polygonCentroid(square(cnTower, 100));
    expect(distanceMetres(centroid, cnTower)).toBeLessThan(0.01);
    const yardCentroid = polygonCentroid(closedYard);
    // Three unit cells at (0.5, 0.5), (1.5, 0.5) and (0.5, 1.5) from the south-west corner: (5/6, 5/6).
    expect(yardCentroid.lat).toBeCloseTo(43.64 + 0.001 * (5 / 6), 6);
    expect(yardCentroid.lon).toBeCloseTo(-79.35 + 0.001 * (5 / 6), 6);
  });

  it('boxes a circle without cutting its edge, for tiny and huge radii', () => {
    for (const radius of [1, 100, 100_000]) {
      const box = circleBBox(cnTower, radius);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        expect(bboxContains(box, destination(cnTower, bearing, radius))).toBe(true);
      }
      expect(bboxContains(box, destination(cnTower, 0, radius * 1.1 + 2))).toBe(false);
    }
  });

  it('boxes a polygon by its vertices', () => {
    expect(polygonBBox(yard)).toEqual({ minLat: 43.64, maxLat: 43.642, minLon: -79.35, maxLon: -79.348 });
  });
});

describe('containingGeofences', () => {
  const fences: Array<{ id: string; shape: Shape }> = [
    { id: 'yard', shape: { type: 'polygon', vertices: closedYard } },
    { id: 'tower', shape: { type: 'circle', centre: cnTower, radiusM: 250 } },
    { id: 'gta', shape: { type: 'circle', centre: cnTower, radiusM: 100_000 } },
    { id: 'tiny', shape: { type: 'circle', centre: unionStation, radiusM: 1 } },
  ];

  it('answers every geofence holding the point, in order, with or without boxes', () => {
    const boxed = fences.map((g) => ({
      ...g,
      bbox:
        g.shape.type === 'circle'
          ? circleBBox(g.shape.centre, g.shape.radiusM)
          : polygonBBox(g.shape.vertices),
    }));
    const ids = (point: LatLon) => containingGeofences(point, fences).map((g) => g.id);
    const boxedIds = (point: LatLon) => containingGeofences(point, boxed).map((g) => g.id);
    for (const [point, expected] of [
      [cnTower, ['tower', 'gta']],
      [reflex, ['yard', 'gta']],
      [{ lat: 43.6415, lon: -79.3485 }, ['gta']],
      [unionStation, ['gta', 'tiny']],
      [destination(unionStation, 0, 1.5), ['gta']],
      [kingston, []],
    ] as const) {
      expect(ids(point)).toEqual(expected);
      expect(boxedIds(point)).toEqual(expected);
    }
  });
});

describe('the edges of the world', () => {
  // Taveuni, Fiji: longitude 180 runs through the island.
  const taveuni: LatLon = { lat: -16.8, lon: 179.98 };
  const acrossTheLine: LatLon = { lat: -16.8, lon: -179.99 };
  const fields = { name: 'Yard', address: 'Somewhere', postcode: 'X' };
  const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

  it('finds a point across longitude 180 in a circle centred just this side of it', () => {
    const circle: Shape = { type: 'circle', centre: taveuni, radiusM: 5_000 };
    expect(distanceMetres(taveuni, acrossTheLine)).toBeLessThan(5_000);
    const box = circleBBox(taveuni, 5_000);
    expect(bboxContains(box, acrossTheLine)).toBe(true);
    expect(containingGeofences(acrossTheLine, [{ shape: circle, bbox: box }])).toHaveLength(1);
    // And a point far away on the other side of the line is still outside.
    expect(containingGeofences({ lat: -16.8, lon: -179 }, [{ shape: circle, bbox: box }])).toHaveLength(0);
  });

  it('finds points near the pole, on every meridian, in a circle that holds the pole', () => {
    const centre = { lat: 89.6, lon: 10 };
    const radiusM = 80_000; // the pole is 44 km away
    expect(circleReachesPole(centre, radiusM)).toBe(true);
    expect(circleReachesPole(centre, 40_000)).toBe(false);
    expect(circleReachesPole({ lat: -89.9, lon: 0 }, 20_000)).toBe(true);
    const box = circleBBox(centre, radiusM);
    const shape: Shape = { type: 'circle', centre, radiusM };
    for (const lon of [-175, -90, 0, 90, 179.9]) {
      const nearPole = { lat: 89.8, lon };
      expect(isInCircle(nearPole, centre, radiusM)).toBe(true);
      expect(containingGeofences(nearPole, [{ shape, bbox: box }])).toHaveLength(1);
    }
    expect(box.maxLat).toBe(90);
    // Its area and centre are a circle's: the centre, and π r² (the spherical cap differs by 0.002 %).
    const cap = 2 * Math.PI * EARTH_RADIUS_M ** 2 * (1 - Math.cos(radiusM / EARTH_RADIUS_M));
    expect(Math.abs(circleAreaM2(radiusM) - cap) / cap).toBeLessThan(1e-4);
  });

  it('refuses a circle that reaches a pole, with a clear message', () => {
    const reaching = geofenceInputSchema.safeParse({
      ...fields,
      latitude: 89.6,
      longitude: 10,
      radius: 80_000,
    });
    expect(messagesOf(reaching)).toEqual([geofenceMessages.circlePole]);
    expect(
      geofenceInputSchema.safeParse({ ...fields, latitude: 89.6, longitude: 10, radius: 40_000 }).success,
    ).toBe(true);
    const row = geofenceImportRowSchema.safeParse({
      ...fields,
      latitude: '-89.99',
      longitude: '0',
      radius: '2000',
    });
    expect(messagesOf(row)).toEqual([geofenceMessages.circlePole]);
  });

  it('tells a polygon that crosses longitude 180 from one that does not', () => {
    const crossing = [
      { lat: -16.7, lon: 179.9 },
      { lat: -16.7, lon: -179.9 },
      { lat: -16.9, lon: -179.9 },
      { lat: -16.9, lon: 179.9 },
    ];
    expect(crossesAntimeridian(crossing)).toBe(true);
    expect(crossesAntimeridian([...crossing, crossing[0] as LatLon])).toBe(true);
    expect(crossesAntimeridian(yard)).toBe(false);
    // Read on the plane, it would be a band round the whole Earth: Taveuni outside, the far side inside.
    expect(isInPolygon(taveuni, crossing)).toBe(false);
    const result = geofenceInputSchema.safeParse({ ...fields, type: 'polygon', polygon: crossing });
    expect(messagesOf(result)).toEqual([geofenceMessages.polygonAntimeridian]);
    // The same yard wholly on one side of the line is accepted.
    const west = crossing.map((p) => ({ lat: p.lat, lon: p.lon > 0 ? p.lon : 179.99 }));
    expect(geofenceInputSchema.safeParse({ ...fields, type: 'polygon', polygon: west }).success).toBe(true);
  });

  it('refuses Toronto with latitude and longitude swapped, which lands in Antarctica', () => {
    const swapped = { lat: -79.38, lon: 43.65 };
    expect(looksSwapped(swapped)).toBe(true);
    expect(looksSwapped({ lat: 43.65, lon: -79.38 })).toBe(false);
    // A real Antarctic place (McMurdo Station) is not a swapped Ontario one.
    expect(looksSwapped({ lat: -77.85, lon: 166.67 })).toBe(false);
    const message =
      'Latitude and longitude look swapped: -79.38, 43.65 is in Antarctica; did you mean 43.65, -79.38?';
    const circle = geofenceInputSchema.safeParse({ ...fields, latitude: -79.38, longitude: 43.65 });
    expect(circle.success).toBe(false);
    expect(circle.error?.issues).toEqual([expect.objectContaining({ path: ['latitude'], message })]);
    expect(
      messagesOf(geofenceImportRowSchema.safeParse({ ...fields, latitude: '-79.38', longitude: '43.65' })),
    ).toEqual([message]);
    const organisationId = '00000000-0000-4000-8000-000000000000';
    expect(
      messagesOf(
        baseCreateSchema.safeParse({ organisationId, ...fields, latitude: -79.38, longitude: 43.65 }),
      ),
    ).toEqual([message]);
    expect(messagesOf(baseUpdateSchema.safeParse({ latitude: -79.38, longitude: 43.65 }))).toEqual([message]);
    const polygon = square({ lat: -79.38, lon: 43.65 }, 100);
    expect(messagesOf(geofenceInputSchema.safeParse({ ...fields, type: 'polygon', polygon }))).toContain(
      `Latitude and longitude look swapped: ${polygon[0]?.lat}, ${polygon[0]?.lon} is in Antarctica; did you mean ${polygon[0]?.lon}, ${polygon[0]?.lat}?`,
    );
    expect(geofenceInputSchema.safeParse({ ...fields, latitude: 43.65, longitude: -79.38 }).success).toBe(
      true,
    );
  });
});
