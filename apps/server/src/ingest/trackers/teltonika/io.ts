import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { addAlarm, setExtra } from '../fields.ts';
import { applySensorElement } from './sensors.ts';

/**
 * Teltonika's I/O elements as our record's fields. Ids, units and values from Teltonika's
 * "FMB Teltonika Data Sending Parameters ID" (AVL ID) list; Traccar's TeltonikaProtocolDecoder
 * maps the same ids. Temperature and humidity sensors are sensors.ts's. Whatever is not mapped
 * here is kept in `extra` as `io<ID>`.
 */

/**
 * Elements the device sends as signed numbers: accelerometer axes (mG), Dallas probes (0.1 °C),
 * engine temperature (0.1 °C), BLE temperatures #1..#4 and EYE temperatures 1..4 (0.01 °C).
 */
export const signedIoIds = new Set([
  17, 18, 19, 25, 26, 27, 28, 72, 73, 74, 75, 115, 10800, 10801, 10802, 10803,
]);

/**
 * Digital inputs 1..4 and outputs 1..3. An input is a 1-byte element: on FMB/FMC/FMM units id 4 is
 * "Pulse counter DIN1", a 4-byte count, and only older FM units send a 1-byte DIN4 under it.
 */
const inputBit: Record<number, number> = { 1: 0, 2: 1, 3: 2, 4: 3 };
const outputBit: Record<number, number> = { 179: 0, 180: 1, 380: 2 };

/** Geofence zones 1..5 (155..159) and the auto geofence (175): 0 left the zone, 1 entered it. */
const geofenceIds = new Set([155, 156, 157, 158, 159, 175]);

/** Green driving type (253): 1 harsh acceleration, 2 harsh braking, 3 harsh cornering. */
const greenDriving: Record<number, TrackerAlarm | undefined> = {
  1: 'harsh_acceleration',
  2: 'harsh_braking',
};

function setBit(mask: number | undefined, bit: number, on: boolean): number {
  const base = mask ?? 0;
  return on ? base | (1 << bit) : base & ~(1 << bit);
}

/**
 * Applies one I/O element to the record. `eventIoId` is the element that made the device write
 * this record: state elements that the device may repeat in every record (towing, unplug,
 * geofence) raise their alarm only on the record they caused, so a periodic record does not
 * raise it again; purely eventual elements (alarm button, crash, overspeed) raise it whenever present.
 */
export function applyIoElement(
  record: TrackerRecord,
  id: number,
  value: number | string,
  eventIoId: number,
  /** The element's size in bytes, where the codec says it. */
  size?: number,
): void {
  if (typeof value === 'string') {
    setExtra(record, `io${id}`, value);
    return;
  }
  const caused = id === eventIoId;
  if (applySensorElement(record, id, value, size)) return;
  switch (id) {
    case 239:
      record.ignition = value === 1;
      return;
    case 240:
      setExtra(record, 'movement', value === 1);
      return;
    case 66:
      record.externalPowerV = value / 1000;
      return;
    case 67:
      record.batteryV = value / 1000;
      return;
    case 113:
      // "Battery Level" (FMB, TAT, TMT lists), 1 byte, 0..100 %. Other families send another
      // element under this id (4 bytes in Traccar's vectors), which is kept as it came.
      if (value <= 100 && (size === undefined || size === 1)) {
        record.batteryPct = value;
        return;
      }
      break;
    case 16:
      record.odometerM = value;
      return;
    case 199:
      setExtra(record, 'tripOdometerM', value);
      return;
    case 21:
      // GSM signal is reported on a 0..5 scale.
      record.gsmSignalPct = Math.min(5, value) * 20;
      return;
    case 69:
      setExtra(record, 'gnssStatus', value);
      return;
    case 181:
      setExtra(record, 'pdop', value / 10);
      return;
    case 182:
      record.hdop = value / 10;
      return;
    case 236:
      // "Alarm": generated when the alarm (panic) button is pressed.
      if (value === 1) addAlarm(record, 'sos');
      return;
    case 247:
      // Crash detection: 1..6 are the kinds of crash (with or without trace).
      if (value > 0) addAlarm(record, 'accident');
      setExtra(record, 'crash', value);
      return;
    case 252:
      // Unplug: 1 = the device was unplugged from external power.
      if (value === 1 && caused) addAlarm(record, 'power_cut');
      setExtra(record, 'unplugged', value === 1);
      return;
    case 246:
      if (value === 1 && caused) addAlarm(record, 'tow');
      setExtra(record, 'towing', value === 1);
      return;
    case 255:
      // Over speeding: the value is the speed (km/h) at the start and end of the event.
      if (value > 0) addAlarm(record, 'overspeed');
      setExtra(record, 'overspeedKmh', value);
      return;
    case 253: {
      const alarm = greenDriving[value];
      if (alarm) addAlarm(record, alarm);
      setExtra(record, 'greenDrivingType', value);
      return;
    }
    default:
      break;
  }
  const din = inputBit[id];
  if (din !== undefined && value <= 1 && (size === undefined || size === 1)) {
    record.inputs = setBit(record.inputs, din, value === 1);
    return;
  }
  const dout = outputBit[id];
  if (dout !== undefined) {
    record.outputs = setBit(record.outputs, dout, value === 1);
    return;
  }
  if (geofenceIds.has(id) && caused) addAlarm(record, value === 1 ? 'geofence_enter' : 'geofence_exit');
  setExtra(record, `io${id}`, value);
}
