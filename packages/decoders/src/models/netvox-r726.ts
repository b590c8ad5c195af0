import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8, u16be, u32be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, type ReportReader, readBattery } from '../formats/netvox.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox R72615 and R72615A outdoor sensors (the "R726 Series", device type 0x09 for both): one
// layout with the RA0715 (TTN device repository vendor/netvox/payload/ra0715_r72615_ra0715y_r72615a.js,
// r72615-codec.yaml, r72615a-codec.yaml). Report types 0x01-0x10 each carry three sensor words
// (bytes 4-5, 6-7, 8-9) of whichever probes the unit was built with; a word 0xFFFF is "NoSensor".
// The codec also takes the word 0x00FF for "NoSensor" (its checkSensorExist compares every word
// with 0xFF as well), so it cannot print a PM10 of 255 µg/m³; ours does. It compares the
// four-byte air pressure with 0xFFFFFFFF after building it as a signed number, so an absent
// barometer prints -0.01 there; ours says "NoSensor".
// Units as the codec scales them: PM in µg/m³, CO2 in ppm (0.1 ppm words: r72615-codec.yaml's
// 0x1388 is 500), temperature 0.01 °C signed, humidity 0.01 %, wind speed 0.01 m/s, direction in
// degrees, air pressure 0.01 hPa (the RA08B manual's 0x0001870F, 1001.11 hPa, read the same way).
// Readings: PM2.5, PM10, CO2, temperature, humidity, wind, air pressure and the soil probe of type
// 0x10 (whose names the Netvox codecs share: Soil_VWC, Soil_Temp). The gases whose unit no Netvox
// document we found states (O3, CO, NO, NO2, SO2, H2S, NH3), the noise level, the water probes and
// particle counts are vendor fields. The battery byte 0x00 is a unit on DC power (Netvox's
// manuals: "0x00 means is powered by DC power source"): no battery reading, no warning.

type Word = {
  name: string;
  scale: number;
  signed?: boolean;
  field?: ReadingField;
};

const NO_SENSOR = 0xffff;

function word(bytes: Uint8Array, at: number, spec: Word, out: ResultBuilder): void {
  const raw = u16be(bytes, at);
  if (raw === NO_SENSOR) {
    out.set(spec.name, 'NoSensor');
    return;
  }
  const signed = spec.signed && raw & 0x8000 ? raw - 0x10000 : raw;
  const value = signed / spec.scale;
  out.set(spec.name, value);
  if (spec.field) out.reading(spec.field, value);
}

const w = (name: string, scale = 1, field?: ReadingField, signed = false): Word => ({
  name,
  scale,
  field,
  signed,
});

function threeWords(a: Word, b?: Word, c?: Word): ReportReader {
  return (bytes, out) => {
    [a, b, c].forEach((spec, i) => {
      if (spec) word(bytes, 4 + 2 * i, spec, out);
    });
  };
}

function battery(bytes: Uint8Array, out: ResultBuilder): void {
  if (u8(bytes, 3) === 0) out.set('Volt', 0);
  else readBattery(bytes, 3, out);
}

const withBattery =
  (read: ReportReader): ReportReader =>
  (bytes, out) => {
    battery(bytes, out);
    read(bytes, out);
  };

const pm = threeWords(w('PM1_0'), w('PM2_5', 1, 'pm2_5'), w('PM10', 1, 'pm10'));

const reports: Record<number, ReportReader> = {
  1: pm,
  2: pm,
  3: threeWords(w('um0_3'), w('um0_5'), w('um1_0')),
  4: threeWords(w('um2_5'), w('um5_0'), w('um10')),
  5: threeWords(w('O3', 10), w('CO', 10), w('NO', 10)),
  6: threeWords(w('NO2', 10), w('SO2', 10), w('H2S', 10)),
  7: threeWords(w('CO2', 10, 'co2'), w('NH3', 10), w('Noise', 10)),
  8: (bytes, out) => {
    threeWords(w('PH', 100), w('TempPH', 100, undefined, true))(bytes, out);
    const orp = u16be(bytes, 8);
    out.set('ORP', orp === NO_SENSOR ? 'NoSensor' : orp & 0x8000 ? orp - 0x10000 : orp);
  },
  9: threeWords(w('NTU', 10), w('TempNTU', 100, undefined, true), w('EC5SoildHumi', 100)),
  10: (bytes, out) => {
    threeWords(w('SoildHumi5TE', 100), w('SoildTemp5TE', 100, undefined, true), w('WaterLevel'))(bytes, out);
    const ec = u8(bytes, 10);
    out.set('EC5TE', ec === 0xff ? 'NoSensor' : ec / 10);
  },
  11: threeWords(w('TempLDO', 100, undefined, true), w('LDO_DO', 100), w('LDO_Sat', 10)),
  12: threeWords(
    w('Temperature', 100, 'temperature', true),
    w('Humidity', 100, 'humidity'),
    w('WindSpeed', 100, 'wind_speed_ms'),
  ),
  13: (bytes, out) => {
    threeWords(w('WindDirection', 1, 'wind_direction_deg'))(bytes, out);
    const raw = u32be(bytes, 6);
    if (raw === 0xffffffff) {
      out.set('Atomsphere', 'NoSensor');
      return;
    }
    const hpa = raw / 100;
    out.set('Atomsphere', hpa);
    // Air pressure where people are: a value past it is a barometer fault (r72615-codec.yaml's
    // example prints 1.53), not a reading.
    if (hpa >= 300 && hpa <= 1100) out.reading('pressure', hpa);
    else out.warn(`air pressure ${hpa} hPa is not at the ground (300-1100 hPa): not stored`);
  },
  14: threeWords(w('VOC', 10)),
  15: threeWords(w('Nitrogen'), w('Phosphorus'), w('Potassium')),
  16: threeWords(
    w('Soil_VWC', 100, 'soil_moisture'),
    w('Soil_Temp', 100, 'soil_temperature', true),
    w('Soil_EC', 1000),
  ),
};

const family: NetvoxFamily = {
  reports: Object.fromEntries(Object.entries(reports).map(([type, read]) => [type, withBattery(read)])),
  // The ReadConfigReportRsp holds MinTime and MaxTime only.
  config: { changes: () => {} },
};

const readings: readonly ReadingField[] = [
  'pm2_5',
  'pm10',
  'co2',
  'temperature',
  'humidity',
  'wind_speed_ms',
  'wind_direction_deg',
  'pressure',
  'soil_moisture',
  'soil_temperature',
  'battery_mv',
  'low_battery',
];

export const netvoxR72615 = netvoxModel(family, 'R72615', 0x09, readings);
export const netvoxR72615a = netvoxModel(family, 'R72615A', 0x09, readings);
