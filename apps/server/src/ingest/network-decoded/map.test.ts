import { readFileSync } from 'node:fs';
import { decode } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

// The network server runs the vendor's codec and sends its output; Pinpoint maps that output's names
// onto readings. The oracle: the vendors' codec outputs published with their worked examples
// (shared/fixtures/payload-vectors.json: each vector's `expected` is the codec's output for its
// bytes, with the codec's repository and commit in `source`). Mapped through our name table, each
// must give the readings Pinpoint's own decoder gives for the same bytes, value for value.

type Vector = {
  modelId: string;
  fPort: number;
  payloadHex: string;
  expected: Record<string, unknown>;
  source: string;
  fieldNaming: string;
};
const vectors = (
  JSON.parse(
    readFileSync(new URL('../../../../../../shared/fixtures/payload-vectors.json', import.meta.url), 'utf8'),
  ) as Vector[]
).filter((v) => v.fieldNaming === 'ttn-device-repo' || v.fieldNaming === 'milesight-sensordecoders');

const ours = (v: Vector) => {
  try {
    return decode(v.modelId, v.fPort, Buffer.from(v.payloadHex, 'hex')).readings;
  } catch {
    return undefined;
  }
};
const key = (r: { field: string; time?: string | Date }) =>
  `${r.field}${r.time ? ` @${new Date(r.time).toISOString()}` : ''}`;

describe('network-server decoded payloads, mapped by the vendors codec names', () => {
  it.each(vectors.map((v) => [`${v.modelId} (${v.source.split(' ')[0]}) ${v.payloadHex}`, v] as const))(
    '%s gives the readings of our own decoder',
    (_name, vector) => {
      const expected = ours(vector);
      if (!expected) return; // bytes our decoder refuses (a port it does not take): nothing to compare
      const mapped = mapNetworkDecoded(vector.expected, vector.modelId);
      const got = Object.fromEntries(mapped.readings.map((r) => [key(r), r.value]));
      const want = Object.fromEntries(expected.map((r) => [key(r), r.value]));
      for (const [field, value] of Object.entries(want)) {
        expect.soft(got[field], field).toBeCloseTo(Number(value), 6);
      }
      for (const field of Object.keys(got)) expect.soft(field in want, `extra ${field}`).toBe(true);
    },
  );
});

describe('a value written with its unit', () => {
  it('is converted to our unit, or dropped when the unit is not one of the reading', () => {
    const mapped = mapNetworkDecoded(
      {
        temperature: '71.6 °F',
        humidity: { value: 40, unit: '%RH' },
        battery: { value: 3.1, unit: 'V' },
        barometric_pressure: { value: 101.3, unit: 'kPa' },
        co2: { value: 0.05, unit: '%' },
      },
      null,
    );
    expect(mapped.readings).toStrictEqual([
      { field: 'temperature', value: 22 },
      { field: 'humidity', value: 40 },
      { field: 'battery_mv', value: 3100 },
      { field: 'pressure', value: 1013 },
    ]);
    expect(mapped.dropped).toStrictEqual(['co2: {"value":0.05,"unit":"%"} is in %, not a unit of co₂']);
  });

  it('keeps words after a number that are no unit as before (Netvox "2.3(low battery)")', () => {
    expect(mapNetworkDecoded({ Volt: '2.3(low battery)', distance: '1.2 m' }, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 2300 },
      { field: 'low_battery', value: true },
      { field: 'distance_mm', value: 1200 },
    ]);
  });
});

describe('a `voltage` whose meaning depends on the codec', () => {
  it("keeps a mains or DC supply's volts, and drops a cell's volts or millivolts", () => {
    // Milesight WS52x's mains (ws52x-codec.yaml), a 12 V supply a sensor watches; Laird RS1xx's
    // own cell (3.01 V) and MClimate AQI's battery in mV (3312) are no such voltage.
    for (const volts of [120.4, 228.5, 12.6, 24]) {
      expect(mapNetworkDecoded({ voltage: volts }, null).readings).toStrictEqual([
        { field: 'voltage', value: volts },
      ]);
    }
    for (const value of [3.01, 3312]) {
      const mapped = mapNetworkDecoded({ voltage: value }, null);
      expect(mapped.readings).toStrictEqual([]);
      expect(mapped.dropped).toStrictEqual([`voltage: ${value} is not a plausible voltage`]);
    }
  });
});
