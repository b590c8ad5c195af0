import { ByteReader, FrameError, toHex } from '../bytes.ts';
import { isTrackerId } from '../fields.ts';

/**
 * Tzone's binary framing, as Tzone's documents give it ("TT18-4G-M TCP Data Protocol" v1.2; the
 * GPRS data format chapters of the TZ-TT11 v1.5 and TZ-TT18 v1.4/v2.1 user guides) and Traccar's
 * TzoneProtocol reads it (a length field at offset 2, two bytes, and two more after it):
 *
 *   'T' 'Z' | length (2: from the protocol number to the CRC, both included)
 *   | protocol number (2: '$$', normal data) | hardware type (2) | firmware version (4)
 *   | IMEI (8, BCD, the first nibble ignored) | RTC time (6: yy MM dd HH mm ss, UTC)
 *   | blocks, each a 2-byte length and its bytes (GPS, LBS, status, and per model more)
 *   | packet index (2) | CRC (2) | '\r' '\n'
 *
 * The CRC is CRC-16/MODBUS (reflected polynomial 0xA001, initial 0xFFFF) of the protocol number
 * .. packet index, high byte first: the documents' examples and every Traccar vector check so.
 * Every multi-byte value is big-endian.
 */

export const HEADER = 0x545a; // 'TZ'
export const PROTOCOL_DATA = 0x2424; // '$$'
/** '$$', hardware, firmware, IMEI, time, packet index and CRC: the least a length can say. */
export const MIN_LENGTH = 2 + 2 + 4 + 8 + 6 + 2 + 2;
/** Where the blocks start: header, length, '$$', hardware, firmware, IMEI and time. */
export const BLOCKS_AT = 4 + 2 + 2 + 4 + 8 + 6;

/** The frame's whole size (header to '\r\n') for a length field. */
export const frameSize = (length: number) => 4 + length + 2;

export type Head = {
  hardware: number;
  firmware: string;
  imei: string;
  /** The RTC time the unit stamped the frame with (undefined when it is no time). */
  rtc?: Date;
  /** The packet index the acknowledgement echoes. */
  index: number;
};

/** Six bytes yy MM dd HH mm ss (binary, not BCD) as a UTC time; undefined when they are no time. */
export function readTime(r: ByteReader): Date | undefined {
  const [y, mo, d, h, mi, s] = [...r.bytes(6)] as [number, number, number, number, number, number];
  if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 && mi <= 59 && s <= 59)) return undefined;
  const time = new Date(Date.UTC(2000 + y, mo - 1, d, h, mi, s));
  // 31 February and the like roll over: refused rather than moved.
  return time.getUTCDate() === d ? time : undefined;
}

/** The 8 IMEI bytes: 16 nibbles whose first is padding. */
export function readImei(bytes: Uint8Array): string {
  const hex = toHex(bytes).slice(1);
  if (!isTrackerId(hex)) throw new FrameError(`IMEI ${toHex(bytes)} is not BCD digits`);
  return hex;
}

/**
 * The head of a whole frame (its CRC and trailer already checked) and a reader over its blocks,
 * which ends before the packet index.
 */
export function readHead(frame: Buffer): { head: Head; r: ByteReader } | { protocol: number } {
  const r = new ByteReader(frame, 4, frame.length - 6);
  const protocol = r.u16();
  if (protocol !== PROTOCOL_DATA) return { protocol };
  const hardware = r.u16();
  const firmware = [...r.bytes(4)].join('.');
  const imei = readImei(r.bytes(8));
  const rtc = readTime(r);
  const index = frame.readUInt16BE(frame.length - 6);
  return { head: { hardware, firmware, imei, ...(rtc ? { rtc } : {}), index }, r };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The answer to a data frame, once it is stored. The TT18-4G-M document: the server sets the
 * unit's clock ("@UTC,yyyy-MM-dd HH:mm:ss#", UTC, "the RTC time is set first, and then the ACK
 * reply") and must answer every data message with "@ACK,<packet index in decimal>#", "otherwise
 * the machine will continue to send duplicate data". Traccar (configured to answer) writes the
 * index the same way, `@ACK,%d#`.
 */
export function acknowledgement(index: number, now: Date): Uint8Array {
  const time =
    `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())} ` +
    `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`;
  return new Uint8Array(Buffer.from(`@UTC,${time}#@ACK,${index}#`, 'latin1'));
}
