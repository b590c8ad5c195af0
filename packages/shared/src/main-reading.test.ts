import { describe, expect, it } from 'vitest';
import { mainReading } from './main-reading.ts';

/** A device's latest readings, keyed by field, as the device list answers them. */
const readings = (fields: Record<string, number>) => fields;

// Milesight-IoT/SensorDecoders am-series/am307/am307-codec.json: its example payload decodes to
// battery 92 %, temperature 30.8 °C, humidity 50.5 %, CO2 1255 ppm, TVOC 7, pressure 1004.7 hPa.
const am307 = readings({
  battery_pct: 92,
  temperature: 30.8,
  humidity: 50.5,
  co2: 1255,
  tvoc: 7,
  pressure: 1004.7,
});
// Dragino LDS02 user manual, "Uplink payload": battery (mV) and the door status.
const lds02 = readings({ battery_mv: 3094, door_open: 1 });
// Traccar Client (OsmAnd protocol): a position and `batt`, the phone's battery percentage.
const phone = readings({ battery_pct: 55 });

describe('mainReading', () => {
  it('picks what a CO2 sensor is for, not the temperature it also reports', () => {
    expect(mainReading({ type: 'co2', readings: am307 })).toBe('co2');
    // The demo's sensor is typed 'CO2'.
    expect(mainReading({ type: 'CO2', readings: am307 })).toBe('co2');
    expect(mainReading({ type: 'temperature', readings: am307 })).toBe('temperature');
    expect(mainReading({ type: 'humidity', readings: am307 })).toBe('humidity');
  });

  it('takes the type’s field for a device that has not reported yet', () => {
    expect(mainReading({ type: 'co2', readings: {} })).toBe('co2');
    expect(mainReading({ type: 'door/window', readings: {} })).toBe('door_open');
    expect(mainReading({ type: 'watts', readings: {} })).toBe('power');
  });

  it('keeps to fields the device reports when its type says otherwise', () => {
    // A door sensor typed as a temperature sensor: its door, not a temperature it never sends.
    expect(mainReading({ type: 'temperature', readings: lds02 })).toBe('door_open');
    expect(mainReading({ type: 'door/window', readings: lds02 })).toBe('door_open');
  });

  it('offers a gauge only numbers, the battery last', () => {
    expect(mainReading({ type: 'door/window', readings: lds02 }, { numeric: true })).toBe('battery_mv');
    expect(mainReading({ type: 'location', readings: phone }, { numeric: true })).toBe('battery_pct');
    expect(mainReading({ type: 'location', readings: {} })).toBe('battery_pct');
    expect(mainReading({ type: 'co2', readings: am307 }, { numeric: true })).toBe('co2');
  });

  it('reads a level sensor typed distance for its level, not its board temperature', () => {
    // Milesight EM500-SWL (em500-swl-codec.yaml): battery and the water level.
    expect(mainReading({ type: 'distance', readings: { battery_pct: 92, liquid_level_mm: 20 } })).toBe(
      'liquid_level_mm',
    );
    // A Pepperl+Fuchs WILSEN sonic level set to send its fill level and temperature, no distance.
    const wilsen = readings({ battery_mv: 3400, temperature: 20.8, fill_level_pct: 93 });
    expect(mainReading({ type: 'distance', readings: wilsen })).toBe('fill_level_pct');
    expect(mainReading({ type: 'distance', readings: {} })).toBe('distance_mm');
  });

  it('reads a presence sensor typed motion by what it reports: occupancy, or the people it counts', () => {
    // Milesight VS340 (TTN vs340-codec.yaml, 01 75 64 03 00 01): battery 100 %, occupied.
    expect(mainReading({ type: 'motion', readings: { battery_pct: 100, occupied: true } })).toBe('occupied');
    // Milesight VS121 people counter: the people present now and the period's crossings.
    expect(mainReading({ type: 'motion', readings: { people_in: 2, people_count: 3 } })).toBe('people_count');
    expect(mainReading({ type: 'motion', readings: { motion: true, occupied: false } })).toBe('motion');
  });
});
