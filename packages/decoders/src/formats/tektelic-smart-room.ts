import { s16be, u8, u16be, u32be } from '../bytes.ts';
import {
  accelerationChannel,
  count,
  sharedChannels,
  stateChannel,
  type TektelicTable,
  tenths,
  valueChannel,
} from './tektelic.ts';

// The smart room family: the Kona Home / Smart Room Sensor (Base and PIR editions) and its
// successors COMFORT (base) and VIVID (PIR). Frames as the Kona Home Sensor TRM
// (T0005370_TRM Rev-C 1.0, table 2-1) defines them, with those later firmware added as
// Tektelic's data converters (TektelicCommunications/data-converters, comfort-vivid v2.2, v3.1
// and v4.3 at 39edfa07) read them: a newer firmware adds frames, none gives an old frame another
// meaning. Field names are those of TTN's decoder_smart_room_sensor.js (TheThingsNetwork/
// lorawan-devices at 0a254aaa), the codec of the COMFORT and VIVID; frames it lacks take
// Tektelic's names.
//
// Readings, and what stays in the vendor fields only:
// - 0x01 0x00, the reed switch (a hall-effect sensor from TRM v3 on): 0x00 while the magnet is
//   at the sensor ("Magnet Present (Low)"), the door closed; 0xFF with the magnet away.
// - 0x09 0x00, the moisture detector under the Base edition: 0x00 dry, 0xFF wet (a leak).
// - 0x0A 0x00, the PIR: 0xFF motion detected, 0x00 none since the grace period ran out.
// - Counts (reed, motion, external connector), the light detector's dark / bright and its
//   intensity (its unit is not documented), acceleration, impact and break-in alarms, the MCU
//   and PIR object temperatures and the external connector stay fields.

export const smartRoomChannels: TektelicTable = {
  // Up to TRM v2: 10 mV per bit, signed.
  '00ff': valueChannel('battery voltage', 'battery_voltage', 2, (b, at) => s16be(b, at) / 100, [
    'battery_mv',
    (b, at) => s16be(b, at) * 10,
  ]),
  '00ba': sharedChannels.batteryMillivolts,
  '00d3': sharedChannels.batteryCapacity,
  '0100': stateChannel('reed switch', 'reed_state', 'door_open'),
  '0200': stateChannel('light detected', 'light_detected'),
  '0367': sharedChannels.ambientTemperature,
  '0468': sharedChannels.relativeHumidity,
  '0502': valueChannel('impact magnitude', 'acceleration_magnitude', 2, (b, at) => s16be(b, at) / 1000),
  '0600': stateChannel('break-in', 'break_in'),
  '0667': valueChannel('PIR object temperature', 'pir_object_temperature', 2, tenths),
  '0771': accelerationChannel('acceleration'),
  '0804': valueChannel('reed switch count', 'reed_count', 2, count),
  '0900': stateChannel('moisture', 'moisture', 'leak'),
  '0903': valueChannel('PIR event value', 'pir_event_value', 2, s16be),
  '0a00': sharedChannels.motionState,
  '0b67': valueChannel('MCU temperature', 'mcu_temperature', 2, tenths),
  '0c00': stateChannel('impact alarm', 'impact_alarm'),
  '0d00': stateChannel('external connectors output', 'extconnectors_output_state'),
  '0d04': sharedChannels.motionCount,
  '0e00': stateChannel('external connector', 'external_connector_state'),
  '0f04': valueChannel('external connector count', 'external_connector_count', 2, count),
  '1002': valueChannel('light intensity', 'light_intensity', 1, u8),
  '1102': valueChannel(
    'external connector analog',
    'external_connector_analog_mv',
    2,
    (b, at) => s16be(b, at) / 1000,
  ),
  '1204': valueChannel('external connector total count', 'external_connector_total_count', 4, u32be),
  '1e00': stateChannel('external connector A', 'extconnector_a_state'),
  '1f04': valueChannel('external connector A count', 'extconnector_a_relative_count', 2, u16be),
  '2204': valueChannel('external connector A total count', 'extconnector_a_total_count', 4, u32be),
  '2a00': stateChannel('PIR initialisation', 'pir_init_state'),
};
