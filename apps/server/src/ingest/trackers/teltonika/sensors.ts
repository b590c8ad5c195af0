import type { TrackerRecord } from '../codec.ts';

/**
 * Temperature and humidity sensors a Teltonika unit reads, as the record's typed values (which
 * records.ts turns into readings). Sources:
 * - [fmb] Teltonika wiki, "FMB Teltonika Data Sending Parameters ID" (and the FMC/FMM lists, which
 *   share it): 72..75 "Dallas Temperature 1..4", 4 bytes signed, -550..1150 x 0.1 °C, "if 850 –
 *   Sensor not ready, if 2000 – Value read error, if 3000 – Not connected, if 4000 – ID failed, if
 *   5000 – same as 850"; 25..28 "BLE Temperature #1..#4", 2 bytes signed, 0.01 °C, -40..+125 °C,
 *   "Error codes: 4000 - abnormal sensor state, 3000 - sensor not found, 2000 - failed sensor data
 *   parsing"; 86, 104, 106, 108 "BLE Humidity #1..#4", 2 bytes, 0..1000 x 0.1 %RH; since firmware
 *   03.29 the EYE Sensor elements 10800..10803 "EYE Temperature 1..4" (2 bytes signed, 0.01 °C, as
 *   the EYE Sensor page gives its temperature) and 10804..10807 "EYE Humidity 1..4" (1 byte, %).
 * - [mobility] Teltonika wiki, "AVL ID List - BLE Sensor elements" (TAT100/140/141/240, TMT250,
 *   GH5200, TFT100, TST100): the same BLE ids, whose errors are 32767 sensor not found, 32766
 *   failed parsing, 32765 abnormal state: outside the range, so the range check drops them.
 * - [fm36] the older FM list: 72..74 on 2 bytes, "10 * Degrees (°C), -55 - +115, if 3000 – Dallas
 *   error".
 * - Traccar's TeltonikaProtocolDecoder: the same ids and multipliers (temp1 = 72 / 10, bleTemp1 =
 *   25 / 100, eyeTemp1 = 10800 / 100).
 *
 * Which reading a sensor is: a probe wired to the unit (Dallas 1-Wire) is `external_temperature`,
 * as a Dragino LHT65's DS18B20 probe is; a Bluetooth sensor that measures the air where it sits
 * (the EYE Sensor, a BLE temperature/humidity tag) is `temperature` and `humidity`, the pair an
 * air sensor reports. No Teltonika element gives the unit's own temperature in `temperature`.
 * Our vocabulary has one field of each, so only sensor #1 of each kind becomes a reading;
 * sensors #2..#4 stay in `extra` as `io<id>` with the device's raw value.
 *
 * A value the lists reserve as an error, or one outside the documented range, gives no reading:
 * it stays in `extra` as `io<id>` (raw), so the sensor's state can still be seen. Consequence: a
 * BLE sensor at exactly 20.00, 30.00 or 40.00 °C gives no reading for that record, since FMB
 * firmware sends those values as its error codes.
 */

type SensorField = 'temperatureC' | 'externalTemperatureC' | 'humidityPct';

type Sensor = {
  field: SensorField;
  /** Element sizes in bytes the lists give; another size is another family's element. */
  sizes: readonly number[];
  scale: number;
  /** The documented range of the raw value. */
  min: number;
  max: number;
  /** Raw values inside the range that the lists reserve for errors. */
  errors?: readonly number[];
  /**
   * Taken only when the record has no value for the field yet (EYE elements, where the older BLE
   * element of the same sensor slot is preferred); a primary element replaces it.
   */
  fallback?: boolean;
};

const dallasProbe1: Sensor = {
  field: 'externalTemperatureC',
  sizes: [2, 4],
  scale: 0.1,
  min: -550,
  max: 1150,
  // 850 (85.0 °C, the DS18B20's power-on value) is "Sensor not ready"; 2000..5000 are out of range.
  errors: [850],
};

const sensors: Record<number, Sensor> = {
  72: dallasProbe1,
  25: {
    field: 'temperatureC',
    sizes: [2],
    scale: 0.01,
    min: -4000,
    max: 12500,
    errors: [2000, 3000, 4000],
  },
  10800: { field: 'temperatureC', sizes: [2], scale: 0.01, min: -4000, max: 12500, fallback: true },
  86: { field: 'humidityPct', sizes: [2], scale: 0.1, min: 0, max: 1000 },
  10804: { field: 'humidityPct', sizes: [1], scale: 1, min: 0, max: 100, fallback: true },
};

const decimals = (scale: number) => Math.max(0, -Math.floor(Math.log10(scale)));

/**
 * Sets the record's sensor value from a sensor element; true when the element was one and its
 * value a measurement (false leaves the element to be kept as `io<id>`).
 */
export function applySensorElement(record: TrackerRecord, id: number, value: number, size?: number): boolean {
  const sensor = sensors[id];
  if (!sensor) return false;
  if (size !== undefined && !sensor.sizes.includes(size)) return false;
  if (value < sensor.min || value > sensor.max || sensor.errors?.includes(value)) return false;
  if (sensor.fallback && record[sensor.field] !== undefined) return false;
  record[sensor.field] = Number((value * sensor.scale).toFixed(decimals(sensor.scale)));
  return true;
}
