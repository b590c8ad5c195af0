import { requireLength, s16be, u8, u16be, u24be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import {
  LSN50_LENGTHS,
  LSN50_MODES,
  lsn50Mode,
  probeWord,
  readCommonMode,
  readDistance,
  readExti,
  readIic,
} from '../formats/dragino-lsn50.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { DRAGINO_BANDS, draginoFirmware } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LSN50v2 (LSN50-V2) sensor node, firmware 1.8, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder "LSN50 & LSN50-v2/LSN50V2_v1.8.0_Decoder_TTN.txt"), which the
// TTN codec (vendor/dragino/lsn50-v2.js) repeats, Node_type left out. Port 2: byte 6 holds the work
// mode in bits 6-2, the PA12 digital input in bit 1, the interrupt in bit 0 and its pin in bit 7.
//   Every mode but 2: BatV (bytes 0-1, mV), the red DS18B20 TempC1 (2-3, signed 0.1 °C, 0x7FFF
//     "NULL"), ADC_CH0V (4-5, mV; not in mode 8). Modes 5 and 6 leave out EXTI_Trigger and
//     Door_status.
//   0 IIC: an SHT2x / SHT3x temperature (signed 0.1 °C) and humidity (0.1 %) at 7-10, 0x7FFF /
//     0xFFFF "NULL"; a humidity word of 0 makes 7-8 the BH1750's lux instead.
//   1 Distance: a distance word in mm (Distance_cm / 10; 0 "NULL") and its signal strength.
//   2 3ADC+IIC, 12 bytes: three ADC words at 0-5, the IIC sensor at 7-10, BatV in byte 11 (0.1 V).
//   3 3DS18B20: probes 2 and 3 at 7-10.  4 Weight: 32 bits, low word first (9-10, 7-8).
//   5 1Count: a u32 count at 7-10.  6 3Interrupt: three interrupt pins (bytes 6, 7, 8).
//   7 3ADC+1DS18B20: ADC words at 7-10.  8 3DS18B20+2Count, 17 bytes: probe 2 at 4-5, probe 3 at
//     7-8, two u32 counts at 9-16.
// Port 5: band, sub-band, firmware, the uplink interval in seconds.
// Readings: the battery; TempC1 as `external_temperature` (0x0000, the word a node without its
// probe sends as in lsn50-v2-codec.yaml's example, 0xFFFF, and a word past the DS18B20's -55..125 °C
// are no probe); the IIC sensor's temperature, humidity or lux; the distance; mode 5's count. Probes 2
// and 3, the ADCs, the weight and mode 8's counts are vendor fields.

const volts = (bytes: Uint8Array, at: number): number => u16be(bytes, at) / 1000;

/** The red probe's reading: none for 0 (no probe fitted) or past the DS18B20's range. */
export function redProbeReading(bytes: Uint8Array, out: ResultBuilder): void {
  const raw = u16be(bytes, 2);
  // 0xFFFF is what a missing probe reads as well (vendor/dragino/lsn50v2-d20-d22-d23.js "NULL").
  if (raw === 0 || raw === 0x7fff || raw === 0xffff) return;
  const celsius = s16be(bytes, 2) / 10;
  if (celsius < -55 || celsius > 125) {
    out.warn(`DS18B20 probe value ${celsius} °C is outside the probe's -55 to 125 °C: not stored`);
    return;
  }
  out.reading('external_temperature', celsius);
}

/** Modes 1, 2, 7 and 8, as this decoder reads them. */
function readOwnMode(bytes: Uint8Array, mode: number, out: ResultBuilder): void {
  switch (mode) {
    case 1: {
      const millimetres = readDistance(bytes, out);
      if (millimetres !== 0) out.reading('distance_mm', millimetres);
      break;
    }
    case 2:
      out.set('BatV', u8(bytes, 11) / 10);
      out.set('ADC_CH0V', volts(bytes, 0));
      out.set('ADC_CH1V', volts(bytes, 2));
      out.set('ADC_CH4V', volts(bytes, 4));
      out.reading('battery_mv', u8(bytes, 11) * 100);
      readIic(bytes, out);
      break;
    case 7:
      out.set('ADC_CH1V', volts(bytes, 7));
      out.set('ADC_CH4V', volts(bytes, 9));
      break;
    default:
      out.set('TempC2', probeWord(bytes, 4));
      out.set('TempC3', probeWord(bytes, 7));
      out.set('Count1', u32be(bytes, 9));
      out.set('Count2', u32be(bytes, 13));
  }
}

/** The port 2 frame of the LSN50v2 firmware 1.8 decoder, into `out`. */
export function decodeLsn50v2Frame(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 11);
  const mode = lsn50Mode(bytes);
  const needed = LSN50_LENGTHS[mode] ?? 11;
  if (bytes.length < needed)
    throw new DecodeError(`work mode ${mode} needs ${needed} bytes, got ${bytes.length}`);
  const status = u8(bytes, 6);
  out.set('Digital_IStatus', status & 0x02 ? 'H' : 'L');
  if (mode !== 2) {
    out.set('BatV', volts(bytes, 0));
    out.reading('battery_mv', u16be(bytes, 0));
    out.set('TempC1', probeWord(bytes, 2));
    redProbeReading(bytes, out);
    if (mode !== 8) out.set('ADC_CH0V', volts(bytes, 4));
  }
  if (mode !== 5 && mode !== 6) readExti(status, out);
  const name = LSN50_MODES[mode];
  if (name === undefined) {
    out.warn(`work mode ${mode} is not one the LSN50v2 decoder knows; common fields only`);
    return;
  }
  out.set('Work_mode', name);
  if (!readCommonMode(bytes, mode, out)) readOwnMode(bytes, mode, out);
  if (bytes.length > needed)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${needed} bytes decoded`);
}

/** Port 5 of the LSN50v2 firmware 1.8 (and the LSN50v2-S31's): no battery, the uplink interval. */
export function decodeLsn50v2Status(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 2));
  const band = DRAGINO_BANDS[u8(bytes, 0)];
  if (band === undefined) out.warn(`unknown frequency band ${u8(bytes, 0)}`);
  else out.set('FREQUENCY_BAND', band);
  out.set('SUB_BAND', u8(bytes, 1) === 0xff ? 'NULL' : u8(bytes, 1));
  out.set('TDC_sec', u24be(bytes, 4));
  return out.build();
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  decodeLsn50v2Frame(bytes, out);
  return out.build();
}

export const draginoLsn50V2 = draginoModel({
  modelId: 'dragino/lsn50-v2',
  model: 'LSN50v2',
  readings: [
    'battery_mv',
    'external_temperature',
    'temperature',
    'humidity',
    'illuminance',
    'distance_mm',
    'pulse_count',
  ],
  frame: decodeFrame,
  ports: { 5: decodeLsn50v2Status },
});
