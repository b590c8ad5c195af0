import { crc16X25 } from '../../apps/server/src/ingest/trackers/crc.ts';

/**
 * A GT06 unit's packets for the benchmark (Concox "GT06 GPS Tracker Communication Protocol"
 * v1.8): the login (0x01, the IMEI in BCD) and a GPS+LBS position (0x12), each framed 78 78, with
 * its serial and CRC-ITU, ending 0D 0A.
 */
function frame(protocol: number, content: Buffer, serial: number): Buffer {
  const length = 1 + content.length + 2 + 2;
  const out = Buffer.alloc(2 + 1 + length + 2);
  out.writeUInt16BE(0x7878, 0);
  out.writeUInt8(length, 2);
  out.writeUInt8(protocol, 3);
  content.copy(out, 4);
  out.writeUInt16BE(serial & 0xffff, 4 + content.length);
  out.writeUInt16BE(crc16X25(out, 2, 6 + content.length), 6 + content.length);
  out.writeUInt16BE(0x0d0a, 8 + content.length);
  return out;
}

export function gt06Login(imei: string, serial: number): Buffer {
  return frame(0x01, Buffer.from(imei.padStart(16, '0'), 'hex'), serial);
}

export function gt06Position(
  fix: { time: Date; lat: number; lon: number; speedKmh: number; course: number },
  serial: number,
) {
  const c = Buffer.alloc(26);
  const t = fix.time;
  c.writeUInt8(t.getUTCFullYear() % 100, 0);
  c.writeUInt8(t.getUTCMonth() + 1, 1);
  c.writeUInt8(t.getUTCDate(), 2);
  c.writeUInt8(t.getUTCHours(), 3);
  c.writeUInt8(t.getUTCMinutes(), 4);
  c.writeUInt8(t.getUTCSeconds(), 5);
  c.writeUInt8(0xc9, 6); // GPS information length 12, 9 satellites
  c.writeUInt32BE(Math.round(Math.abs(fix.lat) * 1_800_000), 7);
  c.writeUInt32BE(Math.round(Math.abs(fix.lon) * 1_800_000), 11);
  c.writeUInt8(Math.min(255, Math.round(fix.speedKmh)), 15);
  // Course and status: positioned (bit 12), west (bit 11), north (bit 10), course in 10 bits.
  const status =
    0x1000 | (fix.lon < 0 ? 0x0800 : 0) | (fix.lat >= 0 ? 0x0400 : 0) | (Math.round(fix.course) % 360);
  c.writeUInt16BE(status, 16);
  c.writeUInt16BE(302, 18); // MCC Canada
  c.writeUInt8(72, 20);
  c.writeUInt16BE(0x1234, 21);
  c.writeUIntBE(0x00abcd, 23, 3);
  return frame(0x12, c, serial);
}
