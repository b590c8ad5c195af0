import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightIntervalMinutes, milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { minutesIntervalReplyChannels, replyChannels } from '../formats/milesight-replies.ts';
import { type Channel, type ChannelTable, decodeTlv, deviceInfoChannels } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';
import { CURRENT_ALARM_BITS, temperatureAlarmRecord } from './milesight-ct101.ts';

// Milesight CT303, CT305 and CT310 current transformers with three clamps. Milesight's decoders for
// them are one code (Milesight-IoT/SensorDecoders ct-series/ct303/ct303-decoder.js; ct305-decoder.js
// and ct310-decoder.js the same but the product name; README.md's examples): per clamp N (1-3) the
// running total `current_chnN_total` (03 / 05 / 07 97, in 0.01 Ah), the current `current_chnN`
// (04 / 06 / 08 99, in 0.1 A; 0xFFFF a `current_chnN_sensor_status` "read failed") and its alarm
// record (84 / 86 / 88 99: maximum, minimum, current and the alarm bits), the temperature (09 67;
// 0xFFFD over range, 0xFFFF read failed) and its alarm (89 67). The readings: clamp 1's current
// and total (`current`, `current_total`; our vocabulary has one current, as for the Dragino CS01-LB),
// the temperature, and `threshold_alarm` from any clamp's alarm (bits 0 / 2 the threshold and
// over-range alarms, 1 / 3 their releases) or the temperature's. The other clamps stay fields.

const TOTALS = [0x03, 0x05, 0x07];
const CURRENTS = [0x04, 0x06, 0x08];
const ALARMS = [0x84, 0x86, 0x88];
const READ_FAILED = 0xffff;
const ALARM_BITS = CURRENT_ALARM_BITS;
const hex = (id: number, type: number) => `${id.toString(16).padStart(2, '0')}${type.toString(16)}`;

function clampChannels(index: number): ChannelTable {
  const name = `current_chn${index + 1}`;
  const first = index === 0;
  const total: Channel = {
    size: 4,
    read(bytes, at, out) {
      out.set(`${name}_total`, u32le(bytes, at) / 100);
      if (first) out.reading('current_total', u32le(bytes, at) / 100);
    },
  };
  const current: Channel = {
    size: 2,
    read(bytes, at, out) {
      const raw = u16le(bytes, at);
      if (raw === READ_FAILED) {
        out.set(`${name}_sensor_status`, 'read failed');
        out.warn(`${name} not read (read failed); not stored`);
        return;
      }
      out.set(name, raw / 10);
      if (first) out.reading('current', raw / 10);
    },
  };
  const alarm: Channel = {
    size: 7,
    read(bytes, at, out) {
      out.set(`${name}_max`, u16le(bytes, at) / 10);
      out.set(`${name}_min`, u16le(bytes, at + 2) / 10);
      out.set(name, u16le(bytes, at + 4) / 10);
      if (first) out.reading('current', u16le(bytes, at + 4) / 10);
      const bits = u8(bytes, at + 6);
      out.set(
        `${name}_alarm`,
        Object.fromEntries(ALARM_BITS.map((word, bit) => [word, (bits >> bit) & 1 ? 'yes' : 'no'])),
      );
      if (bits & 0b0101) out.alarm(true);
      else if (bits & 0b1010) out.alarm(false);
    },
  };
  return {
    [hex(TOTALS[index] ?? 0, 0x97)]: total,
    [hex(CURRENTS[index] ?? 0, 0x99)]: current,
    [hex(ALARMS[index] ?? 0, 0x99)]: alarm,
  };
}

const TEMPERATURE_STATUS: Readonly<Record<number, string>> = {
  65533: 'over range alarm',
  65535: 'read failed',
};

const table: ChannelTable = {
  ...deviceInfoChannels,
  // handle_downlink_response of ct303-decoder.js, kept raw (8e: minutesIntervalReplyChannels).
  ...replyChannels({
    '02': ['alarm_report_interval', 2],
    '06': ['alarm_config', 9],
    '10': ['reboot', 1],
    '27': ['clear_current_cumulative', 1],
    '28': ['report_status', 1],
    f2: ['alarm_report_counts', 2],
  }),
  ...minutesIntervalReplyChannels(),
  ...clampChannels(0),
  ...clampChannels(1),
  ...clampChannels(2),
  '0967': {
    size: 2,
    read(bytes, at, out) {
      const status = TEMPERATURE_STATUS[u16le(bytes, at)];
      if (status !== undefined) {
        out.set('temperature_sensor_status', status);
        out.warn(`temperature not read (${status}); not stored`);
        return;
      }
      out.set('temperature', s16le(bytes, at) / 10);
      out.reading('temperature', s16le(bytes, at) / 10);
    },
  },
  '8967': temperatureAlarmRecord,
};

function ct30x(model: 'CT303' | 'CT305' | 'CT310'): ModelDecoder {
  const id = model.toLowerCase();
  const source = documented(`Milesight SensorDecoders, ${id}-encoder.js (ff8e00 1-1440 min, ff10ff)`);
  return {
    modelId: `milesight-iot/${id}`,
    vendor: 'Milesight',
    model,
    fPorts: 'any',
    defaultFPort: 85,
    readings: ['current', 'current_total', 'temperature', 'threshold_alarm'],
    location: false,
    decode: (bytes) => decodeTlv(bytes, table),
    commands: [milesightIntervalMinutes(source), milesightReboot(source)],
  };
}

export const milesightCt303 = ct30x('CT303');
export const milesightCt305 = ct30x('CT305');
export const milesightCt310 = ct30x('CT310');
