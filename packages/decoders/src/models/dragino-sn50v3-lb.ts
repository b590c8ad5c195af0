import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import {
  LSN50_LENGTHS,
  LSN50_MODES,
  lsn50Mode,
  probeWord,
  readCommonMode,
  readDistance,
  readExti,
  readIic,
  readSht,
} from '../formats/dragino-lsn50.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { probeTemperature } from './dragino-lsn50v2-d20.ts';

// Dragino SN50v3-LB / SN50v3-LS generic sensor node (the LSN50v2's successor), port 2, big-endian.
// Names as Dragino's decoder (dragino/dragino-end-node-decoder SN50_v3-LB/SN50_v3-LB_TTN_decode.txt),
// Node_type left out. Byte 6 holds the work mode in bits 6-2, the PA8 level in bit 7
// (Door_status), the digital input in bit 1 and the interrupt in bit 0. Every mode but 2 starts
// with the battery (mV), the DS18B20 on PA4 (TempC1, s16 / 10 °C, 0x7FFF "NULL") and ADC1 (mV):
//   0 IIC: an SHT2x/SHT3x (temperature / 10, humidity / 10; 0x7FFF / 0xFFFF "NULL") or, when the
//     humidity word is 0, a BH1750 (lux);  1 distance: the word at 7 in mm (0: "NULL"), its signal
//     strength;  2 3ADC+IIC, 12 bytes: three ADCs, the IIC sensor, the battery in byte 11 (/ 10 V);
//   3 three DS18B20;  4 weight (HX711);  5 count;  6 three interrupts;  7 3ADC+1DS18B20;
//   8 3DS18B20+2Count, 17 bytes (probe 2 at bytes 4-5: no ADC1);  9 PWM input;  10 TMP117 (/ 100);
//   11 Count+SHT31 (the SHT31 at bytes 2-5, where the vendor also prints TempC1 and ADC1_V).
// Readings: TempC1 is `external_temperature` (no reading for 0x7FFF / 0xFFFF, as on the LSN50v2)
// except in modes 2 and 11, where those bytes are no DS18B20, and mode 10, whose TMP117 is it;
// the SHT sensor is `temperature` / `humidity`; the BH1750 `illuminance`; mode 1 `distance_mm`;
// the counts of modes 5, 11 and the first of mode 8 `pulse_count` (a running total). Probes 2 and
// 3, the ADCs, the weight, the interrupts and PWM stay vendor fields.

const MODES: Record<number, string> = { ...LSN50_MODES, 9: 'PWM', 10: 'TMP117', 11: 'Count+SHT31' };
const NULL_WORD = 0x7fff;

const flag = (byte: number, mask: number, on: string, off: string): string => (byte & mask ? on : off);

function count(name: string, bytes: Uint8Array, at: number, out: ResultBuilder, reading: boolean): void {
  out.set(name, u32be(bytes, at));
  if (reading) out.reading('pulse_count', u32be(bytes, at));
}

function pwm(bytes: Uint8Array, out: ResultBuilder): void {
  const milliseconds = (u8(bytes, 6) & 0x02) !== 0;
  const period = u16be(bytes, 7);
  const high = u16be(bytes, 9);
  out.set('pwm_mode', milliseconds ? 'ms' : 'us');
  out.set('Frequency', period === 0 ? 0 : Math.trunc((milliseconds ? 1000 : 1_000_000) / period));
  out.set('Dutycycle', period === 0 ? 0 : Number.parseFloat(((high / period) * 100).toFixed(1)));
}

/** The mode's own bytes (7 onwards, or 2-5 in mode 11): the LSN50v2's where they agree. */
function decodeMode(bytes: Uint8Array, mode: number, out: ResultBuilder): void {
  if (readCommonMode(bytes, mode, out)) return;
  switch (mode) {
    case 1: {
      const millimetres = readDistance(bytes, out);
      if (millimetres === 0) out.warn('distance 0: no distance sensor answered');
      else out.reading('distance_mm', millimetres);
      return;
    }
    case 2:
      readIic(bytes, out);
      return;
    case 7:
      out.set('ADC2', u16be(bytes, 7) / 1000);
      out.set('ADC3', u16be(bytes, 9) / 1000);
      return;
    case 8:
      out.set('TempC2', probeWord(bytes, 4));
      out.set('TempC3', probeWord(bytes, 7));
      count('Count1', bytes, 9, out, true);
      count('Count2', bytes, 13, out, false);
      return;
    case 9:
      pwm(bytes, out);
      return;
    case 10: {
      const absent = u16be(bytes, 7) === NULL_WORD;
      out.set('TempC_tmp117', absent ? 'NULL' : s16be(bytes, 7) / 100);
      if (absent) out.warn('TMP117 reads 0x7FFF (no probe connected); not stored');
      else out.reading('external_temperature', s16be(bytes, 7) / 100);
      return;
    }
    case 11:
      readSht(bytes, 2, out);
      count('Count', bytes, 7, out, true);
      return;
    default:
      out.warn(`unknown work mode ${mode}; the common fields only`);
  }
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const mode = lsn50Mode(bytes);
  const length = LSN50_LENGTHS[mode] ?? 11;
  requireLength(bytes, length);
  const out = new ResultBuilder();
  const status = u8(bytes, 6);
  if (![2, 6, 7, 8].includes(mode)) out.set('Digital_IStatus', flag(status, 0x02, 'H', 'L'));
  if (mode === 2) {
    out.set('BatV', u8(bytes, 11) / 10);
    out.set('ADC1_V', u16be(bytes, 0) / 1000);
    out.set('ADC2_V', u16be(bytes, 2) / 1000);
    out.set('ADC3_V', u16be(bytes, 4) / 1000);
    out.reading('battery_mv', u8(bytes, 11) * 100);
  } else {
    out.set('BatV', u16be(bytes, 0) / 1000);
    out.set('TempC1', probeWord(bytes, 2));
    if (mode !== 8) out.set('ADC1_V', u16be(bytes, 4) / 1000);
    out.reading('battery_mv', u16be(bytes, 0));
    if (mode !== 10 && mode !== 11) probeTemperature(out, u16be(bytes, 2), 1);
  }
  if (mode !== 5 && mode !== 6) readExti(status, out);
  const name = MODES[mode];
  if (name !== undefined) out.set('Work_mode', name);
  decodeMode(bytes, mode, out);
  if (bytes.length > length)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${length} bytes decoded`);
  return out.build();
}

const READINGS: readonly ReadingField[] = [
  'external_temperature',
  'temperature',
  'humidity',
  'illuminance',
  'distance_mm',
  'pulse_count',
  'battery_mv',
];

export const draginoSn50v3Lb = draginoModel({
  modelId: 'dragino/sn50v3-lb',
  model: 'SN50v3-LB / SN50v3-LS',
  readings: READINGS,
  frame: decodeFrame,
  ports: { 5: (bytes) => decodeDraginoStatus(bytes, { 28: 'SN50_v3-LB' }) },
});
