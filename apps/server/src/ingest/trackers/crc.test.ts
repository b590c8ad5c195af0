import { describe, expect, it } from 'vitest';
import { fromHex } from './bytes.ts';
import { crc16Ibm, crc16X25, sum8, xor8 } from './crc.ts';

const check = Buffer.from('123456789', 'ascii');

describe('tracker checksums', () => {
  // Check values from the CRC RevEng catalogue (reveng.sourceforge.io/crc-catalogue/16.htm):
  // CRC-16/ARC check=0xbb3d, CRC-16/IBM-SDLC check=0x906e.
  it('computes CRC-16/IBM (ARC) and CRC-16/X-25 catalogue check values', () => {
    expect(crc16Ibm(check)).toBe(0xbb3d);
    expect(crc16X25(check)).toBe(0x906e);
  });

  // Teltonika wiki, "Sending Codec12 commands using Hercules": the getinfo command's CRC over
  // codec id .. command quantity 2 is 0x4312.
  it("matches Teltonika's getinfo CRC", () => {
    const frame = fromHex('000000000000000F0C010500000007676574696E666F0100004312');
    expect(crc16Ibm(frame, 8, frame.length - 4)).toBe(0x4312);
  });

  // Concox GT06 protocol document, login example: 78 78 0D 01 01 23 45 67 89 01 23 45 00 01 8C DD 0D 0A,
  // CRC-ITU over packet length .. serial number.
  it("matches the GT06 login example's CRC-ITU", () => {
    const frame = fromHex('78780D01012345678901234500018CDD0D0A');
    expect(crc16X25(frame, 2, frame.length - 4)).toBe(0x8cdd);
  });

  it('computes one-byte XOR and sum', () => {
    expect(xor8(Uint8Array.of(0x01, 0x02, 0x04))).toBe(0x07);
    expect(sum8(Uint8Array.of(0xff, 0x02))).toBe(0x01);
  });
});
