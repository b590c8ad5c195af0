import { s16le, u8, u16le, u32le } from '../bytes.ts';
import {
  addHistory,
  type Channel,
  deviceInfoChannels,
  humidityChannel,
  label,
  temperatureChannel,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import { FAN_MODES, MODES, wt201Replies } from '../formats/milesight-wt201-replies.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WT201 smart thermostat (v1 firmware; TTN device wt201v1). Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders wt-series/wt201/wt201-decoder.js, which TTN's wt201v1.js is):
// the room's temperature and humidity are readings; the set point (`target_temperature`), the HVAC
// mode and stage, the fan, the plan and the wired relays are the thermostat's state, in the fields.
// 83 67's temperature alarms: the persistent low / high temperature and threshold alarms (and
// their releases) are the device's threshold alarm; the heating timeouts and freeze protection
// are equipment events, kept in the fields (as the WT101's freeze protection).
// History (20 CE): two 16-bit words, each a temperature in its top 11 bits (x / 10 - 100 °C).

const CONTROL_STATUS = [
  'standby',
  'stage-1 heat',
  'stage-2 heat',
  'stage-3 heat',
  'stage-4 heat',
  'em_heat',
  'stage-1 cool',
  'stage-2 cool',
] as const;
const FAN_STATUS = ['standby', 'high speed', 'low speed', 'on'] as const;
const PLAN_EVENTS = ['not executed', 'wake', 'away', 'home', 'sleep'] as const;
const ALARMS: Readonly<Record<number, readonly [string, boolean?]>> = {
  1: ['emergency heating timeout alarm'],
  2: ['auxiliary heating timeout alarm'],
  3: ['persistent low temperature alarm', true],
  4: ['persistent low temperature alarm release', false],
  5: ['persistent high temperature alarm', true],
  6: ['persistent high temperature alarm release', false],
  7: ['freeze protection alarm'],
  8: ['freeze protection alarm release'],
  9: ['threshold alarm', true],
  10: ['threshold alarm release', false],
};
const RELAYS = ['y1', 'y2_gl', 'w1', 'w2_aux', 'e', 'g', 'ob'] as const;
const onOff = (bit: number) => (bit ? 'on' : 'off');
const enable = (bit: number) => (bit ? 'enable' : 'disable');

/** Named bits of a byte, each "enable" or "disable" (or the words given). */
const bits = (
  value: number,
  names: readonly string[],
  words: (bit: number) => string = enable,
): Record<string, string> => Object.fromEntries(names.map((name, bit) => [name, words((value >> bit) & 1)]));

/** The 11-bit history temperature, rounded to 0.1 °C as the decoder's toFixed(1). */
const historyTemperature = (word: number) => Number((((word >>> 5) & 0x7ff) / 10 - 100).toFixed(1));

function setAlarm(out: ResultBuilder, code: number): void {
  const alarm = ALARMS[code];
  out.set('temperature_alarm', alarm?.[0] ?? 'unknown');
  if (alarm === undefined) warnUnknownState(out, 'temperature_alarm', code);
  else if (alarm[1] !== undefined) out.alarm(alarm[1]);
}

const SENSOR_STATUS: Readonly<Record<number, string>> = { 1: 'read failed', 2: 'out of range' };
const sensorStatus = (name: string): Channel => ({
  size: 1,
  read: (bytes, at, out) => out.set(name, SENSOR_STATUS[u8(bytes, at)] ?? 'unknown'),
});

const history: Channel = {
  size: 8,
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const first = u16le(bytes, at + 4);
    const second = u16le(bytes, at + 6);
    const temperature = historyTemperature(first);
    const entry = {
      timestamp,
      fan_mode: label(FAN_MODES, first & 0x03),
      fan_status: label(FAN_STATUS, (first >>> 2) & 0x03),
      system_status: onOff((first >>> 4) & 1),
      temperature,
      temperature_control_mode: label(MODES, second & 0x03),
      temperature_control_status: label(CONTROL_STATUS, (second >>> 2) & 0x07),
      target_temperature: historyTemperature(second),
    };
    addHistory(out, entry, timestamp, [['temperature', temperature]]);
  },
};

export const milesightWt201 = milesightSensor({
  model: 'WT201',
  modelId: 'milesight-iot/wt201v1',
  readings: ['temperature', 'humidity', 'threshold_alarm'],
  table: {
    ...wt201Replies,
    ...deviceInfoChannels,
    '0367': temperatureChannel(),
    '0467': {
      size: 2,
      read: (bytes, at, out) => out.set('target_temperature', s16le(bytes, at) / 10),
    },
    '05e7': {
      size: 1,
      read(bytes, at, out) {
        out.set('temperature_control_mode', label(MODES, u8(bytes, at) & 0x03));
        out.set('temperature_control_status', label(CONTROL_STATUS, u8(bytes, at) >>> 4));
      },
    },
    '06e8': {
      size: 1,
      read(bytes, at, out) {
        out.set('fan_mode', label(FAN_MODES, u8(bytes, at) & 0x03));
        out.set('fan_status', label(FAN_STATUS, (u8(bytes, at) >>> 2) & 0x03));
      },
    },
    '07bc': {
      size: 1,
      read: (bytes, at, out) => out.set('plan_type', label(PLAN_EVENTS, u8(bytes, at) & 0x0f)),
    },
    '088e': {
      size: 1,
      read: (bytes, at, out) => out.set('system_status', label(['off', 'on'], u8(bytes, at))),
    },
    '0968': humidityChannel,
    '0a6e': { size: 1, read: (bytes, at, out) => out.set('wires_relay', bits(u8(bytes, at), RELAYS, onOff)) },
    ffcb: {
      size: 3,
      read(bytes, at, out) {
        out.set('temperature_control_support_mode', bits(u8(bytes, at), ['heat', 'em_heat', 'cool', 'auto']));
        out.set('temperature_control_support_status', {
          ...bits(u8(bytes, at + 1), [
            'stage_1_heat',
            'stage_2_heat',
            'stage_3_heat',
            'stage_4_heat',
            'aux_heat',
          ]),
          ...bits(u8(bytes, at + 2), ['stage_1_cool', 'stage_2_cool']),
        });
      },
    },
    // Three bytes, as its README says: the decoder steps over two and reads the alarm byte again
    // as the next record's channel.
    '8367': {
      size: 3,
      read(bytes, at, out) {
        temperatureChannel().read(bytes, at, out, 2);
        setAlarm(out, u8(bytes, at + 2));
      },
    },
    b367: sensorStatus('temperature_sensor_status'),
    b968: sensorStatus('humidity_sensor_status'),
    '20ce': history,
  },
  encoder: { file: 'wt201-encoder.js', minutes: true },
});
