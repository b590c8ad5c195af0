import type { TrackerAlarm, TrackerRecord } from '../codec.ts';

/**
 * Xirgo event numbers (the `<EV#>` field) and what they mean for a record, from Xirgo's
 * "Communication Specification and Data Format" documents (XT-2060-G rev. 1.2G, XT-2000-G-X081
 * rev. 1.0C, XT4860 rev. 2.0J) and Traccar's XirgoProtocolDecoder.decodeEvent. Every record keeps
 * its number as `extra.event`; those below also set ignition or raise one of our alarms.
 */
const ignitionOn = new Set([4001, 4003, 6011, 6013]);
const ignitionOff = new Set([4002, 4004, 6012, 6014]);

const alarms: Record<number, TrackerAlarm> = {
  6002: 'overspeed', // speed threshold alert
  6006: 'harsh_acceleration', // acceleration alert
  6007: 'harsh_braking', // deceleration alert
  6008: 'low_battery', // (vehicle) battery threshold alert; Traccar: lowPower
  6009: 'power_cut', // main battery disconnect alert
  6017: 'tow', // towing start alert
  6030: 'movement', // movement start alert
  6071: 'movement', // motion start wake alert
  6090: 'tamper', // Traccar: removing
  6091: 'low_battery', // Traccar: lowBattery (the unit's own)
};

/** Documented events that raise none of our alarms, kept by name beside the number. */
const named: Record<number, string> = {
  4005: 'main_power_disconnected', // periodic report while the main battery is disconnected
  4006: 'heartbeat', // periodic report while powered
  6001: 'direction_change',
  6003: 'rpm_threshold',
  6004: 'geofence_crossing', // in or out is in a field whose place differs by model
  6005: 'mileage_threshold',
  6010: 'main_power_restored',
  6015: 'power_up',
  6016: 'idle',
  6018: 'towing_stop',
  6031: 'movement_stop',
  6032: 'park_time',
  6035: 'accelerometer_threshold',
  6036: 'speed_band',
  6045: 'dtc_change',
  6053: 'vin_read',
  6070: 'software_reset',
  6072: 'motion_stop_wake',
  6073: 'periodic_wake',
};

/** Sets what the event says on `record` (ignition, alarms, `extra.event`, `extra.eventName`). */
export function applyEvent(record: Omit<TrackerRecord, 'time' | 'valid'>, event: number): void {
  record.extra ??= {};
  const extra = record.extra;
  extra.event = event;
  if (ignitionOn.has(event)) record.ignition = true;
  if (ignitionOff.has(event)) record.ignition = false;
  const alarm = alarms[event];
  if (alarm) record.alarms = [alarm];
  const name = named[event];
  if (name) extra.eventName = name;
}

/**
 * Report events are 4xxx (periodic) and 6xxx (alerts); other numbers (1xxx network, 3xxx
 * reporting, 7xxx requests) are the unit's answers to `+XT:` commands, which it sends back under
 * the command's own number (`$$<id>,3001,…##` for `+XT:3001,…`).
 */
export const isReportEvent = (event: number) =>
  (event >= 4000 && event < 5000) || (event >= 6000 && event < 7000);
