import { FrameError } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { DM_EPOCH_MS, readDataRecords } from './data.ts';
import { readFixedRecords } from './fixed64.ts';
import { LeReader } from './reader.ts';

/**
 * Digital Matter's messages, each `02 55`, a type, a 2-byte little-endian payload length, the
 * payload (Traccar's DmtProtocolDecoder; the names as in the bitid digitalmatterslibrary's notes
 * of Digital Matter's document):
 * - 0x00 hello: serial (4), IMEI (16, NUL-ended), SIM ICCID (21), product id, hardware revision,
 *   firmware major and minor, flags (4): 49 bytes. Answered 0x01 with the server's time (4,
 *   seconds since 2013) and flags (4: 0 accepted, 1 refused, as Traccar sends). A 51-byte hello
 *   (some older firmware) is answered with 5 zero bytes, as Traccar does;
 * - 0x04 data records (data.ts) and 0x10 fixed 64-byte records (fixed64.ts), unanswered;
 * - 0x05 commit request: answered 0x06 with 1 (success) once the records before it are stored, so
 *   the unit deletes them; a unit that hears nothing sends them again;
 * - 0x14 version data: answered 0x15 with 12 zero bytes (Traccar's answer);
 * - 0x22 async session request: answered 0x23, the session's end (no messages queued for the unit);
 * - 0x30 time request (G100 family, per the library's notes; Traccar has none): answered 0x31 with
 *   the time (4, seconds since 2013);
 * - 0x21 async message answer and 0x26 socket closure: nothing to answer.
 */

export const MSG = {
  hello: 0x00,
  helloResponse: 0x01,
  data: 0x04,
  commit: 0x05,
  commitResponse: 0x06,
  fixed64: 0x10,
  version: 0x14,
  versionResponse: 0x15,
  asyncMessageAnswer: 0x21,
  asyncSession: 0x22,
  asyncSessionEnd: 0x23,
  socketClosure: 0x26,
  timeRequest: 0x30,
  timeResponse: 0x31,
} as const;

export const HEADER_BYTES = 5;
const HELLO_BYTES = 49;
const OLD_HELLO_BYTES = 51;

/** A message to the unit: 02 55, its type, the payload's length, the payload. */
export function dmtMessage(type: number, payload: Uint8Array = new Uint8Array()): Uint8Array {
  const out = Buffer.alloc(HEADER_BYTES + payload.length);
  out.writeUInt16BE(0x0255, 0);
  out.writeUInt8(type, 2);
  out.writeUInt16LE(payload.length, 3);
  out.set(payload, HEADER_BYTES);
  return new Uint8Array(out);
}

function dmSeconds(nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - DM_EPOCH_MS) / 1000)) >>> 0;
}

/** The hello's answer: the time, and flags 0 (accepted) or 1 (refused). */
export function helloResponse(nowMs: number, refused: boolean): Uint8Array {
  const payload = Buffer.alloc(8);
  payload.writeUInt32LE(dmSeconds(nowMs), 0);
  payload.writeUInt32LE(refused ? 1 : 0, 4);
  return dmtMessage(MSG.helloResponse, payload);
}

export const COMMIT_OK = dmtMessage(MSG.commitResponse, Uint8Array.of(1));

function cString(bytes: Buffer): string {
  const end = bytes.indexOf(0);
  return bytes.toString('latin1', 0, end < 0 ? bytes.length : end);
}

function hello(payload: Buffer, nowMs: number): TrackerEvent[] {
  const r = new LeReader(payload);
  const serial = r.u32();
  const id = cString(r.bytes(16));
  if (!isTrackerId(id)) throw new FrameError(`IMEI ${JSON.stringify(id.slice(0, 24))} is not 6 to 20 digits`);
  const iccid = cString(r.bytes(21));
  const extra: Record<string, number | string> = { serial };
  if (/^\d{10,22}F?$/i.test(iccid)) extra.iccid = iccid;
  if (payload.length === OLD_HELLO_BYTES) {
    // Traccar answers this form alike whether it knows the unit or not; ours refuses by closing.
    const answer = dmtMessage(MSG.helloResponse, new Uint8Array(5));
    return [
      { type: 'login', id, accept: answer },
      { type: 'heartbeat', record: { extra } },
    ];
  }
  if (payload.length >= HELLO_BYTES) {
    extra.productId = r.u8();
    extra.hardwareRevision = r.u8();
    extra.firmware = `${r.u8()}.${r.u8()}`;
    extra.helloFlags = r.u32();
  }
  return [
    { type: 'login', id, accept: helloResponse(nowMs, false), reject: helloResponse(nowMs, true) },
    { type: 'heartbeat', record: { extra } },
  ];
}

/** One whole message (header included) to events; `nowMs` is the time the answers carry. */
export function parseDmtMessage(frame: Buffer, nowMs: number): TrackerEvent[] {
  const type = frame[2] as number;
  const payload = frame.subarray(HEADER_BYTES);
  switch (type) {
    case MSG.hello:
      return hello(payload, nowMs);
    case MSG.data: {
      const records = readDataRecords(payload);
      return records.length ? [{ type: 'records', records }] : [];
    }
    case MSG.fixed64: {
      const records = readFixedRecords(payload);
      return records.length ? [{ type: 'records', records }] : [];
    }
    case MSG.commit:
      return [{ type: 'heartbeat', ack: COMMIT_OK }];
    case MSG.version:
      return [{ type: 'heartbeat', ack: dmtMessage(MSG.versionResponse, new Uint8Array(12)) }];
    case MSG.asyncSession:
      return [{ type: 'heartbeat', ack: dmtMessage(MSG.asyncSessionEnd) }];
    case MSG.timeRequest: {
      const time = Buffer.alloc(4);
      time.writeUInt32LE(dmSeconds(nowMs));
      return [{ type: 'heartbeat', ack: dmtMessage(MSG.timeResponse, time) }];
    }
    case MSG.asyncMessageAnswer:
    case MSG.socketClosure:
      return [];
    default:
      return [
        {
          type: 'bad_frame',
          reason: 'unsupported',
          detail: `message type 0x${type.toString(16).padStart(2, '0')}`,
        },
      ];
  }
}
