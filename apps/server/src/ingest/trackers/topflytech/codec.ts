import type { TrackerCodec, TrackerCommandRequest, TrackerEvent, TrackerStream } from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import { answer, HEAD_BYTES, type Header, imeiBytes, isHeader, messageType, readHead } from './frame.ts';
import {
  readAccelerationBehaviour,
  readBle,
  readCommandResult,
  readGpsBehaviour,
  readNetwork,
} from './messages.ts';
import { isAlarmType, isPositionType, readPosition } from './position.ts';

/**
 * Topflytech trackers: T8803/T8806/T8808 (0x2323), the "Plus" vehicle units, TLW1/TLW2/TLP1
 * (0x2525), TLD1/TLD2 OBD units (0x2626), SolarGuardX/SolarX asset units (0x2727). Traccar decodes
 * these with T800xProtocolDecoder (its port 5094); its "topflytech" protocol (5047) is an older
 * ASCII `(IMEI…)` format that none of these units speaks. Sources: Topflytech's "T880x Protocol"
 * v5.6 (0x2323), TOPFLYtech/TOPFLYtechCodec (the vendor's codecs and ConfigMsgDoc.md), Traccar.
 *
 * What is answered (the document's table and the vendor's demo server; Traccar alike):
 * - login (0x01), heartbeat (0x03) and every other non-position message: the 15-byte answer,
 *   once the unit is known (a unit unanswered at login reconnects within 25 s, so an unknown one is
 *   closed rather than left waiting);
 * - alarms (0x04/0x14/0x18): the answer with the alarm code, once stored;
 * - GPS data (0x02/0x13/0x16): nothing (the document's "Null"); Traccar answers them only when
 *   configured to;
 * - a command's answer (0x81): nothing.
 */

/** Positions are under 130 bytes; a command's UTF-16 answer or a BLE report with many sensors are the longest. */
const MAX_FRAME_BYTES = 4096;

/** One whole frame to events, before the stream adds its logins (exported for the tests). */
export function parseTopflytechMessage(frame: Buffer): TrackerEvent[] {
  const { head, r } = readHead(frame);
  const { header, type, imei: id } = head;
  const ack = answer(head);
  if (type === messageType.login) return [{ type: 'login', id, accept: ack, form: formOf(header) }];
  if (type === messageType.heartbeat) return [{ type: 'heartbeat', id, ack }];
  if (isPositionType(type)) {
    const { record, alarmCode } = readPosition(head, r);
    const alarmAck = isAlarmType(type) ? answer(head, alarmCode) : undefined;
    return [{ type: 'records', id, records: [record], ...(alarmAck ? { ack: alarmAck } : {}) }];
  }
  if (header === 0x2626 && type === messageType.network27OrBehaviour26) {
    const records = readGpsBehaviour(r);
    return records.length ? [{ type: 'records', id, records, ack }] : [{ type: 'heartbeat', id, ack }];
  }
  if (header === 0x2626 && type === messageType.behaviour26)
    return [{ type: 'records', id, records: [readAccelerationBehaviour(r)], ack }];
  if ((header === 0x2727 && type === messageType.network27OrBehaviour26) || type === messageType.network)
    return [{ type: 'heartbeat', id, ack, record: { extra: readNetwork(r) } }];
  if (type === messageType.ble) return [{ type: 'records', id, records: [readBle(r)], ack }];
  if (type === messageType.command) return [{ type: 'command_result', id, text: readCommandResult(r) }];
  // Messages we do not read (RS232, Wi-Fi, OBD data, debug…) are answered all the same, as Traccar
  // does, so the unit does not send them again or reconnect.
  return [{ type: 'heartbeat', id, ack }];
}

const formOf = (header: Header) => header.toString(16);

const headerAt = (buf: Buffer, at: number) => at + 1 < buf.length && isHeader(buf.readUInt16BE(at));

/** Bytes up to the next header, for skipping what is no frame. */
function garbage(buf: Buffer, detail: string): FrameScan {
  let end = 1;
  while (end < buf.length && !headerAt(buf, end) && !(end === buf.length - 1 && isHeaderStart(buf[end])))
    end++;
  return { kind: 'skip', length: end, event: { type: 'bad_frame', reason: 'malformed', detail } };
}

const isHeaderStart = (b: number | undefined) => b === 0x23 || b === 0x25 || b === 0x26 || b === 0x27;

/** `onFrame` may add events to a whole frame's (the stream's logins). */
function scan(buf: Buffer, onFrame: (header: Header, events: TrackerEvent[]) => TrackerEvent[]): FrameScan {
  if (buf.length < 2) return isHeaderStart(buf[0]) ? { kind: 'need' } : garbage(buf, 'no Topflytech header');
  if (!headerAt(buf, 0)) return garbage(buf, 'no Topflytech header');
  if (buf.length < 5) return { kind: 'need' };
  const length = buf.readUInt16BE(3);
  if (length < HEAD_BYTES) return garbage(buf, `a frame that says it is ${length} bytes`);
  if (length > MAX_FRAME_BYTES) return { kind: 'too_long', length, detail: `a frame of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  const header = buf.readUInt16BE(0) as Header;
  return parseFrame(length, () => onFrame(header, parseTopflytechMessage(buf.subarray(0, length))));
}

/**
 * A connection's stream: every message names its unit, so one that names a unit not yet said on
 * this connection (a unit that skips the login after a reconnect, or a first heartbeat) is
 * preceded by a `login` without an answer of its own; the header it came with is the login's form,
 * which commands use.
 */
function createStream(): TrackerStream {
  let said: string | undefined;
  const onFrame = (header: Header, events: TrackerEvent[]): TrackerEvent[] => {
    const [event] = events;
    if (!event || event.type === 'bad_frame') return events;
    if (event.type === 'login') {
      said = event.id;
      return events;
    }
    if (event.id === undefined || event.id === said) return events;
    said = event.id;
    return [{ type: 'login', id: event.id, form: formOf(header) }, ...events];
  };
  return createFrameStream(MAX_FRAME_BYTES, (buf) => scan(buf, onFrame));
}

/**
 * The setting message (0x81, mode 1 "setting"): the head with serial 0001 (as Traccar's
 * T800xProtocolEncoder and the vendor's encoders write it), the mode, the command's ASCII text
 * (ConfigMsgDoc.md's `VERSION#` example is ASCII, whatever its prose says). The length is the
 * frame's, as Traccar writes it (the vendor's library writes 0x10 whatever the text's length).
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const header = Number.parseInt(command.form ?? '2323', 16);
  const text = Buffer.from(command.text.trim(), 'latin1');
  const out = Buffer.alloc(HEAD_BYTES + 1 + text.length);
  out.writeUInt16BE(isHeader(header) ? header : 0x2323, 0);
  out.writeUInt8(messageType.command, 2);
  out.writeUInt16BE(out.length, 3);
  out.writeUInt16BE(1, 5);
  imeiBytes(command.id).copy(out, 7);
  out.writeUInt8(0x01, HEAD_BYTES);
  text.copy(out, HEAD_BYTES + 1);
  return new Uint8Array(out);
}

export const topflytechCodec: TrackerCodec = {
  protocol: 'topflytech',
  // Traccar serves these binary frames on 5094 (its T800x protocol; its "topflytech" on 5047 is an
  // older ASCII format no current unit speaks), so a unit set up for Traccar moves by its host alone.
  defaultPort: 5094,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Heartbeats come every few minutes by default (the interval is a setting the GPS data
  // carries); an asset unit keeps longer silences, so twice a generous interval.
  idleTimeoutSeconds: 1200,
  createStream,
  encodeCommand,
  answersCommands: true,
  // Topflytech's SMS commands are `COMMAND,<PIN>,<values>#` with PIN 0000 by default (RELAY,
  // FORWARD, GOOGLE in the T8808 manual). The server command's name and field order below are not
  // confirmed by a document at hand: check the unit's manual before relying on it.
  setupSms: (host, port) => `IP,0000,${host},${port}#`,
};
