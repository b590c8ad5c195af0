import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
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
import { alarmLabel, milesightSensor } from './milesight-common.ts';

// Milesight TS301 (one probe) and TS302 (two probes) temperature sensors; each probe socket
// takes a temperature probe or a magnetic contact. Names as Milesight's decoders
// (Milesight-IoT/SensorDecoders ts-series/ts301/ts301-decoder.js, ts302/ts302-decoder.js):
// TS301 `temperature` / `magnet`, TS302 the same with `_chn1` / `_chn2`. Readings: probe 1's
// temperature is `temperature`, probe 2's `external_temperature`; a contact is `door_open`
// (a TS302 with two contacts: open when either is, as one door_open cannot tell them apart).

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

function probeChannels(probe: Probe): ChannelTable {
  const hex = (id: number, type: string) => `${id.toString(16).padStart(2, '0')}${type}`;
  const temperature = `temperature${probe.suffix}`;
  const magnet = `magnet${probe.suffix}`;
  const setTemperature = (bytes: Uint8Array, at: number, out: ResultBuilder) => {
    out.set(temperature, s16le(bytes, at) / 10);
    out.reading(probe.temperature, s16le(bytes, at) / 10);
  };
  const magnetChannel: Channel = {
    size: 1,
    read(bytes, at, out) {
      const open = twoState(u8(bytes, at));
      out.set(magnet, stateWord(MAGNET, open));
      if (open === undefined) warnUnknownState(out, magnet, u8(bytes, at));
      else doorOpen(out, open);
    },
  };
  return {
    [hex(probe.id, '67')]: { size: 2, read: setTemperature },
    [hex(probe.id, '00')]: magnetChannel,
    [hex(probe.id + 0x80, '67')]: {
      size: 3,
      read(bytes, at, out) {
        setTemperature(bytes, at, out);
        alarmByte(out, `${temperature}_alarm`, u8(bytes, at + 2));
      },
    },
    [hex(probe.id + 0x90, 'd7')]: {
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
    // Events 1, 2, 3: alarm, release, mutation.
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

function historyChannel(probes: readonly [Probe] | readonly [Probe, Probe]): Channel {
  return {
    size: 9,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const mask = u8(bytes, at + 4);
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

const ts301Table: ChannelTable = {
  ...base,
  ...probeChannels(ts301Probe),
  '20ce': historyChannel([ts301Probe]),
};

const ts302Table: ChannelTable = {
  ...base,
  ...probeChannels(ts302Probes[0]),
  ...probeChannels(ts302Probes[1]),
  '20ce': historyChannel(ts302Probes),
};

export const milesightTs301 = milesightSensor({
  model: 'TS301',
  readings: ['temperature', 'door_open', 'threshold_alarm', 'battery_pct'],
  table: ts301Table,
  encoder: { file: 'ts301-encoder.js', minutes: true },
});

export const milesightTs302 = milesightSensor({
  model: 'TS302',
  readings: ['temperature', 'external_temperature', 'door_open', 'threshold_alarm', 'battery_pct'],
  table: ts302Table,
  encoder: { file: 'ts302-encoder.js', minutes: true },
});
