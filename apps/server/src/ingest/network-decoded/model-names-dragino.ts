import { type Convert, flag, millimetres, nonZero, scaled, toNumber } from './convert.ts';
import { batteryVolts, type NameRule, type NameTable, r, refuse } from './names.ts';

/**
 * Dragino models' own names, as Dragino's decoders (dragino/dragino-end-node-decoder) and TTN's codecs
 * print them, beside the brand's `BAT` (model-names.ts `brandNames.dragino`).
 */
export const draginoModelNames: Record<string, NameTable> = {
  // lgt92-codec.yaml: ALARM_status is the tracker's SOS button.
  'dragino/lgt92': { ALARM_status: r('button', flag) },
  // ldds04-codec.yaml: four probes in centimetres; 0 is an unplugged probe (Dragino's LDDS04 and
  // DDS04-LB decoders print it 0), no reading, as our decoder (packages/decoders models/dragino-ldds04.ts).
  'dragino/ldds04': {
    distance1_cm: { field: 'distance_mm', convert: scaled(10), plausible: (n) => n > 0 },
    distance2_cm: { field: 'distance_2_mm', convert: scaled(10), plausible: (n) => n > 0 },
    distance3_cm: { field: 'distance_3_mm', convert: scaled(10), plausible: (n) => n > 0 },
    distance4_cm: { field: 'distance_4_mm', convert: scaled(10), plausible: (n) => n > 0 },
  },
  // lsn50v2-d20.js: `TempC1` is the red DS18B20 probe, whose "no probe" words are 0x7FFF (3276.7,
  // Dragino's D23-LB decoder) and 0xFFFF ("NULL"): 0.0 is a probe at 0 °C here, as our decoder reads it.
  'dragino/lsn50v2-d20': { TempC1: r('external_temperature') },
  'dragino/lsn50v2-d20-d22-d23': { TempC1: r('external_temperature') },
};

/**
 * A DS18B20 probe: 0 is "no probe" as these decoders print it, and past its -55..125 °C range a
 * reading is no measurement (the LDS25-LB, the LiDAR nodes, the TS01-LB). The LDDS75 decoder V1.1.4
 * prints it with its unit ("0.00 °C"), read in that unit without the rule's convert: 0 is refused
 * as implausible too.
 */
const ds18b20Probe: NameRule = {
  field: 'temperature',
  convert: nonZero,
  plausible: (n) => n !== 0 && n >= -55 && n <= 125,
};

// The LSE01's and LLMS01's DS18B20 is the soil or leaf sensor's own temperature, not an external
// probe; its word 0x0000 (0.00) means no probe (Dragino's LSE01 / LLMS01 manuals), and past the
// probe's range it is none either (lse01-114-codec.yaml's 0x0AEF, 279.9 °C; our decoders read the
// same: packages/decoders formats/dragino-probe.ts).
draginoModelNames['dragino/lse01'] = { TempC_DS18B20: ds18b20Probe, temp_DS18B20: ds18b20Probe };
draginoModelNames['dragino/llms01'] = { TempC_DS18B20: ds18b20Probe };
// The ultrasonic nodes (LDDS75 / LDDS45 / LDDS20 decoders V1.1.4 and their -LB successors': `Distance`
// in mm, "2799 mm" in some, `TempC_DS18B20` the optional probe) and the LSPH01: our decoders store the
// DS18B20 as `temperature`, as on the LSE01 (the generic name's `external_temperature` is the LSN50's
// red probe), and a distance of 0 (no sensor) or under 20 mm (not a reading, the older decoder's
// "Invalid Reading") as none; the LDDS20's and DDS20-LB's, measured up through the tank's bottom, is
// the liquid's height (packages/decoders formats/dragino-ultrasonic.ts, models/dragino-lsph01.ts).
const ultrasonic = (field: 'distance_mm' | 'liquid_level_mm'): NameTable => ({
  Distance: { field, convert: millimetres, plausible: (mm) => mm >= 20 },
  TempC_DS18B20: ds18b20Probe,
});
for (const model of ['ldds75', 'ldds45', 'dds75-lb', 'dds45-lb'])
  draginoModelNames[`dragino/${model}`] = ultrasonic('distance_mm');
for (const model of ['ldds20', 'dds20-lb'])
  draginoModelNames[`dragino/${model}`] = ultrasonic('liquid_level_mm');
draginoModelNames['dragino/lsph01'] = { TempC_DS18B20: ds18b20Probe };

// Dragino LMDS200 (lmds200.js): its `Distance_alarm` 0 or 1; the two targets `dis1` / `dis2` stay
// unread, their unit documented nowhere at hand (vendor-codecs-more.test.ts). LSN50v2-S31 firmware 1.8 (Dragino's decoder): the SHT31 as
// `TempC_SHT31` / `Hum_SHT31`; the LSN50v2's `Count` (work mode 5) its pulse input. LDS25-LB
// (Dragino's decoder): `temp_DS18B20`, the probe (0 none; past -55..125 °C no measurement).
// LHT65N-VIB: `Alarm`, the vibration alarm. Our decoders read the same (packages/decoders
// models/dragino-lmds200.ts, -lsn50-v2.ts, -lsn50v2-s31.ts, -lds25-lb.ts, -lht65n-vib.ts).
draginoModelNames['dragino/lmds200'] = {
  Distance_alarm: r('threshold_alarm', flag),
};
draginoModelNames['dragino/lsn50v2-s31'] = {
  TempC_SHT31: r('temperature'),
  Hum_SHT31: r('humidity'),
  Count: r('pulse_count'),
};
draginoModelNames['dragino/lsn50-v2'] = { Count: r('pulse_count') };
draginoModelNames['dragino/lds25-lb'] = {
  temp_DS18B20: ds18b20Probe,
  // `Distance_cm` 0 is no echo (LDS25-LB decoder.txt prints it 0), no reading, as our decoder.
  Distance_cm: { field: 'distance_mm', convert: scaled(10), plausible: (n) => n > 0 },
};
draginoModelNames['dragino/lht65n-vib'] = { Alarm: r('threshold_alarm', flag) };
// Dragino LiDAR sensors (Dragino's decoders; TTN's llds12.js): `Lidar_distance` in cm (the mm word
// / 10; 0 no echo), `TempC_DS18B20` the probe as on the LDS25-LB (0 none; the LLDS40's "NULL" and past
// -55..125 °C no measurement). LT-22222-L (v1.6 decoder, TTN's lt22222-l.js): `Count1_times` the
// pulses on DI1 (work modes 2-5; another mode's word is no count). DS20L: `Distance_mm` (0: no
// target). Our decoders read the same (packages/decoders models/dragino-lds12-lb.ts, -llds12.ts,
// -lt22222-l.ts, -ds20l.ts).
const draginoLidar: NameTable = {
  Lidar_distance: { field: 'distance_mm', convert: scaled(10), plausible: (n) => n > 0 },
  TempC_DS18B20: ds18b20Probe,
};
for (const model of ['lds12-lb', 'lds40-lb', 'llds12', 'llds40'])
  draginoModelNames[`dragino/${model}`] = draginoLidar;
// Its relays `RO1_status` / `RO2_status` "ON" / "OFF": relay_on while either is on.
const ltRelay: NameRule = { field: 'relay_on', convert: flag, any: true };
draginoModelNames['dragino/lt22222-l'] = {
  Count1_times: r('pulse_count'),
  RO1_status: ltRelay,
  RO2_status: ltRelay,
};
draginoModelNames['dragino/ds20l'] = { Distance_mm: r('distance_mm', nonZero) };
// Dragino TS01-LB (Dragino's decoder): `TempC_DS18B20` the probe as on the LiDAR nodes, `Alarm_flag`
// (0 / 1) the angle alarm. CS01-LB: `Current1_A`, channel 1 in A (channels 2-4 unread, as our
// decoder: packages/decoders models/dragino-ts01-lb.ts, -cs01-lb.ts).
draginoModelNames['dragino/ts01-lb'] = {
  TempC_DS18B20: ds18b20Probe,
  Alarm_flag: r('threshold_alarm', flag),
};
draginoModelNames['dragino/cs01-lb'] = { Current1_A: r('current') };
// Dragino's decoders of dragino-more-models-6 (packages/decoders models/dragino-pb01-l.ts, -pb05-l.ts,
// -aqs-l.ts, -se02-lb.ts, -sph01-lb.ts, -lms01-lb.ts, -tc01-lb.ts, -mds120-lb.ts, -mds200-lb.ts,
// -pom01-lb.ts, -wqs-lb.ts read the same). PB01-L: `Alarm` "TRUE" / "FALSE", the uplink its button's
// press sent; the SHT41 as `TempC_SHT41` / `Hum_SHT41`. PB05-L: `key1`-`key5` "Yes" / "No", a key
// pressed. AQS01-L / AQS02-L: `air_pressure` in hPa, the CO2 / CO in ppm, and their TEMPL / TEMPH /
// gas low / high flags "True" / "False", the device's threshold alarm. TC01-LB: `TempC`, the
// thermocouple probe's, and its TEMPH / TEMPL flags. The DS18B20 of the SE02-LB (`temp_DS18B20`),
// SPH01-LB, LMS01-LB, LMDS120 and MDS120-LB (`TempC_DS18B20`) is their `temperature`, as on the LiDAR
// nodes. MDS200-LB: `Distance_alarm`, as the LMDS200's. POM01-LB: `power_outage` and `low_voltage`
// (0 / 1) the watched supply's, its `temp_DS18B20` the probe. WQS-LB: `PH`, its pH probe's; its
// other probes have no reading fields.
const anyAlarm: NameRule = { field: 'threshold_alarm', convert: flag, any: true };
draginoModelNames['dragino/pb01-l'] = {
  Alarm: r('button', flag),
  TempC_SHT41: r('temperature'),
  Hum_SHT41: r('humidity'),
};
const pb05Key: NameRule = { field: 'button', convert: flag, any: true };
draginoModelNames['dragino/pb05-l'] = Object.fromEntries(
  [1, 2, 3, 4, 5].map((key) => [`key${key}`, pb05Key]),
);
draginoModelNames['dragino/aqs01-l'] = {
  air_pressure: r('pressure'),
  TEMPL_flag: anyAlarm,
  TEMPH_flag: anyAlarm,
  CO2L_flag: anyAlarm,
  CO2H_flag: anyAlarm,
};
draginoModelNames['dragino/aqs02-l'] = {
  air_pressure: r('pressure'),
  co: r('co_ppm'),
  TEMPL_flag: anyAlarm,
  TEMPH_flag: anyAlarm,
  COL_flag: anyAlarm,
  COH_flag: anyAlarm,
};
draginoModelNames['dragino/tc01-lb'] = {
  TempC: r('external_temperature'),
  TEMPL_flag: anyAlarm,
  TEMPH_flag: anyAlarm,
};
// T68DL: `TempC` its built-in TMP116's (the common name's reading), TEMPH / TEMPL its alarm.
draginoModelNames['dragino/t68dl'] = { TEMPL_flag: anyAlarm, TEMPH_flag: anyAlarm };
draginoModelNames['dragino/se02-lb'] = { temp_DS18B20: ds18b20Probe };
for (const model of ['sph01-lb', 'lms01-lb', 'lmds120', 'mds120-lb'])
  draginoModelNames[`dragino/${model}`] = { TempC_DS18B20: ds18b20Probe };
draginoModelNames['dragino/mds200-lb'] = { Distance_alarm: r('threshold_alarm', flag) };
draginoModelNames['dragino/pom01-lb'] = {
  temp_DS18B20: ds18b20Probe,
  power_outage: r('power_cut', flag),
  low_voltage: r('external_power_low', flag),
};
draginoModelNames['dragino/wqs-lb'] = { PH: r('ph'), temp_DS18B20: ds18b20Probe };
// LTC2 (ltc2.js, Dragino's LTC2 decoder): `Temp_Channel1`, the PT100 probe's (beyond ±2000 °C none,
// as our decoder: packages/decoders models/dragino-ltc2.ts).
draginoModelNames['dragino/ltc2'] = {
  Temp_Channel1: { field: 'external_temperature', plausible: (n) => Math.abs(n) <= 2000 },
};
// LPT01 (Dragino's decoder): `Temp` is in the unit its `Unit` names, "℃" or "℉", which a name's rule
// cannot see: our decoder reads it from the bytes (packages/decoders models/dragino-lpt01.ts).
draginoModelNames['dragino/lpt01'] = {
  Temp: refuse('external_temperature', 'is in the display unit `Unit` names (℃ or ℉): read from the bytes'),
};
// WSC3-LB, WSC2-Compact-LS (Dragino's decoders): `rain` the gauge's running tip count, `temp_DS18B20`
// the probe beside the station's own air sensor (0 none), `Pressure` in kPa; the Compact's first soil
// probe unsuffixed (`*_SOIL2` the second: fields), `WIND_SPEED` and `WIND_ANGLE` (°) the wind
// (`WIND_DIRECTION` a sector number, gust and average fields), `TSR` W/m². SE0X-LB: probe 1's
// `*_SOIL1` (2-4 fields), `temp_DS18B20` as the SE01-LB's. LC01: `RelayStatus` "OPEN" / "CLOSE". Our
// decoders read the same (packages/decoders models/dragino-wsc3-lb.ts, -wsc2-compact-ls.ts,
// -se0x-lb.ts, -lc01.ts).
const wscNames: NameTable = {
  rain: r('pulse_count'),
  temp_DS18B20: { ...ds18b20Probe, field: 'external_temperature' },
  Pressure: { field: 'pressure', convert: scaled(10), plausible: (n) => n >= 0 },
};
draginoModelNames['dragino/wsc3-lb'] = wscNames;
draginoModelNames['dragino/wsc2-compact-ls'] = {
  ...wscNames,
  WIND_SPEED: r('wind_speed_ms'),
  WIND_ANGLE: r('wind_direction_deg'),
  TSR: r('solar_radiation_wm2'),
};
draginoModelNames['dragino/se0x-lb'] = {
  temp_DS18B20: ds18b20Probe,
  water_SOIL1: r('soil_moisture'),
  temp_SOIL1: r('soil_temperature'),
  conduct_SOIL1: r('soil_conductivity'),
};
draginoModelNames['dragino/lc01'] = { RelayStatus: r('relay_on', flag) };
// LC03: `RelayStatus` as the LC01's. IVS-LB: `Alarm` "TRUE" on its alarm port, the first sample's
// `TempC` the probe's (Samples.Sample_1). RS485-LB A16-15: `distance` "<n>mm", 0 no answer. Thermostat1:
// `roomtemp_C`, the room temperature (`roomtemp_F` the same in °F). Our decoders read the same
// (packages/decoders models/dragino-lc03.ts, -ivs-lb.ts, -rs485-lb-a16-15.ts, -thermostat1.ts).
draginoModelNames['dragino/lc03'] = { RelayStatus: r('relay_on', flag) };
draginoModelNames['dragino/ivs-lb'] = {
  Alarm: r('threshold_alarm', flag),
  Samples_Sample_1_TempC: r('external_temperature'),
};
draginoModelNames['dragino/rs485-lb-a16-15'] = {
  distance: { field: 'distance_mm', convert: nonZero, plausible: (mm) => mm > 0 },
};
draginoModelNames['dragino/thermostat1'] = { roomtemp_C: r('temperature') };
// LHT65N-PIR: Dragino's decoder since ca47f4b (2026-03-23, "Fix decoder errors"; dragino-end-node-decoder
// e81cc58a LHT65N-PIR/lht65n_pir ttn_decoder.js) reads the signed temperature words unsigned, where it
// read them signed before (`bytes[2]<<24>>16`, as the LHT65N's decoders still do): -5 °C (0xFE0C) is
// printed 650.36. The SHT31 (-40..125 °C) and the probes never reach 327.68 °C, so a value past the
// word's signed top 327.67 is the word read unsigned, and is taken back to its signed value. Our
// decoder reads the words signed (packages/decoders models/dragino-lht65n-pir.ts).
/** A signed 16-bit word of `perUnit` steps a degree that a decoder printed unsigned, taken back. */
const signedWord =
  (perUnit: number): Convert =>
  (value) => {
    const n = toNumber(value);
    if (n === undefined || n * perUnit <= 0x7fff) return n;
    return Math.round(n * perUnit - 0x10000) / perUnit;
  };
const signedHundredths = signedWord(100);
// Its PIR (external type 0x0E) prints `Exti_pin_level` "Activity" / "No activity", our `motion`; the
// same name in the interrupt mode (type 0x04) is "High" / "Low", no motion.
const pirActivity: Convert = (value) => {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return word === 'activity' ? true : word === 'no activity' ? false : undefined;
};
draginoModelNames['dragino/lht65n-pir'] = {
  TempC_SHT: r('temperature', signedHundredths),
  TempC_DS: r('external_temperature', signedHundredths),
  Exti_pin_level: r('motion', pirActivity),
};
// TrackerD / TrackerD-LS, Dragino's decoder for firmware 1.5.4 / LS 1.0.5 (dragino-end-node-decoder
// e81cc58a "TrackerD/TrackerD  1.5.4_TrackerD-LS1.0.5 Decoder.txt", last changed at 954a1ea), which
// names differ from the TTN codec's (trackerd.js: `ALARM_status`, `Transport`, `Tem`): `alarm`, the
// alarm bit 0x40 of the battery word on every port, is the SOS key (`button`, as `ALARM_status`);
// `movement` "MOVE" / "STILL" the motion bit (ports 2-4, as `Transport`); `battery` always volts;
// `temperature` (port 2) the SHT's word read unsigned (-5 °C printed 6548.6), taken back to its signed
// value past the word's signed top 3276.7 as the LHT65N-PIR's. Its port 5 `motion` is the status
// frame's Intwk setting (byte 8 bit 0, `Intwk` in the 1.5.1 decoder) and its port 10 `motion` a bit
// of the BLE mode byte, no movement: not read. Its port 6 `power` is the last byte of the iBeacon's
// UUID, no electrical power. Our decoder reads the same (packages/decoders models/dragino-trackerd.ts).
const signedTenths = signedWord(10);
// The TTN codec's and Dragino's decoders to 1.5.1 (TrackerD TTN Decoder 1.5.1.txt) print the SHT's
// `Tem` (°C) and `Hum` (%RH), as our decoder reads them, but print both 0 where the frame carries the
// GPS time instead (flag `Bg` 1, which our decoder reads as no climate): 0 is none, as a DS18B20's.
draginoModelNames['dragino/trackerd'] = {
  Tem: r('temperature', nonZero),
  Hum: r('humidity', nonZero),
  alarm: r('button', flag),
  movement: r('motion', flag),
  battery: batteryVolts,
  temperature: r('temperature', signedTenths),
  motion: refuse(
    'motion',
    "is the status frame's Intwk setting (port 5) or a BLE mode bit (port 10), no movement",
  ),
  power: refuse('power', "is the last byte of the iBeacon's UUID, no electrical power"),
};
// Names of Dragino's decoders no table read, each what our decoder of the model reads from the same
// bytes (packages/decoders models/dragino-<model>.ts): S31-LB (S31-LB_v1.3_TTN_decoder.txt) the SHT31
// as `TempC_SHT31` / `Hum_SHT31`, as the LSN50v2-S31's; CPL01 (CPL01/Decoder.txt) `TOTAL_PULSE`, its
// running count (the CPL03-LB's same name can be a count since the last uplink, CMOD "PART", which
// a name cannot tell: unread); DDS04-LB the LDDS04's four probes in cm; LTC2-LB (LTC2-LB_v1.2_decoder.txt)
// `Temp_Channel1`, printed 0 for no probe (beyond ±2000 °C), so 0 is none as a DS18B20's; SE01-LB
// `temp_DS18B20`, the probe as the LSE01's; SN50v3-LB (SN50_v3-LB_TTN_decode.txt) `Count` (work modes 5
// and 11) and `Count1` (mode 8), its pulse input's running totals (mode 8's `Count2` a field).
draginoModelNames['dragino/s31-lb'] = { TempC_SHT31: r('temperature'), Hum_SHT31: r('humidity') };
draginoModelNames['dragino/cpl01'] = { TOTAL_PULSE: r('pulse_count') };
draginoModelNames['dragino/dds04-lb'] = draginoModelNames['dragino/ldds04'] as NameTable;
draginoModelNames['dragino/ltc2-lb'] = { Temp_Channel1: r('external_temperature', nonZero) };
draginoModelNames['dragino/se01-lb'] = { temp_DS18B20: ds18b20Probe };
draginoModelNames['dragino/sn50v3-lb'] = { Count: r('pulse_count'), Count1: r('pulse_count') };
// LHT65N (LHT65N-TTN-v1.5.6_decoder.txt): the SHT31 probe (external types 0x0B, 0x10) as
// `Ext_TempC_SHT`, our `external_temperature` (its `Ext_Hum_SHT` a field, as ours).
draginoModelNames['dragino/lht65n'] = { Ext_TempC_SHT: r('external_temperature') };
// DS03A-LB, LDS03A (DS03A-LB_TTN_v1.0_decode.txt, LDS03A decoder V1.2.2.txt): a two-door frame
// (18 bytes) prints `DOOR1_OPEN_STATUS` / `DOOR2_OPEN_STATUS` "OPEN" / "CLOSE" where a one-door frame
// prints `DOOR_OPEN_STATUS`: door 1 is the reading, door 2 a field, as our decoder
// (packages/decoders models/dragino-event-counter.ts).
for (const model of ['ds03a-lb', 'lds03a'])
  draginoModelNames[`dragino/${model}`] = { DOOR1_OPEN_STATUS: r('door_open', flag) };
