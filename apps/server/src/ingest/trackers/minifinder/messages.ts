import { ByteReader, FrameError, readableText } from '../bytes.ts';

/**
 * What a MiniFinder sends back to the server's commands, read as Traccar's
 * Minifinder2ProtocolDecoder does (decodeConfiguration, decodeSystemControl, MSG_RESPONSE):
 * - configuration (0x02): its settings as key-value elements, the answer to a configuration request (01 F0: all of them);
 * - system control (0x04): element 0x1F, a type (1) and a text result;
 * - response (0x7F): element length 1 and a result code, 0 for success.
 * Each is turned into the text of a command's result. The settings' numbers are read little-endian,
 * as the data elements' are, where Traccar reads them big-endian: its vector's server port is
 * 43 14, i.e. 5187 (this protocol's port, not 17172), its module number 04 05 18 20 (20180504)
 * and its battery 0E A2 mV (3.746 V, not 41.486 V).
 */

const text = (bytes: Buffer) => readableText(bytes, 'latin1').replace(/[^\x20-\x7e]/g, '');

/** The settings a configuration message names, by key, with how their value is read. */
const settings: Record<number, [name: string, read: (v: Buffer) => string | number]> = {
  1: ['moduleNumber', (v) => v.readUInt32LE(0).toString(16).padStart(8, '0')],
  2: ['firmwareVersion', (v) => v.readUInt32LE(0)],
  3: ['imei', text],
  4: ['iccid', text],
  5: ['bleMac', (v) => v.toString('hex')],
  14: ['timeZone', (v) => v.readInt8(0)],
  19: ['deviceName', text],
  20: ['battery', (v) => `${v.readUInt8(0)}% ${(v.readUInt16LE(1) / 1000).toFixed(3)} V`],
  23: ['gpsUrl', text],
  24: ['lbsUrl', text],
  26: ['firmware', text],
  27: ['gsmModule', text],
  64: ['apn', text],
  67: ['server', (v) => `${text(v.subarray(3))}:${v.readUInt16LE(1)}`],
  68: [
    'intervals',
    (v) => `heartbeat ${v.readUInt32LE(0)}, upload ${v.readUInt32LE(4)}, lazy ${v.readUInt32LE(8)}`,
  ],
  71: ['deviceId', text],
  97: ['msisdn', text],
  102: ['imsi', text],
};

/** A configuration message's settings as `name=value` text (the ones named above; the others counted). */
export function readConfiguration(content: Buffer): string {
  const r = new ByteReader(content, 1);
  const parts: string[] = [];
  let other = 0;
  while (r.remaining() > 0) {
    const length = r.u8();
    if (length === 0) throw new FrameError('a setting of length 0');
    const key = r.u8();
    const value = r.bytes(length - 1);
    const setting = settings[key];
    if (!setting) {
      other++;
      continue;
    }
    try {
      const read = setting[1](value);
      if (read !== '') parts.push(`${setting[0]}=${read}`);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new FrameError(`setting 0x${key.toString(16)} of ${value.length} bytes`);
    }
  }
  if (other) parts.push(`(${other} other settings)`);
  return parts.join(', ') || 'configuration (no settings)';
}

/** A system control message's result text (element 0x1F), or a note that it has none. */
export function readSystemControl(content: Buffer): string {
  const r = new ByteReader(content, 1);
  const results: string[] = [];
  while (r.remaining() > 0) {
    const length = r.u8();
    if (length === 0) throw new FrameError('an element of length 0');
    const value = r.bytes(length);
    if (value[0] === 0x1f && value.length >= 2) results.push(value.subarray(2).toString('utf8').trim());
  }
  return results.join('; ') || 'system control (no result)';
}

/** A response's result code: `0` (success) or the code. */
export function readResponse(content: Buffer): string {
  const r = new ByteReader(content, 1);
  r.skip(1); // length
  const code = r.u8();
  return code === 0 ? '0 (success)' : String(code);
}
