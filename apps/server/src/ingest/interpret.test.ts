import { describe, expect, it } from 'vitest';
import { currentReadings, interpret } from './interpret.ts';

const device = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  modelId: null,
  fcntEpoch: 0,
  decoding: 'auto' as const,
};
const battery = { minMv: 2300, maxMv: 3000 };

describe('readings with their own times (history records)', () => {
  // Milesight's current decoders send buffered records as `history: [{timestamp, ...}]`
  // (Milesight-IoT/SensorDecoders em-series/em300-th README, "History Data").
  const receivedAt = new Date('2026-11-27T10:00:00Z');
  const result = interpret(
    {
      kind: 'uplink',
      devEui: 'A84041000181C8F2',
      receivedAt,
      fCnt: 7,
      decoded: {
        temperature: 4.1,
        history: [
          { timestamp: Date.parse('2026-11-27T09:50:00Z') / 1000, temperature: 3.9 },
          { timestamp: Date.parse('2026-11-27T08:00:00Z') / 1000, temperature: 9.5 },
        ],
      },
    },
    device,
    battery,
  );

  it('stores each at its own time and the live value at the frame time', () => {
    expect(result.readings.map((r) => [r.value, r.time?.toISOString()])).toEqual(
      expect.arrayContaining([
        [4.1, undefined],
        [3.9, '2026-11-27T09:50:00.000Z'],
        [9.5, '2026-11-27T08:00:00.000Z'],
      ]),
    );
  });

  it("leaves records older than the device's state out of its current values, newest last", () => {
    const current = currentReadings(result, new Date('2026-11-27T09:00:00Z'));
    expect(current.map((r) => r.value)).toEqual([3.9, 4.1]);
  });
});

describe('readings dated by a clock that was never set', () => {
  // A history record dated 2000-01-01, 26 years before this uplink (more than a GPS week rollover
  // back), is of a clock that was never set: it is not stored in 2000 (where no chart would show it
  // and retention would drop it at once) but at the frame's time, as a frame whose own time is a GPS
  // rollover or more back is. (Laird's RS1xx, once named here, counts from 2015-01-01, not 2000:
  // rs1xx-temp-rh-sensor.js convertTimestampToDate in TheThingsNetwork/lorawan-devices vendor/laird;
  // and its backlog records of a clock never set are dropped before they get here, never stored at
  // the frame's time: network-decoded/backlog.ts, vendor-codecs-leftovers.test.ts.)
  it('takes the frame time for a record dated in 2000, and keeps a plausible one', () => {
    const receivedAt = new Date('2026-11-27T10:00:00Z');
    const result = interpret(
      {
        kind: 'uplink',
        devEui: 'A84041000181C8F3',
        receivedAt,
        fCnt: 8,
        decoded: {
          history: [
            { timestamp: Date.parse('2000-01-01T04:10:00Z') / 1000, temperature: 21.5 },
            { timestamp: Date.parse('2026-11-20T10:00:00Z') / 1000, temperature: 20.5 },
          ],
        },
      },
      device,
      battery,
    );
    expect(result.readings.map((r) => [r.value, r.time?.toISOString()])).toEqual(
      expect.arrayContaining([
        [21.5, undefined],
        [20.5, '2026-11-20T10:00:00.000Z'],
      ]),
    );
    expect(result.readings.some((r) => r.time && r.time.getUTCFullYear() < 2026)).toBe(false);
  });
});
