import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { addAlarm, setExtra } from '../fields.ts';

/**
 * Ruptela's IO elements as our record's fields. The ids, units and scales are those of Ruptela's
 * "FM Pro, FM Eco & FM Tco Protocols" IO list as Traccar's RuptelaProtocolDecoder reads them (the
 * document itself is confidential to Ruptela's partners; flespi's public Ruptela parameter list
 * names the same ids). Whatever is not mapped is kept in `extra` as `io<id>`.
 *
 * An element is 1, 2, 4 or 8 bytes, by the group it is sent in; values are unsigned except the
 * temperatures. An 8-byte value past 2^53 is kept as hex, so nothing is rounded.
 */

/** Digital inputs DIN1..DIN4 are ids 2..5 (on FM units DIN4 is usually wired to the ignition). */
const inputBit: Record<number, number> = { 2: 0, 3: 1, 4: 2, 5: 3 };

/** Analog inputs: AIN1 22, AIN2 23, AIN3 20, AIN4 21 (mV). */
const analogInput: Record<number, string> = { 22: 'adc1', 23: 'adc2', 20: 'adc3', 21: 'adc4' };

/** Temperature sensors (0.1 °C, signed): 1-Wire 1..3 are 78..80, the 4th is 74. */
const temperature: Record<number, string> = { 78: 'temp1', 79: 'temp2', 80: 'temp3', 74: 'temp4' };

/** Values that are 0/1 flags: an alarm raised when the value is non-zero. */
const flagAlarms: Record<number, TrackerAlarm> = {
  134: 'harsh_braking',
  136: 'harsh_acceleration',
  410: 'tow',
  411: 'accident',
};

/** CAN and OBD values with their scale to the unit named. */
const scaled: Record<number, [name: string, scale: number]> = {
  39: ['engineLoad', 1],
  94: ['rpm', 0.25],
  95: ['obdSpeedKmh', 1],
  98: ['fuelPct', 100 / 255],
  100: ['fuelConsumption', 1 / 20],
  164: ['tripOdometerM', 5],
  165: ['obdSpeedKmh', 1 / 256],
  166: ['rpm', 0.125],
  197: ['rpm', 0.125],
  205: ['fuel', 1],
  207: ['fuelLevelPct', 0.4],
  208: ['fuelUsedL', 0.5],
  645: ['obdOdometerM', 1000],
};

/** Elements whose value is signed (temperatures, the PCB's included). */
export const signedIoIds = new Set([32, 74, 78, 79, 80]);

/** 8-byte halves that make one value: a driver's card (CAN 126/127, tachograph 155/156), a tag (760/761). */
const halves = new Set([126, 127, 155, 156, 760, 761]);

export type IoValue = { id: number; size: number; value: bigint };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function asNumber(io: IoValue): number | string {
  if (io.value <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(io.value);
  return io.value.toString(16).padStart(io.size * 2, '0');
}

function signed(io: IoValue): number {
  return Number(BigInt.asIntN(io.size * 8, io.value));
}

/** Applies one element; `pending` holds the halves of two-element values until the record ends. */
export function applyIo(record: TrackerRecord, io: IoValue, pending: Map<number, IoValue>): void {
  const { id } = io;
  if (halves.has(id)) {
    pending.set(id, io);
    return;
  }
  if (signedIoIds.has(id)) {
    const value = signed(io);
    if (id === 32) setExtra(record, 'deviceTempC', value);
    else setExtra(record, temperature[id] as string, value / 10);
    return;
  }
  const value = asNumber(io);
  if (typeof value === 'string') {
    setExtra(record, id === 34 ? 'driverId' : `io${id}`, value);
    return;
  }
  const din = inputBit[id];
  if (din !== undefined) {
    record.inputs = value ? (record.inputs ?? 0) | (1 << din) : (record.inputs ?? 0) & ~(1 << din);
    return;
  }
  const alarm = flagAlarms[id];
  if (alarm) {
    if (value > 0) addAlarm(record, alarm);
    setExtra(record, `io${id}`, value);
    return;
  }
  const scale = scaled[id];
  if (scale) {
    setExtra(record, scale[0], round(value * scale[1]));
    return;
  }
  switch (id) {
    case 13:
    case 173:
      setExtra(record, 'movement', value > 0);
      return;
    case 29:
      record.externalPowerV = value / 1000;
      return;
    case 30:
      record.batteryV = value / 1000;
      return;
    case 34:
      // iButton (1-Wire) id, as the hex of its bytes.
      setExtra(record, 'driverId', io.value.toString(16).padStart(io.size * 2, '0'));
      return;
    case 65:
      // Virtual (GPS) odometer, metres.
      record.odometerM = value;
      return;
    case 88:
      // GSM jamming detected.
      setExtra(record, 'jamming', value > 0);
      return;
    case 150:
      setExtra(record, 'gsmOperator', value);
      return;
    case 163:
      // CAN total distance, 5 m a unit; the odometer where the unit sends no virtual one.
      setExtra(record, 'canOdometerM', value * 5);
      return;
    case 170:
      setExtra(record, 'charging', value > 0);
      return;
    case 251:
    case 409:
      record.ignition = value > 0;
      return;
    case 415:
      // GNSS antenna state: 0 = disconnected.
      setExtra(record, 'gpsAntennaCut', value === 0);
      return;
    case 758:
      if (value === 1) addAlarm(record, 'tamper');
      setExtra(record, 'io758', value);
      return;
    default: {
      const adc = analogInput[id];
      setExtra(record, adc ?? `io${id}`, value);
    }
  }
}

/** Two 8-byte halves as ASCII (a driver card's number), trailing NULs dropped. */
function asciiOf(first: IoValue, second: IoValue): string {
  const bytes = Buffer.alloc(16);
  bytes.writeBigUInt64BE(first.value, 0);
  bytes.writeBigUInt64BE(second.value, 8);
  return bytes
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

/** The record's last steps: joined halves, and the CAN odometer where no virtual one came. */
export function finishIo(record: TrackerRecord, pending: Map<number, IoValue>): void {
  const pairs: Array<[number, number, string, (a: IoValue, b: IoValue) => string]> = [
    [126, 127, 'driverId', asciiOf],
    [155, 156, 'tachoDriverId', asciiOf],
    [760, 761, 'tagId', (a, b) => a.value.toString(16) + b.value.toString(16)],
  ];
  for (const [a, b, name, join] of pairs) {
    const first = pending.get(a);
    const second = pending.get(b);
    if (first && second) {
      const joined = join(first, second);
      if (joined && !/^0+$/.test(joined)) setExtra(record, name, joined);
    } else if (first ?? second) {
      const one = (first ?? second) as IoValue;
      setExtra(record, `io${one.id}`, asNumber(one));
    }
  }
  pending.clear();
  const can = record.extra?.canOdometerM;
  if (record.odometerM === undefined && typeof can === 'number') record.odometerM = can;
}
