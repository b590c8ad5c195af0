import { decode } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { demoIndexOf } from './demo.ts';
import {
  batteryMvAt,
  hash32,
  journeyOf,
  type SimulatedDevice,
  type SimulatedKind,
  simulatedDevEui,
  uplinkAt,
} from './fleet.ts';
import { historyOf } from './history.ts';
import { distanceToRoute } from './journey.ts';
import { distanceM } from './toronto.ts';

// A Tuesday in November, Unix seconds: midnight in Toronto is 05:00 UTC.
const midnight = Date.UTC(2026, 10, 24, 5) / 1000;
const every = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) }, (_, i) => from + i * step);
const demo = (kind: SimulatedKind, index: number): SimulatedDevice => {
  const devEui = simulatedDevEui(0x12ab34, index);
  return { kind, index: demoIndexOf(devEui), devEui, ttnId: `demo-${kind}-${index}` };
};
const vans = [0, 1, 2].map((i) => demo('tracker', i));
/** The cold room's probe temperature, read by the real LHT65 decoder as ingest reads it. */
const probeOf = (payload: Uint8Array | undefined) =>
  decode('dragino/lht65', 2, payload as Uint8Array).fields.TempC_DS as number;

describe('the demo vans', () => {
  it('drive along their street: no step over 200 m between 5 s fixes, never faster than they say, always on the road', () => {
    for (const van of vans) {
      const route = journeyOf(van).route;
      let last: { latitude: number; longitude: number; speed: number } | undefined;
      for (const t of every(midnight, midnight + 6 * 3600, 5)) {
        const fix = uplinkAt(van, t).decoded as { latitude: number; longitude: number; speed: number };
        const here = { lat: fix.latitude, lon: fix.longitude };
        expect(distanceToRoute(route, here)).toBeLessThan(5);
        if (last) {
          const step = distanceM({ lat: last.latitude, lon: last.longitude }, here);
          expect(step).toBeLessThan(200);
          // Arriving at a depot, the fix before says the speed it drove the last few metres at.
          expect(step).toBeLessThanOrEqual(Math.max(fix.speed, last.speed) * 5 + 1);
        }
        last = fix;
      }
    }
  });

  it('stop at a depot at each end of their street for a few minutes, reporting no speed and no motion', () => {
    const van = vans[0] as SimulatedDevice;
    const fixes = every(midnight, midnight + 4 * 3600, 5).map(
      (t) => uplinkAt(van, t).decoded as { speed: number; motion: boolean; latitude: number },
    );
    const stopped = fixes.filter((f) => f.speed === 0);
    expect(stopped.length).toBeGreaterThan(60);
    expect(stopped.every((f) => f.motion === false)).toBe(true);
    expect(new Set(stopped.map((f) => f.latitude)).size).toBe(2);
    // City speeds: 20 to 40 km/h.
    expect(fixes.filter((f) => f.motion).every((f) => f.speed >= 5.5 && f.speed <= 11)).toBe(true);
  });

  it('stop one at a time, so a newcomer always sees at least two of them move, in any fleet, at any time', () => {
    // Unix time is large: any drift between the vans' rounds would add up over the years.
    for (const prefix of [0x12ab34, 0x3a7f21, 0xfffffe]) {
      const fleet = [0, 1, 2].map((i) => {
        const devEui = simulatedDevEui(prefix, i);
        return { kind: 'tracker' as const, index: demoIndexOf(devEui), devEui, ttnId: `van-${i}` };
      });
      for (const from of [midnight, midnight + 400 * day]) {
        for (const t of every(from, from + 2 * 3600, 5)) {
          const moving = fleet.filter((van) => (uplinkAt(van, t).decoded as { motion: boolean }).motion);
          expect(moving.length, new Date(t * 1000).toISOString()).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

const day = 86_400;

describe('the demo readings are physically plausible', () => {
  it('batteries sit under 3.0 V and drain slowly, never jumping', () => {
    for (const kind of ['tracker', 'door', 'leak', 'button'] as const) {
      const device = demo(kind, 3);
      const volts = every(midnight, midnight + 2 * day, 300).map((t) => {
        const decoded = uplinkAt(device, t).decoded as { battery?: number; BatV?: number };
        return (decoded.battery ?? decoded.BatV) as number;
      });
      expect(Math.max(...volts)).toBeLessThanOrEqual(3.0);
      expect(Math.min(...volts)).toBeGreaterThan(2.7);
      for (let i = 1; i < volts.length; i++) expect(volts[i]).toBeLessThanOrEqual(volts[i - 1] as number);
    }
    expect(batteryMvAt(7, midnight) - batteryMvAt(7, midnight + 30 * day)).toBe(9);
  });

  it('a fridge stays cold, warms when its door opens or it defrosts, and recovers', () => {
    const fridge = demo('fridge', 3);
    const temperatures = every(midnight, midnight + day, 60).map((t) => probeOf(uplinkAt(fridge, t).payload));
    expect(Math.min(...temperatures)).toBeGreaterThan(1.5);
    expect(Math.max(...temperatures)).toBeLessThan(8);
    expect(Math.max(...temperatures)).toBeGreaterThan(4.5);
    // Most of the day it is near its set point.
    const near = temperatures.filter((c) => Math.abs(c - 3.5) < 1).length;
    expect(near / temperatures.length).toBeGreaterThan(0.6);
    const freezer = demo('freezer', 4);
    const frozen = every(midnight, midnight + day, 60).map((t) => probeOf(uplinkAt(freezer, t).payload));
    expect(Math.max(...frozen)).toBeLessThan(-10);
    expect(Math.min(...frozen)).toBeGreaterThan(-21);
  });

  it('the loading dock door opens for a minute or few in the day and stays shut at night', () => {
    const door = demo('door', 5);
    const open = (t: number) => (uplinkAt(door, t).decoded as { door_open: boolean }).door_open;
    const night = every(midnight, midnight + 6 * 3600, 30).filter(open);
    const dayOpen = every(midnight + 7 * 3600, midnight + 19 * 3600, 30).filter(open);
    expect(night).toHaveLength(0);
    expect(dayOpen.length).toBeGreaterThan(10);
    expect(dayOpen.length).toBeLessThan((12 * 3600) / 30 / 5);
  });

  it('every demo device has the same place in its fleet from its Dev EUI alone', () => {
    expect(demoIndexOf(simulatedDevEui(0xabcdef, 2))).toBe(2);
    expect(journeyOf(demo('tracker', 2)).route).toEqual(journeyOf(demo('tracker', 2)).route);
  });
});

describe("the demo freezer's week of history", () => {
  it('rises above its demo alert (-13.5 °C) a few times a week, whatever Dev EUI a new organisation gets', () => {
    const to = midnight + 7 * 86_400;
    for (let organisation = 0; organisation < 60; organisation++) {
      const devEui = simulatedDevEui(hash32('organisation', organisation) & 0xffffff, 1);
      const freezer: SimulatedDevice = { kind: 'freezer', index: 1, devEui, ttnId: 'demo-freezer' };
      let above = false;
      let crossings = 0;
      for (const { uplink } of historyOf(freezer, midnight, to)) {
        // The demo alert reads `temperature`, the LHT65's own (SHT) sensor, as ingest decodes it.
        const reading = decode('dragino/lht65', 2, uplink.payload as Uint8Array).readings.find(
          (r) => r.field === 'temperature',
        );
        const now = Number(reading?.value ?? -99) > -13.5;
        if (now && !above) crossings++;
        above = now;
      }
      expect(crossings, devEui).toBeGreaterThanOrEqual(2);
      expect(crossings, devEui).toBeLessThan(50);
    }
  });
});
