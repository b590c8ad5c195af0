import { type Convert, flag, wordState } from './convert.ts';
import { batteryVolts, type NameTable, r, refuse } from './names.ts';

/**
 * Tektelic's trackers and TUNDRA, as TTN's codecs name their values (TheThingsNetwork/
 * lorawan-devices vendor/tektelic/ at 0a2aab59; nested groups read as `<group>_<key>`,
 * nested.ts). The decoders' side: packages/decoders/src/formats/tektelic-{orca,seal,tundra,
 * ble-tracker}.ts.
 */

/**
 * A state byte as the codecs print it, 0 or 255 (0x00 inactive, 0xFF active: the acceleration
 * alarm, "No motion" / "Motion detected" in Tektelic's sparrow-pelican converter, and the TUNDRA's
 * reed switch, "Magnet Present" / "Magnet Absent"); another byte is none (Tektelic's "Invalid").
 */
const stateByte: Convert = (value) => (value === 255 ? true : value === 0 ? false : undefined);

/** An end-of-service alert bit, 0 or 1; of two batteries, either one's alert is the device's. */
const endOfService = { field: 'low_battery', convert: flag, any: true } as const;

// decoder_orca_industrial_gps_asset_tracker.js: port 10's values in `sensor_data`; battery 1 is
// the reading (formats/tektelic-orca.ts), battery 2 only its alert.
const orca: NameTable = {
  sensor_data_temperature: r('temperature'),
  sensor_data_acceleration_alarm: r('motion', stateByte),
  sensor_data_battery1_status_voltage: batteryVolts,
  sensor_data_battery1_status_eos_alert: endOfService,
  sensor_data_battery2_status_eos_alert: endOfService,
};

// decoder_ble_tracker.js and decoder_sparrow_enterprise_asset_tracker.js (one table).
const bleTracker: NameTable = {
  battery_status_battery_life: batteryVolts,
  battery_status_eos_alert: endOfService,
  accel_alarm_status: r('motion', stateByte),
};

// decoder_tundra_sensor.js: `battery` is the 0x00 0xFF frame in V (3 for 3.00 V), not a percentage.
const tundra: NameTable = {
  battery: batteryVolts,
  external_probe_reed_switch_state: r('door_open', stateByte),
};

// decoder_industrial_sensor.js (T00053xx, T00056xx: `input_1` true / false) and decoder_industrial_
// transceiver.js (T00055xx: 0 / 1): digital input 1, the transceiver's only one, is bit 0 of
// `digital_inputs`; `input_1_count` its event count (packages/decoders formats/tektelic-industrial.ts).
const inputBit: Convert = (value) => {
  const state = flag(value);
  return state === undefined ? undefined : state ? 1 : 0;
};
const industrial: NameTable = {
  input_1: r('digital_inputs', inputBit),
  input_1_count: r('pulse_count'),
};

// Tektelic's own converter for the Enterprise Asset Tracker (data-converters enterprise-asset-tracker/
// decoder_enterprise_asset_tracker.js at 12b4cc6b, as TTN's decoder_enterprise_asset_tracker.js):
// flat dotted names; the MCU temperature is the reading, as the SPARROW's frame 00 67 is.
const enterpriseAssetTracker: NameTable = {
  'battery_status.life': batteryVolts,
  'battery_status.eos_alert': endOfService,
  mcu_temperature: r('temperature'),
  acceleration_alarm: r('motion', stateByte),
};

// Tektelic's chickadee-v2.7 and stork-v2.2 converters (data-converters 39edfa07, "LoRa Alliance
// Payload Codec 1.0.0"): the remaining capacity in %; the CHICKADEE's acceleration alarm in words.
const chickadee: NameTable = {
  battery_lifetime_pct: r('battery_pct'),
  acceleration_alarm: r('motion', wordState({ 'motion detected': true, 'no motion': false })),
};

// decoder_smart_room_sensor_pir_base.js and decoder_smart_room_sensor.js (the Home and gen3 smart
// room editions): the reed switch (0xFF magnet away: door open) and moisture (0xFF wet) bytes as
// printed (packages/decoders formats/tektelic-smart-room.ts); `light_intensity` (0x10 0x02) is a
// light level of no documented unit, not lux, as on the COMFORT and VIVID (model-names-vendors.ts).
const smartRoom: NameTable = {
  reed_state: r('door_open', stateByte),
  moisture: r('leak', stateByte),
  light_intensity: refuse('illuminance', 'is a light level of no documented unit, not lux'),
};

// The Base editions have the moisture detector under the case, the PIR editions the motion sensor
// instead (Kona Home Sensor TRM T0005370_TRM, 3.4.7 and 3.4.8): a frame of the other is no reading
// of the model (packages/decoders keeps it in the vendor fields only).
const smartRoomBase: NameTable = {
  ...smartRoom,
  motion_event_state: refuse('motion', 'is no reading of a Base edition, which has no PIR'),
};
const smartRoomPir: NameTable = {
  ...smartRoom,
  moisture: refuse('leak', 'is no reading of a PIR edition, which has no moisture detector'),
};

export const tektelicModelNames: Record<string, NameTable> = {
  'tektelic/t000489x-home-base': smartRoomBase,
  'tektelic/t00048xx-home-pir': smartRoomPir,
  'tektelic/t00061xx-smart-room-base-gen3': smartRoomBase,
  'tektelic/t00061xx-smart-room-pir-gen3': smartRoomPir,
  'tektelic/t0006129-orca': orca,
  // decoder_seal.js: the remaining capacity in %.
  'tektelic/t0007705-seal': { battery_lifetime_pct: r('battery_pct') },
  'tektelic/t000594x-enterprise-asset-tracker': enterpriseAssetTracker,
  'tektelic/chickadee': chickadee,
  'tektelic/stork': { battery_lifetime_pct: r('battery_pct') },
  'tektelic/t00067xx-tundra-sensor': tundra,
  'tektelic/t00073xx-tundra-sensor': tundra,
  'tektelic/t0007xxx-sparrow': bleTracker,
  'tektelic/t0007377-pelican': bleTracker,
  'tektelic/t0006909-pelican': bleTracker,
  'tektelic/t0007367-pelican-ex': bleTracker,
  'tektelic/t00053xx-industrial-transceiver': industrial,
  'tektelic/t00055xx-industrial-transceiver': industrial,
  'tektelic/t00056xx-industrial-transceiver': industrial,
};
