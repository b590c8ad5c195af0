import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// Differential tests against Milesight's own decoders: Milesight-IoT/SensorDecoders
// <series>/<model>/<model>-decoder.js at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, decoded
// in Node (decodeUplink). Each `vendor` object is what that decoder printed (its values
// verbatim; some keys left out, and WS101's random button_event.msgid). Our fields must
// hold the same values under our names (`renamed`: the vendor's name → ours; null where
// our source's words or scale differ, and the reading carries the value); `readings` are
// ours, in reading-fields.ts units ("field@time" for a history record's). The vendor code
// is not needed to run them.

type Readings = Record<string, number | boolean>;

/** A history record's readings, keyed "field@time" as `readingsOf` gives them. */
const at = (time: string, values: Readings): Readings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));
// Timestamps 1710612736 and 1710612796 (00E1F565, 3CE1F565).
const T0 = '2024-03-16T18:12:16.000Z';
const T1 = '2024-03-16T18:13:16.000Z';

type Case = { hex: string; vendor: Record<string, unknown>; readings: Readings; warnings?: string[] };
type Model = { decoder: string; renamed?: Record<string, string | null>; cases: Case[] };

const c = (hex: string, vendor: Record<string, unknown>, readings: Readings, warnings?: string[]): Case =>
  warnings ? { hex, vendor, readings, warnings } : { hex, vendor, readings };

// The AM319 answers "ff 39" with the enable byte alone, not the AM307's 5 bytes: with 5 the
// reply swallowed the next record (HCHO) or, at the end of the uplink, refused it whole.
const AM319_ABC_REPLY = c(
  'FF3901017564',
  { co2_abc_calibration_enable: 'enable', battery: 100 },
  { battery_pct: 100 },
);

// The WS523 README example.
const SOCKET_EXAMPLE = c(
  '08700105812C07C94A0003743009068309660000048007000000',
  {
    socket_status: 'on',
    power_factor: 44,
    current: 74,
    voltage: 235.2,
    power_consumption: 26121,
    active_power: 7,
  },
  { relay_on: true, power_factor: 44, current: 0.074, voltage: 235.2, energy: 26121, power: 7 },
);

// EM400: both alarms released, and a position byte that is neither state.
const EM400_RELEASED = c(
  '83679CFF008482000000050002',
  {
    temperature: -10,
    temperature_alarm: 'threshold_alarm_release',
    distance: 0,
    distance_alarm: 'threshold_alarm_release',
    position: 'unknown',
  },
  { temperature: -10, threshold_alarm: false, distance_mm: 0 },
  ['unknown position value 2; not stored'],
);

const AIR = {
  temperature: 27,
  humidity: 40,
  pir: 'trigger',
  light_level: 3,
  co2: 1000,
  tvoc: 4,
  pressure: 997.6,
};
const AIR_READINGS = {
  temperature: 27,
  humidity: 40,
  motion: true,
  light_level: 3,
  co2: 1000,
  pressure: 997.6,
};

const models: Record<string, Model> = {
  am307: {
    decoder: 'am-series/am307/am307-decoder.js',
    // Our AM307 follows the TTN codec: the raw TVOC word and `beep` yes/no.
    renamed: { tvoc: null, buzzer_status: 'beep' },
    cases: [
      c(
        '0175640367FE0004685005000106CB05077D6804',
        { battery: 100, temperature: 25.4, humidity: 40, pir: 'trigger', light_level: 5, co2: 1128 },
        { battery_pct: 100, temperature: 25.4, humidity: 40, motion: true, light_level: 5, co2: 1128 },
      ),
      c('087D2C010973F826', { tvoc: 3, pressure: 997.6 }, { tvoc_level: 3, pressure: 997.6 }),
      c(
        '036718FC04680005000006CB00077D000008E6900109730000',
        { temperature: -100, humidity: 0, pir: 'idle', light_level: 0, co2: 0, tvoc: 400, pressure: 0 },
        {
          temperature: -100,
          humidity: 0,
          motion: false,
          light_level: 0,
          co2: 0,
          tvoc_ugm3: 400,
          pressure: 0,
        },
      ),
      c(
        '20CE00E1F5650E0150000103E8039001F826',
        { history: [{ timestamp: 1710612736, ...AIR }] },
        at(T0, { ...AIR_READINGS, tvoc_level: 4 }),
      ),
      // Fixed: a PIR byte other than 0/1 was "idle" (no motion); the vendor says unknown.
      c(
        '0500020E0102017564',
        { pir: 'unknown', buzzer_status: 'unknown', battery: 100 },
        { battery_pct: 100 },
        ['unknown pir value 2; not stored'],
      ),
    ],
  },
  'am319-hcho': {
    decoder: 'am-series/am319-hcho/am319-hcho-decoder.js',
    renamed: { co2_abc_calibration_enable: null },
    cases: [
      c(
        '0A7D1E000B7D23000C7D5000087D640005000101755A',
        { hcho: 0.3, pm2_5: 35, pm10: 80, tvoc: 1, pir: 'trigger', battery: 90 },
        { hcho: 0.3, pm2_5: 35, pm10: 80, tvoc_level: 1, motion: true, battery_pct: 90 },
      ),
      c(
        '20CE00E1F5650E0150000103E8039001F826100020000500',
        { history: [{ timestamp: 1710612736, ...AIR, pm2_5: 16, pm10: 32, hcho: 0.05 }] },
        at(T0, { ...AIR_READINGS, tvoc_level: 4, pm2_5: 16, pm10: 32, hcho: 0.05 }),
      ),
      AM319_ABC_REPLY,
    ],
  },
  am319: {
    decoder: 'am-series/am319-hcho/am319-hcho-decoder.js',
    // Our AM319 follows the TTN codec: `activity`, "pm2.5", the raw TVOC word.
    renamed: { pir: 'activity', pm2_5: 'pm2.5', tvoc: null, co2_abc_calibration_enable: null },
    cases: [
      c(
        '0A7D1E000B7D23000C7D5000050000',
        { hcho: 0.3, pm2_5: 35, pm10: 80, pir: 'idle' },
        { hcho: 0.3, pm2_5: 35, pm10: 80, motion: false },
      ),
      AM319_ABC_REPLY,
      c('FF39010A7D0A00', { co2_abc_calibration_enable: 'enable', hcho: 0.1 }, { hcho: 0.1 }),
    ],
  },
  at101: {
    decoder: 'at-series/at101/at101-decoder.js',
    cases: [
      // The vendor README's example.
      c(
        '01756403671B01050000048836BF7701F000090722',
        { battery: 100, temperature: 28.3, position: 'normal', latitude: 24.62495, longitude: 118.030576 },
        { battery_pct: 100, temperature: 28.3, tilt: false, motion: true },
      ),
      c(
        '0488C0BDF0FF40E20DFF1383679CFF01070001',
        { latitude: -1, longitude: -15.867328, geofence_status: 'outside', temperature_alarm: 'abnormal' },
        { motion: false, temperature: -10, threshold_alarm: true, tamper: true },
      ),
      // History records put longitude first.
      c(
        '20CE00E1F56540E20DFFC0BDF0FF',
        { history: [{ timestamp: 1710612736, longitude: -15.867328, latitude: -1 }] },
        {},
      ),
      // Fixed: 2 was a released temperature alarm, an installed tracker and a tilt.
      c(
        '83672C0102070002050002',
        { temperature: 30, temperature_alarm: 'unknown', tamper_status: 'unknown', position: 'unknown' },
        { temperature: 30 },
        [
          'unknown temperature_alarm value 2; not stored',
          'unknown tamper_status value 2; not stored',
          'unknown position value 2; not stored',
        ],
      ),
    ],
  },
  ct101: {
    decoder: 'ct-series/ct101/ct101-decoder.js; v2 records: ct-series/ct101-v2/ct101-v2-decoder.js',
    cases: [
      c(
        '0397FFFFFFFF0498B80B09679CFF',
        { total_current: 42949672.95, current: 30, temperature: -10 },
        { current_total: 42949672.95, current: 30, temperature: -10 },
      ),
      c(
        '0498FFFF0967FDFF',
        { current_sensor_status: 'read failed', temperature_sensor_status: 'over range alarm' },
        {},
      ),
      c(
        '8498B80BD007C4090589672C0100',
        {
          current_max: 30,
          current_min: 20,
          current: 25,
          current_alarm: {
            current_threshold_alarm: 'yes',
            current_threshold_alarm_release: 'no',
            current_over_range_alarm: 'yes',
            current_over_range_alarm_release: 'no',
          },
          temperature: 30,
          temperature_alarm: 'temperature threshold alarm release',
        },
        { current: 25, threshold_alarm: true, temperature: 30 },
      ),
      // Fixed: 2 was "temperature threshold alarm release" and a released alarm.
      c('89672C0102', { temperature: 30, temperature_alarm: 'unknown' }, { temperature: 30 }, [
        'unknown temperature_alarm value 2; not stored',
      ]),
      // Fixed: the v2 firmware's energy (kWh x 100) and low voltage alarm were unknown channels.
      c(
        '1063102700001375010498B80B',
        { ch1_sumkwh: 100, low_voltage_alarm: { alarm_type: 'low voltage alarm' }, current: 30 },
        { energy: 100000, current: 30 },
      ),
    ],
  },
  'em300-sld': {
    decoder: 'em-series/em300-sld/em300-sld-decoder.js',
    renamed: { leakage_status: 'water' },
    cases: [
      c(
        '0175640367040104687F050001',
        { battery: 100, temperature: 26, humidity: 63.5, leakage_status: 'leak' },
        { battery_pct: 100, temperature: 26, humidity: 63.5, leak: true },
      ),
      // Fixed: any non-zero byte was a leak.
      c('05000203679CFF', { leakage_status: 'unknown', temperature: -10 }, { temperature: -10 }, [
        'unknown water value 2; not stored',
      ]),
      c(
        '20CE00E1F5659CFF710120CE3CE1F5650001C802',
        {
          history: [
            { timestamp: 1710612736, temperature: -10, humidity: 56.5, leakage_status: 'leak' },
            { timestamp: 1710612796, temperature: 25.6, humidity: 100, leakage_status: 'unknown' },
          ],
        },
        {
          ...at(T0, { temperature: -10, humidity: 56.5, leak: true }),
          ...at(T1, { temperature: 25.6, humidity: 100 }),
        },
        ['unknown history water value 2; not stored'],
      ),
    ],
  },
  'em300-th': {
    decoder: 'em-series/em300-th/em300-th-decoder.js',
    cases: [
      c(
        '0175000367ECFF046800',
        { battery: 0, temperature: -2, humidity: 0 },
        { battery_pct: 0, temperature: -2, humidity: 0 },
      ),
      c(
        '20CE00E1F5659CFF7100',
        { history: [{ timestamp: 1710612736, temperature: -10, humidity: 56.5 }] },
        at(T0, { temperature: -10, humidity: 56.5 }),
      ),
    ],
  },
  'em310-udl': {
    decoder: 'em-series/em310-udl/em310-udl-decoder.js',
    renamed: { position: 'tilt' },
    cases: [
      c(
        '01755C03824408040001',
        { battery: 92, distance: 2116, position: 'tilt' },
        { battery_pct: 92, distance_mm: 2116, tilt: true },
      ),
      // Fixed: 2 was a tilt.
      c('0382FFFF040002', { distance: 65535, position: 'unknown' }, { distance_mm: 65535 }, [
        'unknown tilt value 2; not stored',
      ]),
    ],
  },
  'em500-smtc': {
    decoder: 'em-series/em500-smtc/em500-smtc-decoder.js',
    // The probe-fault word is ours ("read failed"; the vendor's decoder says "collection failed").
    renamed: { electricity: 'ec', electricity_error: null },
    cases: [
      c(
        '01756403671901046873057FF000',
        { battery: 100, temperature: 28.1, moisture: 57.5, electricity: 240 },
        { battery_pct: 100, soil_temperature: 28.1, soil_moisture: 57.5, soil_conductivity: 240 },
      ),
      c(
        '03679CFF04CA1027057F0000',
        { temperature: -10, moisture: 100, electricity: 0 },
        { soil_temperature: -10, soil_moisture: 100, soil_conductivity: 0 },
      ),
      c(
        '04CAFDFF057FFFFF83D79CFF0A0001',
        { moisture_error: 'out of range', temperature: -10, temperature_mutation: 1 },
        { soil_temperature: -10, threshold_alarm: true },
      ),
      c(
        '20CE00E1F565F000FDFF3408',
        {
          history: [
            { timestamp: 1710612736, electricity: 240, temperature_error: 'out of range', moisture: 21 },
          ],
        },
        at(T0, { soil_conductivity: 240, soil_moisture: 21 }),
      ),
    ],
  },
  'em500-udl': {
    decoder: 'em-series/em500-udl/em500-udl-decoder.js',
    cases: [
      c('01756403821E00', { battery: 100, distance: 30 }, { battery_pct: 100, distance_mm: 30 }),
      c(
        '83E9E80364000220CE00E1F565FFFF',
        { distance: 100, distance_mutation: 10, distance_alarm: 'mutation_alarm' },
        // Alarm byte 2, a mutation: the sudden_change event, not the threshold alarm.
        { distance_mm: 100, sudden_change: true, ...at(T0, { distance_mm: 65535 }) },
      ),
      c(
        '83E9E80364000020CE00E1F565FFFF',
        { distance_alarm: 'normal', history: [{ timestamp: 1710612736, distance: 65535 }] },
        { distance_mm: 100, threshold_alarm: false, ...at(T0, { distance_mm: 65535 }) },
      ),
    ],
  },
  ws101: {
    decoder: 'ws-series/ws101/ws101-decoder.js',
    // Our WS101 follows the TTN codec: `button` short / long / double.
    renamed: { button_event: null },
    cases: [
      c(
        '017564FF2E01',
        { battery: 100, button_event: { status: 'short press' } },
        { battery_pct: 100, button: true },
      ),
    ],
  },
  ws202: {
    decoder: 'ws-series/ws202/ws202-decoder.js',
    renamed: { daylight: null },
    cases: [
      c(
        '017564030001040000',
        { battery: 100, pir: 'trigger', daylight: 'dim' },
        { battery_pct: 100, motion: true },
      ),
      // Fixed: 2 was a PIR trigger.
      c('030002040001', { pir: 'unknown', daylight: 'bright' }, {}, ['unknown pir value 2; not stored']),
    ],
  },
  ws301: {
    decoder: 'ws-series/ws301/ws301-decoder.js',
    renamed: { magnet_status: 'door', tamper_status: null },
    cases: [
      c(
        '017564030001040000',
        { battery: 100, magnet_status: 'open', tamper_status: 'installed' },
        { battery_pct: 100, door_open: true, tamper: false },
      ),
      // Fixed: 2 was an open door and a sensor off its mount.
      c('030002040002', { magnet_status: 'unknown', tamper_status: 'unknown' }, {}, [
        'unknown door value 2; not stored',
        'unknown install value 2; not stored',
      ]),
    ],
  },
  ws523: {
    decoder: 'ws-series/ws523/ws523-decoder.js',
    cases: [
      SOCKET_EXAMPLE,
      // The relay is bit 0 of its byte; the plug reports current in mA (readings in A).
      c(
        '0870020374FFFF0480FFFFFFFF07C9FFFF058164',
        {
          socket_status: 'off',
          voltage: 6553.5,
          active_power: 4294967295,
          current: 65535,
          power_factor: 100,
        },
        { relay_on: false, voltage: 6553.5, power: 4294967295, current: 65.535, power_factor: 100 },
      ),
    ],
  },
  ws52x: {
    decoder: 'ws-series/ws523/ws523-decoder.js',
    // Our WS52x follows the TTN codec: `power` is the power factor, `button` open / close.
    renamed: { power_factor: 'power', power_consumption: 'energy', socket_status: null },
    cases: [SOCKET_EXAMPLE],
  },
  // Models of milesight-more-models-2.test.ts (their README examples are there).
  'em300-zld': {
    decoder: 'em-series/em300-zld/em300-zld-decoder.js',
    renamed: { leakage_status: 'water' },
    cases: [
      c('0500020367F6FF', { leakage_status: 'unknown', temperature: -1 }, { temperature: -1 }, [
        'unknown water value 2; not stored',
      ]),
      c(
        '20CE00E1F565F6FF5002',
        { history: [{ timestamp: 1710612736, temperature: -1, humidity: 40, leakage_status: 'unknown' }] },
        at(T0, { temperature: -1, humidity: 40 }),
        ['unknown history water value 2; not stored'],
      ),
    ],
  },
  'em300-mld': {
    decoder: 'em-series/em300-mld/em300-mld-decoder.js',
    cases: [
      c(
        '20CE00E1F565AABBCC00',
        { history: [{ timestamp: 1710612736, leakage_status: 'normal' }] },
        at(T0, { leak: false }),
      ),
      c('050002', { leakage_status: 'unknown' }, {}, ['unknown leakage_status value 2; not stored']),
    ],
  },
  ws303: {
    decoder: 'ws-series/ws303/ws303-decoder.js',
    renamed: { leakage_alarm_config: null },
    cases: [
      c('FF7E010A000300017550', { leakage_alarm_config: {}, battery: 80 }, { battery_pct: 80 }),
      c('030002', { leakage_status: 'unknown' }, {}, ['unknown leakage_status value 2; not stored']),
    ],
  },
  'em310-tilt': {
    decoder: 'em-series/em310-tilt/em310-tilt-decoder.js',
    cases: [
      c(
        '01756403CF18FCE803102700',
        {
          battery: 100,
          angle_x: -10,
          angle_y: 10,
          angle_z: 100,
          threshold_x: 'normal',
          threshold_z: 'normal',
        },
        { battery_pct: 100, threshold_alarm: false },
      ),
      c(
        '03CFFFFF0100FEFF02',
        { angle_x: -0.01, angle_y: 0.01, angle_z: -0.02, threshold_x: 'normal', threshold_y: 'trigger' },
        { threshold_alarm: true },
      ),
    ],
  },
  'em320-tilt': {
    decoder: 'em-series/em320-tilt/em320-tilt-decoder.js',
    cases: [
      c(
        '03D4FFFF0000B1E0',
        { angle_x: -0.01, angle_y: 0, angle_z: -40.08, threshold_x: 'trigger', threshold_y: 'normal' },
        { threshold_alarm: true },
      ),
      c(
        '03D4018013A0FEFF',
        { angle_x: -163.84, angle_y: -122.79, angle_z: -0.01, threshold_z: 'normal' },
        { threshold_alarm: true },
      ),
    ],
  },
  'em400-mud': {
    decoder: 'em-series/em400-mud/em400-mud-decoder.js',
    cases: [
      EM400_RELEASED,
      c('FF7708000367F6FF', { install_height: 8, temperature: -1 }, { temperature: -1 }),
    ],
  },
  'em400-tld': { decoder: 'em-series/em400-tld/em400-tld-decoder.js', cases: [EM400_RELEASED] },
  'em400-udl': { decoder: 'em-series/em400-udl/em400-udl-decoder.js', cases: [EM400_RELEASED] },
  'em410-rdl': {
    decoder: 'em-series/em410-rdl/em410-rdl-decoder.js',
    cases: [
      c(
        '8482E803019482D00764000220CE00E1F565E803FA000A0011',
        {
          distance: 2000,
          event: [
            { distance: 1000, distance_alarm: 'threshold alarm' },
            { distance: 2000, distance_mutation: 100, distance_alarm: 'mutation alarm' },
          ],
          history: [
            {
              timestamp: 1710612736,
              distance: 1000,
              temperature: 25,
              event: ['threshold alarm', 'mutation alarm'],
              distance_mutation: 10,
            },
          ],
        },
        {
          // The threshold alarm and the mutation (sudden_change) each give their own reading.
          distance_mm: 2000,
          threshold_alarm: true,
          sudden_change: true,
          ...at(T0, { distance_mm: 1000, temperature: 25, threshold_alarm: true, sudden_change: true }),
        },
      ),
      c(
        'B482FDFF02B48232000120CE00E1F565FFFFFEFF00000A',
        {
          event: [
            { distance_exception: 'no target' },
            { distance: 50, distance_exception: 'blind spot alarm' },
          ],
          history: [
            {
              timestamp: 1710612736,
              distance_sensor_status: 'sensor exception',
              temperature_sensor_status: 'disabled',
              event: ['threshold alarm release', 'blind spot alarm release'],
            },
          ],
        },
        at(T0, { threshold_alarm: false }),
      ),
      c('FF8E000A00050002', { report_interval: 10, position: 'unknown' }, {}, [
        'unknown position value 2; not stored',
      ]),
    ],
  },
  gs301: {
    decoder: 'gs-series/gs301/gs301-decoder.js',
    cases: [
      c(
        '047DFEFF057DFFFF067DE803',
        { nh3_sensor_status: 'polarizing', h2s_sensor_status: 'device error', h2s: 1 },
        { h2s_ppm: 1 },
      ),
      c(
        '07EA0001F4010007EA0100E80300',
        {
          nh3_calibration_result: { type: 'manual', calibration_value: 5, result: 'success' },
          h2s_calibration_result: { type: 'factory', calibration_value: 1, result: 'success' },
        },
        {},
      ),
    ],
  },
  gs101: {
    decoder: 'gs-series/gs101/gs101-decoder.js',
    cases: [
      c(
        '058E01060101070100',
        { gas_status: 'alarm', valve_status: 'on', relay_output_status: 'off' },
        { threshold_alarm: true, relay_on: false },
      ),
      c(
        '089080510100FF3F02058E00',
        { life_remain: 86400, alarm: 'device fault', gas_status: 'normal' },
        { threshold_alarm: false },
      ),
      c('058E02', { gas_status: 'unknown' }, {}, ['unknown gas_status value 2; not stored']),
    ],
  },
  ts101: {
    decoder: 'ts-series/ts101/ts101-decoder.js',
    cases: [
      c(
        '8367F6FF01',
        { temperature: -1, temperature_alarm: 'threshold alarm' },
        { temperature: -1, threshold_alarm: true },
      ),
      c(
        '93D70401820002',
        { temperature: 26, temperature_mutation: 1.3, temperature_alarm: 'mutation alarm' },
        { temperature: 26, sudden_change: true },
      ),
      c(
        '20CE00E1F565F6FF',
        { history: [{ timestamp: 1710612736, temperature: -1 }] },
        at(T0, { temperature: -1 }),
      ),
      c('8367340103', { temperature: 30.8, temperature_alarm: 'unknown' }, { temperature: 30.8 }, [
        'unknown temperature_alarm value 3; not stored',
      ]),
    ],
  },
  ts201: {
    decoder: 'ts-series/ts201/ts201-decoder.js',
    cases: [
      // A history temperature not read is no reading; the release still is.
      c(
        '20CE00E1F56513BDFF20CE00E1F56503BDFF',
        {
          history: [
            {
              timestamp: 1710612736,
              read_status: 'read error',
              event_type: 'temperature alarm release event',
            },
            { timestamp: 1710612736, read_status: 'normal', temperature: -6.7 },
          ],
        },
        at(T0, { threshold_alarm: false, temperature: -6.7 }),
        ['history temperature at 1710612736 not read (read error); not stored'],
      ),
      c(
        'FFA0111122334455667788FF8E000A00',
        { sensor_1_type: 'DS18B20', sensor_1_sn: '1122334455667788', report_interval: 10 },
        {},
      ),
      c(
        '8367340105',
        { temperature: 30.8, event: [{ temperature: 30.8, temperature_alarm: 'unknown' }] },
        { temperature: 30.8 },
        ['unknown temperature_alarm value 5; not stored'],
      ),
    ],
  },
  wt101: {
    decoder: 'wt-series/wt101/wt101-decoder.js',
    cases: [
      c('060001070001', { tamper_status: 'uninstalled', window_detection: 'open' }, { tamper: true }),
      c(
        'FFB1140A00FE8E000A00',
        { target_temperature: 20, temperature_tolerance: 1, report_interval: 10 },
        {},
      ),
      c('060002', { tamper_status: 'unknown' }, {}, ['unknown tamper_status value 2; not stored']),
    ],
  },
  ws201: {
    decoder: 'ws-series/ws201/ws201-decoder.js',
    cases: [
      c('0382E80304D600', { distance: 1000, remaining: 0 }, { distance_mm: 1000, fill_level_pct: 0 }),
      c('FF760A00', { depth: 10 }, {}),
    ],
  },
  uc300: {
    decoder: 'uc-series/uc300/uc300-decoder.js',
    cases: [
      // The TTN uc300-codec.yaml example 2; its older codec printed 5379 (the word read big-endian).
      c('FF190702031500', { modbus_chn_8: 21 }, {}),
      c(
        '030001040001050000060001070100080100',
        {
          gpio_input_1: 'on',
          gpio_input_2: 'on',
          gpio_input_3: 'off',
          gpio_input_4: 'on',
          gpio_output_2: 'off',
        },
        { digital_inputs: 0b1011, digital_outputs: 0 },
      ),
      c('FF19020405CDCC8C3FFF1503', { modbus_chn_3: 1.1, modbus_chn_4_alarm: 'read error' }, {}),
    ],
  },
  uc50x: {
    decoder: 'uc-series/uc501/uc501-decoder.js',
    cases: [
      // The TTN uc50x-codec.yaml example 2 (it prints { index: 19, reading: 4 }).
      c('FF0E19130400', { modbus_chn_19: 4 }, {}),
      c(
        '04010103000105E20044004400440044',
        { gpio_output_2: 'on', gpio_input_1: 'on', analog_input_1: 4, analog_input_1_avg: 4 },
        { digital_inputs: 1, digital_outputs: 2 },
      ),
      c(
        '86E2004400440044004402800E0A05CDCC8C3F01',
        {
          analog_input_2: 4,
          analog_input_2_alarm: 'value change alarm',
          modbus_chn_4: 1.100000023841858,
          modbus_chn_4_alarm: 'threshold alarm',
        },
        {},
      ),
    ],
  },
};

/** The vendor's value under our names (history entries and nested objects too). */
function ourShape(value: unknown, renamed: Record<string, string | null>): unknown {
  if (Array.isArray(value)) return value.map((item) => ourShape(item, renamed));
  if (value === null || typeof value !== 'object') return value;
  const shaped: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    const ours = name in renamed ? renamed[name] : name;
    if (ours !== null && ours !== undefined) shaped[ours] = ourShape(inner, renamed);
  }
  return shaped;
}

const readingsOf = (result: DecodeResult): Record<string, number | boolean> =>
  Object.fromEntries(
    result.readings.map((reading) => [
      reading.time ? `${reading.field}@${reading.time}` : reading.field,
      reading.value,
    ]),
  );

describe("Milesight decoders against Milesight's own (SensorDecoders e79c9d8)", () => {
  for (const [model, { decoder, renamed = {}, cases }] of Object.entries(models)) {
    describe(`${model} (${decoder})`, () => {
      it.each(cases)('$hex', ({ hex, vendor, readings, warnings }) => {
        const result = run(`milesight-iot/${model}`, 85, hex);
        const expected = ourShape(vendor, renamed) as Record<string, unknown>;
        for (const [name, value] of Object.entries(expected)) {
          if (value !== null && typeof value === 'object')
            expect(result.fields[name], name).toMatchObject(value);
          else expect(result.fields[name], name).toBe(value);
        }
        expect(readingsOf(result)).toStrictEqual(readings);
        expect(result.warnings).toEqual(warnings);
      });
    });
  }
});

describe('where we keep our reading over the vendor decoder', () => {
  it('EM500-SMTC: a live FF FF temperature is a probe fault, not -0.1 °C', () => {
    // em500-smtc-decoder.js compares the *signed* word with 0xFFFF (never true) and prints
    // { temperature: -0.1 }; its history record checks the unsigned word, as its moisture
    // and EC records do, and prints the fault.
    const result = run('milesight-iot/em500-smtc', 85, '0367FFFF');
    expect(result.fields).toStrictEqual({ temperature_error: 'read failed' });
    expect(result.readings).toEqual([]);
  });

  it('EM300-TH: a history timestamp from 2038 on is unsigned', () => {
    // em300-th-decoder.js's readUInt32LE lacks the `>>> 0` of the other Milesight decoders
    // (em300-sld's reads the same record unsigned) and prints timestamp -2147483648.
    const result = run('milesight-iot/em300-th', 85, '20CE00000080C8006400');
    expect(result.fields.history).toEqual([{ timestamp: 2147483648, temperature: 20, humidity: 50 }]);
    expect(readingsOf(result)).toStrictEqual(
      at('2038-01-19T03:14:08.000Z', { temperature: 20, humidity: 50 }),
    );
  });

  it('AT101: a Wi-Fi scan timeout still carries the motion status', () => {
    // at101-decoder.js prints only { wifi_scan_result: "timeout" }: it skips the record's
    // status byte, which its README lists in every Wi-Fi record (03: stop moving).
    const result = run('milesight-iot/at101', 85, '06D901FFFFFFFFFFFF0003');
    expect(result.fields).toStrictEqual({ motion_status: 'stop', wifi_scan_result: 'timeout' });
    expect(readingsOf(result)).toStrictEqual({ motion: false });
  });
});
