import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { ct101Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight CT101 current transformer. Names as in the TTN codec, which since its
// 2025 rewrite matches the vendor's decoder (so both vector sources agree).
// The v2 firmware adds an energy total and a low voltage alarm (ct-series/ct101-v2).

const READ_FAILED = 0xffff;
const OVER_RANGE = 0xfffd;
const TEMPERATURE_ALARM = ['temperature threshold alarm release', 'temperature threshold alarm'] as const;
/** The clamp's alarm bits (CT101/103/105 and CT303/305/310 alike). */
export const CURRENT_ALARM_BITS = [
  'current_threshold_alarm',
  'current_threshold_alarm_release',
  'current_over_range_alarm',
  'current_over_range_alarm_release',
] as const;
const ALARM_BITS = CURRENT_ALARM_BITS;

function setTemperature(out: ResultBuilder, raw: number, signed: number): void {
  if (raw === READ_FAILED) out.set('temperature_sensor_status', 'read failed');
  else if (raw === OVER_RANGE) out.set('temperature_sensor_status', 'over range alarm');
  else {
    out.set('temperature', signed / 10);
    out.reading('temperature', signed / 10);
  }
}

/** 89 67: the temperature and its threshold alarm (CT101/103/105 and CT303/305/310 alike). */
export const temperatureAlarmRecord: ChannelTable[string] = {
  size: 3,
  read(bytes, at, out) {
    const alarm = twoState(u8(bytes, at + 2));
    out.set('temperature', s16le(bytes, at) / 10);
    out.reading('temperature', s16le(bytes, at) / 10);
    out.set('temperature_alarm', stateWord(TEMPERATURE_ALARM, alarm));
    if (alarm === undefined) warnUnknownState(out, 'temperature_alarm', u8(bytes, at + 2));
    else out.alarm(alarm);
  },
};

const table: ChannelTable = {
  ...replyChannels(ct101Replies),
  ...deviceInfoChannels,
  '0397': {
    size: 4,
    read(bytes, at, out) {
      out.set('total_current', u32le(bytes, at) / 100);
      out.reading('current_total', u32le(bytes, at) / 100);
    },
  },
  '0498': {
    size: 2,
    read(bytes, at, out) {
      const raw = u16le(bytes, at);
      if (raw === READ_FAILED) {
        out.set('current_sensor_status', 'read failed');
        return;
      }
      out.set('current', raw / 100);
      out.reading('current', raw / 100);
    },
  },
  // CT101 v2 firmware (Milesight's ct-series/ct101-v2 decoder): energy in kWh x 100, and a
  // low voltage alarm (the only value it defines is 1).
  '1063': {
    size: 4,
    read(bytes, at, out) {
      out.set('ch1_sumkwh', u32le(bytes, at) / 100);
      // Readings are in Wh: raw x 10 keeps the integer exact (raw / 100 x 1000 would not).
      out.reading('energy', u32le(bytes, at) * 10);
    },
  },
  '1375': {
    size: 1,
    read(bytes, at, out) {
      out.set('low_voltage_alarm', { alarm_type: u8(bytes, at) === 1 ? 'low voltage alarm' : 'unknown' });
    },
  },
  '0967': { size: 2, read: (bytes, at, out) => setTemperature(out, u16le(bytes, at), s16le(bytes, at)) },
  '8498': {
    size: 7,
    read(bytes, at, out) {
      out.set('current_max', u16le(bytes, at) / 100);
      out.set('current_min', u16le(bytes, at + 2) / 100);
      out.set('current', u16le(bytes, at + 4) / 100);
      out.reading('current', u16le(bytes, at + 4) / 100);
      const bits = u8(bytes, at + 6);
      out.set(
        'current_alarm',
        Object.fromEntries(ALARM_BITS.map((name, bit) => [name, (bits >> bit) & 1 ? 'yes' : 'no'])),
      );
      // Bits 0/2: threshold / over-range alarm; bits 1/3: their release.
      if (bits & 0b0101) out.alarm(true);
      else if (bits & 0b1010) out.alarm(false);
    },
  },
  '8967': temperatureAlarmRecord,
};

export const milesightCt101: ModelDecoder = {
  modelId: 'milesight-iot/ct101',
  vendor: 'Milesight',
  model: 'CT101',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['current', 'current_total', 'energy', 'temperature', 'threshold_alarm'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: [milesightIntervalMinutes(sources.ct101), milesightReboot(sources.ct101)],
};
