import { describe, expect, it } from 'vitest';
import { listModels } from './index.ts';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// EM500-LGT, EM500-PT100, EM500-SWL, EM500-PP, EM320-TH, WS203, AM102, AM103, TS301, TS302.
// `vendor` objects are what Milesight's decoders printed, verbatim: decoded by
// Milesight-IoT/SensorDecoders <series>/<model>/<model>-decoder.js at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3 in Node (milesightDeviceDecode). "README" cases are
// that repository's README examples (their printed output differs in places: see the notes);
// "TTN" cases the TheThingsNetwork/lorawan-devices vendor/milesight-iot/<model>-codec.yaml
// examples, whose older codecs name some fields differently (noted).
// Replies to downlinks are compared only where our raw numbers are the vendor's values.
// `readings` are ours ("field@time" for a record stored at its own time).

type Readings = Record<string, number | boolean>;
type Case = {
  name: string;
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
// 1710612736 (00E1F565 LE).
const T0 = '2024-03-16T18:12:16.000Z';

const models: Record<string, Case[]> = {
  'milesight-iot/em500-lgt': [
    {
      name: 'README example (em-series/em500-lgt/README.md)',
      hex: '017564039450000000',
      vendor: { battery: 100, illumination: 80 },
      readings: { battery_pct: 100, illuminance: 80 },
    },
    {
      name: 'TTN em500-lgt-codec.yaml example 1 (its codec says `light`)',
      hex: '01755C039450000000',
      vendor: { battery: 92, illumination: 80 },
      readings: { battery_pct: 92, illuminance: 80 },
    },
    {
      name: 'history, the largest 32-bit value',
      hex: '20CE00E1F565A08601000394FFFFFFFF',
      vendor: { history: [{ timestamp: 1710612736, illumination: 100000 }], illumination: 4294967295 },
      readings: { ...at(T0, { illuminance: 100000 }), illuminance: 4294967295 },
    },
  ],
  'milesight-iot/em500-pt100': [
    {
      name: 'README example (em-series/em500-pt100/README.md)',
      hex: '01756403671901',
      vendor: { battery: 100, temperature: 28.1 },
      readings: { battery_pct: 100, temperature: 28.1 },
    },
    {
      name: 'temperature alarm byte 1 ("release" in this decoder): no threshold_alarm',
      hex: '83D7F6FF0A0001',
      vendor: { temperature: -1, temperature_mutation: 1, temperature_alarm: 'threshold alarm release' },
      readings: { temperature: -1 },
    },
    {
      // Byte 2 is "mutation alarm" in the PT100's, CO2's and SMTC's decoders and codec.json alike.
      name: 'temperature alarm byte 2, a mutation: sudden_change, no threshold_alarm',
      hex: '83D7F6FF0A0002',
      vendor: { temperature: -1, temperature_mutation: 1, temperature_alarm: 'mutation alarm' },
      readings: { temperature: -1, sudden_change: true },
    },
    {
      name: 'measuring range (ff 1b), then a temperature',
      hex: 'FF1B05000000000367E8FD',
      vendor: { measuring_equipment: { rate: '1000', range_max: 0, range_min: 0 }, temperature: -53.6 },
      readings: { temperature: -53.6 },
    },
    {
      name: 'history',
      hex: '20CE00E1F565F6FF',
      vendor: { history: [{ timestamp: 1710612736, temperature: -1 }] },
      readings: at(T0, { temperature: -1 }),
    },
  ],
  'milesight-iot/em500-swl': [
    {
      name: 'README example (em-series/em500-swl/README.md): 2 cm',
      hex: '01756403770200',
      vendor: { battery: 100, depth: 2 },
      readings: { battery_pct: 100, liquid_level_mm: 20 },
    },
    {
      name: 'TTN em500-swl-codec.yaml example (its codec says `level`)',
      hex: '01755C03770200',
      vendor: { battery: 92, depth: 2 },
      readings: { battery_pct: 92, liquid_level_mm: 20 },
    },
    {
      name: '0xFFFF: collection failed, no reading',
      hex: '0377FFFF',
      vendor: { depth_error: 'collection failed' },
      readings: {},
    },
    {
      name: 'history: 300 cm, then 0xFFFD (out of range)',
      hex: '20CE00E1F5652C0120CE00E1F565FDFF',
      vendor: {
        history: [
          { timestamp: 1710612736, depth: 300 },
          { timestamp: 1710612736, depth_error: 'out of range' },
        ],
      },
      readings: at(T0, { liquid_level_mm: 3000 }),
    },
    {
      name: 'measuring range (ff 1b)',
      hex: 'FF1B0264000000',
      vendor: { measuring_equipment: { rate: '1', range_max: 100, range_min: 0 } },
      readings: {},
    },
  ],
  'milesight-iot/em500-pp': [
    {
      name: 'README example (em-series/em500-pp/README.md), also TTN example 2',
      hex: '017564037B0A00',
      vendor: { battery: 100, pressure: 10 },
      readings: { battery_pct: 100, liquid_pressure_kpa: 10 },
    },
    {
      name: 'negative pressure (signed word)',
      hex: '037BF6FF',
      vendor: { pressure: -10 },
      readings: { liquid_pressure_kpa: -10 },
    },
    {
      name: 'history',
      hex: '20CE00E1F5651027',
      vendor: { history: [{ timestamp: 1710612736, pressure: 10000 }] },
      readings: at(T0, { liquid_pressure_kpa: 10000 }),
    },
  ],
  'milesight-iot/em320-th': [
    {
      name: 'README example (em-series/em320-th/README.md), also the TTN example',
      hex: '01755C03673401046865',
      vendor: { battery: 92, temperature: 30.8, humidity: 50.5 },
      readings: { battery_pct: 92, temperature: 30.8, humidity: 50.5 },
    },
    {
      name: 'README history example (7-byte record)',
      hex: '20CE9E74466310015D',
      vendor: { history: [{ timestamp: 1665561758, temperature: 27.2, humidity: 46.5 }] },
      readings: at('2022-10-12T08:02:38.000Z', { temperature: 27.2, humidity: 46.5 }),
    },
    {
      name: 'replies: reporting and retransmit intervals',
      hex: 'FF03B004FF6A00B004',
      vendor: { report_interval: 1200, retransmit_interval: 1200 },
      readings: {},
    },
  ],
  'milesight-iot/ws203': [
    {
      name: 'README example (ws-series/ws203/README.md), also the TTN example: vacant → motion false',
      hex: '01756403673401046865050000',
      vendor: { battery: 100, temperature: 30.8, humidity: 50.5, occupancy: 'vacant' },
      readings: { battery_pct: 100, temperature: 30.8, humidity: 50.5, motion: false },
    },
    {
      name: 'README alarm example (the README prints `temperature_abnormal`)',
      hex: '8367220101',
      vendor: { temperature: 29, temperature_alarm: 'threshold alarm' },
      readings: { temperature: 29, threshold_alarm: true },
    },
    {
      name: 'README history example (the README prints "pir occupancy" for report type 3)',
      hex: '20CEAE5BA664040024016520CE5C5CA6640301340165',
      vendor: {
        history: [
          {
            timestamp: 1688624046,
            report_type: 'period',
            occupancy: 'vacant',
            temperature: 29.2,
            humidity: 50.5,
          },
          {
            timestamp: 1688624220,
            report_type: 'pir trigger',
            occupancy: 'occupied',
            temperature: 30.8,
            humidity: 50.5,
          },
        ],
      },
      readings: {
        ...at('2023-07-06T06:14:06.000Z', { temperature: 29.2, humidity: 50.5, motion: false }),
        ...at('2023-07-06T06:17:00.000Z', { temperature: 30.8, humidity: 50.5, motion: true }),
      },
    },
    {
      name: 'occupancy byte 2 is "unknown": no reading, a warning',
      hex: '050002',
      vendor: { occupancy: 'unknown' },
      readings: {},
      warnings: ['unknown occupancy value 2; not stored'],
    },
    {
      name: 'alarm byte 2 is "unknown": the temperature, no alarm, a warning',
      hex: '8367F6FF02',
      vendor: { temperature: -1, temperature_alarm: 'unknown' },
      readings: { temperature: -1 },
      warnings: ['unknown temperature_alarm value 2; not stored'],
    },
    {
      name: 'history with occupancy byte 2',
      hex: '20CE00E1F5650302F6FF50',
      vendor: {
        history: [
          {
            timestamp: 1710612736,
            report_type: 'pir trigger',
            occupancy: 'unknown',
            temperature: -1,
            humidity: 40,
          },
        ],
      },
      readings: at(T0, { temperature: -1, humidity: 40 }),
      warnings: ['unknown history occupancy value 2; not stored'],
    },
    {
      name: 'replies: reporting interval (8e, minutes) and vacancy reporting interval',
      hex: 'FE8E005802FF950A00',
      vendor: { report_interval: 600, vacant_reporting_interval: 10 },
      readings: {},
    },
  ],
  'milesight-iot/am102': [
    {
      name: 'README example (am-series/am102/README.md)',
      hex: '0175640367180104686D',
      vendor: { battery: 100, temperature: 28, humidity: 54.5 },
      readings: { battery_pct: 100, temperature: 28, humidity: 54.5 },
    },
    {
      name: 'history, sensor switches',
      hex: '20CE00E1F565F6FF50FF180003',
      vendor: {
        history: [{ timestamp: 1710612736, temperature: -1, humidity: 40 }],
        sensor_enable: { temperature: 'enable', humidity: 'enable' },
      },
      readings: at(T0, { temperature: -1, humidity: 40 }),
    },
    {
      name: 'report schedule reply of two periods (its length is in its count byte)',
      hex: 'FF3A023C960A00000596DC2C0100050175FF',
      vendor: {
        report_schedule_config: [
          { start_time: 6, end_time: 15, report_interval: 10, collection_interval: 5 },
          { start_time: 15, end_time: 22, report_interval: 300, collection_interval: 5 },
        ],
        battery: 255,
      },
      readings: {},
      warnings: ["battery_pct 255 is outside the sensor's range; not stored"],
    },
  ],
  'milesight-iot/am103': [
    {
      name: 'README example (am-series/am103/README.md)',
      hex: '0175640367180104686D077DC501',
      vendor: { battery: 100, temperature: 28, humidity: 54.5, co2: 453 },
      readings: { battery_pct: 100, temperature: 28, humidity: 54.5, co2: 453 },
    },
    {
      name: 'TTN am103-codec.yaml example',
      hex: '01755C03673401046865077DE704',
      vendor: { battery: 92, temperature: 30.8, humidity: 50.5, co2: 1255 },
      readings: { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1255 },
    },
    {
      name: 'history (9 bytes), sensor switches, a one-period schedule',
      hex: '20CE00E1F565F6FF50D007FF180011FF3A013C960A001E05',
      vendor: {
        history: [{ timestamp: 1710612736, temperature: -1, humidity: 40, co2: 2000 }],
        sensor_enable: { temperature: 'enable', humidity: 'disable', co2: 'enable' },
        report_schedule_config: [
          {
            start_time: 6,
            end_time: 15,
            report_interval: 10,
            co2_collection_interval: 30,
            collection_interval: 5,
          },
        ],
      },
      readings: at(T0, { temperature: -1, humidity: 40, co2: 2000 }),
    },
  ],
  'milesight-iot/ts301': [
    {
      name: 'temperature (the first record of the README example; ts301/README.md shows TS302 payloads)',
      hex: '0175640367F100',
      vendor: { battery: 100, temperature: 24.1 },
      readings: { battery_pct: 100, temperature: 24.1 },
    },
    {
      name: 'magnet open, then a mutation alarm (change ÷ 100)',
      hex: '03000193D70401820002',
      vendor: {
        magnet: 'open',
        temperature: 26,
        temperature_mutation: 1.3,
        temperature_alarm: 'mutation_alarm',
      },
      // A mutation is the sudden_change event, never the threshold alarm (no release follows it).
      readings: { door_open: true, temperature: 26, sudden_change: true },
    },
    {
      name: 'magnet byte 2 is "unknown": no reading, a warning',
      hex: '030002',
      vendor: { magnet: 'unknown' },
      readings: {},
      warnings: ['unknown magnet value 2; not stored'],
    },
    {
      name: 'history: threshold alarm on a temperature, then a magnet alarm',
      hex: '20CE00E1F565142701000020CE00E1F5655001000000',
      vendor: {
        history: [
          { timestamp: 1710612736, temperature: 29.5, temperature_alarm: 'threshold_alarm' },
          { timestamp: 1710612736, magnet: 'open', magnet_alarm: 'threshold_alarm' },
        ],
      },
      readings: at(T0, { temperature: 29.5, door_open: true }),
    },
  ],
  'milesight-iot/ts302': [
    {
      name: 'README example 1 (ts-series/ts302/README.md; the README prints "opened")',
      hex: '0175640367F100040001',
      vendor: { battery: 100, temperature_chn1: 24.1, magnet_chn2: 'open' },
      readings: { battery_pct: 100, temperature: 24.1, door_open: true },
    },
    {
      name: 'README example 2: probe 2 is external_temperature',
      hex: '0175640367FB0004670101',
      vendor: { battery: 100, temperature_chn1: 25.1, temperature_chn2: 25.7 },
      readings: { battery_pct: 100, temperature: 25.1, external_temperature: 25.7 },
    },
    {
      name: 'README example 4 (the README prints "threshold release")',
      hex: '01756403672701836727010004670801',
      vendor: {
        battery: 100,
        temperature_chn1: 29.5,
        temperature_chn1_alarm: 'threshold_alarm_release',
        temperature_chn2: 26.4,
      },
      readings: { battery_pct: 100, temperature: 29.5, threshold_alarm: false, external_temperature: 26.4 },
    },
    {
      name: 'README example 5',
      hex: '0175640367F1000467F7008467F70001',
      vendor: {
        battery: 100,
        temperature_chn1: 24.1,
        temperature_chn2: 24.7,
        temperature_chn2_alarm: 'threshold_alarm',
      },
      readings: { battery_pct: 100, temperature: 24.1, external_temperature: 24.7, threshold_alarm: true },
    },
    {
      name: 'README example 6 (the README names the change `temperature_chn2_change`)',
      hex: '94D70401820002',
      vendor: {
        temperature_chn2: 26,
        temperature_chn2_mutation: 1.3,
        temperature_chn2_alarm: 'mutation_alarm',
      },
      readings: { external_temperature: 26, sudden_change: true },
    },
    {
      name: "probe 1's threshold alarm released, probe 2's mutation: released, and a sudden change",
      hex: '836727010094D70401820002',
      vendor: {
        temperature_chn1: 29.5,
        temperature_chn1_alarm: 'threshold_alarm_release',
        temperature_chn2: 26,
        temperature_chn2_mutation: 1.3,
        temperature_chn2_alarm: 'mutation_alarm',
      },
      readings: { temperature: 29.5, threshold_alarm: false, external_temperature: 26, sudden_change: true },
    },
    {
      name: 'README history example',
      hex: '20CEC79AFA6444BDFFF600',
      vendor: { history: [{ timestamp: 1694145223, temperature_chn1: -6.7, temperature_chn2: 24.6 }] },
      readings: at('2023-09-08T03:53:43.000Z', { temperature: -6.7, external_temperature: 24.6 }),
    },
    {
      name: 'two contacts, one open: door_open (open when either is)',
      hex: '030001040000',
      vendor: { magnet_chn1: 'open', magnet_chn2: 'close' },
      readings: { door_open: true },
    },
    {
      name: 'history, two contacts, probe 1 open with its alarm',
      hex: '20CE00E1F5655601000000',
      vendor: {
        history: [
          {
            timestamp: 1710612736,
            magnet_chn1: 'open',
            magnet_chn1_alarm: 'threshold_alarm',
            magnet_chn2: 'close',
          },
        ],
      },
      readings: at(T0, { door_open: true }),
    },
    {
      name: 'alarm byte 3 is "unknown": the temperature, no alarm, a warning',
      hex: '8367F6FF03',
      vendor: { temperature_chn1: -1, temperature_chn1_alarm: 'unknown' },
      readings: { temperature: -1 },
      warnings: ['unknown temperature_chn1_alarm value 3; not stored'],
    },
    {
      name: 'reporting interval reply: the decoder skips the first byte, whatever it is',
      hex: 'FE8E015802',
      vendor: { report_interval: 600 },
      readings: {},
    },
  ],
};

describe.each(Object.entries(models))('%s', (modelId, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(modelId, 85, c.hex);
    expect(result.fields).toMatchObject(c.vendor);
    expect(readingsOf(result)).toStrictEqual(c.readings);
    expect(result.warnings).toEqual(c.warnings);
  });
});

describe('where we differ from the vendor decoders', () => {
  it('a reply we keep raw: EM500-PP calibration (MS prints {enable, calibration_value: -10})', () => {
    expect(run('milesight-iot/em500-pp', 85, 'FEF10101F6FF').fields).toStrictEqual({
      pressure_calibration_settings: 4294312193,
    });
  });

  it('an unknown record is skipped with a warning and decoding goes on (MS stops at it)', () => {
    const result = run('milesight-iot/em320-th', 85, '0A99000175640367F600');
    expect(result.fields).toStrictEqual({ battery: 100, temperature: 24.6 });
    expect(result.warnings).toEqual(['unknown channel 0x0A 0x99 at byte 0: 3 bytes not decoded']);
  });
});

describe('registry', () => {
  it('lists the models with their commands', () => {
    const byId = new Map(listModels().map((model) => [model.modelId, model]));
    for (const id of Object.keys(models)) expect(byId.has(id), id).toBe(true);
    const minutes = findDecoder('milesight-iot/ts302')?.commands?.[0]?.encode({
      kind: 'set_interval',
      minutes: 10,
    });
    expect(minutes).toEqual(Uint8Array.of(0xff, 0x8e, 0x00, 0x0a, 0x00));
    const seconds = findDecoder('milesight-iot/em500-swl')?.commands?.[0]?.encode({
      kind: 'set_interval',
      minutes: 10,
    });
    expect(seconds).toEqual(Uint8Array.of(0xff, 0x03, 0x58, 0x02));
  });
});
