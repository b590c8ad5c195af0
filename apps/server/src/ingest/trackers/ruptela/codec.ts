import { ByteReader, FrameError, readableText } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent, TrackerStream } from '../codec.ts';
import { crc16Kermit } from '../crc.ts';
import { isTrackerId } from '../fields.ts';
import {
  checksumFailed,
  createFrameStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import { readDtcs, readRecords } from './records.ts';

/**
 * Ruptela FM-Eco4/FM-Pro4/FM-Tco4, HCV5/LCV5, Trace5 and Plug units ("FM Pro, FM Eco & FM Tco
 * Protocols", Ruptela's protocol document v1.67 and later; framing and fields as Traccar's
 * RuptelaProtocol, RuptelaProtocolDecoder and RuptelaProtocolEncoder).
 *
 * Over TCP every packet from the unit is: a 2-byte length (of what follows it, the CRC left out),
 * the IMEI as an 8-byte integer, a command id (1 byte), the command's payload, and a CRC-16/KERMIT
 * (reflected polynomial 0x8408, initial value 0) of IMEI .. payload. The unit names itself in
 * every packet, so there is no separate login: the stream emits one before the first packet and
 * before one that names another unit, as atrack/codec.ts does.
 *
 * The server's packets have no IMEI: length (1 + payload), command id (100 + the unit's
 * command; 100 itself for records), payload and the same CRC over command id .. payload. The
 * unit waits for:
 * - records (1) and extended records (68): 0x64 0x01, sent only once they are stored, so a unit
 *   that hears nothing sends them again;
 * - DTCs (9): 0x6D 0x01, once stored;
 * - identification (15) and heartbeat (16): 0x73 0x01 and 0x74 0x01.
 * Answers to the server's commands (configuration 2, version 3, firmware 4, SMS via GPRS 7 and
 * set IO 17) are command results; file chunks (37, sent only when the server asks for a photo)
 * are taken and not kept.
 */

const COMMAND = {
  records: 1,
  deviceConfiguration: 2,
  deviceVersion: 3,
  firmwareUpdate: 4,
  smsViaGprsResponse: 7,
  smsViaGprs: 8,
  dtcs: 9,
  identification: 15,
  heartbeat: 16,
  setIo: 17,
  files: 37,
  extendedRecords: 68,
} as const;

/** An FM unit's packet holds at most ~1 KB of records (file chunks 1 KB); the length field allows 64 KB. */
const MAX_FRAME_BYTES = 4096;
/** IMEI and command id: the least a packet's length can say. */
const MIN_LENGTH = 9;

/** A server packet: length, command, payload, CRC-16/KERMIT of command .. payload. */
export function ruptelaServerPacket(command: number, payload: Uint8Array = new Uint8Array()): Uint8Array {
  const out = Buffer.alloc(2 + 1 + payload.length + 2);
  out.writeUInt16BE(1 + payload.length, 0);
  out.writeUInt8(command, 2);
  Buffer.from(payload).copy(out, 3);
  out.writeUInt16BE(crc16Kermit(out, 2, 3 + payload.length), 3 + payload.length);
  return new Uint8Array(out);
}

const ACK = Uint8Array.of(0x01);
/** The records' (1 and 68) acknowledgement is command 100 (0x64); the others answer with 100 + theirs. */
export const recordsAck = () => ruptelaServerPacket(100, ACK);
const answer = (command: number) => ruptelaServerPacket(100 + command, ACK);

function imeiOf(value: bigint): string {
  // Traccar pads to 15 digits: an IMEI whose first digit is 0 is sent as a 14-digit number.
  const id = value.toString().padStart(15, '0');
  if (!isTrackerId(id)) throw new FrameError(`IMEI ${id.slice(0, 24)} is not 6 to 20 digits`);
  return id;
}

function commandText(payload: Buffer): string {
  return readableText(payload, 'latin1');
}

/**
 * One whole packet (length .. CRC) to events, before the stream adds its logins. The length
 * field and CRC are the stream's to check; this reads what lies between them (exported for the
 * tests, which replay Traccar's decoder vectors as its decoder takes them).
 */
export function parseRuptelaMessage(frame: Uint8Array): TrackerEvent[] {
  if (frame.length < 2 + MIN_LENGTH + 2) throw new FrameError('a packet shorter than its header');
  const r = new ByteReader(frame, 2, frame.length - 2);
  const id = imeiOf(r.u64());
  const command = r.u8();
  switch (command) {
    case COMMAND.records:
    case COMMAND.extendedRecords: {
      const { records } = readRecords(r, command === COMMAND.extendedRecords);
      const ack = recordsAck();
      return records.length ? [{ type: 'records', id, records, ack }] : [{ type: 'heartbeat', id, ack }];
    }
    case COMMAND.dtcs: {
      const records = readDtcs(r);
      const ack = answer(command);
      return records.length ? [{ type: 'records', id, records, ack }] : [{ type: 'heartbeat', id, ack }];
    }
    case COMMAND.identification:
    case COMMAND.heartbeat:
      // Identification carries the unit's versions and settings, not read here.
      return [{ type: 'heartbeat', id, ack: answer(command) }];
    case COMMAND.files:
      return [{ type: 'heartbeat', id }];
    case COMMAND.deviceConfiguration:
    case COMMAND.deviceVersion:
    case COMMAND.firmwareUpdate:
    case COMMAND.smsViaGprsResponse:
      return [{ type: 'command_result', id, text: commandText(r.bytes(r.remaining())) }];
    case COMMAND.setIo:
      return [{ type: 'command_result', id, text: `set IO result ${r.u8()}` }];
    default:
      return [{ type: 'bad_frame', reason: 'unsupported', detail: `command ${command}` }];
  }
}

function scan(buf: Buffer): FrameScan {
  if (buf.length < 2) return { kind: 'need' };
  const length = buf.readUInt16BE(0);
  // A length below the header's can be no packet, and nothing after it can be found again.
  if (length < MIN_LENGTH) return { kind: 'fatal', detail: `a packet length of ${length}` };
  const total = 2 + length + 2;
  if (total > MAX_FRAME_BYTES)
    return { kind: 'too_long', length: total, detail: `a packet of ${total} bytes` };
  if (buf.length < total) return { kind: 'need' };
  const expected = buf.readUInt16BE(2 + length);
  const actual = crc16Kermit(buf, 2, 2 + length);
  if (expected !== actual) return checksumFailed(total, expected, actual);
  return parseFrame(total, () => parseRuptelaMessage(buf.subarray(0, total)));
}

/**
 * A connection's stream: a login before the first packet and before one naming another unit. A
 * first identification (or heartbeat) is the login itself, answered once the unit is known; an
 * unknown unit is closed unanswered.
 */
function createStream(): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, scan), (event) =>
    event.type === 'heartbeat' ? event.ack : undefined,
  );
}

/** A whole server packet given as hex (length, command, payload, a CRC that checks) is sent as it is. */
function wholePacket(text: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-fA-F]{2}){5,}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'hex');
  const length = bytes.readUInt16BE(0);
  if (bytes.length !== 2 + length + 2) return undefined;
  if (crc16Kermit(bytes, 2, 2 + length) !== bytes.readUInt16BE(2 + length)) return undefined;
  return new Uint8Array(bytes);
}

/**
 * A command: the text of one of the unit's SMS commands, sent in an "SMS via GPRS" packet
 * (command 8, 0x6C), which the unit answers as it would the SMS (command 7). The SMS form is
 * `<password> <command> <parameters>`; a unit without an SMS password takes the command after
 * one space, so the text is sent as typed, leading space included (` coords`, ` reset`).
 * A whole server packet typed as hex is sent as it is (as Traccar's encoder does).
 */
function encodeCommand(command: { text: string }): Uint8Array {
  const text = command.text.replace(/[\r\n]+$/, '');
  return (
    wholePacket(text.trim()) ?? ruptelaServerPacket(100 + COMMAND.smsViaGprs, Buffer.from(text, 'latin1'))
  );
}

export const ruptelaCodec: TrackerCodec = {
  protocol: 'ruptela',
  defaultPort: 5046,
  maxFrameBytes: MAX_FRAME_BYTES,
  // FM units keep the link open between records (their "link timeout" setting) and send records
  // at least every few minutes while parked, or a heartbeat (16) where enabled.
  idleTimeoutSeconds: 600,
  createStream,
  encodeCommand,
  answersCommands: true,
  // Ruptela's SMS commands list: `<password> setconnection apn,apnlogin,apnpassword,Protocol,IP1,
  // Port1,IP2,Port2`, `*old*` keeping a value and the parameters left off unchanged; no SMS
  // password is written as the one leading space. The list documents IP1 as a dotted address: a
  // host name is taken by current firmware (FM4, HCV5/LCV5), not confirmed for every unit.
  setupSms: (host, port) => ` setconnection *old*,*old*,*old*,TCP,${host},${port}`,
};
