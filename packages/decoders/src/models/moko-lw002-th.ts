import { requireLength, u8, u16le } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// MOKO LW002-TH temperature and humidity sensor: byte 0 says what the frame is (0x01 device
// information, 0x10 sensor data), little-endian words. Layouts and names: MOKO's "LW002-TH/LW002-TH
// V1 on TTN.js" (its own letter-prefixed names; it ignores the port, and no MOKO document at hand
// gives one). The battery byte is not read as a low-battery state: MOKO's decoder takes 0 for
// "battery is normal", the ChirpStack v4 decoder beside it (a customer's) for low.

const BANDS = [
  'EU868',
  'US915',
  'US915 HYBRID',
  'CN779',
  'EU433',
  'AU915',
  'AU915 OLD',
  'CN470',
  'AS923',
  'KR920',
  'IN865',
  'CN470 PREQEL',
];

function readDeviceInfo(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 10);
  const millivolts = u16le(bytes, 2);
  out.set('a_payloadtype', 'The 1st payload for device information');
  out.set('b_batterylevel', u8(bytes, 1) === 0 ? 'battery is normal' : 'low battery');
  out.set('c_battery_voltage', `${millivolts / 1000}V`);
  out.set('d_firmware_version', `V${u8(bytes, 4)}.${u8(bytes, 5)}.${u8(bytes, 6)}`);
  out.set('e_Frequency_Plan', BANDS[u8(bytes, 7)] ?? 'STE920');
  out.set('f_BLE_Open_Time', `${u16le(bytes, 8)}minutes`);
  out.reading('battery_mv', millivolts);
}

/** Temperature in 0.01 °C above -45 °C, humidity in 0.01 %, each with the device's alarm byte. */
function readSensors(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 8);
  const celsius = (u16le(bytes, 2) - 4500) / 100;
  const humidity = u16le(bytes, 5) / 100;
  const alarms = [u8(bytes, 4), u8(bytes, 7)];
  out.set('a_payloadtype', 'The 2nd payload for Sensor data');
  out.set('g_Sensor_Type', u8(bytes, 1) === 1 ? 'I2C' : 'unknown');
  out.set('h_Temperature_Value', celsius);
  out.set('i_Temperature_alarm', alarms[0] === 0 ? 'Non-Alarm' : 'Alarm');
  out.set('j_Humidity_Value', `${humidity}%`);
  out.set('k_Humidity_alarm', alarms[1] === 0 ? 'Non-Alarm' : 'Alarm');
  out.reading('temperature', celsius);
  out.reading('humidity', humidity);
  out.reading(
    'threshold_alarm',
    alarms.some((alarm) => alarm !== 0),
  );
}

export const mokoLw002Th: ModelDecoder = {
  modelId: 'moko/lw002-th',
  vendor: 'MOKO',
  model: 'LW002-TH',
  fPorts: 'any',
  defaultFPort: 1,
  readings: ['temperature', 'humidity', 'threshold_alarm', 'battery_mv'],
  location: false,
  decode(bytes) {
    const out = new ResultBuilder();
    const kind = u8(bytes, 0);
    if (kind === 0x01) readDeviceInfo(bytes, out);
    else if (kind === 0x10) readSensors(bytes, out);
    else throw new DecodeError(`unknown LW002-TH frame type 0x${kind.toString(16).padStart(2, '0')}`);
    return out.build();
  },
  commandsNote:
    "MOKO's downlink commands are not encoded: send a raw command from MOKO's LW002-TH payload document.",
};
