import {
  decentlabModel,
  offset,
  type SensorGroup,
  type SensorReading,
  sensorValue as value,
  type Word,
} from '../formats/decentlab.ts';
import { battery, sht21Air } from '../formats/decentlab-sensors.ts';

// More Decentlab devices, each with its sensor groups in flag-bit order (decentlab/decentlab-decoders
// at ae766f03a27b0391f794ef1bf2b47bcb7ebad5a9, <device>/<device>.js; DL-PR36CTD's file is the one
// with kp=8192, kec=1024, the parameters TTN's codec dl-pr36ctd-8192-1024 names). Formulas keep
// Decentlab's order of operations, so that our values are the vendor's to the last bit. Model ids:
// `decentlab/` and the model name in lower case, as TTN's device repository names the ones it has
// (DL-PHEHT, DL-PR36CTD, DL-NTU, DL-OPTOD, DL-MES5); the others (DL-SHT21, DL-5TE, DL-GS3, DL-10HS,
// DL-CTD10B) follow the same rule.
//
// Readings in our units (V to mV, bar to kPa, m³⋅m⁻³ to %). Left in the vendor fields: statuses,
// the probes' electronics temperatures, dielectric permittivity, DL-10HS's raw reading, water
// conductivity (DL-CTD10B, DL-PR36CTD, as DL-CTD10's), redox and pH millivolts, turbidity,
// suspended solids, sludge blanket and dissolved oxygen (no reading field of ours is one of them).

const soilMoisture: SensorReading = { field: 'soil_moisture', scale: 100 };

/** A soil probe's three words: permittivity (x0 / divisor), its water content, temperature, conductivity. */
const soilProbe = (
  permittivity: number,
  vwc: (e: number) => number,
  temperature: (x: Word) => number,
  conductivity: (x: Word) => number,
): SensorGroup => ({
  length: 3,
  values: [
    value('dielectric_permittivity', (x) => x(0) / permittivity),
    value('volumetric_water_content', (x) => vwc(x(0) / permittivity), soilMoisture),
    value('soil_temperature', temperature, { field: 'soil_temperature' }),
    value('electrical_conductivity', conductivity, { field: 'soil_conductivity' }),
  ],
});

/** METER 5TE: the 5TM's Topp equation and temperature, and its conductivity in tens of µS⋅cm⁻¹. */
const fiveTe = soilProbe(
  50,
  (e) => 0.0000043 * e ** 3 - 0.00055 * e ** 2 + 0.0292 * e - 0.053,
  (x) => (x(1) - 400) / 10,
  (x) => x(2) * 10,
);

/** METER GS3. */
const gs3 = soilProbe(
  100,
  (e) => 0.00000589 * e ** 3 - 0.000762 * e ** 2 + 0.0367 * e - 0.0753,
  offset(1, 10),
  (x) => x(2),
);

/** METER 10HS: the probe's output in mV (3000 mV full scale), and its calibration to water content. */
const tenHsMillivolts = (x: Word) => (3000 * (x(0) - 32768)) / 32768;
const tenHs: SensorGroup = {
  length: 1,
  values: [
    value('raw_sensor_reading', (x) => ((3 * (x(0) - 32768)) / 32768) * 1000),
    value(
      'volumetric_water_content',
      (x) =>
        2.97 * 10 ** -9 * tenHsMillivolts(x) ** 3 -
        7.37 * 10 ** -6 * tenHsMillivolts(x) ** 2 +
        6.69 * 10 ** -3 * tenHsMillivolts(x) -
        1.92,
      soilMoisture,
    ),
  ],
};

/** DL-CTD10B: DL-CTD10's words, with the temperature offset by 32768 and conductivity in 2 µS⋅cm⁻¹. */
const ctd10b: SensorGroup = {
  length: 4,
  values: [
    value('water_depth', (x) => x(0) - 32768, { field: 'liquid_level_mm' }),
    value('temperature', offset(1, 10), { field: 'temperature' }),
    value('electrical_conductivity', (x) => x(2) * 2),
    value('freezing_flag', (x) => x(3)),
  ],
};

/** DL-PR36CTD: kp words a bar, kec words a mS⋅cm⁻¹ (TTN's codec: 8192 and 1024). */
const pr36ctd = (kp: number, kec: number): SensorGroup => ({
  length: 4,
  values: [
    value('pressure', (x) => (x(0) - 32768) / kp, { field: 'liquid_pressure_kpa', scale: 100 }),
    value('temperature_electronics', offset(1, 256)),
    value('temperature_pt1000', offset(2, 256), { field: 'temperature' }),
    value('electrical_conductivity', (x) => (x(3) - 32768) / kec),
  ],
});

/** The water-quality probes' five words: status, temperature (0.01 °C), then three of their own. */
const waterProbe = (
  rest: readonly [name: string, convert: (x: Word) => number, reading?: SensorReading][],
): SensorGroup => ({
  length: 5,
  values: [
    value('status', (x) => x(0)),
    value('temperature', offset(1, 100), { field: 'temperature' }),
    ...rest.map(([name, convert, reading]) => value(name, convert, reading)),
  ],
});

/** DL-PHEHT: pH, ORP (redox) and temperature. */
const pheht = waterProbe([
  ['ph', offset(2, 100), { field: 'ph' }],
  ['redox', offset(3, 10)],
  ['ph_mv', offset(4, 10)],
]);

/** DL-NTU: turbidity. */
const ntu = waterProbe([
  ['turbidity_in_ntu', (x) => x(2) / 10],
  ['turbidity_in_fnu', (x) => x(3) / 10],
  ['turbidity_in_mg_l', (x) => x(4) / 10],
]);

/** DL-OPTOD: dissolved oxygen. */
const optod = waterProbe([
  ['oxygen_saturation', offset(2, 100)],
  ['oxygen_concentration', offset(3, 100)],
  ['oxygen_concentration_alt', offset(4, 100)],
]);

/** DL-MES5: suspended solids and turbidity. */
const mes5 = waterProbe([
  ['sludge_blanket', (x) => x(2) / 100],
  ['suspended_solid', (x) => x(3) / 100],
  ['turbidity', (x) => x(4) / 10],
]);

// Air temperature and humidity.
export const decentlabSht21 = decentlabModel('DL-SHT21', [sht21Air, battery]);

// Soil.
export const decentlab5te = decentlabModel('DL-5TE', [fiveTe, battery]);
export const decentlabGs3 = decentlabModel('DL-GS3', [gs3, battery]);
export const decentlab10hs = decentlabModel('DL-10HS', [tenHs, battery]);

// Water level, pressure and quality.
export const decentlabCtd10b = decentlabModel('DL-CTD10B', [ctd10b, battery]);
export const decentlabPr36ctd = decentlabModel('DL-PR36CTD', [pr36ctd(8192, 1024), battery]);
export const decentlabPheht = decentlabModel('DL-PHEHT', [pheht, battery]);
export const decentlabNtu = decentlabModel('DL-NTU', [ntu, battery]);
export const decentlabOptod = decentlabModel('DL-OPTOD', [optod, battery]);
export const decentlabMes5 = decentlabModel('DL-MES5', [mes5, battery]);
