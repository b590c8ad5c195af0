import { u8, u16le, u32le } from '../bytes.ts';
import { replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight UC511 / UC512 solenoid valve controllers (one or two valves, TTN's id uc51x). Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders uc-series/uc511/uc511-decoder.js, "UC511 /
// UC512"; uc512-decoder.js is the same code): `valve_1` / `valve_2` "close" / "open" (0xFF: the
// delayed command's `valve_N_result`), each valve's pulse counter (`valve_1_pulse` → `pulse_count`,
// as the UC300's first counter; a valve is no relay, so its state stays a field), `gpio_1` / `gpio_2`,
// the pipe pressure in kPa (09 7B → `liquid_pressure_kpa`; B9 7B its sensor error), its threshold
// alarm (0B F5: "trigger alarm" / "release alarm" → `threshold_alarm`), the valves' task status
// (0E AF / 0F AF) and the history records 20 CE (a valve's state with its GPIO or pulse count) and
// 21 CE (the pressure → `liquid_pressure_kpa` at its time).
//
// 20 CE's status byte: bit 0 the valve, bit 1 the mode (readValveMode: 0 "counter", 1 "gpio"), bit 2
// the GPIO, bit 4 the valve (1 or 2). The decoder prints the GPIO for mode 0 and the pulse count for
// mode 1, the opposite of its mode words, and its README's example (17: mode "gpio", gpio_2 "on")
// agrees with the words, not the code: the fields follow the decoder; no reading is drawn from a
// history valve record, whose meaning the two sources do not agree on.

const VALVE = ['close', 'open'] as const;
const ON_OFF = ['off', 'on'] as const;
const RESULT = ['success', 'failed'] as const;

function valve(index: 1 | 2): Channel {
  return {
    size: 1,
    read(bytes, at, out) {
      const value = u8(bytes, at);
      // 0xFF: the decoder prints readDelayControlResult(1), "failed", whatever else the uplink says.
      if (value === 0xff) out.set(`valve_${index}_result`, label(RESULT, 1));
      else out.set(`valve_${index}`, label(VALVE, value));
    },
  };
}

function pulses(index: 1 | 2): Channel {
  return {
    size: 4,
    read(bytes, at, out) {
      out.set(`valve_${index}_pulse`, u32le(bytes, at));
      if (index === 1) out.reading('pulse_count', u32le(bytes, at));
    },
  };
}

const gpio = (index: 1 | 2): Channel => ({
  size: 1,
  read: (bytes, at, out) => out.set(`gpio_${index}`, label(ON_OFF, u8(bytes, at))),
});

const TASK = [
  'free task',
  'normal local plan',
  'force local plan',
  'rain stop plan',
  'IPSO temporary control plan',
] as const;

const taskStatus = (index: 1 | 2): Channel => ({
  size: 3,
  read: (bytes, at, out) =>
    out.set(`valve_${index}_task_status`, {
      task_status: label(TASK, u8(bytes, at)),
      real_status: label(['valve is currently closed', 'valve is currently open'], u8(bytes, at + 1)),
      cmd_status: label(
        ['valve is currently commanded to close', 'valve is currently commanded to open'],
        u8(bytes, at + 2),
      ),
    }),
});

const STRATEGY = ['always', 'valve 1 open', 'valve 2 open', 'valve 1 open or valve 2 open'] as const;
const CONDITION = ['none', 'less than', 'greater than', 'between', 'outside'] as const;
const ALARM = ['release alarm', 'trigger alarm'] as const;

function pressureAlarm(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const status = u8(bytes, at + 8);
  out.set('pressure_threshold_alarm', {
    valve_strategy: label(STRATEGY, u8(bytes, at)),
    threshold_type: label(CONDITION, u8(bytes, at + 1)),
    threshold_min: u16le(bytes, at + 2),
    threshold_max: u16le(bytes, at + 4),
    current_pressure: u16le(bytes, at + 6),
    alarm_status: label(ALARM, status),
  });
  out.reading('liquid_pressure_kpa', u16le(bytes, at + 6));
  if (status <= 1) out.alarm(status === 1);
  else out.warn(`unknown pressure alarm_status ${status}; not stored`);
}

/** 20 CE: timestamp, the status byte, a pulse count; fields as the decoder prints them. */
const valveHistory: Channel = {
  size: 9,
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const value = u8(bytes, at + 4);
    const mode = (value >> 1) & 1;
    const index = (value >> 4) & 1 ? 2 : 1;
    const entry: Record<string, unknown> = {
      timestamp,
      mode: label(['counter', 'gpio'], mode),
      [`valve_${index}`]: label(VALVE, value & 1),
    };
    if (mode === 0) entry[`gpio_${index}`] = label(ON_OFF, (value >> 2) & 1);
    else entry[`valve_${index}_pulse`] = u32le(bytes, at + 5);
    addHistory(out, entry, timestamp, []);
  },
};

const pressureHistory: Channel = {
  size: 6,
  read(bytes, at, out) {
    const timestamp = u32le(bytes, at);
    const pressure = u16le(bytes, at + 4);
    addHistory(out, { timestamp, pressure }, timestamp, [['liquid_pressure_kpa', pressure]]);
  },
};

/** ff 12: a text the device was given, to the end of the payload (NUL bytes left out). */
const customMessage: Channel = {
  size: 1,
  sizeFrom: (bytes, at) => bytes.length - at,
  read: (bytes, at, out, size) =>
    out.set(
      'custom_message',
      String.fromCharCode(...Array.from(bytes.subarray(at, at + size)).filter((byte) => byte !== 0)),
    ),
};

const table: ChannelTable = {
  ...deviceInfoChannels,
  // handle_downlink_response of uc511-decoder.js (each kept raw).
  ...replyChannels({
    '02': ['collection_interval', 2],
    '03': ['report_interval', 2],
    '17': ['time_zone', 2],
    '1d': ['valve_task', 9],
    '1e': ['class_a_response_time', 4],
    '27': ['clear_history', 1],
    '28': ['report_status', 1],
    '35': ['d2d_key', 8],
    '3b': ['sync_time_type', 1],
    '46': ['gpio_jitter_time', 1],
    '4a': ['sync_time', 1],
    '4b': ['batch_rules', 3],
    '4c': ['query_rule_config', 1],
    '4d': ['rules_config', 6],
    '4e': ['clear_valve_pulse', 2],
    '4f': ['valve_power_supply_config', 5],
    '52': ['pulse_filter_config', 4],
    '53': ['rules_config', 29],
    '55': ['rules_config', 29],
    '68': ['history_enable', 1],
    '69': ['retransmit_enable', 1],
    '6a': ['retransmit_interval', 3],
    '84': ['d2d_enable', 1],
    '92': ['valve_pulse', 5],
    ab: ['pressure_calibration_settings', 3],
    f3: ['response_enable', 1],
  }),
  ff12: customMessage,
  '0175': batteryChannel,
  '0301': valve(1),
  '0501': valve(2),
  '04c8': pulses(1),
  '06c8': pulses(2),
  '0701': gpio(1),
  '0801': gpio(2),
  '097b': {
    size: 2,
    read(bytes, at, out) {
      out.set('pressure', u16le(bytes, at));
      out.reading('liquid_pressure_kpa', u16le(bytes, at));
    },
  },
  b97b: {
    size: 1,
    read: (bytes, at, out) =>
      out.set('pressure_sensor_status', u8(bytes, at) === 1 ? 'sensor error' : 'unknown'),
  },
  '0bf5': { size: 9, read: (bytes, at, out) => pressureAlarm(bytes, at, out) },
  '0eaf': taskStatus(1),
  '0faf': taskStatus(2),
  '20ce': valveHistory,
  '21ce': pressureHistory,
};

export const milesightUc51x = milesightSensor({
  model: 'UC51x',
  modelId: 'milesight-iot/uc51x',
  readings: ['pulse_count', 'liquid_pressure_kpa', 'threshold_alarm', 'battery_pct'],
  table,
  encoder: { file: 'uc511-encoder.js', seconds: 'u16 LE' },
});
