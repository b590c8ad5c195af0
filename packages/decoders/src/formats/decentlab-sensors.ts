import {
  airPressure,
  offset,
  type SensorGroup,
  type SensorReading,
  type SensorValue,
  sensorValue as value,
  type Word,
} from './decentlab.ts';

// Each Decentlab device's sensor groups, in flag-bit order, with Decentlab's formulas and names
// (decentlab/decentlab-decoders at ae766f03a27b0391f794ef1bf2b47bcb7ebad5a9, <device>/<device>.js;
// the TTN device repository's vendor/decentlab/dl-*.js give the same values for their codec
// examples). Formulas keep Decentlab's order of operations, so that our values are the vendor's
// to the last bit.
//
// Readings are the ones apps/server's network-decoded mapping gives for the same output (names.ts,
// units.ts), in our units: V to mV, Pa and kPa to hPa, bar to kPa, m³⋅m⁻³ to %. Our own further
// readings, where the mapping has no name: DL-TRS12's soil conductivity, DL-CTD10's water depth,
// DL-PYR's radiation and DL-LID's median distance. Left in the vendor fields: the sensors' own
// temperatures, statuses, raw and filtered values, DL-TRS21's water potential, DL-CTD10's water
// conductivity, DL-WRM's road surface temperature, DL-IAM's activity counter, particle counts and
// lightning.

/** The device's battery, in mV: tens of volts are no battery's (the mapping's window). */
export const battery: SensorGroup = {
  length: 1,
  values: [
    value('battery_voltage', (x) => x(0) / 1000, {
      field: 'battery_mv',
      scale: 1000,
      plausible: { min: 0, max: 20_000, what: "a battery's voltage" },
    }),
  ],
};

/** Sensirion SHT35 (DL-SHT35, DL-WRM, DL-IAM). */
export const sht35Air: SensorGroup = {
  length: 2,
  values: [
    value('air_temperature', (x) => (175 * x(0)) / 65535 - 45, { field: 'temperature' }),
    value('air_humidity', (x) => (100 * x(1)) / 65535, { field: 'humidity' }),
  ],
};

/** Sensirion SHT21 (DL-PM, DL-LP8P). */
export const sht21Air: SensorGroup = {
  length: 2,
  values: [
    value('air_temperature', (x) => (175.72 * x(0)) / 65536 - 46.85, { field: 'temperature' }),
    value('air_humidity', (x) => (125 * x(1)) / 65536 - 6, { field: 'humidity' }),
  ],
};

export const barometer: SensorGroup = {
  length: 1,
  values: [value('barometric_pressure', (x) => x(0) * 2, airPressure(0.01))],
};

export const ds18: SensorGroup = {
  length: 1,
  values: [value('temperature', offset(0, 16), { field: 'temperature' })],
};

export const rhc: SensorGroup = {
  length: 4,
  values: [
    value('sensor_id', (x) => x(0) + x(1) * 65536),
    value('air_humidity', (x) => x(2) / 100, { field: 'humidity' }),
    value('air_temperature', offset(3, 100), { field: 'temperature' }),
  ],
};

export const wrmSurface: SensorGroup = {
  length: 2,
  values: [
    value('surface_temperature', (x) => (x(0) - 1000) / 10),
    value('head_temperature', (x) => (x(1) - 1000) / 10),
  ],
};

const soilMoisture: SensorReading = { field: 'soil_moisture', scale: 100 };

export const fiveTm: SensorGroup = {
  length: 2,
  values: [
    value('dielectric_permittivity', (x) => x(0) / 50),
    value(
      'volumetric_water_content',
      (x) => 0.0000043 * (x(0) / 50) ** 3 - 0.00055 * (x(0) / 50) ** 2 + 0.0292 * (x(0) / 50) - 0.053,
      soilMoisture,
    ),
    value('soil_temperature', (x) => (x(1) - 400) / 10, { field: 'soil_temperature' }),
  ],
};

/** DL-TRS11 / DL-TRS12 (METER TEROS 11 / 12): the first two words of both. */
const teros = (x: Word) => x(0) / 10;
const terosValues: readonly SensorValue[] = [
  value(
    'dielectric_permittivity',
    (x) => (0.000000002887 * teros(x) ** 3 - 0.0000208 * teros(x) ** 2 + 0.05276 * teros(x) - 43.39) ** 2,
  ),
  value('volumetric_water_content', (x) => teros(x) * 0.0003879 - 0.6956, soilMoisture),
  value('soil_temperature', offset(1, 10), { field: 'soil_temperature' }),
];

export const trs11: SensorGroup = { length: 2, values: terosValues };

export const trs12: SensorGroup = {
  length: 3,
  values: [...terosValues, value('electrical_conductivity', (x) => x(2), { field: 'soil_conductivity' })],
};

export const trs21: SensorGroup = {
  length: 2,
  values: [
    value('water_potential', (x) => -(x(0) / 10)),
    value('soil_temperature', offset(1, 10), { field: 'soil_temperature' }),
  ],
};

export const mbx: SensorGroup = {
  length: 2,
  values: [
    value('distance', (x) => x(0), {
      field: 'distance_mm',
      unless: (x) => (x(1) === 0 ? 'no valid sample' : undefined),
    }),
    value('number_of_valid_samples', (x) => x(1)),
  ],
};

const lidStatistics = [
  'average',
  'minimum',
  'maximum',
  'median',
  '10th_percentile',
  '25th_percentile',
  '75th_percentile',
  '90th_percentile',
  'most_frequent_value',
] as const;

/** DL-LID: statistics of a burst of laser samples; the median is the reading, robust to stray ones. */
export const lid: SensorGroup = {
  length: 11,
  values: [
    ...lidStatistics.map((statistic, index) =>
      value(
        `distance_${statistic}`,
        (x) => x(index),
        statistic === 'median'
          ? { field: 'distance_mm', unless: (x) => (x(9) === 0 ? 'no sample' : undefined) }
          : undefined,
      ),
    ),
    value('number_of_samples', (x) => x(9)),
    value('total_acquisition_time', (x) => x(10) / 1.024),
  ],
};

const liquidPressure: SensorReading = { field: 'liquid_pressure_kpa', scale: 100 };
const probeTemperature = value('temperature', (x) => (x(1) - 384) * 0.003125 - 50, { field: 'temperature' });

/** DL-PR21 / DL-PR26: the range, in bar, is the probe's (TTN's codecs': -1 to 10, 0 to 1). */
export const rangedPressure = (pMin: number, pMax: number): SensorGroup => ({
  length: 2,
  values: [
    value('pressure', (x) => ((x(0) - 16384) / 32768) * (pMax - pMin) + pMin, liquidPressure),
    probeTemperature,
  ],
});

/** DL-PR36: kp words a bar, the probe's (TTN's codec: 8192). */
export const pr36 = (kp: number): SensorGroup => ({
  length: 2,
  values: [
    value('pressure', (x) => (x(0) - 32768) / kp, liquidPressure),
    value('temperature', offset(1, 256), { field: 'temperature' }),
  ],
});

export const ctd10: SensorGroup = {
  length: 4,
  values: [
    value('water_depth', (x) => x(0) - 32768, { field: 'liquid_level_mm' }),
    value('temperature', offset(1, 10), { field: 'temperature' }),
    value('electrical_conductivity', (x) => x(2)),
    value('freezing_flag', (x) => x(3)),
  ],
};

const pmSizes = ['pm1_0', 'pm2_5', 'pm4', 'pm10'] as const;

/** Sensirion SPS30 (DL-PM): mass concentrations (µg⋅m⁻³), typical size, number concentrations. */
export const sps30: SensorGroup = {
  length: 10,
  values: [
    ...pmSizes.map((size, index) => {
      const field = size === 'pm2_5' || size === 'pm10' ? size : undefined;
      return value(`${size}_mass_concentration`, (x) => x(index) / 10, field ? { field } : undefined);
    }),
    value('typical_particle_size', (x) => x(4)),
    ...['pm0_5', ...pmSizes].map((size, index) =>
      value(`${size}_number_concentration`, (x) => x(index + 5) / 10),
    ),
  ],
};

export const lp8pBarometer: SensorGroup = {
  length: 2,
  values: [
    value('barometer_temperature', (x) => (x(0) - 5000) / 100),
    value('barometric_pressure', (x) => x(1) * 2, airPressure(0.01)),
  ],
};

/** Senseair LP8 (DL-LP8P). */
export const lp8: SensorGroup = {
  length: 8,
  values: [
    value('co2_concentration', (x) => x(0) - 32768, { field: 'co2' }),
    value('co2_concentration_lpf', (x) => x(1) - 32768),
    value('co2_sensor_temperature', offset(2, 100)),
    value('capacitor_voltage_1', (x) => x(3) / 1000),
    value('capacitor_voltage_2', (x) => x(4) / 1000),
    value('co2_sensor_status', (x) => x(5)),
    value('raw_ir_reading', (x) => x(6)),
    value('raw_ir_reading_lpf', (x) => x(7)),
  ],
};

export const iamLight: SensorGroup = {
  length: 2,
  values: [
    value('ambient_light_visible_infrared', (x) => x(0)),
    value('ambient_light_infrared', (x) => x(1)),
    value(
      'illuminance',
      (x) => Math.max(Math.max(1.0 * x(0) - 1.64 * x(1), 0.59 * x(0) - 0.86 * x(1)), 0) * 1.5504,
      { field: 'illuminance' },
    ),
  ],
};

export const iamCo2: SensorGroup = {
  length: 3,
  values: [
    value('co2_concentration', (x) => x(0) - 32768, { field: 'co2' }),
    value('co2_sensor_status', (x) => x(1)),
    value('raw_ir_reading', (x) => x(2)),
  ],
};

export const iamActivity: SensorGroup = { length: 1, values: [value('activity_counter', (x) => x(0))] };

export const iamVoc: SensorGroup = {
  length: 1,
  values: [value('total_voc', (x) => x(0), { field: 'tvoc' })],
};
