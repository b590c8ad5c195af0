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
