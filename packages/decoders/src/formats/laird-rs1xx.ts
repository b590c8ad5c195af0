import { hexByte, requireLength, s8, s16be, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Laird (Ezurio) Sentrius RS1xx, "Laird" packet format (RS1xx LoRa Protocol application note
// v2.7; Laird's codecs in the TTN device repository, vendor/laird/rs1xx-*.js, whose names the
// fields take). Every uplink is one message on port 1: byte 0 its type, byte 1 the options
// flags, then big-endian values. A temperature, humidity or voltage is a signed fraction
// (hundredths) then a signed integer part, one byte each, or two each for the RTD probe.

export type LairdVariant = {
  /** The message types the model sends, each with its reader. */
  messages: ReadonlyMap<number, LairdMessage>;
  /** Whether the Temp/RH messages' humidity is measured (the 1-Wire probe model has no RH sensor). */
  humidity: boolean;
};

/** Reads one message whose type byte the variant maps to it. */
export type LairdMessage = (bytes: Uint8Array, out: ResultBuilder, variant: LairdVariant) => void;

export function decodeLaird(bytes: Uint8Array, variant: LairdVariant): DecodeResult {
  const type = u8(bytes, 0);
  const read = variant.messages.get(type);
  if (!read) throw new DecodeError(`unknown message type ${hexByte(type)}`);
  const out = new ResultBuilder();
  read(bytes, out, variant);
  return out.build();
}

/** A two-byte value: fraction then integer part, each a signed byte (27.43 = 43, 27). */
export function lairdSmall(bytes: Uint8Array, at: number): number {
  return s8(bytes, at + 1) + s8(bytes, at) / 100;
}

/** A four-byte value (RTD probe): fraction then integer part, each a signed 16-bit word. */
export function lairdLarge(bytes: Uint8Array, at: number): number {
  return s16be(bytes, at + 2) + s16be(bytes, at) / 100;
}

const OPTIONS = [
  'Sensor request for server time',
  'Sensor configuration error',
  'Sensor alarm flag',
  'Sensor reset flag',
  'Sensor fault flag',
];
const FAULT = 0x10;
const BATTERY_CAPACITY = ['0-5%', '5-20%', '20-40%', '40-60%', '60-80%', '80-100%'];
const BATTERY_TYPE: Record<number, string> = { 1: 'Alkaline', 2: 'Lithium' };
const BOOLEAN = ['False', 'True'];
const OPERATING_MODE = ['Door Sensor', 'Pushbutton'];
const CONTACT_STATE = ['Closed', 'Open'];
const NOTIFICATIONS = ['Open', 'Closed', 'Resend', 'Cancel'];

/** The names of a flags byte's set bits, ['None'] for none, as the codecs list them. */
function flagNames(byte: number, names: readonly string[], what: string, out: ResultBuilder): string[] {
  if (byte === 0) return ['None'];
  const reserved = byte >> names.length;
  if (reserved !== 0) out.warn(`${what} ${hexByte(byte)} sets bits Laird does not define`);
  return names.filter((_name, bit) => (byte >> bit) & 1);
}

/** An enumerated byte's name, or the byte itself with a warning when Laird defines no such value. */
export function named(
  names: Readonly<Record<number, string>>,
  value: number,
  what: string,
  out: ResultBuilder,
): string | number {
  const name = names[value];
  if (name !== undefined) return name;
  out.warn(`unknown ${what} ${value}`);
  return value;
}

/**
 * Checks a fixed-length message and writes its type name and options. A shorter one is an
 * error; the bytes after a longer one are not read, with a warning.
 */
export function header(bytes: Uint8Array, out: ResultBuilder, msgType: string, length: number): void {
  requireLength(bytes, length);
  if (bytes.length > length) {
    out.warn(`${bytes.length - length} bytes after the ${length}-byte ${msgType} message not decoded`);
  }
  out.set('msgType', msgType);
  out.set('options', flagNames(u8(bytes, 1), OPTIONS, 'options', out));
  if (u8(bytes, 1) & FAULT) out.warn('the sensor reports a fault (Sensor fault flag)');
}

export function batteryCapacity(bytes: Uint8Array, at: number, out: ResultBuilder): string | number {
  return named(BATTERY_CAPACITY, u8(bytes, at), 'battery capacity', out);
}

/** 0x01, Temp/RH data: the current humidity and temperature. */
export const tempRh: LairdMessage = (bytes, out, variant) => {
  header(bytes, out, 'Laird_Internal_TH', 11);
  const humidity = lairdSmall(bytes, 2);
  const temperature = lairdSmall(bytes, 4);
  out.set('humidity', humidity);
  out.set('temperature', temperature);
  out.set('batteryCapacity', batteryCapacity(bytes, 6, out));
  out.set('alarmMsgCount', u16be(bytes, 7));
  out.set('backlogMsgCount', u16be(bytes, 9));
  out.reading('temperature', temperature);
  if (variant.humidity) out.reading('humidity', humidity);
};

/** 0x0B, RTD data: the probe's temperature. */
export const rtdTemperature: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_RTD', 11);
  const temperature = lairdLarge(bytes, 2);
  out.set('temperature', temperature);
  out.set('batteryCapacity', batteryCapacity(bytes, 6, out));
  out.set('alarmMsgCount', u16be(bytes, 7));
  out.set('backlogMsgCount', u16be(bytes, 9));
  out.reading('temperature', temperature);
};

/** 0x0A, battery voltage, in the two-byte value format. */
export const batteryVoltage: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_Battery_Voltage', 4);
  out.set('voltage', lairdSmall(bytes, 2));
  out.reading('battery_mv', s8(bytes, 3) * 1000 + s8(bytes, 2) * 10);
};

/** 0x09, Open/Closed state: a door's state in Door Sensor mode (Pushbutton mode: fields only). */
export const contactState: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_Contact_Sensor', 6);
  const mode = u8(bytes, 2);
  const state = u8(bytes, 3);
  out.set('operatingMode', named(OPERATING_MODE, mode, 'operating mode', out));
  out.set('state', named(CONTACT_STATE, state, 'open/closed state', out));
  out.set('alertCancellation', named(BOOLEAN, u8(bytes, 4), 'alert cancellation', out));
  out.set('counter', u8(bytes, 5));
  if (mode === 0 && state <= 1) out.reading('door_open', state === 1);
};

/** 0x05, the simple configuration (0x06 adds alarm limits and LED settings). */
export const simpleConfig: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_Simple_Config', 8);
  configStart(bytes, out);
  out.set('humidityAlarmsEnabled', named(BOOLEAN, u8(bytes, 7), 'humidity alarm switch', out));
};

export const advancedConfig: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_Advanced_Config', 16);
  configStart(bytes, out);
  out.set('humidityAlarmsEnabled', named(BOOLEAN, u8(bytes, 7), 'humidity alarm switch', out));
  out.set('tempAlarmLimitLow', s8(bytes, 8));
  out.set('tempAlarmLimitHigh', s8(bytes, 9));
  out.set('humidityAlarmLimitLow', u8(bytes, 10));
  out.set('humidityAlarmLimitHigh', u8(bytes, 11));
  out.set('ledBle', u16be(bytes, 12));
  out.set('ledLora', u16be(bytes, 14));
};

/** 0x0C, the RTD model's configuration: 16-bit alarm limits, no humidity. */
export const rtdConfig: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_RTD_Config', 15);
  configStart(bytes, out);
  out.set('tempAlarmLimitLow', s16be(bytes, 7));
  out.set('tempAlarmLimitHigh', s16be(bytes, 9));
  out.set('ledBle', u16be(bytes, 11));
  out.set('ledLora', u16be(bytes, 13));
};

function configStart(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('batteryType', named(BATTERY_TYPE, u8(bytes, 2), 'battery type', out));
  out.set('sensorReadPeriod', u16be(bytes, 3));
  out.set('sensorAggregate', u8(bytes, 5));
  out.set('tempAlarmsEnabled', named(BOOLEAN, u8(bytes, 6), 'temperature alarm switch', out));
}

/** 0x07, firmware version: release date (year, month, day), release number and part number. */
export const firmwareVersion: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_FW_Version', 11);
  out.set('releaseDate', `${u8(bytes, 2)}/${u8(bytes, 3)}/${u8(bytes, 4)}`);
  out.set('releaseNumber', `${u8(bytes, 5)}.${u8(bytes, 6)}`);
  out.set('partNumber', u32be(bytes, 7));
};

/** 0x08, the Open/Closed sensor's configuration. */
export const contactConfig: LairdMessage = (bytes, out) => {
  header(bytes, out, 'Laird_Contact_Sensor_Config', 10);
  out.set('operatingMode', named(OPERATING_MODE, u8(bytes, 2), 'operating mode', out));
  out.set(
    'loraNotificationOptions',
    flagNames(u8(bytes, 3), NOTIFICATIONS, 'LoRa notification options', out),
  );
  out.set('openDwellTime', u16be(bytes, 4));
  out.set('closedDwellTime', u16be(bytes, 6));
  out.set('resendInterval', u8(bytes, 8));
  out.set('debounceAdjust', u8(bytes, 9));
};
