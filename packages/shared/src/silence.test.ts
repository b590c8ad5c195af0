import { describe, expect, it } from 'vitest';
import { explainSilence, isLate, lateAt, type SilenceFacts, type SilenceUplink } from './silence.ts';

const hour = 3_600_000;
const t0 = Date.parse('2026-11-20T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('late before offline', () => {
  const device = { lastSeenAt: at(t0), usualIntervalS: 600 };
  it('is late after 2.5 usual intervals and until the hour-long offline rule takes over', () => {
    expect(lateAt(device)).toBe(t0 + 25 * 60_000);
    expect(isLate(device, t0 + 20 * 60_000, hour)).toBe(false);
    expect(isLate(device, t0 + 25 * 60_000, hour)).toBe(true);
    expect(isLate(device, t0 + 59 * 60_000, hour)).toBe(true);
    expect(isLate(device, t0 + hour, hour)).toBe(false);
  });
  it('is never late while the interval is unknown, or when offline comes first', () => {
    expect(isLate({ lastSeenAt: at(t0), usualIntervalS: null }, t0 + 50 * 60_000, hour)).toBe(false);
    expect(isLate({ lastSeenAt: null, usualIntervalS: 600 }, t0, hour)).toBe(false);
    // Every 30 minutes: 75 minutes to late, but offline at 60.
    expect(isLate({ lastSeenAt: at(t0), usualIntervalS: 1800 }, t0 + 59 * 60_000, hour)).toBe(false);
  });
});

/** n uplinks every 15 minutes ending at t0, each with the radio `radio(i)` gives. */
function history(n: number, radio: (i: number) => Partial<SilenceUplink>): SilenceUplink[] {
  return Array.from({ length: n }, (_, i) => ({
    at: at(t0 - (n - 1 - i) * 15 * 60_000),
    rssi: -95,
    snr: 7,
    sf: 7,
    gateways: 3,
    ...radio(i),
  }));
}

function facts(over: Partial<SilenceFacts>): SilenceFacts {
  return {
    usualIntervalS: 900,
    lastSeenAt: at(t0),
    uplinks: history(20, () => ({})),
    lastJoinAt: null,
    lastDownlinkFailure: null,
    batteryDaysLeft: null,
    checklist: null,
    ...over,
  };
}
const codes = (f: SilenceFacts) => explainSilence(f).map((r) => r.code);

describe('why a device is silent', () => {
  it('says nothing is known when the last uplinks were strong and steady', () => {
    expect(explainSilence(facts({}))).toEqual([{ code: 'nothing_known', values: {} }]);
  });

  it('finds a fading signal: RSSI falling 1 dB an uplink over 20 uplinks', () => {
    const reasons = explainSilence(facts({ uplinks: history(20, (i) => ({ rssi: -90 - i })) }));
    // The older half's median is -95 dBm (the lower of its middle two), the newer half's -105.
    expect(reasons).toEqual([{ code: 'signal_falling', values: { from: -95, to: -105 } }]);
  });

  it('does not call a 3 dB wobble a trend, nor read one from too few uplinks', () => {
    expect(codes(facts({ uplinks: history(20, (i) => ({ rssi: i % 2 ? -92 : -95 })) }))).toEqual([
      'nothing_known',
    ]);
    expect(codes(facts({ uplinks: history(4, (i) => ({ rssi: -80 - 5 * i })) }))).toEqual(['nothing_known']);
  });

  it("measures a weak last uplink against its spreading factor's demodulation floor", () => {
    // SX1276 floors: SF10 -15 dB, SF7 -7.5 dB, SF12 -20 dB.
    const last = (radio: Partial<SilenceUplink>) =>
      codes(facts({ uplinks: history(20, (i) => (i === 19 ? radio : { sf: radio.sf ?? 7 })) }));
    expect(last({ sf: 10, snr: -13, rssi: -110 })).toContain('weak_signal');
    expect(last({ sf: 10, snr: -11, rssi: -110 })).not.toContain('weak_signal');
    expect(last({ sf: 7, snr: -6, rssi: -110 })).toContain('weak_signal');
    expect(last({ sf: 9, snr: 2, rssi: -121 })).toContain('weak_signal');
  });

  it('sees the network server stepping the spreading factor up, and the maximum', () => {
    const rising = history(20, (i) => ({ sf: 7 + Math.floor(i / 7) }));
    expect(explainSilence(facts({ uplinks: rising }))).toContainEqual({
      code: 'sf_rising',
      values: { from: 7, to: 9 },
    });
    const atMax = history(20, () => ({ sf: 12, snr: -5 }));
    expect(codes(facts({ uplinks: atMax }))).toEqual(['sf_max']);
  });

  it('sees fewer gateways hearing it, down to one', () => {
    const fewer = history(20, (i) => ({ gateways: i < 10 ? 4 : i < 15 ? 2 : 1 }));
    expect(explainSilence(facts({ uplinks: fewer }))).toEqual([
      { code: 'gateways_falling', values: { from: 4, to: 1 } },
    ]);
    // Two gateways still hear it: not yet a cause.
    const two = history(20, (i) => ({ gateways: i < 10 ? 4 : 2 }));
    expect(codes(facts({ uplinks: two }))).toEqual(['nothing_known']);
  });

  it('reads the radio of the last uplink heard on air, not a status message without radio', () => {
    const uplinks = [
      ...history(19, (i) => ({ rssi: i === 18 ? -125 : -95 })),
      { at: at(t0 + 60_000), rssi: null, snr: null, sf: null, gateways: 0 },
    ];
    expect(codes(facts({ uplinks }))).toContain('weak_signal');
  });

  it('puts what the network server said after the last uplink first, then the battery', () => {
    const reasons = explainSilence(
      facts({
        lastJoinAt: at(t0 + 30 * 60_000),
        lastDownlinkFailure: { at: at(t0 + 5 * 60_000), error: 'no gateway available' },
        batteryDaysLeft: 3,
        uplinks: history(20, (i) => ({ rssi: -90 - i })),
      }),
    );
    expect(reasons.map((r) => r.code)).toEqual([
      'joined_after_uplink',
      'downlink_failed',
      'battery_low',
      'signal_falling',
    ]);
    expect(reasons[1]?.values).toEqual({ at: at(t0 + 5 * 60_000), error: 'no gateway available' });
  });

  it('ignores a join before the last uplink, an old failure and a battery with months left', () => {
    expect(
      codes(
        facts({
          lastJoinAt: at(t0 - 5 * hour),
          lastDownlinkFailure: { at: at(t0 - 3 * 24 * hour), error: null },
          batteryDaysLeft: 90,
        }),
      ),
    ).toEqual(['nothing_known']);
  });

  it("passes on the first-uplink checklist's open step", () => {
    const never = facts({
      lastSeenAt: null,
      usualIntervalS: null,
      uplinks: [],
      checklist: { step: 'joined', cause: { code: 'not_joined', values: {} } },
    });
    expect(explainSilence(never)).toEqual([{ code: 'checklist_open', values: { step: 'joined' } }]);
  });
});
