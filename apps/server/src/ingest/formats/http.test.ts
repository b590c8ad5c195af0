import { describe, expect, it } from 'vitest';
import { parseHttp } from './http.ts';
import { bytes, expectNormalised, expectParseError, type Json, now } from './test-fixtures.ts';

const full = (): Json => ({
  deviceId: 'tok_shed_7',
  messageId: '42-1763651200',
  time: '2026-11-20T16:20:44.5+01:00',
  location: { lat: 43.64, lon: -79.38, alt: 92, accuracy: 5, speed: 4.2, heading: 180 },
  readings: { battery_pct: 64, temperature: 21.5, door_open: false },
  payloadHex: 'cbf60b0d',
  fPort: 2,
});

describe('parseHttp', () => {
  it('maps every field of our own format', () => {
    const messages = parseHttp(full(), now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: 'tok_shed_7',
        receivedAt: new Date('2026-11-20T15:20:44.500Z'),
        fPort: 2,
        payload: bytes('CBF60B0D'),
        dedupKey: '42-1763651200',
        location: { lat: 43.64, lon: -79.38, alt: 92, accuracy: 5, speed: 4.2, heading: 180, source: 'gnss' },
        readings: [
          { field: 'battery_pct', value: 64 },
          { field: 'temperature', value: 21.5 },
          { field: 'door_open', value: false },
        ],
      },
    ]);
    expectNormalised(messages);
  });

  it('needs only an identity; time defaults to now', () => {
    expect(parseHttp({ devEui: '70b3d57ed0051a7c' }, now)).toStrictEqual([
      { kind: 'uplink', devEui: '70B3D57ED0051A7C', receivedAt: now },
    ]);
  });

  it('accepts a batch', () => {
    const messages = parseHttp([full(), { deviceId: 'tok_shed_7', readings: { battery_pct: 63 } }], now);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toStrictEqual({
      kind: 'uplink',
      deviceId: 'tok_shed_7',
      receivedAt: now,
      readings: [{ field: 'battery_pct', value: 63 }],
    });
  });

  it('names the bad field', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...full(), devEui: '70B3D57ED0051A7C' }, 'deviceId: give exactly one of deviceId and devEui'],
      [{ time: '2026-11-20T16:20:44Z' }, 'deviceId: give exactly one of deviceId and devEui'],
      [{ devEui: '70B3D57ED0051A7' }, 'devEui: expected an EUI of 16 hex digits'],
      [{ ...full(), locaton: {} }, 'locaton: is not a known field'],
      [
        { ...full(), location: { lat: 43, lon: -79, speedKmh: 3 } },
        'location.speedKmh: is not a known field',
      ],
      [
        { ...full(), location: { lat: 90.1, lon: 0 } },
        'location.lat: expected a latitude between -90 and 90',
      ],
      [{ ...full(), location: { lon: 0 } }, 'location.lat: is required'],
      [
        { ...full(), location: { lat: 1, lon: 0, heading: 400 } },
        'location.heading: expected a heading between 0 and 360',
      ],
      [
        { ...full(), readings: { battery_pct: '64' } },
        'readings.battery_pct: expected a number or a boolean',
      ],
      [
        { ...full(), readings: { battery_percent: 64 } },
        'readings.battery_percent: expected a known reading field, such as battery_pct or temperature',
      ],
      [
        { ...full(), readings: { battery_pct: 101 } },
        'readings.battery_pct: expected a number between 0 and 100',
      ],
      [{ ...full(), readings: { distance_mm: -1 } }, 'readings.distance_mm: expected a number >= 0'],
      [{ ...full(), readings: { door_open: 1 } }, 'readings.door_open: expected a boolean'],
      [{ ...full(), readings: { temperature: true } }, 'readings.temperature: expected a number'],
      [{ ...full(), payloadHex: 'abc' }, 'payloadHex: expected an even number of hex digits'],
      [{ ...full(), fPort: 256 }, 'fPort: expected a number <= 255'],
      [{ ...full(), time: '2026-11-20T16:20:44' }, 'time: expected an RFC 3339 timestamp'],
      [{ ...full(), time: 1763651200 }, 'time: expected a string'],
      [[], 'body: expected at least 1 items'],
      [[full(), { deviceId: 'x', location: { lat: 1 } }], '[1].location.lon: is required'],
      ['hello', 'body: expected an object'],
    ];
    for (const [body, message] of cases) expectParseError(() => parseHttp(body, now), message);
  });
});
