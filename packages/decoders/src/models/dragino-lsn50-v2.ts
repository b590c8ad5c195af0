import { requireLength, s16be, u8, u16be, u24be, u32be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

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

const MODE_NAMES: Record<number, string> = {
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
const LENGTHS: Record<number, number> = { 2: 12, 8: 17 };

export const lsn50v2Mode = (bytes: Uint8Array): number => (u8(bytes, 6) & 0x7c) >> 2;

const tenths = (bytes: Uint8Array, at: number): number => s16be(bytes, at) / 10;
const volts = (bytes: Uint8Array, at: number): number => u16be(bytes, at) / 1000;
const isNull = (bytes: Uint8Array, at: number): boolean => u16be(bytes, at) === 0x7fff;

/** A DS18B20 word: "NULL" for 0x7FFF, as the decoder prints it. */
function probeField(bytes: Uint8Array, at: number, out: ResultBuilder, name: string): void {
  out.set(name, isNull(bytes, at) ? 'NULL' : tenths(bytes, at));
}

/** The red probe's reading: none for 0 (no probe fitted) or past the DS18B20's range. */
export function redProbeReading(bytes: Uint8Array, out: ResultBuilder): void {
  const raw = u16be(bytes, 2);
  // 0xFFFF is what a missing probe reads as well (vendor/dragino/lsn50v2-d20-d22-d23.js "NULL").
  if (raw === 0 || raw === 0x7fff || raw === 0xffff) return;
  const celsius = tenths(bytes, 2);
  if (celsius < -55 || celsius > 125) {
    out.warn(`DS18B20 probe value ${celsius} °C is outside the probe's -55 to 125 °C: not stored`);
    return;
  }
  out.reading('external_temperature', celsius);
}

function iicSensor(bytes: Uint8Array, out: ResultBuilder): void {
  if (u16be(bytes, 9) === 0) {
    out.set('Illum', u16be(bytes, 7));
    out.reading('illuminance', u16be(bytes, 7));
    return;
  }
  const word = u16be(bytes, 7);
  if (word === 0x7fff || word === 0xffff) out.set('TempC_SHT', 'NULL');
  else {
    out.set('TempC_SHT', tenths(bytes, 7));
    out.reading('temperature', tenths(bytes, 7));
  }
  if (u16be(bytes, 9) === 0xffff) out.set('Hum_SHT', 'NULL');
  else {
    out.set('Hum_SHT', u16be(bytes, 9) / 10);
    out.reading('humidity', u16be(bytes, 9) / 10);
  }
}

const pin = (byte: number, trigger: number, state: number) => [
  byte & trigger ? 'TRUE' : 'FALSE',
  byte & state ? 'CLOSE' : 'OPEN',
];

/** The port 2 frame of the LSN50v2 firmware 1.8 decoder, into `out`. */
export function decodeLsn50v2Frame(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 11);
  const mode = lsn50v2Mode(bytes);
  const needed = LENGTHS[mode] ?? 11;
  if (bytes.length < needed)
    throw new DecodeError(`work mode ${mode} needs ${needed} bytes, got ${bytes.length}`);
  const status = u8(bytes, 6);
  out.set('Digital_IStatus', status & 0x02 ? 'H' : 'L');
  if (mode !== 2) {
    out.set('BatV', volts(bytes, 0));
    out.reading('battery_mv', u16be(bytes, 0));
    probeField(bytes, 2, out, 'TempC1');
    redProbeReading(bytes, out);
    if (mode !== 8) out.set('ADC_CH0V', volts(bytes, 4));
  }
  if (mode !== 5 && mode !== 6) {
    const [trigger, door] = pin(status, 0x01, 0x80);
    out.set('EXTI_Trigger', trigger);
    out.set('Door_status', door);
  }
  const name = MODE_NAMES[mode];
  if (name === undefined) {
    out.warn(`work mode ${mode} is not one the LSN50v2 decoder knows; common fields only`);
    return;
  }
  out.set('Work_mode', name);
  switch (mode) {
    case 0:
      iicSensor(bytes, out);
      break;
    case 1: {
      const millimetres = u16be(bytes, 7);
      out.set('Distance_cm', millimetres === 0 ? 'NULL' : millimetres / 10);
      if (u16be(bytes, 9) !== 0xffff) out.set('Distance_signal_strength', u16be(bytes, 9));
      if (millimetres !== 0) out.reading('distance_mm', millimetres);
      break;
    }
    case 2:
      out.set('BatV', u8(bytes, 11) / 10);
      out.set('ADC_CH0V', volts(bytes, 0));
      out.set('ADC_CH1V', volts(bytes, 2));
      out.set('ADC_CH4V', volts(bytes, 4));
      out.reading('battery_mv', u8(bytes, 11) * 100);
      iicSensor(bytes, out);
      break;
    case 3:
      probeField(bytes, 7, out, 'TempC2');
      probeField(bytes, 9, out, 'TempC3');
      break;
    case 4:
      out.set('Weight', (u16be(bytes, 9) << 16) | u16be(bytes, 7));
      break;
    case 5:
      out.set('Count', u32be(bytes, 7));
      out.reading('pulse_count', u32be(bytes, 7));
      break;
    case 6: {
      const names = ['EXTI1', 'EXTI2', 'EXTI3'];
      const pins = [pin(status, 0x01, 0x80), pin(u8(bytes, 7), 0x10, 0x01), pin(u8(bytes, 8), 0x10, 0x01)];
      names.forEach((prefix, i) => {
        out.set(`${prefix}_Trigger`, pins[i]?.[0]);
        out.set(`${prefix}_Status`, pins[i]?.[1]);
      });
      break;
    }
    case 7:
      out.set('ADC_CH1V', volts(bytes, 7));
      out.set('ADC_CH4V', volts(bytes, 9));
      break;
    default:
      probeField(bytes, 4, out, 'TempC2');
      probeField(bytes, 7, out, 'TempC3');
      out.set('Count1', u32be(bytes, 9));
      out.set('Count2', u32be(bytes, 13));
  }
  if (bytes.length > needed)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${needed} bytes decoded`);
}

const BANDS: Record<number, string> = {
  1: 'EU868',
  2: 'US915',
  3: 'IN865',
  4: 'AU915',
  5: 'KZ865',
  6: 'RU864',
  7: 'AS923',
  8: 'AS923_1',
  9: 'AS923_2',
  10: 'AS923_3',
  11: 'CN470',
  12: 'EU433',
  13: 'KR920',
  14: 'MA869',
  15: 'AS923_4',
};

/** Port 5 of the LSN50v2 firmware 1.8 (and the LSN50v2-S31's): no battery, the uplink interval. */
export function decodeLsn50v2Status(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('FIRMWARE_VERSION', `${u8(bytes, 2) & 0x0f}.${u8(bytes, 3) >> 4}.${u8(bytes, 3) & 0x0f}`);
  const band = BANDS[u8(bytes, 0)];
  if (band === undefined) out.warn(`unknown frequency band ${u8(bytes, 0)}`);
  else out.set('FREQUENCY_BAND', band);
  out.set('SUB_BAND', u8(bytes, 1) === 0xff ? 'NULL' : u8(bytes, 1));
  out.set('TDC_sec', u24be(bytes, 4));
  return out.build();
}

export const draginoLsn50V2: ModelDecoder = {
  modelId: 'dragino/lsn50-v2',
  vendor: 'Dragino',
  model: 'LSN50v2',
  fPorts: [2, 5],
  defaultFPort: 2,
  readings: [
    'battery_mv',
    'external_temperature',
    'temperature',
    'humidity',
    'illuminance',
    'distance_mm',
    'pulse_count',
  ],
  location: false,
  decode(bytes, fPort) {
    if (fPort === 5) return decodeLsn50v2Status(bytes);
    const out = new ResultBuilder();
    decodeLsn50v2Frame(bytes, out);
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
