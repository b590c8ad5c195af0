import type { ByteReader } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';

/**
 * One record of Codec 7, the older Teltonika personal trackers' (GH3000 family) AVL data, which
 * travels in the same TCP/UDP packets as Codec 8 (Teltonika "GH3000 TCP-IP/UDP-IP data protocols"
 * v1.08; Traccar's TeltonikaProtocolDecoder, CODEC_GH3000, reads it alike):
 * - 4 bytes: priority in the top 2 bits, then seconds since 2007-01-01 00:00:00 UTC;
 * - a global mask: bit 0 a GPS element follows, bits 1..3 the 1-, 2- and 4-byte I/O elements do;
 * - the GPS element, its own mask first: bit 0 latitude and longitude (IEEE 754 floats), 1 altitude
 *   (2 bytes, m), 2 angle (1 byte, 360/256 degrees), 3 speed (1 byte, km/h), 4 satellites,
 *   5 LAC and cell id (2 bytes each), 6 signal quality (1 byte), 7 operator code (4 bytes);
 * - each I/O group: a count, then (1-byte id, value) pairs. There are no 8-byte elements.
 */

const EPOCH_2007_S = 1_167_609_600;

/** GH3000 I/O ids (not the FMB ones): 1 battery %, 20 HDOP x10, 67 battery mV, 222 SOS button. */
function applyElement(record: TrackerRecord, id: number, value: number): void {
  switch (id) {
    case 1:
      record.batteryPct = value;
      return;
    case 20:
      record.hdop = value / 10;
      return;
    case 67:
      record.batteryV = value / 1000;
      return;
    case 222:
      if (value === 1) record.alarms = ['sos'];
      return;
    default:
      record.extra = { ...record.extra, [`io${id}`]: value };
  }
}

const float = (r: ByteReader) => Math.round(r.bytes(4).readFloatBE(0) * 1e6) / 1e6;

export function readGh3000Record(r: ByteReader): TrackerRecord {
  const stamp = r.u32();
  const time = new Date(((stamp & 0x3fffffff) + EPOCH_2007_S) * 1000);
  const globalMask = r.u8();
  const record: TrackerRecord = { time, valid: false, extra: { priority: stamp >>> 30 } };
  if (globalMask & 0x01) {
    const gps = r.u8();
    let lat: number | undefined;
    let lon: number | undefined;
    if (gps & 0x01) {
      lat = float(r);
      lon = float(r);
    }
    if (gps & 0x02) record.altitude = r.u16();
    if (gps & 0x04) record.course = Math.round(((r.u8() * 360) / 256) * 100) / 100;
    if (gps & 0x08) record.speedKmh = r.u8();
    if (gps & 0x10) record.satellites = r.u8();
    if (gps & 0x20) record.extra = { ...record.extra, lac: r.u16(), cellId: r.u16() };
    if (gps & 0x40) record.extra = { ...record.extra, signal: r.u8() };
    if (gps & 0x80) record.extra = { ...record.extra, operator: r.u32() };
    if (lat !== undefined && lon !== undefined && isPlausibleFix(lat, lon)) {
      record.lat = lat;
      record.lon = lon;
      record.valid = record.satellites === undefined || record.satellites > 0;
    }
  }
  for (const [bit, size] of [
    [0x02, 1],
    [0x04, 2],
    [0x08, 4],
  ] as const) {
    if (!(globalMask & bit)) continue;
    const count = r.u8();
    for (let i = 0; i < count; i++) {
      const id = r.u8();
      applyElement(record, id, r.uint(size));
    }
  }
  return record;
}
