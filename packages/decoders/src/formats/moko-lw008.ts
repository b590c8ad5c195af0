import { u8 } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { type HeaderNames, nameOf } from './moko-tracker.ts';

// What MOKO's two LW008 decoders say alike: "LW008-MT on TTN.js" (models/moko-lw008-mt.ts) and
// "LW008-MTE:PTE:LW001-BGE:LW011-MT/... on TTN.js" (formats/moko-lw008-mte.ts) word the reboot
// reasons, Wi-Fi and BLE fixes, fix failures, shutdowns and events the same, and read the states
// byte with the same bits, the MTE's above a mode field one bit wider.

/** Both decoders' names for the downlink count, battery voltage and position. */
export const NAMES: HeaderNames = { count: 'ack', volts: 'battery_value', lat: 'latitude', lon: 'longitude' };

/** The frame each port carries (the MTE's decoder adds port 3, its battery consumption). */
export const PAYLOAD_TYPES: Readonly<Record<number, string>> = {
  1: 'Heartbeat',
  2: 'Location Fixed',
  4: 'Location Failure',
  5: 'Shutdown',
  6: 'Shock',
  7: 'Man Down detection',
  8: 'Event Message',
  9: 'Battery Consumption',
};

/** Reboot reasons of the LW008-MT; the MTE's decoder adds "Factory reset" (4). */
export const REBOOT_REASONS = [
  'Restart after power failure',
  'Bluetooth command request',
  'LoRaWAN command request',
  'Power on after normal power off',
] as const;

/** Position types 0-2 (Wi-Fi, Wi-Fi for LoRa Cloud, BLE); each decoder names its GPS types after them. */
export const SCAN_POSITION_TYPES = [
  'WIFI positioning success (Customized Format)',
  'WIFI positioning success (LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
  'Bluetooth positioning success',
] as const;

export const FAILURES = [
  'WIFI positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
  'WIFI module is not detected, the WIFI module itself works abnormally',
  'Bluetooth positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'Bluetooth positioning strategies timeout (Please increase the Bluetooth positioning timeout via MKLoRa app)',
  'Bluetooth broadcasting in progress (Please reduce the Bluetooth broadcast timeout or avoid Bluetooth positioning when Bluetooth broadcasting in process via MKLoRa app)',
  'GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
  'GPS positioning time is not enough (The location payload reporting interval is set too short, please increase the report interval of the current working mode via MKLoRa app)',
  'GPS aiding positioning timeout (Please adjust GPS autonomous latitude and autonomous longitude)',
  'The ephemeris of GPS aiding positioning is too old, need to be updated.',
  'PDOP limit (Please increase the PDOP value via MKLoRa app)',
  'Interrupted by Downlink for Position',
  'Interrupted positioning at start of movement(the movement ends too quickly, resulting in not enough time to complete the positioning)',
  'Interrupted positioning at end of movement(the movement restarted too quickly, resulting in not enough time to complete the positioning)',
] as const;

export const SHUTDOWNS = [
  'Bluetooth command to turn off the device',
  'LoRaWAN command to turn off the device',
  'Magnetic to turn off the device',
  'The battery run out',
] as const;

export const EVENTS = [
  'Start of movement',
  'In movement',
  'End of movement',
  'Uplink Payload triggered by downlink message',
  'Notify of ephemeris update start',
  'Notify of ephemeris update end',
] as const;

/**
 * The states byte: the operation mode in its low `modeBits` bits (2 on the MT, 3 on the MTE), then
 * low battery, man down (idle), moved since the last payload and position on request.
 */
export function readStates(
  state: number,
  modes: readonly string[],
  modeBits: 2 | 3,
  out: ResultBuilder,
): void {
  const set = (bit: number) => ((state >> (modeBits + bit)) & 1) === 1;
  out.set('operation_mode', nameOf(modes, state & ((1 << modeBits) - 1)));
  out.set('battery_level', set(0) ? 'Low battery' : 'Normal');
  out.set('mandown_status', set(1) ? 'In idle' : 'Not in idle');
  out.set('motion_state_since_last_paylaod', set(2) ? 'Yes' : 'No');
  out.set('positioning_type', set(3) ? 'Downlink for position' : 'Normal');
  out.reading('low_battery', set(0));
  out.reading('fall_detected', set(1));
  out.reading('motion', set(2));
}

/** Port 1's reboot reason (byte 3) and firmware version (byte 4: 2, 2 and 4 bits), as both decoders print them. */
export function readRebootAndVersion(
  bytes: Uint8Array,
  reasons: readonly string[],
  out: ResultBuilder,
): void {
  const version = u8(bytes, 4);
  out.set('reboot_reason', nameOf(reasons, u8(bytes, 3)));
  out.set('firmware_version', `V${version >> 6}.${(version >> 4) & 0x03}.${version & 0x0f}`);
}
