import { crc16Ibm } from '../ingest/trackers/crc.ts';

/**
 * What a Teltonika FMB sends, for the demo and the benchmark (Teltonika wiki, "Teltonika Data
 * Sending Protocols"): the IMEI packet, and a Codec 8 AVL packet of one record or more (as a
 * tracker sends what it buffered), each with the FMB elements ignition (239), movement (240),
 * external voltage (66, mV) and battery voltage (67, mV).
 */

export function teltonikaImeiPacket(imei: string): Buffer {
  const out = Buffer.alloc(2 + imei.length);
  out.writeUInt16BE(imei.length, 0);
  out.write(imei, 2, 'ascii');
  return out;
}

export type TeltonikaFix = {
  time: Date;
  lat: number;
  lon: number;
  /** metres */
  altitude?: number;
  /** degrees */
  course: number;
  satellites: number;
  speedKmh: number;
  ignition: boolean;
  moving: boolean;
  externalMv: number;
  batteryMv: number;
};

export function teltonikaCodec8(...fixes: TeltonikaFix[]): Buffer {
  const records = fixes.map(avlRecord);
  // Codec id, the number of records, the records, the number again.
  const data = Buffer.concat([Buffer.from([0x08, fixes.length]), ...records, Buffer.from([fixes.length])]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}

function avlRecord(fix: TeltonikaFix): Buffer {
  const record = Buffer.alloc(8 + 1 + 15 + 2 + 1 + 5 + 7 + 1 + 1);
  let o = 0;
  record.writeBigUInt64BE(BigInt(fix.time.getTime()), o);
  o += 8;
  record.writeUInt8(0, o++); // priority: low
  record.writeInt32BE(Math.round(fix.lon * 1e7), o);
  record.writeInt32BE(Math.round(fix.lat * 1e7), o + 4);
  record.writeInt16BE(Math.round(fix.altitude ?? 0), o + 8);
  record.writeUInt16BE(Math.round(fix.course) % 360, o + 10);
  record.writeUInt8(fix.satellites, o + 12);
  record.writeUInt16BE(Math.round(fix.speedKmh), o + 13);
  o += 15;
  record.writeUInt8(0, o++); // event IO id: a periodic record
  record.writeUInt8(4, o++); // total IO elements
  record.writeUInt8(2, o++); // 1-byte elements
  record.writeUInt8(239, o++);
  record.writeUInt8(fix.ignition ? 1 : 0, o++);
  record.writeUInt8(240, o++);
  record.writeUInt8(fix.moving ? 1 : 0, o++);
  record.writeUInt8(2, o++); // 2-byte elements
  record.writeUInt8(66, o++);
  record.writeUInt16BE(fix.externalMv, o);
  o += 2;
  record.writeUInt8(67, o++);
  record.writeUInt16BE(fix.batteryMv, o);
  o += 2;
  record.writeUInt8(0, o++); // 4-byte elements
  record.writeUInt8(0, o++); // 8-byte elements
  return record.subarray(0, o);
}

/** A demo id: 15 digits with a right Luhn check digit, from a number unique to its organisation. */
export function demoImei(seed: number): string {
  const body = `99${String(seed % 1e12).padStart(12, '0')}`;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body[13 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
