import type { TrackerEvent } from '../codec.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * The Wi-Fi/LBS scan some Concox/Jimi units send as 0x69 (and 0x17) in a frame of its own shape:
 * 0x78 0x78, the number of Wi-Fi access points where the length would be (often 0), the protocol
 * number, the time (6 BCD bytes yy mm dd hh mm ss), per access point a MAC (6) and signal (1), the
 * number of cells, MCC (2), MNC (1), per cell LAC (2), cell id (2) and signal (1), then 0x0D 0x0A:
 * no serial number, no CRC. The server answers 0x78 0x78 0x00, the protocol number, the same six
 * time bytes and 0x0D 0x0A. (Traccar's Gt06ProtocolDecoder, MSG_WIFI/MSG_WIFI_2, and its
 * Gt06FrameDecoder, which finds such frames by their stop bits.)
 */
const WIFI_PROTOCOLS = new Set([0x17, 0x69]);
const STOP = 0x0d0a;

/** The frame's length as its own counts give it, or undefined when the buffer cannot tell yet. */
function wifiFrameLength(buf: Buffer): number | 'need' | undefined {
  const wifiCount = buf[2] as number;
  const cellsAt = 4 + 6 + wifiCount * 7;
  if (buf.length <= cellsAt) return 'need';
  return cellsAt + 1 + 3 + (buf[cellsAt] as number) * 5 + 2;
}

/**
 * A Wi-Fi scan frame at the head of the buffer, if the bytes are one: called only where the
 * ordinary GT06 framing did not find a frame (its length byte holds a count, not a length).
 */
export function scanWifiFrame(buf: Buffer, maxFrameBytes: number): FrameScan | undefined {
  if (buf[0] !== 0x78 || buf.length < 4 || !WIFI_PROTOCOLS.has(buf[3] as number)) return undefined;
  const total = wifiFrameLength(buf);
  if (total === undefined || (total !== 'need' && total > maxFrameBytes)) return undefined;
  if (total === 'need' || buf.length < total) return { kind: 'need' };
  if (buf.readUInt16BE(total - 2) !== STOP) return undefined;
  const protocol = buf[3] as number;
  const wifiCount = buf[2] as number;
  const cellsAt = 10 + wifiCount * 7;
  const time = buf.subarray(4, 10);
  return parseFrame(total, (): TrackerEvent[] => {
    const ack = Buffer.concat([Uint8Array.of(0x78, 0x78, 0x00, protocol), time, Uint8Array.of(0x0d, 0x0a)]);
    const extra = {
      protocol,
      wifiCount,
      cellCount: buf[cellsAt] as number,
      mcc: buf.readUInt16BE(cellsAt + 1),
      mnc: buf[cellsAt + 3] as number,
    };
    return [{ type: 'heartbeat', ack, record: { extra } }];
  });
}
