import { s16be, u8, u16be, u32be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';

// The parts of the port 2 frame that the LSN50v2 (firmware 1.8, models/dragino-lsn50-v2.ts) and
// its successor the SN50v3-LB (models/dragino-sn50v3-lb.ts) read alike, big-endian, names as
// Dragino's decoders for both: byte 6 holds the work mode in bits 6-2, the PA8 / door level in
// bit 7 and the interrupt in bit 0; modes 0-8 share their names and their bytes 7-10 (the
// ADC names of modes 2 and 7, and what each model stores as a reading, are its own). The
// LSN50v2-S31, S31-LB and D2x-LB, built on the same node, share its status byte (readExti).

/** The work modes both decoders name; the SN50v3-LB adds 9-11. */
export const LSN50_MODES: Readonly<Record<number, string>> = {
  0: 'IIC',
  1: 'Distance',
  2: '3ADC+IIC',
  3: '3DS18B20',
  4: 'Weight',
  5: '1Count',
  6: '3Interrupt',
  7: '3ADC+1DS18B20',
  8: '3DS18B20+2Count',
};

/** Frame lengths other than 11 bytes: mode 2 adds the battery byte, mode 8 a second count. */
export const LSN50_LENGTHS: Readonly<Record<number, number>> = { 2: 12, 8: 17 };

const NULL_WORD = 0x7fff;
const ABSENT_WORD = 0xffff;

export const lsn50Mode = (bytes: Uint8Array): number => (u8(bytes, 6) & 0x7c) >> 2;

const tenths = (bytes: Uint8Array, at: number): number => s16be(bytes, at) / 10;
const flag = (byte: number, mask: number, on: string, off: string): string => (byte & mask ? on : off);

/** A DS18B20 word (signed 0.1 °C), "NULL" for 0x7FFF as the decoders print it. */
export function probeWord(bytes: Uint8Array, at: number): number | 'NULL' {
  return u16be(bytes, at) === NULL_WORD ? 'NULL' : tenths(bytes, at);
}

/** The interrupt (bit 0) and the PA8 level (bit 7) of the status byte. */
export function readExti(status: number, out: ResultBuilder): void {
  out.set('EXTI_Trigger', flag(status, 0x01, 'TRUE', 'FALSE'));
  out.set('Door_status', flag(status, 0x80, 'CLOSE', 'OPEN'));
}

/** An SHT2x / SHT3x at `at`: temperature (0.1 °C; 0x7FFF, 0xFFFF "NULL") and humidity (0.1 %; 0xFFFF "NULL"). */
export function readSht(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const rawTemperature = u16be(bytes, at);
  const rawHumidity = u16be(bytes, at + 2);
  const temperatureAbsent = rawTemperature === NULL_WORD || rawTemperature === ABSENT_WORD;
  out.set('TempC_SHT', temperatureAbsent ? 'NULL' : tenths(bytes, at));
  out.set('Hum_SHT', rawHumidity === ABSENT_WORD ? 'NULL' : rawHumidity / 10);
  if (!temperatureAbsent) out.reading('temperature', tenths(bytes, at));
  if (rawHumidity !== ABSENT_WORD) out.reading('humidity', rawHumidity / 10);
}

/** Modes 0 and 2: a BH1750 (lux at 7-8) when the humidity word is 0, else an SHT sensor at 7. */
export function readIic(bytes: Uint8Array, out: ResultBuilder): void {
  if (u16be(bytes, 9) !== 0) {
    readSht(bytes, 7, out);
    return;
  }
  out.set('Illum', u16be(bytes, 7));
  out.reading('illuminance', u16be(bytes, 7));
}

/**
 * Mode 1: the distance in mm at 7 (Distance_cm, 0 "NULL") and its signal strength (0xFFFF: none).
 * Returns the millimetres; the reading is the model's.
 */
export function readDistance(bytes: Uint8Array, out: ResultBuilder): number {
  const millimetres = u16be(bytes, 7);
  out.set('Distance_cm', millimetres === 0 ? 'NULL' : millimetres / 10);
  if (u16be(bytes, 9) !== ABSENT_WORD) out.set('Distance_signal_strength', u16be(bytes, 9));
  return millimetres;
}

/** Mode 4, the HX711: 32 bits in the decoders' word order, bytes 9-10 high, 7-8 low. */
function readWeight(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('Weight', (u16be(bytes, 9) << 16) | u16be(bytes, 7));
}

/** Mode 6: three interrupt pins, the first in the status byte, the others in bytes 7 and 8. */
function readThreeInterrupts(bytes: Uint8Array, out: ResultBuilder): void {
  const status = u8(bytes, 6);
  out.set('EXTI1_Trigger', flag(status, 0x01, 'TRUE', 'FALSE'));
  out.set('EXTI1_Status', flag(status, 0x80, 'CLOSE', 'OPEN'));
  out.set('EXTI2_Trigger', flag(u8(bytes, 7), 0x10, 'TRUE', 'FALSE'));
  out.set('EXTI2_Status', flag(u8(bytes, 7), 0x01, 'CLOSE', 'OPEN'));
  out.set('EXTI3_Trigger', flag(u8(bytes, 8), 0x10, 'TRUE', 'FALSE'));
  out.set('EXTI3_Status', flag(u8(bytes, 8), 0x01, 'CLOSE', 'OPEN'));
}

/**
 * The modes both decoders read alike: 0 (IIC), 3 (probes 2 and 3 at 7-10), 4 (the weight),
 * 5 (a running count at 7-10, `pulse_count`), 6 (three interrupts). False for another mode.
 */
export function readCommonMode(bytes: Uint8Array, mode: number, out: ResultBuilder): boolean {
  switch (mode) {
    case 0:
      readIic(bytes, out);
      return true;
    case 3:
      out.set('TempC2', probeWord(bytes, 7));
      out.set('TempC3', probeWord(bytes, 9));
      return true;
    case 4:
      readWeight(bytes, out);
      return true;
    case 5:
      out.set('Count', u32be(bytes, 7));
      out.reading('pulse_count', u32be(bytes, 7));
      return true;
    case 6:
      readThreeInterrupts(bytes, out);
      return true;
    default:
      return false;
  }
}
