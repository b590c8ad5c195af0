import { type ByteReader, bcdDigits, FrameError, toHex } from '../bytes.ts';
import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, isTrackerId, setExtra } from '../fields.ts';
import { encodeTopin, type TopinFrame } from './frame.ts';

/**
 * Topin messages from the watch, by protocol number, as Traccar's TopinProtocolDecoder reads them
 * and the ZhongXun Topin document lists them: login 0x01, heartbeat 0x08 (with content: the
 * alternative position, 0x09 its offline form), GPS 0x10 (0x11 offline), status 0x13, sleep 0x14,
 * factory reset 0x15, Wi-Fi/LBS 0x17 (offline), 0x18, 0x19, 0x1A, 0x69, time sync 0x30, SOS number
 * 0x41, vibration 0x92/0x93/0x94, SOS 0x99. The document's must-answer list is 0x01, 0x10, 0x11,
 * 0x13, 0x17 and 0x69 ("the data communication will be disconnected ... if don't response"); 0x30
 * is answered with the time. Answers repeat the length byte as received, as Traccar's do.
 */
export const topinProtocol = {
  login: 0x01,
  gps2: 0x08,
  gps2Offline: 0x09,
  gps: 0x10,
  gpsOffline: 0x11,
  status: 0x13,
  sleep: 0x14,
  factoryReset: 0x15,
  wifiOffline: 0x17,
  lbsWifi: 0x18,
  lbsWifiOffline: 0x19,
  lbsWifi2: 0x1a,
  timeSync: 0x30,
  sosNumber: 0x41,
  wifi: 0x69,
  vibrationOn: 0x92,
  vibrationOff: 0x93,
  vibration: 0x94,
  sos: 0x99,
} as const;

const LOGIN_ACCEPTED = 0x01;
/** Traccar's refusal of an unknown IMEI. */
const LOGIN_REFUSED = 0x44;

/** The server's UTC time: 0x78 0x78 0x07 0x30, year (2 bytes), month, day, hour, minute, second. */
export function timeSync(now: Date): Buffer {
  const content = Buffer.alloc(7);
  content.writeUInt16BE(now.getUTCFullYear(), 0);
  content[2] = now.getUTCMonth() + 1;
  content[3] = now.getUTCDate();
  content[4] = now.getUTCHours();
  content[5] = now.getUTCMinutes();
  content[6] = now.getUTCSeconds();
  return encodeTopin(content.length, topinProtocol.timeSync, content);
}

/** A UTC time from its parts (two-digit year), refused when it is no date. */
function utc(yy: number, mo: number, dd: number, hh: number, mi: number, ss: number): Date {
  if (mo < 1 || mo > 12 || dd < 1 || dd > 31 || hh > 23 || mi > 59 || ss > 59)
    throw new FrameError(`no time: ${[yy, mo, dd, hh, mi, ss].join(',')}`);
  return new Date(Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss));
}

const binaryTime = (r: ByteReader) => utc(r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8());

function bcdTime(bytes: Buffer): Date {
  const d = bcdDigits(bytes);
  const n = (i: number) => Number(d.slice(i, i + 2));
  return utc(n(0), n(2), n(4), n(6), n(8), n(10));
}

/**
 * The alarm byte of V1.2's positions and Wi-Fi/LBS reports, as Traccar reads it: bit 0
 * vibration, bit 1 overspeed, bit 4 low power (the watch's own battery: these units have no
 * other supply). Traccar keeps the first bit set; every one set is kept here, and the byte in
 * `extra.alarm` when it has others.
 */
const alarmBits: Array<[bit: number, alarm: TrackerAlarm]> = [
  [0, 'vibration'],
  [1, 'overspeed'],
  [4, 'low_battery'],
];
function applyAlarmByte(record: TrackerRecord, value: number): void {
  for (const [bit, alarm] of alarmBits) if (value & (1 << bit)) addAlarm(record, alarm);
  if (value & ~0x13) setExtra(record, 'alarm', value);
}

/** Drops coordinates that cannot be a fix (zeros, or off the globe in a damaged frame). */
function placed(record: TrackerRecord): TrackerRecord {
  if (record.lat === undefined || record.lon === undefined || isPlausibleFix(record.lat, record.lon))
    return record;
  const { lat: _lat, lon: _lon, ...rest } = record;
  return { ...rest, valid: false };
}

function parseLogin(frame: TopinFrame, now: Date): TrackerEvent {
  // The IMEI as 8 bytes of BCD, 15 digits after a leading 0 (Traccar drops the first digit).
  const digits = bcdDigits(frame.content.bytes(8)).slice(1);
  if (!isTrackerId(digits)) throw new FrameError(`login IMEI ${digits} is not 6 to 20 digits`);
  const answer = (status: number) => encodeTopin(frame.length, frame.protocol, Uint8Array.of(status));
  // Accepted: the login's answer, then the time, as Traccar does (the watch sets its clock to UTC).
  return {
    type: 'login',
    id: digits,
    accept: Buffer.concat([answer(LOGIN_ACCEPTED), timeSync(now)]),
    reject: answer(LOGIN_REFUSED),
  };
}

/**
 * GPS 0x10 (0x11: kept while offline, sent later), GT06's shape: time (6 bytes, UTC), GPS info
 * length and satellites (a nibble each), latitude and longitude (minutes x 30000), speed km/h,
 * course and status (10 bits of course, bit 10 north, bit 11 west, bit 12 positioned); V1.2 adds
 * altitude (signed, metres) and the alarm byte. Answered with the protocol number and the six
 * time bytes, as the document (and the forum's 365GPS capture) says.
 */
function parseGps(frame: TopinFrame): TrackerEvent {
  const r = frame.content;
  const timeBytes = Buffer.from(r.buf.subarray(r.pos, r.pos + 6));
  const time = binaryTime(r);
  const satellites = r.u8() & 0x0f;
  const lat = r.u32() / 1_800_000;
  const lon = r.u32() / 1_800_000;
  const speedKmh = r.u8();
  const flags = r.u16();
  const record: TrackerRecord = {
    time,
    valid: (flags & 0x1000) !== 0,
    lat: flags & 0x0400 ? lat : -lat,
    lon: flags & 0x0800 ? -lon : lon,
    speedKmh,
    course: flags & 0x03ff,
    satellites,
  };
  if (frame.protocol === topinProtocol.gpsOffline) setExtra(record, 'offline', true);
  if (r.remaining() >= 3) {
    record.altitude = r.i16();
    applyAlarmByte(record, r.u8());
  }
  const ack = encodeTopin(frame.length, frame.protocol, timeBytes);
  return { type: 'records', records: [placed(record)], ack };
}

/** 0x08/0x09's coordinate: whole degrees, then a sign nibble and 20 bits of millionths. */
function coordinate(r: ByteReader): number {
  const degrees = r.u8();
  const rest = r.u24();
  const value = degrees + (rest & 0x0fffff) / 1_000_000;
  return rest & 0xf00000 ? -value : value;
}

/**
 * 0x08 with content: the alternative position some units send (Traccar's MSG_GPS_2; 0x09 its
 * offline form, not a fix): time, latitude, longitude, a second pair of coordinates, speed km/h,
 * course / 2, satellites. Not answered (Traccar answers nothing); 0x08 alone is the heartbeat.
 */
function parseGps2(frame: TopinFrame): TrackerEvent {
  const r = frame.content;
  if (r.remaining() === 0) return { type: 'heartbeat' };
  const time = binaryTime(r);
  const lat = coordinate(r);
  const lon = coordinate(r);
  r.skip(8);
  const record: TrackerRecord = {
    time,
    valid: frame.protocol === topinProtocol.gps2,
    lat,
    lon,
    speedKmh: r.u8(),
    course: r.u8() * 2,
    satellites: r.u8(),
  };
  return { type: 'records', records: [placed(record)] };
}

/**
 * Status 0x13: battery %, firmware version, time zone, upload interval, then (later firmware)
 * GSM signal, temperature (3 bytes, kept raw: its encoding is not documented here), charging and
 * heart rate. Answered with its own content, as Traccar does since 2021 ("Fix status response").
 */
function parseStatus(frame: TopinFrame): TrackerEvent {
  const r = frame.content;
  const content = Buffer.from(r.buf.subarray(r.pos, r.pos + r.remaining()));
  const battery = r.u8();
  const extra: Record<string, number | string | boolean> = {
    firmware: r.u8(),
    timezone: r.u8(),
    interval: r.u8(),
  };
  const record: Omit<TrackerRecord, 'time' | 'valid'> = { extra };
  if (battery <= 100) record.batteryPct = battery;
  if (r.remaining() >= 1) {
    const signal = r.u8();
    if (signal <= 100) record.gsmSignalPct = signal;
  }
  if (r.remaining() >= 3) extra.temperatureRaw = toHex(r.bytes(3));
  if (r.remaining() >= 1) extra.charging = r.u8() > 0;
  if (r.remaining() >= 1) extra.heartRate = r.u8();
  return { type: 'heartbeat', ack: encodeTopin(frame.length, frame.protocol, content), record };
}

/**
 * Wi-Fi/LBS reports (0x69 online, 0x17 offline; 0x18, 0x19, 0x1A their LBS forms): time (BCD,
 * UTC), per access point its MAC and signal (the length byte is their number), the number of
 * cells, MCC (2), MNC (1), per cell LAC (2), cell id (2) and signal (1), or on 4G units LAC (4),
 * cell id (4) and signal (1), then V1.2's alarm byte. Like gt06/wifi.ts, no position is made of
 * them: the record is stored at the unit's time, without a fix, with its serving cell and counts.
 * Answered with the protocol number and the six time bytes.
 */
function parseWifi(frame: TopinFrame): TrackerEvent {
  const r = frame.content;
  const timeBytes = Buffer.from(r.bytes(6));
  const time = bcdTime(timeBytes);
  const wifiCount = frame.length;
  r.skip(wifiCount * 7);
  const cellCount = r.u8();
  const extra: Record<string, number | string | boolean> = {
    protocol: frame.protocol,
    wifiCount,
    cellCount,
    mcc: r.u16(),
    mnc: r.u8(),
  };
  const rest = r.remaining();
  const lte = rest !== cellCount * 5 && rest !== cellCount * 5 + 1 && rest >= cellCount * 9;
  if (cellCount > 0) {
    extra.lac = lte ? r.u32() : r.u16();
    extra.cellId = lte ? r.u32() : r.u16();
    r.skip(1);
    r.skip((cellCount - 1) * (lte ? 9 : 5));
  }
  const record: TrackerRecord = { time, valid: false, extra };
  if (frame.protocol === topinProtocol.wifiOffline || frame.protocol === topinProtocol.lbsWifiOffline)
    extra.offline = true;
  if (r.remaining() >= 1) applyAlarmByte(record, r.u8());
  return { type: 'records', records: [record], ack: encodeTopin(frame.length, frame.protocol, timeBytes) };
}

/** An alarm message with nothing but its number (0x94 vibration, 0x99 SOS): stored now, no fix. */
function alarmNow(alarm: TrackerAlarm, frame: TopinFrame, now: Date): TrackerEvent {
  const record: TrackerRecord = {
    time: now,
    valid: false,
    alarms: [alarm],
    extra: { protocol: frame.protocol },
  };
  return { type: 'records', records: [record] };
}

export function parseTopinMessage(frame: TopinFrame, now: Date): TrackerEvent[] {
  switch (frame.protocol) {
    case topinProtocol.login:
      return [parseLogin(frame, now)];
    case topinProtocol.gps2:
    case topinProtocol.gps2Offline:
      return [parseGps2(frame)];
    case topinProtocol.gps:
    case topinProtocol.gpsOffline:
      return [parseGps(frame)];
    case topinProtocol.status:
      return [parseStatus(frame)];
    case topinProtocol.wifi:
    case topinProtocol.wifiOffline:
    case topinProtocol.lbsWifi:
    case topinProtocol.lbsWifi2:
    case topinProtocol.lbsWifiOffline:
      return [parseWifi(frame)];
    case topinProtocol.timeSync:
      return [{ type: 'heartbeat', ack: timeSync(now) }];
    case topinProtocol.vibration:
      return [alarmNow('vibration', frame, now)];
    case topinProtocol.sos:
      return [alarmNow('sos', frame, now)];
    default:
      // Sleep, factory reset, the SOS numbers' echo, vibration on/off and the rest: the watch is
      // alive; Traccar answers none of them.
      return [{ type: 'heartbeat', record: { extra: { protocol: frame.protocol } } }];
  }
}
