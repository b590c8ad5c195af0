import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { requireLength, s8, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LSN50v2-D20 (and its D22 / D23 variants): an LSN50v2 with 1-3 DS18B20 probes, fPort 2,
// 11 bytes (12 in work mode 2). Byte 6 holds the work mode in bits 2-6 (0 IIC, 1 distance,
// 2 3ADC, 3 three DS18B20, 4 weight, 5 count, 6 interrupt, 31 the alarm settings reply), the
// interrupt / alarm flag in bit 0, the digital input in bit 1 and the door pin in bit 7.
// Field names and values follow TTN's vendor/dragino/lsn50v2-d20.js (0a254aaa), which Dragino
// also publishes as dragino-end-node-decoder LSN50v2-D20-D22-D23/LSN50v2-D20-Decoder.txt (that
// one adds Node_type "LSN50-D23"; we do not). Temperatures are signed 0.1 °C words.
//
// Probe 1 (bytes 2-3, the "red" probe) is `external_temperature`; probes 2 and 3 of work mode 3
// (bytes 7-8 white, 9-10 black) stay in the fields, having no reading of their own.
// "No probe": 0x7FFF (3276.7 °C, Dragino's "no sensor" word, see D23-LB_v1.3_TTN_decode.txt) and
// 0xFFFF (what a missing probe reads, "NULL" in TTN's lsn50v2-d20-d22-d23.js) give no reading and
// a warning, at the cost of a genuine -0.1 °C now and then.

const NO_PROBE = new Set([0x7fff, 0xffff]);

export const LSN50V2_MODES = {
  iic: 0,
  distance: 1,
  adc3: 2,
  ds18b20: 3,
  weight: 4,
  count: 5,
  interrupt: 6,
  alarmSettings: 31,
} as const;

export const workMode = (bytes: Uint8Array): number => (u8(bytes, 6) & 0x7c) >> 2;

/** Length check shared by both D20 codecs: 11 bytes, 12 in work mode 2 (battery in byte 11). */
export function requireLsn50v2Length(bytes: Uint8Array): number {
  requireLength(bytes, 7);
  const mode = workMode(bytes);
  // The codec takes 11 or 12 bytes in any mode; work mode 2 needs the 12th (its battery).
  const lengths = mode === LSN50V2_MODES.adc3 ? [12] : [11, 12];
  if (!lengths.includes(bytes.length)) {
    throw new DecodeError(
      `payload of ${bytes.length} bytes in work mode ${mode} (expected ${lengths.join(' or ')})`,
    );
  }
  return mode;
}

const tenths = (raw: number): number => raw / 10;

/** A DS18B20 word: `external_temperature` for probe 1, a warning when no probe answers. */
export function probeTemperature(out: ResultBuilder, raw: number, probe: number): void {
  if (NO_PROBE.has(raw)) {
    const word = raw.toString(16).toUpperCase().padStart(4, '0');
    out.warn(`temperature probe ${probe} reads 0x${word} (no probe connected); not stored`);
    return;
  }
  if (probe === 1) out.reading('external_temperature', tenths(raw & 0x8000 ? raw - 0x10000 : raw));
}

/** Battery and probe 1, in every work mode but 2. */
export function batteryAndProbe1(bytes: Uint8Array, out: ResultBuilder): void {
  out.reading('battery_mv', u16be(bytes, 0));
  probeTemperature(out, u16be(bytes, 2), 1);
}

/** The SHT temperature / humidity or, when the humidity word is 0, the BH1750 light of modes 0 and 2. */
function iicSensor(bytes: Uint8Array, out: ResultBuilder): void {
  if (u16be(bytes, 9) === 0) {
    const lux = s16be(bytes, 7);
    out.set('Illum', lux);
    out.reading('illuminance', lux);
    return;
  }
  out.set('TempC_SHT', tenths(s16be(bytes, 7)));
  out.set('Hum_SHT', tenths(u16be(bytes, 9)));
  out.reading('temperature', tenths(s16be(bytes, 7)));
  out.reading('humidity', tenths(u16be(bytes, 9)));
}

const flag = (bytes: Uint8Array, mask: number, on: string, off: string): string =>
  u8(bytes, 6) & mask ? on : off;

/** The LSN50v2-D20 codec's fields and our readings; `mode` from requireLsn50v2Length. */
export function decodeLsn50v2D20(bytes: Uint8Array, mode: number, out: ResultBuilder): void {
  const m = LSN50V2_MODES;
  if (mode !== m.adc3 && mode !== m.alarmSettings) {
    out.set('BatV', u16be(bytes, 0) / 1000);
    out.set('TempC1', tenths(s16be(bytes, 2)));
    out.set('ADC_CH0V', u16be(bytes, 4) / 1000);
    out.set('Digital_IStatus', flag(bytes, 0x02, 'H', 'L'));
    if (mode !== m.interrupt) {
      out.set('EXTI_Trigger', flag(bytes, 0x01, 'TRUE', 'FALSE'));
      out.set('Door_status', flag(bytes, 0x80, 'CLOSE', 'OPEN'));
    }
    batteryAndProbe1(bytes, out);
  }
  switch (mode) {
    case m.iic:
      out.set('Work_mode', 'IIC');
      iicSensor(bytes, out);
      break;
    case m.distance: {
      // The codec's work mode name has a leading space; the distance word is in mm.
      out.set('Work_mode', ' Distance');
      out.set('Distance_cm', tenths(u16be(bytes, 7)));
      if (u16be(bytes, 9) !== 0xffff) out.set('Distance_signal_strength', u16be(bytes, 9));
      out.reading('distance_mm', u16be(bytes, 7));
      break;
    }
    case m.adc3:
      out.set('Work_mode', ' 3ADC');
      out.set('BatV', u8(bytes, 11) / 10);
      out.set('ADC_CH0V', u16be(bytes, 0) / 1000);
      out.set('ADC_CH1V', u16be(bytes, 2) / 1000);
      out.set('ADC_CH4V', u16be(bytes, 4) / 1000);
      out.set('Digital_IStatus', flag(bytes, 0x02, 'H', 'L'));
      out.set('EXTI_Trigger', flag(bytes, 0x01, 'TRUE', 'FALSE'));
      out.set('Door_status', flag(bytes, 0x80, 'CLOSE', 'OPEN'));
      out.reading('battery_mv', u8(bytes, 11) * 100);
      iicSensor(bytes, out);
      break;
    case m.ds18b20:
      out.set('Work_mode', '3DS18B20');
      out.set('TempC2', tenths(s16be(bytes, 7)));
      out.set('TempC3', tenths(s16be(bytes, 9)));
      // Bit 0 is the temperature alarm in this mode ("ALARM_status" in lsn50v2-d20-d22-d23.js).
      out.alarm((u8(bytes, 6) & 0x01) !== 0);
      break;
    case m.weight:
      out.set('Work_mode', 'Weight');
      out.set('Weight', s16be(bytes, 7));
      break;
    case m.count:
      // The codec builds the count with `<<`, which turns counts from 2^31 negative; ours is unsigned.
      out.set('Work_mode', 'Count');
      out.set('Count', u32be(bytes, 7));
      out.reading('pulse_count', u32be(bytes, 7));
      break;
    case m.alarmSettings:
      out.set('Work_mode', 'ALARM');
      out.set('BatV', u16be(bytes, 0) / 1000);
      out.set('TempC1', tenths(s16be(bytes, 2)));
      out.set('TempC1MIN', s8(bytes, 4));
      out.set('TempC1MAX', s8(bytes, 5));
      out.set('SHTEMPMIN', s8(bytes, 7));
      out.set('SHTEMPMAX', s8(bytes, 8));
      out.set('SHTHUMMIN', u8(bytes, 9));
      out.set('SHTHUMMAX', u8(bytes, 10));
      batteryAndProbe1(bytes, out);
      break;
    case m.interrupt:
      break;
    default:
      // The codec gives only the common fields for modes it does not know.
      out.warn(`work mode ${mode} is not one the LSN50v2-D20 codec decodes; common fields only`);
  }
}

export const LSN50V2_D20_READINGS: readonly ReadingField[] = [
  'external_temperature',
  'battery_mv',
  'threshold_alarm',
  'temperature',
  'humidity',
  'illuminance',
  'distance_mm',
  'pulse_count',
];

export const draginoLsn50v2D20: ModelDecoder = {
  modelId: 'dragino/lsn50v2-d20',
  vendor: 'Dragino',
  model: 'LSN50v2-D20',
  fPorts: [2],
  defaultFPort: 2,
  readings: LSN50V2_D20_READINGS,
  location: false,
  decode(bytes) {
    const mode = requireLsn50v2Length(bytes);
    const out = new ResultBuilder();
    decodeLsn50v2D20(bytes, mode, out);
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
