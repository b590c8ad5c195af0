import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
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

const MODES: Record<number, string> = {
  0: 'IIC',
  1: 'Distance',
  2: '3ADC+IIC',
  3: '3DS18B20',
  4: 'Weight',
  5: '1Count',
  6: '3Interrupt',
  7: '3ADC+1DS18B20',
  8: '3DS18B20+2Count',
  9: 'PWM',
  10: 'TMP117',
  11: 'Count+SHT31',
};
const LENGTHS: Record<number, number> = { 2: 12, 8: 17 };
const NULL_WORD = 0x7fff;
const ABSENT_WORD = 0xffff;

const tenths = (bytes: Uint8Array, at: number): number => s16be(bytes, at) / 10;
const flag = (byte: number, mask: number, on: string, off: string): string => (byte & mask ? on : off);

/** A DS18B20 word, "NULL" when absent. */
function probeField(bytes: Uint8Array, at: number): number | 'NULL' {
  return u16be(bytes, at) === NULL_WORD ? 'NULL' : tenths(bytes, at);
}

/** An SHT temperature and humidity at `at` (mode 0 and 2: 7; mode 11: 2). */
function sht(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const rawTemperature = u16be(bytes, at);
  const rawHumidity = u16be(bytes, at + 2);
  const temperatureAbsent = rawTemperature === NULL_WORD || rawTemperature === ABSENT_WORD;
  out.set('TempC_SHT', temperatureAbsent ? 'NULL' : tenths(bytes, at));
  out.set('Hum_SHT', rawHumidity === ABSENT_WORD ? 'NULL' : rawHumidity / 10);
  if (!temperatureAbsent) out.reading('temperature', tenths(bytes, at));
  if (rawHumidity !== ABSENT_WORD) out.reading('humidity', rawHumidity / 10);
}

/** Modes 0 and 2: a BH1750 when the humidity word is 0, else an SHT sensor. */
function iic(bytes: Uint8Array, out: ResultBuilder): void {
  if (u16be(bytes, 9) !== 0) {
    sht(bytes, 7, out);
    return;
  }
  out.set('Illum', u16be(bytes, 7));
  out.reading('illuminance', u16be(bytes, 7));
}

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

function threeInterrupts(bytes: Uint8Array, out: ResultBuilder): void {
  const status = u8(bytes, 6);
  out.set('EXTI1_Trigger', flag(status, 0x01, 'TRUE', 'FALSE'));
  out.set('EXTI1_Status', flag(status, 0x80, 'CLOSE', 'OPEN'));
  out.set('EXTI2_Trigger', flag(u8(bytes, 7), 0x10, 'TRUE', 'FALSE'));
  out.set('EXTI2_Status', flag(u8(bytes, 7), 0x01, 'CLOSE', 'OPEN'));
  out.set('EXTI3_Trigger', flag(u8(bytes, 8), 0x10, 'TRUE', 'FALSE'));
  out.set('EXTI3_Status', flag(u8(bytes, 8), 0x01, 'CLOSE', 'OPEN'));
}

/** The mode's own bytes (7 onwards, or 2-5 in mode 11). */
function decodeMode(bytes: Uint8Array, mode: number, out: ResultBuilder): void {
  switch (mode) {
    case 0:
    case 2:
      iic(bytes, out);
      return;
    case 1: {
      const millimetres = u16be(bytes, 7);
      out.set('Distance_cm', millimetres === 0 ? 'NULL' : millimetres / 10);
      if (u16be(bytes, 9) !== ABSENT_WORD) out.set('Distance_signal_strength', u16be(bytes, 9));
      if (millimetres === 0) out.warn('distance 0: no distance sensor answered');
      else out.reading('distance_mm', millimetres);
      return;
    }
    case 3:
      out.set('TempC2', probeField(bytes, 7));
      out.set('TempC3', probeField(bytes, 9));
      return;
    case 4:
      // The vendor's word order: bytes 9-10 high, 7-8 low.
      out.set('Weight', (u16be(bytes, 9) << 16) | u16be(bytes, 7));
      return;
    case 5:
      count('Count', bytes, 7, out, true);
      return;
    case 6:
      threeInterrupts(bytes, out);
      return;
    case 7:
      out.set('ADC2', u16be(bytes, 7) / 1000);
      out.set('ADC3', u16be(bytes, 9) / 1000);
      return;
    case 8:
      out.set('TempC2', probeField(bytes, 4));
      out.set('TempC3', probeField(bytes, 7));
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
      sht(bytes, 2, out);
      count('Count', bytes, 7, out, true);
      return;
    default:
      out.warn(`unknown work mode ${mode}; the common fields only`);
  }
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const mode = (u8(bytes, 6) & 0x7c) >> 2;
  const length = LENGTHS[mode] ?? 11;
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
    out.set('TempC1', probeField(bytes, 2));
    if (mode !== 8) out.set('ADC1_V', u16be(bytes, 4) / 1000);
    out.reading('battery_mv', u16be(bytes, 0));
    if (mode !== 10 && mode !== 11) probeTemperature(out, u16be(bytes, 2), 1);
  }
  if (mode !== 5 && mode !== 6) {
    out.set('EXTI_Trigger', flag(status, 0x01, 'TRUE', 'FALSE'));
    out.set('Door_status', flag(status, 0x80, 'CLOSE', 'OPEN'));
  }
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

export const draginoSn50v3Lb: ModelDecoder = {
  modelId: 'dragino/sn50v3-lb',
  vendor: 'Dragino',
  model: 'SN50v3-LB / SN50v3-LS',
  fPorts: [2, 5],
  defaultFPort: 2,
  readings: READINGS,
  location: false,
  decode: (bytes, fPort) =>
    fPort === 5 ? decodeDraginoStatus(bytes, { 28: 'SN50_v3-LB' }) : decodeFrame(bytes),
  commands: draginoCommands(sources.dragino),
};
