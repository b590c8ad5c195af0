import { ByteReader, FrameError, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';

/**
 * The second generation of Queclink's binary format (GL601 and later, qdc.queclinksz.com "Frames
 * Format"): `+\x00` reports of records of data units and `+\x10` heartbeats (binary.ts).
 */

/** The IMEI of generation 2: 8 bytes whose hex digits are `0` and the 15 digits. */
function imeiOfHex(bytes: Buffer): string {
  const digits = toHex(bytes);
  if (!/^0\d{15}$/.test(digits)) throw new FrameError(`no IMEI in ${digits}`);
  return digits.slice(1);
}

/** A record's or data unit's length: one byte below 0x80, else two with the top bit set. */
function variableLength(r: ByteReader): number {
  const first = r.u8();
  return first & 0x80 ? ((first & 0x7f) << 8) | r.u8() : first;
}

/**
 * `+\x00<length 2><multi-packet flag>[<frame count/number 2>]<IMEI 8><device type 2><protocol
 * version 2><custom version><reserved length><reserved>` then records (<length><generated time
 * 4><record count 2><record id><event code><data units>) and <count 2><check byte>`$`. A data
 * unit 0x52 is a GNSS position: <fix byte (bits 2-3: 2 = fixed)><longitude 4><latitude 4><UTC
 * seconds 4><speed 0.1 km/h 2><HDOP 0.1><course 2><altitude 0.1 m 3><satellites>.
 */
export function decodeRecordsFrame(frame: Buffer): TrackerEvent[] {
  const r = new ByteReader(frame, 4, frame.length - 4);
  if (r.u8() & 0x80) r.skip(2);
  const id = imeiOfHex(r.bytes(8));
  r.skip(5);
  r.skip(r.u8());
  const records: TrackerRecord[] = [];
  while (r.remaining() > 0) {
    const start = r.pos;
    const end = start + variableLength(r);
    if (end <= r.pos || end > frame.length - 4) throw new FrameError('a record longer than its frame');
    const record = new ByteReader(frame, r.pos, end);
    record.skip(6);
    record.skip(1);
    const event = record.u8();
    while (record.remaining() > 0) {
      const dataId = variableLength(record);
      const length = variableLength(record);
      const data = new ByteReader(record.bytes(length));
      if (dataId !== 0x52) continue;
      const fix = data.u8();
      const lon = data.i32() / 1e6;
      const lat = data.i32() / 1e6;
      const time = new Date(data.u32() * 1000);
      const speed = data.u16() / 10;
      const hdop = data.u8() / 10;
      const course = data.u16();
      const altitude = data.u24() / 10;
      const satellites = data.u8();
      if (Math.abs(lon) > 180 || Math.abs(lat) > 90) throw new FrameError(`no position in ${toHex(frame)}`);
      const position: TrackerRecord = {
        time,
        valid: ((fix >> 2) & 3) === 2,
        lat,
        lon,
        speedKmh: speed,
        course,
        altitude,
        extra: { event },
      };
      if (hdop > 0) position.hdop = hdop;
      if (satellites <= 64) position.satellites = satellites;
      records.push(position);
    }
    r.pos = end;
  }
  if (records.length === 0) return [{ type: 'heartbeat', id }];
  return [{ type: 'records', id, records }];
}

/** `+\x10<length 24><IMEI 8><device type 2><protocol version 2><custom version><time 4><count 2><check>$`. */
export function decodeHeartbeatFrame(frame: Buffer): TrackerEvent[] {
  if (frame.length < 11) throw new FrameError('a heartbeat shorter than its IMEI');
  return [{ type: 'heartbeat', id: imeiOfHex(frame.subarray(3, 11)) }];
}
