import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LHT65N-VIB vibration sensor (an LHT65N with a vibration probe), big-endian. Names as
// Dragino's decoder (dragino/dragino-end-node-decoder LHT65N-VIB/LHT65N-VIB_TTN_Decoder_V1.3.js),
// Node_type left out. The TTN codec (vendor/dragino/lht65n-vib.js) is not followed: it is stored
// as one line with its line breaks written out ("\n"), which no JavaScript engine runs.
//   port 2, 11 bytes: battery mV; a status byte (bits 4-2 the mode, bit 1 the periodic uplink
//     "TDC", bit 0 the vibration alarm); then by mode 1: the vibration count (u32) and the minutes
//     the equipment worked (u32); 2: the count, the SHT temperature (signed 0.01 °C) and
//     humidity (low 12 bits, 0.1 %); 3: temperature, humidity and the minutes worked.
//     The decoder builds both u32 with `<<8` on every byte (b3<<8 | b4<<8 | b5<<8 | b6), right
//     below 65536 only; ours are the plain words.
//   port 7, the datalog: the battery, then 6-byte x / y / z accelerations (signed 0.001 g) with no
//     time of their own; port 9: the battery and the largest x / y / z accelerations.
//   port 5, the device status.
// Readings: temperature, humidity, battery, and the vibration alarm as the device's threshold
// alarm; the count and the minutes worked have no reading of their own.

const FRAME = 11;

/** A signed 0.001 g word as the decoder prints it: three decimals, as text. */
const gravity = (bytes: Uint8Array, at: number): string => (s16be(bytes, at) / 1000).toFixed(3);

function climate(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const temperature = s16be(bytes, at) / 100;
  const humidity = (u16be(bytes, at + 2) & 0x0fff) / 10;
  out.set('TempC_SHT', temperature);
  out.set('Hum_SHT', humidity);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const status = u8(bytes, 2);
  const mode = (status >> 2) & 0x07;
  out.set('BatV', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  if (mode === 1 || mode === 2) out.set('vib_count', u32be(bytes, 3));
  if (mode === 1) out.set('work_min', u32be(bytes, 7));
  if (mode === 2) climate(bytes, 7, out);
  if (mode === 3) {
    climate(bytes, 3, out);
    out.set('work_min', u32be(bytes, 7));
  }
  if (mode < 1 || mode > 3) out.warn(`unknown mode ${mode}; only the battery and flags were decoded`);
  out.set('Alarm', status & 0x01 ? 'TRUE' : 'FALSE');
  out.set('TDC', status & 0x02 ? 'YES' : 'NO');
  out.reading('threshold_alarm', (status & 0x01) !== 0);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 2);
  const out = new ResultBuilder();
  const complete = 2 + Math.floor((bytes.length - 2) / 6) * 6;
  let log = '';
  for (let at = 2; at < complete; at += 6) {
    log += `[(${gravity(bytes, at)}),(${gravity(bytes, at + 2)}),(${gravity(bytes, at + 4)})],`;
  }
  out.set('Bat_V', u16be(bytes, 0) / 1000);
  out.set('DATALOG', log);
  out.reading('battery_mv', u16be(bytes, 0));
  if (complete > 2) out.warn('accelerations without their own times: kept in the vendor fields only');
  if (complete < bytes.length)
    out.warn(`payload truncated: entry at byte ${complete} is incomplete; not decoded`);
  return out.build();
}

function decodePeaks(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 8);
  const out = new ResultBuilder();
  out.set('BatV', u16be(bytes, 0) / 1000);
  out.set('max_acc_x_g', gravity(bytes, 2));
  out.set('max_acc_y_g', gravity(bytes, 4));
  out.set('max_acc_z_g', gravity(bytes, 6));
  out.reading('battery_mv', u16be(bytes, 0));
  return out.build();
}

export const draginoLht65nVib = draginoModel({
  modelId: 'dragino/lht65n-vib',
  model: 'LHT65N-VIB',
  readings: ['temperature', 'humidity', 'threshold_alarm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 63: 'LHT65N-VIB' }),
    7: decodeDatalog,
    9: decodePeaks,
  },
});
