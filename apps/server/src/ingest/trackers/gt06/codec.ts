import { isIP } from 'node:net';
import type { TrackerCodec } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { encodeGt06, scanGt06 } from './frame.ts';
import { gt06Protocol, parseGt06Message } from './messages.ts';

/**
 * Concox GT06 and its many clones (GT06N, GT800, JM01, WeTrack, ...), from Concox's "GT06 GPS
 * Tracker Communication Protocol" v1.8 and Traccar's Gt06 decoder as a cross-check.
 */

/**
 * Frames are small: a position is under 50 bytes, a short frame at most 260. The longest are
 * 2-byte-length command replies (a PARAM# reply in UTF-16 runs to several hundred bytes).
 */
const MAX_FRAME_BYTES = 2048;

/** Server flag (4) and the length byte come before the text; a short frame's length is one byte. */
const MAX_COMMAND_BYTES = 255 - (1 + 1 + 4 + 2 + 2);

/**
 * The online command (0x80): length of command (server flag + text), a 4-byte server flag that
 * the reply (0x15) echoes (here the command's serial), the ASCII text, serial, CRC. The document's
 * optional 2-byte language field is left out, as Traccar does by default.
 */
function encodeCommand(command: { text: string; serial: number }): Uint8Array {
  const text = Buffer.from(command.text, 'latin1');
  if (text.length > MAX_COMMAND_BYTES) {
    throw new RangeError(`a GT06 command holds at most ${MAX_COMMAND_BYTES} characters`);
  }
  const content = Buffer.alloc(1 + 4 + text.length);
  content.writeUInt8(4 + text.length, 0);
  content.writeUInt32BE(command.serial >>> 0, 1);
  text.copy(content, 5);
  return encodeGt06(gt06Protocol.command, content, command.serial);
}

export const gt06Codec: TrackerCodec = {
  protocol: 'gt06',
  defaultPort: 5023,
  answersCommands: true,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The document sends a status packet every 3 minutes after login; clones often every 5.
  idleTimeoutSeconds: 600,
  createStream: () => {
    // Whether the peer has sent a good frame yet (see scanGt06).
    let spoke = false;
    return createFrameStream(MAX_FRAME_BYTES, (buf) => {
      const scan = scanGt06(buf, MAX_FRAME_BYTES, parseGt06Message, spoke);
      if (scan.kind === 'frame') spoke = true;
      return scan;
    });
  },
  encodeCommand,
  // SERVER,<mode>,<address>,<port>,<protocol>#: mode 1 a domain name, 0 an IP address; protocol 0 TCP.
  setupSms: (host, port) => `SERVER,${isIP(host) ? 0 : 1},${host},${port},0#`,
};
