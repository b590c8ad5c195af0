import type { TrackerAlarm, TrackerRecord } from '../codec.ts';

/**
 * H02's vehicle status word (4 bytes, sent as 8 hex digits in text and as 4 bytes in binary),
 * first byte most significant. The H02 document (Sinotrack "Protocol ST-901, 901M, 902, 904, 905,
 * 915, 925, 906, 907", "vehicle_status"): "bit is mean use negative logic, like bit=0 valid", i.e.
 * an alarm is on when its bit is 0. Its tables, by word bit: 0 illegal door opening ("steal alarm"
 * in its first table), 1 SOS, 2 overspeed, 7 over the geo-fence, 10 ACC off (so bit 10 set is the
 * ACC on), 17 shake, 19 running on the backup battery (external power cut), 25 tow/move alert,
 * 28 the car's power off. Bit 18 is reserved there; Traccar reads it as SOS, as we do.
 */

const alarmBits: Array<[bit: number, alarm: TrackerAlarm]> = [
  [0, 'door'],
  [1, 'sos'],
  [18, 'sos'],
  [2, 'overspeed'],
  [7, 'geofence_exit'],
  [17, 'vibration'],
  [19, 'power_cut'],
  [28, 'power_cut'],
  [25, 'tow'],
];

export type StatusFields = Omit<TrackerRecord, 'time' | 'valid'>;

const bitSet = (status: number, bit: number) => Math.floor(status / 2 ** bit) % 2 === 1;

/** Ignition and the raw word; the alarms too when `withAlarms` (positions, not heartbeats). */
export function applyStatus(fields: StatusFields, status: number, withAlarms: boolean): void {
  fields.ignition = bitSet(status, 10);
  fields.extra ??= {};
  fields.extra.status = status.toString(16).toUpperCase().padStart(8, '0');
  if (!withAlarms) return;
  for (const [bit, alarm] of alarmBits) {
    if (bitSet(status, bit)) continue;
    fields.alarms ??= [];
    if (!fields.alarms.includes(alarm)) fields.alarms.push(alarm);
  }
}

/** Knots, as H02 units send their speed, to km/h. */
export const knotsToKmh = (knots: number) => Math.round(knots * 1.852 * 100) / 100;

/** Degrees from whole degrees and decimal minutes, negative in the southern or western hemisphere. */
export function toDegrees(degrees: number, minutes: number, negative: boolean): number {
  const value = degrees + minutes / 60;
  return negative ? -value : value;
}
