import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoTime } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { draginoSigned, probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino SE02-LB soil moisture, temperature and conductivity sensor with two probes (the SE01-LB's
// frame twice), big-endian. Names as Dragino's decoder (dragino/dragino-end-node-decoder SE02-LB/
// SE02V1.0-Chirpstack.txt; its TTN twin SE02V1.0-TTN.txt no longer parses since May 2025: a
// `return` lost its brace), Node_type left out:
//   port 2, 17 bytes: battery (low 14 bits, mV), the optional DS18B20 (s16 / 10; 0 = no probe, as
//     the SE01-LB), probe 1 (bytes 4-9) and probe 2 (10-15), then the flags byte (bit 7 the mode,
//     bit 4 the sensor flag, bits 3-0 the interrupt flag). MOD 0: moisture (/ 100 %), soil
//     temperature (/ 100 °C, Dragino's (raw - 0xFFFF) for negatives), conductivity (µS/cm); MOD 1:
//     the raw values (dielectric constant / 10, raw moisture, raw conductivity), fields only.
//     Probe 1 gives the readings; probe 2 has no reading fields of its own: vendor fields.
//   port 3, the datalog: 17-byte entries, printed as the vendor prints them (four s16 / 100, two
//     u16, the time in bytes 13-16; PNACKMD from byte 12); which column is which is documented
//     nowhere at hand: no readings.
//   port 5, the device status.

const FRAME = 17;
const ENTRY = 17;

function readProbe(bytes: Uint8Array, at: number, suffix: string, raw: boolean, out: ResultBuilder): void {
  if (raw) {
    out.set(`Soil_dielectric_constant${suffix}`, (u16be(bytes, at) / 10).toFixed(1));
    out.set(`Raw_water_SOIL${suffix}`, u16be(bytes, at + 2));
    out.set(`Raw_conduct_SOIL${suffix}`, u16be(bytes, at + 4));
    return;
  }
  const moisture = u16be(bytes, at) / 100;
  const temperature = draginoSigned(u16be(bytes, at + 2)) / 100;
  const conductivity = u16be(bytes, at + 4);
  out.set(`temp_SOIL${suffix}`, temperature.toFixed(2));
  out.set(`water_SOIL${suffix}`, moisture.toFixed(2));
  out.set(`conduct_SOIL${suffix}`, conductivity);
  if (suffix !== '') return;
  out.reading('soil_moisture', moisture);
  out.reading('soil_temperature', temperature);
  out.reading('soil_conductivity', conductivity);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const probe = s16be(bytes, 2);
  const flags = u8(bytes, 16);
  const mode = flags >> 7;
  out.set('BatV', millivolts / 1000);
  out.set('temp_DS18B20', (probe / 10).toFixed(2));
  out.reading('battery_mv', millivolts);
  probeReading(out, probe);
  readProbe(bytes, 4, '', mode === 1, out);
  readProbe(bytes, 10, '2', mode === 1, out);
  out.set('s_flag', (flags >> 4) & 0x01);
  out.set('i_flag', flags & 0x0f);
  out.set('Mod', mode);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, ENTRY);
  const out = new ResultBuilder();
  const complete = Math.floor(bytes.length / ENTRY) * ENTRY;
  let log = '';
  for (let at = 0; at < complete; at += ENTRY) {
    const hundredths = [0, 2, 6, 8].map((offset) => s16be(bytes, at + offset) / 100);
    const [a, b, c, d] = hundredths;
    const columns = [a, b, u16be(bytes, at + 4), c, d, u16be(bytes, at + 10)];
    log += `[${[...columns, draginoTime(u32be(bytes, at + 13))].join(',')}],`;
  }
  out.set('DATALOG', log);
  out.set('PNACKMD', u8(bytes, 12) & 0x80 ? 'True' : 'False');
  if (complete < bytes.length) {
    out.warn(`payload truncated: datalog entry at byte ${complete} is incomplete; not decoded`);
  }
  out.warn('datalog entries kept as fields: their layout is not documented for the SE02-LB');
  return out.build();
}

export const draginoSe02Lb = draginoModel({
  modelId: 'dragino/se02-lb',
  model: 'SE02-LB',
  readings: ['soil_moisture', 'soil_temperature', 'soil_conductivity', 'temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 241: 'SE02-LB' }),
  },
});
