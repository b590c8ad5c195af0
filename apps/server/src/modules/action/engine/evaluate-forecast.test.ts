import { describe, expect, it } from 'vitest';
import { type ActionRule, type ActionState, evaluate, initialState } from './evaluate.ts';

// Issue 30 item 4: "battery forecast under N days", decided on the periodic check from the
// forecast's days left (null: none, as after a battery swap).
const rule: ActionRule = {
  id: '33333333-3333-4333-8333-333333333333',
  organisationId: '44444444-4444-4444-8444-444444444444',
  name: 'Battery running out',
  actionType: 'alert',
  alertType: 'battery_forecast',
  comparison: null,
  threshold: 14,
  geofenceId: null,
  repeatMinutes: 60,
  repeatMode: 'close',
  windowStart: null,
  windowEnd: null,
  clearThreshold: 21,
  clearMinutes: 0,
};
const at = new Date('2026-03-02T15:00:00Z');
const check = (state: ActionState, days: number | null) =>
  evaluate(rule, state, null, at, { timeZone: 'America/Toronto', forecastDaysLeft: days });

describe('battery forecast alerts', () => {
  it('fire under N days, once in close mode, with the days left as the value', () => {
    expect(check(initialState, 14).fire).toBe(false);
    const first = check(initialState, 13);
    expect(first).toMatchObject({ fire: true, value: 13, nextState: { met: true, alerted: true } });
    expect(check(first.nextState, 12).fire).toBe(false);
  });

  it('hold until the forecast passes the clear threshold, and clear when it is gone', () => {
    const met = check(initialState, 10).nextState;
    // 15 days (a forecast revised up a little): still under the clear threshold of 21.
    expect(check(met, 15).nextState.met).toBe(true);
    expect(check(met, 22).nextState.met).toBe(false);
    // A new battery: too little data since the swap, no forecast, nothing running out.
    expect(check(met, null).nextState.met).toBe(false);
  });

  it('are not moved by uplinks: only the check brings the forecast', () => {
    const met = check(initialState, 10).nextState;
    const uplink = { organisationId: rule.organisationId, deviceId: 'd', lastSeenAt: at.toISOString() };
    const after = evaluate(rule, met, { ...uplink, readings: { battery_mv: 3000 } }, at, { timeZone: 'UTC' });
    expect(after).toMatchObject({ fire: false, nextState: met });
  });
});
