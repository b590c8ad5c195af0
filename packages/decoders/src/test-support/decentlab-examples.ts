// The uplink examples of Decentlab's codecs in the TTN device repository
// (TheThingsNetwork/lorawan-devices vendor/decentlab/<codec>-codec.yaml, at the commit given),
// with the output each documents: each value with its unit as the codec writes
// it (`[value, unit]`; the codec's `displayName` is left out, nothing reads it). Used by
// decentlab.test.ts (our fields are these values) and by apps/server's
// network-decoded/vendor-codecs-decentlab.test.ts (the mapping of this output gives our readings).

type Measured = readonly [value: number, unit?: string];
export type DecentlabCodecExample = {
  model: string;
  /** `<codec yaml> @ <commit>, <example>`. */
  source: string;
  hex: string;
  /** The readings Pinpoint stores from these bytes (reading-fields.ts units). */
  readings: Readonly<Record<string, number>>;
  output: Readonly<Record<string, number | Measured>>;
};

const V = 'V';
const C = '°C';

const sht35 = (model: string): DecentlabCodecExample[] => [
  {
    model,
    source: 'dl-sht35-codec.yaml @ 0c72f6bca2b82c0e75cf8e81f59a6e193313abe4, Example 1',
    hex: '02030e000364a079b10c60',
    readings: { temperature: 23.787670710307466, humidity: 47.536430914778364, battery_mv: 3168 },
    output: {
      air_humidity: [47.536430914778364, '%'],
      air_temperature: [23.787670710307466, C],
      battery_voltage: [3.168, V],
      device_id: 782,
      protocol_version: 2,
    },
  },
  {
    model,
    source: 'dl-sht35-codec.yaml @ 0c72f6bca2b82c0e75cf8e81f59a6e193313abe4, Example 2',
    hex: '02030e00020c60',
    readings: { battery_mv: 3168 },
    output: { battery_voltage: [3.168, V], device_id: 782, protocol_version: 2 },
  },
];

/** Example 2 of most codecs: the battery group alone. */
const batteryOnly = (
  model: string,
  source: string,
  hex: string,
  volts: number,
  deviceId: number,
  batteryMv: number,
): DecentlabCodecExample => ({
  model,
  source,
  hex,
  readings: { battery_mv: batteryMv },
  output: { battery_voltage: [volts, V], device_id: deviceId, protocol_version: 2 },
});

export const decentlabCodecExamples: readonly DecentlabCodecExample[] = [
  ...sht35('decentlab/dl-sht35-001'),
  ...sht35('decentlab/dl-sht35-002'),
  {
    model: 'decentlab/dl-ds18',
    source: 'dl-ds18-codec.yaml @ 56ac631edfd238110496f14284d3435121a607a7, Example 1',
    hex: '02023d0003815e0c15',
    readings: { temperature: 21.875, battery_mv: 3093 },
    output: { battery_voltage: [3.093, V], device_id: 573, protocol_version: 2, temperature: [21.875, C] },
  },
  batteryOnly(
    'decentlab/dl-ds18',
    'dl-ds18-codec.yaml @ 56ac631edfd238110496f14284d3435121a607a7, Example 2',
    '02023d00020c15',
    3.093,
    573,
    3093,
  ),
  {
    model: 'decentlab/dl-rhc',
    source: 'dl-rhc-codec.yaml @ 6078086b371d5e7998a91dc8762de492fd74b22d, Example 1',
    hex: '0202e00003a9fd01341ca285f30c60',
    readings: { humidity: 73.3, temperature: 15.23, battery_mv: 3168 },
    output: {
      air_humidity: [73.3, '%'],
      air_temperature: [15.23, C],
      battery_voltage: [3.168, V],
      device_id: 736,
      protocol_version: 2,
      sensor_id: [20228605],
    },
  },
  {
    model: 'decentlab/dl-wrm',
    source: 'dl-wrm-codec.yaml @ 3b9522bcb27032efe5d2cf302c696bbadeca1d5c, Example 1',
    hex: '021a10000764a079b104f904c40c60',
    readings: { temperature: 23.787670710307466, humidity: 47.536430914778364, battery_mv: 3168 },
    output: {
      air_humidity: [47.536430914778364, '%'],
      air_temperature: [23.787670710307466, C],
      battery_voltage: [3.168, V],
      device_id: 6672,
      head_temperature: [22, C],
      protocol_version: 2,
      surface_temperature: [27.3, C],
    },
  },
  batteryOnly(
    'decentlab/dl-wrm',
    'dl-wrm-codec.yaml @ 3b9522bcb27032efe5d2cf302c696bbadeca1d5c, Example 2',
    '021a1000040c60',
    3.168,
    6672,
    3168,
  ),
  {
    model: 'decentlab/dl-5tm',
    source: 'dl-5tm-codec.yaml @ 0c72f6bca2b82c0e75cf8e81f59a6e193313abe4, Example 1',
    hex: '02023b0003003702710c60',
    readings: { soil_temperature: 22.5, battery_mv: 3168 },
    output: {
      battery_voltage: [3.168, V],
      device_id: 571,
      dielectric_permittivity: [1.1],
      protocol_version: 2,
      soil_temperature: [22.5, C],
      volumetric_water_content: [-0.0215397767, 'm³⋅m⁻³'],
    },
  },
  batteryOnly(
    'decentlab/dl-5tm',
    'dl-5tm-codec.yaml @ 0c72f6bca2b82c0e75cf8e81f59a6e193313abe4, Example 2',
    '02023b00020c60',
    3.168,
    571,
    3168,
  ),
  {
    model: 'decentlab/dl-trs11',
    source: 'dl-trs11-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 1',
    hex: '0210d50003463f810b0c79',
    readings: { soil_moisture: 0.196, soil_temperature: 26.7, battery_mv: 3193 },
    output: {
      battery_voltage: [3.193, V],
      device_id: 4309,
      dielectric_permittivity: [1.0259018697121038],
      protocol_version: 2,
      soil_temperature: [26.7, C],
      volumetric_water_content: [0.0019605699999999393, 'm³⋅m⁻³'],
    },
  },
  {
    model: 'decentlab/dl-trs12',
    source: 'dl-trs12-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 1',
    hex: '0210d3000346be813d00000c80',
    readings: { soil_moisture: 0.689, soil_temperature: 31.7, soil_conductivity: 0, battery_mv: 3200 },
    output: {
      battery_voltage: [3.2, V],
      device_id: 4307,
      dielectric_permittivity: [1.1831248966814998],
      electrical_conductivity: [0, 'µS⋅cm⁻¹'],
      protocol_version: 2,
      soil_temperature: [31.7, C],
      volumetric_water_content: [0.006886900000000029, 'm³⋅m⁻³'],
    },
  },
  batteryOnly(
    'decentlab/dl-trs12',
    'dl-trs12-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 2',
    '0210d300020c80',
    3.2,
    4307,
    3200,
  ),
  {
    model: 'decentlab/dl-trs21',
    source: 'dl-trs21-codec.yaml @ 0c72f6bca2b82c0e75cf8e81f59a6e193313abe4, Example 1',
    hex: '0201920003007580a10c25',
    readings: { soil_temperature: 16.1, battery_mv: 3109 },
    output: {
      battery_voltage: [3.109, V],
      device_id: 402,
      protocol_version: 2,
      soil_temperature: [16.1, C],
      water_potential: [-11.7, 'kPa'],
    },
  },
  {
    model: 'decentlab/dl-mbx',
    source: 'dl-mbx-codec.yaml @ 3234bba29f25d182028075ff7fb800cf0b096928, Example 1',
    hex: '02012f000304d200010bb1',
    readings: { distance_mm: 1234, battery_mv: 2993 },
    output: {
      protocol_version: 2,
      device_id: 303,
      distance: [1234, 'mm'],
      number_of_valid_samples: [1],
      battery_voltage: [2.993, V],
    },
  },
  batteryOnly(
    'decentlab/dl-mbx',
    'dl-mbx-codec.yaml @ 3234bba29f25d182028075ff7fb800cf0b096928, Example 2',
    '02012f00020bb1',
    2.993,
    303,
    2993,
  ),
  {
    model: 'decentlab/dl-lid',
    source: 'dl-lid-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 1',
    hex: '0211c90003119b117611bc119e118a119411a811a81194006401990abd',
    readings: { distance_mm: 4510, battery_mv: 2749 },
    output: {
      battery_voltage: [2.749, V],
      device_id: 4553,
      distance_10th_percentile: [4490, 'mm'],
      distance_25th_percentile: [4500, 'mm'],
      distance_75th_percentile: [4520, 'mm'],
      distance_90th_percentile: [4520, 'mm'],
      distance_average: [4507, 'mm'],
      distance_maximum: [4540, 'mm'],
      distance_median: [4510, 'mm'],
      distance_minimum: [4470, 'mm'],
      distance_most_frequent_value: [4500, 'mm'],
      number_of_samples: [100],
      protocol_version: 2,
      total_acquisition_time: [399.4140625, 'ms'],
    },
  },
  {
    model: 'decentlab/dl-pr21',
    source: 'dl-pr21-1-10-codec.yaml @ 2f8a00fb43050e0b7e072d467469aa896ff4da14, Example 1',
    hex: '02016700034e8060170c7f',
    readings: { liquid_pressure_kpa: 24.609, temperature: 25.671875, battery_mv: 3199 },
    output: {
      battery_voltage: [3.199, V],
      device_id: 359,
      pressure: [0.24609375, 'bar'],
      protocol_version: 2,
      temperature: [25.671875, C],
    },
  },
  {
    model: 'decentlab/dl-pr26',
    source: 'dl-pr26-0-1-codec.yaml @ 4952d44d1409c6f77a168936beaf1891dc702416, Example 1',
    hex: '02016700033e8060170c7f',
    readings: { liquid_pressure_kpa: -1.172, temperature: 25.671875, battery_mv: 3199 },
    output: {
      battery_voltage: [3.199, V],
      device_id: 359,
      pressure: [-0.01171875, 'bar'],
      protocol_version: 2,
      temperature: [25.671875, C],
    },
  },
  batteryOnly(
    'decentlab/dl-pr26',
    'dl-pr26-0-1-codec.yaml @ 4952d44d1409c6f77a168936beaf1891dc702416, Example 2',
    '02016700020c7f',
    3.199,
    359,
    3199,
  ),
  {
    model: 'decentlab/dl-pr36',
    source: 'dl-pr36-8192-codec.yaml @ 53a9126808b709b6bbf90bd3467998a3b4f33674, Example 1',
    hex: '02032b0003806797810c2b',
    readings: { liquid_pressure_kpa: 1.257, temperature: 23.50390625, battery_mv: 3115 },
    output: {
      battery_voltage: [3.115, V],
      device_id: 811,
      pressure: [0.0125732421875, 'bar'],
      protocol_version: 2,
      temperature: [23.50390625, C],
    },
  },
  {
    model: 'decentlab/dl-ctd10',
    source: 'dl-ctd10-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 1',
    hex: '0207d9000390888081006400000c60',
    readings: { liquid_level_mm: 4232, temperature: 12.9, battery_mv: 3168 },
    output: {
      battery_voltage: [3.168, V],
      device_id: 2009,
      electrical_conductivity: [100, 'µS⋅cm⁻¹'],
      freezing_flag: [0],
      protocol_version: 2,
      temperature: [12.9, C],
      water_depth: [4232, 'mm'],
    },
  },
  ...airQuality(),
  ...weather(),
];

function airQuality(): DecentlabCodecExample[] {
  const sht21 = { air_humidity: [41.63221740722656, '%'], air_temperature: [24.35660461425781, C] } as const;
  return [
    {
      model: 'decentlab/dl-pm',
      source: 'dl-pm-codec.yaml @ 56ac631edfd238110496f14284d3435121a607a7, Example 1',
      hex: '021b50000f0c25002500270027002701f50107012c012d012d012d67bd618dbd10',
      readings: {
        battery_mv: 3109,
        pm2_5: 3.9,
        pm10: 3.9,
        temperature: 24.35660461425781,
        humidity: 41.63221740722656,
        pressure: 968,
      },
      output: {
        ...sht21,
        barometric_pressure: [96800, 'Pa'],
        battery_voltage: [3.109, V],
        device_id: 6992,
        pm0_5_number_concentration: [26.3],
        pm10_mass_concentration: [3.9, 'µg⋅m⁻³'],
        pm10_number_concentration: [30.1],
        pm1_0_mass_concentration: [3.7, 'µg⋅m⁻³'],
        pm1_0_number_concentration: [30],
        pm2_5_mass_concentration: [3.9, 'µg⋅m⁻³'],
        pm2_5_number_concentration: [30.1],
        pm4_mass_concentration: [3.9, 'µg⋅m⁻³'],
        pm4_number_concentration: [30.1],
        protocol_version: 2,
        typical_particle_size: [501, 'nm'],
      },
    },
    {
      model: 'decentlab/dl-pm',
      source: 'dl-pm-codec.yaml @ 56ac631edfd238110496f14284d3435121a607a7, Example 2',
      hex: '021b50000d0c2567bd618dbd10',
      readings: {
        battery_mv: 3109,
        temperature: 24.35660461425781,
        humidity: 41.63221740722656,
        pressure: 968,
      },
      output: {
        ...sht21,
        barometric_pressure: [96800, 'Pa'],
        battery_voltage: [3.109, V],
        device_id: 6992,
        protocol_version: 2,
      },
    },
    {
      model: 'decentlab/dl-lp8p',
      source: 'dl-lp8p-codec.yaml @ 56ac631edfd238110496f14284d3435121a607a7, Example 1',
      hex: '020578000f67bd618d1cedbd1081d981f4895b0bd80bb50000959895390c25',
      readings: {
        temperature: 24.35660461425781,
        humidity: 41.63221740722656,
        pressure: 968,
        co2: 473,
        battery_mv: 3109,
      },
      output: {
        ...sht21,
        barometer_temperature: [24.05, C],
        barometric_pressure: [96800, 'Pa'],
        battery_voltage: [3.109, V],
        capacitor_voltage_1: [3.032, V],
        capacitor_voltage_2: [2.997, V],
        co2_concentration: [473, 'ppm'],
        co2_concentration_lpf: [500, 'ppm'],
        co2_sensor_status: [0],
        co2_sensor_temperature: [23.95, C],
        device_id: 1400,
        protocol_version: 2,
        raw_ir_reading: [38296],
        raw_ir_reading_lpf: [38201],
      },
    },
    {
      model: 'decentlab/dl-iam',
      source: 'dl-iam-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 1',
      hex: '020bbd007f0b926a515d48bc4e0262006981c7000093d4000b0111',
      readings: {
        battery_mv: 2962,
        temperature: 27.67833981841764,
        humidity: 36.438544289311054,
        pressure: 964.12,
        illuminance: 678.76512,
        co2: 455,
        tvoc: 273,
      },
      output: {
        activity_counter: [11],
        air_humidity: [36.438544289311054, '%'],
        air_temperature: [27.67833981841764, C],
        ambient_light_infrared: [105],
        ambient_light_visible_infrared: [610],
        barometric_pressure: [96412, 'Pa'],
        battery_voltage: [2.962, V],
        co2_concentration: [455, 'ppm'],
        co2_sensor_status: [0],
        device_id: 3005,
        illuminance: [678.76512, 'lx'],
        protocol_version: 2,
        raw_ir_reading: [37844],
        total_voc: [273, 'ppb'],
      },
    },
    batteryOnly(
      'decentlab/dl-iam',
      'dl-iam-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 3',
      '020bbd00010b92',
      2.962,
      3005,
      2962,
    ),
  ];
}

function weather(): DecentlabCodecExample[] {
  const wind = {
    east_wind_speed: [0.04, 'm⋅s⁻¹'],
    maximum_wind_speed: [0.2, 'm⋅s⁻¹'],
    north_wind_speed: [0.08, 'm⋅s⁻¹'],
    wind_direction: [29.9, '°'],
    wind_speed: [0.09, 'm⋅s⁻¹'],
    x_orientation_angle: [0.2, '°'],
    y_orientation_angle: [-2.4, '°'],
    air_temperature: [26.4, C],
    battery_voltage: [3.061, V],
    protocol_version: 2,
  } as const;
  return [
    {
      model: 'decentlab/dl-atm41',
      source: 'dl-atm41-codec.yaml @ 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, Example 1',
      hex: '02035a0003800a8000800080008009812b8014810880b4a57c820c810980027fe88056800880040bf5',
      readings: {
        solar_radiation_wm2: 10,
        rainfall_mm: 0,
        wind_speed_ms: 0.09,
        wind_direction_deg: 29.9,
        temperature: 26.4,
        pressure: 959.6,
        humidity: 52.4,
        battery_mv: 3061,
      },
      output: {
        ...wind,
        atmospheric_pressure: [95.96, 'kPa'],
        compass_heading: [86, '°'],
        device_id: 858,
        lightning_average_distance: [0, 'km'],
        lightning_strike_count: [0],
        precipitation: [0, 'mm'],
        relative_humidity: [52.4, '%'],
        sensor_temperature_internal: [26.5, C],
        solar_radiation: [10, 'W⋅m⁻²'],
        vapor_pressure: [1.8, 'kPa'],
      },
    },
    {
      model: 'decentlab/dl-atm22',
      source: 'dl-atm22-codec.yaml @ 95e6979215e27ae0160f65c54c7619bc35932964, Example 1',
      hex: '0208c900038009812b8014810880027fe8800880040bf5',
      readings: { wind_speed_ms: 0.09, wind_direction_deg: 29.9, temperature: 26.4, battery_mv: 3061 },
      output: { ...wind, device_id: 2249 },
    },
    {
      model: 'decentlab/dl-pyr',
      source: 'dl-pyr-codec.yaml @ 6078086b371d5e7998a91dc8762de492fd74b22d, Example 1',
      hex: '020291000380690c60',
      readings: { solar_radiation_wm2: 48.065185546875, battery_mv: 3168 },
      output: {
        battery_voltage: [3.168, V],
        device_id: 657,
        protocol_version: 2,
        total_solar_radiation: [48.065185546875, 'W⋅m⁻²'],
      },
    },
    {
      model: 'decentlab/dl-tbrg',
      source: 'dl-tbrg-01-codec.yaml @ abde4b56107220a65ca6d217f2d7466f2bd5dc72, Example 1',
      hex: '0202f8000300040258409a00000c54',
      readings: { rainfall_mm: 0.4, battery_mv: 3156 },
      output: {
        battery_voltage: [3.156, V],
        cumulative_precipitation: [1653.8000000000002, 'mm'],
        device_id: 760,
        precipitation: [0.4, 'mm'],
        precipitation_interval: [600, 's'],
        protocol_version: 2,
      },
    },
  ];
}

/** The example's output as the network server sends it: Decentlab's `{value, unit}` objects. */
export function asNetworkDecoded(output: DecentlabCodecExample['output']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(output).map(([name, entry]) => {
      if (typeof entry === 'number') return [name, entry];
      const [value, unit] = entry;
      return [name, unit === undefined ? { value } : { value, unit }];
    }),
  );
}

/** The example's values alone, as our decoder's fields are. */
export function valuesOf(output: DecentlabCodecExample['output']): Record<string, number> {
  return Object.fromEntries(
    Object.entries(output).map(([name, entry]) => [name, typeof entry === 'number' ? entry : entry[0]]),
  );
}
