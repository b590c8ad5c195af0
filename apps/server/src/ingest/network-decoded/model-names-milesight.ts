import {
  alarmState,
  type Convert,
  eventAlarms,
  flag,
  nonZeroState,
  number,
  oneOf,
  scaled,
  suddenChange,
  wordState,
} from './convert.ts';
import { deviceAlarm, type NameRule, type NameTable, people, r, refuse } from './names.ts';

/**
 * Milesight's names that mean something only on one model, from each model's codec: the TTN device
 * repository's (vendor/milesight-iot/*.js) or Milesight's own (Milesight-IoT/SensorDecoders), cited
 * where the meaning is not obvious. Names all Milesight codecs share are model-names.ts's brand table.
 */

/** The AM series' TVOC: a level (0.07 .. 5), written as its raw word (7 .. 500) by the TTN codec. */
function tvocLevel(): Convert {
  return (value) => {
    const n = number(value);
    if (typeof n !== 'number') return undefined;
    return Number.isInteger(n) && n > 5 ? n / 100 : n;
  };
}

/** A number when `keep` says so, else nothing (no reading, no warning: another rule reads it). */
const when =
  (keep: (n: number) => boolean): Convert =>
  (value) => {
    const n = number(value);
    return typeof n === 'number' && keep(n) ? n : undefined;
  };

/**
 * The AM308 / AM308L `tvoc` (SensorDecoders am308 / am308l, and TTN's am308.js alike): the IAQ level
 * (08 7D, word / 100: 0 .. 5) or, with the device set to µg/m³, the mass (08 E6, the word). A value
 * above 5 is the mass; a mass of 5 µg/m³ or less reads as a level (the name cannot tell them apart).
 */
const am308Tvoc: NameRule = {
  field: 'tvoc_level',
  convert: when((n) => n <= 5),
  also: { field: 'tvoc_ugm3', convert: when((n) => n > 5) },
};

/**
 * The EM500-UDL's `distance`: SensorDecoders' em500-udl-decoder.js prints the word in mm (a whole
 * number); TTN's older em500-udl.js (0e61ae32) prints the same word / 1000, in m ("01 75 5A 03 82 1E
 * 00" gives `distance: 0.03`). A fraction under 20 is the TTN codec's metres (the sensor measures
 * no 20 mm, and its alarm record's `distance`, the word / 10 in SensorDecoders, can be a fraction
 * of mm); anything else reads as mm (a whole number of metres from that codec cannot be told from it).
 */
const em500UdlDistance: Convert = (value) => {
  const n = number(value);
  if (typeof n !== 'number') return undefined;
  return Number.isInteger(n) || n >= 20 ? n : Math.round(n * 1000);
};

/** WS136 (3 buttons) / WS156 (6): SensorDecoders print `button_<id>: 1` for a press. */
const sceneButtons: NameTable = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((id): [string, NameRule] => [
    `button_${id}`,
    { field: 'button', convert: flag, any: true },
  ]),
);

/**
 * EM300-CL (SensorDecoders em300-cl, 03 ED / 83 ED): `liquid` "full" or "critical liquid level
 * alert" (uncalibrated and error say nothing), `liquid_alarm` the critical level's alarm or its
 * release: the device's threshold alarm, raised by either, as our decoder reads it.
 */
const liquidLevelSwitch: NameTable = {
  liquid: {
    field: 'threshold_alarm',
    convert: wordState({ full: false, 'critical liquid level alert': true }),
    any: true,
  },
  liquid_alarm: {
    field: 'threshold_alarm',
    convert: wordState({
      'critical liquid level alarm release': false,
      'critical liquid level alarm': true,
    }),
    any: true,
  },
};

const tiltThresholds: NameTable = {
  threshold_x: { field: 'threshold_alarm', convert: flag, any: true },
  threshold_y: { field: 'threshold_alarm', convert: flag, any: true },
  threshold_z: { field: 'threshold_alarm', convert: flag, any: true },
};

/**
 * SensorDecoders em320-th-v2 (v2 firmware; one model with v1's): its alarm records nest the value
 * and `alarm_type` ("Below alarm" .. "Outside alarm", each with a " clear": the threshold alarm; the
 * mutation alarms "Temperature mutation" / "Humidity mutation": the sudden_change event), and a
 * history record's `record_type` names the alarm that made it (temperature_below ..
 * humidity_below_or_above_clear; "temperature_mutation_alarm" / "humidity_mutation_alarm" the
 * sudden change).
 */
const em320AlarmType: Convert = (value) => {
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (word.endsWith(' alarm clear')) return false;
  return word.endsWith(' alarm') ? true : undefined;
};
const em320RecordType: Convert = (value) => {
  if (typeof value !== 'string') return undefined;
  const match = /^(temperature|humidity)_(below|above|within|below_or_above)(_clear)?$/.exec(value);
  return match ? !match[3] : undefined;
};
const em320Alarm = (convert: Convert): NameRule => ({
  field: 'threshold_alarm',
  convert,
  also: { field: 'sudden_change', convert: suddenChange },
});
const em320ThV2: NameTable = Object.fromEntries(
  (['temperature', 'humidity'] as const).flatMap((measure): Array<[string, NameRule]> => {
    const value = measure === 'temperature' ? 'temperature' : 'relative_humidity';
    return ['threshold', 'mutation'].flatMap(
      (kind): Array<[string, NameRule]> => [
        [`${measure}_${kind}_alarm_${value}`, r(measure)],
        [`${measure}_${kind}_alarm_alarm_type`, em320Alarm(em320AlarmType)],
      ],
    );
  }),
);

/**
 * SensorDecoders ts201-v2: the uplink's `event` list holds `temperature_alarm` or `humidity_alarm`
 * entries (an alarm if either is), each "threshold alarm", "threshold alarm release" or "mutation
 * alarm" (the sudden_change event: one list may hold a release and a mutation, both read); a
 * history record's `event` is an object whose `event_type` says "temperature alarm (threshold or
 * mutation)", "humidity alarm release", "periodic" ... Its event type 2 / 4 is either alarm (the
 * decoder and the README cannot tell them apart): it stays the threshold alarm, as packages/decoders
 * (models/milesight-ts201-v2.ts) reads the same record.
 */
const ts201v2Event =
  (convert: Convert): Convert =>
  (value) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      return convert((value as Record<string, unknown>).event_type);
    const states = [
      eventAlarms('temperature_alarm', convert)(value),
      eventAlarms('humidity_alarm', convert)(value),
    ];
    return states.includes(true) ? true : states.find((state) => state !== undefined);
  };
/** `rule`'s reading, and the sudden_change event that `sudden` reads from the same value. */
const withSuddenChange = (rule: NameRule, sudden: Convert): NameRule => ({
  ...rule,
  also: { field: 'sudden_change', convert: sudden },
});

/**
 * SensorDecoders am304l / am305l (83 67, 87 7D): the alarm's `alarm_type`, a number: 16 .. 23 in
 * pairs, the odd one the alarm (below, above, within, change beyond tolerance; the CO2's "Polluted"
 * and "Bad" levels), the even one its release.
 */
const pairedAlarmType =
  (last: number): Convert =>
  (value) => {
    const n = number(value);
    return typeof n === 'number' && Number.isInteger(n) && n >= 16 && n <= last ? n % 2 === 1 : undefined;
  };

/** `convert` of the record's `key` (the alarm records' type); a record without one says nothing. */
const keyOf =
  (key: string, convert: Convert): Convert =>
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? convert((value as Record<string, unknown>)[key])
      : undefined;

/**
 * SensorDecoders am304l / am305l: the PIR (`pir: {pir_status}`, 05 9F / 05 00) and light records; the
 * alarm records are objects (`temperature_alarm: {temperature, alarm_type}`) whose flags the common
 * `temperature_alarm` rule must not read (a temperature of 1 is no alarm).
 */
const am30xl: NameTable = {
  pir_pir_status: r('motion', flag),
  als_level: r('light_level'),
  Lux: r('illuminance'),
  temperature_alarm: {
    field: 'threshold_alarm',
    convert: keyOf('alarm_type', pairedAlarmType(23)),
    any: true,
  },
};

/**
 * SensorDecoders gs601: an alarm record's `type` 0x11 (17, "alarm_trigger") raises the device's
 * alarm and 0x10 (16, "alarm_deactivation") releases it; its errors and the interference / burning
 * alarms (0x20, 0x21) are neither.
 */
const gs601Alarm: NameRule = {
  field: 'threshold_alarm',
  convert: keyOf('type', pairedAlarmType(17)),
  any: true,
};
const gs601TamperAlarm: Convert = (value) => {
  const n = number(value);
  return n === 0x21 ? true : n === 0x20 ? false : undefined;
};

/**
 * SensorDecoders ts601 / ts602: the temperature and humidity alarm records' `type`, 0x11 / 0x13 /
 * 0x15 / 0x17 (below, above, between, beyond tolerance) raising the device's threshold alarm, 0x10 /
 * 0x12 / 0x14 / 0x16 releasing it, 0x20 ("mutation_alarm_trigger") the sudden_change event (no
 * release follows it; 0x30, "mutation_alarm_trigger_no_mutation", is neither); the tilt alarm's
 * 0x11 / 0x10 the tilt, 0x21 a fall; the light alarm's 0x11 / 0x10 its threshold alarm;
 * `battery_alarm.lower_battery_alarm` a low battery.
 */
const ts60xAlarm: NameRule = {
  field: 'threshold_alarm',
  convert: keyOf('type', pairedAlarmType(23)),
  any: true,
  also: {
    field: 'sudden_change',
    convert: keyOf('type', (value) => (number(value) === 0x20 ? true : undefined)),
  },
};
const ts60x: NameTable = {
  // A temperature mutation record (0x20) leaves the decoder's top-level `temperature` the size of the
  // change (its `saltation`, 5.5 for a reading of 12.34 °C): the record's own measurement outweighs it.
  temperature: r('temperature', number, true),
  temperature_alarm: {
    ...ts60xAlarm,
    also: {
      ...ts60xAlarm.also,
      field: 'sudden_change',
      also: { field: 'temperature', convert: keyOf('mutation_alarm_trigger', keyOf('temperature', number)) },
    },
  },
  humidity_alarm: ts60xAlarm,
  light_alarm: { field: 'threshold_alarm', convert: keyOf('type', pairedAlarmType(17)), any: true },
  tilt_alarm: {
    field: 'tilt',
    convert: keyOf('type', pairedAlarmType(17)),
    also: {
      field: 'fall_detected',
      convert: keyOf('type', (value) => (number(value) === 0x21 ? true : undefined)),
    },
  },
  battery_alarm: {
    field: 'low_battery',
    convert: keyOf('lower_battery_alarm', (value) => (value === undefined ? undefined : true)),
    also: { field: 'battery_pct', convert: keyOf('lower_battery_alarm', keyOf('battery', number)) },
  },
};

/**
 * SensorDecoders wt303 / wt304: the temperature alarm's `type`, 0x11 / 0x13 / 0x15 / 0x17 and the
 * persistent low / high 0x21 / 0x23 raising the device's alarm, the even ones below them releasing
 * it (freeze protection and open window, 0x30-0x33, and the sensor errors are none; the humidity and
 * target temperature alarms only errors); `relay_status` the fan and valve relays, one closed: on.
 */
const wt30xAlarmType: Convert = (value) => {
  const n = number(value);
  if (typeof n !== 'number' || !Number.isInteger(n)) return undefined;
  return (n >= 0x10 && n <= 0x17) || (n >= 0x20 && n <= 0x23) ? n % 2 === 1 : undefined;
};
/** WT201 (v1), WT211 (wt201-v2-decoder.js with RAW_VALUE off): the alarm words that raise or release the threshold alarm. */
const WT201_ALARM_WORDS: Readonly<Record<string, boolean>> = {
  'persistent low temperature alarm': true,
  'persistent low temperature alarm release': false,
  'persistent high temperature alarm': true,
  'persistent high temperature alarm release': false,
  'threshold alarm': true,
  'threshold alarm release': false,
};
/** WT201 v2 (RAW_VALUE on): the same alarms by code. */
const WT201_ALARM_CODES: Readonly<Record<number, boolean>> = {
  3: true,
  4: false,
  5: true,
  6: false,
  9: true,
  10: false,
};
const noAlarm: NameRule = { field: 'threshold_alarm', convert: () => undefined };
const WT30X_RELAYS = ['low_status', 'mid_status', 'high_status', 'valve_1_status', 'valve_2_status'];
const wt30x: NameTable = {
  temperature_alarm: { field: 'threshold_alarm', convert: keyOf('type', wt30xAlarmType), any: true },
  humidity_alarm: noAlarm,
  target_temperature_alarm: noAlarm,
  relay_status: {
    field: 'relay_on',
    convert: (value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const states = WT30X_RELAYS.map((name) => number((value as Record<string, unknown>)[name]));
      return states.every((n) => typeof n === 'number') ? states.some((n) => n === 1) : undefined;
    },
  },
};

/**
 * SensorDecoders em410-rdl / em411-rdl `event`: a live uplink's list of records whose
 * `distance_alarm` is "threshold alarm", "threshold alarm release" (the threshold alarm) or
 * "mutation alarm" (the sudden_change event), or a history record's list of those words, which may
 * hold a threshold word and "mutation alarm" together: both are read (a blind spot, no target or
 * tilt is neither).
 */
const rdlEvents =
  (word: Convert): Convert =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const states = value.map((item) =>
      typeof item === 'string' ? word(item) : keyOf('distance_alarm', word)(item),
    );
    if (states.includes(true)) return true;
    return states.includes(false) ? false : undefined;
  };
const rdlEvent: NameRule = {
  field: 'threshold_alarm',
  convert: rdlEvents(wordState({ 'threshold alarm': true, 'threshold alarm release': false })),
  any: true,
  also: { field: 'sudden_change', convert: rdlEvents(wordState({ 'mutation alarm': true })) },
};

/**
 * SensorDecoders ct303 (ct305, ct310 the same code): clamp 1's current and running total (our one
 * current, as our decoder reads it), any clamp's alarm bits (`{current_threshold_alarm: "yes", ...}`).
 */
const ct30x: NameTable = {
  current_chn1: r('current'),
  current_chn1_total: r('current_total'),
  ...Object.fromEntries(
    [1, 2, 3].map((id): [string, NameRule] => [
      `current_chn${id}_alarm`,
      { field: 'threshold_alarm', convert: alarmState, any: true },
    ]),
  ),
};

/**
 * SensorDecoders ts301-v2 / ts302-v2 (v2 firmware, a model of its own): a history record's
 * `temperature_event` / `humidity_event` (`_chn1` / `_chn2` on the TS302) is an alarm type
 * ("above_threshold_alarm" .. "outside_threshold_alarm_release": the threshold alarm;
 * "mutation_alarm": the sudden_change event), or "period_report", "abnormal_alarm" ... which say
 * nothing of either; a contact's event is `event` / `chn1_event`, not read. Probe 2's humidity has
 * no reading of its own. The live alarms' `*_alarm` words are the same (deviceAlarm).
 */
const ts30xV2Event: Convert = (value) => {
  if (typeof value !== 'string') return undefined;
  const match = /^(?:above|below|between|outside)_threshold_alarm(_release)?$/.exec(value);
  return match ? !match[1] : undefined;
};
const ts30xV2Alarm: NameRule = {
  field: 'threshold_alarm',
  convert: ts30xV2Event,
  any: true,
  also: { field: 'sudden_change', convert: wordState({ mutation_alarm: true }) },
};
const contact: NameRule = { field: 'door_open', convert: flag, any: true };
const ts30xV2: Record<string, NameTable> = {
  'milesight-iot/ts301v2': {
    magnet: contact,
    temperature_event: ts30xV2Alarm,
    humidity_event: ts30xV2Alarm,
  },
  'milesight-iot/ts302v2': {
    humidity_chn1: r('humidity'),
    humidity_chn1_alarm: deviceAlarm(true),
    humidity_chn2_alarm: deviceAlarm(true),
    ...Object.fromEntries(
      ['temperature_chn1', 'humidity_chn1', 'temperature_chn2', 'humidity_chn2'].map((name) => [
        `${name}_event`,
        ts30xV2Alarm,
      ]),
    ),
  },
};

/**
 * TTN's ts301.js (4c24e45b): the live alarm records' type as the raw byte, `temperature_alarm` 0
 * (threshold release), 1 (threshold) or 2 (mutation: the sudden_change event), its own
 * readAlarmType's codes, unused; words (SensorDecoders) as deviceAlarm reads them.
 */
const ts301AlarmCode: NameRule = {
  field: 'threshold_alarm',
  convert: (value) =>
    typeof value === 'number' ? ({ 0: false, 1: true } as Record<number, boolean>)[value] : alarmState(value),
  also: {
    field: 'sudden_change',
    convert: (value) => (typeof value === 'number' ? (value === 2 ? true : undefined) : suddenChange(value)),
  },
};

/** SensorDecoders em300-di and em300-di-hall: the input, its pulse counter, the meter, the alarms. */
const em300DiNames: NameTable = {
  pulse: r('pulse_count'),
  water: refuse(
    'water_volume_m3',
    "is a water meter's volume in the unit set on the device, which the uplink does not carry",
  ),
  gpio: r('digital_inputs', (value) => (value === 'high' ? 1 : value === 'low' ? 0 : undefined)),
  gpio_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
  water_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
};

export const milesightModelNames: Record<string, NameTable> = {
  // Milesight AM series: `tvoc` is the IAQ level (0.37), or its raw word (37) in the TTN codec.
  'milesight-iot/am307': { tvoc: r('tvoc_level', tvocLevel()) },
  'milesight-iot/am319': { tvoc: r('tvoc_level', tvocLevel()) },
  'milesight-iot/am319-hcho': { tvoc: r('tvoc_level', tvocLevel()) },
  // am308-codec.yaml, "example 2": `tvoc: 0.07`, the same level as the AM307's; 08 E6's mass as is.
  'milesight-iot/am308': { tvoc: am308Tvoc },
  'milesight-iot/am308l': { tvoc: am308Tvoc },
  'milesight-iot/am307l': { tvoc: r('tvoc_level', tvocLevel()) },
  'milesight-iot/am319l': { tvoc: r('tvoc_level', tvocLevel()) },
  // Only Milesight's decoders print these three (SensorDecoders am319-hcho-ir, am319-o3, am319l-o3):
  // `tvoc` the IAQ level or the mass in µg/m³, as the AM308's; `o3` in ppm (0D 7D, word / 100).
  'milesight-iot/am319-hcho-ir': { tvoc: am308Tvoc },
  'milesight-iot/am319-o3': { tvoc: am308Tvoc, o3: r('o3_ppm') },
  'milesight-iot/am319l-o3': { tvoc: am308Tvoc, o3: r('o3_ppm') },
  // em500-pp-codec.yaml: `pressure: 10` is the pipe's pressure in kPa (channel 0x03 0x7B).
  'milesight-iot/em500-pp': { pressure: r('liquid_pressure_kpa') },
  // em500-swl.js: channel 0x03 0x77, the water level in cm ("water_level, unit: cm" in Milesight's
  // SensorDecoders EM500-SWL README), written `level` by older codecs and `distance` by newer ones.
  'milesight-iot/em500-swl': {
    level: r('liquid_level_mm', scaled(10)),
    distance: r('liquid_level_mm', scaled(10)),
    water_level: r('liquid_level_mm', scaled(10)),
    // SensorDecoders em500-swl (its README: "depth, unit: cm"), the same channel.
    depth: r('liquid_level_mm', scaled(10)),
  },
  // em300-di.js: `pulse` is the pulse counter's total (channel 0x05 0xC8, a uint32).
  // SensorDecoders em300-di (05 E1 / 85 E1, the hall-effect water meter variant): `water` is the
  // meter's volume, water_conv / pulse_conv x the counter ("1500.60"), never a leak (the EM300-SLD's
  // `water` is its leak state, em300-sld.js).
  // The conversion's unit is a free text set on the device (em300-di-encoder.js
  // pulse_conversion_settings.unit, "mL" in its example) that no uplink carries: litres and m³ look alike.
  // `gpio` the input's level, "low" or "high" (bit 0 of digital_inputs); `gpio_alarm` /
  // `water_alarm` the device's alarms and their releases ("gpio alarm release", "water flow timeout
  // alarm release"); the EM300-DI-HALL is the EM300-DI without its temperature and humidity.
  'milesight-iot/em300-di': em300DiNames,
  'milesight-iot/em300-di-hall': em300DiNames,
  // SensorDecoders wts506 (86 73, 87 92, 88 EC): the pressure, wind speed and rainfall alarms,
  // "threshold alarm" or its release; `rainfall_total` is a running total (the WTS506's model), no
  // reading.
  'milesight-iot/wts506': {
    pressure_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
    wind_speed_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
    rainfall_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
  },
  // em300-mcs.js (TTN device repository): `magnet` 0 closed, 1 open (channel 06 00; SensorDecoders
  // write the same as `magnet_status: "close" | "open"`).
  'milesight-iot/em300-mcs': { magnet: r('door_open', flag) },
  // ts301.js (4c24e45b): `magnet` 0 closed, 1 open (03 00), and the alarms' raw type byte.
  'milesight-iot/ts301': { magnet: contact, temperature_alarm: ts301AlarmCode },
  // em400-tld-codec.yaml: `position: tilt`, as the EM310-UDL's.
  'milesight-iot/em400-tld': { position: r('tilt', oneOf('tilt')) },
  // em400-mud-codec.yaml, em400-udl-codec.yaml, em410-rdl-codec.yaml: the same `position: tilt`.
  'milesight-iot/em400-mud': { position: r('tilt', oneOf('tilt')) },
  'milesight-iot/em400-udl': { position: r('tilt', oneOf('tilt')) },
  // SensorDecoders em410-rdl (TTN's em410-rdl.js alike): the same `event` list as the EM411-RDL's.
  'milesight-iot/em410-rdl': { position: r('tilt', oneOf('tilt')), event: rdlEvent },
  // ws52x-codec.yaml: `button` is the relay ("open" = on); current in mA.
  'milesight-iot/ws52x': { button: r('relay_on', flag), current: r('current', scaled(0.001)) },
  'milesight-iot/ws523': { current: r('current', scaled(0.001)) },
  // SensorDecoders ws525: the WS523's decoder byte for byte.
  'milesight-iot/ws525': { current: r('current', scaled(0.001)) },
  // SensorDecoders ds3604: `button_status` names the kind of press, each a press ("unknown" none).
  'milesight-iot/ds3604': {
    button_status: r('button', (value) =>
      ['single_click', 'double_click', 'short_press', 'long_press'].includes(String(value))
        ? true
        : undefined,
    ),
  },
  // SensorDecoders ws513 / ws515: the WS523's names, current in mA.
  'milesight-iot/ws513': { current: r('current', scaled(0.001)) },
  'milesight-iot/ws515': { current: r('current', scaled(0.001)) },
  // SensorDecoders em500-smtc: the probe's temperature, moisture and conductivity (µS/cm); TTN's
  // em500-smtc.js (0e61ae32) names the moisture (04 68) `humidity` and the conductivity
  // (05 7F, µS/cm) `conductivity`.
  'milesight-iot/em500-smtc': {
    temperature: r('soil_temperature'),
    moisture: r('soil_moisture'),
    humidity: r('soil_moisture'),
    ec: r('soil_conductivity'),
    conductivity: r('soil_conductivity'),
  },
  // em500-udl.js (0e61ae32) prints the distance in m, SensorDecoders in mm (em500UdlDistance).
  'milesight-iot/em500-udl': { distance: r('distance_mm', em500UdlDistance) },
  // TTN's em310-udl.js (5c12ba10) prints SensorDecoders' `position` ("normal", "tilt"; "unknown"
  // for another byte, a value our decoder does not store).
  'milesight-iot/em310-udl': {
    tilt: r('tilt', oneOf('tilt')),
    position: r('tilt', wordState({ tilt: true, normal: false })),
  },
  // ws203-decoder.js: the WS203's `occupancy` is its PIR's state ("occupied" on movement, "vacant"
  // after the vacancy time), read as motion as our own WS203 decoder does (models/milesight-ws203.ts).
  'milesight-iot/ws203': { occupancy: r('motion', flag) },
  // SensorDecoders at101: `position` "tilt"/"normal", `motion_status` "moving"/"static". TTN's
  // at101.js (5c12ba10) and at101-decoder.js alike: `temperature_alarm` "abnormal" / "normal" (83 67),
  // `tamper_status` "uninstall" / "install" (07 00); "unknown" for another byte, which our decoder
  // does not store (no tilt, alarm or tamper).
  'milesight-iot/at101': {
    position: r('tilt', wordState({ tilt: true, normal: false })),
    motion_status: r('motion', oneOf('moving', 'move')),
    temperature_alarm: r('threshold_alarm', wordState({ abnormal: true, normal: false })),
    tamper_status: r('tamper', wordState({ uninstall: true, install: false })),
  },
  // SensorDecoders em310-tilt / em320-tilt: `threshold_x` / `_y` / `_z`, each axis's angle alarm
  // ("trigger" or "normal"): one alarm for the device, any axis's, as our decoders read it.
  'milesight-iot/em310-tilt': tiltThresholds,
  'milesight-iot/em320-tilt': tiltThresholds,
  // SensorDecoders ts201 (0x83 / 0x93 0x67, 0x20 0xCE): `event: [{temperature_alarm: "threshold
  // alarm" | "threshold alarm release" | "mutation alarm"}]` (the mutation: the sudden_change
  // event), and a history record's `event_type` ("temperature alarm event", "temperature alarm
  // release event", "periodic event"; its README's type 2 "Alarm Event (Threshold or Mutation)"
  // cannot tell the two apart: it stays the threshold alarm, as packages/decoders reads it).
  'milesight-iot/ts201': {
    event: withSuddenChange(
      r('threshold_alarm', eventAlarms('temperature_alarm')),
      eventAlarms('temperature_alarm', suddenChange),
    ),
    event_type: r('threshold_alarm', alarmState),
  },
  // SensorDecoders ts201-v2 (TTN's ts201v2.js alike): see ts201v2Event.
  'milesight-iot/ts201v2': {
    event: withSuddenChange(r('threshold_alarm', ts201v2Event(alarmState)), ts201v2Event(suddenChange)),
  },
  ...ts30xV2,
  'milesight-iot/em320-th': {
    ...em320ThV2,
    record_type: em320Alarm(em320RecordType),
  },
  // SensorDecoders ct101-v2 (ct103-v2, ct105-v2 alike): `ch1_sumkwh`, the energy in kWh (10 63).
  'milesight-iot/ct101': { ch1_sumkwh: r('energy', scaled(1000)) },
  'milesight-iot/ct103': { ch1_sumkwh: r('energy', scaled(1000)) },
  'milesight-iot/ct105': { ch1_sumkwh: r('energy', scaled(1000)) },
  // SensorDecoders wt101 (0x06 0x00): `tamper_status` "installed" or "uninstalled" (taken off
  // its valve); its `target_temperature` is a set point, no temperature.
  'milesight-iot/wt101': {
    tamper_status: r('tamper', wordState({ installed: false, uninstalled: true })),
  },
  // SensorDecoders ws201 (0x04 0xD6): `remaining`, the dispenser's fill in %, beside its distance.
  'milesight-iot/ws201': { remaining: r('fill_level_pct') },
  'milesight-iot/em300-cl': liquidLevelSwitch,
  // SensorDecoders vs360 (01 75 / 02 75): `battery_main` the main unit's, `battery_node` its node's
  // (no reading of its own).
  'milesight-iot/vs360': { battery_main: r('battery_pct') },
  // SensorDecoders vs373 (03 F8 / 07 B0), TTN's vs373.js alike: the room's `detection_status`,
  // "vacant" no one, "normal" / "in_bed" / "out_of_bed" / "fall" someone there; "fall" a fall.
  'milesight-iot/vs373': {
    detection_status: {
      field: 'occupied',
      convert: wordState({ vacant: false, normal: true, in_bed: true, out_of_bed: true, fall: true }),
      also: {
        field: 'fall_detected',
        convert: wordState({ vacant: false, normal: false, in_bed: false, out_of_bed: false, fall: true }),
      },
    },
  },
  // ws136-codec.yaml (TTN's ws136.js): `button` is the pressed button's id (1 .. 6), a press.
  'milesight-iot/ws136': { ...sceneButtons, button: r('button', nonZeroState) },
  'milesight-iot/ws156': { ...sceneButtons, button: r('button', nonZeroState) },
  // SensorDecoders vs321 (05 FD, and its history records): the people its camera sees now; 83 67 /
  // 84 68 the temperature and humidity alarms, "threshold_alarm" or "threshold_alarm_release".
  'milesight-iot/vs321': {
    people_total_counts: people('people_count'),
    temperature_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
    humidity_alarm: { field: 'threshold_alarm', convert: alarmState, any: true },
  },
  'milesight-iot/am304l': am30xl,
  'milesight-iot/am305l': {
    ...am30xl,
    co2_alarm: { field: 'threshold_alarm', convert: keyOf('alarm_type', pairedAlarmType(19)), any: true },
  },
  // SensorDecoders gs601: `tamper_status` / `occupancy_status` 0 or 1, the tamper alarm's type 0x20
  // (32, normal) or 0x21 (33, triggered); the alarm records' `type` (gs601Alarm; the humidity's
  // has only error types); its `tvoc` has no unit in the decoder or the README.
  'milesight-iot/gs601': {
    tamper_status: r('tamper', flag),
    tamper_status_alarm: r('tamper', keyOf('type', gs601TamperAlarm)),
    occupancy_status: r('occupied', flag),
    vaping_index_alarm: gs601Alarm,
    pm1_0_alarm: gs601Alarm,
    pm2_5_alarm: gs601Alarm,
    pm10_alarm: gs601Alarm,
    temperature_alarm: gs601Alarm,
    humidity_alarm: gs601Alarm,
    tvoc_alarm: gs601Alarm,
    tvoc: refuse('tvoc', "is the GS601's TVOC, whose unit its decoder and README do not give"),
  },
  'milesight-iot/ts601': ts60x,
  'milesight-iot/ts602': ts60x,
  // SensorDecoders wt102: the temperature alarm's `type`, 0x11 / 0x13 (below / above the threshold)
  // raising the device's alarm, 0x10 / 0x12 releasing it (others are sensor errors); 08's
  // `low_battery_alarm: {value}` a low battery (its level is also the uplink's `battery`; the
  // collector hands a `{value}` object on as its value).
  'milesight-iot/wt102': {
    temperature_alarm: { field: 'threshold_alarm', convert: keyOf('type', pairedAlarmType(19)), any: true },
    low_battery_alarm: {
      field: 'low_battery',
      convert: (value) => (number(value) === undefined ? undefined : true),
    },
  },
  'milesight-iot/wt303': wt30x,
  'milesight-iot/wt304': wt30x,
  // SensorDecoders gs524n: the message type's words; "alarm" (smoke) or "normal", "removed" from its
  // base or "installed" on it, "low battery" and the self-test's battery state.
  // GS101 gas detector: the gas beyond its alarm level is the device's alarm, as our decoder reads
  // 05 8E (models/milesight-gs101.ts): SensorDecoders' gs101-decoder.js `gas_status` "alarm" /
  // "normal", TTN's gs101.js the same byte as `state` "abnormal" / "normal".
  'milesight-iot/gs101': {
    gas_status: r('threshold_alarm', wordState({ alarm: true, normal: false })),
    state: r('threshold_alarm', wordState({ abnormal: true, normal: false })),
  },
  'milesight-iot/gs524n': {
    event: {
      field: 'smoke',
      convert: wordState({ alarm: true, normal: false }),
      also: {
        field: 'tamper',
        convert: wordState({ removed: true, installed: false }),
        also: {
          field: 'low_battery',
          convert: wordState({
            'low battery': true,
            'testing alarm with low battery': true,
            'testing alarm with normal battery': false,
          }),
        },
      },
    },
  },
  'milesight-iot/ct303': ct30x,
  'milesight-iot/ct305': ct30x,
  'milesight-iot/ct310': ct30x,
  // SensorDecoders em411-rdl (the EM410-RDL's decoder under another name): `position: tilt`; the
  // `event` list's distance alarms (live records: `{distance_alarm}`; history: the words).
  'milesight-iot/em411-rdl': {
    position: r('tilt', oneOf('tilt')),
    event: rdlEvent,
  },
  // SensorDecoders uc511 (UC511 / UC512): `pressure` is the pipe's, in kPa (09 7B, 21 CE), never
  // the air's; `valve_1_pulse` the first valve's pulse counter; 0B F5 the pressure alarm.
  'milesight-iot/uc51x': {
    pressure: r('liquid_pressure_kpa'),
    valve_1_pulse: r('pulse_count'),
    pressure_threshold_alarm: {
      field: 'threshold_alarm',
      convert: keyOf('alarm_status', wordState({ 'trigger alarm': true, 'release alarm': false })),
      also: { field: 'liquid_pressure_kpa', convert: keyOf('current_pressure', number) },
    },
  },
  // SensorDecoders ws558 (07 C9): `total_current`, the circuits' current now in mA (no running
  // total); 08 31's `switch_1` .. `switch_8` "on" / "off": a relay on if any is.
  'milesight-iot/ws558': {
    total_current: r('current', scaled(0.001)),
    ...Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id): [string, NameRule] => [
        `switch_${id}`,
        { field: 'relay_on', convert: flag, any: true },
      ]),
    ),
  },
  // SensorDecoders wt201 (83 67, TTN's wt201v1.js alike): the persistent low / high temperature and
  // threshold alarms and their releases; the heating timeouts and freeze protection are no threshold.
  'milesight-iot/wt201v1': { temperature_alarm: r('threshold_alarm', wordState(WT201_ALARM_WORDS)) },
  // SensorDecoders wt201-v2 (RAW_VALUE on: 83 67's alarm is its code) and wt211 (the same decoder,
  // RAW_VALUE off: the v1 words): 3 / 5 / 9 persistent low / high and threshold alarms, 4 / 6 / 10
  // their releases; the heating timeouts (1, 2) and freeze protection (7, 8) are no threshold.
  'milesight-iot/wt201v2': {
    temperature_alarm: r('threshold_alarm', (value) => {
      const code = number(value);
      return typeof code === 'number' ? WT201_ALARM_CODES[code] : undefined;
    }),
  },
  'milesight-iot/wt211': { temperature_alarm: r('threshold_alarm', wordState(WT201_ALARM_WORDS)) },
};
