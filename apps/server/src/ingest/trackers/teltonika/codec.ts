import { ByteReader, FrameError } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { isTrackerId } from '../fields.ts';
import { checksumFailed, createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import { type AvlPayload, codecIds, readAvlPayload } from './avl.ts';

/**
 * Teltonika FMB/FMC/FMM trackers (Teltonika wiki, "Teltonika Data Sending Protocols", and
 * "Codec 12"). Over TCP the tracker first sends its IMEI (2-byte length + ASCII digits) and waits
 * for 0x01 (accepted) or 0x00 (refused); then AVL packets: four zero bytes, a 4-byte data length,
 * the payload (codec id .. number of data 2) and a 4-byte CRC-16/IBM of the payload, each
 * acknowledged with the number of records as a 4-byte integer. Over UDP each datagram carries a
 * channel header with the IMEI and is answered per datagram.
 */

const ACCEPT = Uint8Array.of(0x01);
const REJECT = Uint8Array.of(0x00);
/** An idle FMB keeps its link open with a one-byte 0xFF ping (Traccar's TeltonikaFrameDecoder skips it). */
const PING = 0xff;
/** An IMEI is 15 digits; a longer length prefix is no IMEI packet. */
const MAX_IMEI_LENGTH = 20;

/**
 * The wiki: "Maximum AVL packet size is 1280 bytes" (512 for FMB630/FMB640/FM63XY); Codec 12
 * responses are a few hundred bytes. 2048 leaves room for firmware that packs a little more.
 */
const MAX_FRAME_BYTES = 2048;

function countAck(count: number): Uint8Array {
  const ack = Buffer.alloc(4);
  ack.writeUInt32BE(count);
  return ack;
}

function payloadEvents(payload: AvlPayload, ack: (count: number) => Uint8Array, id?: string): TrackerEvent[] {
  const named = id === undefined ? {} : { id };
  switch (payload.kind) {
    case 'records':
      return [{ type: 'records', ...named, records: payload.records, ack: ack(payload.records.length) }];
    case 'response':
      return [{ type: 'command_result', ...named, text: payload.text }];
    case 'message':
      return [
        {
          type: 'heartbeat',
          ...named,
          record: {
            extra: {
              message: payload.text,
              ...(payload.driverUniqueId ? { driverUniqueId: payload.driverUniqueId } : {}),
            },
          },
        },
      ];
    case 'unsupported':
      return [{ type: 'bad_frame', reason: 'unsupported', detail: payload.detail }];
  }
}

function readId(r: ByteReader, length: number): string {
  const id = r.ascii(length);
  if (!isTrackerId(id)) throw new FrameError(`IMEI ${JSON.stringify(id.slice(0, 24))} is not 6 to 20 digits`);
  return id;
}

function scanTcp(buf: Buffer): FrameScan {
  if (buf[0] === PING) return { kind: 'frame', length: 1, events: [{ type: 'heartbeat' }] };
  if (buf.length < 2) return { kind: 'need' };
  const imeiLength = buf.readUInt16BE(0);
  if (imeiLength > 0) {
    if (imeiLength > MAX_IMEI_LENGTH)
      return { kind: 'fatal', detail: 'neither an IMEI packet nor an AVL packet' };
    if (buf.length < 2 + imeiLength) return { kind: 'need' };
    return parseFrame(2 + imeiLength, () => {
      const id = readId(new ByteReader(buf, 2, 2 + imeiLength), imeiLength);
      return [{ type: 'login', id, accept: ACCEPT, reject: REJECT }];
    });
  }
  if (buf.length < 8) return { kind: 'need' };
  if (buf.readUInt16BE(2) !== 0) return { kind: 'fatal', detail: 'AVL packet without its four zero bytes' };
  const dataLength = buf.readUInt32BE(4);
  const total = 12 + dataLength;
  if (dataLength < 3) return { kind: 'fatal', detail: `AVL data length ${dataLength} is too short` };
  if (total > MAX_FRAME_BYTES) {
    return {
      kind: 'too_long',
      length: total,
      detail: `AVL packet of ${total} bytes, at most ${MAX_FRAME_BYTES}`,
    };
  }
  if (buf.length < total) return { kind: 'need' };
  const end = 8 + dataLength;
  const expected = buf.readUInt32BE(end);
  const actual = crc16Ibm(buf, 8, end);
  if (expected !== actual) return checksumFailed(total, expected, actual);
  return parseFrame(total, () => payloadEvents(readAvlPayload(new ByteReader(buf, 8, end)), countAck));
}

/**
 * One UDP datagram: length, packet id, a byte not used, AVL packet id, IMEI length, IMEI and the
 * payload without preamble or CRC. The answer echoes the packet id and AVL packet id with the
 * number of records taken (the wiki's example: 0005 CAFE 01 05 01).
 */
function parseDatagram(datagram: Uint8Array): TrackerEvent[] {
  try {
    const r = new ByteReader(datagram);
    const length = r.u16();
    if (length !== r.remaining())
      throw new FrameError(`datagram says ${length} bytes, holds ${r.remaining()}`);
    const packetId = r.u16();
    r.u8();
    const avlPacketId = r.u8();
    const id = readId(r, r.u16());
    const udpAck = (count: number) => {
      const ack = Buffer.alloc(7);
      ack.writeUInt16BE(5, 0);
      ack.writeUInt16BE(packetId, 2);
      ack.writeUInt8(0x01, 4);
      ack.writeUInt8(avlPacketId, 5);
      ack.writeUInt8(count & 0xff, 6);
      return ack;
    };
    return [{ type: 'login', id }, ...payloadEvents(readAvlPayload(r), udpAck, id)];
  } catch (error) {
    if (!(error instanceof FrameError)) throw error;
    return [{ type: 'bad_frame', reason: 'malformed', detail: error.message }];
  }
}

/**
 * A Codec 12 command: preamble, data size, codec 0x0C, quantity 1, type 0x05, command size,
 * the command's text, quantity 1 and the CRC-16/IBM of codec id .. quantity 2.
 */
function encodeCommand(command: { text: string }): Uint8Array {
  const text = Buffer.from(command.text, 'latin1');
  const dataSize = 1 + 1 + 1 + 4 + text.length + 1;
  const out = Buffer.alloc(8 + dataSize + 4);
  out.writeUInt32BE(dataSize, 4);
  out.writeUInt8(codecIds.codec12, 8);
  out.writeUInt8(1, 9);
  out.writeUInt8(0x05, 10);
  out.writeUInt32BE(text.length, 11);
  text.copy(out, 15);
  out.writeUInt8(1, 15 + text.length);
  out.writeUInt32BE(crc16Ibm(out, 8, 8 + dataSize), 8 + dataSize);
  return out;
}

export const teltonikaCodec: TrackerCodec = {
  protocol: 'teltonika',
  defaultPort: 5027,
  answersCommands: true,
  maxFrameBytes: MAX_FRAME_BYTES,
  // An FMB closes its link itself after "Open Link Timeout" (300 s by default) of silence.
  idleTimeoutSeconds: 600,
  createStream: () => createFrameStream(MAX_FRAME_BYTES, scanTcp),
  parseDatagram,
  encodeCommand,
  // FMB SMS syntax "<login> <password> setparam <id>:<value>;..." with an empty login and password
  // (hence the two leading spaces): 2004 server domain, 2005 port, 2006 protocol (0 = TCP).
  setupSms: (host, port) => `  setparam 2004:${host};2005:${port};2006:0`,
};
