import { type ByteReader, FrameError } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent, TrackerRecord, TrackerStream } from '../codec.ts';
import { crc16Modbus } from '../crc.ts';
import { setExtra } from '../fields.ts';
import {
  checksumFailed,
  createFrameStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import { readGps, readLbs, readStatus, type State } from './blocks.ts';
import { acknowledgement, frameSize, HEADER, MIN_LENGTH, readHead } from './frame.ts';
import { readCards, readTags, readWifi } from './tags.ts';

/**
 * Tzone Digital's binary `TZ` protocol: the TZ-AVL05/08/09/10 vehicle units' binary firmware and
 * TZ-GT08 (hardware 0x010A, 0x010B, 0x0111, 0x0153, 0x0413), the TT11/TT18 cold-chain loggers
 * (0x0402/0x0403 2G, 0x0407 TT18 4G), the TT19 (0x040A) and the units reading temperature tags
 * (0x0406, 0x0153). Framing in frame.ts, blocks in blocks.ts and tags.ts.
 *
 * Every frame names its unit (IMEI) and is one report: there is no login message, so the stream
 * emits an unanswered login before the first frame and before one naming another unit. Each
 * frame is answered, once stored, with `@UTC,<now>#@ACK,<packet index>#` (frame.ts: the
 * TT18-4G-M document says a unit that hears no ACK sends the data again). Traccar answers the
 * same `@ACK,<index>#` only when configured to (`tzone.ack`); units that do not wait for it
 * ignore the text. The ASCII `$$` protocol of the older TZ-AVL05 firmware is not this one.
 */

/** Traccar's vectors are 61 to 218 bytes; a frame with many temperature tags or cards is longer. */
const MAX_FRAME_BYTES = 4096;

const withoutGps = new Set([0x402, 0x403, 0x406]);

/**
 * One whole frame (header to '\r\n', CRC checked) to events, before the stream adds its logins.
 * `now` is the time the acknowledgement sets the unit's clock to (exported for the tests).
 */
export function parseTzoneMessage(frame: Buffer, now: Date = new Date()): TrackerEvent[] {
  const parsed = readHead(frame);
  if ('protocol' in parsed)
    return [
      {
        type: 'bad_frame',
        reason: 'unsupported',
        detail: `protocol number 0x${parsed.protocol.toString(16).padStart(4, '0')}`,
      },
    ];
  const { head, r } = parsed;
  const { hardware } = head;
  const id = head.imei;
  const state: State = {};
  // The 2G loggers (TT11 0x0402, TT18 0x0403: [tt11]) and 0x0406 (a tag reader) have no GPS block.
  const gps = withoutGps.has(hardware) ? undefined : readGps(r, hardware);
  readLbs(r, hardware, state);
  readStatus(r, hardware, state);
  readTail(r, hardware, state);
  setExtra(state, 'hardware', hardware.toString(16).padStart(4, '0'));
  setExtra(state, 'firmware', head.firmware);
  setExtra(state, 'index', head.index);
  const ack = acknowledgement(head.index, now);
  // The fix's own time, or the unit's clock when it has none (LBS only, a GPS block of zeros).
  const time = gps?.time ?? head.rtc;
  if (!time) return [{ type: 'heartbeat', id, ack, record: state }];
  const record: TrackerRecord = { time, valid: false, ...state };
  if (gps) {
    const { time: _fixTime, ...fix } = gps;
    Object.assign(record, fix);
    if (gps.time && head.rtc) setExtra(record, 'rtc', head.rtc.toISOString());
  }
  return [{ type: 'records', id, records: [record], ack }];
}

/**
 * The blocks after the status block. A frame whose CRC checks but whose tail does not read as
 * expected (a model whose tail differs) keeps what was read before it: the unit's position and
 * sensors are not dropped for a card list.
 */
function readTail(r: ByteReader, hardware: number, state: State): void {
  try {
    if (hardware === 0x10a || hardware === 0x10b) readCards(r, hardware, state);
    if (hardware === 0x153 || hardware === 0x406) readTags(r, hardware, state);
    if (hardware === 0x40a) readWifi(r, state);
  } catch (error) {
    if (!(error instanceof FrameError)) throw error;
    setExtra(state, 'tailUnread', true);
  }
}

const isHeaderAt = (buf: Buffer, at: number) =>
  buf[at] === 0x54 && (at + 1 >= buf.length || buf[at + 1] === 0x5a);

/** Bytes up to the next 'TZ' (or a 'T' ending the buffer), for skipping what is no frame. */
function garbage(buf: Buffer, detail: string): FrameScan {
  let end = 1;
  while (end < buf.length && !isHeaderAt(buf, end)) end++;
  return { kind: 'skip', length: end, event: { type: 'bad_frame', reason: 'malformed', detail } };
}

function scan(buf: Buffer, now: () => Date): FrameScan {
  if (buf.length < 2) return buf[0] === 0x54 ? { kind: 'need' } : garbage(buf, 'no TZ header');
  if (buf.readUInt16BE(0) !== HEADER) return garbage(buf, 'no TZ header');
  if (buf.length < 4) return { kind: 'need' };
  const length = buf.readUInt16BE(2);
  if (length < MIN_LENGTH) return garbage(buf, `a frame that says it is ${length} bytes`);
  const total = frameSize(length);
  if (total > MAX_FRAME_BYTES)
    return { kind: 'too_long', length: total, detail: `a frame of ${total} bytes` };
  if (buf.length < total) return { kind: 'need' };
  // A frame must end in '\r\n' where its length says: if not, the length lied; look for the next header.
  if (buf[total - 2] !== 0x0d || buf[total - 1] !== 0x0a)
    return garbage(buf, 'no \\r\\n where the length ends');
  const expected = buf.readUInt16BE(total - 4);
  const actual = crc16Modbus(buf, 4, total - 4);
  if (expected !== actual) return checksumFailed(total, expected, actual);
  return parseFrame(total, () => parseTzoneMessage(buf.subarray(0, total), now()));
}

/** A connection's stream; `now` gives the time the acknowledgements set (the tests fix it). */
export function createTzoneStream(now: () => Date = () => new Date()): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, (buf) => scan(buf, now)));
}

function encodeCommand(): Uint8Array {
  throw new Error(
    'Tzone units take no commands from Pinpoint: their settings are changed by SMS (*<password>,<code>,…#) or with Tzone’s configuration tool',
  );
}

export const tzoneCodec: TrackerCodec = {
  protocol: 'tzone',
  defaultPort: 5029,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The loggers wake to send at their interval (minutes to an hour) and may hold the connection
  // between; a vehicle unit reports every few minutes while parked. Twice a generous interval.
  idleTimeoutSeconds: 1200,
  createStream: () => createTzoneStream(),
  // No document at hand gives a server command for the binary protocol (Traccar has no Tzone
  // encoder); the units are set by SMS or over USB.
  encodeCommand,
  answersCommands: false,
  // `*<password>,015,<0 = IP, 1 = domain>,<host>,<port>#`, then `*000000,016,1#` turns GPRS on;
  // 000000 is the factory password. Tzone's "AVL05 User Guide" V3.32, p. 21 (older ASCII firmware,
  // https://manualshive.com/en/manual/avl/avl05/3032514?page=21) gives `*$$$$$$,015,IP,PORT#` and
  // `*$$$$$$,016,1#` (1 enables GPRS). The mode field of the newer firmware is from third parties,
  // no Tzone guide for it having been found: an AVL05/06 user's setup in traccar/traccar#845
  // (https://github.com/traccar/traccar/issues/845: `*000000,015,0,<IP>,5005#` then
  // `*000000,016,1#`), a unit's echo of the command in lgaticaq/tz-parser test/responses.js
  // (b1c7504b: `*000000,015,1,server.com,1331#`, 1 before a domain) and Plaspy's setup guides.
  // Not confirmed on a unit; the TT18/TT19 loggers are set up with Tzone's USB tool.
  setupSms: (host, port) =>
    `*000000,015,${/^[\d.]+$/.test(host) ? 0 : 1},${host},${port}# then *000000,016,1#`,
};
