import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s16le, toHex, u8, u16le, u32le } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight GS601 vape detector. Its uplink is a chain of records of one id byte and a fixed or
// self-described length (not the [channel][type] records of the other Milesight sensors): names and
// values as Milesight's decoder prints them (Milesight-IoT/SensorDecoders gs-series/gs601/
// gs601-decoder.js and README.md). Readings: `battery` %, `pm2_5`, `pm10` (µg/m³), `temperature`
// (0.1 °C; the decoder adds it in °F and °C, `fahrenheit_temperature` and `celsius_temperature`),
// `humidity` (0.1 %), `tamper_status` and its alarm (0x20 normal, 0x21 triggered) →
// `tamper`, `occupancy_status` → `occupied`. An alarm record's type 0x11 ("alarm_trigger") raises
// `threshold_alarm` and 0x10 ("alarm_deactivation") releases it, for the vaping index, PM1.0, PM2.5,
// PM10, temperature and TVOC alike, with the value the record carries. The vaping index, PM1.0 and
// TVOC (a unit the decoder and README do not give) have no reading field: fields only; so are the
// interference and burning alarms (0x20 / 0x21 of the vaping and temperature alarms). Settings
// replies are kept raw (the number, or the bytes in hex), as our other Milesight replies; the
// device's answers to its configuration tool (ef, f4, fe) are not decoded.

type Gs601Record = {
  /** Data bytes after the id byte, or the length from the data at `at` (undefined: not there yet). */
  size: number | ((bytes: Uint8Array, at: number) => number | undefined);
  read: (bytes: Uint8Array, at: number, out: ResultBuilder, size: number) => void;
};

/**
 * `name` and its value; a temperature also in °F and °C (`fahrenheit_temperature`,
 * `celsius_temperature`, to 0.1), as the decoder's processTemperature adds them.
 */
function measured(name: string, value: number): Record<string, number> {
  if (name !== 'temperature') return { [name]: value };
  return {
    [name]: value,
    fahrenheit_temperature: Number((value * 1.8 + 32).toFixed(1)),
    celsius_temperature: Number(value.toFixed(1)),
  };
}

function setMeasured(out: ResultBuilder, name: string, value: number): void {
  for (const [key, scaled] of Object.entries(measured(name, value))) out.set(key, scaled);
}

const value = (
  name: string,
  size: 1 | 2 | 4,
  read: (b: Uint8Array, at: number) => number,
  reading?: ReadingField,
): Gs601Record => ({
  size,
  read(bytes, at, out) {
    setMeasured(out, name, read(bytes, at));
    if (reading) out.reading(reading, read(bytes, at));
  },
});

const rawValue = (bytes: Uint8Array, at: number, size: number): number | string =>
  size === 1 ? u8(bytes, at) : size === 2 ? u16le(bytes, at) : toHex(bytes.subarray(at, at + size));

/** A settings reply, raw; a command without data (reboot, ...) is the decoder's 1. */
const setting = (name: string, size: number): Gs601Record => ({
  size,
  read: (bytes, at, out, length) => out.set(name, length === 0 ? 1 : rawValue(bytes, at, length)),
});

/**
 * A settings reply whose first byte says whether the rest follows (60: the interval's unit, 0 or 1,
 * then the interval; 64: hibernate period 0 or 1, then its 5 bytes): `rest` bytes after 0 or 1.
 */
const selectedSetting = (name: string, rest: number): Gs601Record => ({
  size: (bytes, at) => (at < bytes.length ? (u8(bytes, at) <= 1 ? 1 + rest : 1) : undefined),
  read: (bytes, at, out, length) => out.set(name, rawValue(bytes, at, length)),
});

const ERRORS: Readonly<Record<number, string>> = {
  0: 'collection_error',
  1: 'lower_range_error',
  2: 'over_range_error',
};
const TRIGGERS: Readonly<Record<number, string>> = { 16: 'alarm_deactivation', 17: 'alarm_trigger' };

/**
 * An alarm record: its type, then for 0x10 / 0x11 the value (`size` bytes). `others` are the
 * record's other types, without a value (the interference and burning alarms).
 */
function alarm(
  name: string,
  measure: {
    name: string;
    size: 0 | 1 | 2;
    read: (b: Uint8Array, at: number) => number;
    reading?: ReadingField;
  },
  others: Readonly<Record<number, string>> = {},
): Gs601Record {
  return {
    size: (bytes, at) => {
      if (at >= bytes.length) return undefined;
      return TRIGGERS[u8(bytes, at)] && measure.size > 0 ? 1 + measure.size : 1;
    },
    read(bytes, at, out, size) {
      const type = u8(bytes, at);
      const entry: Record<string, unknown> = { type };
      const trigger = measure.size > 0 ? TRIGGERS[type] : undefined;
      const word = trigger === undefined ? (ERRORS[type] ?? others[type]) : trigger;
      if (trigger !== undefined && size > 1) {
        const reading = measure.read(bytes, at + 1);
        entry[trigger] = measured(measure.name, reading);
        setMeasured(out, measure.name, reading);
        if (measure.reading) out.reading(measure.reading, reading);
        out.alarm(type === 0x11);
      } else if (word !== undefined) entry[word] = {};
      else out.warn(`unknown ${name} type ${type}`);
      out.set(name, entry);
    },
  };
}

const temperature = (b: Uint8Array, at: number) => s16le(b, at) / 10;

/** 0x20 .. 0x2a: the TVOC sensor's raw data, two 32-bit floats each. */
const TVOC_RAW: ReadonlyArray<readonly [string, string]> = [
  ['rmox_0', 'rmox_1'],
  ['rmox_2', 'rmox_3'],
  ['rmox_4', 'rmox_5'],
  ['rmox_6', 'rmox_7'],
  ['rmox_8', 'rmox_9'],
  ['rmox_10', 'rmox_11'],
  ['rmox_12', 'zmod4510_rmox_3'],
  ['log_rcda', 'rhtr'],
  ['temperature', 'iaq'],
  ['tvoc', 'etoh'],
  ['eco2', 'rel_iaq'],
];
/**
 * A little-endian 32-bit float as the decoder's readFloatLE computes it: the exponent 255 (IEEE's
 * infinities and NaNs) is a finite number there too, and a negative zero is 0.
 */
function float32(bytes: Uint8Array, at: number): number {
  const bits = u32le(bytes, at);
  const exponent = (bits >>> 23) & 0xff;
  const fraction = bits & 0x7fffff;
  const mantissa = exponent === 0 ? fraction * 2 : fraction + 0x800000;
  const value = (bits >>> 31 === 0 ? 1 : -1) * mantissa * 2 ** (exponent - 150);
  return value === 0 ? 0 : value;
}

const tvocRaw: Record<number, Gs601Record> = Object.fromEntries(
  TVOC_RAW.map(([first, second], index): [number, Gs601Record] => [
    0x20 + index,
    {
      size: 8,
      read: (bytes, at, out) =>
        out.set(`tvoc_raw_data_${index + 1}`, {
          [first]: float32(bytes, at),
          [second]: float32(bytes, at + 4),
        }),
    },
  ]),
);

/** A state byte (0 / 1) given as the vendor's number and as a boolean reading. */
const state = (name: string, reading: ReadingField): Gs601Record => ({
  size: 1,
  read(bytes, at, out) {
    const byte = u8(bytes, at);
    out.set(name, byte);
    if (byte <= 1) out.reading(reading, byte === 1);
    else out.warn(`unknown ${name} value ${byte}; not stored`);
  },
});

const TAMPER: Readonly<Record<number, string>> = { 32: 'normal', 33: 'trigger' };

const records: Readonly<Record<number, Gs601Record>> = {
  223: { size: 2, read: (b, at, out) => out.set('tsl_version', `v${u8(b, at)}.${u8(b, at + 1)}`) },
  219: { size: 8, read: (b, at, out) => out.set('product_sn', toHex(b.subarray(at, at + 8))) },
  218: {
    size: 8,
    read(b, at, out) {
      const firmware = [
        `v${u8(b, at + 2)}.${u8(b, at + 3)}`,
        ...(['r', 'a', 'u', 't'] as const).flatMap((tag, index) =>
          u8(b, at + 4 + index) === 0 ? [] : [`-${tag}${u8(b, at + 4 + index)}`],
        ),
      ].join('');
      out.set('version', { hardware_version: `v${u8(b, at)}.${u8(b, at + 1)}`, firmware_version: firmware });
    },
  },
  217: { size: 2, read: (b, at, out) => out.set('oem_id', toHex(b.subarray(at, at + 2))) },
  238: setting('all_configurations_request_by_device', 0),
  207: {
    size: (b, at) => (at < b.length ? (u8(b, at) === 0 ? 2 : 1) : undefined),
    read(b, at, out, size) {
      out.set('lorawan_configuration_settings', size === 2 ? { mode: u8(b, at + 1) } : {});
    },
  },
  0: value('battery', 1, u8, 'battery_pct'),
  1: value('vaping_index', 1, u8),
  2: alarm(
    'vaping_index_alarm',
    { name: 'vaping_index', size: 1, read: u8 },
    { 32: 'interference_alarm_deactivation', 33: 'interference_alarm_trigger' },
  ),
  3: value('pm1_0', 2, u16le),
  4: alarm('pm1_0_alarm', { name: 'pm1_0', size: 2, read: u16le }),
  5: value('pm2_5', 2, u16le, 'pm2_5'),
  6: alarm('pm2_5_alarm', { name: 'pm2_5', size: 2, read: u16le, reading: 'pm2_5' }),
  7: value('pm10', 2, u16le, 'pm10'),
  8: alarm('pm10_alarm', { name: 'pm10', size: 2, read: u16le, reading: 'pm10' }),
  9: value('temperature', 2, temperature, 'temperature'),
  10: alarm(
    'temperature_alarm',
    { name: 'temperature', size: 2, read: temperature, reading: 'temperature' },
    { 32: 'burning_alarm_deactivation', 33: 'burning_alarm_trigger' },
  ),
  11: value('humidity', 2, (b, at) => u16le(b, at) / 10, 'humidity'),
  12: alarm('humidity_alarm', { name: 'humidity', size: 0, read: u16le }),
  13: value('tvoc', 2, u16le),
  14: alarm('tvoc_alarm', { name: 'tvoc', size: 2, read: u16le }),
  15: state('tamper_status', 'tamper'),
  16: {
    size: 1,
    read(b, at, out) {
      const type = u8(b, at);
      const word = TAMPER[type];
      out.set('tamper_status_alarm', word === undefined ? { type } : { type, [word]: {} });
      if (word === undefined) out.warn(`unknown tamper_status_alarm type ${type}`);
      else out.reading('tamper', type === 0x21);
    },
  },
  17: value('buzzer', 1, u8),
  18: state('occupancy_status', 'occupied'),
  ...tvocRaw,
  43: value('pm_sensor_working_time', 4, u32le),
  201: setting('random_key', 1),
  200: setting('device_status', 1),
  96: selectedSetting('reporting_interval', 2),
  97: setting('temperature_unit', 1),
  103: setting('tamper_alarm_enable', 1),
  98: setting('led_status', 1),
  99: setting('buzzer_enable', 1),
  100: selectedSetting('buzzer_sleep', 5),
  101: setting('buzzer_button_stop_enable', 1),
  102: setting('buzzer_silent_time', 2),
  199: { size: 2, read: (b, at, out) => out.set('time_zone', s16le(b, at)) },
  198: setting('daylight_saving_time', 10),
  104: setting('tvoc_raw_reporting_enable', 1),
  105: setting('temperature_alarm_settings', 6),
  106: setting('pm1_0_alarm_settings', 6),
  107: setting('pm2_5_alarm_settings', 6),
  108: setting('pm10_alarm_settings', 6),
  109: setting('tvoc_alarm_settings', 6),
  110: setting('vaping_index_alarm_settings', 4),
  111: setting('alarm_reporting_times', 2),
  112: setting('alarm_deactivation_enable', 1),
  113: setting('temperature_calibration_settings', 3),
  114: setting('humidity_calibration_settings', 3),
  115: setting('pm1_0_calibration_settings', 3),
  116: setting('pm2_5_calibration_settings', 3),
  117: setting('pm10_calibration_settings', 3),
  118: setting('tvoc_calibration_settings', 3),
  119: setting('vaping_index_calibration_settings', 2),
  191: setting('reset', 0),
  190: setting('reboot', 0),
  189: setting('clear_historical_data', 0),
  188: setting('stop_historical_data_retrieval', 0),
  187: setting('retrieve_historical_data_by_time', 4),
  186: setting('retrieve_historical_data_by_time_range', 8),
  185: setting('query_device_status', 0),
  184: setting('synchronize_time', 0),
  183: setting('set_time', 4),
  182: setting('reconnect', 0),
  95: setting('stop_buzzer_alarm', 0),
  94: setting('execute_tvoc_self_clean', 0),
};

/**
 * Reads the records in order. An id the decoder does not know makes it throw; since almost any
 * bytes read as some chain of 1-byte-id records, no later record can be trusted either: the rest
 * is left undecoded with a warning (the Milesight walker's resynchronisation suits 2-byte headers,
 * not these). A record cut off by the end is a warning too; no record at all is an error.
 */
function decode(bytes: Uint8Array): ReturnType<ModelDecoder['decode']> {
  const out = new ResultBuilder();
  let at = 0;
  let decoded = 0;
  let problem: string | undefined;
  while (at < bytes.length && problem === undefined) {
    const id = u8(bytes, at);
    const record = records[id];
    const size = record && (typeof record.size === 'number' ? record.size : record.size(bytes, at + 1));
    if (!record) {
      problem = `unknown record ${hexByte(id)} at byte ${at}: ${bytes.length - at} bytes not decoded`;
    } else if (size === undefined || at + 1 + size > bytes.length) {
      const needs = 1 + (size ?? 1);
      problem = `payload truncated: record ${hexByte(id)} at byte ${at} needs ${needs} bytes, has ${bytes.length - at}; not decoded`;
    } else {
      record.read(bytes, at + 1, out, size);
      at += 1 + size;
      decoded += 1;
    }
  }
  if (problem !== undefined) {
    if (decoded === 0) throw new DecodeError(problem);
    out.warn(problem);
  }
  return out.build();
}

const READINGS: readonly ReadingField[] = [
  'pm2_5',
  'pm10',
  'temperature',
  'humidity',
  'tamper',
  'occupied',
  'threshold_alarm',
  'battery_pct',
];

export const milesightGs601: ModelDecoder = {
  modelId: 'milesight-iot/gs601',
  vendor: 'Milesight',
  model: 'GS601',
  fPorts: 'any',
  defaultFPort: 85,
  readings: READINGS,
  location: false,
  decode,
  commands: [],
  commandsNote:
    'gs601-encoder.js reboots with be and sets the interval with 60 + unit + u16, not the ff 10 ff / ff 03 / ff 8e 00 of our commands',
};
