import { requireLength, s8, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';
import {
  decodeStoredFrame,
  type HeaderNames,
  nameOf as named,
  readBatteryByte,
  readCompactFix,
  readCounters,
  readDateTime,
  readGpsFix,
  readScan,
} from './moko-tracker.ts';

// MOKO LW001-BG (firmware 1.0.x) and LW001-BG PRO: the port says what the frame is; ports 1-10
// start with a 3-byte header (states, chip temperature, downlink count and battery). Names and
// values follow TTN's vendor/moko/lw001-bgpro.js (the codec with documented examples); what it
// lacks (port 11, port 9 of the PRO V2, port 5's 1-byte count) follows MOKO's "LW001-BG PRO on
// TTN.js" and "LW001-BG PRO V2 on TTN.js".

const PACKET_TYPES = [
  'heart',
  'fix_success',
  'fix_false',
  'sys_close_info',
  'shake_info',
  'idle_info',
  'demolish_alarm',
  'event',
  'battery_consume',
  'config',
  'store_data',
  'limit_gps_data',
];
const WORK_MODES = ['standby mode', 'period mode', 'timing mode', 'motion mode'];
const FIX_TYPES = ['work_mode_fix', 'down_request_fix'];
const RESTART_REASONS = [
  'power_restart',
  'ble_cmd_restart',
  'lorawan_cmd_restart',
  'switch_off_mode_restart',
];
const FIX_TECHS = ['wifi', 'ble', 'gps'];
const FIX_FALSE_REASONS = [
  'wifi_fix_time_timeout',
  'wifi_fix_tech_timeout',
  'wifi_module_nofind',
  'ble_fix_time_timeout',
  'ble_fix_tech_timeout',
  'ble_adv',
  'gps_no_budget',
  'gps_coarse_acc_timeout',
  'gps_fine_acc_timeout',
  'gps_fix_timeout',
  'gps_assistnow_timeout',
  'gps_cold_start_timeout',
  'down_request_fix_interrupt',
  'motion_start_fix_false_by_motion_end',
  'motion_end_fix_false_by_motion_start',
];
const CLOSE_REASONS = ['ble_cmd_close', 'lorawan_cmd_close', 'reed_switch_close'];
const EVENTS = ['motion start', 'moving fix start', 'motion end', 'lorawan downlink trigger uplink'];
/** Port 9, battery consumption, by frame length. */
const CONSUMPTION: Record<number, readonly string[]> = {
  23: ['gps_work_time', 'wifi_work_time', 'ble_scan_work_time', 'ble_adv_work_time', 'lorawan_work_time'],
  47: [
    'device_work_time',
    'ble_adv_num',
    'axis_awaken_time',
    'ble_work_time',
    'wifi_work_time',
    'gps_work_time',
    'lora_send_num',
    'lora_power',
    'battery_consume',
    'motion_static_fix_upload_num',
    'motion_move_fix_upload_num',
  ],
};

const NAMES: HeaderNames = {
  count: 'lorawan_downlink_count',
  volts: 'battery_voltage',
  lat: 'lat',
  lon: 'lon',
};

/** Byte 0's states: bits 0-1 work mode, 2 low battery, 3 tamper, 4 man down (idle), 5 moved. */
function readStates(state: number, port: number, out: ResultBuilder): void {
  const bit = (n: number) => (state >> n) & 1;
  out.set('work_mode', named(WORK_MODES, state & 0x03));
  out.set('low_power_state', bit(2));
  out.set('demolish_state', bit(3));
  out.set('idle_state', bit(4));
  out.set('motion_state', bit(5));
  if (port === 2 || port === 3 || port === 12) out.set('fix_type', named(FIX_TYPES, bit(6)));
  out.reading('low_battery', bit(2) === 1);
  out.reading('tamper', bit(3) === 1);
  // MOKO's own decoder calls the idle state "mandown_status": no movement for the man-down time.
  out.reading('fall_detected', bit(4) === 1);
  out.reading('motion', bit(5) === 1);
}

function readHeader(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  requireLength(bytes, 3);
  readStates(u8(bytes, 0), port, out);
  const celsius = s8(bytes, 1);
  out.set('ic_temperature', `${celsius}°C`);
  out.reading('temperature', celsius);
  readBatteryByte(u8(bytes, 2), out, NAMES);
}

function readFix(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 13);
  const tech = u8(bytes, 3);
  out.set('fix_tech', named(FIX_TECHS, tech));
  const time = readDateTime(bytes, 4);
  out.set('utc_time', `${time.text}  TZ:${time.zone}`);
  const length = u8(bytes, 12);
  if (tech === 0 || tech === 1) {
    const scan = readScan(bytes, 13, length);
    out.set('mac_data', scan.entries);
    if (!scan.complete)
      out.warn(`scan of ${length} bytes is incomplete or uneven; read ${scan.entries.length} entries`);
    return;
  }
  requireLength(bytes, 22);
  readGpsFix(bytes, 13, out, NAMES, time.iso);
}

function readFixFailure(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 5);
  const reason = u8(bytes, 3);
  const length = u8(bytes, 4);
  out.set('fix_false_reason', named(FIX_FALSE_REASONS, reason));
  out.warn(`position fix failed: ${named(FIX_FALSE_REASONS, reason)}`);
  if (reason <= 5 && length > 0) {
    out.set('mac_data', readScan(bytes, 5, length).entries);
  } else if (reason >= 6 && reason <= 11) {
    requireLength(bytes, 10);
    const pdop = u8(bytes, 5);
    out.set('pdop', pdop === 0xff ? 'unknow' : pdop / 10);
    out.set('gps_satellite_cn', [6, 7, 8, 9].map((at) => u8(bytes, at)).join('-'));
  }
}

function readBody(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  switch (port) {
    case 1:
      requireLength(bytes, 9);
      out.set('last_restart_reason', named(RESTART_REASONS, u8(bytes, 3)));
      out.set('firmware_ver', `V${u8(bytes, 4) >> 6}.${(u8(bytes, 4) >> 4) & 0x03}.${u8(bytes, 4) & 0x0f}`);
      out.set('motion_count', u32be(bytes, 5));
      return;
    case 2:
      readFix(bytes, out);
      return;
    case 3:
      readFixFailure(bytes, out);
      return;
    case 4:
      out.set('sys_close_reason', named(CLOSE_REASONS, u8(bytes, 3)));
      return;
    case 5:
      // Two bytes on the LW001-BG PRO, one on the PRO V2.
      out.set('shake_num', bytes.length >= 5 ? u16be(bytes, 3) : u8(bytes, 3));
      return;
    case 6:
      out.set('idle_time', u16be(bytes, 3));
      return;
    case 7: {
      const time = readDateTime(bytes, 3);
      out.set('alarm_time', `${time.text}  TZ:${time.zone}`);
      return;
    }
    case 8:
      readEvent(u8(bytes, 3), out);
      return;
    case 9:
      // The first firmware's five counters, the PRO V2's eleven.
      readCounters(bytes, CONSUMPTION[bytes.length] ?? CONSUMPTION[23] ?? [], out);
      return;
  }
}

function readEvent(code: number, out: ResultBuilder): void {
  out.set('event_info', named(EVENTS, code));
  // The event says more than the header's "moved since the last payload".
  if (code === 0 || code === 1) out.reading('motion', true);
  if (code === 2) out.reading('motion', false);
}

/** One LW001-BG / LW001-BG PRO frame of the given port into `out`. */
export function decodeLw001Frame(bytes: Uint8Array, port: number, out: ResultBuilder): void {
  out.set('pack_type', PACKET_TYPES[port - 1] ?? `port ${port}`);
  if (port === 11) {
    decodeStoredFrame(bytes, out, decodeLw001Frame, { time: 'current_time', zone: 'timezone', zoneScale: 1 });
    return;
  }
  if (port === 12) {
    readCompactFix(bytes, out, (state) => readStates(state, 12, out), NAMES);
    return;
  }
  // A stored frame names its own port.
  if (port < 1 || port > 12) throw new DecodeError(`no LW001-BG frame on port ${port}`);
  readHeader(bytes, port, out);
  readBody(bytes, port, out);
}
