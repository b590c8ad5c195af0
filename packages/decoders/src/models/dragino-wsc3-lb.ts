import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino WSC3-LB compact weather station, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder WSC3-LB/WSC3-LB.txt), Node_type left out:
//   port 2, 18 bytes: battery (low 14 bits, mV), Payload_Ver, rain (the rain gauge's running tip
//     count, u32 → `pulse_count`), the optional DS18B20 (s16 / 10 → `external_temperature`; 0 = no
//     probe, as the other Dragino nodes), air temperature (s16 / 10), humidity (u16 / 10 %), air
//     pressure (u16 / 100, printed in kPa → `pressure` in hPa, u16 / 10), illumination (u16, lux),
//     i_flag (byte 17 bit 5).
//   port 5, the device status.
// The WSC2-Compact-LS (dragino-wsc2-compact-ls.ts) sends the same 18 bytes and its extra sensors
// after them.

export const WSC_HEADER = 18;

/** The WSC3-LB's 18-byte frame (the WSC2-Compact-LS's first 18 bytes) into `out`. */
export function readWscHeader(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, WSC_HEADER);
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const rain = u32be(bytes, 3);
  const probe = s16be(bytes, 7);
  const temperature = s16be(bytes, 9) / 10;
  const humidity = u16be(bytes, 11) / 10;
  const pressure = u16be(bytes, 13);
  const illumination = u16be(bytes, 15);
  out.set('BatV', millivolts / 1000);
  out.set('Payload_Ver', u8(bytes, 2));
  out.set('rain', rain);
  out.set('temp_DS18B20', (probe / 10).toFixed(2));
  out.set('Temperature', temperature);
  out.set('Humidity', humidity);
  out.set('Pressure', (pressure / 100).toFixed(2));
  out.set('illumination', illumination);
  out.set('i_flag', (u8(bytes, 17) >> 5) & 0x01);
  out.reading('battery_mv', millivolts);
  out.reading('pulse_count', rain);
  externalProbe(out, probe);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
  out.reading('pressure', pressure / 10);
  out.reading('illuminance', illumination);
}

/** The DS18B20 beside the station's own air sensor: 0x0000 is no probe, past -55..125 °C no measurement. */
function externalProbe(out: ResultBuilder, raw: number): void {
  if (raw === 0) return;
  const celsius = raw / 10;
  if (celsius < -55 || celsius > 125) {
    out.warn(`DS18B20 probe value ${celsius} °C is outside the probe's -55 to 125 °C: not stored`);
    return;
  }
  out.reading('external_temperature', celsius);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  readWscHeader(bytes, out);
  if (bytes.length > WSC_HEADER) {
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${WSC_HEADER} bytes decoded`);
  }
  return out.build();
}

export const WSC_READINGS = [
  'temperature',
  'humidity',
  'pressure',
  'illuminance',
  'external_temperature',
  'pulse_count',
  'battery_mv',
] as const;

export const draginoWsc3Lb = draginoModel({
  modelId: 'dragino/wsc3-lb',
  model: 'WSC3-LB (compact weather station)',
  readings: WSC_READINGS,
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 74: 'WSC3-LB' }),
  },
});
