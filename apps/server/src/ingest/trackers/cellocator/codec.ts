import type { TrackerCodec, TrackerEvent, TrackerStream } from '../codec.ts';
import {
  checksumFailed,
  createFrameStream,
  datagramThroughStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import { encodeCellocatorCommand } from './commands.ts';
import {
  ALTERNATIVE_CODE,
  acknowledge,
  acknowledgeModular,
  checksumOf,
  messageLength,
  messageType,
  SYSTEM_CODE,
} from './frame.ts';
import { readModular } from './modular.ts';
import { REPLY_TO_COMMAND, readStatus, type Status } from './status.ts';

/**
 * Pointer Telocation's Cellocator units (CR200, CR300, Cello, Cello-IQ, CANiQ), Traccar's
 * `cellocator` on its port 5033, TCP and UDP. Sources: Traccar's CellocatorProtocol,
 * CellocatorFrameDecoder and CellocatorProtocolDecoder/Encoder (9e5c458a), whose test vectors
 * codec.test.ts replays; Pointer's "Cellocator Integration: Practical Examples" (2012: the system
 * code, the unit ID in "Intel" order, the status message that is also Traccar's vector); the
 * "Cellocator Wireless Communication Protocol" itself was not readable here past its first pages,
 * and where its content is taken from others' readings of it (Drivetech/cellocator-parser,
 * jldamians/cellocator-decodes) the comment says so.
 *
 * The unit's id is its unit ID, a 32-bit number in every message, written in decimal as Traccar
 * writes it and as the unit's label and Cellocator's programmer show it (549765 in Pointer's
 * example). Every message names its unit, so the stream says `login` before the first; an unknown
 * unit is closed unanswered. Each message is acknowledged once stored, as Traccar acknowledges it:
 * a type 4 acknowledgement with its numerator, or for an extended modular message (11) the modular
 * answer. A status message that answers a command (reason 31) is also its result.
 */

/** Status messages are 70 bytes; a modular one with the programmable logic's values some hundreds. */
const MAX_FRAME_BYTES = 4096;

const M = 0x4d;

const malformed = (detail: string): TrackerEvent => ({ type: 'bad_frame', reason: 'malformed', detail });

/** The events of a whole message, checksum checked. */
function readCellocatorMessage(frame: Buffer): TrackerEvent[] {
  const type = frame[4] as number;
  const unitId = frame.readUInt32LE(5);
  const id = String(unitId);
  // The forwarded serial data (8) has no communication control before its numerator.
  const numerator = frame[type === messageType.serial ? 9 : 11] as number;
  const answer = type === messageType.modularExtended ? acknowledgeModular : acknowledge;
  const ack = new Uint8Array(answer(unitId, numerator));
  const alternative = frame.subarray(0, 4).equals(ALTERNATIVE_CODE);
  let status: Status;
  if (type === messageType.status) status = readStatus(frame, alternative);
  else if (type === messageType.modularExtended) status = readModular(frame);
  // Programming replies, serial data and the other modular messages: acknowledged, nothing kept.
  else return [{ type: 'heartbeat', id, ack }];
  const { time, record } = status;
  const events: TrackerEvent[] = time
    ? [{ type: 'records', id, records: [{ ...record, time }], ack }]
    : // Without a date the message is the unit's state now, not a record of its own time.
      [{ type: 'heartbeat', id, ack, record }];
  if (status.reason === REPLY_TO_COMMAND)
    events.push({ type: 'command_result', id, text: 'status (reply to a command)' });
  return events;
}

/** Bytes up to the next M, for skipping what is no message. */
function garbage(buf: Buffer, event: TrackerEvent): FrameScan {
  const next = buf.indexOf(M, 1);
  return { kind: 'skip', length: next < 0 ? buf.length : next, event };
}

const isCode = (head: Buffer) =>
  SYSTEM_CODE.subarray(0, head.length).equals(head) || ALTERNATIVE_CODE.subarray(0, head.length).equals(head);

function scan(buf: Buffer): FrameScan {
  if (!isCode(buf.subarray(0, 4))) return garbage(buf, malformed('no Cellocator system code (MCGP)'));
  const length = messageLength(buf);
  if (length === undefined) return { kind: 'need' };
  if (length === null)
    return garbage(buf, { type: 'bad_frame', reason: 'unsupported', detail: `message type ${buf[4]}` });
  if (length > MAX_FRAME_BYTES) return { kind: 'too_long', length, detail: `a message of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  if (buf.subarray(0, 4).equals(SYSTEM_CODE)) {
    const expected = buf[length - 1] as number;
    const actual = checksumOf(buf, length);
    if (actual !== expected) return checksumFailed(length, expected, actual);
  }
  return parseFrame(length, () => {
    return readCellocatorMessage(Buffer.from(buf.subarray(0, length)));
  });
}

function createCellocatorStream(): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, scan));
}

/** One UDP datagram: its messages, each acknowledged to its sender. */
const parseCellocatorDatagram = (datagram: Uint8Array): TrackerEvent[] =>
  datagramThroughStream(createCellocatorStream, datagram);

export const cellocatorCodec: TrackerCodec = {
  protocol: 'cellocator',
  // Traccar's port for Cellocator (TCP and UDP), so a unit set up for Traccar moves by its host alone.
  defaultPort: 5033,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Units report on a timer (minutes while driving) and keep an idle session with periodic status
  // messages; half an hour of silence is gone.
  idleTimeoutSeconds: 1800,
  createStream: createCellocatorStream,
  parseDatagram: parseCellocatorDatagram,
  encodeCommand: encodeCellocatorCommand,
  // The unit answers a command with a status message of reason 31.
  answersCommands: true,
  // Cellocator units take their server from Cellocator's programming tool (or over the air from
  // a server they already report to); no SMS form is confirmed by a document at hand.
  setupSteps: (host, port) =>
    `Not confirmed: in Cellocator's programmer (or through your Pointer reseller), set the unit's primary server to ${host}, port ${port}, TCP or UDP; the id is the unit ID in decimal, as its label and the programmer show it`,
};
