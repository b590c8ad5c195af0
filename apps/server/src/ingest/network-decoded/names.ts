import type { ReadingField } from '@pinpoint/shared/readings.ts';
import {
  alarmState,
  type Convert,
  countOrFlag,
  flag,
  inverted,
  lowBatteryMarked,
  millimetres,
  nonZero,
  nonZeroState,
  number,
  occupancyState,
  scaled,
  state,
  suddenChange,
  volts,
} from './convert.ts';

/**
 * The names network servers' codecs give their decoded fields, mapped to our readings. Built from
 * the codecs customers install: The Things Network device repository's (`TheThingsNetwork/
 * lorawan-devices`, which The Things Stack applies by itself), the vendors' own (Milesight-IoT/
 * SensorDecoders, Dragino's end-node decoders, Seeed's SenseCAP decoder) and the common names
 * hand-written codecs use. `weak` names give a reading only when no other name of the payload did
 * (Browan's `temperatureBoard` beside its `temperature`).
 */
export type NameRule = {
  field: ReadingField;
  convert?: Convert;
  weak?: boolean;
  /** Values a codec writes under this name that can be this reading; others are dropped with a warning. */
  plausible?: (n: number) => boolean;
  /** Why this name, in this codec, is never the reading it looks like: dropped with this warning. */
  refuse?: string;
  /** One of several probes' states for one reading: a true one outweighs another's false. */
  any?: boolean;
  /** A second reading the same value gives (Netvox's `Volt: "2.3(low battery)"`: the battery and its low flag), which may have a third. */
  also?: NameRule;
};
export type NameTable = Record<string, NameRule>;

export const r = (field: ReadingField, convert: Convert = number, weak = false): NameRule =>
  weak ? { field, convert, weak } : { field, convert };
export const refuse = (field: ReadingField, why: string): NameRule => ({ field, refuse: why });

/** A count of people: a whole number (a fraction is no count of people). */
export const people = (field: ReadingField): NameRule => ({ field, plausible: Number.isInteger });

/**
 * A device's alarm record (Milesight's `*_alarm` words, convert.ts `alarmState`): a threshold alarm
 * or its release is the device's `threshold_alarm` state; a mutation alarm (a too-fast change) is
 * the `sudden_change` event instead, which no release follows. `any`: one of several probes' alarms.
 */
export const deviceAlarm = (any = false): NameRule => ({
  field: 'threshold_alarm',
  convert: alarmState,
  ...(any ? { any } : {}),
  also: { field: 'sudden_change', convert: suddenChange },
});

/** Air pressure at the ground, hPa: a codec's `pressure` in Pa, kPa or of a pipe is out of it. */
const airPressure: NameRule = { field: 'pressure', plausible: (n) => n >= 300 && n <= 1100 };

/**
 * A device's own battery in V (mV above 100): a cell or a small pack, never tens of volts. Strega's
 * `Bat: 74` is a charge percentage (smart-valve.js), and nke's example `BatteryVoltage: 36.68`
 * (th-sensor-codec.yaml) no cell's voltage: neither is 74 000 or 36 680 mV. Nor is 0 V a battery's
 * (a device that sends has some): Netvox's codecs print a battery byte of 0 as `Volt: 0`
 * (r718cj_ck_ct_cr_ce_r718b.js), which packages/decoders stores no reading for either.
 */
export const batteryVolts: NameRule = {
  field: 'battery_mv',
  convert: volts,
  plausible: (mv) => mv > 0 && mv <= 20_000,
};

/** Names in wide use across vendors and hand-written codecs. */
export const commonNames: NameTable = {
  temperature: r('temperature'),
  Temperature: r('temperature'),
  temp: r('temperature'),
  Temp: r('temperature'),
  // MClimate (TTN device repository vendor/mclimate, e.g. mc-button.js).
  sensorTemperature: r('temperature'),
  air_temperature: r('temperature'),
  airTemperature: r('temperature'),
  TempC_SHT: r('temperature'),
  TempC: r('temperature'),
  // Tektelic (decoder_smart_room_sensor.js, decoder_home_sensor.js: Kona, Comfort, Vivid).
  ambient_temperature: r('temperature'),
  // Quandify CubicMeter (cubicmeter-1-1-uplink.js): "current ambient temperature", beside the water's.
  ambientTemperature: r('temperature'),
  // Tektelic's agriculture sensor (decoder_agriculture_sensor.js): ambient_temp, ambient_humidity.
  ambient_temp: r('temperature'),
  // Browan Tabs' board temperature (tbam100.js, tbsl100.js), where the model gives no other.
  temperatureBoard: r('temperature', number, true),
  humidity: r('humidity'),
  Humidity: r('humidity'),
  relative_humidity: r('humidity'),
  relativeHumidity: r('humidity'),
  // Talkpool OY1110 / OY1700 (oy1110.js, oy1700.js); Strega's `Hygro` (smart-valve.js), %RH.
  RelativeHumidity: r('humidity'),
  Hygro: r('humidity'),
  Hum_SHT: r('humidity'),
  ambient_humidity: r('humidity'),
  hum: r('humidity'),
  Humi: r('humidity'),
  // Decentlab (dl-*.js): `{displayName, unit, value}` objects, read in their unit (units.ts).
  air_humidity: r('humidity'),
  TempC_DS: r('external_temperature'),
  TempC_TMP117: r('external_temperature'),
  // Dragino's DS18B20 probe: LDDS75 `TempC_DS18B20` (0.00 without a probe), LSN50 v2 `TempC1`.
  TempC_DS18B20: r('external_temperature', nonZero),
  TempC1: r('external_temperature', nonZero),
  externalTemperature: r('external_temperature'),
  external_temperature: r('external_temperature'),
  // Milesight EM500-CO2 and Elsys in hPa, Decentlab's barometric_pressure in Pa (its unit given),
  // but Milesight EM500-PP's `pressure` is its pipe's, in kPa.
  pressure: airPressure,
  barometric_pressure: airPressure,
  // Decentlab DL-ATM41 (dl-atm41.js), in kPa.
  atmospheric_pressure: airPressure,
  // nke Watteco's label (vaqao-plus-sensor.js), hPa.
  Pressure: airPressure,
  co2: r('co2'),
  CO2: r('co2'),
  CO2_ppm: r('co2'),
  co2_ppm: r('co2'),
  co2_concentration: r('co2'),
  // Talkpool OY1200 (oy1200.js): the filtered reading, beside the unfiltered `CO2Raw`.
  CO2Filtered: r('co2'),
  eco2: r('co2'),
  // In ppb (Elsys, 120), but Milesight's AM300 codecs write their IAQ level (0.07 .. 5) under this
  // name (am308-codec.yaml: 0.07): a fraction under 5 is no ppb reading without the model's table.
  tvoc: { field: 'tvoc', plausible: (n) => Number.isInteger(n) || n >= 5 },
  TVOC: r('tvoc'),
  TVOC_ppb: r('tvoc'),
  total_voc: r('tvoc'),
  voc: r('tvoc'),
  iaq: r('iaq'),
  hcho: r('hcho'),
  pm2_5: r('pm2_5'),
  'pm2.5': r('pm2_5'),
  pm25: r('pm2_5'),
  pm10: r('pm10'),
  // Netvox RA07 series (payload/ra0715_r72615_ra0715y_r72615a.js), µg/m³; Decentlab PM (dl-pm.js).
  PM2_5: r('pm2_5'),
  PM10: r('pm10'),
  // Netvox RA0716 / R72616 (payload/ra0716.js), µg/m³.
  PM25: r('pm2_5'),
  // Talkpool OY1700 (oy1700.js), µg/m³.
  PM_10: r('pm10'),
  pm2_5_mass_concentration: r('pm2_5'),
  pm10_mass_concentration: r('pm10'),
  illuminance: r('illuminance'),
  // Netvox R311G / R311B (payload/r311g_b.js), lux.
  Illuminance: r('illuminance'),
  // Elsys `light` (lux, elsys.js); Dragino LSN50 v2 `Illum` (lux, lsn50-v2.js).
  light: r('illuminance'),
  Illum: r('illuminance'),
  ILL_lux: r('illuminance'),
  // lht65n.js (TTN device repository), external sensor type 5.
  ILL_lx: r('illuminance'),
  lux: r('illuminance'),
  // Tektelic's agriculture sensor (decoder_agriculture_sensor.js, 09 65): "ambient light, in lux".
  light_intensity: r('illuminance'),
  // Milesight AM104 / AM107 (am107.js, channel 06 65), lux.
  illumination: r('illuminance'),
  light_level: r('light_level'),
  luminosity: r('illuminance'),
  // Batteries: volts under these names (Dragino writes BatV, Bat_V, BAT_V or Bat).
  BatV: batteryVolts,
  Bat_V: batteryVolts,
  BAT_V: batteryVolts,
  Bat: batteryVolts,
  batV: batteryVolts,
  batteryVoltage: batteryVolts,
  battery_voltage: batteryVolts,
  // comtac LPN (lpn-td1.js, lpn-cm4.js), Pepperl+Fuchs WILSEN (wilsen.js), nke Watteco's label.
  batVoltage: batteryVolts,
  battery_vol: batteryVolts,
  BatteryVoltage: batteryVolts,
  // Dragino LHT52's status uplink (lht52.js, port 5): the battery in mV. Its documented example's
  // `Bat_mV: 1` (lht52-codec.yaml) is no cell's voltage.
  Bat_mV: { field: 'battery_mv', plausible: (mv) => mv >= 1000 && mv <= 20_000 },
  battery_mv: r('battery_mv'),
  // Elsys `vdd`: the battery in mV (elsys.js).
  vdd: batteryVolts,
  // Netvox (TTN device repository, vendor/netvox/payload/*.js): Volt in V, or "2.3(low battery)" when
  // the battery byte's low-battery bit (0x80) is set: the voltage, and the unit's low-battery flag.
  // Without the model, only the mark says anything: another codec's plain `Volt` is no flag.
  Volt: { ...batteryVolts, also: { field: 'low_battery', convert: lowBatteryMarked } },
  // A percentage under these (Milesight's `battery`; see map.ts for the volts-like exception).
  battery: r('battery_pct'),
  batteryLevel: r('battery_pct'),
  battery_level: r('battery_pct'),
  battery_pct: r('battery_pct'),
  batteryPercent: r('battery_pct'),
  door_open: r('door_open', flag),
  DOOR_OPEN_STATUS: r('door_open', flag),
  // Milesight EM300-MCS (SensorDecoders em300-mcs): "open" or "close".
  magnet_status: r('door_open', flag),
  door: r('door_open', flag),
  open: r('door_open', flag),
  contact: r('door_open', flag),
  leak: r('leak', flag),
  water_leak: r('leak', flag),
  WATER_LEAK_STATUS: r('leak', flag),
  leakage_status: r('leak', flag),
  // Netvox R311W (payload/r311w.js): two probes, "Leak" or "NoLeak" each; either one's leak is a leak.
  // The same codec's R718WA and R718WB have one probe, `WaterLeak` ("No water leak: 0, Water leak:
  // 1", R718WB manual, Data Report).
  WaterLeak_1: { field: 'leak', convert: flag, any: true },
  WaterLeak_2: { field: 'leak', convert: flag, any: true },
  WaterLeak: r('leak', flag),
  water: r('leak', flag),
  // MClimate flood sensor: a boolean. Sensative Strips' `flood: {value}` is a wetness percentage
  // (strips.js), so only a state is taken here.
  flood: r('leak', state),
  // Elsys (elsys.js, TTN device repository): `motion` counts PIR triggers since the last uplink.
  motion: r('motion', countOrFlag),
  // A desk's, seat's or room's occupancy: Milesight VS330 / VS340 / VS341 / VS370 "occupied" or
  // "vacant" (SensorDecoders vs-series READMEs), Elsys's 0 / 1 / 2 (model-names.ts reads Elsys's 1,
  // "pending", as neither), Watteco's occupancy cluster true / false.
  occupancy: r('occupied', occupancyState(true)),
  occupied: r('occupied', flag),
  pir: r('motion', flag),
  // Tektelic Kona / Vivid (decoder_smart_room_sensor.js, 0A 00): 0 none, 255 motion detected.
  motion_event_state: r('motion', nonZeroState),
  // Milesight AM104 / AM107 `activity`: PIR triggers counted over the period (am107.js, 05 6A).
  activity: r('motion', countOrFlag),
  button: r('button', flag),
  button_event: r('button', flag),
  // IMBuildings button (imbuildings.js parseButton): 0 or 1.
  button_pressed: r('button', flag),
  sos: r('button', flag),
  // Abeeway (asset-tracker-2.js): sosFlag 0/1, temperatureMeasure in °C.
  sosFlag: r('button', flag),
  // Trackers (vendor-trackers.test.ts): Dragino LGT-92 / TrackerD `ALARM_status` "TRUE"/"FALSE" (the
  // alarm key), `Transport` "MOVE"/"STILL" (trackerd.js); MOKO LW001-BG `motion_state`,
  // `low_power_state`, `demolish_state` 0/1 and `battery voltage` "3.4V" (lw001-bg.js); Browan
  // Object Locator `ButtonTrigger`, `MovingMode` 0/1 (objectlocator.js); Digital Matter G62's
  // `ignition`, `Vext` (V) and `tempC` (g62.js).
  ALARM_status: r('button', flag),
  Transport: r('motion', flag),
  motion_state: r('motion', flag),
  low_power_state: r('low_battery', flag),
  demolish_state: r('tamper', flag),
  'battery voltage': batteryVolts,
  ButtonTrigger: r('button', flag),
  MovingMode: r('motion', flag),
  ignition: r('ignition', flag),
  Vext: r('external_voltage'),
  tempC: r('temperature'),
  // MClimate button: the press of this uplink (1 single, 2 double, 3 triple; 0 none).
  pressEvent: r('button', countOrFlag),
  temperatureMeasure: r('temperature'),
  tilt: r('tilt', flag),
  tamper: r('tamper', flag),
  // MClimate flood sensor (flood-sensor.js): the box opened.
  boxTamper: r('tamper', state),
  install: r('tamper', inverted),
  installed: r('tamper', inverted),
  distance: r('distance_mm', millimetres),
  distance_mm: r('distance_mm'),
  // Dragino's own decoders: LDDS75 `Distance` (mm), LSN50 v2 `Distance_cm`.
  Distance: r('distance_mm', millimetres),
  Distance_cm: r('distance_mm', scaled(10)),
  // Pepperl+Fuchs WILSEN sonic (wilsen.js): `proxx` in cm, `proxx_mm` in mm.
  proxx: r('distance_mm', scaled(10)),
  proxx_mm: r('distance_mm'),
  // Pepperl+Fuchs WILSEN sonic level (wilsen.js): `fillinglvl`, the tank's fill in %.
  fillinglvl: r('fill_level_pct'),
  // Elsys (elsys.js): `pulseAbs`, the pulse input's running count (`pulse1` counts since the last
  // uplink, another quantity).
  pulseAbs: r('pulse_count'),
  pulse_count: r('pulse_count'),
  // Dragino SW3L (sw3l.js, port 2, MOD 0): the flow meter's pulse total (MOD 1's `Last_pulse` counts
  // the pulses since the last uplink, another quantity).
  Total_pulse: r('pulse_count'),
  liquid_level_mm: r('liquid_level_mm'),
  fill_level_pct: r('fill_level_pct'),
  // Netvox R718X / R718PE (payload/r718x.js): the bin's fill in %, beside `Distance` in mm.
  FillLevel: r('fill_level_pct'),
  // Dragino PS-LB (ps-lb.js): the submersible probe's water depth in cm, the pressure probe's in MPa
  // or kPa (by its range).
  Water_deep_cm: r('liquid_level_mm', scaled(10)),
  Water_pressure_MPa: r('liquid_pressure_kpa', scaled(1000)),
  Water_pressure_kPa: r('liquid_pressure_kpa'),
  // People counters. How many people the device sees in its area now: Milesight VS121's
  // `people_count_all` (SensorDecoders vs121, 04 C9), `people_counter_all` in its TTN codec (vs121.js).
  people_count: people('people_count'),
  people_count_all: people('people_count'),
  people_counter_all: people('people_count'),
  // Line crossings over the device's reporting period (never its running totals, `*total*`):
  // Milesight VS121 `people_in` / `people_out` ("People Passing", 05 CC, beside the totals of
  // 0D CC), VS132 `periodic_counter_in` / `_out`, VS133 / VS135 `line_1_period_in` / `_out` (the
  // first line; its further lines have no field of their own).
  people_in: people('people_in'),
  people_out: people('people_out'),
  periodic_counter_in: people('people_in'),
  periodic_counter_out: people('people_out'),
  line_1_period_in: people('people_in'),
  line_1_period_out: people('people_out'),
  // Water meters' index in m³: Axioma Qalcosonic W1 (qalcosonic-w1-codec.js) `current_volume_m3`
  // (its `log_volume_m3` is the index at the last log time, `delta_*_m3` the hourly use).
  current_volume_m3: r('water_volume_m3'),
  water_volume_m3: r('water_volume_m3'),
  flow_rate_lpm: r('flow_rate_lpm'),
  // Gases under our own names (hand-written codecs); vendors' bare `co`, `no2` or `o3` come in ppm
  // from some and in ppb from others, so only a model's or brand's table reads them (model-names.ts).
  co_ppm: r('co_ppm'),
  no2_ppm: r('no2_ppm'),
  o3_ppm: r('o3_ppm'),
  so2_ppm: r('so2_ppm'),
  o2_pct: r('o2_pct'),
  // Milesight GS301 (gs301.js): `nh3` and `h2s` in ppm.
  nh3: r('nh3_ppm'),
  h2s: r('h2s_ppm'),
  nh3_ppm: r('nh3_ppm'),
  h2s_ppm: r('h2s_ppm'),
  // Elsys ERS Sound (elsys.js): `soundAvg`, the period's average in dB(A) (`soundPeak` its loudest).
  soundAvg: r('sound_dba'),
  // Milesight WS302 (SensorDecoders ws302): `LAeq`, the period's A-weighted equivalent level in dB
  // (`LAF`, the fast-weighted level now, and `LAFmax` its loudest are left).
  LAeq: r('sound_dba'),
  sound_dba: r('sound_dba'),
  // Dragino LSPH01 (lsph01.js): the probe's pH, as a string ("5.96").
  PH1_SOIL: r('ph'),
  ph: r('ph'),
  pH: r('ph'),
  // Weather stations: Decentlab DL-ATM41 (dl-atm41.js) gives each with its unit (m⋅s⁻¹, °, mm, W⋅m⁻²).
  wind_speed: r('wind_speed_ms'),
  wind_direction: r('wind_direction_deg'),
  precipitation: r('rainfall_mm'),
  solar_radiation: r('solar_radiation_wm2'),
  uv_index: r('uv_index'),
  soil_moisture: r('soil_moisture'),
  // Decentlab DL-5TM (dl-5tm.js): a fraction in m³⋅m⁻³, read as % by its unit (units.ts).
  volumetric_water_content: r('soil_moisture'),
  water_SOIL: r('soil_moisture'),
  soil_temperature: r('soil_temperature'),
  temp_SOIL: r('soil_temperature'),
  soil_temp: r('soil_temperature'),
  // Dragino LSPH01 (lsph01.js): the pH probe's temperature.
  TEMP_SOIL: r('soil_temperature'),
  soil_conductivity: r('soil_conductivity'),
  conduct_SOIL: r('soil_conductivity'),
  Leaf_Moisture: r('leaf_wetness'),
  leaf_wetness: r('leaf_wetness'),
  Leaf_Temperature: r('leaf_temperature'),
  leaf_temperature: r('leaf_temperature'),
  // A smart plug's mains voltage (Milesight WS52x: 228.5), or a 12/24/48 V supply a sensor watches;
  // Laird RS1xx writes its own cell (3.01 V) and MClimate's AQI sensor its battery in mV (3312)
  // under the same name: below 5 V or above 1000 V it is not this reading.
  voltage: { field: 'voltage', plausible: (n) => n >= 5 && n <= 1000 },
  current: r('current'),
  power: r('power'),
  active_power: r('power'),
  power_factor: r('power_factor'),
  energy: r('energy'),
  power_consumption: r('energy'),
  total_current: r('current_total'),
  socket_status: r('relay_on', flag),
  relay: r('relay_on', flag),
  // Milesight's alarm records (channels 0x83 / 0x84 and the CT101's 0x84 0x98).
  // A mutation alarm among their words is the sudden_change event (deviceAlarm).
  current_alarm: deviceAlarm(),
  distance_alarm: deviceAlarm(),
  temperature_alarm: deviceAlarm(),
  humidity_alarm: deviceAlarm(),
  threshold_alarm: r('threshold_alarm', alarmState),
};

/** CayenneLPP's types (The Things Stack's LPP formatter writes them with the channel: `temperature_3`). */
export const cayenneNames: NameTable = {
  temperature: r('temperature'),
  relative_humidity: r('humidity'),
  barometric_pressure: r('pressure'),
  luminosity: r('illuminance'),
  presence: r('motion', flag),
  // RAKwireless's LPP decoder (TTN device repository vendor/rakwireless/decoder-wisblock-kit.js)
  // names types its own way: humidity, barometer (hPa), illuminance (lux), distance (m).
  humidity: r('humidity'),
  barometer: r('pressure'),
  illuminance: r('illuminance'),
  distance: r('distance_mm', scaled(1000)),
};

/**
 * ChirpStack's built-in Cayenne LPP codec (v3 and v4, chirpstack/chirpstack
 * chirpstack/src/codec/cayenne_lpp.rs): one object per type, keyed by channel
 * (`"temperatureSensor": {"3": 27.2}`); ChirpStack v3's documented event shows a plain number too.
 */
export const chirpstackLppNames: NameTable = {
  temperatureSensor: r('temperature'),
  humiditySensor: r('humidity'),
  barometer: r('pressure'),
  illuminanceSensor: r('illuminance'),
  presenceSensor: r('motion', flag),
  // In metres (LPP_DISTANCE, 0.001 m).
  distance: r('distance_mm', scaled(1000)),
};

/** SenseCAP measurement ids (Seeed's SenseCAP decoder, `messages[].measurementId`). */
export const senseCapMeasurements: Record<string, NameRule> = {
  '4097': r('temperature'),
  '4098': r('humidity'),
  '4099': r('illuminance'),
  '4100': r('co2'),
  // Seeed's list of measurement IDs (Seeed-Studio/wiki-documents, SenseCAP_API/Appendix/
  // List_of_Measurement_IDs.md): pressure in Pa, soil moisture %, conductivity in dS/m.
  '4101': { ...airPressure, convert: scaled(0.01) },
  '4102': r('soil_temperature'),
  '4103': r('soil_moisture'),
  '4108': r('soil_conductivity', scaled(1000)),
  '4110': r('soil_moisture'),
  '4111': r('soil_conductivity', scaled(1000)),
  '4112': r('soil_temperature'),
  // The S2120 weather station (TTN device repository vendor/sensecap/sensecap2120-8-in-1-decoder.js):
  // wind direction in °, wind speed in m/s, the UV index.
  '4104': r('wind_direction_deg'),
  '4105': r('wind_speed_ms'),
  '4190': r('uv_index'),
  // The same list's further ids we have readings for: pH; the ultrasonic distance and the liquid
  // level in cm; the water leak (true / false); NH3 and H2S in ppm; total solar radiation in W/m²;
  // leaf temperature (°C) and wetness (%); PM2.5 and PM10 in µg/m³; noise in dB; TVOC in ppb.
  // Left out: 4107 / 4129 light quantum and PAR (µmol/m²s), 4109 dissolved oxygen, 4113 the hourly
  // rainfall (mm/hour, a rate) and 4213 the S2120's accumulated rain, 4120 / 4121 flow, 4122 oxygen,
  // 4123 / 4124 the water's conductivity and temperature, 4138-4145 soil at 10-40 cm depths,
  // 4191 the peak wind gust, 4192 / 4193 / 4196 raw 0-1023 levels.
  '4106': r('ph'),
  '4115': r('distance_mm', scaled(10)),
  '4116': r('leak', flag),
  '4117': r('liquid_level_mm', scaled(10)),
  '4118': r('nh3_ppm'),
  '4119': r('h2s_ppm'),
  '4127': r('solar_radiation_wm2'),
  '4136': r('leaf_temperature'),
  '4137': r('leaf_wetness'),
  '4146': r('pm2_5'),
  '4147': r('pm10'),
  '4148': r('sound_dba'),
  '4195': r('tvoc'),
  '4199': r('light_percent'),
  '3000': r('battery_pct'),
};
