import { u8, u16be } from '../bytes.ts';
import {
  accelerationChannel,
  count,
  sharedChannels,
  stateChannel,
  type TektelicChannel,
  type TektelicTable,
  tenths,
  valueChannel,
} from './tektelic.ts';

// The agriculture sensors (KIWI, CLOVER): frames as Tektelic's data converter reads them
// (TektelicCommunications/data-converters kiwi-clover-v2.0 at 39edfa07), field names as TTN's
// decoder_agriculture_sensor.js (TheThingsNetwork/lorawan-devices at 95cdecbf) where it has the
// frame. The channel numbers are this family's own: 0x03 0x67 is the third probe input here,
// the room temperature on a smart room sensor; 0x0B 0x67 is the air temperature here.
//
// Readings: air temperature and humidity, light (data type 0x65, lux), the soil temperature
// probe on input 2 (millivolts, turned into °C by the thermistor curve of Tektelic's converter,
// which the Sensational Systems decoder once in the TTN repository (03ef6385) also applies to
// its "soil temp - built in probe") and the battery.
// The soil moisture probe on input 1 reports a frequency that Tektelic's converter maps to
// steps of an unnamed scale or "Dry" / "Wet", not a percentage, so it stays a field; so do the
// Watermark inputs (5, 6: soil water tension frequencies) and their thermistors (3, 4).

/** 0x00 0xBA: bit 7 the end-of-service alert, bits 6-0 the voltage above 2.5 V in 10 mV steps. */
const battery: TektelicChannel = {
  label: 'battery status',
  size: 1,
  read(bytes, at, out) {
    const byte = u8(bytes, at);
    const millivolts = 2500 + (byte & 0x7f) * 10;
    out.set('eos_alert', byte >> 7);
    out.set('battery_voltage', millivolts / 1000);
    out.reading('battery_mv', millivolts);
  },
};

/** Tektelic's curve for the soil probe's thermistor, °C from millivolts, to 0.1 °C as it prints. */
const soilTemperature: TektelicChannel = {
  label: 'input 2 voltage',
  size: 2,
  read(bytes, at, out) {
    const millivolts = u16be(bytes, at);
    out.set('input2_voltage', millivolts);
    if (millivolts === 0) {
      out.warn('soil temperature probe reads 0 mV (no probe); not stored');
      return;
    }
    const celsius = Math.round((-32.46 * Math.log(millivolts) + 236.36) * 10) / 10;
    out.set('input2_voltage_to_temp', celsius);
    out.reading('soil_temperature', celsius);
  },
};

export const agricultureChannels: TektelicTable = {
  '00ba': battery,
  '00d3': valueChannel(
    'battery capacity',
    'rem_batt_capacity',
    1,
    (b, at) => u8(b, at) & 0x7f,
    'battery_pct',
  ),
  '00bd': sharedChannels.batteryDaysLeft,
  '0104': valueChannel('input 1 frequency', 'input1_frequency', 2, count),
  '0202': soilTemperature,
  '0302': valueChannel('input 3 voltage', 'input3_voltage', 2, count),
  '0367': valueChannel('input 3 temperature', 'input3_temperature', 2, tenths),
  '0402': valueChannel('input 4 voltage', 'input4_voltage', 2, count),
  '0467': valueChannel('input 4 temperature', 'input4_temperature', 2, tenths),
  '0504': valueChannel('input 5 frequency', 'input5_frequency', 2, count),
  '0604': valueChannel('input 6 frequency', 'input6_frequency', 2, count),
  '0965': valueChannel('light intensity', 'light_intensity', 2, count, 'illuminance'),
  '0900': stateChannel('light alarm', 'light_alarm'),
  '0a71': accelerationChannel('accelerometer_data'),
  '0a00': stateChannel('orientation alarm', 'orientation_alarm'),
  '0b67': sharedChannels.ambientTemperature,
  '0b68': sharedChannels.relativeHumidity,
  '0c67': valueChannel('MCU temperature', 'mcu_temperature', 2, tenths),
};
