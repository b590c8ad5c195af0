import { xor8 } from '../crc.ts';
import { ascii } from '../text-scan.ts';

/**
 * Laipac's sentences are NMEA-like, `$<type>,<fields>*<checksum>`, the checksum the XOR of every
 * character between `$` and `*` as two hex digits, each sentence on a line of its own (Traccar's
 * LaipacProtocol reads lines; GpsGate answers a unit the same way, traccar/traccar issue #2423).
 */
export function nmeaChecksum(body: string): string {
  return xor8(Buffer.from(body, 'latin1')).toString(16).toUpperCase().padStart(2, '0');
}

/** `$<body>*<checksum>` and a line end: the server's answers and commands. */
export function laipacSentence(body: string): Uint8Array {
  return ascii(`$${body}*${nmeaChecksum(body)}\r\n`);
}

/**
 * The factory device password (Traccar's LaipacProtocolDecoder.DEFAULT_DEVICE_PASSWORD), which the
 * `$AVCFG` answers and the commands carry. Pinpoint keeps no per-unit password: a unit whose
 * password was changed ignores them.
 */
export const DEVICE_PASSWORD = '00000000';
