import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { draginoSigned, probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino SE01-LB / SE01-LS soil moisture, temperature and conductivity sensor (the LSE01's
// successor), big-endian. Names as Dragino's decoder (dragino/dragino-end-node-decoder
// SE01-LB/se01-lb_TTN_Decoder.txt), Node_type left out:
//   port 2, 11 bytes: battery (low 14 bits, mV), the optional DS18B20 (s16 / 10; 0 = no probe, as
//     the LSE01), then by the mode in byte 10 bit 7 (bit 4 the sensor flag, bits 3-0 the interrupt
//     flag): MOD 0, moisture (/ 100 %), soil temperature (/ 100 °C, Dragino's (raw - 0xFFFF) for
//     negatives, as the LSE01), conductivity (µS/cm); MOD 1, the probe's raw values (dielectric
//     constant / 10, raw moisture, raw conductivity), vendor fields only.
//   port 3, the datalog: kept as the vendor prints it (DATALOG); its entries read as LHT65N entries
//     (two words / 100, one / 10), which the SE01-LB manual does not confirm: no readings.
//   port 5, the device status.

const MOD_RAW = 1;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const probe = s16be(bytes, 2);
  const flags = u8(bytes, 10);
  const mode = flags >> 7;
  out.set('BatV', millivolts / 1000);
  out.set('temp_DS18B20', (probe / 10).toFixed(2));
  out.reading('battery_mv', millivolts);
  probeReading(out, probe);
  if (mode === MOD_RAW) {
    out.set('Soil_dielectric_constant', (u16be(bytes, 4) / 10).toFixed(1));
    out.set('Raw_water_SOIL', u16be(bytes, 6));
    out.set('Raw_conduct_SOIL', u16be(bytes, 8));
  } else {
    const moisture = u16be(bytes, 4) / 100;
    const temperature = draginoSigned(u16be(bytes, 6)) / 100;
    const conductivity = u16be(bytes, 8);
    out.set('temp_SOIL', temperature.toFixed(2));
    out.set('water_SOIL', moisture.toFixed(2));
    out.set('conduct_SOIL', conductivity);
    out.reading('soil_moisture', moisture);
    out.reading('soil_temperature', temperature);
    out.reading('soil_conductivity', conductivity);
  }
  out.set('s_flag', (flags >> 4) & 0x01);
  out.set('i_flag', flags & 0x0f);
  out.set('Mod', mode);
  if (bytes.length > 11) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  setDatalog(
    bytes,
    out,
    (at, _time, seconds) => [
      s16be(bytes, at) / 100,
      s16be(bytes, at + 2) / 100,
      (u16be(bytes, at + 4) & 0x0fff) / 10,
      draginoTime(seconds),
    ],
    { pnackmdAt: 6 },
  );
  out.warn('datalog entries kept as fields: their layout is not documented for the SE01-LB');
  return out.build();
}

export const draginoSe01Lb = draginoModel({
  modelId: 'dragino/se01-lb',
  model: 'SE01-LB / SE01-LS',
  readings: ['soil_moisture', 'soil_temperature', 'soil_conductivity', 'temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 38: 'SE01-LB' }),
  },
});
