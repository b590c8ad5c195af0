import { requireLength, u8, u16be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { draginoSigned } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { readWscHeader, WSC_HEADER, WSC_READINGS } from './dragino-wsc3-lb.ts';

// Dragino WSC2-Compact-LS weather station kit, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder WSC2-Compact-LS/WSC2-Compact-LS-V1.0.6_TTN_decoder.txt):
//   port 2: the WSC3-LB's 18 bytes (dragino-wsc3-lb.ts: battery, rain count, DS18B20, air
//     temperature, humidity, pressure, illumination, i_flag), then the sensors byte 17's low bits
//     name, in this order:
//     bit 0, soil probe 1, 6 bytes: moisture (u16 / 100 %), temperature (u16 / 100 °C, Dragino's
//       (raw - 0xFFFF) for negatives, as the SE01-LB), conductivity (µS/cm) → `soil_*`;
//     bit 1, soil probe 2, the same 6 bytes: fields only (one soil reading per field);
//     bit 2, wind, 12 bytes: gust (wind_speed_max), average, speed (each u16 / 10 m/s; WIND_SPEED
//       → `wind_speed_ms`), Beaufort level, angle (u16 / 10 ° → `wind_direction_deg`), direction
//       (the sector number);
//     bit 3, TSR (total solar radiation, W/m² → `solar_radiation_wm2`);
//     bit 4, PAR (µmol/m²·s, a field: no reading for it).
//     A payload shorter than its flags say is rejected (the vendor reads NaN past the end).
//   port 5, the device status; Dragino's decoder names the model byte 0x4A "WSC3-L".

const SOIL_1 = 0x01;
const SOIL_2 = 0x02;
const WIND = 0x04;
const TSR = 0x08;
const PAR = 0x10;

function expectedLength(flags: number): number {
  let length = WSC_HEADER;
  if (flags & SOIL_1) length += 6;
  if (flags & SOIL_2) length += 6;
  if (flags & WIND) length += 12;
  if (flags & TSR) length += 2;
  if (flags & PAR) length += 2;
  return length;
}

function readSoil(bytes: Uint8Array, at: number, suffix: string, out: ResultBuilder, store: boolean): void {
  const moisture = u16be(bytes, at) / 100;
  const temperature = draginoSigned(u16be(bytes, at + 2)) / 100;
  const conductivity = u16be(bytes, at + 4);
  out.set(`temp_SOIL${suffix}`, temperature.toFixed(2));
  out.set(`water_SOIL${suffix}`, moisture.toFixed(2));
  out.set(`conduct_SOIL${suffix}`, conductivity);
  if (!store) return;
  out.reading('soil_moisture', moisture);
  out.reading('soil_temperature', temperature);
  out.reading('soil_conductivity', conductivity);
}

function readWind(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const speed = u16be(bytes, at + 4) / 10;
  const angle = u16be(bytes, at + 8) / 10;
  out.set('wind_speed_max', (u16be(bytes, at) / 10).toFixed(1));
  out.set('wind_speed_average', (u16be(bytes, at + 2) / 10).toFixed(1));
  out.set('WIND_SPEED', speed.toFixed(1));
  out.set('WIND_LEVEL', u16be(bytes, at + 6));
  out.set('WIND_ANGLE', angle.toFixed(1));
  out.set('WIND_DIRECTION', u16be(bytes, at + 10));
  out.reading('wind_speed_ms', speed);
  out.reading('wind_direction_deg', angle);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  readWscHeader(bytes, out);
  const flags = u8(bytes, 17);
  const length = expectedLength(flags);
  requireLength(bytes, length);
  let at = WSC_HEADER;
  if (flags & SOIL_1) {
    readSoil(bytes, at, '', out, true);
    at += 6;
  }
  if (flags & SOIL_2) {
    readSoil(bytes, at, '2', out, false);
    at += 6;
  }
  if (flags & WIND) {
    readWind(bytes, at, out);
    at += 12;
  }
  if (flags & TSR) {
    const radiation = u16be(bytes, at);
    out.set('TSR', radiation);
    out.reading('solar_radiation_wm2', radiation);
    at += 2;
  }
  if (flags & PAR) out.set('PAR', u16be(bytes, at));
  if (bytes.length > length)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${length} bytes decoded`);
  return out.build();
}

export const draginoWsc2CompactLs = draginoModel({
  modelId: 'dragino/wsc2-compact-ls',
  model: 'WSC2-Compact-LS (weather station kit)',
  readings: [
    ...WSC_READINGS,
    'soil_moisture',
    'soil_temperature',
    'soil_conductivity',
    'wind_speed_ms',
    'wind_direction_deg',
    'solar_radiation_wm2',
  ],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 74: 'WSC3-L' }),
  },
});
