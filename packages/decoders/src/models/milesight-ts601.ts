import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, s32le, toHex, u8, u16le } from '../bytes.ts';
import type { ModelDecoder } from '../types.ts';
import {
  humidity,
  type IdRecord,
  identityRecords,
  measured,
  type Reader,
  type Target,
  temperature,
  text,
  textRecord,
  value,
  walkIdRecords,
} from './milesight-id-records.ts';
import { command } from './milesight-id-tree.ts';
import { ts601Settings } from './milesight-ts601-settings.ts';

// Milesight TS601 temperature (and humidity) logger / tracker. Its uplink is a chain of records of
// one id byte, and ED opens a history entry (timestamp) holding the records after it: names and
// values as Milesight's decoder prints them (Milesight-IoT/SensorDecoders ts-series/ts601/
// ts601-decoder.js and README.md). Readings: `battery` %, `temperature` (0.01 °C, 32 bits; the
// decoder adds `fahrenheit_temperature` and `celsius_temperature` to 0.1), `humidity` (0.1 %),
// `base_station_position` (the cell position, 1e-6°) → location, a history entry's at its time.
// Alarms: temperature and humidity alarm types 0x11 / 0x13 / 0x15 / 0x17 (below, above, between,
// beyond tolerance) raise `threshold_alarm`, 0x10 / 0x12 / 0x14 / 0x16 release it, 0x20 (mutation)
// is the `sudden_change` event (no release follows it), with the measurement they carry (0x30,
// "mutation alarm trigger no mutation", gives the measurement only; 0..3 are sensor errors, no
// value); the tilt alarm 0x11 / 0x10 is `tilt`,
// its falling alarm 0x21 `fall_detected`, the light alarm 0x11 (dark to bright) / 0x10
// `threshold_alarm`; the battery alarm `low_battery` with the battery level. A position of (0, 0)
// is none. The sensor id, angles, airplane mode and report type have no reading field: fields only.
// Settings replies are read as the decoder reads them (milesight-ts601-settings.ts); a command
// reply EF keeps the queried id in hex (the decoder names it from its command table). Unlike the
// decoder, a mutation alarm leaves `temperature` the measured one, not the change.

const ERRORS = ['collection_error', 'lower_range_error', 'over_range_error', 'no_data'] as const;
const RANGES = ['lower_range', 'over_range', 'within_range', 'exceed_range'] as const;
const MUTATION = 0x20;
const MUTATION_NO_CHANGE = 0x30;

type Measure = { name: string; size: number; read: Reader; reading: ReadingField; celsius: boolean };

function alarmSize(type: number, size: number): number {
  if (type >= 0x10 && type <= 0x17) return 1 + size;
  if (type === MUTATION_NO_CHANGE) return 1 + size;
  return type === MUTATION ? 1 + 2 * size : 1;
}

function setMeasure(target: Target, measure: Measure, number: number): void {
  const all = measure.celsius ? measured(measure.name, number, target.live) : { [measure.name]: number };
  for (const [key, scaled] of Object.entries(all)) target.set(key, scaled);
  target.reading(measure.reading, number);
}

/** `name` and its value, with the °F / °C copies for a temperature at the top level. */
const part = (measure: Measure, name: string, number: number, live: boolean) =>
  measure.celsius ? measured(name, number, live) : { [name]: number };

/** The record's own object for a type with a value (threshold, mutation), the readings it gives. */
function measuredEntry(measure: Measure, type: number, bytes: Uint8Array, at: number, target: Target) {
  const number = measure.read(bytes, at);
  setMeasure(target, measure, number);
  if (type === MUTATION_NO_CHANGE)
    return ['mutation_alarm_trigger_no_mutation', part(measure, measure.name, number, target.live)] as const;
  if (type === MUTATION) {
    target.reading('sudden_change', true);
    const change = measure.read(bytes, at + measure.size);
    return [
      'mutation_alarm_trigger',
      {
        ...part(measure, measure.name, number, target.live),
        ...part(measure, 'saltation', change, target.live),
      },
    ] as const;
  }
  target.alarm(type % 2 === 1);
  const word = `${RANGES[(type - 0x10) >> 1]}_alarm_${type % 2 === 1 ? 'trigger' : 'deactivation'}`;
  return [word, part(measure, measure.name, number, target.live)] as const;
}

/** 08 / 09: the alarm type, then for a threshold or mutation alarm the measurement. */
function measureAlarm(name: string, measure: Measure): IdRecord {
  return {
    size: (bytes, at) => (at < bytes.length ? alarmSize(u8(bytes, at), measure.size) : undefined),
    read(bytes, at, target) {
      const type = u8(bytes, at);
      const entry: Record<string, unknown> = { type };
      const error = ERRORS[type];
      if (error !== undefined) entry[error] = {};
      else if (alarmSize(type, measure.size) > 1) {
        const [word, values] = measuredEntry(measure, type, bytes, at + 1, target);
        entry[word] = values;
      } else target.warn(`unknown ${name} type ${type}`);
      target.set(name, entry);
      target.set(`${name}_types`, type);
    },
  };
}

/** 0A / 0B: the alarm type alone; `states` maps the types with a reading. */
function stateAlarm(
  name: string,
  states: Readonly<Record<number, readonly [string, ReadingField, boolean]>>,
): IdRecord {
  return {
    size: 1,
    read(bytes, at, target) {
      const type = u8(bytes, at);
      const entry: Record<string, unknown> = { type };
      const state = states[type];
      const error = ERRORS[type];
      if (error !== undefined) entry[error] = {};
      else if (state === undefined) target.warn(`unknown ${name} type ${type}`);
      else {
        entry[state[0]] = {};
        if (state[1] === 'threshold_alarm') target.alarm(state[2]);
        else target.reading(state[1], state[2]);
      }
      target.set(name, entry);
      target.set(`${name}_types`, type);
    },
  };
}

const DEVICE_INFO = [
  'model',
  'submodel_1',
  'submodel_2',
  'submodel_3',
  'submodel_4',
  'pn_1',
  'pn_2',
  'pn_3',
  'pn_4',
];

const ans: IdRecord = {
  size: (bytes, at) => (at < bytes.length ? 1 + (u8(bytes, at) & 0x0f) : undefined),
  read(bytes, at, target, size) {
    const options = u8(bytes, at);
    const item = {
      result: options >> 4,
      length: options & 0x0f,
      id: toHex(bytes.subarray(at + 1, at + size)),
    };
    target.set('ans', [item]);
  },
};

/** By id, in decimal as the formatter writes the keys (254 = 0xFE ... 1 = 0x01; ED is the walker's). */
export const ts601Records: Readonly<Record<number, IdRecord>> = {
  254: { size: 1, read: (b, at, t) => t.set('check_order_reply', { order: u8(b, at) }) },
  239: ans,
  238: command('all_configurations_request_by_device'),
  ...identityRecords,
  222: textRecord('product_name', 32),
  221: textRecord('product_pn', 32),
  201: value('random_key', 1, u8),
  200: value('device_status', 1, u8),
  216: textRecord('product_frequency_band', 16),
  215: {
    size: 72,
    read: (b, at, t) =>
      t.set(
        'device_info',
        Object.fromEntries(DEVICE_INFO.map((key, index) => [key, text(b, at + 8 * index, 8)])),
      ),
  },
  1: value('battery', 1, u8, 'battery_pct'),
  3: {
    size: 9,
    read: (b, at, t) => t.set('sensor_id', { type: u8(b, at), id: toHex(b.subarray(at + 1, at + 9)) }),
  },
  4: value('temperature', 4, temperature, 'temperature', 1),
  5: value('humidity', 2, humidity, 'humidity'),
  6: {
    size: 8,
    read(b, at, t) {
      const latitude = s32le(b, at) / 1_000_000;
      const longitude = s32le(b, at + 4) / 1_000_000;
      t.set('base_station_position', { latitude, longitude });
      t.locate(latitude, longitude);
    },
  },
  7: value('airplane_mode_state', 1, u8),
  26: value('temperature_alarm_types', 1, u8),
  17: {
    size: (b, at) => (at < b.length ? (u8(b, at) === 0x10 ? 2 : 1) : undefined),
    read(b, at, t, size) {
      if (size === 1) {
        t.warn(`unknown battery_alarm type ${u8(b, at)}`);
        t.set('battery_alarm', {});
        return;
      }
      t.set('battery_alarm', { lower_battery_alarm: { battery: u8(b, at + 1) } });
      t.reading('low_battery', true);
      t.reading('battery_pct', u8(b, at + 1));
    },
  },
  8: measureAlarm('temperature_alarm', {
    name: 'temperature',
    size: 4,
    read: temperature,
    reading: 'temperature',
    celsius: true,
  }),
  27: value('humidity_alarm_types', 1, u8),
  9: measureAlarm('humidity_alarm', {
    name: 'humidity',
    size: 2,
    read: humidity,
    reading: 'humidity',
    celsius: false,
  }),
  28: value('tilt_alarm_types', 1, u8),
  10: stateAlarm('tilt_alarm', {
    16: ['threshold_alarm_deactivation', 'tilt', false],
    17: ['threshold_alarm_trigger', 'tilt', true],
    33: ['falling_alarm_trigger', 'fall_detected', true],
  }),
  29: value('light_alarm_types', 1, u8),
  11: stateAlarm('light_alarm', {
    16: ['threshold_alarm_deactivation', 'threshold_alarm', false],
    17: ['threshold_alarm_trigger', 'threshold_alarm', true],
  }),
  12: value('probe_connect_status', 1, u8),
  13: {
    size: 6,
    read: (b, at, t) =>
      t.set('relative_surface_info', {
        angle_x: s16le(b, at) / 100,
        angle_y: s16le(b, at + 2) / 100,
        angle_z: s16le(b, at + 4) / 100,
      }),
  },
  14: value('report_package_type', 1, u8),
  235: {
    size: (b, at) => (at + 2 <= b.length ? 2 + u16le(b, at) : undefined),
    read: (b, at, t, size) =>
      t.set('debugging_commands', { length: u16le(b, at), content: text(b, at + 2, size - 2) }),
  },
  ...ts601Settings,
  236: { size: 1, read: (b, at, t) => t.set('ipso_device_upgrade_result', { value: u8(b, at) }) },
};

/** ED: a history entry's marker. */
export const HISTORY = 0xed;

export const TS60X_READINGS: readonly ReadingField[] = [
  'temperature',
  'humidity',
  'threshold_alarm',
  'sudden_change',
  'tilt',
  'fall_detected',
  'low_battery',
  'battery_pct',
];

export const milesightTs601: ModelDecoder = {
  modelId: 'milesight-iot/ts601',
  vendor: 'Milesight',
  model: 'TS601',
  fPorts: 'any',
  defaultFPort: 85,
  readings: TS60X_READINGS,
  // Its low-battery alarm is sent when the battery runs low and never ended by one, and the tilt
  // alarm's falling type (0x21) has no deactivation as its threshold type (0x10) has: events.
  momentary: ['low_battery', 'fall_detected'],
  location: true,
  decode: (bytes) => walkIdRecords(bytes, ts601Records, HISTORY),
  commands: [],
  commandsNote:
    'ts601-encoder.js reboots with be and sets the interval with 60 + unit + u16, not the ff 10 ff / ff 03 / ff 8e 00 of our commands',
};
