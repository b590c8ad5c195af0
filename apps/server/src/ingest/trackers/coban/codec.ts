import type { TrackerCodec, TrackerCommandRequest } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { ascii, delimitedScanner } from '../text-scan.ts';
import { parseCoban } from './parse.ts';

/** A report is some 150 bytes; photo packets (`vr`, hex) are the longest the protocol sends. */
const maxFrameBytes = 2048;

/** `;` ends a message; some firmware ends with a line break, the alternative format with `*`. */
const delimiters = new Set([0x3b, 0x0a, 0x0d, 0x2a]);

/**
 * Coban's commands, `**,imei:<imei>,<code>` (the GPRS data protocol's "command sent by the
 * monitoring center"): B locate once, C,<interval> track (`30s`, `05m`, `01h`), D stop tracking,
 * E cancel the alarm, J cut the fuel/engine, K resume it, L arm, M disarm.
 */
export const cobanCommands = [
  'custom',
  'position_single',
  'position_periodic',
  'position_stop',
  'cancel_alarm',
  'engine_stop',
  'engine_resume',
  'alarm_arm',
  'alarm_disarm',
] as const;

const codes: Record<string, string> = {
  position_single: 'B',
  // The command catalogue's "request position" (modules/command/tracker-commands.ts).
  request_position: 'B',
  position_stop: 'D',
  cancel_alarm: 'E',
  engine_stop: 'J',
  engine_resume: 'K',
  alarm_arm: 'L',
  alarm_disarm: 'M',
};

function encodeCobanCommand(command: TrackerCommandRequest): Uint8Array {
  if (!/^\d{6,20}$/.test(command.id)) throw new Error(`"${command.id}" is not a Coban tracker's IMEI`);
  const prefix = `**,imei:${command.id},`;
  const code = codes[command.name];
  if (code) return ascii(prefix + code);
  if (command.name === 'position_periodic') {
    if (!/^\d{2}[smh]$/.test(command.text))
      throw new Error('an interval is two digits and s, m or h, e.g. 30s');
    return ascii(`${prefix}C,${command.text}`);
  }
  if (command.name === 'custom') {
    if (!/^[\x20-\x7e]{1,100}$/.test(command.text) || /[;*]/.test(command.text)) {
      throw new Error('a Coban command is one line of text without ; or *, e.g. C,30s');
    }
    return ascii(prefix + command.text);
  }
  throw new Error(`Coban trackers have no command "${command.name}"`);
}

export const cobanCodec: TrackerCodec = {
  protocol: 'coban',
  defaultPort: 5001,
  answersCommands: false,
  maxFrameBytes,
  // The protocol sends a heartbeat every minute: three missed ones and the tracker is gone.
  idleTimeoutSeconds: 180,
  createStream() {
    const scan = delimitedScanner({
      maxFrameBytes,
      isDelimiter: (byte) => delimiters.has(byte),
      parse: parseCoban,
    });
    return createFrameStream(maxFrameBytes, scan);
  },
  encodeCommand: encodeCobanCommand,
  // The user manual's SMS (123456 is the factory password); the tracker then needs `gprs123456`.
  setupSms: (host, port) => `adminip123456 ${host} ${port}`,
};
