import type { ByteReader } from '../bytes.ts';
import type {
  TrackerCodec,
  TrackerCommandRequest,
  TrackerEvent,
  TrackerRecord,
  TrackerStream,
} from '../codec.ts';
import { crc16X25 } from '../crc.ts';
import { setExtra } from '../fields.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import { le, readFix } from './fields.ts';
import {
  type CastelHeader,
  castelPacket,
  idField,
  MAX_FRAME_BYTES,
  readHeader,
  scanCastel,
} from './frame.ts';
import { decodeSc } from './sc.ts';

/**
 * Castel / Sinocastel units: the IDD-213G/213N/213L and IDD-212/216 OBD-II dongles (SC protocol,
 * versions 3 and 4), the older CC_TR trackers (other versions) and the MPIP units ('$$' frames),
 * as Traccar's CastelProtocol, CastelProtocolDecoder and CastelProtocolEncoder read and answer
 * them (framing in frame.ts, the SC messages in sc.ts). Sinocastel's own protocol document was
 * not at hand: its "OBD Smart Communication Samples" and flespi's parameter list agree with the
 * framing and message types; field meanings follow Traccar.
 *
 * Every frame names its unit. The SC login (0x1001) is the login, answered (0x9001) only once the
 * unit is known; so is the CC login (0x4001, answered 0x8001). A unit that goes straight to data
 * (a reconnect) gets a login without an answer before its first frame. An unknown unit is closed
 * unanswered. Answers that acknowledge data (SC alarm 0xC007, CC heartbeat 0x8206, MPIP 0x4001
 * and 0x2001) are sent once the records are stored; the SC heartbeat is answered (0x9003) at once.
 */

/** Answers the $$ (MPIP) and CC frames get, byte for byte as Traccar writes them. */
function mpipAnswer(header: CastelHeader): Uint8Array {
  if (header.type === 0x2001) {
    // No version byte; content: 0 (u32) and eight 0xFF.
    const content = Buffer.alloc(12, 0xff);
    content.writeUInt32LE(0, 0);
    return castelPacket(undefined, header.rawId, 0x1001, content);
  }
  // The same type back, the version byte 0xFF (Traccar writes its -1 for "no version").
  return castelPacket(header.version, header.rawId, header.type);
}

/** A CC fix's tail: state word, battery, odometer (m), geofence id and flags, additional flags. */
function readCcFix(r: ByteReader, cell: boolean): TrackerRecord {
  const record = readFix(r);
  setExtra(record, 'status', le.u32(r));
  // A level the unit gives in one byte (100 in Traccar's vectors): kept as it comes.
  setExtra(record, 'batteryLevel', r.u8());
  record.odometerM = le.u32(r);
  r.skip(3);
  if (cell) {
    setExtra(record, 'lac', le.u16(r));
    setExtra(record, 'cid', le.u16(r));
  }
  return record;
}

function decodeCc(r: ByteReader, header: CastelHeader): TrackerEvent[] {
  const { id, type, version, rawId } = header;
  if (type === 0x4001) {
    const records = [readCcFix(r, false)];
    return [
      { type: 'login', id, accept: castelPacket(version, rawId, 0x8001) },
      { type: 'records', id, records },
    ];
  }
  if (type === 0x4206) {
    r.u8(); // 1: history
    const count = r.u8();
    const records = Array.from({ length: count }, () => readCcFix(r, true));
    const ack = castelPacket(version, rawId, 0x8206);
    return records.length ? [{ type: 'records', id, records, ack }] : [{ type: 'heartbeat', id, ack }];
  }
  return [{ type: 'heartbeat', id }];
}

function decodeMpip(r: ByteReader, header: CastelHeader): TrackerEvent[] {
  const { id, type } = header;
  switch (type) {
    case 0x4001:
      return [{ type: 'records', id, records: [readFix(r)], ack: mpipAnswer(header) }];
    case 0x2001:
      le.u32(r); // index
      le.u32(r); // unix time
      r.u8();
      return [{ type: 'records', id, records: [readFix(r)], ack: mpipAnswer(header) }];
    case 0x4201:
    case 0x4202:
    case 0x4206:
      return [{ type: 'records', id, records: [readFix(r)] }];
    case 0x4204: {
      const records = Array.from({ length: 8 }, () => {
        const record = readFix(r);
        r.skip(31);
        return record;
      });
      return [{ type: 'records', id, records }];
    }
    default:
      return [{ type: 'heartbeat', id }];
  }
}

/**
 * One whole frame ('@@' or '$$' to CR LF, its CRC checked) to events, before the stream adds
 * logins; `now` is the time the SC login's answer carries (exported for the tests).
 */
export function parseCastelFrame(frame: Uint8Array, now = new Date()): TrackerEvent[] {
  const { header, r } = readHeader(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
  if (header.mpip) return decodeMpip(r, header);
  if (header.version === 3 || header.version === 4) return decodeSc(r, header, now);
  return decodeCc(r, header);
}

function scan(buf: Buffer): FrameScan {
  return scanCastel(buf, (frame) => parseFrame(frame.length, () => parseCastelFrame(frame)));
}

/** A login before the first frame naming a unit (and one naming another) that is not a login itself. */
function createStream(): TrackerStream {
  const frames = createFrameStream(MAX_FRAME_BYTES, scan);
  let said: string | undefined;
  return {
    push(chunk) {
      const out: TrackerEvent[] = [];
      for (const event of frames.push(chunk)) {
        if (event.type === 'login') said = event.id;
        else if (event.type !== 'bad_frame' && event.id !== undefined && event.id !== said) {
          said = event.id;
          out.push({ type: 'login', id: event.id });
        }
        out.push(event);
      }
      return out;
    },
    buffered: frames.buffered,
  };
}

/** Traccar's CC petrol control (0x4583): 1 cuts the fuel pump (engine stop), 0 restores it. */
const PETROL_CONTROL = 0x4583;

/** A whole '@@' frame typed as hex whose CRC checks is sent as it is. */
function wholeFrame(text: string): Uint8Array | undefined {
  if (!/^4040(?:[0-9a-fA-F]{2}){29,}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'hex');
  if (bytes.readUInt16LE(2) !== bytes.length) return undefined;
  if (crc16X25(bytes, 0, bytes.length - 4) !== bytes.readUInt16LE(bytes.length - 4)) return undefined;
  return new Uint8Array(bytes);
}

/**
 * engine_stop / engine_resume as Traccar's encoder writes them: '@@', version 1, the id, 0x4583,
 * one byte (1 stop, 0 resume). The same by text (`engine_stop`, `engine stop`), or a whole frame
 * typed as hex. Traccar's decoder reads no answer to it.
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const text = command.text.trim();
  const word = `${command.name === 'custom' ? '' : command.name} ${text}`.toLowerCase();
  const stop = /\bengine[_ ]stop\b/.test(word);
  const resume = /\bengine[_ ]resume\b/.test(word);
  if (stop !== resume)
    return castelPacket(1, idField(command.id), PETROL_CONTROL, Uint8Array.of(stop ? 1 : 0));
  const whole = wholeFrame(text);
  if (whole) return whole;
  throw new Error('Castel units take engine_stop, engine_resume, or a whole @@ frame typed as hex');
}

export const castelCodec: TrackerCodec = {
  protocol: 'castel',
  defaultPort: 5086,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The SC heartbeat (0x1003) comes every few minutes while the vehicle is parked (a unit setting);
  // twice a generous interval.
  idleTimeoutSeconds: 1200,
  createStream,
  encodeCommand,
  answersCommands: false,
  // FLAGGED: no Sinocastel SMS command for the server address was found in a document at hand
  // (flespi and Sinocastel point to the "OBD Smart PC Tools" configuration program). This is an
  // instruction, not an SMS to send as it is.
  setupSteps: (host, port) =>
    `In Sinocastel's OBD Smart PC Tools (Network tab), set the server to ${host}, port ${port}, TCP; the unit's id is the device ID printed on it`,
};
