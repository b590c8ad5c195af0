import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// SenseCAP T1000-E against Seeed's decoder for it (Seeed-Solution/SenseCAP-Decoder
// T1000/TTN/SenseCAP_T1000E_TTN_Decoder.js at bceda3d31df47908e3934566c7f640fea763d539), run in
// Node on frames built to reach every frame id, event bit, sign and "no value" word (Seeed
// publishes no T1000-E example). Seeed's output is a list of measurement ids and values; each is
// recorded here verbatim (less `measureTime`, the clock of the machine that ran it) and must be the
// value of our field of that meaning (the T1000-A's names).

const FIELD: Record<string, string> = {
  '3000': 'batteryLevel',
  '3502': 'firmwareVersion',
  '3001': 'hardwareVersion',
  '3965': 'positioningStrategy',
  '3900': 'uplinkInterval',
  '3974': 'accelerometerEnable',
  '3941': 'sosMode',
  '3972': 'wifiScanLimitation',
  '3973': 'beaconScanLimitation',
  '4097': 'temperature',
  '4199': 'light',
  '4210': 'accelerometerX',
  '4211': 'accelerometerY',
  '4212': 'accelerometerZ',
  '4197': 'longitude',
  '4198': 'latitude',
  '5001': 'wifiScan',
  '5002': 'bleScan',
};
/**
 * Seeed's event ids (5003) in bit order, and our flag for each. Written here, not imported from the
 * decoder (formats/sensecap-t1000.ts): it is Seeed's meaning of each id (its eventName, as in the
 * cases below), the independent statement the decoder's bit order is checked against.
 */
const EVENTS = [
  'startMovementEvent',
  'endMovementEvent',
  'motionlessEvent',
  'shockEvent',
  'temperatureEvent',
  'lightEvent',
  'sosEvent',
  'pressOnceEvent',
];

type Measurement = [id: string, value: unknown];
type Case = {
  name: string;
  hex: string;
  seeed: Measurement[];
  readings: Record<string, number | boolean>;
  location?: { lat: number; lon: number };
};

const WIFI = [{ mac: 'A0:B3:CC:D3:58:E6', rssi: -62 }];
const STATUS: Measurement[] = [
  ['3000', 85],
  ['3502', '1.2'],
  ['3001', '1.3'],
  ['3965', 7],
  ['3900', 60],
  ['3974', 1],
  ['3941', 2],
  ['3972', 4],
  ['3973', 3],
];

const cases: Case[] = [
  {
    name: '0x1E device status',
    hex: '1E550102010307003C01020403',
    seeed: STATUS,
    readings: { battery_pct: 85 },
  },
  {
    name: '0x1F GNSS fix with the axes, start of movement',
    hex: '1F015A00FD0038FF88001E03D406D2A9A101D0C0DB',
    seeed: [
      ['5003', [{ id: 1, eventName: 'Start moving event.' }]],
      ['3000', 90],
      ['4097', 25.3],
      ['4199', 56],
      ['4210', -120],
      ['4211', 30],
      ['4212', 980],
      ['4197', 114.469281],
      ['4198', 30.458075],
    ],
    readings: { button: false, motion: true, battery_pct: 90, temperature: 25.3, light_percent: 56 },
    location: { lat: 30.458075, lon: 114.469281 },
  },
  {
    name: '0x20 Wi-Fi scan, axes "no value", an empty slot skipped',
    // Seeed leaves out the axes that are 0x8000; ours are null.
    hex: '20005A00FD003880008000800002A0B3CCD358E6C2FFFFFFFFFFFFFF',
    seeed: [
      ['5003', []],
      ['3000', 90],
      ['4097', 25.3],
      ['4199', 56],
      ['5001', WIFI],
    ],
    readings: { button: false, battery_pct: 90, temperature: 25.3, light_percent: 56 },
  },
  {
    name: '0x21 BLE scan, below 0 °C, no light, button pressed',
    hex: '21805AFFCC800000010002000301C1D2E3F40516BA',
    seeed: [
      ['5003', [{ id: 8, eventName: 'Press once event.' }]],
      ['3000', 90],
      ['4097', -5.2],
      ['4199', null],
      ['4210', 1],
      ['4211', 2],
      ['4212', 3],
      ['5002', [{ mac: 'C1:D2:E3:F4:05:16', rssi: -70 }]],
    ],
    readings: { button: true, battery_pct: 90, temperature: -5.2 },
  },
  {
    name: '0x22 GNSS fix south and west of 0, SOS',
    hex: '22403200D70000FBC9AC0CFDFB3400',
    seeed: [
      ['5003', [{ id: 7, eventName: 'SOS event.' }]],
      ['3000', 50],
      ['4097', 21.5],
      ['4199', 0],
      ['4197', -70.6693],
      ['4198', -33.8688],
    ],
    readings: { button: true, battery_pct: 50, temperature: 21.5, light_percent: 0 },
    location: { lat: -33.8688, lon: -70.6693 },
  },
  {
    name: '0x23 Wi-Fi scan, end of movement',
    hex: '23023200D7000C01A0B3CCD358E6C2',
    seeed: [
      ['5003', [{ id: 2, eventName: 'End movement event.' }]],
      ['3000', 50],
      ['4097', 21.5],
      ['4199', 12],
      ['5001', WIFI],
    ],
    readings: { button: false, motion: false, battery_pct: 50, temperature: 21.5, light_percent: 12 },
  },
  {
    name: '0x24 BLE scan of no beacon, motionless',
    // Seeed leaves out an empty scan; ours is [].
    hex: '24043200D7000C00',
    seeed: [
      ['5003', [{ id: 3, eventName: 'Motionless event.' }]],
      ['3000', 50],
      ['4097', 21.5],
      ['4199', 12],
    ],
    readings: { button: false, motion: false, battery_pct: 50, temperature: 21.5, light_percent: 12 },
  },
  {
    name: '0x25 axes only, shock',
    hex: '25083200D7000CFFFFFFFEFFFD',
    seeed: [
      ['5003', [{ id: 4, eventName: 'Shock event.' }]],
      ['3000', 50],
      ['4097', 21.5],
      ['4199', 12],
      ['4210', -1],
      ['4211', -2],
      ['4212', -3],
    ],
    readings: { button: false, battery_pct: 50, temperature: 21.5, light_percent: 12 },
  },
  {
    name: '0x26 no temperature, no light',
    hex: '26006480008000',
    seeed: [
      ['5003', []],
      ['3000', 100],
      ['4097', null],
      ['4199', null],
    ],
    readings: { button: false, battery_pct: 100 },
  },
];

describe('sensecap/t1000-e vs Seeed SenseCAP_T1000E_TTN_Decoder.js', () => {
  it.each(cases)('$name', ({ hex, seeed, readings, location }) => {
    const result = run('sensecap/t1000-e', 5, hex);
    for (const [id, value] of seeed) {
      if (id === '5003') {
        const events = (value as Array<{ id: number }>).map((event) => EVENTS[event.id - 1]);
        expect(EVENTS.filter((name) => result.fields[name] === true)).toStrictEqual(events);
      } else expect(result.fields[FIELD[id] as string], id).toStrictEqual(value);
    }
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.location).toStrictEqual(location);
  });

  it('reads two frames of one uplink, as Seeed does, the later battery standing', () => {
    // Seeed: 0x26 [events none, 3000: 100, 4097: 20, 4199: 5], then the 0x1E status above.
    const result = run('sensecap/t1000-e', 5, '26006400C800051E550102010307003C01020403');
    expect(result.fields).toMatchObject({ temperature: 20, light: 5, firmwareVersion: '1.2', sosMode: 2 });
    expect(readingsOf(result)).toStrictEqual({
      button: false,
      battery_pct: 85,
      temperature: 20,
      light_percent: 5,
    });
  });

  it("refuses port 199, whose LoRa Cloud data Seeed's decoder passes on undecoded", () => {
    expect(errorOf(() => run('sensecap/t1000-e', 199, '0102030405')).message).toBe(
      'sensecap/t1000-e: port 199 carries LoRa Cloud data for a location solver',
    );
  });

  it("refuses a T1000-A frame, which is none of the T1000-E's", () => {
    // Seeed's T1000-E decoder outputs `valid: false` for it.
    expect(() => run('sensecap/t1000-e', 5, '090000800064B909080082355B02D379E460')).toThrow(
      /unknown frame 0x09/,
    );
  });
});

describe('sensecap/t1000-b', () => {
  it("decodes the T1000 A/B codec's frames: a GNSS fix of its own time with the button pressed", () => {
    // Seeed's SenseCAP_T1000_TTN_Decoder.js (same commit) for this 0x09 frame (akenza's T1000-A
    // spec's, payload-vectors.json): 4200 [Press once event.], 4197 8.533339, 4198 47.413732,
    // 3000 96, each at timestamp 1689848072000.
    const result = run('sensecap/t1000-b', 5, '090000800064B909080082355B02D379E460');
    const time = '2023-07-20T10:14:32.000Z';
    expect(result.location).toStrictEqual({ lat: 47.413732, lon: 8.533339, time });
    expect(readingsOf(result)).toStrictEqual({ [`button@${time}`]: true, [`battery_pct@${time}`]: 96 });
  });
});
