import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { draginoSigned, probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino SE0X-LB soil sensor node with up to four soil probes (the SE01-LB's probe, several at
// once), big-endian. Names as Dragino's decoder (dragino/dragino-end-node-decoder SE0X-LB/SE0X-LB
// decoder.txt), Node_type left out:
//   port 2: battery (low 14 bits, mV), the optional DS18B20 (s16 / 10; 0 = no probe, as the
//     SE01-LB), byte 4 (bit 7 Mod, bit 6 i_flag, bits 3-0 the probes fitted: bit 3 probe 1 ...
//     bit 0 probe 4, printed as s_flag "1010"), then six bytes a probe at a fixed place (probe n at
//     byte 5 + 6 (n - 1), whether the ones before it are fitted or not): MOD 0, moisture (/ 100 %),
//     soil temperature (/ 100 °C, Dragino's (raw - 0xFFFF) for negatives, as the SE01-LB),
//     conductivity (µS/cm); MOD 1, the raw values (dielectric constant / 10, raw moisture, raw
//     conductivity), fields only. Probe 1 gives the `soil_*` readings (one per field, as the
//     network-decoded names read them); probes 2-4 are fields. A payload that ends before a fitted
//     probe is refused (the vendor reads 0 or NaN there).
//   port 5, the device status.

const MOD_RAW = 1;
const PROBES = 4;
const FIRST_PROBE = 5;
const PROBE = 6;

function readProbe(
  bytes: Uint8Array,
  at: number,
  n: number,
  raw: boolean,
  out: ResultBuilder,
  store: boolean,
) {
  if (raw) {
    out.set(`Soil_dielectric_constant${n}`, (u16be(bytes, at) / 10).toFixed(1));
    out.set(`Raw_water_SOIL${n}`, u16be(bytes, at + 2));
    out.set(`Raw_conduct_SOIL${n}`, u16be(bytes, at + 4));
    return;
  }
  const moisture = u16be(bytes, at) / 100;
  const temperature = draginoSigned(u16be(bytes, at + 2)) / 100;
  const conductivity = u16be(bytes, at + 4);
  out.set(`temp_SOIL${n}`, temperature.toFixed(2));
  out.set(`water_SOIL${n}`, moisture.toFixed(2));
  out.set(`conduct_SOIL${n}`, conductivity);
  if (!store) return;
  out.reading('soil_moisture', moisture);
  out.reading('soil_temperature', temperature);
  out.reading('soil_conductivity', conductivity);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FIRST_PROBE);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const probe = s16be(bytes, 2);
  const flags = u8(bytes, 4);
  const raw = flags >> 7 === MOD_RAW;
  const fitted = Array.from({ length: PROBES }, (_, index) => ((flags >> (3 - index)) & 0x01) === 1);
  const last = fitted.lastIndexOf(true);
  const length = FIRST_PROBE + (last + 1) * PROBE;
  requireLength(bytes, length);
  out.set('BatV', millivolts / 1000);
  out.set('i_flag', (flags >> 6) & 0x01);
  out.set('Mod', flags >> 7);
  out.set('s_flag', fitted.map((on) => (on ? '1' : '0')).join(''));
  out.set('temp_DS18B20', (probe / 10).toFixed(2));
  out.reading('battery_mv', millivolts);
  probeReading(out, probe);
  fitted.forEach((on, index) => {
    if (on) readProbe(bytes, FIRST_PROBE + index * PROBE, index + 1, raw, out, index === 0);
  });
  if (bytes.length > length)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${length} bytes decoded`);
  return out.build();
}

export const draginoSe0xLb = draginoModel({
  modelId: 'dragino/se0x-lb',
  model: 'SE0X-LB (up to four soil probes)',
  readings: ['soil_moisture', 'soil_temperature', 'soil_conductivity', 'temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 249: 'SE0X-LB' }),
  },
});
