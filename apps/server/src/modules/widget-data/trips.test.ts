import { destination } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { summariseTrips, type TrackPoint } from './trips.ts';

const start = Date.parse('2026-05-04T08:00:00Z');
const depot = { lat: 43.65, lon: -79.38 };

/** Parked `minutes` at `where` (a fix a minute, with a few metres of GPS jitter). */
function parked(from: number, minutes: number, where: { lat: number; lon: number }): TrackPoint[] {
  return Array.from({ length: minutes + 1 }, (_, i) => ({
    t: from + i * 60_000,
    ...destination(where, (i * 77) % 360, 4),
  }));
}

/** Driving east at 10 m/s for `minutes`, a fix every 30 s. */
function driving(from: number, minutes: number, where: { lat: number; lon: number }): TrackPoint[] {
  return Array.from({ length: minutes * 2 }, (_, i) => ({
    t: from + (i + 1) * 30_000,
    ...destination(where, 90, (i + 1) * 300),
  }));
}

describe('trips from positions', () => {
  it('counts a drive between two stops: its distance, moving time and the stops with their places', () => {
    const first = parked(start, 20, depot);
    const drive = driving(start + 20 * 60_000, 10, depot);
    const end = drive[drive.length - 1] as TrackPoint;
    const second = parked(end.t + 60_000, 30, end);
    const summary = summariseTrips([...first, ...drive, ...second], { minStopMinutes: 5 }, (p) =>
      Math.abs(p.lon - depot.lon) < 0.001 ? 'Depot' : null,
    );
    expect(summary.trips).toBe(1);
    expect(summary.distanceKm).toBeGreaterThan(5.9);
    expect(summary.distanceKm).toBeLessThan(6.1);
    expect(summary.movingSeconds).toBeGreaterThanOrEqual(600);
    expect(summary.movingSeconds).toBeLessThanOrEqual(660);
    expect(summary.stops).toHaveLength(2);
    expect(summary.stops[0]).toMatchObject({ from: '2026-05-04T08:00:00.000Z', place: 'Depot' });
    expect(summary.stops[1]?.place).toBeNull();
  });

  it('does not call GPS jitter while parked a trip, nor a short pause a stop', () => {
    expect(summariseTrips(parked(start, 120, depot), { minStopMinutes: 5 })).toMatchObject({
      trips: 0,
      distanceKm: 0,
      movingSeconds: 0,
    });
    const pause = parked(start + 10 * 60_000, 2, depot);
    expect(summariseTrips(pause, { minStopMinutes: 5 }).stops).toEqual([]);
    expect(summariseTrips([], { minStopMinutes: 5 })).toEqual({
      distanceKm: 0,
      movingSeconds: 0,
      trips: 0,
      stops: [],
    });
  });
});
