import type { ReadingField } from '@pinpoint/shared/readings.ts';
import {
  alarmState,
  type Convert,
  countOrFlag,
  flag,
  inverted,
  millimetres,
  nonZero,
  number,
  oneOf,
  scaled,
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
export type NameRule = { field: ReadingField; convert?: Convert; weak?: boolean };
export type NameTable = Record<string, NameRule>;

const r = (field: ReadingField, convert: Convert = number, weak = false): NameRule =>
  weak ? { field, convert, weak } : { field, convert };

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
  humidity: r('humidity'),
  Humidity: r('humidity'),
  relative_humidity: r('humidity'),
  relativeHumidity: r('humidity'),
  Hum_SHT: r('humidity'),
  hum: r('humidity'),
  Humi: r('humidity'),
  TempC_DS: r('external_temperature'),
  TempC_TMP117: r('external_temperature'),
  // Dragino's DS18B20 probe: LDDS75 `TempC_DS18B20` (0.00 without a probe), LSN50 v2 `TempC1`.
  TempC_DS18B20: r('external_temperature', nonZero),
  TempC1: r('external_temperature', nonZero),
  externalTemperature: r('external_temperature'),
  external_temperature: r('external_temperature'),
  pressure: r('pressure'),
  barometric_pressure: r('pressure'),
  co2: r('co2'),
  CO2: r('co2'),
  CO2_ppm: r('co2'),
  co2_ppm: r('co2'),
  eco2: r('co2'),
  tvoc: r('tvoc'),
  TVOC: r('tvoc'),
  TVOC_ppb: r('tvoc'),
  voc: r('tvoc'),
  iaq: r('iaq'),
  hcho: r('hcho'),
  pm2_5: r('pm2_5'),
  'pm2.5': r('pm2_5'),
  pm25: r('pm2_5'),
  pm10: r('pm10'),
  illuminance: r('illuminance'),
  // Elsys `light` (lux, elsys.js); Dragino LSN50 v2 `Illum` (lux, lsn50-v2.js).
  light: r('illuminance'),
  Illum: r('illuminance'),
  ILL_lux: r('illuminance'),
  // lht65n.js (TTN device repository), external sensor type 5.
  ILL_lx: r('illuminance'),
  lux: r('illuminance'),
  light_level: r('light_level'),
  luminosity: r('illuminance'),
  // Batteries: volts under these names (Dragino writes BatV, Bat_V, BAT_V or Bat).
  BatV: r('battery_mv', volts),
  Bat_V: r('battery_mv', volts),
  BAT_V: r('battery_mv', volts),
  Bat: r('battery_mv', volts),
  batV: r('battery_mv', volts),
  batteryVoltage: r('battery_mv', volts),
  battery_voltage: r('battery_mv', volts),
  battery_mv: r('battery_mv'),
  // Elsys `vdd`: the battery in mV (elsys.js).
  vdd: r('battery_mv', volts),
  // Netvox (TTN device repository, vendor/netvox/payload/*.js): Volt in V, or "2.3(low battery)".
  Volt: r('battery_mv', volts),
  // A percentage under these (Milesight's `battery`; see map.ts for the volts-like exception).
  battery: r('battery_pct'),
  batteryLevel: r('battery_pct'),
  battery_level: r('battery_pct'),
  battery_pct: r('battery_pct'),
  batteryPercent: r('battery_pct'),
  door_open: r('door_open', flag),
  DOOR_OPEN_STATUS: r('door_open', flag),
  door: r('door_open', flag),
  open: r('door_open', flag),
  contact: r('door_open', flag),
  leak: r('leak', flag),
  water_leak: r('leak', flag),
  WATER_LEAK_STATUS: r('leak', flag),
  leakage_status: r('leak', flag),
  water: r('leak', flag),
  // Elsys (elsys.js, TTN device repository): `motion` counts PIR triggers since the last uplink,
  // `occupancy` is 0 free, 1 pending, 2 occupied.
  motion: r('motion', countOrFlag),
  occupancy: r('motion', countOrFlag),
  occupied: r('motion', flag),
  pir: r('motion', flag),
  activity: r('motion', flag),
  button: r('button', flag),
  button_event: r('button', flag),
  sos: r('button', flag),
  // Abeeway (asset-tracker-2.js): sosFlag 0/1, temperatureMeasure in °C.
  sosFlag: r('button', flag),
  // MClimate button: the press of this uplink (1 single, 2 double, 3 triple; 0 none).
  pressEvent: r('button', countOrFlag),
  temperatureMeasure: r('temperature'),
  tilt: r('tilt', flag),
  tamper: r('tamper', flag),
  install: r('tamper', inverted),
  installed: r('tamper', inverted),
  distance: r('distance_mm', millimetres),
  distance_mm: r('distance_mm'),
  // Dragino's own decoders: LDDS75 `Distance` (mm), LSN50 v2 `Distance_cm`.
  Distance: r('distance_mm', millimetres),
  Distance_cm: r('distance_mm', scaled(10)),
  soil_moisture: r('soil_moisture'),
  water_SOIL: r('soil_moisture'),
  soil_temperature: r('soil_temperature'),
  temp_SOIL: r('soil_temperature'),
  soil_conductivity: r('soil_conductivity'),
  conduct_SOIL: r('soil_conductivity'),
  Leaf_Moisture: r('leaf_wetness'),
  leaf_wetness: r('leaf_wetness'),
  Leaf_Temperature: r('leaf_temperature'),
  leaf_temperature: r('leaf_temperature'),
  voltage: r('voltage'),
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
  current_alarm: r('threshold_alarm', alarmState),
  distance_alarm: r('threshold_alarm', alarmState),
  temperature_alarm: r('threshold_alarm', alarmState),
  humidity_alarm: r('threshold_alarm', alarmState),
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
};

/** Names that differ by model, from each model's codec (cited where the meaning is not obvious). */
export const modelNames: Record<string, NameTable> = {
  // The DS18B20 probe is the soil or leaf sensor's own temperature, not an external probe; its
  // word 0x0000 (0.00) means no probe (Dragino's LSE01 / LLMS01 manuals).
  'dragino/lse01': { TempC_DS18B20: r('temperature', nonZero), temp_DS18B20: r('temperature', nonZero) },
  'dragino/llms01': { TempC_DS18B20: r('temperature', nonZero) },
  // lgt92-codec.yaml: ALARM_status is the tracker's SOS button.
  'dragino/lgt92': { ALARM_status: r('button', flag) },
  // ldds04-codec.yaml: four probes in centimetres.
  'dragino/ldds04': {
    distance1_cm: r('distance_mm', scaled(10)),
    distance2_cm: r('distance_2_mm', scaled(10)),
    distance3_cm: r('distance_3_mm', scaled(10)),
    distance4_cm: r('distance_4_mm', scaled(10)),
  },
  // Milesight AM series: `tvoc` is the IAQ level (0.37), or its raw word (37) in the TTN codec.
  'milesight-iot/am307': { tvoc: r('tvoc_level', tvocLevel()) },
  'milesight-iot/am319': { tvoc: r('tvoc_level', tvocLevel()) },
  'milesight-iot/am319-hcho': { tvoc: r('tvoc_level', tvocLevel()) },
  // ws52x-codec.yaml: `button` is the relay ("open" = on); current in mA.
  'milesight-iot/ws52x': { button: r('relay_on', flag), current: r('current', scaled(0.001)) },
  'milesight-iot/ws523': { current: r('current', scaled(0.001)) },
  // SensorDecoders em500-smtc: the probe's temperature, moisture and conductivity (µS/cm).
  'milesight-iot/em500-smtc': {
    temperature: r('soil_temperature'),
    moisture: r('soil_moisture'),
    ec: r('soil_conductivity'),
  },
  'milesight-iot/em310-udl': { tilt: r('tilt', oneOf('tilt')) },
  // SensorDecoders at101: `position` "tilt"/"normal", `motion_status` "moving"/"static".
  'milesight-iot/at101': {
    position: r('tilt', oneOf('tilt')),
    motion_status: r('motion', oneOf('moving', 'move')),
  },
  // SenseCAP's own names (akenza and Seeed's helpers): light is a percentage.
  'sensecap/t1000-a': {
    light: r('light_percent'),
    pressOnceEvent: r('button', flag),
    sosEvent: r('button', flag),
  },
};

/** Browan Tabs codecs (TTN device repository): battery in volts, the `status` bit per model. */
const browan = (status: ReadingField): NameTable => ({
  battery: r('battery_mv', volts),
  status: r(status, flag),
  temperatureBoard: r('temperature', number, true),
});
modelNames['browan/tbms100'] = browan('motion');
modelNames['browan/tbdw100'] = browan('door_open');
modelNames['browan/tbwl100'] = browan('leak');
modelNames['browan/tbpb100'] = browan('button');
modelNames['browan/tbhv110'] = {
  battery: r('battery_mv', volts),
  temperatureBoard: r('temperature', number, true),
};

/** The AM series' TVOC: a level (0.07 .. 5), written as its raw word (7 .. 500) by the TTN codec. */
function tvocLevel(): Convert {
  return (value) => {
    const n = number(value);
    if (typeof n !== 'number') return undefined;
    return Number.isInteger(n) && n > 5 ? n / 100 : n;
  };
}

/** SenseCAP measurement ids (Seeed's SenseCAP decoder, `messages[].measurementId`). */
export const senseCapMeasurements: Record<string, NameRule> = {
  '4097': r('temperature'),
  '4098': r('humidity'),
  '4099': r('illuminance'),
  '4100': r('co2'),
  '4199': r('light_percent'),
  '3000': r('battery_pct'),
};
