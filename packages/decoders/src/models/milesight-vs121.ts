import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16be, u16le, u32le } from '../bytes.ts';
import {
  addHistory,
  type Channel,
  type ChannelTable,
  serialNumber6Channel,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightVsModel } from './milesight-vs340.ts';

// Milesight VS121 AI workplace occupancy sensor (people counter). Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders vs-series/vs121/vs121-decoder.js and its README):
// `people_count_all` (04 C9) is how many people it sees now, the `people_count` reading;
// `people_in` / `people_out` (05 CC, "People Passing") its line crossings of the reporting
// period, the `people_in` / `people_out` readings (the decoder reads them signed: a negative
// count is dropped as implausible); the totals (0D CC), the period's maximum, the regions'
// counts, the flows between areas and the dwell times are fields only.

/** readVersion of vs121-decoder.js: the bytes in decimal, joined with dots ("31.7.0.75"). */
const versionChannel = (name: string, size: number): Channel => ({
  size,
  read: (bytes, at, out) => out.set(name, Array.from(bytes.subarray(at, at + size)).join('.')),
});

/** Fields read from consecutive little-endian words (the flows, the totals, line in / out). */
const wordsChannel = (names: readonly string[]): Channel => ({
  size: 2 * names.length,
  read(bytes, at, out) {
    names.forEach((name, index) => {
      out.set(name, u16le(bytes, at + 2 * index));
    });
  },
});

/** Fields read from consecutive bytes (the regions' counts). */
const bytesChannel = (names: readonly string[]): Channel => ({
  size: names.length,
  read(bytes, at, out) {
    names.forEach((name, index) => {
      out.set(name, u8(bytes, at + index));
    });
  },
});

const range = (from: number, to: number, name: (n: number) => string): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => name(from + index));
const flows = (from: string) => ['a', 'b', 'c', 'd'].map((to) => `${from}_to_${to}`);

/** The device's regions are at most 16: a 16-bit occupancy mask (04 C9). */
const MAX_REGIONS = 16;

/** people_count_all, region_count and each region's occupied bit, as vs121-decoder.js prints them. */
function peopleCount(bytes: Uint8Array, at: number, out: ResultBuilder): Record<string, number> {
  const regionCount = u8(bytes, at + 1);
  const mask = u16be(bytes, at + 2);
  const record: Record<string, number> = { people_count_all: u8(bytes, at), region_count: regionCount };
  if (regionCount > MAX_REGIONS) out.warn(`region_count ${regionCount} is more than ${MAX_REGIONS} regions`);
  for (let index = 0; index < Math.min(regionCount, MAX_REGIONS); index += 1)
    record[`region_${index + 1}`] = (mask >> index) & 1;
  return record;
}

/** History record data (20 CE, after timestamp and type): its length and reader, by type. */
type HistoryType = {
  size: number;
  read: (bytes: Uint8Array, at: number, out: ResultBuilder) => Record<string, number>;
  readings?: (record: Record<string, number>) => Array<readonly [ReadingField, number]>;
};

const fieldsOf =
  (names: readonly string[], width: 1 | 2) =>
  (bytes: Uint8Array, at: number): Record<string, number> =>
    Object.fromEntries(
      names.map((name, index) => [name, width === 1 ? u8(bytes, at + index) : u16le(bytes, at + 2 * index)]),
    );

const historyTypes: Readonly<Record<number, HistoryType>> = {
  1: {
    size: 4,
    read: peopleCount,
    readings: (record) => [['people_count', record.people_count_all ?? 0]],
  },
  2: {
    size: 4,
    read: fieldsOf(['people_in', 'people_out'], 2),
    readings: (record) => [
      ['people_in', record.people_in ?? 0],
      ['people_out', record.people_out ?? 0],
    ],
  },
  3: { size: 1, read: fieldsOf(['people_count_max'], 1) },
  4: {
    size: 4,
    read: fieldsOf(
      range(1, 4, (n) => `region_${n}_count`),
      1,
    ),
  },
  5: {
    size: 4,
    read: fieldsOf(
      range(5, 8, (n) => `region_${n}_count`),
      1,
    ),
  },
  6: {
    size: 4,
    read: fieldsOf(
      range(9, 12, (n) => `region_${n}_count`),
      1,
    ),
  },
  7: {
    size: 4,
    read: fieldsOf(
      range(13, 16, (n) => `region_${n}_count`),
      1,
    ),
  },
  8: { size: 4, read: fieldsOf(['a_to_a', 'a_to_b'], 2) },
  9: { size: 4, read: fieldsOf(['a_to_c', 'a_to_d'], 2) },
  10: { size: 4, read: fieldsOf(['b_to_a', 'b_to_b'], 2) },
  11: { size: 4, read: fieldsOf(['b_to_c', 'b_to_d'], 2) },
  12: { size: 4, read: fieldsOf(['c_to_a', 'c_to_b'], 2) },
  13: { size: 4, read: fieldsOf(['c_to_c', 'c_to_d'], 2) },
  14: { size: 4, read: fieldsOf(['d_to_a', 'd_to_b'], 2) },
  15: { size: 4, read: fieldsOf(['d_to_c', 'd_to_d'], 2) },
  16: { size: 4, read: fieldsOf(['people_total_in', 'people_total_out'], 2) },
  // A region byte (not printed by the vendor), then the average and the longest dwell.
  17: { size: 5, read: (bytes, at) => fieldsOf(['dwell_time_avg', 'dwell_time_max'], 2)(bytes, at + 1) },
  18: { size: 4, read: fieldsOf(['line_in', 'line_out'], 2) },
};

/** 20 CE: timestamp (4), type (1), then the type's data; an unknown type is not decoded. */
const historyChannel: Channel = {
  size: 9,
  sizeFrom: (bytes, at) =>
    at + 4 < bytes.length ? 5 + (historyTypes[u8(bytes, at + 4)]?.size ?? 4) : undefined,
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const type = historyTypes[u8(bytes, at + 4)];
    if (!type) {
      out.warn(`unknown history data type ${u8(bytes, at + 4)}; not decoded`);
      return;
    }
    const record = type.read(bytes, at + 5, out);
    addHistory(out, { timestamp, ...record }, timestamp, type.readings?.(record) ?? []);
  },
};

const table: ChannelTable = {
  ff01: { size: 1, read: (bytes, at, out) => out.set('protocol_version', u8(bytes, at)) },
  ff08: serialNumber6Channel,
  ff09: versionChannel('hardware_version', 2),
  ff1f: versionChannel('firmware_version', 4),
  '04c9': {
    size: 4,
    read(bytes, at, out) {
      const record = peopleCount(bytes, at, out);
      for (const [name, value] of Object.entries(record)) out.set(name, value);
      out.reading('people_count', u8(bytes, at));
    },
  },
  '05cc': {
    size: 4,
    read(bytes, at, out) {
      out.set('people_in', s16le(bytes, at));
      out.set('people_out', s16le(bytes, at + 2));
      out.reading('people_in', s16le(bytes, at));
      out.reading('people_out', s16le(bytes, at + 2));
    },
  },
  '06cd': { size: 1, read: (bytes, at, out) => out.set('people_count_max', u8(bytes, at)) },
  '07d5': bytesChannel(range(1, 8, (n) => `region_${n}_count`)),
  '08d5': bytesChannel(range(9, 16, (n) => `region_${n}_count`)),
  '09da': wordsChannel(flows('a')),
  '0ada': wordsChannel(flows('b')),
  '0bda': wordsChannel(flows('c')),
  '0cda': wordsChannel(flows('d')),
  '0dcc': wordsChannel(['people_total_in', 'people_total_out']),
  '0ee4': {
    size: 5,
    read(bytes, at, out) {
      out.set('dwell_time_avg', u16le(bytes, at + 1));
      out.set('dwell_time_max', u16le(bytes, at + 3));
    },
  },
  '0f85': { size: 4, read: (bytes, at, out) => out.set('timestamp', u32le(bytes, at)) },
  '10f7': wordsChannel(['line_in', 'line_out']),
  '20ce': historyChannel,
};

export const milesightVs121 = milesightVsModel('VS121', ['people_count', 'people_in', 'people_out'], table);
