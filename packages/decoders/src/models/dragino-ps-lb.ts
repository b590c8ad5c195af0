import { requireLength, u8, u16be } from '../bytes.ts';
import { draginoTime, eachDatalogEntry } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino PS-LB / PS-LS 4-20 mA pressure sensor: an immersion probe (water depth) or a threaded
// pressure or differential-pressure transmitter, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder PS-LB/PS-LB_v1.2_decoder.txt), Node_type left out:
//   port 2, 9 bytes: battery (mV), the probe model (byte 2 the kind: 0 depth, 1 pressure,
//     2 differential pressure; byte 3 its range code), the current loop (µA), the 0-30 V input
//     (mV), a status byte (bits 7-4 the rate-of-change flags, 3-0 the inputs). The vendor turns
//     the current into the probe's value by a table per range code (0 at 4 mA or less).
//   port 3, the datalog, and port 7, several current samples: vendor fields only (which datalog
//     word is the current is not documented: the decoder converts the second, bytes 4-5).
//   port 5, the device status.
// Readings: a depth probe's water depth is `liquid_level_mm`; a pressure probe's pressure is
// `liquid_pressure_kpa`. The v1.2 decoder names every pressure "Water_pressure_kPa" though range
// codes 1-9 give MPa (its v1.1 file calls those Water_pressure_MPa, 10-12 kPa): we convert them.
// A loop current under 3.8 mA is a broken loop or no probe (NAMUR NE 43), not an empty tank: no
// reading and a warning. Differential pressure (Pa, air) has no reading field: vendor field only.

const KIND_DEPTH = 0x00;
const KIND_PRESSURE = 0x01;
const KIND_DIFFERENTIAL = 0x02;
const LOOP_FAULT_BELOW_MA = 3.8;

type Scale = { perMa: number; fromMa: number };
const from4 = (perMa: number): Scale => ({ perMa, fromMa: 4 });
const from12 = (perMa: number): Scale => ({ perMa, fromMa: 12 });

/** Pressure range codes: per mA above 4 (or 12, for ranges centred on 0) in MPa, or kPa for 10-12. */
const PRESSURE: Record<number, Scale & { kpaPerUnit: number }> = {
  1: { ...from4(0.0375), kpaPerUnit: 1000 },
  2: { ...from4(0.0625), kpaPerUnit: 1000 },
  3: { ...from4(0.1), kpaPerUnit: 1000 },
  4: { ...from4(0.15625), kpaPerUnit: 1000 },
  5: { ...from4(0.625), kpaPerUnit: 1000 },
  6: { ...from4(2.5), kpaPerUnit: 1000 },
  7: { ...from4(3.75), kpaPerUnit: 1000 },
  8: { ...from4(-0.00625), kpaPerUnit: 1000 },
  9: { ...from12(0.0125), kpaPerUnit: 1000 },
  10: { ...from4(0.3125), kpaPerUnit: 1 },
  11: { ...from4(3.125), kpaPerUnit: 1 },
  12: { ...from4(6.25), kpaPerUnit: 1 },
};

/** Differential pressure range codes, in Pa. */
const DIFFERENTIAL: Record<number, Scale> = {
  1: from4(6.25),
  2: from4(12.5),
  3: from4(18.75),
  4: from4(62.5),
  5: from4(125),
  6: from4(187.5),
  7: from4(250),
  8: from4(312.5),
  9: from4(625),
  10: from12(12.5),
  11: from12(25),
  12: from12(125),
};

const round3 = (value: number): number => Number.parseFloat(value.toFixed(3));

/** The vendor's conversion: 0 at 4 mA or less, else the scale; undefined for an unknown code. */
function convert(milliamps: number, scale: Scale | undefined): number | undefined {
  if (scale === undefined) return undefined;
  return milliamps <= 4 ? 0 : round3((milliamps - scale.fromMa) * scale.perMa);
}

/** The range table of a probe kind; undefined for an unknown kind or range code. */
function scaleOf(kind: number, range: number): Scale | undefined {
  // A depth probe's range code is its range in metres; 0 would turn every current into 0 cm.
  if (kind === KIND_DEPTH) return range === 0 ? undefined : from4((range * 100) / 16);
  if (kind === KIND_PRESSURE) return PRESSURE[range];
  if (kind === KIND_DIFFERENTIAL) return DIFFERENTIAL[range];
  return undefined;
}

const VALUE_NAMES: Record<number, string> = {
  [KIND_DEPTH]: 'Water_deep_cm',
  [KIND_PRESSURE]: 'Water_pressure_kPa',
  [KIND_DIFFERENTIAL]: 'Differential_pressure_Pa',
};

const hex = (byte: number): string => byte.toString(16).padStart(2, '0');
const level = (flags: number, mask: number): string => (flags & mask ? 'High' : 'Low');

function decodeProbe(kind: number, range: number, milliamps: number, out: ResultBuilder): void {
  const name = VALUE_NAMES[kind];
  const value = convert(milliamps, scaleOf(kind, range));
  if (name === undefined || value === undefined) {
    out.warn(`unknown probe model ${hex(kind)}${hex(range)}; the loop current is kept as a field only`);
    return;
  }
  out.set(name, value);
  if (kind === KIND_DIFFERENTIAL) return;
  if (milliamps < LOOP_FAULT_BELOW_MA) {
    out.warn(`loop current ${milliamps} mA is under ${LOOP_FAULT_BELOW_MA} mA: no probe reading`);
  } else if (kind === KIND_DEPTH) {
    out.reading('liquid_level_mm', Number.parseFloat((value * 10).toFixed(2)));
  } else {
    out.reading('liquid_pressure_kpa', round3(value * (PRESSURE[range]?.kpaPerUnit ?? 1)));
  }
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 9);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const milliamps = u16be(bytes, 4) / 1000;
  const flags = u8(bytes, 8);
  out.set('Bat_V', millivolts / 1000);
  out.set('Probe_mod', hex(u8(bytes, 2)) + hex(u8(bytes, 3)));
  out.set('IDC_intput_mA', milliamps);
  out.set('VDC_intput_V', u16be(bytes, 6) / 1000);
  out.set('IN1_pin_level', level(flags, 0x08));
  out.set('IN2_pin_level', level(flags, 0x04));
  out.set('Exti_pin_level', level(flags, 0x02));
  out.set('Exti_status', flags & 0x01 ? 'True' : 'False');
  out.set('IDC_Roc_flagL', flags & 0x80 ? 'TRUE' : 'FALSE');
  out.set('IDC_Roc_flagH', flags & 0x40 ? 'TRUE' : 'FALSE');
  out.set('VDC_Roc_flagL', flags & 0x20 ? 'TRUE' : 'FALSE');
  out.set('VDC_Roc_flagH', flags & 0x10 ? 'TRUE' : 'FALSE');
  out.reading('battery_mv', millivolts);
  decodeProbe(u8(bytes, 2), u8(bytes, 3), milliamps, out);
  if (bytes.length > 9) out.warn(`unexpected ${bytes.length}-byte frame; the first 9 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  let log = '';
  eachDatalogEntry(bytes, out, (at, _time, seconds) => {
    const kind = u8(bytes, at);
    const range = u8(bytes, at + 1);
    const second = u16be(bytes, at + 4) / 1000;
    const flags = u8(bytes, at + 6);
    const converted = convert(second, scaleOf(kind, range));
    const columns = [
      hex(kind) + hex(range),
      u16be(bytes, at + 2) / 1000,
      second,
      level(flags, 0x08),
      level(flags, 0x04),
      level(flags, 0x02),
      flags & 0x01 ? 'True' : 'False',
      converted,
      draginoTime(seconds),
    ];
    log += `[${columns.join(',')}]`;
  });
  out.set('DATALOG2', log);
  out.set('PNACKMD', u8(bytes, 6) & 0x80 ? 'True' : 'False');
  out.warn('datalog entries kept as fields: which word is the loop current is not documented');
  return out.build();
}

function decodeSamples(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 4);
  const out = new ResultBuilder();
  let log = '';
  for (let at = 2; at + 1 < bytes.length; at += 2) log += `[${(u16be(bytes, at) / 1000).toFixed(3)}]`;
  out.set('Bat_V', u16be(bytes, 0) / 1000);
  out.set('DATALOG', log);
  out.reading('battery_mv', u16be(bytes, 0));
  return out.build();
}

export const draginoPsLb = draginoModel({
  modelId: 'dragino/ps-lb',
  model: 'PS-LB / PS-LS',
  readings: ['liquid_level_mm', 'liquid_pressure_kpa', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 22: 'PS-LB' }),
    7: decodeSamples,
  },
});
