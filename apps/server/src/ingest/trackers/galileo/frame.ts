import { crc16Modbus } from '../crc.ts';

/**
 * Galileosky's framing ("Протокол обмена с сервером терминалов Galileosky", Galileosky's server
 * exchange protocol document, 2019 edition, tables 1-3 and 7-13; Traccar's GalileoFrameDecoder reads
 * it alike):
 *
 *   header (1) | length (2, little-endian: bit 15 "records left in the archive", bits 0-14 the
 *   bytes of the tags) | tags | CRC-16/MODBUS of header .. tags (2, little-endian)
 *
 * Headers: 0x01 the first ("head") packet and the main packets, also a command and its answer;
 * 0x08 the main packet with compression; 0x07 a photo's part; 0x06 Garmin FMI data passed through.
 * A packet relayed by Iridium's gateway (Iridium SBD DirectIP) is 0x01, a big-endian length of what
 * follows it, then DirectIP's elements, the first of which starts 01 00 1C; it carries no CRC.
 *
 * The server confirms a packet with 0x02 and the packet's CRC (table 1), a photo's part with 0x07
 * and its CRC (Traccar's GalileoProtocolDecoder.decodePhoto); the unit sends the packet again until
 * it hears that. Garmin FMI data and Iridium messages are not confirmed.
 */

export const HEADER = { main: 0x01, garmin: 0x06, photo: 0x07, compressed: 0x08 } as const;
const HEADERS = new Set<number>(Object.values(HEADER));

export const isHeader = (b: number | undefined) => b !== undefined && HEADERS.has(b);

/** The head of an Iridium DirectIP message: its MO header element, 01 00 1C, after the first 3 bytes. */
export const isIridium = (buf: Buffer) =>
  buf.length >= 6 && buf[0] === HEADER.main && buf[3] === 0x01 && buf[4] === 0x00 && buf[5] === 0x1c;

/** Bytes a scanner must hold to tell an Iridium message from a Galileosky packet. */
export const HEAD_BYTES = 6;

/** A packet's whole length (header, length, tags, CRC; an Iridium message's header and all). */
export function packetLength(buf: Buffer): number {
  if (isIridium(buf)) return 3 + buf.readUInt16BE(1);
  return 3 + (buf.readUInt16LE(1) & 0x7fff) + 2;
}

/** The CRC a packet of `length` bytes ends with, and the one its bytes give. */
export function checksums(buf: Buffer, length: number): { expected: number; actual: number } {
  return { expected: buf.readUInt16LE(length - 2), actual: crc16Modbus(buf, 0, length - 2) };
}

/** The confirmation of a packet: `header` (0x02, or 0x07 for a photo's part) and the packet's CRC as sent. */
export function confirmation(header: number, packet: Buffer): Uint8Array {
  return Uint8Array.of(header, packet[packet.length - 2] as number, packet[packet.length - 1] as number);
}

/**
 * A command to the unit (table 7): header 0x01, length, the IMEI tag (0x03, 15 ASCII digits), the
 * device number tag (0x04: 0, as Traccar's encoder writes it; the unit runs a command whose IMEI or
 * number is its own), the command number tag (0xE0, 4 bytes, the server's choice) and the command
 * text tag (0xE1, a length byte and the text), then the CRC.
 */
export function commandPacket(imei: string, number: number, text: Buffer): Buffer {
  const out = Buffer.alloc(3 + 26 + text.length + 2);
  out.writeUInt8(HEADER.main, 0);
  out.writeUInt16LE(26 + text.length, 1);
  out.writeUInt8(0x03, 3);
  out.write(imei, 4, 'latin1');
  out.writeUInt8(0x04, 19);
  out.writeUInt16LE(0, 20);
  out.writeUInt8(0xe0, 22);
  out.writeUInt32LE(number >>> 0, 23);
  out.writeUInt8(0xe1, 27);
  out.writeUInt8(text.length, 28);
  text.copy(out, 29);
  out.writeUInt16LE(crc16Modbus(out, 0, out.length - 2), out.length - 2);
  return out;
}
