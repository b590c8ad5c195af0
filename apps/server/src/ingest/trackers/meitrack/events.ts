import type { TrackerAlarm, TrackerRecord } from '../codec.ts';

/** Event codes (MEITRACK GPRS Protocol, 1.3 Event Code) that are alarms of ours. */
const alarms: Record<number, TrackerAlarm> = {
  1: 'sos',
  2: 'door',
  17: 'low_battery',
  // "Low External Battery Alarm": the vehicle's battery, not the unit's.
  18: 'low_external_power',
  19: 'overspeed',
  20: 'geofence_enter',
  21: 'geofence_exit',
  23: 'power_cut',
  36: 'tow',
  78: 'accident',
  129: 'harsh_braking',
  130: 'harsh_acceleration',
};

/** What a report's event code says, the same in text (AAA) and binary (CCC, CCE) reports. */
export function applyEventCode(
  record: TrackerRecord,
  extra: Record<string, number | string | boolean>,
  event: number,
): void {
  extra.event = event;
  const alarm = alarms[event];
  if (alarm) record.alarms = [alarm];
  if (event === 3 || event === 11) record.ignition = event === 3;
  if (event === 22 || event === 23) extra.externalPower = event === 22;
}
