import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, toHex, u8, u16le, u32le } from '../bytes.ts';
import type { ModelDecoder } from '../types.ts';
import {
  humidity,
  type IdRecord,
  identityRecords,
  measured,
  type Target,
  value,
  walkIdRecords,
} from './milesight-id-records.ts';
import { command, tree } from './milesight-id-tree.ts';
import { wt303Settings, wt304Settings } from './milesight-wt30x-settings.ts';

// Milesight WT303 / WT304 fan-coil thermostats. Their uplink is a chain of records of one id byte:
// names and values as Milesight's decoders print them (Milesight-IoT/SensorDecoders wt-series/
// wt303/wt303-decoder.js, wt304/wt304-decoder.js and their README.md). Readings: `temperature`
// (0.01 °C; the decoder adds `fahrenheit_temperature` and `celsius_temperature` to 0.01, as for
// every temperature it prints), `humidity` (0.1 %), the relays (fan low / mid / high, valves 1-2)
// → `relay_on` when any is closed. The temperature alarm's types 0x11 / 0x13 / 0x15 / 0x17 (below,
// above, between, beyond tolerance) and 0x21 / 0x23 (persistent low / high temperature) raise
// `threshold_alarm`, the even ones below them release it, with the temperature they carry; the
// freeze protection and open-window types (0x30-0x33) carry the temperature but no threshold
// alarm; 0..3 are sensor errors. The target temperature, control mode and state, valve opening,
// fan state and schedule have no reading field: fields only. Settings replies are read as the
// decoder reads them (milesight-wt30x-settings.ts); a command reply EF keeps the queried id in hex
// (the decoder names it from its command table). An unknown id, where the decoder throws, ends the
// decoding with a warning.

const ERRORS = ['collection_error', 'lower_range_error', 'over_range_error', 'no_data'] as const;
const TEMPERATURE_TYPES: Readonly<Record<number, readonly [string, boolean | undefined]>> = {
  16: ['lower_range_alarm_deactivation', false],
  17: ['lower_range_alarm_trigger', true],
  18: ['over_range_alarm_deactivation', false],
  19: ['over_range_alarm_trigger', true],
  20: ['within_range_alarm_deactivation', false],
  21: ['within_range_alarm_trigger', true],
  22: ['exceed_range_alarm_deactivation', false],
  23: ['exceed_range_alarm_trigger', true],
  32: ['persistent_low_temperature_alarm_deactivation', false],
  33: ['persistent_low_temperature_alarm_trigger', true],
  34: ['persistent_high_alarm_deactivation', false],
  35: ['persistent_high_alarm_trigger', true],
  48: ['anti_freeze_protection_deactivation', undefined],
  49: ['anti_freeze_protection_trigger', undefined],
  50: ['window_status_detection_deactivation', undefined],
  51: ['window_status_detection_trigger', undefined],
};

const DIGITS = 2;
const celsius = (b: Uint8Array, at: number) => s16le(b, at) / 100;

function setTemperature(target: Target, temperature: number): void {
  for (const [key, scaled] of Object.entries(measured('temperature', temperature, target.live, DIGITS))) {
    target.set(key, scaled);
  }
  target.reading('temperature', temperature);
}

/** 09: the alarm type, then for the types of TEMPERATURE_TYPES the temperature. */
const temperatureAlarm: IdRecord = {
  size: (bytes, at) => (at < bytes.length ? (TEMPERATURE_TYPES[u8(bytes, at)] ? 3 : 1) : undefined),
  read(bytes, at, target) {
    const type = u8(bytes, at);
    const entry: Record<string, unknown> = { type };
    const known = TEMPERATURE_TYPES[type];
    const error = ERRORS[type];
    if (known) {
      const temperature = celsius(bytes, at + 1);
      entry[known[0]] = measured('temperature', temperature, target.live, DIGITS);
      setTemperature(target, temperature);
      if (known[1] !== undefined) target.alarm(known[1]);
    } else if (error !== undefined) entry[error] = {};
    else target.warn(`unknown temperature_alarm type ${type}`);
    target.set('temperature_alarm', entry);
  },
};

/** 0A / 0B: the alarm type alone, the sensor errors (the target temperature's: no data only). */
const errorAlarm = (name: string, errors: readonly (string | undefined)[]): IdRecord => ({
  size: 1,
  read(bytes, at, target) {
    const type = u8(bytes, at);
    const error = errors[type];
    if (error === undefined) target.warn(`unknown ${name} type ${type}`);
    target.set(name, error === undefined ? { type } : { type, [error]: {} });
  },
});

const RELAYS = ['low_status', 'mid_status', 'high_status', 'valve_1_status', 'valve_2_status'] as const;

const relayStatus: IdRecord = {
  size: 4,
  read(bytes, at, target) {
    const bits = u32le(bytes, at);
    const states = Object.fromEntries(RELAYS.map((name, index) => [name, (bits >>> index) & 1]));
    target.set('relay_status', { ...states, reserved: bits >>> 5 });
    target.reading('relay_on', (bits & 0x1f) !== 0);
  },
};

/** The mode (high nibble) and state (low nibble) of a control byte. */
const modeAndStatus = (name: string): IdRecord => ({
  size: 1,
  read: (bytes, at, target) => target.set(name, { mode: u8(bytes, at) >> 4, status: u8(bytes, at) & 0x0f }),
});

const ans: IdRecord = {
  size: (bytes, at) => (at < bytes.length ? 1 + (u8(bytes, at) & 0x0f) : undefined),
  read(bytes, at, target, size) {
    const options = u8(bytes, at);
    target.set('ans', [
      { result: options >> 4, length: options & 0x0f, id: toHex(bytes.subarray(at + 1, at + size)) },
    ]);
  },
};

const inspectionResult = (name: string) => ({ key: name, group: [['result', 1, u8]] as const });

const results = tree('full_inspection_reply', {
  subs: {
    0: inspectionResult('start_inspection'),
    1: inspectionResult('control'),
    3: inspectionResult('end_inspection'),
  },
});

/** F4: the full inspection's replies; its reading (02) is a length and that many bytes. */
const fullInspection: IdRecord = {
  size: (bytes, at) => {
    if (at >= bytes.length) return undefined;
    const sub = u8(bytes, at);
    if (sub !== 2) return sub <= 3 ? 2 : 1;
    return at + 3 <= bytes.length ? 3 + u16le(bytes, at + 1) : undefined;
  },
  read(bytes, at, target, size) {
    if (u8(bytes, at) !== 2) {
      results.read(bytes, at, target, size);
      return;
    }
    const existing = target.get('full_inspection_reply');
    const reading = { length: u16le(bytes, at + 1), data: Array.from(bytes.subarray(at + 3, at + size)) };
    target.set('full_inspection_reply', { ...(existing as object), reading });
  },
};

const wt30xRecords: Readonly<Record<number, IdRecord>> = {
  254: { size: 1, read: (b, at, t) => t.set('check_order_reply', { order: u8(b, at) }) },
  244: fullInspection,
  239: ans,
  238: command('all_configurations_request_by_device'),
  207: tree('lorawan_configuration_settings', { subs: { 0: [['mode', 1, u8]] } }),
  ...identityRecords,
  200: value('device_status', 1, u8),
  4: value('data_source', 1, u8),
  1: value('temperature', 2, celsius, 'temperature', DIGITS),
  2: value('humidity', 2, humidity, 'humidity'),
  3: value('target_temperature', 2, celsius, undefined, DIGITS),
  5: modeAndStatus('temperature_control_info'),
  6: value('temperature_control_valve_status', 1, u8),
  7: modeAndStatus('fan_control_info'),
  8: value('execution_plan_id', 1, u8),
  9: temperatureAlarm,
  10: errorAlarm('humidity_alarm', ERRORS),
  11: errorAlarm('target_temperature_alarm', [undefined, undefined, undefined, 'no_data']),
  16: relayStatus,
};

const READINGS: readonly ReadingField[] = ['temperature', 'humidity', 'threshold_alarm', 'relay_on'];

const COMMANDS_NOTE =
  'the encoder reboots with be and sets the interval with 62 + unit + u16, not the ff 10 ff / ff 03 / ff 8e 00 of our commands';

const wt30x = (model: 'WT303' | 'WT304', settings: Readonly<Record<number, IdRecord>>): ModelDecoder => {
  const records = { ...wt30xRecords, ...settings };
  return {
    modelId: `milesight-iot/${model.toLowerCase()}`,
    vendor: 'Milesight',
    model,
    fPorts: 'any',
    defaultFPort: 85,
    readings: READINGS,
    location: false,
    decode: (bytes) => walkIdRecords(bytes, records),
    commands: [],
    commandsNote: `${model.toLowerCase()}-encoder.js: ${COMMANDS_NOTE}`,
  };
};

export const milesightWt303: ModelDecoder = wt30x('WT303', wt303Settings);
export const milesightWt304: ModelDecoder = wt30x('WT304', wt304Settings);
