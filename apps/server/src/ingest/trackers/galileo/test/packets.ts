import { fromHex, toHex } from '../../bytes.ts';
import { crc16Modbus } from '../../crc.ts';

/**
 * Packets the tests write: the length field and CRC-16/MODBUS made to fit what the bytes hold (an
 * Iridium message, which has neither, is left as it is).
 */
export function reframe(bytes: Buffer): Buffer {
  if (bytes.length < 6 || (bytes[0] === 0x01 && bytes[3] === 0x01 && bytes[5] === 0x1c)) return bytes;
  const out = Buffer.from(bytes);
  out.writeUInt16LE(out.length - 5, 1);
  out.writeUInt16LE(crc16Modbus(out, 0, out.length - 2), out.length - 2);
  return out;
}

/** A packet of `header` (0x01 main, 0x08 compressed) around the tags `body` (hex), as hex. */
export const packet = (header: number, body: string): string =>
  toHex(reframe(fromHex(`${header.toString(16).padStart(2, '0')}0000${body}0000`)));
