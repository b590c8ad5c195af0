import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { s16le, toHex, u8, u16le, u32le, unixToIso } from '../bytes.ts';
import { milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelCommand } from '../commands/types.ts';
import { rawReplyValue } from '../formats/milesight-replies.ts';
import type { Channel, ChannelTable } from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM304L (temperature, humidity, PIR, light) and, in milesight-am305l.ts, the AM305L (the
// same with CO2). Their decoders (Milesight-IoT/SensorDecoders am-series/am304l/am304l-decoder.js,
// am305l/am305l-decoder.js) are of Milesight's newer generated kind: the same [channel][type] records
// as the AM307's, but numbers where the older decoders print words (`lorawan_class` 0, a PIR
// `pir_status` 0 / 1, an alarm's `alarm_type` 16 .. 23), nested objects (`pir`, `temperature_alarm`),
// versions in decimal, and a 15-byte (AM305L 18-byte) history record `historical_data_retrieval`
// with a read status before each value. Names and values as those decoders print them.
//
// Readings: `battery` %, `temperature`, `humidity`, the PIR state (05 9F bit 15, 05 00) → `motion`,
// `als_level` (the 0-5 light level) → `light_level`, `Lux` → `illuminance`, the temperature alarm's
// odd types (17 below, 19 above, 21 within, 23 change beyond tolerance) raise `threshold_alarm` and
// its even ones (16 .. 22) release it. A history value whose status is not 1 ("data valid") is no
// reading. The Lux alarm's 16 / 17 ("dim" / "bright") are states, not an alarm and its release: the
// illuminance alone. The anomaly records (b3 67, b4 68, b6 cb, b6 9d) say a sensor was not read:
// fields. Settings replies (ff, f9, fd other than the device information) are kept raw: the vendor's
// name with the number (1, 2, 4 bytes) or the bytes in hex, as our other Milesight replies.

const VALID = 1;

/** The device information records, as these decoders print them (numbers, decimal versions). */
const infoChannels: ChannelTable = {
  ff0b: { size: 1, read: (b, at, out) => out.set('device_status', u8(b, at)) },
  ff01: { size: 1, read: (b, at, out) => out.set('ipso_version', u8(b, at)) },
  ff16: { size: 8, read: (b, at, out) => out.set('sn', toHex(b.subarray(at, at + 8))) },
  ffff: { size: 2, read: (b, at, out) => out.set('tsl_version', `v${u8(b, at)}.${u8(b, at + 1)}`) },
  fffe: { size: 1, read: (b, at, out) => out.set('request_tsl_config', u8(b, at)) },
  ff09: { size: 2, read: (b, at, out) => out.set('hardware_version', `v${u8(b, at)}.${u8(b, at + 1)}`) },
  ff0a: { size: 2, read: (b, at, out) => out.set('firmware_version', `v${u8(b, at)}.${u8(b, at + 1)}`) },
  ff0f: { size: 1, read: (b, at, out) => out.set('lorawan_class', u8(b, at)) },
};

/**
 * A settings reply kept raw: `name`, or for a record whose first byte selects the setting (ff 18,
 * ff ea, ff 6a, f9 bc, f9 c0, ff 1a) the name of each selector value and the bytes after it;
 * another selector is the decoder's silence (nothing printed), with a warning.
 */
export function setting(
  size: number,
  name: string | Readonly<Record<number, string>>,
  selectorMask = 0xff,
): Channel {
  return {
    size,
    read(bytes, at, out) {
      if (typeof name === 'string') {
        out.set(name, rawReplyValue(bytes, at, size));
        return;
      }
      const selected = name[u8(bytes, at) & selectorMask];
      // The selector byte is no part of the value, unless it carries a bit of it (ff ea's enable).
      const skip = size > 1 && selectorMask === 0xff ? 1 : 0;
      if (selected) out.set(selected, rawReplyValue(bytes, at + skip, size - skip));
      else out.warn(`unknown setting ${u8(bytes, at)} of a reply; not decoded`);
    },
  };
}

/** The settings replies both models answer with (handled in the decoders' ff, f9 and fd cases). */
export const am30xlSettings: ChannelTable = {
  fff2: setting(2, 'alarm_reporting_times'),
  fff5: setting(1, 'alarm_deactivation_enable'),
  ff2e: setting(1, 'led_mode'),
  ff25: setting(1, 'button_lock'),
  ff06: setting(9, 'temperature_alarm_rule'),
  ff18: setting(2, { 3: 'pir_enable', 4: 'illuminance_collecting_enable' }),
  // Bit 7 of the selector is the calibration's enable.
  ffea: setting(3, { 0: 'temperature_calibration_settings', 1: 'humidity_calibration_settings' }, 0x7f),
  ff95: setting(2, 'pir_idle_interval'),
  ff96: setting(8, 'd2d_master_settings'),
  ff68: setting(1, 'data_storage_enable'),
  ff69: setting(1, 'retransmission_enable'),
  ff6a: setting(3, { 0: 'retransmission_interval', 1: 'retrival_interval' }),
  ff27: setting(1, 'clear_historical_data'),
  ff10: setting(1, 'reboot'),
  ff4a: setting(1, 'synchronize_time'),
  f9bd: setting(3, 'reporting_interval'),
  f9be: setting(4, 'collecting_interval'),
  f9c0: setting(2, { 0: 'temperature_unit', 1: 'illuminance_mode' }),
  f9bc: setting(2, { 0: 'pir_trigger_report', 1: 'pir_idle_report' }),
  f9bf: setting(5, 'illuminance_alarm_rule'),
  f963: setting(4, 'd2d_sending'),
  f966: setting(1, 'd2d_master_enable'),
  fd6b: setting(4, 'retrival_historical_data_by_time'),
  fd6c: setting(8, 'retrival_historical_data_by_time_range'),
  fd6d: setting(1, 'stop_historical_data_retrival'),
};

export const anomaly = (name: string): Channel => ({
  size: 1,
  read: (bytes, at, out) => out.set(name, { type: u8(bytes, at) }),
});

function setPir(out: ResultBuilder, pir: Record<string, number>, status: number): void {
  const previous = out.fields.pir;
  out.set('pir', { ...(previous && typeof previous === 'object' ? previous : {}), ...pir });
  if (status <= 1) out.reading('motion', status === 1);
  else out.warn(`unknown pir_status ${status}; not stored`);
}

/** An alarm type of 16 .. 23: odd raises the device's alarm, even releases it. */
function alarmType(out: ResultBuilder, type: number, last: number): void {
  if (type >= 16 && type <= last) out.alarm(type % 2 === 1);
  else out.warn(`unknown alarm_type ${type}; not stored`);
}

/** The temperature alarm (83 67) and, on the AM305L, the CO2 alarm (87 7D, types 16 .. 19). */
export function alarmChannel(spec: {
  name: string;
  value: string;
  reading: ReadingField;
  read: (bytes: Uint8Array, at: number) => number;
  last: number;
}): Channel {
  return {
    size: 3,
    read(bytes, at, out) {
      const value = spec.read(bytes, at);
      const type = u8(bytes, at + 2);
      out.set(spec.name, { [spec.value]: value, alarm_type: type });
      out.set(spec.value, value);
      out.reading(spec.reading, value);
      alarmType(out, type, spec.last);
    },
  };
}

/** One value of a history record: its status byte, then the value. */
export type HistoryValue = {
  name: string;
  size: 1 | 2;
  read: (bytes: Uint8Array, at: number) => number;
  reading: ReadingField;
};

const temperatureValue: HistoryValue = {
  name: 'temperature',
  size: 2,
  read: (b, at) => s16le(b, at) / 10,
  reading: 'temperature',
};
const humidityValue: HistoryValue = {
  name: 'humidity',
  size: 1,
  read: (b, at) => u8(b, at) / 2,
  reading: 'humidity',
};

/**
 * 20 CE / 21 CE: timestamp, temperature and humidity with their status, the PIR byte (bit 6 its
 * status, bits 0-5 the state) and count, then the light level (20 CE) or the lux (21 CE) and, on
 * the AM305L, the CO2, each with its status.
 */
export function historyChannel(name: string, light: HistoryValue, extra: readonly HistoryValue[]): Channel {
  const valueSize = (value: HistoryValue) => 1 + value.size;
  const size =
    4 +
    valueSize(temperatureValue) +
    valueSize(humidityValue) +
    3 +
    valueSize(light) +
    extra.reduce((total, value) => total + valueSize(value), 0);
  return {
    size,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const entry: Record<string, number> = { timestamp };
      const readings: Array<readonly [ReadingField, number | boolean]> = [];
      let offset = at + 4;
      const take = (value: HistoryValue) => {
        const status = u8(bytes, offset);
        const measured = value.read(bytes, offset + 1);
        entry[`${value.name}_type`] = status;
        entry[value.name] = measured;
        if (status === VALID) readings.push([value.reading, measured]);
        offset += valueSize(value);
      };
      take(temperatureValue);
      take(humidityValue);
      const pir = u8(bytes, offset);
      entry.pir_type = (pir >> 6) & 1;
      entry.pir_status = pir & 0x3f;
      entry.pir_count = u16le(bytes, offset + 1);
      if (entry.pir_type === VALID && entry.pir_status <= 1)
        readings.push(['motion', entry.pir_status === 1]);
      offset += 3;
      take(light);
      for (const value of extra) take(value);
      // The decoders print one object: a second record of the uplink replaces the first.
      out.set(name, entry);
      const time = unixToIso(timestamp);
      if (time === undefined) {
        out.warn(
          `history record has no valid timestamp (${timestamp}); its values are not stored as readings`,
        );
        return;
      }
      for (const [field, value] of readings) out.reading(field, value, time);
    },
  };
}

export const lightLevelValue: HistoryValue = {
  name: 'als_level',
  size: 2,
  read: u16le,
  reading: 'light_level',
};
export const luxValue: HistoryValue = { name: 'Lux', size: 2, read: u16le, reading: 'illuminance' };

/** The records both models send, `extra` the AM305L's CO2 values of the history records. */
export function am30xlChannels(extra: readonly HistoryValue[]): ChannelTable {
  return {
    ...infoChannels,
    ...am30xlSettings,
    '0175': {
      size: 1,
      read(b, at, out) {
        out.set('battery', u8(b, at));
        out.reading('battery_pct', u8(b, at));
      },
    },
    '0367': {
      size: 2,
      read(b, at, out) {
        out.set('temperature', s16le(b, at) / 10);
        out.reading('temperature', s16le(b, at) / 10);
      },
    },
    '0468': {
      size: 1,
      read(b, at, out) {
        out.set('humidity', u8(b, at) / 2);
        out.reading('humidity', u8(b, at) / 2);
      },
    },
    '059f': {
      size: 2,
      read(b, at, out) {
        const word = u16le(b, at);
        setPir(out, { pir_status: word >> 15, pir_count: word & 0x7fff }, word >> 15);
      },
    },
    '0500': {
      size: 1,
      read(b, at, out) {
        out.set('pir_status_change', { status: u8(b, at) });
        setPir(out, { pir_status: u8(b, at) }, u8(b, at));
      },
    },
    '06cb': {
      size: 1,
      read(b, at, out) {
        out.set('als_level', u8(b, at));
        out.reading('light_level', u8(b, at));
      },
    },
    '069d': {
      size: 2,
      read(b, at, out) {
        out.set('Lux', u16le(b, at));
        out.reading('illuminance', u16le(b, at));
      },
    },
    b367: anomaly('temperature_collection_anomaly'),
    b468: anomaly('humidity_collection_anomaly'),
    b6cb: anomaly('illuminace_collection_anomaly'),
    b69d: anomaly('Lux_collection_anomaly'),
    '8367': alarmChannel({
      name: 'temperature_alarm',
      value: 'temperature',
      reading: 'temperature',
      read: (b, at) => s16le(b, at) / 10,
      last: 23,
    }),
    '869d': {
      size: 3,
      read(b, at, out) {
        out.set('Lux_alarm', { Lux: u16le(b, at), alarm_type: u8(b, at + 2) });
        out.set('Lux', u16le(b, at));
        out.reading('illuminance', u16le(b, at));
      },
    },
    '20ce': historyChannel('historical_data_retrieval', lightLevelValue, extra),
    '21ce': historyChannel('historical_data_retrieval_Lux', luxValue, extra),
  };
}

export const AM30XL_READINGS: readonly ReadingField[] = [
  'temperature',
  'humidity',
  'motion',
  'light_level',
  'illuminance',
  'threshold_alarm',
  'battery_pct',
];

/** Reboot (ff 10 ff); the encoders set the reporting interval with f9 bd, which our command catalogue lacks. */
export const am30xlCommands = (model: string): { commands: ModelCommand[]; commandsNote: string } => ({
  commands: [milesightReboot(documented(`Milesight SensorDecoders, ${model}-encoder.js reboot (ff10ff)`))],
  commandsNote: `${model}-encoder.js sets the reporting interval with f9 bd (unit, then interval), not the ff 03 / ff 8e 00 of our interval command`,
});

export const milesightAm304l = milesightSensor({
  model: 'AM304L',
  readings: AM30XL_READINGS,
  table: am30xlChannels([]),
  ...am30xlCommands('am304l'),
});
