import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { sensorTtnExamples } from './test-support/ttn-codec-examples-sensors.ts';

// Sensative Strips (formats/sensative-strips.ts) on the published examples:
// - TTN: TheThingsNetwork/lorawan-devices vendor/sensative/strips-codec.yaml at 0417b50f, "payload".
// - Sensative: Sensative/strips-lora-translator-open-source README.md at eb41f68b, the
//   microservice example (port 1, ffff1201: {"presence":{"value":true}}).
// - akenza: akenza-io/device-type-library types/sensative/ms-guard/uplink.spec.js at 0c405d3d, a
//   Strips Guard uplink (ffff09010a0052010000).
// sensative-differential.test.ts holds Sensative's own decoder's outputs.

describe('Sensative Strips on the published examples', () => {
  it('reads the TTN codec example: battery, temperature and the Drip flood alarm', () => {
    const { model, fPort, hex, output } = sensorTtnExamples.strips;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    // `flood` is the pads' relative wetness in %; the alarm (type 14) is the leak.
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 80, temperature: 23.4, leak: false });
    expect(result.warnings).toBeUndefined();
  });

  it("reads Sensative's presence example as the room's occupancy", () => {
    const result = run('sensative/strips', 1, 'ffff1201');
    expect(result.fields).toStrictEqual({
      historySeqNr: 65535,
      prevHistSeqNr: 65535,
      presence: { value: true },
    });
    expect(readingsOf(result)).toStrictEqual({ occupied: true });
  });

  it("keeps the Guard's door report a vendor field: its polarity is not documented one way", () => {
    // Door report (9), door alarm (10), door and temperature (82).
    const result = run('sensative/strips', 1, 'ffff09010a0052010000');
    expect(result.fields).toStrictEqual({
      historySeqNr: 65535,
      prevHistSeqNr: 65535,
      door: { value: true },
      doorAlarm: { value: false },
      temperature: { value: 0 },
    });
    expect(readingsOf(result)).toStrictEqual({ temperature: 0 });
  });
});

describe('Sensative Strips reports', () => {
  it('reads the combined humidity and temperature report (80), negative temperatures included', () => {
    const result = run('sensative/strips', 1, '00055064FF9C');
    expect(result.fields).toMatchObject({ humidity: { value: 50 }, temperature: { value: -10 } });
    expect(readingsOf(result)).toStrictEqual({ humidity: 50, temperature: -10 });
  });

  it("takes both light reports as illuminance, and the Drip's alarm over its wetness", () => {
    expect(readingsOf(run('sensative/strips', 1, '0005070064'))).toStrictEqual({ illuminance: 100 });
    expect(readingsOf(run('sensative/strips', 1, '00050801F4'))).toStrictEqual({ illuminance: 500 });
    const wet = run('sensative/strips', 1, '00050D3C0E01');
    expect(wet.fields).toMatchObject({ flood: { value: 60 }, floodAlarm: { value: true } });
    expect(readingsOf(wet)).toStrictEqual({ leak: true });
  });

  it('counts the items also written to the history back from the sequence number', () => {
    // Bit 7 of a type: the item is kept in the history too, under the number before (8E: the flood
    // alarm, D2: door and temperature).
    const result = run('sensative/strips', 1, '00078E01D201000A');
    expect(result.fields).toMatchObject({ historySeqNr: 7, prevHistSeqNr: 5, floodAlarm: { value: true } });
    expect(readingsOf(result)).toStrictEqual({ leak: true, temperature: 1 });
  });

  it('keeps history entries (port 2) as fields, without readings: their times are relative', () => {
    const result = run('sensative/strips', 2, 'FFFE0000003C0200EA000000780E01');
    expect(result.fields).toStrictEqual({
      history: {
        65534: { secondsAgo: 60, temperature: { value: 23.4 } },
        65535: { secondsAgo: 120, floodAlarm: { value: true } },
      },
    });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual([
      'history entries are kept as fields only: their times count back from the receive time',
    ]);
  });

  it('stops at an unknown or cut-off report, keeping what it read', () => {
    const result = run('sensative/strips', 1, 'FFFF0150FF');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 80 });
    expect(result.warnings).toEqual(['unknown report type 0x7F at byte 4: 1 byte not decoded']);
    expect(errorOf(() => run('sensative/strips', 1, '0005FF01')).message).toBe(
      'sensative/strips: unknown report type 0x7F at byte 2: 2 bytes not decoded',
    );
    expect(errorOf(() => run('sensative/strips', 1, '00050200')).message).toBe(
      'sensative/strips: payload truncated: report type 0x02 at byte 2 needs 3 bytes, has 2; not decoded',
    );
    expect(errorOf(() => run('sensative/strips', 2, 'FFFE0000003C')).message).toBe(
      'sensative/strips: payload truncated: history entry at byte 2 is cut off; not decoded',
    );
  });

  it('refuses a payload without its sequence number and the settings port', () => {
    expect(errorOf(() => run('sensative/strips', 1, 'FF')).message).toBe(
      'sensative/strips: payload too short (1 bytes, expected at least 2)',
    );
    expect(errorOf(() => run('sensative/strips', 11, '0201000000')).kind).toBe('unsupported_port');
  });
});
