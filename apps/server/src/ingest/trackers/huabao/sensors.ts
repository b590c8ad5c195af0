import type { TrackerRecord } from '../codec.ts';

/**
 * Temperature and humidity sensors in JT/T 808 vendor items, as Traccar's Jt808ProtocolDecoder
 * (9e5c458ad0bf) reads them and its decoder tests send them. Which reading each is (as
 * codec.ts's fields say): wired probes are `external_temperature`, the first probe of a unit
 * that has several; the others stay in `extra` as `temp2`… A sensor that measures the air where
 * it sits (a Bluetooth tag, the unit's environment sensor) is `temperature` and `humidity`.
 */

type Fields = Omit<TrackerRecord, 'time' | 'valid'>;
type Extra = NonNullable<Fields['extra']>;

const bit = (word: number, n: number) => ((word >>> n) & 1) === 1;

/**
 * 0x51, the probes of a cold-chain unit: one (2 bytes) or eight (16 bytes) values in 1/10 °C,
 * sign and magnitude (bit 15 set: below zero), 0xFFFF where no probe is fitted. Probe 1 is
 * `external_temperature`, probes 2-8 `temp2`..`temp8`.
 */
export function readProbes(value: Buffer, fields: Fields, extra: Extra): boolean {
  if (value.length !== 2 && value.length !== 16) return false;
  for (let i = 0; i < value.length / 2; i++) {
    const raw = value.readUInt16BE(i * 2);
    if (raw === 0xffff) continue;
    const celsius = ((raw & 0x8000 ? -1 : 1) * (raw & 0x7fff)) / 10;
    if (i === 0) fields.externalTemperatureC = celsius;
    else extra[`temp${i + 1}`] = celsius;
  }
  return true;
}

/**
 * 0xF6, an asset unit's sensors (the AOVX GL100-LA of Traccar's test): an event byte (2: it
 * moved), a mask, then per mask bit 0 light (2 bytes), 1 temperature (signed, 1/10 °C),
 * 2 humidity (1/10 %), 3 acceleration (3 × 2 bytes), 4 thresholds (10 bytes), 5 air pressure
 * (2 bytes). Lengths 2 and 8 are other units' air pressure and IMEI, not read here.
 */
export function readEnvironment(value: Buffer, fields: Fields, extra: Extra): boolean {
  if (value.length < 2 || value.length === 2 || value.length === 8) return false;
  extra.event = value[0] as number;
  const mask = value[1] as number;
  let at = 2;
  const take = (size: number) => {
    const from = at;
    at += size;
    return at <= value.length ? value.subarray(from, at) : undefined;
  };
  if (bit(mask, 0)) {
    const light = take(2);
    if (light) extra.lightSensor = light.readUInt16BE(0);
  }
  if (bit(mask, 1)) {
    const temperature = take(2);
    if (temperature) fields.temperatureC = temperature.readInt16BE(0) / 10;
  }
  if (bit(mask, 2)) {
    const humidity = take(2)?.readInt16BE(0);
    if (humidity !== undefined && humidity >= 0 && humidity <= 1000) fields.humidityPct = humidity / 10;
  }
  return true;
}

/**
 * 0xE6 of 11 bytes a sensor (not the `$OBD-RT` text other units send in it): the sensor's number,
 * its MAC (6), then temperature and humidity, each a signed whole part and a fraction in 1/255.
 * Bluetooth tags measuring the air: the lowest-numbered is `temperature` and `humidity`, every one
 * also in `extra` as `temp<n>` and `humidity<n>`.
 */
export function readBluetoothSensors(value: Buffer, fields: Fields, extra: Extra): boolean {
  if (value.length === 0 || value.length % 11 !== 0 || value.toString('latin1').startsWith('$OBD-RT')) {
    return false;
  }
  let lowest = Number.POSITIVE_INFINITY;
  for (let at = 0; at < value.length; at += 11) {
    const n = value[at] as number;
    const celsius = customNumber(value, at + 7);
    const humidity = customNumber(value, at + 9);
    extra[`temp${n}`] = celsius;
    extra[`humidity${n}`] = humidity;
    if (n < lowest) {
      lowest = n;
      fields.temperatureC = celsius;
      if (humidity >= 0 && humidity <= 100) fields.humidityPct = humidity;
    }
  }
  return true;
}

/** A signed byte's whole part and an unsigned byte's 1/255 fraction, to two decimals. */
function customNumber(value: Buffer, at: number): number {
  const whole = value.readInt8(at);
  const fraction = (value[at + 1] as number) / 255;
  const magnitude = Math.abs(whole) + fraction;
  return Math.round((whole < 0 ? -magnitude : magnitude) * 100) / 100;
}
