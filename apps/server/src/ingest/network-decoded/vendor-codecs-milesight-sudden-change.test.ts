import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

// Milesight's "mutation" alarm: a measurement changed faster than the limit set on the device. It is
// an event, never followed by a release, so it is the `sudden_change` reading and never the device's
// `threshold_alarm` state (which only a threshold alarm release clears: read as one, the alarm would
// never clear). Threshold alarms and their releases stay `threshold_alarm` true / false.
//
// Each decoded payload below is what Milesight's own decoder prints for the bytes cited
// (Milesight-IoT/SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, `milesightDeviceDecode`
// run in Node), or its README's example where marked [readme]; the TS30x's from The Things Network's
// device repository (TheThingsNetwork/lorawan-devices vendor/milesight-iot/ts30x.js @474478ca).

/** The readings of a mapped payload, by time: `now` those without a time of their own. */
function readingsByTime(decoded: Record<string, unknown>, model: string) {
  const { readings, dropped } = mapNetworkDecoded(decoded, `milesight-iot/${model}`);
  const byTime: Record<string, Record<string, number | boolean>> = {};
  for (const reading of readings) {
    const at = reading.time?.toISOString() ?? 'now';
    byTime[at] = { ...byTime[at], [reading.field]: reading.value };
  }
  return { byTime, dropped };
}

const T = '2023-09-12T06:06:56.000Z'; // 1694498816, the history records' timestamp 00000065 LE
const T2 = '2023-09-12T06:10:56.000Z'; // 1694499056 (F0000065)

type Case = [name: string, model: string, decoded: Record<string, unknown>, want: Record<string, unknown>];

const cases: Case[] = [
  [
    // [readme] ts-series/ts201-v2/README.md "93673401640002" (the decoder prints the same).
    'TS201 v2: a temperature mutation alarm in the `event` list',
    'ts201v2',
    {
      temperature: 30.8,
      event: [{ temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' }],
    },
    { now: { temperature: 30.8, sudden_change: true } },
  ],
  [
    // ts201-v2-decoder.js for 94 68 4E 08 02 (the README prints humidity_mutation 0.8).
    'TS201 v2: a humidity mutation alarm',
    'ts201v2',
    { humidity: 39, event: [{ humidity: 39, humidity_mutation: 4, humidity_alarm: 'mutation alarm' }] },
    { now: { humidity: 39, sudden_change: true } },
  ],
  [
    // ts201-v2-decoder.js for 84 68 4E 00 (humidity threshold alarm release) 93 67 3401 6400 02.
    'TS201 v2: a humidity release and a temperature mutation in one uplink give both readings',
    'ts201v2',
    {
      humidity: 39,
      event: [
        { humidity: 39, humidity_alarm: 'threshold alarm release' },
        { temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' },
      ],
      temperature: 30.8,
    },
    { now: { humidity: 39, threshold_alarm: false, sudden_change: true, temperature: 30.8 } },
  ],
  [
    // ts201-v2-decoder.js for 20 CE 00000065 02 3401 4E 02: history event type 2, which the decoder
    // and README name "temperature alarm (threshold or mutation)": either alarm. It stays the
    // threshold alarm, as packages/decoders (models/milesight-ts201-v2.ts) reads the same record.
    'TS201 v2: a history alarm that cannot tell threshold from mutation stays the threshold alarm',
    'ts201v2',
    {
      history: [
        {
          timestamp: 1694498816,
          sensor_type: 'SHT4X',
          event: {
            event_type: 'temperature alarm (threshold or mutation)',
            humidity_sensor_status: 'normal',
            temperature_sensor_status: 'normal',
          },
          temperature: 30.8,
          humidity: 39,
        },
      ],
    },
    { [T]: { temperature: 30.8, humidity: 39, threshold_alarm: true } },
  ],
  [
    // ts201-decoder.js for 93 67 3401 6400 02.
    'TS201: "mutation alarm" in the `event` list',
    'ts201',
    {
      temperature: 30.8,
      event: [{ temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' }],
    },
    { now: { temperature: 30.8, sudden_change: true } },
  ],
  [
    // ts101-decoder.js for 93 D7 3401 E803 02 (the change in 0.01 °C).
    'TS101: temperature_alarm "mutation alarm"',
    'ts101',
    { temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' },
    { now: { temperature: 30.8, sudden_change: true } },
  ],
  [
    // ws513-decoder.js for 99 67 3401 6400 00 (99 67: "temperature mutation alarm", v1.9 to v2.1).
    'WS513: temperature_alarm "mutation alarm"',
    'ws513',
    { temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' },
    { now: { temperature: 30.8, sudden_change: true } },
  ],
  [
    // ts30x.js (TTN, @474478ca) for 94 D7 0401 8200 02: channel 2's readAlarmType(2), "mutation_alarm"
    // (the older ts30x.js's bare "mutation": vendor-codecs-milesight-io.test.ts).
    'TS30x: temperature_chn2_alarm "mutation_alarm"',
    'ts30x',
    { temperature_chn2: 26, temperature_chn2_mutation: 1.3, temperature_chn2_alarm: 'mutation_alarm' },
    { now: { external_temperature: 26, sudden_change: true } },
  ],
  [
    // ts301-v2-decoder.js for 93 67 3401 6400 00: the live alarm word "mutation_alarm".
    'TS301 v2: temperature_alarm "mutation_alarm"',
    'ts301v2',
    {
      temperature: 30.8,
      temperature_mutation: 10,
      temperature_alarm: 'mutation_alarm',
      event: [{ temperature: 30.8, temperature_alarm: 'mutation_alarm', temperature_mutation: 10 }],
    },
    { now: { temperature: 30.8, sudden_change: true } },
  ],
  [
    // ts301-v2-decoder.js for 20 CE 00000065 92 8601 3401: temperature event 9 (mutation_alarm),
    // humidity event 2 (above_threshold_alarm_release) in one history record.
    'TS301 v2: a history record with a temperature mutation and a humidity release gives both',
    'ts301v2',
    {
      history: [
        {
          timestamp: 1694498816,
          temperature: 30.8,
          temperature_event: 'mutation_alarm',
          humidity: 39,
          humidity_event: 'above_threshold_alarm_release',
        },
      ],
    },
    { [T]: { temperature: 30.8, sudden_change: true, humidity: 39, threshold_alarm: false } },
  ],
  [
    // em320-th-v2-decoder.js for 93 67 3401 6400 00.
    'EM320-TH v2: the "Temperature mutation" alarm record',
    'em320-th',
    {
      temperature_mutation_alarm: {
        temperature: 30.8,
        temperature_change: 10,
        alarm_type: 'Temperature mutation',
      },
    },
    { now: { temperature: 30.8, sudden_change: true } },
  ],
  [
    // em320-th-v2-decoder.js for 84 68 4E 07 (humidity "Above alarm clear") 93 67 3401 6400 00.
    'EM320-TH v2: a humidity alarm clear and a temperature mutation give both readings',
    'em320-th',
    {
      humidity_threshold_alarm: { relative_humidity: 39, alarm_type: 'Above alarm clear' },
      temperature_mutation_alarm: {
        temperature: 30.8,
        temperature_change: 10,
        alarm_type: 'Temperature mutation',
      },
    },
    { now: { humidity: 39, threshold_alarm: false, temperature: 30.8, sudden_change: true } },
  ],
  [
    // em320-th-v2-decoder.js for 20 CE 00000065 3401 0602 07: record_type 7.
    'EM320-TH v2: a history record made by the temperature mutation alarm',
    'em320-th',
    {
      history: [
        {
          timestamp: 1694498816,
          temperature: 30.8,
          humidity: 51.8,
          record_type: 'temperature_mutation_alarm',
        },
      ],
    },
    { [T]: { temperature: 30.8, humidity: 51.8, sudden_change: true } },
  ],
  [
    // em410-rdl-decoder.js for 94 82 E803 6400 02.
    'EM410-RDL: distance_alarm "mutation alarm" in the `event` list',
    'em410-rdl',
    { distance: 1000, event: [{ distance: 1000, distance_mutation: 100, distance_alarm: 'mutation alarm' }] },
    { now: { distance_mm: 1000, sudden_change: true } },
  ],
  [
    // em411-rdl-decoder.js (the EM410-RDL's code) for 20 CE F0000065 E803 1201 6400 12: event bits
    // 1 (threshold alarm release) and 4 (mutation alarm) in one history record.
    'EM411-RDL: a history record with a threshold release and a mutation gives both',
    'em411-rdl',
    {
      history: [
        {
          timestamp: 1694499056,
          distance: 1000,
          temperature: 27.4,
          event: ['threshold alarm release', 'mutation alarm'],
          distance_mutation: 100,
        },
      ],
    },
    { [T2]: { distance_mm: 1000, temperature: 27.4, threshold_alarm: false, sudden_change: true } },
  ],
  [
    // em500-udl-decoder.js for 83 E9 E803 6400 02 (status 2: "mutation_alarm"); its `distance: 100`
    // (this channel's word / 10, a unit the README does not give) left out.
    'EM500-UDL: distance_alarm "mutation_alarm"',
    'em500-udl',
    { distance_mutation: 10, distance_alarm: 'mutation_alarm' },
    { now: { sudden_change: true } },
  ],
  [
    // ts601-decoder.js for 08 12 080C0000 09 20 8601 0800: the temperature's over-range alarm
    // released (0x12) and a humidity mutation (0x20, "mutation_alarm_trigger").
    'TS601: a temperature release and a humidity mutation give both readings',
    'ts601',
    {
      temperature_alarm: {
        type: 18,
        over_range_alarm_deactivation: {
          temperature: 30.8,
          fahrenheit_temperature: 87.4,
          celsius_temperature: 30.8,
        },
      },
      temperature_alarm_types: 18,
      temperature: 30.8,
      humidity_alarm: { type: 32, mutation_alarm_trigger: { humidity: 39, saltation: 0.8 } },
      humidity_alarm_types: 32,
      humidity: 39,
      fahrenheit_temperature: 87.4,
      celsius_temperature: 30.8,
    },
    { now: { temperature: 30.8, threshold_alarm: false, humidity: 39, sudden_change: true } },
  ],
  [
    // ts601-decoder.js for 08 30 080C0000: 0x30, "mutation alarm trigger no mutation": neither.
    'TS602: type 0x30 (no mutation) is neither alarm',
    'ts602',
    {
      temperature_alarm: {
        type: 48,
        mutation_alarm_trigger_no_mutation: {
          temperature: 30.8,
          fahrenheit_temperature: 87.4,
          celsius_temperature: 30.8,
        },
      },
      temperature_alarm_types: 48,
      temperature: 30.8,
      fahrenheit_temperature: 87.4,
      celsius_temperature: 30.8,
    },
    { now: { temperature: 30.8 } },
  ],
];

// Threshold alarms and their releases are unchanged.
const thresholdCases: Case[] = [
  [
    // ts601-decoder.js for 08 13 080C0000 (0x13: over range, the threshold alarm).
    'TS601: type 0x13 is the threshold alarm',
    'ts601',
    {
      temperature_alarm: {
        type: 19,
        over_range_alarm_trigger: {
          temperature: 30.8,
          fahrenheit_temperature: 87.4,
          celsius_temperature: 30.8,
        },
      },
      temperature_alarm_types: 19,
      temperature: 30.8,
      fahrenheit_temperature: 87.4,
      celsius_temperature: 30.8,
    },
    { now: { temperature: 30.8, threshold_alarm: true } },
  ],
  [
    // [readme] ts-series/ts201-v2/README.md "8367340101".
    'TS201 v2: "threshold alarm"',
    'ts201v2',
    { temperature: 30.8, event: [{ temperature: 30.8, temperature_alarm: 'threshold alarm' }] },
    { now: { temperature: 30.8, threshold_alarm: true } },
  ],
  [
    // ts201-v2-decoder.js for 20 CE 00000065 02 3401 4E 03.
    'TS201 v2: a history alarm release',
    'ts201v2',
    {
      history: [
        {
          timestamp: 1694498816,
          sensor_type: 'SHT4X',
          event: {
            event_type: 'temperature alarm release',
            humidity_sensor_status: 'normal',
            temperature_sensor_status: 'normal',
          },
          temperature: 30.8,
          humidity: 39,
        },
      ],
    },
    { [T]: { temperature: 30.8, humidity: 39, threshold_alarm: false } },
  ],
  [
    // em320-th-v2-decoder.js for 83 67 3401 02 ("Above alarm").
    'EM320-TH v2: "Above alarm"',
    'em320-th',
    { temperature_threshold_alarm: { temperature: 30.8, alarm_type: 'Above alarm' } },
    { now: { temperature: 30.8, threshold_alarm: true } },
  ],
  [
    // ts301-v2-decoder.js's history event 1.
    'TS301 v2: "above_threshold_alarm" in a history record',
    'ts301v2',
    { history: [{ timestamp: 1694498816, temperature: 30.8, temperature_event: 'above_threshold_alarm' }] },
    { [T]: { temperature: 30.8, threshold_alarm: true } },
  ],
  [
    // em410-rdl-decoder.js for 84 82 E803 01.
    'EM410-RDL: distance_alarm "threshold alarm"',
    'em410-rdl',
    { distance: 1000, event: [{ distance: 1000, distance_alarm: 'threshold alarm' }] },
    { now: { distance_mm: 1000, threshold_alarm: true } },
  ],
];

describe('Milesight mutation alarms: the sudden_change event, never the threshold alarm', () => {
  it.each(cases)('%s', (_name, model, decoded, want) => {
    const { byTime, dropped } = readingsByTime(decoded, model);
    expect(byTime).toStrictEqual(want);
    expect(dropped).toStrictEqual([]);
  });
});

describe('Milesight threshold alarms and releases: still the threshold alarm', () => {
  it.each(thresholdCases)('%s', (_name, model, decoded, want) => {
    const { byTime, dropped } = readingsByTime(decoded, model);
    expect(byTime).toStrictEqual(want);
    expect(dropped).toStrictEqual([]);
  });
});
