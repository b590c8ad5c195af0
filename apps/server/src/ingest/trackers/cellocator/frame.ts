import { sum8 } from '../crc.ts';

/**
 * Cellocator's framing (Pointer Telocation, "Cellocator Wireless Communication Protocol"; read as
 * Traccar's CellocatorFrameDecoder and CellocatorProtocolDecoder/Encoder do), little-endian
 * ("Intel") throughout:
 *
 *   system code "MCGP" (4) | message type (1) | unit ID (4) | … | checksum (1)
 *
 * Unit to server, after the unit ID: communication control (2, absent in type 8) and the message
 * numerator (1). Server to unit: a command numerator (1) and an authentication code (4, zero).
 * Each message type has its length: 70 bytes for a status (0) and a logged serial message (7), 31
 * for a programming reply (3); the forwarded serial data (8), the modular (9) and the extended
 * modular (11) messages carry theirs. The checksum is the sum, modulo 256, of every byte after the
 * system code ("Cellocator Integration: Practical Examples" checks it so; so does every MCGP
 * message of Traccar's tests). Traccar also reads "MCPG" units, whose status message has its
 * coordinates in degrees; their checksum is not this sum (the one vector does not add up) and is
 * not checked.
 */

export const SYSTEM_CODE = Buffer.from('MCGP', 'latin1');
/** The variant Traccar calls `alternative` (coordinates in 10⁻⁷ degrees, speed in km/h). */
export const ALTERNATIVE_CODE = Buffer.from('MCPG', 'latin1');

export const messageType = {
  status: 0,
  programming: 3,
  acknowledge: 4,
  serialLog: 7,
  serial: 8,
  modular: 9,
  modularExtended: 11,
} as const;

/** Traccar's least: the head of every type, and the length field of 8, 9 and 11 within it. */
export const MIN_HEAD_BYTES = 15;

/** A message's whole length from its head; undefined while the head is not all there, null for an unknown type. */
export function messageLength(buf: Buffer): number | undefined | null {
  if (buf.length < MIN_HEAD_BYTES) return undefined;
  switch (buf[4]) {
    case messageType.status:
    case messageType.serialLog:
      return 70;
    case messageType.programming:
      return 31;
    case messageType.serial:
      return buf.length < 19 ? undefined : 19 + buf.readUInt16LE(16);
    case messageType.modular:
      return 15 + (buf[13] as number);
    case messageType.modularExtended:
      return 16 + buf.readUInt16LE(13);
    default:
      return null;
  }
}

/** The checksum a message of `length` bytes should end with. */
export const checksumOf = (buf: Buffer, length: number) => sum8(buf, 4, length - 1);

/** A message to the unit: system code, type, unit ID, command numerator, authentication code 0, content, checksum. */
export function encodeMessage(type: number, unitId: number, numerator: number, content: Uint8Array): Buffer {
  const out = Buffer.alloc(14 + content.length + 1);
  SYSTEM_CODE.copy(out, 0);
  out.writeUInt8(type, 4);
  out.writeUInt32LE(unitId >>> 0, 5);
  out.writeUInt8(numerator & 0xff, 9);
  out.set(content, 14);
  out.writeUInt8(checksumOf(out, out.length), out.length - 1);
  return out;
}

/**
 * The acknowledgement (type 4) of a message: action code 0, the message's numerator, 11 zero bytes,
 * as Traccar's sendResponse writes it (command numerator 0).
 */
export function acknowledge(unitId: number, messageNumerator: number): Buffer {
  const content = Buffer.alloc(13);
  content.writeUInt8(messageNumerator & 0xff, 1);
  return encodeMessage(messageType.acknowledge, unitId, 0, content);
}

/**
 * The answer to an extended modular message (type 11): a type 11 message to the unit with its
 * numerator, packet control 0x80, 10 bytes of modules (4 reserved, then the acknowledge module 9 of
 * 3 bytes: 0 and 2 reserved), as Traccar's sendModuleResponse writes it.
 */
export function acknowledgeModular(unitId: number, messageNumerator: number): Buffer {
  const content = Buffer.alloc(13);
  content.writeUInt8(0x80, 0);
  content.writeUInt16LE(10, 1);
  content.writeUInt8(9, 7);
  content.writeUInt16LE(3, 8);
  return encodeMessage(messageType.modularExtended, unitId, messageNumerator, content);
}
