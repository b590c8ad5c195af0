import { describe, expect, it } from 'vitest';
import type { DeviceUpdate } from '../../../ingest/pipeline.ts';
import { isInsideWindow, localTime, minuteOfDay } from './clock.ts';
import {
  type ActionRule,
  type ActionState,
  type EvaluationContext,
  evaluate,
  type GeofenceTransition,
  initialState,
} from './evaluate.ts';

const DEVICE = '11111111-1111-4111-8111-111111111111';
const FENCE = '22222222-2222-4222-8222-222222222222';
const zone = 'America/Toronto';

const rule = (over: Partial<ActionRule> = {}): ActionRule => ({
  id: '33333333-3333-4333-8333-333333333333',
  organisationId: '44444444-4444-4444-8444-444444444444',
  name: 'Freezer too warm',
  actionType: 'alert',
  alertType: 'temperature',
  comparison: 'above',
  threshold: -10,
  geofenceId: null,
  repeatMinutes: 15,
  repeatMode: 'close',
  windowStart: null,
  windowEnd: null,
  clearThreshold: null,
  clearMinutes: 0,
  ...over,
});
const update = (readings: Record<string, number>): DeviceUpdate => ({
  organisationId: '44444444-4444-4444-8444-444444444444',
  deviceId: DEVICE,
  lastSeenAt: new Date().toISOString(),
  readings,
});

/** A controllable clock and the state an action carries from one evaluation to the next. */
function run(action: ActionRule, start = '2026-01-15T15:00:00Z') {
  let now = new Date(start);
  let state: ActionState = initialState;
  return {
    advance(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    feed(readings: Record<string, number> | null, context: Partial<EvaluationContext> = {}) {
      const result = evaluate(action, state, readings && update(readings), now, {
        timeZone: zone,
        ...context,
      });
      state = result.nextState;
      return result;
    },
    get state() {
      return state;
    },
    get now() {
      return now;
    },
    rule: action,
    set(next: ActionState) {
      state = next;
    },
  };
}
const fires = (r: ReturnType<typeof run>, seq: Array<[number, Record<string, number>]>) =>
  seq.map(([minutes, readings]) => {
    r.advance(minutes);
    return r.feed(readings).fire;
  });

describe('threshold crossings', () => {
  it('fires once on crossing in close mode, stays quiet while it holds, fires again after it clears', () => {
    const r = run(rule({ repeatMode: 'close', repeatMinutes: 1 }));
    expect(
      fires(r, [
        [0, { temperature: -18 }],
        [1, { temperature: -5 }],
        [1, { temperature: -4 }],
        [60, { temperature: -3 }],
        [1, { temperature: -15 }],
        [1, { temperature: -2 }],
      ]),
    ).toEqual([false, true, false, false, false, true]);
  });

  it('waits a minute between alerts even when a stored action says 0 (saved before the minimum)', () => {
    for (const repeatMode of ['open', 'close'] as const) {
      const r = run(rule({ alertType: 'button', repeatMode, repeatMinutes: 0 }));
      const seconds = (s: number) => r.advance(s / 60);
      const pressed = [0, 20, 20, 25].map((s) => {
        seconds(s);
        r.feed({ battery_pct: 90 });
        return r.feed({ button: 1 }).fire;
      });
      expect(pressed, repeatMode).toEqual([true, false, false, true]);
    }
  });

  it('close mode keeps the time between alerts when the condition flaps, and fires once it has passed', () => {
    const r = run(rule({ repeatMode: 'close', repeatMinutes: 10 }));
    expect(
      fires(r, [
        [0, { temperature: -5 }],
        [2, { temperature: -20 }],
        [2, { temperature: -5 }],
        [2, { temperature: -5 }],
        [5, { temperature: -5 }],
        [5, { temperature: -5 }],
      ]),
    ).toEqual([true, false, false, false, true, false]);
  });

  it('repeats in open mode while the condition holds, at most every N minutes', () => {
    const r = run(rule({ repeatMode: 'open', repeatMinutes: 15 }));
    expect(
      fires(r, [
        [0, { temperature: -5 }],
        [5, { temperature: -5 }],
        [9, { temperature: -5 }],
        [1, { temperature: -5 }],
        [1, { temperature: -5 }],
        [15, { temperature: -20 }],
        [1, { temperature: -5 }],
      ]),
    ).toEqual([true, false, false, true, false, false, true]);
    expect(r.state.lastAlertAt?.toISOString()).toBe('2026-01-15T15:32:00.000Z');
  });

  it('watches below, and only the reading that arrived', () => {
    const r = run(rule({ alertType: 'humidity', comparison: 'below', threshold: 30 }));
    expect(r.feed({ battery_pct: 80 }).fire).toBe(false);
    const low = r.feed({ humidity: 25 });
    expect(low).toMatchObject({ fire: true, value: 25 });
    r.advance(60);
    expect(r.feed({ battery_pct: 80 }).fire).toBe(false);
    expect(r.state.met).toBe(true);
  });

  it('battery alerts below its % and CO2 above its ppm without being told', () => {
    const battery = run(rule({ alertType: 'battery', comparison: null, threshold: 20 }));
    expect([battery.feed({ battery_pct: 50 }).fire, battery.feed({ battery_pct: 15 }).fire]).toEqual([
      false,
      true,
    ]);
    const co2 = run(rule({ alertType: 'co2', comparison: null, threshold: 1000 }));
    expect([co2.feed({ co2: 900 }).fire, co2.feed({ co2: 1400 }).fire]).toEqual([false, true]);
  });
});

describe('events and states', () => {
  it('a button fires on each press in close mode, re-armed by the next uplink without it', () => {
    const r = run(rule({ alertType: 'button', repeatMinutes: 1 }));
    expect(
      fires(r, [
        [0, { button: 1 }],
        [1, { battery_pct: 90 }],
        [1, { button: 1 }],
        [0, { button: 0 }],
      ]),
    ).toEqual([true, false, true, false]);
  });

  it('movement fires on motion', () => {
    const r = run(rule({ alertType: 'movement' }));
    expect(
      fires(r, [
        [0, { motion: 0 }],
        [1, { motion: 1 }],
      ]),
    ).toEqual([false, true]);
  });

  it('a door stays open until an uplink says closed; a leak likewise', () => {
    const door = run(rule({ alertType: 'door_open', repeatMode: 'open', repeatMinutes: 10 }));
    expect(
      fires(door, [
        [0, { door_open: 1 }],
        [11, { battery_pct: 90 }],
        [1, { door_open: 0 }],
        [20, { battery_pct: 90 }],
      ]),
    ).toEqual([true, true, false, false]);
    const leak = run(rule({ alertType: 'water_leak' }));
    expect(
      fires(leak, [
        [0, { leak: 0 }],
        [1, { leak: 1 }],
        [1, { leak: 1 }],
      ]),
    ).toEqual([false, true, false]);
  });

  it("a tracker's door alarm (momentary: true once, never false) fires for its own uplink and is over", () => {
    // A tracker's alarm comes as DeviceUpdate.events (pipeline.ts): GT06 and Teltonika door alarms
    // are sent when the door opens, and nothing says it closed.
    const at = (minutes: number, events?: Record<string, number>) => ({ minutes, events });
    const feedEvents = (r: ReturnType<typeof run>, seq: Array<ReturnType<typeof at>>) =>
      seq.map(({ minutes, events }) => {
        r.advance(minutes);
        const result = evaluate(
          r.rule,
          r.state,
          { ...update({ battery_pct: 90 }), ...(events ? { events } : {}) },
          r.now,
          { timeZone: zone },
        );
        r.set(result.nextState);
        return result.fire;
      });
    for (const repeatMode of ['open', 'close'] as const) {
      const door = run(rule({ alertType: 'door_open', repeatMode, repeatMinutes: 10 }));
      // Opened at 0 and 40; the uplinks between say nothing of the door: no reminder, in either mode.
      expect(
        feedEvents(door, [at(0, { door_open: 1 }), at(11), at(11), at(18, { door_open: 1 }), at(11)]),
      ).toEqual([true, false, false, true, false]);
      expect(door.state.met).toBe(false);
    }
    // Two alarms within the action's minimum time apart: the second waits, as any alert.
    const quick = run(rule({ alertType: 'door_open', repeatMode: 'close', repeatMinutes: 10 }));
    expect(feedEvents(quick, [at(0, { door_open: 1 }), at(2, { door_open: 1 })])).toEqual([true, false]);
    // An event type (power cut) meets a momentary reading as it meets an ordinary one.
    const cut = run(rule({ alertType: 'power_cut', repeatMode: 'close', repeatMinutes: 1 }));
    expect(feedEvents(cut, [at(0, { power_cut: 1 }), at(5), at(5, { power_cut: 1 })])).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("the devices' own alarms: smoke and the threshold alarm are states; tamper, power cut and a fall events", () => {
    for (const [alertType, field] of [
      ['smoke', 'smoke'],
      ['device_alarm', 'threshold_alarm'],
    ] as const) {
      const state = run(rule({ alertType, repeatMode: 'open', repeatMinutes: 10 }));
      // Raised, still raised 11 minutes later by an uplink that says nothing of it, then released.
      expect(
        fires(state, [
          [0, { [field]: 0 }],
          [1, { [field]: 1 }],
          [11, { battery_pct: 90 }],
          [1, { [field]: 0 }],
          [20, { battery_pct: 90 }],
        ]),
        alertType,
      ).toEqual([false, true, true, false, false]);
    }
    // A tracker's alarm is true on the uplink that carries it and never sent false: an event, or
    // an open-mode action would repeat it for ever after one power cut.
    for (const [alertType, field] of [
      ['fall_detected', 'fall_detected'],
      ['tamper', 'tamper'],
      ['power_cut', 'power_cut'],
    ] as const) {
      const event = run(rule({ alertType, repeatMode: 'open', repeatMinutes: 1 }));
      expect(
        fires(event, [
          [0, { [field]: 1 }],
          [2, { battery_pct: 90 }],
          [2, { battery_pct: 90 }],
          [2, { [field]: 1 }],
        ]),
        alertType,
      ).toEqual([true, false, false, true]);
    }
  });
});

describe('geofences', () => {
  const crossing = (
    transition: 'enter' | 'exit',
    geofenceId = FENCE,
    deviceId = DEVICE,
  ): GeofenceTransition => ({
    geofenceId,
    deviceId,
    transition,
    at: new Date().toISOString(),
  });

  it('an exit alert fires on leaving its geofence, not on others, and re-arms on entering', () => {
    const r = run(rule({ alertType: 'geofence_exit', geofenceId: FENCE, repeatMinutes: 1 }));
    expect(r.feed({}, { transitions: [crossing('exit', '55555555-5555-4555-8555-555555555555')] }).fire).toBe(
      false,
    );
    expect(
      r.feed({}, { transitions: [crossing('exit', FENCE, '66666666-6666-4666-8666-666666666666')] }).fire,
    ).toBe(false);
    expect(r.feed({}, { transitions: [crossing('exit')] }).fire).toBe(true);
    expect(r.feed({}).fire).toBe(false);
    expect(r.feed({}, { transitions: [crossing('enter')] }).fire).toBe(false);
    r.advance(1);
    expect(r.feed({}, { transitions: [crossing('exit')] }).fire).toBe(true);
  });

  it('an enter alert fires on entering; enter-or-exit on both', () => {
    const enter = run(rule({ alertType: 'geofence_enter', geofenceId: FENCE, repeatMinutes: 1 }));
    expect(enter.feed({}, { transitions: [crossing('exit')] }).fire).toBe(false);
    expect(enter.feed({}, { transitions: [crossing('enter')] }).fire).toBe(true);
    const either = run(rule({ alertType: 'geofence_enter_exit', geofenceId: FENCE, repeatMinutes: 1 }));
    expect(either.feed({}, { transitions: [crossing('enter')] }).fire).toBe(true);
    expect(either.feed({}).fire).toBe(false);
    either.advance(1);
    expect(either.feed({}, { transitions: [crossing('exit')] }).fire).toBe(true);
  });

  it('enter-or-exit alerts on an exit that straight follows the enter, close mode or not', () => {
    const either = run(rule({ alertType: 'geofence_enter_exit', geofenceId: FENCE, repeatMinutes: 1 }));
    expect(either.feed({}, { transitions: [crossing('enter')] }).fire).toBe(true);
    either.advance(1);
    expect(either.feed({}, { transitions: [crossing('exit')] }).fire).toBe(true);
    expect(either.feed({}).fire).toBe(false);
    // The time between alerts still holds.
    const spaced = run(rule({ alertType: 'geofence_enter_exit', geofenceId: FENCE, repeatMinutes: 10 }));
    expect(spaced.feed({}, { transitions: [crossing('enter')] }).fire).toBe(true);
    spaced.advance(5);
    expect(spaced.feed({}, { transitions: [crossing('exit')] }).fire).toBe(false);
    spaced.advance(5);
    expect(spaced.feed({}, { transitions: [crossing('enter')] }).fire).toBe(true);
  });
});

describe('offline', () => {
  it('the periodic check fires after N silent minutes, once in close mode; an uplink re-arms it', () => {
    const r = run(rule({ alertType: 'offline', threshold: 30, comparison: null, repeatMinutes: 1 }));
    const seen = new Date('2026-01-15T15:00:00Z');
    r.advance(29);
    expect(r.feed(null, { lastSeenAt: seen }).fire).toBe(false);
    r.advance(1);
    expect(r.feed(null, { lastSeenAt: seen })).toMatchObject({ fire: true, value: 30 });
    r.advance(10);
    expect(r.feed(null, { lastSeenAt: seen }).fire).toBe(false);
    expect(r.feed({ temperature: 4 }).fire).toBe(false);
    expect(r.state).toMatchObject({ met: false, alerted: false });
    r.advance(31);
    expect(r.feed(null, { lastSeenAt: new Date('2026-01-15T15:40:00Z') }).fire).toBe(true);
  });
});

describe('out-of-hours window', () => {
  it('fires only inside the window, in the deployment zone; a condition met outside fires once inside', () => {
    // 22:00 to 06:00 Toronto time (EST, UTC-5 in January): across midnight.
    const r = run(
      rule({ windowStart: '22:00', windowEnd: '06:00', repeatMinutes: 1 }),
      '2026-01-15T21:30:00Z',
    );
    expect(r.feed({ temperature: 0 }).fire).toBe(false); // 16:30 local
    r.advance(60 * 6); // 22:30 local
    expect(r.feed({ temperature: 0 }).fire).toBe(true);
    r.advance(60);
    expect(r.feed({ temperature: -20 }).fire).toBe(false);
    r.advance(60 * 4); // 03:30 local, past midnight
    expect(r.feed({ temperature: 1 }).fire).toBe(true);
  });

  it('a daytime window, start inclusive and end exclusive', () => {
    const day = (iso: string) => isInsideWindow(new Date(iso), '08:00', '17:30', zone);
    expect(day('2026-07-01T11:59:00Z')).toBe(false); // 07:59 EDT
    expect(day('2026-07-01T12:00:00Z')).toBe(true); // 08:00 EDT
    expect(day('2026-07-01T21:29:00Z')).toBe(true); // 17:29
    expect(day('2026-07-01T21:30:00Z')).toBe(false); // 17:30
    expect(isInsideWindow(new Date('2026-07-01T03:00:00Z'), '22:00', '06:00', zone)).toBe(true); // 23:00 EDT
    expect(isInsideWindow(new Date('2026-07-01T10:00:00Z'), '22:00', '06:00', zone)).toBe(false); // 06:00 EDT
    expect(isInsideWindow(new Date(), null, null, zone)).toBe(true);
    expect(isInsideWindow(new Date(), '09:00', '09:00', zone)).toBe(true);
  });

  it('reads local time in the zone given', () => {
    expect(minuteOfDay(new Date('2026-01-15T03:05:00Z'), zone)).toBe(22 * 60 + 5);
    expect(minuteOfDay(new Date('2026-01-15T03:05:00Z'), 'UTC')).toBe(3 * 60 + 5);
    expect(localTime(new Date('2026-01-15T03:05:00Z'), zone)).toBe('2026-01-14 22:05');
  });
});

describe('forwards', () => {
  it('fire for every uplink and keep no state', () => {
    const r = run(rule({ actionType: 'forward', alertType: null }));
    expect([r.feed({}).fire, r.feed({ temperature: 1 }).fire, r.feed(null).fire]).toEqual([
      true,
      true,
      false,
    ]);
    expect(r.state).toEqual(initialState);
  });
});

describe('clock jumps (issue 28.8)', () => {
  it('an open-mode alert fires on a jump forward, not again when the clock goes back, then every N minutes', () => {
    // Readings every 5 minutes of clock time; after minute 10 the clock jumps an hour forward (to
    // 70), then back ten minutes (to 60) and carries on.
    const r = run(rule({ repeatMode: 'open', repeatMinutes: 15 }));
    const warm = { temperature: -5 };
    const steps: Array<[number, Record<string, number>]> = [0, 5, 5, 60, -10, 5, 5, 5, 5, 5].map((m) => [
      m,
      warm,
    ]);
    // Clock minutes: 0, 5, 10, 70, 60, 65, 70, 75, 80, 85.
    expect(fires(r, steps)).toEqual([true, false, false, true, false, false, false, false, false, true]);
  });
});

describe('hysteresis (issue 30)', () => {
  it('holds a threshold alert met until the value passes the clear threshold, firing nothing meanwhile', () => {
    const r = run(rule({ repeatMode: 'open', repeatMinutes: 1, clearThreshold: -14 }));
    const fired = [-5, -12, -11, -13, -15, -5].map((t) => {
      r.advance(5);
      return [r.feed({ temperature: t }).fire, r.state.met];
    });
    // Warm: fires; hovering between -14 and -10: met, quiet; past -14: cleared; warm again: fires.
    expect(fired).toEqual([
      [true, true],
      [false, true],
      [false, true],
      [false, true],
      [false, false],
      [true, true],
    ]);
  });

  it('holds a door open until it has stayed shut the minimum minutes, without reminders', () => {
    const r = run(
      rule({
        alertType: 'door_open',
        comparison: null,
        threshold: null,
        repeatMode: 'open',
        repeatMinutes: 1,
        clearMinutes: 10,
      }),
    );
    expect(r.feed({ door_open: 1 }).fire).toBe(true);
    r.advance(2);
    expect(r.feed({ door_open: 0 })).toMatchObject({ fire: false, nextState: { met: true } });
    r.advance(5);
    expect(r.feed({ door_open: 0 })).toMatchObject({ fire: false, nextState: { met: true } });
    r.advance(5);
    expect(r.feed({ door_open: 0 }).nextState).toMatchObject({ met: false, clearSince: null });
  });

  it('keeps the old behaviour with no clear threshold and no minimum', () => {
    const r = run(rule({ repeatMode: 'close' }));
    const fired = [-5, -11, -5].map((t) => {
      r.advance(20);
      return r.feed({ temperature: t }).fire;
    });
    expect(fired).toEqual([true, false, true]);
  });
});
