import { inflateRawSync, inflateSync } from 'node:zlib';
import type { TrackerCodec, TrackerEvent } from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import { encodeWialonCommand, wialonSetupSteps } from './commands.ts';
import { parsePacket, type WialonSession } from './parse.ts';

/**
 * Wialon IPS (Gurtam), versions 1.1 and 2.0: text packets `#PT#Msg\r\n` over TCP, the same with
 * the unit's IMEI before them over UDP, one a datagram ([doc-1.1] Wialon IPS v.1.1; [doc-2.0]
 * Wialon IPS v2.0, 10/2014, as kept in gotrackery/protocol doc/wialon_ips; Traccar's
 * WialonProtocol reads lines the same way). Any packet may come DEFLATE-compressed in a container:
 * 0xFF, the data's length (16-bit little-endian: [doc-2.0] p. 21, and [doc-1.1]'s own example
 * `FF1800…` for 24 bytes although its table says big-endian), and zlib data of one packet.
 *
 * A snapshot (I) or DDD file block (T) packet is followed by `Sz` bytes of binary data: they are
 * skipped whole, unread, so the stream stays in step.
 */

/**
 * A black box packet carries up to 5000 messages; Traccar reads this protocol's lines up to 32 KiB
 * (MAX_FRAME_LENGTH_LARGE), a few hundred D messages. A longer batch is refused as too long.
 */
const maxFrameBytes = 32 * 1024;
const LF = 0x0a;
const COMPRESSED = 0xff;

/** The binary data after an I (`Sz;Ind;Count;…`) or T (`Code;Sz;Ind;…`) header, or undefined. */
function binaryAfter(line: string): number | undefined {
  const m = /^#(I|T)#([^;]*);([^;]*);/.exec(line);
  if (!m) return undefined;
  const size = m[1] === 'I' ? m[2] : m[3];
  return /^\d{1,9}$/.test(size as string) ? Number(size) : undefined;
}

/** The packet of a compressed container's data, or undefined when it does not inflate. */
function inflated(data: Uint8Array): string | undefined {
  const options = { maxOutputLength: maxFrameBytes };
  for (const inflate of [inflateSync, inflateRawSync]) {
    try {
      return inflate(data, options)
        .toString('latin1')
        .replace(/\r?\n$/, '');
    } catch {
      // The document's examples are zlib streams; a raw DEFLATE one is tried next.
    }
  }
  return undefined;
}

function compressed(buf: Buffer, parse: (line: string) => TrackerEvent[]): FrameScan {
  if (buf.length < 3) return { kind: 'need' };
  const length = 3 + buf.readUInt16LE(1);
  if (length > maxFrameBytes)
    return { kind: 'too_long', length, detail: `a compressed packet of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  const text = inflated(buf.subarray(3, length));
  if (text === undefined)
    return {
      kind: 'skip',
      length,
      event: { type: 'bad_frame', reason: 'malformed', detail: 'a compressed packet that does not inflate' },
    };
  return parseFrame(length, () => parse(text));
}

/** One connection's scanner: packets end with `\r\n` (a lone `\n` is taken too). */
function createScanner(parse: (line: string) => TrackerEvent[]): (buf: Buffer) => FrameScan {
  // Dropping the rest of an over-long line, up to its end.
  let dropping = false;
  return (buf) => {
    const end = buf.indexOf(LF);
    if (dropping) {
      if (end < 0) return { kind: 'skip', length: buf.length };
      dropping = false;
      return { kind: 'skip', length: end + 1 };
    }
    if (buf[0] === COMPRESSED) return compressed(buf, parse);
    if (end < 0) {
      if (buf.length <= maxFrameBytes) return { kind: 'need' };
      dropping = true;
      return { kind: 'too_long', length: buf.length, detail: `a packet longer than ${maxFrameBytes} bytes` };
    }
    if (end + 1 > maxFrameBytes)
      return { kind: 'too_long', length: end + 1, detail: `a packet of ${end + 1} bytes` };
    const line = buf.toString('latin1', 0, end).replace(/\r$/, '');
    if (line.trim() === '') return { kind: 'skip', length: end + 1 };
    const binary = binaryAfter(line);
    if (binary !== undefined) {
      const length = end + 1 + binary;
      if (length > maxFrameBytes)
        return { kind: 'too_long', length, detail: `a ${line[1]} packet of ${length} bytes` };
      if (buf.length < length) return { kind: 'need' };
      const detail = `a ${line[1] === 'I' ? 'snapshot' : 'DDD file'} block of ${binary} bytes (not stored)`;
      return { kind: 'skip', length, event: { type: 'bad_frame', reason: 'unsupported', detail } };
    }
    return parseFrame(end + 1, () => parse(line));
  };
}

/** A TCP connection's stream; `now` is the time of a message whose date and time are NA. */
export function createWialonStream(now: () => Date = () => new Date()) {
  const session: WialonSession = {};
  return createFrameStream(
    maxFrameBytes,
    createScanner((line) => parsePacket(line, session, now)),
  );
}

/**
 * One UDP datagram: one packet, after `IMEI#` (v1.1) or `Protocol_version;IMEI#` (v2.0), maybe
 * compressed. Its events name the unit; no login is made of it, since no command may be sent
 * back this way ([doc-2.0] p. 20). The answers go back to the sender, as Traccar sends them.
 */
export function parseWialonDatagram(
  datagram: Uint8Array,
  now: () => Date = () => new Date(),
): TrackerEvent[] {
  const buf = Buffer.from(datagram.buffer, datagram.byteOffset, datagram.byteLength);
  let text: string | undefined;
  if (buf[0] === COMPRESSED) {
    const length = buf.length >= 3 ? 3 + buf.readUInt16LE(1) : -1;
    text = length === buf.length ? inflated(buf.subarray(3)) : undefined;
    if (text === undefined)
      return [
        { type: 'bad_frame', reason: 'malformed', detail: 'a compressed datagram that does not inflate' },
      ];
  } else text = buf.toString('latin1');
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '');
  if (!lines.length) return [{ type: 'bad_frame', reason: 'malformed', detail: 'an empty datagram' }];
  return lines.flatMap((line) => parsePacket(line, {}, now, true));
}

export const wialonCodec: TrackerCodec = {
  protocol: 'wialon',
  // Traccar: wialon.port 5039 (setup/default.xml until 93c4e0ef2, now config/PortConfigSuffix.java).
  defaultPort: 5039,
  maxFrameBytes,
  // Units keep the link with P packets at an interval of their own setting; 10 minutes of silence
  // (twice the common 5-minute report interval) ends it.
  idleTimeoutSeconds: 600,
  createStream: () => createWialonStream(),
  parseDatagram: (datagram) => parseWialonDatagram(datagram),
  encodeCommand: encodeWialonCommand,
  answersCommands: false,
  setupSteps: wialonSetupSteps,
};
