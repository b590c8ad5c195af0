import type { TrackerRecord } from '../codec.ts';
import { setExtra } from '../fields.ts';

/**
 * What some units add after the voltages of a `000` report (Traccar's StartekProtocolDecoder, the
 * optional groups of PATTERN_POSITION): an extension flag, fuel sensors `<nn><hex, 0.1>|…`,
 * temperature probes `<nn><hex, 0.1 °C, bit 15 the sign>|…`, the OBD values
 * `rpm|load|air flow|intake pressure|intake temperature|throttle|coolant temperature|fuel rate|fuel level`,
 * a driver's id and the engine's running seconds. An entry that cannot be read is left out.
 */
export function readExtensions(record: TrackerRecord, rest: string[]): void {
  const [extended, fuel = '', temperature = '', obd = '', ...tail] = rest;
  if (extended === undefined || !/^\d+$/.test(extended)) return;
  for (const [index, value] of indexed(fuel)) setExtra(record, `fuel${index}`, value / 10);
  for (const [index, value] of indexed(temperature)) {
    const celsius = ((value & 0x8000 ? -1 : 1) * (value & 0x7fff)) / 10;
    setExtra(record, `temp${index}`, celsius);
    // The first probe wired to the unit is its external temperature.
    record.externalTemperatureC ??= celsius;
  }
  if (obd !== '' && !readObd(record, obd)) return;
  let next = tail.shift();
  if (next !== undefined && next.length >= 20) {
    setExtra(record, 'driverUniqueId', next);
    next = tail.shift();
  }
  if (next !== undefined && /^\d{1,10}$/.test(next)) setExtra(record, 'engineSeconds', Number(next));
}

/** `<nn><hex>|<nn><hex>…`, a sensor's two-digit index and its raw value. */
function indexed(field: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const entry of field.split('|')) {
    const m = /^(\d\d)([0-9A-Fa-f]{1,8})$/.exec(entry);
    if (m) out.push([Number(m[1]), Number.parseInt(m[2] as string, 16)]);
  }
  return out;
}

const obdShape = /^(\d*)\|(\d*)\|(\d*)\|(\d*)\|(\d*)\|(\d*)\|(\d*)\|(\d*)\|(?:(\d+)([%L]))?$/;

/** The OBD values, where given (an empty one is not read); false when the field is not them. */
function readObd(record: TrackerRecord, field: string): boolean {
  const m = obdShape.exec(field);
  if (!m) return false;
  const put = (name: string, i: number, convert: (n: number) => number = (n) => n) => {
    if (m[i]) setExtra(record, name, convert(Number(m[i])));
  };
  put('rpm', 1);
  put('engineLoad', 2);
  put('airFlow', 3);
  put('airPressure', 4);
  put('airTemp', 5, (n) => n - 40);
  put('throttle', 6);
  put('coolantTemp', 7, (n) => n - 40);
  put('fuelConsumption', 8, (n) => n / 10);
  put(m[10] === 'L' ? 'fuelLevelL' : 'fuelLevelPct', 9);
  return true;
}
