import { describe, expect, it } from 'vitest';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// Occupancy, people counting, water metering and gases: readings that had no field. Sources:
// [ttn] = TheThingsNetwork/lorawan-devices vendor/<vendor>/<file> (each case an example's
// `output.data` verbatim, or what the cited decoder gives for the bytes cited);
// [sd] = Milesight-IoT/SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3,
// <series>/<model>/README.md examples (verbatim) or <model>-decoder.js run on the bytes cited.

const milesight = (model: string, decoded: Record<string, unknown>, want: CodecCase['want']) =>
  ({ model: `milesight-iot/${model}`, decoded, want }) satisfies CodecCase;

const occupancyCases: Array<[string, CodecCase]> = [
  [
    '[ttn] VS340 (vs340-codec.yaml, 01 75 64 03 00 01): a desk occupied',
    milesight('vs340', { battery: 100, occupancy: 'occupied' }, { battery_pct: 100, occupied: true }),
  ],
  [
    '[sd] VS341 README, 017564 030000: a seat vacant',
    milesight('vs341', { battery: 100, occupancy: 'vacant' }, { battery_pct: 100, occupied: false }),
  ],
  [
    '[ttn] VS330 (vs330-codec.yaml): a bathroom occupied, its distance in mm',
    milesight(
      'vs330',
      { battery: 98, distance: 15, occupancy: 'occupied', calibration: 'success' },
      { battery_pct: 98, distance_mm: 15, occupied: true },
    ),
  ],
  [
    '[ttn] VS370 (vs370-codec.yaml): radar presence; its "dim" light word is no illuminance',
    milesight(
      'vs370',
      { battery: 100, occupancy: 'occupied', illuminance: 'dim' },
      { battery_pct: 100, occupied: true },
    ),
  ],
  [
    '[ttn] Elsys EMS Desk (ems-desk-codec.yaml): occupancy 2 is occupied',
    {
      model: 'elsys/ems-desk',
      decoded: { temperature: 22.6, humidity: 41, x: 1, y: 39, z: 5, occupancy: 2 },
      want: { temperature: 22.6, humidity: 41, occupied: true },
    },
  ],
  [
    '[ttn] Elsys ERS Eye (ers-eye-codec.yaml): occupancy 1, "pending", is neither state',
    {
      // Elsys's ERS Desk operating manual: 0 unoccupied, 1 pending (entering or leaving), 2 occupied.
      model: 'elsys/ers-eye',
      decoded: { temperature: 22.6, humidity: 41, light: 39, motion: 6, occupancy: 1 },
      want: { temperature: 22.6, humidity: 41, illuminance: 39, motion: true },
    },
  ],
  [
    '[ttn] Elsys (elsys.js TYPE_OCCUPANCY 11 00): occupancy 0 is free',
    { model: 'elsys/ers-desk', decoded: { occupancy: 0 }, want: { occupied: false } },
  ],
  [
    '[sd] WS203 (ws203-decoder.js): its PIR "occupied" stays motion, as our own decoder reads it',
    milesight('ws203', { occupancy: 'occupied', temperature: 30.8 }, { motion: true, temperature: 30.8 }),
  ],
  [
    '[ttn] Bosch parking sensor (tpl110-0292.js heartbeat): `occupied`, a car on the space, is refused',
    {
      model: 'bosch/tpl110-0292',
      decoded: { type: 'heartbeat', occupied: true, temperature: -1 },
      want: { temperature: -1 },
      dropped: ["occupied: true is a parking space's occupancy by a vehicle"],
    },
  ],
];

const peopleCases: Array<[string, CodecCase]> = [
  [
    '[sd] VS121 README, 05CC02000100: two in and one out',
    milesight('vs121', { people_in: 2, people_out: 1 }, { people_in: 2, people_out: 1 }),
  ],
  [
    '[ttn] VS350 (vs350-codec.yaml): the period counts, not the running totals',
    milesight(
      'vs350',
      {
        total_in: 4353,
        total_out: 4360,
        total_count_alarm: 'threshold alarm',
        period_in: 1000,
        period_out: 1001,
        period_count_alarm: 'threshold alarm',
      },
      { people_in: 1000, people_out: 1001 },
    ),
  ],
  [
    '[sd] VS350 README, 04CC12001600 05CC13001400',
    milesight(
      'vs350',
      { total_in: 18, total_out: 22, period_in: 19, period_out: 20 },
      { people_in: 19, people_out: 20 },
    ),
  ],
  [
    '[sd] VS132 README: periodic_counter_in / _out beside the totals',
    milesight(
      'vs132',
      {
        protocol_version: 1,
        sn: '6614c39694870000',
        hardware_version: '1.2',
        firmware_version: '132.1.0.1',
        total_counter_in: 190,
        total_counter_out: 305,
        periodic_counter_in: 0,
        periodic_counter_out: 0,
      },
      { people_in: 0, people_out: 0 },
    ),
  ],
  [
    // Lines 2 and 3 (all zero) left out.
    '[sd] VS133 README, 05CC00000000 ... 0ECC05000700: the first line gives the reading',
    milesight(
      'vs133',
      { line_1_period_in: 0, line_1_period_out: 0, line_4_period_in: 5, line_4_period_out: 7 },
      { people_in: 0, people_out: 0 },
    ),
  ],
  [
    '[ttn] IMBuildings (imbuildings.js for 0206 0004A30B00F0D40E 00 0100 0005 0002 20 000D 000A 6A)',
    {
      // Its device fields left out; the running totals beside the counts have no field.
      model: 'imbuildings/imbuildings-people-counter',
      decoded: {
        battery_voltage: 2.56,
        counter_a: 5,
        counter_b: 2,
        total_counter_a: 13,
        total_counter_b: 10,
      },
      want: { battery_mv: 2560, people_in: 5, people_out: 2 },
    },
  ],
  [
    '[sd] VS121 (vs121-decoder.js reads 05 CC FFFF 0100 signed): -1 is no count of people',
    {
      model: 'milesight-iot/vs121',
      decoded: { people_in: -1, people_out: 1 },
      want: { people_out: 1 },
      dropped: ['people_in: -1 is not a plausible people in'],
    },
  ],
  [
    'A fractional people count is no count',
    {
      model: null,
      decoded: { people_count: 2.5 },
      want: {},
      dropped: ['people_count: 2.5 is not a plausible people present'],
    },
  ],
];

const meterAndGasCases: Array<[string, CodecCase]> = [
  [
    '[ttn] Axioma Qalcosonic W1 (qalcosonic-w1-codec.yaml, "Enhanced 24h payload"): the index in m³',
    {
      model: 'axioma/qalcosonic-w1',
      decoded: {
        payload_format: 'AXIOMA_W1_ENHANCED_24H',
        frame_version: 1,
        payload_bytes: 51,
        timestamp_unix: 1788390574,
        timestamp_utc: '2026-09-02T23:09:34.000Z',
        status: 0,
        low_battery: false,
        permanent_error: false,
        temporary_error: false,
        pipe_empty: false,
        backflow: false,
        burst: false,
        leakage: false,
        low_temperature: false,
        log_volume_m3: 5.938,
        delta_1_m3: 0,
        delta_6_m3: 0.014,
        delta_23_m3: 0,
        history_count: 23,
        history_total_m3: 0.116,
        current_volume_m3: 6.054,
        history_multiplier: 0,
      },
      want: { water_volume_m3: 6.054 },
    },
  ],
  [
    '[sd] AM319-O3 (am319-o3-decoder.js for 0367EE00 04687C 0D7D0F00): ozone in ppm',
    milesight(
      'am319-o3',
      { temperature: 23.8, humidity: 62, o3: 0.15 },
      { temperature: 23.8, humidity: 62, o3_ppm: 0.15 },
    ),
  ],
  [
    // em300-di-decoder.js 05 E1: water_conv / pulse_conv x the counter, in the unit of
    // em300-di-encoder.js pulse_conversion_settings (free text, "mL" in its example).
    '[sd] EM300-DI: `water` stays refused, its unit being set on the device',
    {
      model: 'milesight-iot/em300-di',
      decoded: { water_conv: 1, pulse_conv: 64.8, water: 1500.6 },
      want: {},
      dropped: ["water: 1500.6 is a water meter's volume in the unit set on the device"],
    },
  ],
  [
    // vendor/inbiot/decoder.js (MICA WELL: o3, no2, co) and vendor/atomsenses/as-202.js (no2, co)
    // give no unit; Milesight's `o3` (AM319-O3) is ppm by its brand's table only.
    '[ttn] bare `co`, `no2` and `o3` of a model we do not know are left: their unit is not known',
    { model: null, decoded: { o3: 12, no2: 8, co: 16 }, want: {} },
  ],
];

describe('occupancy sensors', () => {
  it.each(occupancyCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('people counters', () => {
  it.each(peopleCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('water meters and gases', () => {
  it.each(meterAndGasCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));

  it('reads a value given with its unit in ours: litres as m³, m³/h as L/min, ppb as ppm', () => {
    const readings = (decoded: Record<string, unknown>) =>
      mapNetworkDecoded(decoded, null).readings.map(({ field, value }) => [field, value]);
    expect(readings({ water_volume_m3: { value: 1234, unit: 'L' } })).toStrictEqual([
      ['water_volume_m3', 1.234],
    ]);
    expect(readings({ flow_rate_lpm: { value: 1.5, unit: 'm³/h' } })).toStrictEqual([['flow_rate_lpm', 25]]);
    expect(readings({ flow_rate_lpm: '90 L/h' })).toStrictEqual([['flow_rate_lpm', 1.5]]);
    expect(readings({ no2_ppm: { value: 42, unit: 'ppb' } })).toStrictEqual([['no2_ppm', 0.042]]);
    expect(readings({ o2_pct: '20.9 %' })).toStrictEqual([['o2_pct', 20.9]]);
  });
});
