import type { TrackerAlarm, TrackerRecord } from '../codec.ts';

/**
 * The status fields of GT06 status (0x13) and alarm (0x16/0x26) packets, from Concox's GT06
 * protocol v1.8 (§5.3 "status information", §5.4 "alarm data"), with the later alarm codes that
 * Traccar's Gt06ProtocolDecoder maps from newer Concox documents.
 */

export type StatusFields = Omit<TrackerRecord, 'time' | 'valid'>;

/**
 * Terminal information byte: bit 0 armed (defence on), bit 1 ACC high, bit 2 charging
 * (external power), bits 3..5 the alarm (100 SOS, 011 low battery, 010 power cut, 001 shock;
 * 111 is removal on later units), bit 6 GPS tracking on, bit 7 oil and electricity cut (relay on).
 */
const terminalAlarms: Record<number, TrackerAlarm | undefined> = {
  1: 'vibration',
  2: 'power_cut',
  3: 'low_battery',
  4: 'sos',
  7: 'tamper',
};

/**
 * The alarm byte of "alarm/language" (with the language's high nibble above it in 0x27/0xA4).
 * Codes whose meaning differs between models (0x18, 0x19, 0x28 and 0x29 on LW and Seeworld
 * units) take the meaning most units give them, as Traccar does by default. Concox's own table
 * (protocol for JM-VL02, GT300, GT800, X3... V3.1, §6.1 "alarm language") overrides Traccar's
 * where they differ: 0x09 is the moving (displacement, towing) alarm, not vibration, and 0x0C is
 * "power on", no alarm.
 */
const alarmCodes: Record<number, TrackerAlarm | undefined> = {
  1: 'sos',
  2: 'power_cut',
  3: 'vibration',
  4: 'geofence_enter',
  5: 'geofence_exit',
  6: 'overspeed',
  9: 'tow',
  14: 'low_battery',
  15: 'low_battery',
  19: 'tamper',
  20: 'door',
  // Removal (taken off the vehicle).
  24: 'tamper',
  25: 'low_battery',
  26: 'harsh_braking',
  37: 'tamper',
  38: 'harsh_acceleration',
  39: 'harsh_braking',
  41: 'harsh_acceleration',
  44: 'accident',
  48: 'harsh_braking',
  50: 'tamper',
  240: 'harsh_acceleration',
  241: 'harsh_braking',
  242: 'accident',
};

function addAlarm(fields: StatusFields, alarm: TrackerAlarm | undefined): void {
  if (!alarm) return;
  fields.alarms ??= [];
  if (!fields.alarms.includes(alarm)) fields.alarms.push(alarm);
}

/**
 * Terminal information, voltage level and GSM signal into the record. `withAlarms` is set for
 * alarm packets only: the status packet repeats the alarm bits every few minutes while the
 * condition lasts, which would raise the same alarm again and again.
 */
export function applyTerminalInfo(fields: StatusFields, info: number, withAlarms: boolean): void {
  fields.ignition = (info & 0x02) !== 0;
  fields.outputs = (info & 0x80) !== 0 ? 1 : 0;
  fields.extra ??= {};
  fields.extra.armed = (info & 0x01) !== 0;
  fields.extra.charging = (info & 0x04) !== 0;
  fields.extra.gpsTracking = (info & 0x40) !== 0;
  fields.extra.fuelCut = (info & 0x80) !== 0;
  const alarmBits = (info >> 3) & 0x07;
  if (alarmBits !== 0) fields.extra.terminalAlarm = alarmBits;
  if (withAlarms) addAlarm(fields, terminalAlarms[alarmBits]);
}

/**
 * Voltage level 0 (no power) .. 6 (very high), as a percentage like Traccar's level * 100 / 6;
 * some units send a percentage here instead, which is kept as it is.
 */
export function applyVoltageLevel(fields: StatusFields, level: number): void {
  if (level <= 6) fields.batteryPct = Math.round((level * 100) / 6);
  else if (level <= 100) fields.batteryPct = level;
  fields.extra ??= {};
  fields.extra.voltageLevel = level;
}

/** GSM signal 0 (none) .. 4 (strong). */
export function applyGsmSignal(fields: StatusFields, level: number): void {
  if (level <= 4) fields.gsmSignalPct = level * 25;
  fields.extra ??= {};
  fields.extra.gsmSignal = level;
}

export function applyAlarmCode(fields: StatusFields, code: number): void {
  if (code === 0) return;
  addAlarm(fields, alarmCodes[code]);
  fields.extra ??= {};
  fields.extra.alarmCode = code;
}
