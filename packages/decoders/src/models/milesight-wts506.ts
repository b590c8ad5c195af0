import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  deviceInfoChannels,
  humidityChannel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor, withAlarmByte } from './milesight-common.ts';

// Milesight WTS506 weather station: temperature, humidity, wind, barometric pressure and rain.
// Names as Milesight's decoder (Milesight-IoT/SensorDecoders wts-series/wts506/wts506-decoder.js).
// `rainfall_total` is the rain accumulated since the current accumulation phase began (the WTS
// series user guide, 5.2: "Accumulated rainfall", reset when a new phase starts, `rainfall_counter`
// the frames since): a running total, which our rainfall_mm (the rain of one measuring period) is
// not, so it stays a vendor field.

/** handle_downlink_response of wts506-decoder.js. */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '27': ['clear_history', 1],
  '67': ['power_on_run_mode', 1],
};

const ALARM = ['threshold alarm release', 'threshold alarm'] as const;

/** A record of `size` bytes: one field and its reading, the value `read` gives. */
function measurement(
  name: string,
  field: ReadingField,
  read: (bytes: Uint8Array, at: number) => number,
  size: number,
): Channel {
  return {
    size,
    read(bytes, at, out) {
      out.set(name, read(bytes, at));
      out.reading(field, read(bytes, at));
    },
  };
}

const windDirection = measurement('wind_direction', 'wind_direction_deg', (b, at) => s16le(b, at) / 10, 2);
const pressure = measurement('pressure', 'pressure', (b, at) => u16le(b, at) / 10, 2);
const windSpeed = measurement('wind_speed', 'wind_speed_ms', (b, at) => u16le(b, at) / 10, 2);

function setRainfall(out: ResultBuilder, total: number, counter: number): void {
  out.set('rainfall_total', total);
  out.set('rainfall_counter', counter);
}

/** 08 77 (v1: 2-byte total) and 08 EC (v2: 4-byte total), in 0.01 mm, then the frame counter. */
const rainfallV1: Channel = {
  size: 3,
  read: (bytes, at, out) => setRainfall(out, u16le(bytes, at) / 100, u8(bytes, at + 2)),
};
const rainfallV2: Channel = {
  size: 5,
  read: (bytes, at, out) => setRainfall(out, u32le(bytes, at) / 100, u8(bytes, at + 4)),
};

/** 20 CE (v1, 2-byte rainfall) and 21 CE (v2, 4-byte rainfall) history records. */
function history(rainfallSize: 2 | 4): Channel {
  return {
    size: 13 + rainfallSize,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const entry = {
        timestamp,
        temperature: s16le(bytes, at + 4) / 10,
        humidity: u8(bytes, at + 6) / 2,
        pressure: u16le(bytes, at + 7) / 10,
        wind_direction: s16le(bytes, at + 9) / 10,
        wind_speed: u16le(bytes, at + 11) / 10,
        rainfall_total: (rainfallSize === 2 ? u16le(bytes, at + 13) : u32le(bytes, at + 13)) / 100,
      };
      addHistory(out, entry, timestamp, [
        ['temperature', entry.temperature],
        ['humidity', entry.humidity],
        ['pressure', entry.pressure],
        ['wind_direction_deg', entry.wind_direction],
        ['wind_speed_ms', entry.wind_speed],
      ]);
    },
  };
}

export const milesightWts506 = milesightSensor({
  model: 'WTS506',
  readings: [
    'temperature',
    'humidity',
    'pressure',
    'wind_direction_deg',
    'wind_speed_ms',
    'threshold_alarm',
    'battery_pct',
  ],
  table: {
    ...replyChannels(replies),
    ...deviceInfoChannels,
    '0175': batteryChannel,
    '0367': temperatureChannel(),
    '0468': humidityChannel,
    '0584': windDirection,
    '0673': pressure,
    '0792': windSpeed,
    '0877': rainfallV1,
    '08ec': rainfallV2,
    '8367': withAlarmByte(temperatureChannel(), 'temperature_alarm', ALARM),
    '8673': withAlarmByte(pressure, 'pressure_alarm', ALARM),
    '8792': withAlarmByte(windSpeed, 'wind_speed_alarm', ALARM),
    '88ec': withAlarmByte(rainfallV2, 'rainfall_alarm', ALARM),
    '20ce': history(2),
    '21ce': history(4),
  },
  encoder: { file: 'wts506-encoder.js', seconds: '60-64800' },
});
