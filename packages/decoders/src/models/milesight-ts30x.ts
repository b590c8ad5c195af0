import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s16le, u8, u16le, u32le } from '../bytes.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { alarmLabel, milesightSensor } from './milesight-common.ts';

// Milesight TS301 (one probe) and TS302 (two probes) temperature sensors; each probe socket
// takes a temperature probe or a magnetic contact. Names as Milesight's decoders
// (Milesight-IoT/SensorDecoders ts-series/ts301/ts301-decoder.js, ts302/ts302-decoder.js):
// TS301 `temperature` / `magnet`, TS302 the same with `_chn1` / `_chn2`. Readings: probe 1's
// temperature is `temperature`, probe 2's `external_temperature`; a contact is `door_open`
// (a TS302 with two contacts: open when either is, as one door_open cannot tell them apart).
// The v2 firmware (ts-series/ts301-v2, ts302-v2) is its own model (milesight-ts30x-v2.ts): its
// history record puts humidity where this one has the temperature and its alarm bytes mean other
// things (0 an alarm where here it is the release). Where an uplink shows it is the v2 firmware's
// (a record only v2 sends, a history event above 6, a v2 marker word), no reading is stored.

/** handle_downlink_response of ts301/ts302-decoder.js (8e: minutesIntervalReplyChannels; 91: kept in hex). */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '06': ['temperature_alarm_config', 9],
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '25': ['child_lock', 1],
  '27': ['clear_history', 1],
  '28': ['report_status', 1],
  '2d': ['display_enable', 1],
  '4a': ['sync_time', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '6d': ['stop_transmit', 1],
  '91': ['magnet_throttle', 5],
  e9: ['time_display', 1],
  ea: ['temperature_calibration_settings', 3],
  eb: ['temperature_unit_display', 1],
};

const MAGNET = ['close', 'open'] as const;
const ALARM = ['threshold_alarm_release', 'threshold_alarm', 'mutation_alarm'] as const;

type Probe = {
  /** Channel id of its live records (03, 04); alarms are + 0x80 (3 bytes) and + 0x90 (D7, 5 bytes). */
  id: number;
  /** Appended to the vendor's names: '' on the TS301, '_chn1' / '_chn2' on the TS302. */
  suffix: string;
  temperature: ReadingField;
};

/** door_open, open when any contact of the uplink (or history record) is. */
function doorOpen(out: ResultBuilder, open: boolean, time?: string): void {
  const earlier = out.readings.find((reading) => reading.field === 'door_open' && reading.time === time);
  if (earlier?.value !== true) out.reading('door_open', open, time);
}

const alarmByte = (out: ResultBuilder, name: string, value: number) =>
  out.set(name, alarmLabel(out, name, ALARM, value));

/** The header key of a probe's record: its channel id (+ an offset) and the type, in hex. */
export const probeKey = (id: number, type: string): string => `${id.toString(16).padStart(2, '0')}${type}`;

/** xx 00: a probe's magnetic contact, `magnet` (+ the probe's suffix) "close" / "open", v1 and v2 alike. */
export function magnetChannel(magnet: string): Channel {
  return {
    size: 1,
    read(bytes, at, out) {
      const open = twoState(u8(bytes, at));
      out.set(magnet, stateWord(MAGNET, open));
      if (open === undefined) warnUnknownState(out, magnet, u8(bytes, at));
      else doorOpen(out, open);
    },
  };
}

function probeChannels(probe: Probe): ChannelTable {
  const temperature = `temperature${probe.suffix}`;
  const setTemperature = (bytes: Uint8Array, at: number, out: ResultBuilder) => {
    out.set(temperature, s16le(bytes, at) / 10);
    out.reading(probe.temperature, s16le(bytes, at) / 10);
  };
  return {
    [probeKey(probe.id, '67')]: { size: 2, read: setTemperature },
    [probeKey(probe.id, '00')]: magnetChannel(`magnet${probe.suffix}`),
    [probeKey(probe.id + 0x80, '67')]: {
      size: 3,
      read(bytes, at, out) {
        setTemperature(bytes, at, out);
        alarmByte(out, `${temperature}_alarm`, u8(bytes, at + 2));
      },
    },
    [probeKey(probe.id + 0x90, 'd7')]: {
      size: 5,
      read(bytes, at, out) {
        setTemperature(bytes, at, out);
        out.set(`${temperature}_mutation`, s16le(bytes, at + 2) / 100);
        alarmByte(out, `${temperature}_alarm`, u8(bytes, at + 4));
      },
    },
  };
}

/**
 * One probe's part of a history record: `event` (a nibble of the mask byte) says what the
 * 2-byte value is: 1-3 a temperature with its alarm, 4 a temperature, 5 a contact with its
 * alarm, 6 a contact; anything else, nothing.
 */
function historyProbe(
  bytes: Uint8Array,
  at: number,
  event: number,
  probe: Probe,
  entry: Record<string, unknown>,
  out: ResultBuilder,
): Array<readonly [ReadingField, number | boolean]> {
  const temperature = `temperature${probe.suffix}`;
  const magnet = `magnet${probe.suffix}`;
  if (event >= 1 && event <= 4) {
    entry[temperature] = s16le(bytes, at) / 10;
    // Events 1, 2, 3: alarm, release, mutation; fields only, as the history's alarms give no
    // reading here (a v2 record that shows no v2 sign means other alarms by the same events).
    if (event < 4) entry[`${temperature}_alarm`] = ALARM[[1, 0, 2][event - 1] ?? 0];
    return [[probe.temperature, s16le(bytes, at) / 10]];
  }
  if (event === 5 || event === 6) {
    const open = twoState(u16le(bytes, at));
    entry[magnet] = stateWord(MAGNET, open);
    if (event === 5) entry[`${magnet}_alarm`] = ALARM[1];
    if (open === undefined) warnUnknownState(out, `history ${magnet}`, u16le(bytes, at));
    return open === undefined ? [] : [['door_open', open]];
  }
  return [];
}

/** Ends each warning about a sign of the v2 firmware; refuseV2 looks for it. */
const V2 = ' (v2 firmware)';
/** The words the v2 firmware writes for a value: -999 none, -1000 / -1001 a contact, -1002 over range. */
const V2_MARKERS: ReadonlySet<number> = new Set([-999, -1000, -1001, -1002]);

/**
 * Why a history record is the v2 firmware's, if it shows: an event above 6 (v2's periodic report
 * is 10, its magnet alarm 11), or a value that is one of v2's marker words.
 */
function v2HistorySign(bytes: Uint8Array, at: number, events: readonly number[]): string | undefined {
  for (const [index, event] of events.entries()) {
    if (event > 6) return `event ${event} is no v1 event`;
    const word = s16le(bytes, at + 5 + 2 * index);
    if (event !== 0 && V2_MARKERS.has(word)) return `value word ${word} is a v2 marker`;
  }
  return undefined;
}

function historyChannel(probes: readonly [Probe] | readonly [Probe, Probe]): Channel {
  return {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const mask = u8(bytes, at + 4);
      const sign = v2HistorySign(bytes, at, [mask >> 4, mask & 0x0f]);
      if (sign) out.warn(`history record at ${timestamp}: ${sign}${V2}`);
      const entry: Record<string, unknown> = { timestamp };
      // The TS301's one probe: high nibble, value at +5 (+7 unused); the TS302's second: low nibble, +7.
      const readings = probes.flatMap((probe, index) =>
        historyProbe(bytes, at + 5 + 2 * index, index === 0 ? mask >> 4 : mask & 0x0f, probe, entry, out),
      );
      const open = readings.filter(([field]) => field === 'door_open').some(([, value]) => value === true);
      const merged = readings.filter(([field]) => field !== 'door_open');
      if (readings.some(([field]) => field === 'door_open')) merged.push(['door_open', open]);
      addHistory(out, entry, timestamp, merged);
    },
  };
}

const ts301Probe: Probe = { id: 0x03, suffix: '', temperature: 'temperature' };
const ts302Probes = [
  { id: 0x03, suffix: '_chn1', temperature: 'temperature' },
  { id: 0x04, suffix: '_chn2', temperature: 'external_temperature' },
] as const satisfies readonly [Probe, Probe];

const base: ChannelTable = {
  ...replyChannels(replies),
  ...minutesIntervalReplyChannels(),
  ...deviceInfoChannels,
  '0175': batteryChannel,
};

/**
 * The records only the v2 firmware sends (ts301-v2 / ts302-v2-decoder.js), per probe: humidity
 * (9a), its alarms and the mutation alarms (8x 9a, 9x 67, 9x 9a), sensor status (bx 67, bx 9a);
 * and the TS302 v2's second history record (21 ce), the history retrieval replies (fd 6b-6d) and
 * the probe's identity (ff a0). Each is a sign of the v2 firmware, not decoded.
 */
function v2OnlyChannels(ids: readonly number[], more: Readonly<Record<string, number>>): ChannelTable {
  const sign = (size: number): Channel => ({
    size,
    read: (bytes, at, out) =>
      out.warn(
        `channel ${hexByte(u8(bytes, at - 2))} ${hexByte(u8(bytes, at - 1))} at byte ${at - 2}: ` +
          `a record only the v2 firmware sends; not decoded${V2}`,
      ),
  });
  const sizes: Array<readonly [string, number]> = [
    ...ids.flatMap((id) => [
      [probeKey(id, '9a'), 2] as const,
      [probeKey(id + 0x80, '9a'), 3] as const,
      [probeKey(id + 0x90, '67'), 5] as const,
      [probeKey(id + 0x90, '9a'), 5] as const,
      [probeKey(id + 0xb0, '67'), 1] as const,
      [probeKey(id + 0xb0, '9a'), 1] as const,
    ]),
    ...Object.entries({ fd6b: 4, fd6c: 8, fd6d: 1, ffa0: 9, ...more }),
  ];
  return Object.fromEntries(sizes.map(([key, size]) => [key, sign(size)]));
}

/**
 * An uplink that showed a sign of the v2 firmware stores no reading: its other records may be
 * v2's too, which this model would misread (a v2 alarm byte 0 is an alarm, here its release).
 */
function refuseV2(v2ModelId: string): (result: DecodeResult) => void {
  return (result) => {
    if (!result.warnings?.some((warning) => warning.endsWith(V2))) return;
    result.readings.splice(0);
    result.warnings.push(`the v2 firmware's uplink: no reading stored (its model is ${v2ModelId})`);
  };
}

const ts301Table: ChannelTable = {
  ...base,
  ...probeChannels(ts301Probe),
  ...v2OnlyChannels([0x03], {}),
  '20ce': historyChannel([ts301Probe]),
};

const ts302Table: ChannelTable = {
  ...base,
  ...probeChannels(ts302Probes[0]),
  ...probeChannels(ts302Probes[1]),
  ...v2OnlyChannels([0x03, 0x04], { '21ce': 9 }),
  '20ce': historyChannel(ts302Probes),
};

export const milesightTs301 = milesightSensor({
  model: 'TS301',
  readings: ['temperature', 'door_open', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  table: ts301Table,
  finish: refuseV2('milesight-iot/ts301v2'),
  encoder: { file: 'ts301-encoder.js', minutes: true },
});

export const milesightTs302 = milesightSensor({
  model: 'TS302',
  readings: [
    'temperature',
    'external_temperature',
    'door_open',
    'threshold_alarm',
    'sudden_change',
    'battery_pct',
  ],
  table: ts302Table,
  finish: refuseV2('milesight-iot/ts302v2'),
  encoder: { file: 'ts302-encoder.js', minutes: true },
});
