import { s8, s16le, s32le, u8, u32le, unixToIso } from '../bytes.ts';
import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { at101Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  label,
  stateChannel,
  stateWord,
  temperatureChannel,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight AT101 GNSS / Wi-Fi tracker. The vendor decoder's names (the only source
// with vectors). Wi-Fi scans are kept as fields; turning them into a position needs a
// location service, so they give no location here.

const MOTION = ['unknown', 'start', 'moving', 'stop'];
const GEOFENCE = ['inside', 'outside', 'unset', 'unknown'];
const ANGLES = [
  'initial_angle_x',
  'initial_angle_y',
  'initial_angle_z',
  'inclination_angle_x',
  'inclination_angle_y',
  'inclination_angle_z',
] as const;
const TILT_NORMAL = 4;
const TILT_TILTED = 5;

/** Low nibble: motion (0-3) or tilt (4-5); high nibble: geofence. Shared by location and Wi-Fi records. */
function setStatus(out: ResultBuilder, target: Record<string, unknown>, status: number): void {
  const value = status & 0x0f;
  if (value === TILT_NORMAL || value === TILT_TILTED) {
    target.tilt_status = value === TILT_TILTED ? 'tilt' : 'normal';
    out.reading('tilt', value === TILT_TILTED);
  } else {
    target.motion_status = label(MOTION, value);
    if (value === 1 || value === 2) out.reading('motion', true);
    if (value === 3) out.reading('motion', false);
  }
}

const locationChannel: Channel = {
  size: 9,
  read(bytes, at, out) {
    const latitude = s32le(bytes, at) / 1_000_000;
    const longitude = s32le(bytes, at + 4) / 1_000_000;
    const status = u8(bytes, at + 8);
    out.set('latitude', latitude);
    out.set('longitude', longitude);
    setStatus(out, out.fields, status);
    out.set('geofence_status', label(GEOFENCE, status >> 4));
    out.location = { lat: latitude, lon: longitude };
  },
};

const mac = (bytes: Uint8Array, at: number): string =>
  Array.from(bytes.subarray(at, at + 6), (byte) => byte.toString(16).padStart(2, '0')).join(':');

const table: ChannelTable = {
  ...replyChannels(at101Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0488': locationChannel,
  '8488': locationChannel,
  '0500': stateChannel('position', ['normal', 'tilt'], 'tilt'),
  '06d9': {
    size: 9,
    read(bytes, at, out) {
      const wifi: Record<string, unknown> = {
        group: u8(bytes, at),
        mac: mac(bytes, at + 1),
        rssi: s8(bytes, at + 7),
      };
      setStatus(out, wifi, u8(bytes, at + 8));
      if (wifi.tilt_status !== undefined) out.set('tilt_status', wifi.tilt_status);
      if (wifi.motion_status !== undefined) out.set('motion_status', wifi.motion_status);
      if (wifi.mac === 'ff:ff:ff:ff:ff:ff') {
        out.set('wifi_scan_result', 'timeout');
        return;
      }
      out.set('wifi_scan_result', 'finish');
      const list = out.fields.wifi;
      if (Array.isArray(list)) list.push(wifi);
      else out.set('wifi', [wifi]);
    },
  },
  '0700': {
    size: 1,
    read(bytes, at, out) {
      const removed = twoState(u8(bytes, at));
      out.set('tamper_status', stateWord(['install', 'uninstall'], removed));
      if (removed === undefined) warnUnknownState(out, 'tamper_status', u8(bytes, at));
      else out.reading('tamper', removed);
    },
  },
  '089b': {
    size: 6,
    read(bytes, at, out) {
      for (const [index, name] of ANGLES.entries()) out.set(name, s8(bytes, at + index));
    },
  },
  '8367': {
    size: 3,
    read(bytes, at, out) {
      const abnormal = twoState(u8(bytes, at + 2));
      out.set('temperature', s16le(bytes, at) / 10);
      out.set('temperature_alarm', stateWord(['normal', 'abnormal'], abnormal));
      out.reading('temperature', s16le(bytes, at) / 10);
      if (abnormal === undefined) warnUnknownState(out, 'temperature_alarm', u8(bytes, at + 2));
      else out.alarm(abnormal);
    },
  },
  // History: timestamp, longitude, latitude (12 bytes, Milesight's at101-decoder.js); an
  // ODM firmware appends the six angle bytes (18). The walker tells them apart by which
  // length lets the rest of the payload parse, trying the vendor's own layout first.
  '20ce': {
    size: 12,
    altSizes: [18],
    read(bytes, at, out, size) {
      const timestamp = u32le(bytes, at);
      // History records put longitude first, unlike the live location record.
      const longitude = s32le(bytes, at + 4) / 1_000_000;
      const latitude = s32le(bytes, at + 8) / 1_000_000;
      const entry: Record<string, unknown> = { timestamp, longitude, latitude };
      if (size === 18) for (const [index, name] of ANGLES.entries()) entry[name] = s8(bytes, at + 12 + index);
      addHistory(out, entry, timestamp, []);
      useStoredFix(out, latitude, longitude, unixToIso(timestamp));
    },
  },
};

/** A live fix wins; otherwise the newest stored fix becomes the uplink's location. */
function useStoredFix(out: ResultBuilder, lat: number, lon: number, time: string | undefined): void {
  if (time === undefined) return;
  const current = out.location;
  const hasLiveFix = current !== undefined && current.time === undefined;
  if (!hasLiveFix && (current?.time === undefined || current.time < time)) out.location = { lat, lon, time };
}

export const milesightAt101: ModelDecoder = {
  modelId: 'milesight-iot/at101',
  vendor: 'Milesight',
  model: 'AT101',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'threshold_alarm', 'motion', 'tilt', 'tamper', 'battery_pct'],
  location: true,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: [milesightIntervalMinutes(sources.at101), milesightReboot(sources.at101)],
  commandsNote:
    'The AT101 encoder has no position request: the tracker reports on its interval and on motion.',
};
