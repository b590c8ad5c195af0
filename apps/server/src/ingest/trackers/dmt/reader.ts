import { ByteReader } from '../bytes.ts';

/**
 * A little-endian cursor (Digital Matter's protocol is little-endian throughout) over the shared
 * big-endian ByteReader, whose bounds it keeps: a read past the end throws `FrameError`.
 */
export class LeReader {
  private readonly r: ByteReader;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.r = new ByteReader(bytes, start, end);
  }

  get pos(): number {
    return this.r.pos;
  }
  remaining(): number {
    return this.r.remaining();
  }
  u8(): number {
    return this.r.u8();
  }
  i8(): number {
    return this.r.i8();
  }
  u16(): number {
    return this.r.bytes(2).readUInt16LE(0);
  }
  i16(): number {
    return this.r.bytes(2).readInt16LE(0);
  }
  u32(): number {
    return this.r.bytes(4).readUInt32LE(0);
  }
  i32(): number {
    return this.r.bytes(4).readInt32LE(0);
  }
  bytes(n: number): Buffer {
    return this.r.bytes(n);
  }
  skip(n: number): void {
    this.r.skip(n);
  }
}
