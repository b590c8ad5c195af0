import { checkTektelicCases } from './test-support/tektelic-vendor-cases.ts';

// Differential tests of the TUNDRA, SPARROW and PELICAN decoders against TTN's codecs
// (TheThingsNetwork/lorawan-devices vendor/tektelic/<file> at 0a2aab595afd2664e8d87bc6c44405f3be1e1013)
// and Tektelic's converters (TektelicCommunications/data-converters "LoRa Alliance Payload Codec
// 1.0.0/<file>" at 39edfa077214c0c7ed50afb5416d4ae461c2882f), run in Node from /tmp on frames
// built to reach every frame; how a case reads: test-support/tektelic-vendor-cases.ts. Each
// vendor knows frames the other does not: where one stops, our fields are the other's.

const TTN_AT = 'at 0a2aab595afd2664e8d87bc6c44405f3be1e1013';
const TTN_NO_00D3 = "Couldn't find header 0x00 0xD3 in decoder object. Are you decoding the correct sensor?";

checkTektelicCases({
  model: 'tektelic/t00067xx-tundra-sensor',
  ttn: `decoder_tundra_sensor.js ${TTN_AT}`,
  tektelic: 'tundra/tundra-v2.1-decoder.js',
  aliases: { battery_voltage: 'battery', ext_reed_switch_count: 'external_probe_reed_switch_count' },
  cases: [
    {
      name: 'battery (10 mV steps), temperature, humidity',
      port: 10,
      hex: '00FF012C0367FF9C046864',
      ttn: { battery: 3, ambient_temperature: -10, relative_humidity: 50 },
      tektelic: { battery_voltage: '3.00', ambient_temperature: '-10.0', relative_humidity: '50.0' },
      readings: { battery_mv: 3000, temperature: -10, humidity: 50 },
    },
    {
      // TTN's codec has no 0x02 frame: it cannot even find the header's length.
      name: 'external reed switch open (magnet absent), its count, the probe in mV and °C',
      port: 10,
      hex: '0E00FF0F040005020203E80267FF38',
      ttn: {
        '': { external_probe_reed_switch_state: 255, external_probe_reed_switch_count: 5 },
        error: "Couldn't find header  in decoder object. Are you decoding the correct sensor?",
      },
      tektelic: {
        ext_reed_switch_state: 'Magnet Absent',
        ext_reed_switch_count: 5,
        ext_probe_voltage: '1.000',
        ext_probe_temperature: '-20.0',
      },
      fields: {
        external_probe_reed_switch_state: 255,
        external_probe_reed_switch_count: 5,
        ext_probe_voltage: 1,
        ext_probe_temperature: -20,
      },
      readings: { door_open: true, external_temperature: -20 },
    },
    {
      name: 'external reed switch closed (magnet present)',
      port: 10,
      hex: '0E0000',
      ttn: { external_probe_reed_switch_state: 0 },
      tektelic: { ext_reed_switch_state: 'Magnet Present' },
      readings: { door_open: false },
    },
    {
      // tundra-v2.1 reads the acceleration unsigned and unscaled (64536 for 0xFC18): so do we.
      name: 'remaining capacity and days, acceleration alarm and vector (Tektelic only)',
      port: 10,
      hex: '00D36400BD01900000FF007103E8FC180000',
      ttn: { error: TTN_NO_00D3 },
      tektelic: {
        rem_batt_capacity: 100,
        rem_batt_days: 400,
        acceleration_alarm: 'Alarm active',
        xaxis: 1000,
        yaxis: 64536,
        zaxis: 0,
      },
      fields: {
        rem_batt_capacity: 100,
        rem_batt_days: 400,
        acceleration_alarm: 255,
        xaxis: 1000,
        yaxis: 64536,
        zaxis: 0,
      },
      readings: { battery_pct: 100 },
    },
    {
      name: "the probe's analog input as TTN's codec has it, 0x11 0x02 (not in Tektelic's)",
      port: 10,
      hex: '110203E8',
      ttn: { external_probe_thermistor_analog_input: 1 },
      tektelic: { errors: ['Unable to decode header 11 02'] },
      readings: {},
    },
    {
      // TTN's codec writes the tagged values under the live names (a network server would store
      // them as now's); Tektelic's converter names them tagged_*, as we do.
      name: 'tagged measurements: fields only',
      port: 32,
      hex: '00070367FF9C046864',
      ttn: { tag_number: 7, ambient_temperature: -10, relative_humidity: 50 },
      tektelic: { tag_entry: 7, tagged_ambient_temperature: '-10.0', tagged_relative_humidity: '50.0' },
      fields: { tag_entry: 7, tagged_ambient_temperature: -10, tagged_relative_humidity: 50 },
      readings: {},
      warnings: ['tagged measurements (port 32) carry no time: kept as fields, not stored as readings'],
    },
  ],
});

const BLE_ALIASES = { xaxis: 'x', yaxis: 'y', zaxis: 'z', RSSI: 'rssi' };

checkTektelicCases({
  model: 'tektelic/t0007xxx-sparrow',
  ttn: `decoder_sparrow_enterprise_asset_tracker.js ${TTN_AT}`,
  tektelic: 'sparrow-pelican/sparrow-pelican-v2.8-decoder.js',
  aliases: BLE_ALIASES,
  cases: [
    {
      name: 'battery at end of service, temperature, humidity (TTN only), alarm active',
      port: 10,
      hex: '00BAE4006700FA0468500000FF',
      ttn: {
        battery_status: { eos_alert: 1, battery_life: 3.5 },
        temperature: 25,
        relative_humidity: 40,
        accel_alarm_status: 255,
      },
      tektelic: { battery_life: '3.50', temperature: '25.0', errors: ['Unable to decode header 04 68'] },
      readings: { low_battery: true, battery_mv: 3500, temperature: 25, humidity: 40, motion: true },
    },
    {
      name: 'remaining capacity and days (Tektelic only)',
      port: 10,
      hex: '00D36400BD0190',
      ttn: { error: TTN_NO_00D3 },
      tektelic: { rem_batt_capacity: 100, rem_batt_days: 400 },
      fields: { rem_batt_capacity: 100, rem_batt_days: 400 },
      readings: { battery_pct: 100 },
    },
    {
      name: 'no acceleration alarm',
      port: 10,
      hex: '000000',
      ttn: { accel_alarm_status: 0 },
      tektelic: { acceleration_alarm: 'No motion' },
      readings: { motion: false },
    },
    {
      name: 'acceleration (the codec example)',
      port: 10,
      hex: '00712A00008005C4',
      ttn: { acceleration: { x: 10.752, y: 0.128, z: 1.476 } },
      tektelic: { acceleration_vector: { xaxis: '10.752', yaxis: '0.128', zaxis: '1.476' } },
      readings: {},
    },
    {
      name: 'a BLE scan, full ids',
      port: 25,
      hex: '0A112233445566C4',
      ttn: { devices: [{ id: '112233445566', rssi: -60 }] },
      tektelic: { basic_report: [{ BD_ADDR_0: '11 22 33 44 55 66', RSSI_0: -60 }] },
      readings: {},
    },
    {
      name: 'a filtered BLE scan, 3-byte ids',
      port: 25,
      hex: 'B0AABBCCC4DDEEFFB0',
      ttn: {
        devices0: [
          { id: 'AABBCC', rssi: -60 },
          { id: 'DDEEFF', rssi: -80 },
        ],
      },
      tektelic: {
        filter_report_0: [
          { BD_ADDR_1: 'aa bb cc', RSSI_1: -60 },
          { BD_ADDR_1: 'dd ee ff', RSSI_1: -80 },
        ],
      },
      readings: {},
    },
  ],
});

checkTektelicCases({
  model: 'tektelic/t0007377-pelican',
  ttn: `decoder_ble_tracker.js ${TTN_AT}`,
  tektelic: 'sparrow-pelican/sparrow-pelican-v2.8-decoder.js',
  aliases: BLE_ALIASES,
  cases: [
    {
      name: 'battery, temperature below zero, motion detected',
      port: 10,
      hex: '00BA640067FF380000FF',
      ttn: { battery_status: { eos_alert: 0, battery_life: 3.5 }, temperature: -20, accel_alarm_status: 255 },
      tektelic: { battery_life: '3.50', temperature: '-20.0', acceleration_alarm: 'Motion detected' },
      readings: { low_battery: false, battery_mv: 3500, temperature: -20, motion: true },
    },
  ],
});
