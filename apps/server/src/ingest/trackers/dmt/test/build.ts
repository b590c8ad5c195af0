/**
 * Builders of Digital Matter messages for the tests, laid out as messages.ts and data.ts read them
 * (Traccar's DmtProtocolDecoder): a header, then records of fields, all little-endian.
 */

export const DM_EPOCH_S = Date.UTC(2013, 0, 1) / 1000;

export function message(type: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.from([0x02, 0x55, type, 0, 0]);
  header.writeUInt16LE(payload.length, 3);
  return Buffer.concat([header, payload]);
}

export function field(id: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([id, data.length]), data]);
}

export type GpsField = {
  time: number;
  lat: number;
  lon: number;
  alt?: number;
  speedCms?: number;
  heading?: number;
  status: number;
};

export function gps(g: GpsField): Buffer {
  const b = Buffer.alloc(21);
  b.writeUInt32LE(g.time - DM_EPOCH_S, 0);
  b.writeInt32LE(Math.round(g.lat * 1e7), 4);
  b.writeInt32LE(Math.round(g.lon * 1e7), 8);
  b.writeInt16LE(g.alt ?? 0, 12);
  b.writeUInt16LE(g.speedCms ?? 0, 14);
  b.writeUInt8(0, 16); // speed accuracy
  b.writeUInt8((g.heading ?? 0) / 2, 17);
  b.writeUInt8(12, 18); // PDOP 1.2
  b.writeUInt8(5, 19); // accuracy 5 m
  b.writeUInt8(g.status, 20);
  return field(0, b);
}

export function digital(inputs: number, outputs: number, status: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeUInt32LE(inputs, 0);
  b.writeUInt16LE(outputs, 4);
  b.writeUInt16LE(status, 6);
  return field(2, b);
}

export function analogue(values: Record<number, number>): Buffer {
  const parts = Object.entries(values).map(([id, v]) => {
    const b = Buffer.alloc(3);
    b.writeUInt8(Number(id), 0);
    b.writeUInt16LE(v & 0xffff, 1);
    return b;
  });
  return field(6, Buffer.concat(parts));
}

/** One record: length, sequence, log time (Unix seconds), log reason, fields. */
export function record(sequence: number, unixTime: number, reason: number, ...fields: Buffer[]): Buffer {
  const body = Buffer.concat(fields);
  const head = Buffer.alloc(11);
  head.writeUInt16LE(11 + body.length, 0);
  head.writeUInt32LE(sequence, 2);
  head.writeUInt32LE(unixTime === 0 ? 0 : unixTime - DM_EPOCH_S, 6);
  head.writeUInt8(reason, 10);
  return Buffer.concat([head, body]);
}

export const data = (...records: Buffer[]) => message(0x04, Buffer.concat(records));
