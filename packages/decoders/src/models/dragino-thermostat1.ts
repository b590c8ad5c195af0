import { requireLength, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { DRAGINO_BANDS, draginoFirmware } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino Thermostat1 LoRaWAN room thermostat, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder Thermostat1/Thermostat1_v1.0_decoder.txt):
//   port 2, by its first byte:
//     1, 4 bytes: the room temperature (u16 / 10, °F: roomtemp_F; the vendor's °C conversion to
//       one decimal: roomtemp_C), the sensor it came from (byte 3: 0 "internal", else "external", a
//       field). `temperature` either way: the vendor calls both the room temperature, the one the
//       thermostat regulates.
//     2, 7 bytes: the answer to a setting downlink: the setting (byte 1, named as the vendor's
//       list: `mode`), byte 2 1 a read (downlink_get: the value in bytes 5-6 as the setting
//       reads it: °F / 10 for the temperatures, "HH:MM" for the programme times, a name for the
//       modes, else the number), 2 a write (downlink_set: the value written, bytes 3-4 in hex, and
//       the result: 1 "ok", 2 "illegal range", 3 "unknow value" (the vendor's spelling), 0xFFFF
//       "other").
//     3, the settings changed on the thermostat's keys: 3-byte entries of a setting and its value,
//       written "name[value]" and joined by commas (manual_setting, as the vendor: a comma after
//       each entry when there are several).
//     The answers and settings are fields only.
//   port 5, the device status, 5 bytes: no battery (the thermostat runs on the mains).
// The vendor names a setting it does not know by the last one it named (or throws) and reads a
// cut-off entry past the payload: we name it by its number in hex and leave a cut-off entry out.

const UPLINK = 1;
const ANSWER = 2;
const MANUAL = 3;

const GET = 1;
const SET = 2;

const SETTINGS: readonly string[] = [
  'roomtemp',
  'setcooltemp',
  'setheattemp',
  'mode',
  'startmode',
  'fanmode',
  'caltemp',
  'secstartup',
  'pressdelay',
  'stmmode',
  'childlock',
  'power',
  'controlmode',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `coolpro${n}temp`),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `heatpro${n}temp`),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `coolpro${n}time`),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `heatpro${n}time`),
];

/** The settings whose value is a name, by setting number. */
const NAMED: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  4: { 1: 'cool', 2: 'heat', 3: 'auto', 4: 'aux' },
  5: { 1: 'slow', 2: 'fast' },
  6: { 1: 'on', 2: 'auto' },
  10: {
    0: 'Control one cooling',
    1: 'Control one heating',
    2: 'Control one cooling and one heating',
    3: 'Control one cooling and two heating',
    4: 'Control two cooling and two heating',
  },
  11: { 1: 'lock', 2: 'unlock' },
  12: { 1: 'on', 2: 'off' },
  13: { 1: 'manual', 2: 'auto' },
};

const SET_RESULTS: Readonly<Record<number, string>> = {
  1: 'ok',
  2: 'illegal range',
  3: 'unknow value',
  65535: 'other',
};

const hex2 = (value: number): string => value.toString(16).padStart(2, '0');
const pad2 = (value: number): string => String(value).padStart(2, '0');

function settingName(setting: number): string {
  return SETTINGS[setting - 1] ?? `0x${hex2(setting)}`;
}

/** A setting's value as the vendor reads it; undefined for a mode number it has no name for. */
function settingValue(setting: number, bytes: Uint8Array, at: number): string | number | undefined {
  const word = u16be(bytes, at);
  const names = NAMED[setting];
  if (names !== undefined) return names[word];
  const temperature = setting <= 3 || (setting >= 14 && setting <= 29);
  if (temperature) return word / 10;
  if (setting >= 30 && setting <= 45) return `${pad2(u8(bytes, at))}:${pad2(u8(bytes, at + 1))}`;
  return word;
}

function decodeRoom(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 4);
  const fahrenheit = u16be(bytes, 1) / 10;
  const celsius = Number.parseFloat((((fahrenheit - 32) * 5) / 9).toFixed(1));
  const external = u8(bytes, 3) !== 0;
  out.set('type', 'uplink');
  out.set('roomtemp_F', fahrenheit);
  out.set('roomtemp_C', celsius);
  out.set('sensor', external ? 'external' : 'internal');
  out.reading('temperature', celsius);
  if (bytes.length > 4) out.warn(`unexpected ${bytes.length}-byte frame; the first 4 bytes decoded`);
}

function decodeAnswer(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 3);
  const setting = u8(bytes, 1);
  const kind = u8(bytes, 2);
  out.set('mode', settingName(setting));
  if (kind !== GET && kind !== SET) return;
  requireLength(bytes, 7);
  if (kind === GET) {
    out.set('type', 'downlink_get');
    const value = settingValue(setting, bytes, 5);
    if (value !== undefined) out.set('get_value', value);
  } else {
    out.set('type', 'downlink_set');
    out.set('set_value', `${hex2(u8(bytes, 3))}${hex2(u8(bytes, 4))}`);
    const result = SET_RESULTS[u16be(bytes, 5)];
    if (result !== undefined) out.set('set_result', result);
  }
  if (bytes.length > 7) out.warn(`unexpected ${bytes.length}-byte frame; the first 7 bytes decoded`);
}

function decodeManual(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 4);
  const complete = 1 + Math.floor((bytes.length - 1) / 3) * 3;
  const entries: string[] = [];
  for (let at = 1; at < complete; at += 3) {
    const setting = u8(bytes, at);
    const value = settingValue(setting, bytes, at + 1) ?? u16be(bytes, at + 1);
    entries.push(`${settingName(setting)}[${value}]`);
  }
  out.set('manual_setting', entries.length === 1 ? entries[0] : entries.map((entry) => `${entry},`).join(''));
  if (complete < bytes.length) {
    out.warn(`payload truncated: the setting at byte ${complete} is incomplete; not decoded`);
  }
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 1);
  const out = new ResultBuilder();
  const type = u8(bytes, 0);
  if (type === UPLINK) decodeRoom(bytes, out);
  else if (type === ANSWER) decodeAnswer(bytes, out);
  else if (type === MANUAL) decodeManual(bytes, out);
  else throw new DecodeError(`unknown Thermostat1 frame type 0x${hex2(type)}`);
  return out.build();
}

function decodeStatus(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 5);
  const out = new ResultBuilder();
  const model = u8(bytes, 0);
  out.set('SENSOR_MODEL', model === 0x1f ? 'thermostat1' : `0x${hex2(model)}`);
  out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 1));
  out.set('FREQUENCY_BAND', DRAGINO_BANDS[u8(bytes, 3)] ?? 'unknown');
  out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
  return out.build();
}

export const draginoThermostat1 = draginoModel({
  modelId: 'dragino/thermostat1',
  model: 'Thermostat1 (room thermostat)',
  readings: ['temperature'],
  frame: decodeFrame,
  ports: {
    5: decodeStatus,
  },
});
