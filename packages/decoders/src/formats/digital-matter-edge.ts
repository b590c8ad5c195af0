import { requireLength, toHex, u8 } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import {
  BitReader,
  type FieldSpec,
  isSet,
  readFields,
  roundTo,
  times,
  warnTrailing,
} from './digital-matter-bits.ts';
import { HELLO_HEAD, readAck, recordTrip } from './digital-matter-oyster.ts';

// Digital Matter's Edge trackers (LoRa Edge radio): a location uplink carries Wi-Fi access
// points and a raw GNSS scan that only Digital Matter's (or Semtech's) solver turns into a
// position, so these records never give a location here: the trip state and the battery are
// what can be read. Layouts and names: the TTN device repository codec,
// TheThingsNetwork/lorawan-devices vendor/digital-matter/yabby-edge.js at
// f9cfd074a7751e49c2372e7a49bfa5a3ab439870 (its record type is `_type`). The GNSS scan stays
// the raw hex `nav`; the codec's satellite breakdown (`navFields`) is not decoded.

/** Battery voltages in 7 mV steps above 2 V. */
const volts2v = (raw: number) => 2 + 0.007 * raw;
const rounded = (digits: number) => (raw: number) => roundTo(digits)(volts2v(raw));
const percent64 = times(100 / 64);

const RADIO: readonly FieldSpec[] = [
  ['lrHw', 8],
  ['lrMaj', 8],
  ['lrMin', 8],
];

/** Port 1, sent at start-up; its battery voltage is measured then, so it is a reading of the uplink's time. */
const HELLO: readonly FieldSpec[] = [...HELLO_HEAD, ['initialBatV', 8, rounded(2)], ...RADIO];

const ACK_MORE: readonly FieldSpec[] = [['prodId', 8], ['hwRev', 8], ['port', 8], ...RADIO];

const SHARES = ['percentLora', 'percentGnss', 'percentWifi', 'percentSleep', 'percentDisch'] as const;

/** Port 3, lifetime statistics (the battery voltages are the first and highest seen, not the current one). */
const STATS: readonly FieldSpec[] = [
  ['initialBatV', 8, rounded(3)],
  ['BatVMax', 8, rounded(3)],
  ['wakeupsPerTrip', 8],
  ['tripCount', 14, times(32)],
  ['uptimeWeeks', 10],
  ['mAhUsed', 10, times(2)],
  ...SHARES.map((name): FieldSpec => [name, 6, percent64]),
];

const MTU_ADVICE: readonly FieldSpec[] = [
  ['mtu0', 6],
  ['mtu1', 7],
  ['mtu2', 7],
  ['mod1', 4],
  ['mod2', 4],
  ['mod3', 4],
  ['seq', 16],
];

const ALMANAC_COOKIE: readonly FieldSpec[] = [
  ['baseTime', 16],
  ['baseCrc', 16, (raw) => `0x${raw.toString(16)}`],
  ['codeMask', 8],
  ['compMask', 8],
  ...RADIO,
];

const ALMANAC_CHUNK: readonly FieldSpec[] = [
  ['offset', 15],
  ['count', 13],
  ['cookie', 4],
];

const WIFI_ENTRY = 7;

/** Port 5: flags, then the access points seen (RSSI, MAC), then the GNSS scan. */
function readLocation(bytes: Uint8Array, out: ResultBuilder): void {
  const reader = new BitReader(bytes);
  const count = reader.u(5);
  recordTrip(out, reader.flag());
  out.set('inactive', reader.flag());
  reader.u(3);
  out.set('timeSet', reader.flag());
  out.set('posSeq', reader.u(5));
  const complete = Math.min(count, Math.floor((bytes.length - 2) / WIFI_ENTRY));
  const wifi = Array.from({ length: complete }, (_, index) => {
    const at = 2 + index * WIFI_ENTRY;
    return { rssi: (u8(bytes, at) << 24) >> 24, mac: toHex(bytes.subarray(at + 1, at + WIFI_ENTRY)) };
  });
  out.set('wifi', wifi);
  if (complete < count) {
    out.warn(`Wi-Fi list cut off: ${count} access points announced, ${complete} complete`);
    return;
  }
  const navAt = 2 + count * WIFI_ENTRY;
  if (bytes.length > navAt) out.set('nav', toHex(bytes.subarray(navAt)));
}

/** Ports 101-116: a fragment of a larger uplink; the first one names the port and size of the whole. */
function readFragment(bytes: Uint8Array, fPort: number, out: ResultBuilder): void {
  const reader = new BitReader(bytes);
  out.set('frameId', fPort - 101 + 16 * reader.u(4));
  const total = reader.u(5) + 1;
  out.set('total', total);
  const offset = reader.u(7);
  out.set('offset', offset);
  out.set('data', toHex(bytes.subarray(2)));
  if (offset === 0) {
    out.set('port', u8(bytes, 7));
    out.set('size', total * 9 - reader.u(4));
  }
}

/** Port 202: a device time request (the codec reads it only in its 6-byte form starting with 1). */
function readTimeRequest(bytes: Uint8Array, out: ResultBuilder): void {
  if (bytes.length !== 6 || u8(bytes, 0) !== 1) return;
  const reader = new BitReader(bytes);
  reader.u(8);
  readFields(reader, out, [
    ['gpsTime', 32],
    ['token', 4],
    ['ansReq', 1, isSet],
  ]);
}

function readFixed(
  bytes: Uint8Array,
  out: ResultBuilder,
  specs: readonly FieldSpec[],
): Record<string, number> {
  const reader = new BitReader(bytes);
  const raw = readFields(reader, out, specs);
  warnTrailing(out, bytes, reader.bytesRead);
  return raw;
}

const TYPES: Record<number, string> = {
  1: 'hello',
  2: 'downlink ack',
  3: 'stats',
  5: 'location',
  89: 'connect',
  90: 'mtu advice',
  91: 'alm cookie req',
  92: 'alm chunk req',
  202: 'time req',
};

export const EDGE_PORTS: readonly number[] = [
  ...Object.keys(TYPES).map(Number),
  ...Array.from({ length: 16 }, (_, index) => 101 + index),
].sort((a, b) => a - b);

function readRecord(bytes: Uint8Array, fPort: number, out: ResultBuilder): void {
  if (fPort === 1) {
    const raw = readFixed(bytes, out, HELLO);
    out.reading('battery_mv', 2000 + (raw.initialBatV ?? 0) * 7);
  } else if (fPort === 2) {
    warnTrailing(out, bytes, readAck(bytes, out, ACK_MORE).bytesRead);
  } else if (fPort === 3) {
    const raw = readFixed(bytes, out, STATS);
    out.set('percentOther', 100 - SHARES.reduce((sum, name) => sum + percent64(raw[name] ?? 0), 0));
  } else if (fPort === 5) readLocation(bytes, out);
  else if (fPort === 89) {
    requireLength(bytes, 11);
    readFixed(bytes.subarray(6), out, [
      ['devReset', 1, isSet],
      ['fcntReset', 1, isSet],
      [null, 6],
      ['fwMaj', 8],
      ['fwMin', 8],
      ['prodId', 8],
      ['hwRev', 8],
    ]);
    out.set('id', toHex(bytes.subarray(0, 6)));
  } else if (fPort === 90) readFixed(bytes, out, MTU_ADVICE);
  else if (fPort === 91) readFixed(bytes, out, ALMANAC_COOKIE);
  else if (fPort === 92) readFixed(bytes, out, ALMANAC_CHUNK);
  else if (fPort === 202) readTimeRequest(bytes, out);
  else readFragment(bytes, fPort, out);
}

/** Decodes one Yabby Edge uplink; the port says which record it is. */
export function decodeEdge(bytes: Uint8Array, fPort: number): DecodeResult {
  const out = new ResultBuilder();
  out.set('_type', TYPES[fPort] ?? 'fragments');
  readRecord(bytes, fPort, out);
  return out.build();
}
