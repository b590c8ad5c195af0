import type { TrackerAlarm, TrackerRecord } from '../codec.ts';

/**
 * H02's vehicle status word (4 bytes, sent as 8 hex digits in text and as 4 bytes in binary).
 * The H02 document: "bit representation using negative logic, bit = 0 is valid", i.e. an
 * alarm is on when its bit is 0. Bits as Traccar's H02ProtocolDecoder reads them: 0 vibration,
 * 1 and 18 SOS, 2 overspeed, 19 power cut; bit 10 is the ACC (set = on).
 */

const alarmBits: Array<[bit: number, alarm: TrackerAlarm]> = [
  [0, 'vibration'],
  [1, 'sos'],
  [18, 'sos'],
  [2, 'overspeed'],
  [19, 'power_cut'],
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
