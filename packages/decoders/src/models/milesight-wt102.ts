import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, toHex, u8, u16le } from '../bytes.ts';
import type { ModelDecoder } from '../types.ts';
import {
  type IdRecord,
  identityRecords,
  measured,
  type Reader,
  type Target,
  textRecord,
  walkIdRecords,
} from './milesight-id-records.ts';
import { command, tree } from './milesight-id-tree.ts';
import { wt102Settings } from './milesight-wt102-settings.ts';

// Milesight WT102 thermostatic radiator valve. Its uplink is a chain of records of one id byte:
// names and values as Milesight's decoder prints them (Milesight-IoT/SensorDecoders wt-series/
// wt102/wt102-decoder.js and its README.md). Readings: `temperature` (0.01 °C; the decoder adds
// `fahrenheit_temperature` and `celsius_temperature` to 0.01 at the top level, and to 0.1 for the
// temperatures inside its event records and for `target_temperature`), `battery_pct`. The event
// records (08-0E) copy their temperature, valve opening, target and battery to the top level too,
// as the decoder does. The temperature alarm's 0x11 / 0x13 (below / above the threshold) raise
// `threshold_alarm`, 0x10 / 0x12 release it; the low battery alarm (08) is `low_battery`. Freeze
// protection, forced heating, auto-away and open-window events, the valve opening and the motor
// have no reading field: fields only. ED opens a history entry (a type byte, then its timestamp).
// A command reply EF keeps the queried id in hex (the decoder names it from its command table). An
// unknown id, where the decoder throws, ends the decoding with a warning.

const celsius: Reader = (b, at) => s16le(b, at) / 100;

/** What the event records copy to the top level, and the readings that come with it. */
type Top =
  | 'temperature'
  | 'target_temperature'
  | 'valve_opening_degree'
  | 'target_valve_opening_degree'
  | 'battery';

function setTop(target: Target, name: Top, value: number): void {
  const digits = name === 'temperature' ? 2 : name === 'target_temperature' ? 1 : undefined;
  const all = digits === undefined ? { [name]: value } : measured(name, value, target.live, digits);
  for (const [key, scaled] of Object.entries(all)) target.set(key, scaled);
  if (name === 'temperature') target.reading('temperature', value);
  if (name === 'battery') target.reading('battery_pct', value);
}

const top = (name: Top, size: number, read: Reader): IdRecord => ({
  size,
  read: (bytes, at, target) => setTop(target, name, read(bytes, at)),
});

/** A member of an event: its name, size, reader, and the top-level field it is copied to. */
type Member = readonly [name: string, size: number, read: Reader, copy?: Top];
/** An event type: the object it fills, its members, and the threshold alarm it raises or releases. */
type EventType = { key: string; members: readonly Member[]; alarm?: boolean };

const TEMPERATURE_MEMBERS = new Set(['temperature', 'environment_temperature', 'target_temperature']);

const environment: Member = ['environment_temperature', 2, celsius, 'temperature'];
const valveStatus: Member = ['current_valve_status', 1, u8, 'valve_opening_degree'];
const valveOpening: Member = ['current_valve_opening', 1, u8, 'valve_opening_degree'];
const batteryLevel: Member = ['battery_level', 1, u8, 'battery'];
const state: Member = ['state', 1, u8];

/**
 * A record of a type byte and, for the types listed, that type's members in an object of its own
 * (temperatures with their copies to 0.1), copied to the top level where the decoder does.
 */
function typed(name: string, typeName: string, types: Readonly<Record<number, EventType>>): IdRecord {
  return {
    size: (bytes, at) => {
      if (at >= bytes.length) return undefined;
      const members = types[u8(bytes, at)]?.members ?? [];
      return 1 + members.reduce((sum, [, size]) => sum + size, 0);
    },
    read(bytes, at, target) {
      const type = u8(bytes, at);
      const existing = target.get(name);
      const entry: Record<string, unknown> = {
        ...(typeof existing === 'object' ? existing : {}),
        [typeName]: type,
      };
      const known = types[type];
      if (known === undefined) target.warn(`unknown ${name} type ${type}`);
      else entry[known.key] = readMembers(bytes, at + 1, target, known.members);
      target.set(name, entry);
      if (known?.alarm !== undefined) target.alarm(known.alarm);
    },
  };
}

function readMembers(bytes: Uint8Array, at: number, target: Target, members: readonly Member[]) {
  const values: Record<string, unknown> = {};
  let offset = at;
  for (const [member, size, read, copy] of members) {
    const value = read(bytes, offset);
    Object.assign(
      values,
      TEMPERATURE_MEMBERS.has(member) ? measured(member, value, target.live, 1) : { [member]: value },
    );
    if (copy !== undefined) setTop(target, copy, value);
    offset += size;
  }
  return values;
}

const alarmTemperature: Member = ['temperature', 2, celsius, 'temperature'];
const temperatureAlarm = typed('temperature_alarm', 'type', {
  16: { key: 'lower_range_alarm_deactivation', members: [alarmTemperature], alarm: false },
  17: { key: 'lower_range_alarm_trigger', members: [alarmTemperature], alarm: true },
  18: { key: 'over_range_alarm_deactivation', members: [alarmTemperature], alarm: false },
  19: { key: 'over_range_alarm_trigger', members: [alarmTemperature], alarm: true },
});

const antiFreeze = typed('anti_freeze_protection_alarm', 'type', {
  32: { key: 'lifted', members: [environment, valveStatus] },
  33: { key: 'trigger', members: [environment, valveStatus] },
});

const mandatoryHeating = typed('mandatory_heating_alarm', 'type', {
  32: { key: 'exit', members: [environment, valveStatus, batteryLevel] },
  33: { key: 'enter', members: [environment, valveStatus, batteryLevel] },
});

// The decoder copies the target temperature (0x20) and valve opening (0x22) of the inactive events
// to the top level, not those of the active ones.
const autoAway = typed('auto_away_report', 'event_type', {
  32: {
    key: 'inactive_by_target_temperature',
    members: [state, environment, ['target_temperature', 2, celsius, 'target_temperature']],
  },
  33: {
    key: 'active_by_target_temperature',
    members: [state, environment, ['target_temperature', 2, celsius]],
  },
  34: {
    key: 'inactive_by_target_valve_opening',
    members: [state, environment, ['target_valve_opening', 1, u8, 'target_valve_opening_degree']],
  },
  35: {
    key: 'active_by_target_valve_opening',
    members: [state, environment, ['target_valve_opening', 1, u8]],
  },
});

const windowOpening = typed('window_opening_alarm', 'type', {
  32: { key: 'release', members: [state, environment] },
  33: { key: 'trigger', members: [state, environment] },
});

const targetTemperature: Member = ['target_temperature', 2, celsius, 'target_temperature'];
const targetValve: Member = ['target_valve_opening', 1, u8, 'target_valve_opening_degree'];
const periodic = typed('periodic_reporting', 'report_type', {
  0: { key: 'non_heating_season', members: [targetValve, batteryLevel] },
  1: {
    key: 'target_temperature_for_heating',
    members: [environment, valveOpening, targetTemperature, batteryLevel],
  },
  2: {
    key: 'target_valve_opening_for_heating',
    members: [environment, valveOpening, targetValve, batteryLevel],
  },
  3: {
    key: 'integrated_control_for_heating',
    members: [environment, valveOpening, targetTemperature, targetValve, batteryLevel],
  },
});

const lowBattery: IdRecord = {
  size: 1,
  read(bytes, at, target) {
    target.set('low_battery_alarm', { value: u8(bytes, at) });
    setTop(target, 'battery', u8(bytes, at));
    target.reading('low_battery', true);
  },
};

/** EF: the replies to commands, each its result, length and the queried id's bytes in hex. */
const ans: IdRecord = {
  size: (bytes, at) => (at < bytes.length ? 1 + (u8(bytes, at) & 0x0f) : undefined),
  read(bytes, at, target, size) {
    const options = u8(bytes, at);
    const existing = target.get('ans');
    const item = {
      result: options >> 4,
      length: options & 0x0f,
      id: toHex(bytes.subarray(at + 1, at + size)),
    };
    target.set('ans', [...(Array.isArray(existing) ? existing : []), item]);
  },
};

const CLASSES = ['Class A', 'Class B', 'Class C', 'Class CtoB'];

const records: Readonly<Record<number, IdRecord>> = {
  255: tree('check_sequence_number_reply', [['sequence_number', 1, u8]]),
  // The decoder reads no byte after FE (its readOnlyCommand), so neither do we.
  254: command('check_order_reply'),
  239: ans,
  238: command('all_configurations_request_by_device'),
  // CF: a byte the decoder skips, then the class.
  207: { size: 2, read: (b, at, t) => t.set('lorawan_class', CLASSES[u8(b, at + 1)] ?? 'Unknown') },
  ...identityRecords,
  222: textRecord('product_name', 32),
  221: textRecord('product_pn', 32),
  216: textRecord('product_frequency_band', 16),
  200: { size: 1, read: (b, at, t) => t.set('device_status', u8(b, at)) },
  0: top('battery', 1, u8),
  1: top('temperature', 2, celsius),
  2: { size: 2, read: (b, at, t) => t.set('motor_total_stroke', u16le(b, at)) },
  3: { size: 2, read: (b, at, t) => t.set('motor_position', u16le(b, at)) },
  4: top('valve_opening_degree', 1, u8),
  5: tree('motor_calibration_result_report', [['status', 1, u8]]),
  6: top('target_temperature', 2, celsius),
  7: top('target_valve_opening_degree', 1, u8),
  8: lowBattery,
  9: temperatureAlarm,
  10: antiFreeze,
  11: mandatoryHeating,
  12: autoAway,
  13: windowOpening,
  14: periodic,
  ...wt102Settings,
};

const READINGS: readonly ReadingField[] = ['temperature', 'threshold_alarm', 'low_battery', 'battery_pct'];

export const milesightWt102: ModelDecoder = {
  modelId: 'milesight-iot/wt102',
  vendor: 'Milesight',
  model: 'WT102',
  fPorts: 'any',
  defaultFPort: 85,
  readings: READINGS,
  // Its low-battery alarm is sent when the battery runs low and never ended by one: an event.
  momentary: ['low_battery'],
  location: false,
  decode: (bytes) => walkIdRecords(bytes, records, 0xed),
  commands: [],
  commandsNote:
    'wt102-encoder.js reboots with be and sets its intervals with 63 + sub-command + unit + u16, not the ff 10 ff / ff 03 / ff 8e 00 of our commands',
};
