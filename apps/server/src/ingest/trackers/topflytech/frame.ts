import { ByteReader, FrameError, toHex } from '../bytes.ts';
import { isTrackerId } from '../fields.ts';

/**
 * Topflytech's binary framing, shared by its four families (Topflytech "T880x Protocol" v5.6 for
 * the 0x2323 header; the header/family table of TOPFLYtech/TOPFLYtechCodec's codec manual; read as
 * Traccar's T800xProtocol and T800xProtocolDecoder do):
 *
 *   header (2: 23 23 T8803/T8806/T8808, 25 25 the "Plus" vehicle units and TLW1/TLW2/TLP1,
 *   26 26 OBD units such as TLD1/TLD2, 27 27 asset units such as SolarGuardX)
 *   | message type (1) | length (2, the whole frame's) | serial (2) | IMEI (8, BCD, a leading 0)
 *   | body
 *
 * No checksum. The server's answers are the same 15-byte head with type and serial echoed (the
 * 0x2323 family always gets serial 0001, as the v5.6 document's login answer shows), and for an
 * alarm the alarm code in a 16th byte.
 */

export const HEAD_BYTES = 15;
export const headers = [0x2323, 0x2525, 0x2626, 0x2727] as const;
export type Header = (typeof headers)[number];

export const messageType = {
  login: 0x01,
  gps: 0x02,
  heartbeat: 0x03,
  alarm: 0x04,
  /** 0x2727: network information; 0x2626: driver behaviour read from GPS. */
  network27OrBehaviour26: 0x05,
  /** 0x2626: driver behaviour read from the accelerometer. */
  behaviour26: 0x06,
  ble: 0x10,
  network: 0x11,
  gps2: 0x13,
  alarm2: 0x14,
  /** 0x2525 GPS and alarm data followed by accelerometer and gyroscope axes (the vendor's codec). */
  gpsSensor: 0x16,
  alarmSensor: 0x18,
  command: 0x81,
} as const;

export type Head = {
  header: Header;
  type: number;
  length: number;
  serial: number;
  imei: string;
  /** The 8 IMEI bytes as sent, echoed in answers. */
  imeiBytes: Buffer;
};

export const isHeader = (value: number): value is Header => (headers as readonly number[]).includes(value);

/** The 8-byte BCD IMEI: 16 digits whose first is padding (0 in every unit's frames). */
export function readImei(bytes: Uint8Array): string {
  const hex = toHex(bytes);
  const id = hex.slice(1);
  if (!isTrackerId(id)) throw new FrameError(`IMEI ${hex} is not BCD digits`);
  return id;
}

export function readHead(frame: Buffer): { head: Head; r: ByteReader } {
  const r = new ByteReader(frame);
  const header = r.u16();
  if (!isHeader(header)) throw new FrameError(`header ${header.toString(16)} is not Topflytech's`);
  const type = r.u8();
  const length = r.u16();
  const serial = r.u16();
  const imeiBytes = r.bytes(8);
  return { head: { header, type, length, serial, imei: readImei(imeiBytes), imeiBytes }, r };
}

/** The answer to a message: its head with type and serial echoed, plus the alarm code for an alarm. */
export function answer(head: Head, alarmCode?: number): Uint8Array {
  const out = Buffer.alloc(alarmCode === undefined ? HEAD_BYTES : HEAD_BYTES + 1);
  out.writeUInt16BE(head.header, 0);
  out.writeUInt8(head.type, 2);
  out.writeUInt16BE(out.length, 3);
  out.writeUInt16BE(head.header === 0x2323 ? 1 : head.serial, 5);
  head.imeiBytes.copy(out, 7);
  if (alarmCode !== undefined) out.writeUInt8(alarmCode & 0xff, HEAD_BYTES);
  return new Uint8Array(out);
}

/** The IMEI as the 8 BCD bytes the protocol carries ("0" + 15 digits; shorter ids zero-padded). */
export function imeiBytes(id: string): Buffer {
  if (!/^\d{1,16}$/.test(id)) throw new RangeError(`a Topflytech IMEI is up to 16 digits, not ${id}`);
  return Buffer.from(id.padStart(16, '0'), 'hex');
}

/** Packed BCD digits as a number; undefined when a nibble is no digit (FF: "not available"). */
export function bcd(bytes: Uint8Array): number | undefined {
  let value = 0;
  for (const b of bytes) {
    const hi = b >> 4;
    const lo = b & 0x0f;
    if (hi > 9 || lo > 9) return undefined;
    value = value * 100 + hi * 10 + lo;
  }
  return value;
}

/** The time the protocol writes as BCD yy MM dd HH mm ss, UTC. */
export function readTime(r: ByteReader): Date {
  const raw = r.bytes(6);
  const digits = bcd(raw);
  if (digits === undefined) throw new FrameError(`time ${toHex(raw)} is not BCD`);
  const text = String(digits).padStart(12, '0');
  const [y, m, d, h, n, s] = [0, 2, 4, 6, 8, 10].map((at) => Number(text.slice(at, at + 2))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= 31 && h <= 23 && n <= 59 && s <= 59))
    throw new FrameError(`time ${toHex(raw)} is no time`);
  return new Date(Date.UTC(2000 + y, m - 1, d, h, n, s));
}
