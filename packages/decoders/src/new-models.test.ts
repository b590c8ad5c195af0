import { describe, expect, it } from 'vitest';
import { listModels } from './index.ts';
import { findDecoder } from './registry.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// The models added for EM300-MCS, EM300-DI, WS302, EM500-CO2 (here), LHT52, LDS03A, LWL03A,
// LDDS75 (their cases: new-models-dragino.test.ts).
// `vendor` objects are what the vendor decoders printed, verbatim (Node_type left out):
//   MS  Milesight-IoT/SensorDecoders <series>/<model>/<model>-decoder.js at
//       e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, decoded in Node (milesightDeviceDecode);
//   DR  dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f, decoded in
//       Node with TZ=UTC (their TIME is the local time): LDS03A/LDS03A decoder V1.2.2.txt,
//       LWL03A/LWL03A_v1.0TTN.txt, LDDS75/LDDS75_Decoder_V1.1.4.js (8-byte frame) and
//       LDDS75/LDDS75 decoder--TTN.txt (5-byte frame), LHT52/LHT52 Decoder TTN.txt (which calls
//       an undefined str_pad on ports 4 and 5: run with the TTN codec's str_pad).
// Replies to downlinks are compared by value only where our raw numbers are the vendor's.
// `readings` are ours ("field@time" for a record stored at its own time).

type Readings = Record<string, number | boolean>;
type Case = {
  name: string;
  port: number;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Readings;
  warnings?: string[];
};

const readingsOf = (result: DecodeResult): Readings =>
  Object.fromEntries(
    result.readings.map((reading) => [
      reading.time ? `${reading.field}@${reading.time}` : reading.field,
      reading.value,
    ]),
  );
const at = (time: string, values: Readings): Readings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));
// 1710612736 (00E1F565 LE) and 1665561758 (9E744663 LE, the Milesight README history).
const T0 = '2024-03-16T18:12:16.000Z';
const README_T = '2022-10-12T08:02:38.000Z';

const models: Record<string, Case[]> = {
  'milesight-iot/em300-mcs': [
    {
      name: 'README example (em-series/em300-mcs/README.md), MS',
      port: 85,
      hex: '01755C03673401046865060001',
      vendor: { battery: 92, temperature: 30.8, humidity: 50.5, magnet_status: 'open' },
      readings: { battery_pct: 92, temperature: 30.8, humidity: 50.5, door_open: true },
    },
    {
      name: 'README history example, MS',
      port: 85,
      hex: '20CE9E74466310015D01',
      vendor: {
        history: [{ timestamp: 1665561758, temperature: 27.2, humidity: 46.5, magnet_status: 'open' }],
      },
      readings: at(README_T, { temperature: 27.2, humidity: 46.5, door_open: true }),
    },
    {
      name: 'a state byte 2 is "unknown": no reading, a warning (MS)',
      port: 85,
      hex: '060002',
      vendor: { magnet_status: 'unknown' },
      readings: {},
      warnings: ['unknown magnet_status value 2; not stored'],
    },
    {
      name: 'history with magnet byte 0xFF (MS)',
      port: 85,
      hex: '20CE00E1F565000000FF',
      vendor: { history: [{ timestamp: 1710612736, temperature: 0, humidity: 0, magnet_status: 'unknown' }] },
      readings: at(T0, { temperature: 0, humidity: 0 }),
      warnings: ['unknown history magnet_status value 255; not stored'],
    },
    {
      name: 'device information records (MS)',
      port: 85,
      hex: 'FF0A0110FF0B01FF0F00FF166136B12345678901FFFE01FFFF0100FF0101FF090110',
      vendor: {
        firmware_version: 'v1.10',
        device_status: 'on',
        lorawan_class: 'Class A',
        sn: '6136b12345678901',
        reset_event: 'reset',
        tsl_version: 'v1.0',
        ipso_version: 'v0.1',
        hardware_version: 'v1.1',
      },
      readings: {},
    },
  ],
  'milesight-iot/em300-di': [
    {
      name: 'README example (em-series/em300-di/README.md), as MS prints it (gpio_type added)',
      port: 85,
      hex: '01755C0367340104686520CE9E74466310015D020000010000',
      vendor: {
        battery: 92,
        temperature: 30.8,
        humidity: 50.5,
        history: [
          { timestamp: 1665561758, temperature: 27.2, humidity: 46.5, gpio_type: 'counter', pulse: 256 },
        ],
      },
      readings: {
        battery_pct: 92,
        temperature: 30.8,
        humidity: 50.5,
        ...at(README_T, { temperature: 27.2, humidity: 46.5, pulse_count: 256 }),
      },
    },
    {
      name: 'gpio high and the largest pulse count (MS)',
      port: 85,
      hex: '05000105C8FFFFFFFF',
      vendor: { gpio: 'high', pulse: 4294967295 },
      readings: { digital_inputs: 1, pulse_count: 4294967295 },
    },
    {
      name: 'v1.3 water record: a volume, no leak reading (MS)',
      port: 85,
      hex: '05E164000A00CDCC4C3E',
      vendor: { water_conv: 10, pulse_conv: 1, water: 0.2 },
      readings: {},
    },
    {
      name: 'water flow timeout alarm release (MS)',
      port: 85,
      hex: '85E10A000A000000204104',
      vendor: { water_conv: 1, pulse_conv: 1, water: 10, water_alarm: 'water flow timeout alarm release' },
      readings: { threshold_alarm: false },
    },
    {
      name: 'gpio alarm, then its release in one uplink: the raised alarm stands (MS)',
      port: 85,
      hex: '8500010185000000',
      vendor: { gpio: 'low', gpio_alarm: 'gpio alarm release' },
      readings: { digital_inputs: 0, threshold_alarm: true },
    },
    {
      name: 'v2 history (21 CE), digital mode (MS)',
      port: 85,
      hex: '21CE00E1F565F6FF500301010000000000000000',
      vendor: {
        history: [
          {
            timestamp: 1710612736,
            temperature: -1,
            humidity: 40,
            alarm: 'water flow timeout alarm',
            gpio_type: 'gpio',
            gpio: 'high',
          },
        ],
      },
      readings: at(T0, { temperature: -1, humidity: 40, digital_inputs: 1 }),
    },
    {
      name: 'v2 history (21 CE), counter mode with water (MS)',
      port: 85,
      hex: '21CE00E1F56505015001020014000A00C3F54840',
      vendor: {
        history: [
          {
            timestamp: 1710612736,
            temperature: 26.1,
            humidity: 40,
            alarm: 'water outage timeout alarm',
            gpio_type: 'counter',
            water_conv: 2,
            pulse_conv: 1,
            water: 3.14,
          },
        ],
      },
      readings: at(T0, { temperature: 26.1, humidity: 40 }),
    },
    {
      name: 'v1 history (20 CE), digital mode (MS)',
      port: 85,
      hex: '20CE00E1F565050150010100FFFFFF',
      vendor: {
        history: [
          { timestamp: 1710612736, temperature: 26.1, humidity: 40, gpio_type: 'gpio', gpio: 'high' },
        ],
      },
      readings: at(T0, { temperature: 26.1, humidity: 40, digital_inputs: 1 }),
    },
  ],
  'milesight-iot/ws302': [
    {
      name: 'README example (ws-series/ws302/README.md), MS',
      port: 85,
      hex: '017564055B053F02DA016A02',
      vendor: { battery: 100, LAF: 57.5, LAeq: 47.4, LAFmax: 61.8 },
      readings: { battery_pct: 100, sound_dba: 47.4 },
    },
    {
      name: 'C weighting, slow: not A-weighted, so no sound_dba (MS)',
      port: 85,
      hex: '055B0A3F02DA016A02',
      vendor: { LCS: 57.5, LCeq: 47.4, LCSmax: 61.8 },
      readings: {},
    },
    {
      name: 'Z weighting, impulse (MS)',
      port: 85,
      hex: '055B003F02DA016A02',
      vendor: { LZI: 57.5, LZeq: 47.4, LZImax: 61.8 },
      readings: {},
    },
  ],
  'milesight-iot/em500-co2': [
    {
      name: 'README example (em-series/em500-co2/README.md), MS',
      port: 85,
      hex: '01756403671901046873057D670406736827',
      vendor: { battery: 100, temperature: 28.1, humidity: 57.5, co2: 1127, pressure: 1008.8 },
      readings: { battery_pct: 100, temperature: 28.1, humidity: 57.5, co2: 1127, pressure: 1008.8 },
    },
    {
      // Byte 2 is "mutation alarm" in the CO2's, PT100's and SMTC's decoders and codec.json alike.
      name: 'temperature mutation alarm: value stored, sudden_change, no threshold_alarm (MS)',
      port: 85,
      hex: '83D7F6FF0A0002',
      vendor: { temperature: -1, temperature_mutation: 1, temperature_alarm: 'mutation alarm' },
      readings: { temperature: -1, sudden_change: true },
    },
    {
      // Bytes 0 and 1 mean the reverse in the EM500-SMTC's decoder: only a vendor field.
      name: 'temperature alarm byte 1 ("release" in this decoder): value stored, no alarm reading (MS)',
      port: 85,
      hex: '83D7F6FF0A0001',
      vendor: { temperature: -1, temperature_mutation: 1, temperature_alarm: 'threshold alarm release' },
      readings: { temperature: -1 },
    },
    {
      name: 'history record (MS)',
      port: 85,
      hex: '20CE00E1F565D0076827F6FF50',
      vendor: {
        history: [{ timestamp: 1710612736, co2: 2000, pressure: 1008.8, temperature: -1, humidity: 40 }],
      },
      readings: at(T0, { co2: 2000, pressure: 1008.8, temperature: -1, humidity: 40 }),
    },
  ],
};

describe.each(Object.entries(models))('%s', (modelId, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(modelId, c.port, c.hex);
    expect(result.fields).toMatchObject(c.vendor);
    expect(readingsOf(result)).toStrictEqual(c.readings);
    expect(result.warnings).toEqual(c.warnings);
  });
});

describe('where we differ from the vendor decoders', () => {
  it('EM300-DI: a NaN/infinite water float is null with a warning (MS prints 3.4e38 for 7F800000)', () => {
    const result = run('milesight-iot/em300-di', 85, '05E1000000000000807F');
    expect(result.fields.water).toBeNull();
    expect(result.warnings).toEqual(['water volume is not a number (Infinity); not stored']);
  });

  it('EM300-DI: the sync_time reply takes its byte (MS does not step over it)', () => {
    const result = run('milesight-iot/em300-di', 85, 'FF4A00017564');
    expect(result.fields).toMatchObject({ sync_time: 0, battery: 100 });
  });

  it('WS302: an undocumented weighting gives neutral names and a warning (MS prints "LundefinedI")', () => {
    const result = run('milesight-iot/ws302', 85, '055B033F02DA016A02');
    expect(result.fields).toStrictEqual({
      weighting: 3,
      sound_level: 57.5,
      sound_level_eq: 47.4,
      sound_level_max: 61.8,
    });
    expect(result.readings).toEqual([]);
  });

  it('LHT52 datalog: entries read as the live frame (DR divides humidity by 100, the probe by 10, unsigned)', () => {
    const result = run('dragino/lht52', 3, '08CD02207FFF0161CD4EDDF8300000FF380165A1B2C3');
    // DR prints "[22.53,5.44,3276.7,1,…],[635.36,0,6533.6,1,…],".
    expect(readingsOf(result)).toStrictEqual({
      ...at('2021-12-30T06:17:01.000Z', { temperature: 22.53, humidity: 54.4 }),
      ...at('2024-01-12T21:44:35.000Z', { temperature: -20, humidity: 0, external_temperature: -2 }),
    });
  });

  it('LDDS75: under 20 mm is a number and a warning (DR 5-byte decoder prints "Invalid Reading")', () => {
    const result = run('dragino/ldds75', 2, '0E1C000F01');
    expect(result.fields.Distance).toBe(15);
    expect(result.warnings).toEqual(['distance 15 mm is not a valid reading']);
  });

  it('LDDS75: the TTN example (4 bytes) is refused; the TTN codec answers "No Sensor"', () => {
    expect(errorOf(() => run('dragino/ldds75', 2, '0E1C0B05')).message).toContain('payload too short');
  });

  it('LHT52: a short frame is a poll reply or reset notice, as DR says', () => {
    const result = run('dragino/lht52', 2, '0102');
    expect(result.fields).toStrictEqual({ Status: 'RPL data or sensor reset' });
  });
});

describe('registry', () => {
  it('lists the new models with their commands', () => {
    const byId = new Map(listModels().map((model) => [model.modelId, model]));
    for (const id of Object.keys(models)) expect(byId.has(id), id).toBe(true);
    expect(findDecoder('milesight-iot/ws302')?.commands?.map((command) => command.kind)).toEqual(['reboot']);
    expect(findDecoder('milesight-iot/em300-di')?.commands?.map((command) => command.kind)).toEqual([
      'set_interval',
      'reboot',
    ]);
    expect(findDecoder('dragino/ldds75')?.commands?.map((command) => command.kind)).toEqual([
      'set_interval',
      'reboot',
    ]);
  });
});
