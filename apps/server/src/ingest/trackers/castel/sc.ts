import { ByteReader, FrameError, readableText } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { setExtra } from '../fields.ts';
import {
  applyAlarm,
  applyStat,
  applyStateAlarms,
  dtcOf,
  le,
  need,
  readFix,
  readPids,
  readStat,
  type Stat,
} from './fields.ts';
import { type CastelHeader, castelPacket } from './frame.ts';

/**
 * The SC protocol (versions 3 and 4: IDD-213G/213N/213L, IDD-212, IDD-216 OBD dongles), as
 * Traccar's CastelProtocolDecoder.decodeSc reads it. The server answers the login (0x9001: IP
 * 0xFFFFFFFF, port 0, its UTC time), the heartbeat (0x9003) and each alarm (0xC007 with the
 * alarm's index); nothing else is answered.
 */

export const SC = {
  login: 0x1001,
  logout: 0x1002,
  heartbeat: 0x1003,
  gps: 0x4001,
  pidData: 0x4002,
  gSensor: 0x4003,
  supportedPids: 0x4004,
  obdData: 0x4005,
  dtcsPassenger: 0x4006,
  alarm: 0x4007,
  cell: 0x4008,
  gpsSleep: 0x4009,
  dtcsCommercial: 0x400b,
  fuel: 0x400e,
  comprehensive: 0x401f,
  agpsRequest: 0x5101,
  queryResponse: 0xa002,
  currentLocation: 0xb001,
} as const;

type State = Omit<TrackerRecord, 'time' | 'valid'>;

/** The login's answer: 0x9001 with IP 0xFFFFFFFF and port 0 (keep the set server) and the time now. */
export function loginAnswer(header: CastelHeader, now: Date): Uint8Array {
  const content = Buffer.alloc(10);
  content.writeUInt32LE(0xffffffff, 0);
  content.writeUInt16LE(0, 4);
  content.writeUInt32LE(Math.floor(now.getTime() / 1000) >>> 0, 6);
  return castelPacket(header.version, header.rawId, 0x9001, content);
}

/** The unit's clock is set (a unit without one counts from 1970). */
const clockSet = (stat: Stat) => stat.time.getTime() >= Date.UTC(2000, 0, 1);

/**
 * A position message without a fix (no GPS yet, or a unit that has none): its state, alarms and
 * all, as one unplaced record at the unit's clock, so an alarm the unit re-sends (unanswered) is
 * one record; where the clock is not set, as a heartbeat's state.
 */
function withoutFix(id: string, stat: Stat, state: State, ack: Uint8Array | undefined): TrackerEvent {
  if (!clockSet(stat))
    return ack ? { type: 'heartbeat', id, record: state, ack } : { type: 'heartbeat', id, record: state };
  const records = [{ ...state, time: stat.time, valid: false }];
  return ack ? { type: 'records', id, records, ack } : { type: 'records', id, records };
}

/** The login's firmware and hardware versions (NUL-terminated), where they follow its fixes. */
function readVersions(r: ByteReader, record: State): void {
  const rest = r.bytes(r.remaining());
  const [software, hardware] = rest.toString('latin1').split('\0');
  if (software && /^[\x20-\x7e]+$/.test(software)) setExtra(record, 'firmware', software.trim());
  if (hardware && /^[\x20-\x7e]+$/.test(hardware)) setExtra(record, 'hardware', hardware.trim());
}

/** The comprehensive message's (0x401F) tagged items (tag u16 LE, length u16 LE, value). */
function readItems(r: ByteReader, state: State): void {
  while (r.remaining() >= 4) {
    const tag = le.u16(r);
    const length = le.u16(r);
    const item = r.bytes(length);
    try {
      readItem(tag, new ByteReader(item), state);
    } catch (error) {
      // An item shorter than its tag says is skipped alone: its length already placed the next one.
      if (!(error instanceof FrameError)) throw error;
    }
  }
}

function readItem(tag: number, v: ByteReader, state: State): void {
  switch (tag) {
    case 0x0002: {
      const count = v.u8();
      for (let i = 0; i < count; i++) {
        const pid = le.u16(v);
        setExtra(state, `pid${pid.toString(16).padStart(4, '0')}`, v.bytes(le.u16(v)).toString('hex'));
      }
      break;
    }
    case 0x0006:
    case 0x000b: {
      v.u8(); // fault flag
      const count = v.u8();
      const codes = Array.from({ length: count }, () => dtcOf(tag === 0x0006 ? le.u16(v) : le.u32(v)));
      if (codes.length) setExtra(state, 'dtcs', codes.join(' '));
      break;
    }
    case 0x0007: {
      le.u32(v); // alarm index
      readAlarms(v, state);
      break;
    }
    case 0x0010:
      setExtra(state, 'deviceTempC', le.i16(v) / 10);
      break;
    case 0x0011:
      state.temperatureC = le.i16(v) / 10;
      break;
    case 0x0012:
    case 0x0013:
    case 0x0014:
      setExtra(state, `temp${tag - 0x0010}C`, le.i16(v) / 10);
      break;
    case 0x0020:
      state.externalPowerV = le.u16(v) / 100;
      break;
    case 0x0021:
      state.batteryV = le.u16(v) / 100;
      break;
  }
}

/** Alarm entries: the count, then each one's flag (new: non-zero), type, description and threshold. */
function readAlarms(r: ByteReader, state: State): void {
  const count = r.u8();
  need(r, count * 6);
  for (let i = 0; i < count; i++) {
    const flag = r.u8();
    const type = r.u8();
    le.u16(r); // description
    le.u16(r); // threshold
    if (flag !== 0) applyAlarm(state, type);
  }
}

/** The messages whose stat block is followed by fixes: login, logout, GPS, alarm, fuel, comprehensive. */
function positions(r: ByteReader, header: CastelHeader, now: Date): TrackerEvent[] {
  const { type, id } = header;
  let ack: Uint8Array | undefined;
  if (type === SC.gps) r.u8(); // historical
  if (type === SC.comprehensive) {
    r.u8(); // historical
    le.u32(r); // index
  }
  if (type === SC.alarm) ack = castelPacket(header.version, header.rawId, 0xc007, r.bytes(4));
  if (type === SC.currentLocation) le.u16(r);
  const stat = readStat(r);
  const count = r.u8();
  const fixes = Array.from({ length: count }, () => readFix(r));
  const state: State = {};
  applyStat(state, stat);
  if (type === SC.alarm) readAlarms(r, state);
  if (type === SC.fuel && fixes.length) need(r, fixes.length * 2);
  const fuel = type === SC.fuel ? fixes.map(() => le.u16(r)) : [];
  if (type === SC.comprehensive) readItems(r, state);
  if (type === SC.login && r.remaining() > 0) readVersions(r, state);
  const records = fixes.map((fix, i) => {
    const record: TrackerRecord = { ...fix, ...state, extra: { ...state.extra } };
    if (state.alarms) record.alarms = [...state.alarms];
    if (fuel[i] !== undefined) setExtra(record, 'adc1', fuel[i]);
    return record;
  });
  const events: TrackerEvent[] = [];
  if (type === SC.login) events.push({ type: 'login', id, accept: loginAnswer(header, now) });
  if (!records.length) events.push(withoutFix(id, stat, state, ack));
  else events.push(ack ? { type: 'records', id, records, ack } : { type: 'records', id, records });
  return events;
}

/** A G-sensor message's samples (x, y, z in 1/64 g) as text, as Traccar keeps them. */
function gSensor(r: ByteReader): string {
  const count = r.u8();
  need(r, count * 6);
  const samples = Array.from({ length: count }, () => [le.i16(r), le.i16(r), le.i16(r)].map((g) => g / 64));
  return JSON.stringify(samples);
}

/** One SC message (after its header) to events. */
export function decodeSc(r: ByteReader, header: CastelHeader, now: Date): TrackerEvent[] {
  const { type, id } = header;
  switch (type) {
    case SC.heartbeat:
      return [{ type: 'heartbeat', id, ack: castelPacket(header.version, header.rawId, 0x9003) }];
    case SC.login:
    case SC.logout:
    case SC.gps:
    case SC.alarm:
    case SC.currentLocation:
    case SC.fuel:
    case SC.comprehensive:
      return positions(r, header, now);
    case SC.gpsSleep:
      le.u32(r); // the unit's time
      return [{ type: 'records', id, records: [readFix(r)] }];
    case SC.agpsRequest:
      return [{ type: 'records', id, records: [readFix(r)] }];
    case SC.pidData:
    case SC.obdData:
    case SC.gSensor:
    case SC.dtcsPassenger:
    case SC.dtcsCommercial:
    case SC.cell: {
      const stat = readStat(r);
      const state: State = {};
      applyStat(state, stat);
      applyStateAlarms(state, stat);
      if (type === SC.pidData) {
        le.u16(r); // sample rate
        readPids(r, state, true);
      } else if (type === SC.obdData) {
        r.u8(); // flag
        readPids(r, state, false);
      } else if (type === SC.gSensor) {
        le.u16(r); // sample rate
        setExtra(state, 'gSensor', gSensor(r));
      } else if (type === SC.cell) {
        setExtra(state, 'lac', le.u16(r));
        setExtra(state, 'cid', le.u16(r));
      } else {
        r.u8(); // flag
        const count = r.u8();
        const commercial = type === SC.dtcsCommercial;
        need(r, count * (commercial ? 4 : 2));
        const codes = Array.from({ length: count }, () => {
          const code = dtcOf(le.u16(r));
          if (commercial) r.skip(2); // attribute, occurrences
          return code;
        });
        if (codes.length) setExtra(state, 'dtcs', codes.join(' '));
      }
      // State, not a fix, and never answered (so never re-sent): kept as a heartbeat's, the
      // unit's clock beside it.
      if (clockSet(stat)) setExtra(state, 'deviceTime', stat.time.toISOString());
      return [{ type: 'heartbeat', id, record: state }];
    }
    case SC.queryResponse: {
      le.u16(r); // index
      r.u8(); // responses
      r.u8(); // this response's index
      const failed = r.u8();
      r.skip(failed * 2);
      const succeeded = r.u8();
      const texts: string[] = [];
      for (let i = 0; i < succeeded; i++) {
        le.u16(r); // tag
        texts.push(readableText(r.bytes(le.u16(r)), 'latin1'));
      }
      return [{ type: 'command_result', id, text: texts.join('\n') }];
    }
    default:
      // The supported PIDs list (0x4004) and anything else: the unit is there, nothing to keep.
      return [{ type: 'heartbeat', id }];
  }
}
