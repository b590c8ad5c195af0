/**
 * MiniFinder's second-generation framing (Pico, Nano, Atto, Zepto, Xtreme), as Traccar's
 * Minifinder2Protocol (a little-endian length-field framer: length at offset 2, 4 more header bytes)
 * and Minifinder2ProtocolDecoder/Encoder read and write it:
 *
 *   0xAB | flags (1) | length (2, LE: the content's) | checksum (2, LE) | index (2, LE) | content
 *
 * The content is a message type (1) and its key-value elements, each `length (1, counting the key)
 * | key (1) | value`. The checksum is CRC-16/XMODEM of the content (Traccar writes it so in every
 * answer; 25 of the 26 frames of its decoder test carry it right, see codec.test.ts). Flag bit 4
 * asks for an answer, which repeats the frame's index.
 */

export const MARK = 0xab;
export const HEAD_BYTES = 8;

export const messageType = {
  data: 0x01,
  configuration: 0x02,
  services: 0x03,
  systemControl: 0x04,
  firmware: 0x7e,
  response: 0x7f,
} as const;

/** Flag bit 4: the unit waits for an answer to this frame. */
export const ACK_REQUESTED = 0x10;

/** CRC-16/XMODEM: polynomial 0x1021, initial value 0, not reflected, no final xor. */
const xmodemTable = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n << 8;
    for (let k = 0; k < 8; k++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    table[n] = c;
  }
  return table;
})();

export function crc16Xmodem(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0;
  for (let i = start; i < end; i++)
    crc = ((crc << 8) & 0xffff) ^ (xmodemTable[((crc >> 8) ^ (data[i] as number)) & 0xff] as number);
  return crc;
}

/** A frame from the server: no flags, the content's length and checksum, the index given. */
export function encodeFrame(content: Uint8Array, index: number): Buffer {
  const out = Buffer.alloc(HEAD_BYTES + content.length);
  out.writeUInt8(MARK, 0);
  out.writeUInt8(0x00, 1);
  out.writeUInt16LE(content.length, 2);
  out.writeUInt16LE(crc16Xmodem(content), 4);
  out.writeUInt16LE(index & 0xffff, 6);
  out.set(content, HEAD_BYTES);
  return out;
}

/** The frame's head, as read from its first 8 bytes. */
export type Head = { flags: number; length: number; checksum: number; index: number };

export function readHead(buf: Buffer): Head {
  return {
    flags: buf[1] as number,
    length: buf.readUInt16LE(2),
    checksum: buf.readUInt16LE(4),
    index: buf.readUInt16LE(6),
  };
}
