import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8, u16le, u32le } from '../bytes.ts';
import { addHistory, type Channel, type ChannelTable, deviceInfoChannels } from '../formats/milesight-tlv.ts';
import { milesightVsModel } from './milesight-vs340.ts';

// Milesight VS133 / VS135 AI ToF people counters: up to four lines, each with its running
// totals in and out and its counts of the reporting period, and (with a child device) the
// same again. Names as Milesight's decoder (Milesight-IoT/SensorDecoders vs-series/vs133 and
// vs135, the same vs13x decoder, and their READMEs). The first line's period counts
// (05 CC) are the `people_in` / `people_out` readings; the other lines, the totals, the
// regions' counts and the dwell times are fields only.

/** ff09 and ff1f as vs133-decoder.js prints them: "v" and the bytes in decimal, dotted. */
const versionChannel = (name: string, size: number): Channel => ({
  size,
  read: (bytes, at, out) => out.set(name, `v${Array.from(bytes.subarray(at, at + size)).join('.')}`),
});

const LINES = [1, 2, 3, 4] as const;

/** Each line's records: [first channel id of its kind, name suffix], three channel ids apart. */
const totals = (first: number, suffix: string): ChannelTable =>
  Object.fromEntries(
    LINES.map((line) => [
      `${(first + 3 * (line - 1)).toString(16).padStart(2, '0')}d2`,
      { size: 4, read: (b, at, out) => out.set(`line_${line}_${suffix}`, u32le(b, at)) } satisfies Channel,
    ]),
  );

const periods = (first: number, infix: string, readings: boolean): ChannelTable =>
  Object.fromEntries(
    LINES.map((line) => [
      `${(first + 3 * (line - 1)).toString(16).padStart(2, '0')}cc`,
      {
        size: 4,
        read(bytes, at, out) {
          out.set(`line_${line}_${infix}period_in`, u16le(bytes, at));
          out.set(`line_${line}_${infix}period_out`, u16le(bytes, at + 2));
          if (readings && line === 1) {
            out.reading('people_in', u16le(bytes, at));
            out.reading('people_out', u16le(bytes, at + 2));
          }
        },
      } satisfies Channel,
    ]),
  );

const regionCounts = (infix: string): Channel => ({
  size: 4,
  read(bytes, at, out) {
    for (let region = 1; region <= 4; region += 1)
      out.set(`region_${region}_${infix}count`, u8(bytes, at + region - 1));
  },
});

const dwell = (infix: string): Channel => ({
  size: 5,
  read(bytes, at, out) {
    const region = u8(bytes, at);
    out.set(`region_${region}_${infix}avg_dwell`, u16le(bytes, at + 1));
    out.set(`region_${region}_${infix}max_dwell`, u16le(bytes, at + 3));
  },
});

/**
 * The history record's data types (readHistory of vs133-decoder.js): 03-0E and 11-1C a
 * line's total (4 bytes) or period counts (2 + 2), in the channel ids' order; 0F and 1D
 * the regions' counts; 10 / 20 and 1E / 3C a region's average / longest dwell (a region
 * byte and 2 bytes).
 */
function historyRecord(type: number, bytes: Uint8Array, at: number): Record<string, number> | undefined {
  const child = type >= 0x11 && type <= 0x1c;
  const step = type - (child ? 0x11 : 0x03);
  if ((type >= 0x03 && type <= 0x0e) || child) {
    const line = Math.floor(step / 3) + 1;
    const prefix = `line_${line}_${child ? 'child_' : ''}`;
    if (step % 3 === 0) return { [`${prefix}total_in`]: u32le(bytes, at) };
    if (step % 3 === 1) return { [`${prefix}total_out`]: u32le(bytes, at) };
    return { [`${prefix}period_in`]: u16le(bytes, at), [`${prefix}period_out`]: u16le(bytes, at + 2) };
  }
  if (type === 0x0f || type === 0x1d) {
    const infix = type === 0x1d ? 'child_' : '';
    return Object.fromEntries(
      LINES.map((region) => [`region_${region}_${infix}count`, u8(bytes, at + region - 1)]),
    );
  }
  const dwellName = { 16: 'avg_dwell', 32: 'max_dwell', 30: 'child_avg_dwell', 60: 'child_max_dwell' }[type];
  return dwellName ? { [`region_${u8(bytes, at)}_${dwellName}`]: u16le(bytes, at + 1) } : undefined;
}

const DWELL_TYPES = new Set([0x10, 0x20, 0x1e, 0x3c]);

/** 20 CE: timestamp (4), type (1), then 4 bytes, or 3 for a dwell. */
const historyChannel: Channel = {
  size: 9,
  sizeFrom: (bytes, at) => (at + 4 < bytes.length ? (DWELL_TYPES.has(u8(bytes, at + 4)) ? 8 : 9) : undefined),
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const record = historyRecord(u8(bytes, at + 4), bytes, at + 5);
    if (!record) {
      out.warn(`unknown history data type ${u8(bytes, at + 4)}; not decoded`);
      return;
    }
    const readings: Array<readonly [ReadingField, number]> =
      'line_1_period_in' in record
        ? [
            ['people_in', record.line_1_period_in ?? 0],
            ['people_out', record.line_1_period_out ?? 0],
          ]
        : [];
    addHistory(out, { timestamp, ...record }, timestamp, readings);
  },
};

const table: ChannelTable = {
  ff01: deviceInfoChannels.ff01 as Channel,
  ff16: deviceInfoChannels.ff16 as Channel,
  ff09: versionChannel('hardware_version', 2),
  ff1f: versionChannel('firmware_version', 4),
  ...totals(0x03, 'total_in'),
  ...totals(0x04, 'total_out'),
  ...periods(0x05, '', true),
  ...totals(0x11, 'child_total_in'),
  ...totals(0x12, 'child_total_out'),
  ...periods(0x13, 'child_', false),
  '0fe3': regionCounts(''),
  '1de3': regionCounts('child_'),
  '10e4': dwell(''),
  '1ee4': dwell('child_'),
  // Occlusion alarm: a byte, the node (0 the master), then 0 released / 1 triggered.
  '50fc': {
    size: 3,
    read(bytes, at, out) {
      const node = u8(bytes, at + 1);
      const alarm = ['alarm_released', 'alarm_triggered'][u8(bytes, at + 2)] ?? 'unknown';
      out.set(`${node === 0 ? 'master' : `node_${node}`}_occlusion_alarm`, alarm);
    },
  },
  '20ce': historyChannel,
};

export const milesightVs133 = milesightVsModel('VS133', ['people_in', 'people_out'], table);
export const milesightVs135 = milesightVsModel('VS135', ['people_in', 'people_out'], table);
