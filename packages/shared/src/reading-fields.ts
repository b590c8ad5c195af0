/**
 * The reading vocabulary as plain data, apart from readings.ts's schemas, so that screens that
 * only label readings (the device list) load no zod (issue 31 item 4).
 */

export const readingFields = [
  // Air and environment
  'temperature',
  'external_temperature',
  'humidity',
  'pressure',
  'co2',
  'tvoc',
  'tvoc_level',
  'tvoc_ugm3',
  'iaq',
  'hcho',
  'pm2_5',
  'pm10',
  'illuminance',
  'light_level',
  'light_percent',
  // Power supply of the device itself
  'battery_mv',
  'battery_pct',
  // Radio link: the margin the network server measured (ChirpStack's DevStatus answer)
  'link_margin',
  // States and events
  'motion',
  'door_open',
  'leak',
  // A smoke detector's alarm (Milesight GS524N): true while it senses smoke
  'smoke',
  'button',
  'tilt',
  'tamper',
  // A wearable's fall detector (GPS watches' fall-down alarm)
  'fall_detected',
  // The device's own alarm: a measurement crossed the threshold (or changed faster than the
  // limit) configured on the device; false when the device reports the alarm released.
  'threshold_alarm',
  // The device's own alarm on a measurement that changed faster than the limit configured on it
  // (Milesight's "mutation alarm"): an event of its uplink, never a state (nothing reports its end).
  'sudden_change',
  // Distance (ultrasonic level sensors; multi-probe devices number their probes)
  'distance_mm',
  'distance_2_mm',
  'distance_3_mm',
  'distance_4_mm',
  // Liquids, tanks and meters: what level, pipe pressure and pulse-counting sensors report
  'liquid_level_mm',
  'fill_level_pct',
  'liquid_pressure_kpa',
  'pulse_count',
  'water_volume_m3',
  'flow_rate_lpm',
  // Occupancy and people counting (desk and room sensors, people counters)
  'occupied',
  'people_count',
  'people_in',
  'people_out',
  // Gases and other environment readings beyond the air-quality set above
  'nh3_ppm',
  'h2s_ppm',
  'co_ppm',
  'no2_ppm',
  'o3_ppm',
  'so2_ppm',
  'o2_pct',
  'sound_dba',
  'ph',
  // Weather stations
  'wind_speed_ms',
  'wind_direction_deg',
  'rainfall_mm',
  'uv_index',
  'solar_radiation_wm2',
  // Soil and leaf
  'soil_moisture',
  'soil_temperature',
  'soil_conductivity',
  'leaf_wetness',
  'leaf_temperature',
  // Electricity metering (smart plugs, current transformers)
  'voltage',
  'current',
  'current_total',
  'power',
  'power_factor',
  'energy',
  'relay_on',
  // Vehicles and cellular trackers (issue 26)
  'ignition',
  'external_voltage',
  'odometer_m',
  'digital_inputs',
  'digital_outputs',
  'gsm_signal',
  'power_cut',
  // The vehicle's battery (the tracker's external supply) ran low: its voltage under the unit's threshold
  'external_power_low',
  'low_battery',
  'overspeed',
] as const;

export type ReadingField = (typeof readingFields)[number];

export type ReadingDefinition = {
  label: string;
  /** Display unit; '' for unitless levels and indexes, and for booleans. */
  unit: string;
  kind: 'number' | 'boolean';
  /** Physical bounds: a decoded value outside them is a sensor fault, not a reading. */
  min?: number;
  max?: number;
};

const percent = { unit: '%', kind: 'number', min: 0, max: 100 } as const;
const celsius = { unit: '°C', kind: 'number', min: -273.15 } as const;
const flag = { unit: '', kind: 'boolean' } as const;

/**
 * The readings that are events of their uplink whatever the model (ModelInfo.momentary names a
 * model's others): nothing ever reports that they ended, so they are never a device's state.
 */
export const eventOnlyReadings: ReadonlySet<string> = new Set<ReadingField>(['sudden_change']);

export const readingDefinitions: Record<ReadingField, ReadingDefinition> = {
  temperature: { label: 'Temperature', ...celsius },
  external_temperature: { label: 'External probe temperature', ...celsius },
  humidity: { label: 'Humidity', ...percent },
  pressure: { label: 'Air pressure', unit: 'hPa', kind: 'number', min: 0 },
  co2: { label: 'CO₂', unit: 'ppm', kind: 'number', min: 0 },
  tvoc: { label: 'TVOC', unit: 'ppb', kind: 'number', min: 0 },
  // Milesight's TVOC "IAQ level"; a different scale from tvoc in ppb.
  tvoc_level: { label: 'TVOC level', unit: '', kind: 'number', min: 0 },
  // TVOC as a mass concentration (Milesight AM series set to µg/m³); not convertible to ppb.
  tvoc_ugm3: { label: 'TVOC (mass)', unit: 'µg/m³', kind: 'number', min: 0 },
  // Bosch-style indoor air quality index, 0 (clean) to 500.
  iaq: { label: 'Air quality index', unit: '', kind: 'number', min: 0, max: 500 },
  hcho: { label: 'Formaldehyde', unit: 'mg/m³', kind: 'number', min: 0 },
  pm2_5: { label: 'PM2.5', unit: 'µg/m³', kind: 'number', min: 0 },
  pm10: { label: 'PM10', unit: 'µg/m³', kind: 'number', min: 0 },
  illuminance: { label: 'Illuminance', unit: 'lx', kind: 'number', min: 0 },
  // Coarse 0-5 brightness level (Milesight AM series).
  light_level: { label: 'Light level', unit: '', kind: 'number', min: 0 },
  light_percent: { label: 'Light', ...percent },
  battery_mv: { label: 'Battery voltage', unit: 'mV', kind: 'number', min: 0 },
  battery_pct: { label: 'Battery', ...percent },
  // LoRaWAN DevStatusAns margin: SNR of the last DevStatusReq, -32..31 dB.
  link_margin: { label: 'Link margin', unit: 'dB', kind: 'number', min: -32, max: 31 },
  motion: { label: 'Motion', ...flag },
  door_open: { label: 'Door open', ...flag },
  leak: { label: 'Water leak', ...flag },
  smoke: { label: 'Smoke', ...flag },
  button: { label: 'Button pressed', ...flag },
  tilt: { label: 'Tilted', ...flag },
  tamper: { label: 'Tampered / removed', ...flag },
  fall_detected: { label: 'Fall detected', ...flag },
  threshold_alarm: { label: 'Device threshold alarm', ...flag },
  sudden_change: { label: 'Sudden change alarm', ...flag },
  distance_mm: { label: 'Distance', unit: 'mm', kind: 'number', min: 0 },
  distance_2_mm: { label: 'Distance (probe 2)', unit: 'mm', kind: 'number', min: 0 },
  distance_3_mm: { label: 'Distance (probe 3)', unit: 'mm', kind: 'number', min: 0 },
  distance_4_mm: { label: 'Distance (probe 4)', unit: 'mm', kind: 'number', min: 0 },
  // The depth of liquid above a submersible probe or a tank's bottom (Milesight EM500-SWL, Ellenex
  // PLS2-L): a height of liquid, where distance_mm is the gap down to the surface.
  liquid_level_mm: { label: 'Liquid level', unit: 'mm', kind: 'number', min: 0 },
  // How full a tank or bin is, as the device computes it from its configured empty and full levels.
  fill_level_pct: { label: 'Fill level', ...percent },
  // A liquid's or a pipe's pressure (Milesight EM500-PP, Decentlab DL-PR26), gauge or absolute: never
  // below a full vacuum against the atmosphere. Air pressure is `pressure`, in hPa.
  liquid_pressure_kpa: { label: 'Liquid pressure', unit: 'kPa', kind: 'number', min: -101.325 },
  // A pulse input's running total (water, gas and electricity meters' pulse outputs): the device's
  // counter, not the pulses since the last uplink.
  pulse_count: { label: 'Pulse count', unit: '', kind: 'number', min: 0 },
  // A water meter's index: the running total of water that has gone through it, in the cubic
  // metres meters are read in (a count of litres is divided by 1000 on the way in).
  water_volume_m3: { label: 'Water meter index', unit: 'm³', kind: 'number', min: 0 },
  // The rate a liquid flows through a meter or flow sensor now; m³/h and L/h are converted on the
  // way in. No lower bound: bidirectional meters report a reverse flow as negative.
  flow_rate_lpm: { label: 'Flow rate', unit: 'L/min', kind: 'number' },
  // A desk, room or seat is taken (someone is there), as the device judges it; false when free.
  occupied: { label: 'Occupied', ...flag },
  // How many people the device counts in its zone or room now (a snapshot, not a total).
  people_count: { label: 'People present', unit: '', kind: 'number', min: 0 },
  // People who crossed the device's line inwards (outwards) during its reporting period: the
  // crossings since its previous report, so a chart shows the traffic of each period. Running
  // totals since the device's last reset are not these fields.
  people_in: { label: 'People in', unit: '', kind: 'number', min: 0 },
  people_out: { label: 'People out', unit: '', kind: 'number', min: 0 },
  nh3_ppm: { label: 'Ammonia (NH₃)', unit: 'ppm', kind: 'number', min: 0, max: 1_000_000 },
  h2s_ppm: { label: 'Hydrogen sulphide (H₂S)', unit: 'ppm', kind: 'number', min: 0, max: 1_000_000 },
  // Gases as volume fractions; a sensor's µg/m³ or ppb is converted on the way in (ppb / 1000).
  co_ppm: { label: 'Carbon monoxide (CO)', unit: 'ppm', kind: 'number', min: 0, max: 1_000_000 },
  no2_ppm: { label: 'Nitrogen dioxide (NO₂)', unit: 'ppm', kind: 'number', min: 0, max: 1_000_000 },
  o3_ppm: { label: 'Ozone (O₃)', unit: 'ppm', kind: 'number', min: 0, max: 1_000_000 },
  so2_ppm: { label: 'Sulphur dioxide (SO₂)', unit: 'ppm', kind: 'number', min: 0, max: 1_000_000 },
  // Oxygen's share of the air (about 20.9 % outdoors).
  o2_pct: { label: 'Oxygen (O₂)', ...percent },
  // A-weighted sound level; about 194 dB is the loudest undistorted sound air carries.
  sound_dba: { label: 'Sound level', unit: 'dB(A)', kind: 'number', min: 0, max: 194 },
  ph: { label: 'pH', unit: '', kind: 'number', min: 0, max: 14 },
  wind_speed_ms: { label: 'Wind speed', unit: 'm/s', kind: 'number', min: 0 },
  // Where the wind comes from, clockwise from north.
  wind_direction_deg: { label: 'Wind direction', unit: '°', kind: 'number', min: 0, max: 360 },
  // Precipitation over the device's measuring period, not a running total.
  rainfall_mm: { label: 'Rainfall', unit: 'mm', kind: 'number', min: 0 },
  uv_index: { label: 'UV index', unit: '', kind: 'number', min: 0 },
  // Global horizontal irradiance (pyranometer).
  solar_radiation_wm2: { label: 'Solar radiation', unit: 'W/m²', kind: 'number', min: 0 },
  soil_moisture: { label: 'Soil moisture', ...percent },
  soil_temperature: { label: 'Soil temperature', ...celsius },
  soil_conductivity: { label: 'Soil conductivity', unit: 'µS/cm', kind: 'number', min: 0 },
  leaf_wetness: { label: 'Leaf wetness', ...percent },
  leaf_temperature: { label: 'Leaf temperature', ...celsius },
  voltage: { label: 'Voltage', unit: 'V', kind: 'number', min: 0 },
  current: { label: 'Current', unit: 'A', kind: 'number', min: 0 },
  current_total: { label: 'Accumulated current', unit: 'Ah', kind: 'number', min: 0 },
  power: { label: 'Power', unit: 'W', kind: 'number' },
  power_factor: { label: 'Power factor', ...percent },
  energy: { label: 'Energy', unit: 'Wh', kind: 'number', min: 0 },
  relay_on: { label: 'Relay on', ...flag },
  ignition: { label: 'Ignition on', ...flag },
  external_voltage: { label: 'External power', unit: 'V', kind: 'number', min: 0 },
  odometer_m: { label: 'Odometer', unit: 'm', kind: 'number', min: 0 },
  // Bit i is input (output) i+1, as the tracker reports them.
  digital_inputs: { label: 'Digital inputs', unit: '', kind: 'number', min: 0 },
  digital_outputs: { label: 'Digital outputs', unit: '', kind: 'number', min: 0 },
  gsm_signal: { label: 'GSM signal', ...percent },
  power_cut: { label: 'External power cut', ...flag },
  external_power_low: { label: 'External power low', ...flag },
  low_battery: { label: 'Low battery', ...flag },
  overspeed: { label: 'Overspeed', ...flag },
};
