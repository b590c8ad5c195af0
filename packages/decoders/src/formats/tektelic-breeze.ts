import { u8, u16be } from '../bytes.ts';
import { sharedChannels, type TektelicTable, valueChannel } from './tektelic.ts';

// The BREEZE CO2 smart room sensor: frames as TTN's decoder_smart_room_sensor_co2.js
// (TheThingsNetwork/lorawan-devices at 900a765e, its names) and Tektelic's BREEZE data converter
// (TektelicCommunications/data-converters breeze-v1.0 at 39edfa07) read them. Its channel
// numbers are its own: 0x0B is CO2 here and the MCU temperature on the other smart room sensors.
//
// Readings: the pressure-compensated CO2 (the raw one stays a field), barometric pressure
// (data type 0x73, 0.1 hPa per bit), PIR motion, temperature, humidity and the sensor's battery.
// The display's battery (0x11 0xD3) stays a field.

export const breezeChannels: TektelicTable = {
  '00ba': sharedChannels.batteryMillivolts,
  '00d3': valueChannel('battery capacity', 'remaining_battery_capacity', 1, u8, 'battery_pct'),
  '11d3': valueChannel('display battery capacity', 'remaining_display_battery_capacity', 1, u8),
  '0be4': valueChannel('CO2', 'co2_concentration_filtered', 2, u16be, 'co2'),
  '0ee4': valueChannel('raw CO2', 'co2_concentration_raw', 2, u16be),
  '0c73': valueChannel('pressure', 'atmospheric_pressure', 2, (b, at) => u16be(b, at) / 10, 'pressure'),
  '0a00': sharedChannels.motionState,
  '0d04': sharedChannels.motionCount,
  '0367': sharedChannels.ambientTemperature,
  '0468': sharedChannels.relativeHumidity,
};
