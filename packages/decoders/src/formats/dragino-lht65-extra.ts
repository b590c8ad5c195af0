import { requireLength, s16be, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// LHT65 / LHT65N messages besides the live frame, as Dragino's decoder reads them
// (dragino/dragino-end-node-decoder LHT65N/LHT65N-TTN-v1.5.6_decoder.txt):
// - port 2 with byte 6 bits 7-6 = 01: a datalog poll reply, 11-byte entries of
//   [external value (2)][SHT temperature (2)][SHT humidity (2)][status (1)][unix time (4)];
// - LHT65N, port 2 with bits 7-6 = 10: entries sent again for want of an ACK, same layout;
// - port 5: the device status (model, firmware, frequency band, sub-band, battery).

const ENTRY = 11;
const PROBE_ABSENT = 0x7fff;
/**
 * External sensor types whose value word is a probe temperature: DS18B20, TMP117 (with or
 * without timestamp) and the LHT65N's SHT31 probe (0xB), as Dragino's v1.5.6 decoder reads them.
 */
const PROBE_TEMPERATURE = new Set([0x1, 0x2, 0x9, 0xa, 0xb]);
const ILLUMINANCE = 0x5;

/** Byte 6 bits 7-6 = 01 marks a datalog poll reply. */
export const isDatalog = (bytes: Uint8Array): boolean => bytes.length > 6 && (u8(bytes, 6) & 0xc0) === 0x40;

/** LHT65N: byte 6 bits 7-6 = 10 mark unacknowledged entries sent again, in the datalog layout. */
export const isRetransmission = (bytes: Uint8Array): boolean =>
  bytes.length > 6 && (u8(bytes, 6) & 0xc0) === 0x80;

export function decodeLht65Datalog(
  bytes: Uint8Array,
  options: { retransmission?: boolean } = {},
): DecodeResult {
  requireLength(bytes, ENTRY);
  const out = new ResultBuilder();
  if (options.retransmission) out.set('Retransmission', true);
  const entries: Array<Record<string, unknown>> = [];
  const complete = Math.floor(bytes.length / ENTRY) * ENTRY;
  for (let at = 0; at < complete; at += ENTRY) {
    const ext = u8(bytes, at + 6) & 0x0f;
    const external = u16be(bytes, at);
    const temperature = s16be(bytes, at + 2);
    const humidity = (u16be(bytes, at + 4) & 0x0fff) / 10;
    const seconds = u32be(bytes, at + 7);
    entries.push({ ext, external, TempC_SHT: temperature / 100, Hum_SHT: humidity, timestamp: seconds });
    const time = unixToIso(seconds);
    if (time === undefined) {
      out.warn(`datalog entry at byte ${at} has no valid timestamp (${seconds}); its values are not stored`);
      continue;
    }
    if (temperature !== PROBE_ABSENT) out.reading('temperature', temperature / 100, time);
    out.reading('humidity', humidity, time);
    if (PROBE_TEMPERATURE.has(ext) && external !== PROBE_ABSENT) {
      out.reading('external_temperature', s16be(bytes, at) / 100, time);
    }
    if (ext === ILLUMINANCE) out.reading('illuminance', external, time);
  }
  out.set('DATALOG', entries);
  if (complete < bytes.length) {
    out.warn(
      `payload truncated: datalog entry at byte ${complete} is incomplete; ${bytes.length - complete} bytes not decoded`,
    );
  }
  return out.build();
}

const BANDS = [
  undefined,
  'EU868',
  'US915',
  'IN865',
  'AU915',
  'KZ865',
  'RU864',
  'AS923',
  'AS923_1',
  'AS923_2',
  'AS923_3',
  'CN470',
  'EU433',
  'KR920',
  'MA869',
];
const MODELS: Record<number, string> = { 11: 'LHT65N', 26: 'LHT65N-PIR' };

/** Port 5, 7 bytes: sent after a join and on request. */
export function decodeLht65Status(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 5);
  out.set('SENSOR_MODEL', MODELS[u8(bytes, 0)] ?? `0x${u8(bytes, 0).toString(16)}`);
  out.set('FIRMWARE_VERSION', `${u8(bytes, 1) & 0x0f}.${u8(bytes, 2) >> 4}.${u8(bytes, 2) & 0x0f}`);
  out.set('FREQUENCY_BAND', BANDS[u8(bytes, 3)] ?? 'unknown');
  out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
  out.set('BAT', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  return out.build();
}
