import { describe, expect, it } from 'vitest';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// Milesight's sensors and controllers not audited before: each case is a documented output verbatim,
// from The Things Network's device repository ([ttn] = TheThingsNetwork/lorawan-devices,
// vendor/milesight-iot/<model>-codec.yaml `uplinkDecoder.examples`) or Milesight's own decoders'
// READMEs ([sd] = Milesight-IoT/SensorDecoders, <series>/<model>/README.md "Example"), or, where
// marked, what the cited decoder gives for the bytes cited. Milesight's `battery` is a percentage.

const c = (model: string, decoded: Record<string, unknown>, want: CodecCase['want'], dropped?: string[]) =>
  ({ model: `milesight-iot/${model}`, decoded, want, ...(dropped ? { dropped } : {}) }) satisfies CodecCase;

const changedCases: Array<[string, CodecCase]> = [
  // [sd] em-series/em300-di-hall and em-series/em300-di (05 E1 / 85 E1: water_conv / pulse_conv x
  // the counter = water, a volume): `water` was read as a leak state (0 dry, 1 leak).
  [
    'EM300-DI (hall): water 0, a meter volume, was stored as "no leak"',
    c('em300-di', { battery: 100, water_conv: 1, pluse_conv: 1, water: 0 }, { battery_pct: 100 }, [
      "water: 0 is a water meter's volume",
    ]),
  ],
  [
    // The alarm read as our decoder reads 85 E1's (packages/decoders models/milesight-em300-di.ts:
    // odd alarm values raise the device's alarm): it was dropped here.
    "EM300-DI (hall): water 741 with its outage alarm: the volume no reading, the alarm the device's",
    c(
      'em300-di',
      { water_conv: 10, pluse_conv: 16, water: 741, water_alarm: 'water outage timeout alarm' },
      { threshold_alarm: true },
      ["water: 741 is a water meter's volume"],
    ),
  ],
  [
    'EM300-DI (hall): a volume of exactly 1 was stored as a leak',
    // [sd] em300-di-decoder.js for 05 E1 0A00 0A00 0000803F (water_conv 1, pulse_conv 1, water 1.0).
    c('em300-di', { water_conv: 1, pulse_conv: 1, water: 1 }, {}, ["water: 1 is a water meter's volume"]),
  ],
  // [sd] em-series/em500-swl README: 03 77 is "depth, unit: cm" (the TTN codec calls it `level`).
  [
    'EM500-SWL: depth (cm) was lost',
    c('em500-swl', { battery: 100, depth: 2 }, { battery_pct: 100, liquid_level_mm: 20 }),
  ],
  // [sd] ws-series/ws302 README: LAF, LAeq, LAFmax in dB(A); LAeq is the period's equivalent level.
  [
    "WS302: LAeq (the period's sound level) was lost",
    c('ws302', { battery: 100, LAF: 57.5, LAeq: 47.4, LAFmax: 61.8 }, { battery_pct: 100, sound_dba: 47.4 }),
  ],
  // [ttn] ts30x-codec.yaml, its seven examples ([sd] ts-series/ts301, ts302 READMEs: the same).
  [
    'TS30x: the probe temperature and the magnet contact were lost',
    c(
      'ts30x',
      { battery: 100, temperature_chn1: 24.1, magnet_chn2: 'opened' },
      { battery_pct: 100, temperature: 24.1, door_open: true },
    ),
  ],
  [
    'TS30x: two probes',
    c(
      'ts30x',
      { battery: 100, temperature_chn1: 25.1, temperature_chn2: 25.7 },
      { battery_pct: 100, temperature: 25.1, external_temperature: 25.7 },
    ),
  ],
  [
    'TS30x: two magnet contacts',
    c(
      'ts30x',
      { battery: 20, magnet_chn1: 'opened', magnet_chn2: 'opened' },
      { battery_pct: 20, door_open: true },
    ),
  ],
  [
    'TS30x: "threshold release" is the alarm released',
    c(
      'ts30x',
      {
        battery: 100,
        temperature_chn1: 29.5,
        temperature_chn1_alarm: 'threshold release',
        temperature_chn2: 26.4,
      },
      { battery_pct: 100, temperature: 29.5, threshold_alarm: false, external_temperature: 26.4 },
    ),
  ],
  [
    'TS30x: "threshold" is the alarm',
    c(
      'ts30x',
      { battery: 100, temperature_chn1: 24.1, temperature_chn2: 24.7, temperature_chn2_alarm: 'threshold' },
      { battery_pct: 100, temperature: 24.1, external_temperature: 24.7, threshold_alarm: true },
    ),
  ],
  [
    // A mutation alarm is no threshold alarm (no release follows it, so the device's threshold
    // alarm state would never clear): it is the sudden_change event.
    'TS30x: "mutation" (a too-fast change) is the sudden change alarm, not the threshold alarm; the change itself has no field',
    c(
      'ts30x',
      { temperature_chn2: 26, temperature_chn2_change: 1.3, temperature_chn2_alarm: 'mutation' },
      { external_temperature: 26, sudden_change: true },
    ),
  ],
  [
    "TS30x: one channel's alarm outweighs the other's release",
    // ts30x.js for 83 67 2701 00 84 67 F700 01 (channel 1 released, channel 2 alarm).
    c(
      'ts30x',
      {
        temperature_chn1: 29.5,
        temperature_chn1_alarm: 'threshold release',
        temperature_chn2: 24.7,
        temperature_chn2_alarm: 'threshold',
      },
      { temperature: 29.5, threshold_alarm: true, external_temperature: 24.7 },
    ),
  ],
  // [ttn] uc300-codec.yaml, example 1: pulse_count_1 is input 1's counter (03 C8, a uint32 total).
  [
    "UC300: the first input's pulse count was lost, and the other inputs' and the outputs' levels",
    c(
      'uc300',
      {
        digital_input_2: 'off',
        digital_input_3: 'off',
        digital_input_4: 'on',
        digital_output_1: 'off',
        digital_output_2: 'on',
        pulse_count_1: 22,
      },
      // Input 1 counts pulses (its bit 0), input 4 on; output 2 on: as our decoder's masks.
      { pulse_count: 22, digital_inputs: 8, digital_outputs: 2 },
    ),
  ],
  // [sd] uc-series/uc300 README: gpio_counter_1 / _2, the counters; pt100_1 / _2, the probes in °C.
  [
    'UC300 (SensorDecoders): the first counter and the GPIO levels were lost (the second counter has no field)',
    c(
      'uc300',
      {
        gpio_counter_1: 10,
        gpio_counter_2: 20,
        gpio_input_3: 'off',
        gpio_input_4: 'off',
        gpio_output_1: 'on',
        gpio_output_2: 'on',
      },
      // Inputs 1-2 count pulses (0 bits), 3-4 off; outputs 1-2 on (derived.ts, as our decoder).
      { pulse_count: 10, digital_inputs: 0, digital_outputs: 0b11 },
    ),
  ],
  [
    'UC300 (SensorDecoders): the PT100 probes were lost',
    c('uc300', { pt100_1: 25.8, pt100_2: 25.8 }, { temperature: 25.8, external_temperature: 25.8 }),
  ],
  // [sd] uc-series/uc501 README.
  ['UC501: the counter was lost', c('uc50x', { gpio_counter_1: 6000 }, { pulse_count: 6000 })],
  // [sd] gs-series/gs101 (no README example): gs101-decoder.js for 05 8E 01 06 01 01 07 01 01.
  [
    'GS101 (SensorDecoders): the relay output "on" and the gas alarm were lost; the valve has no field',
    c(
      'gs101',
      { gas_status: 'alarm', valve_status: 'on', relay_output_status: 'on' },
      { relay_on: true, threshold_alarm: true },
    ),
  ],
];

const unchangedCases: Array<[string, CodecCase]> = [
  // The TTN codec (em300-di.js) writes no `water`: its example and [sd]'s, with a history record.
  [
    '[ttn] EM300-DI: the pulse counter',
    c('em300-di', { battery: 92, pulse: 256 }, { battery_pct: 92, pulse_count: 256 }),
  ],
  [
    '[sd] EM300-DI (hall): water "1500.60" no reading, its flow alarm the device\'s',
    c(
      'em300-di',
      { water_conv: 1, pluse_conv: 64.8, water: '1500.60', water_alarm: 'water flow timeout alarm' },
      { threshold_alarm: true },
      ['water: "1500.60" is a water meter\'s volume'],
    ),
  ],
  [
    // packages/decoders new-models.test.ts, Milesight's em300-di-decoder.js for 05 00 01 05 C8 FFFFFFFF.
    '[sd] EM300-DI: the input\'s level "high" is digital input 1 (was dropped)',
    c('em300-di', { gpio: 'high', pulse: 4294967295 }, { digital_inputs: 1, pulse_count: 4294967295 }),
  ],
  [
    '[sd] EM300-DI (hall): a history record of water only',
    c(
      'em300-di',
      {
        history: [
          {
            timestamp: 1695282399,
            water_conv: 1,
            pluse_conv: 1,
            water: '1892.00',
            alarm: 'water outage timeout alarm',
          },
        ],
      },
      {},
      ['water: "1892.00" is a water meter\'s volume'],
    ),
  ],
  [
    '[ttn] EM500-SWL: level (cm)',
    c('em500-swl', { battery: 92, level: 2 }, { battery_pct: 92, liquid_level_mm: 20 }),
  ],
  [
    '[ttn] EM500-LGT example 2',
    c('em500-lgt', { battery: 100, light: 80 }, { battery_pct: 100, illuminance: 80 }),
  ],
  [
    '[sd] EM500-LGT: illumination (lux)',
    c('em500-lgt', { battery: 100, illumination: 80 }, { battery_pct: 100, illuminance: 80 }),
  ],
  [
    '[sd] EM500-PT100',
    c('em500-pt100', { battery: 100, temperature: 28.1 }, { battery_pct: 100, temperature: 28.1 }),
  ],
  [
    '[ttn] WS203 (occupancy "vacant" is no motion)',
    c(
      'ws203',
      { battery: 100, humidity: 50.5, occupancy: 'vacant', temperature: 30.8 },
      { battery_pct: 100, humidity: 50.5, motion: false, temperature: 30.8 },
    ),
  ],
  [
    '[sd] WS203: temperature with temperature_abnormal (no field)',
    c('ws203', { temperature: 29, temperature_abnormal: 'abnormal' }, { temperature: 29 }),
  ],
  [
    '[ttn] AM102',
    c(
      'am102',
      { battery: 100, temperature: 28, humidity: 54.5 },
      { battery_pct: 100, temperature: 28, humidity: 54.5 },
    ),
  ],
  [
    '[ttn] AM103 example 1',
    c(
      'am103',
      { battery: 92, temperature: 30.8, humidity: 50.5, co2: 1255 },
      { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1255 },
    ),
  ],
  [
    '[sd] AM103',
    c(
      'am103',
      { battery: 100, co2: 453, temperature: 28, humidity: 54.5 },
      { battery_pct: 100, co2: 453, temperature: 28, humidity: 54.5 },
    ),
  ],
  [
    '[ttn] EM320-TH',
    c(
      'em320-th',
      { battery: 92, humidity: 50.5, temperature: 30.8 },
      { battery_pct: 92, humidity: 50.5, temperature: 30.8 },
    ),
  ],
  // GS101's TTN codec (gs101.js): `relay: "open"` is its byte 1, SensorDecoders' "on".
  [
    '[ttn] GS101 (gs101.js for 05 8E 01 06 01 01 07 01 01 FF 3F 02): the relay on, the gas alarm',
    c(
      'gs101',
      { state: 'abnormal', valve: 'open', relay: 'open', alarm: 'sensor failure' },
      { relay_on: true, threshold_alarm: true },
    ),
  ],
  // People counters: the people present now and the period's crossings are readings
  // (vendor-codecs-occupancy.test.ts); region counts, totals and dwell times have no field.
  [
    '[ttn] VS121 example 1',
    c(
      'vs121',
      {
        people_counter_all: 3,
        region_count: 3,
        regions: [
          { count: 1, index: 0 },
          { count: 1, index: 1 },
          { count: 0, index: 2 },
        ],
      },
      { people_count: 3 },
    ),
  ],
  [
    '[sd] VS121: regions',
    c(
      'vs121',
      {
        people_count_all: 3,
        region_count: 8,
        region_1: 1,
        region_2: 0,
        region_6: 1,
        region_8: 1,
        people_count_max: 5,
      },
      { people_count: 3 },
    ),
  ],
  ['[sd] VS121: in and out', c('vs121', { people_in: 2, people_out: 1 }, { people_in: 2, people_out: 1 })],
  [
    '[sd] VS121: region counts',
    c('vs121', { region_1_count: 0, region_2_count: 1, region_8_count: 3, region_9_count: 1 }, {}),
  ],
  [
    '[sd] VS133: line totals',
    c(
      'vs133',
      { line_1_total_in: 72, line_1_total_out: 200, line_4_total_in: 5300, line_4_total_out: 6797 },
      {},
    ),
  ],
  [
    '[sd] VS133: period counts',
    c('vs133', { line_1_period_in: 0, line_4_period_in: 5, line_4_period_out: 7 }, { people_in: 0 }),
  ],
  [
    '[sd] VS133: dwell times',
    c(
      'vs133',
      {
        region_1_avg_dwell: 4105,
        region_1_max_dwell: 8465,
        region_4_avg_dwell: 118,
        region_4_max_dwell: 34579,
      },
      {},
    ),
  ],
  [
    '[ttn] UC300 example 2: a Modbus channel (no field)',
    c('uc300', { modbus_channels: [{ index: 8, reading: 5379 }] }, {}),
  ],
  ['[sd] UC300: analogue inputs in mA (no field)', c('uc300', { adc_1: 4, adc_2: 4 }, {})],
  ['[sd] UC300: analogue inputs in V (no field)', c('uc300', { adv_1: 3.28, adv_2: 3.29 }, {})],
  ['[ttn] UC50x example 1: a GPIO output', c('uc50x', { gpio_output_2: 'on' }, {})],
  ['[ttn] UC50x example 2: a Modbus channel', c('uc50x', { modbus_chn_19: 4 }, {})],
  ['[sd] UC501: battery', c('uc50x', { battery: 100 }, { battery_pct: 100 })],
  ['[sd] UC501: a GPIO level', c('uc50x', { gpio_1: 'high' }, {})],
  ['[sd] UC501: an SDI-12 reading', c('uc50x', { sdi12_3: 'a+1.6+0+25.7\r\n' }, {})],
];

/** Cases whose payload carries `history` records: each record's readings at the record's own time. */
type Timed = Record<string, number | boolean>;
const historyCases: Array<[string, string, Record<string, unknown>, Timed, Record<string, Timed>]> = [
  [
    'TS30x: a history record, at its own time ([ttn] ts30x-codec.yaml, "Historical Data")',
    'ts30x',
    { history: [{ timestamp: 1694145223, temperature_chn1: -6.7, temperature_chn2: 24.6 }] },
    {},
    { '2023-09-08T03:53:43.000Z': { temperature: -6.7, external_temperature: 24.6 } },
  ],
  [
    '[sd] EM300-DI: the live values and a history record',
    'em300-di',
    {
      battery: 92,
      temperature: 30.8,
      humidity: 50.5,
      history: [{ temperature: 27.2, humidity: 46.5, pulse: 256, timestamp: 1665561758 }],
    },
    { battery_pct: 92, temperature: 30.8, humidity: 50.5 },
    { '2022-10-12T08:02:38.000Z': { temperature: 27.2, humidity: 46.5, pulse_count: 256 } },
  ],
  [
    '[sd] WS203: history records ("occupied" is motion)',
    'ws203',
    {
      history: [
        {
          humidity: 50.5,
          occupancy: 'vacant',
          report_type: 'period',
          temperature: 29.2,
          timestamp: 1688624046,
        },
        {
          humidity: 50.5,
          occupancy: 'occupied',
          report_type: 'pir occupancy',
          temperature: 30.8,
          timestamp: 1688624220,
        },
      ],
    },
    {},
    {
      '2023-07-06T06:14:06.000Z': { humidity: 50.5, motion: false, temperature: 29.2 },
      '2023-07-06T06:17:00.000Z': { humidity: 50.5, motion: true, temperature: 30.8 },
    },
  ],
  [
    '[sd] EM320-TH: a history record',
    'em320-th',
    { history: [{ humidity: 46.5, temperature: 27.2, timestamp: 1665561758 }] },
    {},
    { '2022-10-12T08:02:38.000Z': { humidity: 46.5, temperature: 27.2 } },
  ],
];

describe("Milesight's sensors and controllers", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(historyCases)('%s', (_name, model, decoded, now, records) => {
    const { readings, dropped } = mapNetworkDecoded(decoded, `milesight-iot/${model}`);
    const at = (time?: Date) => readings.filter((r) => r.time?.toISOString() === time?.toISOString());
    expect(Object.fromEntries(at(undefined).map((r) => [r.field, r.value]))).toStrictEqual(now);
    const times = [...new Set(readings.flatMap((r) => (r.time ? [r.time.toISOString()] : [])))];
    expect(
      Object.fromEntries(
        times.map((t) => [t, Object.fromEntries(at(new Date(t)).map((r) => [r.field, r.value]))]),
      ),
    ).toStrictEqual(records);
    expect(dropped).toStrictEqual([]);
  });
});
