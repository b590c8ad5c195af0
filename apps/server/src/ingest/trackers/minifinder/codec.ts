import type { TrackerCodec, TrackerCommandRequest, TrackerEvent, TrackerStream } from '../codec.ts';
import {
  checksumFailed,
  createFrameStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import { readElements, toRecord, toState } from './elements.ts';
import {
  ACK_REQUESTED,
  crc16Xmodem,
  encodeFrame,
  HEAD_BYTES,
  type Head,
  MARK,
  messageType,
  readHead,
} from './frame.ts';
import { readConfiguration, readResponse, readSystemControl } from './messages.ts';

/**
 * MiniFinder's second-generation units (Pico, Nano, Atto, Zepto, Xtreme: personal alarms and asset
 * trackers), Traccar's `minifinder2` protocol on its port 5187. Sources: Traccar's
 * Minifinder2Protocol, Minifinder2ProtocolDecoder and Minifinder2ProtocolEncoder (9e5c458a), whose
 * test vectors codec.test.ts replays; MiniFinder's own document for this protocol was not at hand
 * (the public "MiniFinder Pico Protocol" V1.26 is the first generation's `!D,…;` text protocol,
 * Traccar's `minifinder`).
 *
 * Every data message names its unit (element 0x01, the IMEI), so the stream says `login` before
 * the first one on a connection; the protocol has no login answer, an unknown unit is closed
 * unanswered. A frame whose flags ask for an answer (bit 4) is answered with its index:
 * - data (0x01) and the rest: the response message 7F 01 00 ("success"), once stored;
 * - services (0x03) asking for the time (0x12): 03 05 12 <the server's time>; for a location
 *   (0x11): 03 0A 11 and zeros (latitude, longitude, no address), as Traccar answers, since we
 *   have no position of our own to give.
 * The checksum (CRC-16/XMODEM of the content) is checked; Traccar does not check it.
 */

/** A data message with a backlog runs to 1.4 kB in Traccar's vectors; the length field allows 64 kB. */
const MAX_FRAME_BYTES = 16_384;

type Now = () => Date;

const SUCCESS = Buffer.of(messageType.response, 0x01, 0x00);

/** What answers a frame whose flags ask for one (exported for the tests). */
export function answerFor(head: Head, type: number, keys: number[], now: Date): Buffer {
  const body: number[] = [];
  if (type === messageType.services) {
    for (const key of keys) {
      if (key === 0x11) body.push(0x0a, 0x11, 0, 0, 0, 0, 0, 0, 0, 0, 0);
      if (key === 0x12) {
        const time = Buffer.alloc(4);
        time.writeUInt32LE(Math.floor(now.getTime() / 1000) >>> 0);
        body.push(0x05, 0x12, ...time);
      }
    }
  }
  const content = body.length ? Buffer.from([messageType.services, ...body]) : SUCCESS;
  return encodeFrame(content, head.index);
}

/** One whole frame (checksum checked) to events, before the stream adds its logins (exported for the tests). */
export function parseMinifinderFrame(frame: Buffer, now: Date): TrackerEvent[] {
  const head = readHead(frame);
  const content = frame.subarray(HEAD_BYTES);
  const type = content[0] as number;
  const wanted = (head.flags & ACK_REQUESTED) !== 0;
  if (type === messageType.data || type === messageType.services) {
    const { id, drafts, keys } = readElements(content, 1);
    const ack = wanted ? answerFor(head, type, keys, now) : undefined;
    const named = id ? { id } : {};
    const withAck = ack ? { ack: new Uint8Array(ack) } : {};
    const records = drafts.flatMap((d) => {
      const time = d.time ?? d.stamp;
      return time ? [toRecord(d, time)] : [];
    });
    // Records without a time of their own (a services request, a bare status) are the unit's state now.
    const untimed = drafts.filter((d) => !(d.time ?? d.stamp) && d.filled);
    const events: TrackerEvent[] = [];
    const state = untimed.length ? Object.assign({}, ...untimed.map(toState)) : undefined;
    if (records.length) {
      if (state) events.push({ type: 'heartbeat', ...named, record: state });
      events.push({ type: 'records', ...named, records, ...withAck });
    } else events.push({ type: 'heartbeat', ...named, ...withAck, ...(state ? { record: state } : {}) });
    return events;
  }
  const ack = wanted ? { ack: new Uint8Array(answerFor(head, type, [], now)) } : {};
  if (type === messageType.configuration)
    return [{ type: 'command_result', text: readConfiguration(content), ...ack }];
  if (type === messageType.systemControl)
    return [{ type: 'command_result', text: readSystemControl(content), ...ack }];
  if (type === messageType.response) return [{ type: 'command_result', text: readResponse(content), ...ack }];
  // Firmware messages (0x7E) and types we do not know: answered where asked, nothing kept.
  return [{ type: 'heartbeat', ...ack }];
}

/** Bytes up to the next 0xAB, for skipping what is no frame. */
function garbage(buf: Buffer, detail: string): FrameScan {
  const next = buf.indexOf(MARK, 1);
  return {
    kind: 'skip',
    length: next < 0 ? buf.length : next,
    event: { type: 'bad_frame', reason: 'malformed', detail },
  };
}

function scan(buf: Buffer, now: Now): FrameScan {
  if (buf[0] !== MARK) return garbage(buf, 'no MiniFinder header (0xAB)');
  if (buf.length < HEAD_BYTES) return { kind: 'need' };
  const head = readHead(buf);
  if (head.length === 0) return garbage(buf, 'a frame without content');
  const total = HEAD_BYTES + head.length;
  if (total > MAX_FRAME_BYTES)
    return { kind: 'too_long', length: total, detail: `a frame of ${total} bytes` };
  if (buf.length < total) return { kind: 'need' };
  const actual = crc16Xmodem(buf, HEAD_BYTES, total);
  if (actual !== head.checksum) return checksumFailed(total, head.checksum, actual);
  return parseFrame(total, () => parseMinifinderFrame(buf.subarray(0, total), now()));
}

/** A connection's stream; `now` gives the time a services request is answered with (the tests fix it). */
export function createMinifinderStream(now: Now = () => new Date()): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, (buf) => scan(buf, now)));
}

const HEX = /^(?:[0-9a-f]{2})+$/i;

/** Key-value elements given as hex: each length must fit, so a typo is refused rather than sent. */
function elementsOf(hex: string): Buffer {
  const bytes = Buffer.from(hex, 'hex');
  for (let at = 0; at < bytes.length; ) {
    const length = bytes[at] as number;
    if (length === 0 || at + 1 + length > bytes.length)
      throw new RangeError(`the hex is not length-key-value elements (at byte ${at})`);
    at += 1 + length;
  }
  return bytes;
}

/**
 * A command, as Traccar's Minifinder2ProtocolEncoder writes them (index = the listener's serial):
 * - `config` (or nothing): the configuration request, 02 01 F0 (the unit answers with its settings);
 * - hex key-value elements: a configuration message (02 + the elements) that sets them;
 * - `firmware <url>` (or a bare http(s) URL): the system control message 04 <length> 30 <url>, a
 *   firmware update, which Traccar sends to Nano units only.
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const text = command.text.trim();
  const firmware = /^(?:firmware\s+)?(https?:\/\/\S+)$/i.exec(text);
  let content: Buffer;
  if (firmware) {
    const url = Buffer.from(firmware[1] as string, 'latin1');
    if (url.length > 254) throw new RangeError('a firmware URL is at most 254 characters');
    content = Buffer.concat([Buffer.of(messageType.systemControl, 1 + url.length, 0x30), url]);
  } else if (text === '' || /^(?:get)?config(?:uration)?$/i.test(text)) {
    content = Buffer.of(messageType.configuration, 0x01, 0xf0);
  } else {
    const hex = text.replace(/\s+/g, '');
    if (!HEX.test(hex))
      throw new RangeError('a MiniFinder takes `config`, configuration elements as hex, or `firmware <url>`');
    content = Buffer.concat([Buffer.of(messageType.configuration), elementsOf(hex)]);
  }
  return new Uint8Array(encodeFrame(content, command.serial));
}

export const minifinderCodec: TrackerCodec = {
  protocol: 'minifinder',
  // Traccar's port for minifinder2, so a unit set up for Traccar moves by its host alone.
  defaultPort: 5187,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Personal alarms report on a timer of minutes and send a heartbeat in between (setting 0x44);
  // twice a 10-minute interval.
  idleTimeoutSeconds: 1200,
  createStream: () => createMinifinderStream(),
  encodeCommand,
  // The unit answers a configuration request with its settings, a setting with a response (7F).
  answersCommands: true,
  // MiniFinder's units are set up with MiniFinder's own tools; no SMS form is confirmed by a
  // document at hand.
  setupSteps: (host, port) =>
    `Not confirmed: set the server in MiniFinder's configuration tool (or ask MiniFinder support for the SMS) to ${host}, port ${port}, TCP`,
};
