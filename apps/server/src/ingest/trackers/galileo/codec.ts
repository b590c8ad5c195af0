import { ByteReader, FrameError } from '../bytes.ts';
import type {
  TrackerCodec,
  TrackerCommandRequest,
  TrackerEvent,
  TrackerRecord,
  TrackerStream,
} from '../codec.ts';
import {
  checksumFailed,
  createFrameStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import {
  checksums,
  commandPacket,
  confirmation,
  HEAD_BYTES,
  HEADER,
  isHeader,
  isIridium,
  packetLength,
} from './frame.ts';
import { readCompressed, readIridium, readMainTags, toRecord } from './packets.ts';
import type { Draft } from './tags.ts';

/**
 * Galileosky trackers (Base Block, 7.0, 10, ADM, Boxfinder…) in Galileosky's own protocol, Traccar's
 * `galileo` on its port 5034 (TCP). Sources: Galileosky's "Протокол обмена с сервером терминалов
 * Galileosky" (the server exchange protocol, 2019 edition, as kuznetsovin/galileosky-protocol keeps
 * it in docs/galileo-protocol.pdf), and Traccar's GalileoFrameDecoder, GalileoProtocolDecoder and
 * GalileoProtocolEncoder (9e5c458a), whose test vectors codec.test.ts replays.
 *
 * After connecting the unit sends its first ("head") packet, usually its hardware and firmware
 * versions, IMEI and device number; then main packets of one record or many from its archive. The
 * IMEI (tag 0x03) names the unit: the head packet is its login, confirmed once the unit is known (an
 * unknown one is closed unconfirmed); main packets that carry no IMEI are the logged-in unit's. Each
 * packet is confirmed (0x02 and its CRC) once every record in it is stored, so a unit that hears
 * nothing sends it again. Where the document and Traccar part, the document is followed and the
 * comment says so (the compressed packet in packets.ts, the refrigeration tag in tags.ts).
 */

/** The document allows 1000 bytes a packet; Traccar's photo vector is 998. */
const MAX_FRAME_BYTES = 4096;

const ACK = 0x02;

/** One whole packet (length and CRC checked) to events, before the stream adds its logins. */
export function parseGalileoPacket(frame: Buffer, now = new Date()): TrackerEvent[] {
  if (isIridium(frame)) {
    const { imei: id, drafts } = readIridium(frame);
    const records = recordsOf(drafts);
    // Iridium's gateway waits for no confirmation.
    return records.length ? [{ type: 'records', id, records }] : [{ type: 'heartbeat', id }];
  }
  const r = new ByteReader(frame, 3, frame.length - 2);
  switch (frame[0]) {
    case HEADER.main:
      return mainEvents(readMainTags(r), confirmation(ACK, frame));
    case HEADER.compressed:
      return mainEvents(readCompressed(r, now), confirmation(ACK, frame));
    case HEADER.photo:
      // A photo's part, sent when the unit is told to take one: confirmed, not kept.
      return [{ type: 'heartbeat', ack: confirmation(HEADER.photo, frame) }];
    default:
      // Garmin FMI data passed through from a navigator: not confirmed (the document), not kept.
      return [{ type: 'heartbeat' }];
  }
}

function recordsOf(drafts: Draft[]): TrackerRecord[] {
  return drafts.flatMap((draft) => {
    const record = toRecord(draft);
    return record ? [record] : [];
  });
}

/**
 * A main packet's events: its records, confirmed once stored; a command's answer (tag 0xE1) as the
 * command's result; a packet with no record (the head packet) confirmed as it is.
 */
function mainEvents(drafts: Draft[], ack: Uint8Array): TrackerEvent[] {
  const ids = new Set(drafts.flatMap((draft) => (draft.imei ? [draft.imei] : [])));
  if (ids.size > 1) throw new FrameError(`one packet names ${ids.size} units`);
  const [id] = ids;
  const named = id === undefined ? {} : { id };
  const records = recordsOf(drafts);
  const replies = drafts.flatMap((draft) => (draft.reply === undefined ? [] : [draft.reply]));
  if (replies.length) {
    const result: TrackerEvent = { type: 'command_result', ...named, text: replies.join('\n'), ack };
    return records.length ? [{ type: 'records', ...named, records }, result] : [result];
  }
  return records.length
    ? [{ type: 'records', ...named, records, ack }]
    : [{ type: 'heartbeat', ...named, ack }];
}

/** Bytes up to the next possible header, for skipping what is no packet. */
function garbage(buf: Buffer): FrameScan {
  let next = 1;
  while (next < buf.length && !isHeader(buf[next])) next++;
  return {
    kind: 'skip',
    length: next,
    event: { type: 'bad_frame', reason: 'malformed', detail: 'no Galileosky header (01, 06, 07 or 08)' },
  };
}

function scan(buf: Buffer): FrameScan {
  if (!isHeader(buf[0])) return garbage(buf);
  if (buf.length < HEAD_BYTES) return { kind: 'need' };
  const length = packetLength(buf);
  if (length > MAX_FRAME_BYTES) return { kind: 'too_long', length, detail: `a packet of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  if (!isIridium(buf)) {
    const { expected, actual } = checksums(buf, length);
    if (expected !== actual) return checksumFailed(length, expected, actual);
  }
  return parseFrame(length, () => parseGalileoPacket(Buffer.from(buf.subarray(0, length))));
}

/**
 * A connection's stream: a login before the first packet that names a unit; a head packet is the
 * login itself, confirmed once the unit is known.
 */
function createStream(): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, scan), (event) =>
    event.type === 'heartbeat' ? event.ack : undefined,
  );
}

/**
 * A command: the unit's command text in the command packet (table 7), as Traccar's encoder writes it,
 * with the listener's serial as the command number (0xE0, the server's choice). The unit answers
 * with the same packet carrying its reply text (table 8). The document gives the text as CP1251;
 * the commands are Latin, so ASCII is taken.
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const text = command.text.trim();
  if (!text) throw new Error('a Galileosky command needs its text');
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error('a Galileosky command is ASCII text on one line');
  if (text.length > 255) throw new Error('a Galileosky command holds at most 255 characters');
  if (!/^\d{15}$/.test(command.id))
    throw new Error(`a Galileosky command names its unit by the 15-digit IMEI, not ${command.id}`);
  return new Uint8Array(commandPacket(command.id, command.serial, Buffer.from(text, 'latin1')));
}

export const galileoCodec: TrackerCodec = {
  protocol: 'galileo',
  // Traccar's port for Galileosky, so a unit set up for Traccar moves by its host alone.
  defaultPort: 5034,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Units keep the connection and send a record every period of their settings (longer when
  // parked); half an hour of silence is gone.
  idleTimeoutSeconds: 1800,
  createStream,
  encodeCommand,
  // The unit answers an executed command with a packet carrying its reply text.
  answersCommands: true,
  // Galileosky's command list: `ServerIp <address>,<port>` sets the main server (the command's page
  // was not found by the search tools here: the form is the one Galileosky's manuals and their
  // integrators give; the APN, if the SIM needs one, is set first with `APN <name>,<user>,<password>`).
  setupSms: (host, port) => `ServerIp ${host},${port}`,
};
