import type { TrackerCodec } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { createH02Scanner } from './frame.ts';

/**
 * H02 trackers (Sinotrack ST-901/906 and the many units that speak the "*HQ" protocol), text and
 * binary forms; Traccar's H02 decoder and encoder as the cross-check.
 */

/** Text messages are under 200 bytes (a V3 report with six cells is about 250); binary ones under 64. */
const MAX_FRAME_BYTES = 1024;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `*HQ,<id>,<command>,<hhmmss>,<parameters>#` (the H02 document: "*XX,YYYYYYYYYY,CMD,HHMMSS,
 * PARA1,PARA2,...#"), e.g. `S20,1,1` (engine stop) or `S71,22,30` (report every 30 s) as Traccar
 * sends them. A text that is already a whole message (`*...#`) is sent as it is.
 */
function encodeCommand(command: { text: string; id: string }): Uint8Array {
  const text = command.text.trim();
  if (text.startsWith('*') && text.endsWith('#')) return Buffer.from(text, 'latin1');
  const [name, ...parameters] = text.split(',');
  const now = new Date();
  const hhmmss = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return Buffer.from(`*HQ,${command.id},${[name, hhmmss, ...parameters].join(',')}#`, 'latin1');
}

export const h02Codec: TrackerCodec = {
  protocol: 'h02',
  defaultPort: 5013,
  answersCommands: true,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Units report every 10 to 30 s while moving and send a heartbeat every few minutes when parked.
  idleTimeoutSeconds: 600,
  createStream: () => createFrameStream(MAX_FRAME_BYTES, createH02Scanner(MAX_FRAME_BYTES)),
  encodeCommand,
  // Sinotrack's SMS: 804 + password (0000 by default) + server address + port.
  setupSms: (host, port) => `8040000 ${host} ${port}`,
};
