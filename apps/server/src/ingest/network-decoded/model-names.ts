import type { ReadingField } from '@pinpoint/shared/readings.ts';
import {
  aboveZero,
  flag,
  lowBatteryMark,
  nonZero,
  number,
  occupancyState,
  scaled,
  valueState,
  volts,
  wordState,
} from './convert.ts';
import { draginoModelNames } from './model-names-dragino.ts';
import { milesightModelNames } from './model-names-milesight.ts';
import { tektelicModelNames } from './model-names-tektelic.ts';
import { browanTabsV41Names, vendorModelNames } from './model-names-vendors.ts';
import { batteryVolts, deviceAlarm, type NameRule, type NameTable, people, r, refuse } from './names.ts';

/** Names that differ by model, from each model's codec (cited where the meaning is not obvious). */
export const modelNames: Record<string, NameTable> = {
  // pls2-l-v6-codec.yaml (decoder-v6.js): `L` is the liquid level in m, `v` the battery in mV.
  'ellenex/pls2-l-v6': { L: r('liquid_level_mm', scaled(1000)), v: r('battery_mv') },
  // aqi-sensor-codec.yaml: `voltage: 3312` is the battery in mV; `AQI` the BME680's indoor air
  // quality index (0-500, with `accuracy_aqi` and `CO2eq` beside it).
  'mclimate/aqi-sensor': { voltage: r('battery_mv', volts), AQI: r('iaq') },
  // 16aspm-codec.yaml "Periodic uplink": names with their units (energy_kWh, power_W, acVoltage_V,
  // acCurrent_mA) and the relay's `relayState` "ON" / "OFF" (16ASPM communication protocol).
  'mclimate/16aspm': {
    energy_kWh: r('energy', scaled(1000)),
    power_W: r('power'),
    acVoltage_V: { field: 'voltage', plausible: (n) => n >= 5 && n <= 1000 },
    acCurrent_mA: r('current', scaled(0.001)),
    relayState: r('relay_on', flag),
  },
  // open-close-codec.yaml "Short periodic uplink": `status` 1 open, 0 closed (the keep-alive's
  // byte 7 bit 0, Open/Close Sensor communication protocol).
  'mclimate/open-close': { status: r('door_open', flag) },
  // rs1xx-ext-temp-1w-sensor.js prints the Temp/RH message's humidity bytes too, but the model has
  // no humidity sensor, only its 1-wire temperature probe.
  'laird/rs1xx-ext-temp-1w-sensor': {
    humidity: refuse('humidity', 'is the Temp/RH message of a probe without a humidity sensor'),
  },
  // tbsl100.js: `decibel`, the sound level in dB(A); 255 is "sensor could not measure decibel
  // value" (TBSL100 manual BQW_02_0011.001 §4.1.2).
  'browan/tbsl100': { decibel: { field: 'sound_dba', plausible: (n) => n < 255 } },
  // l0010.js (Gasmatic Sensor): `battery` and `battery_main` are percentages (byte ÷ 63.75 × 100,
  // up to 400), not the Tabs volts; `pressure` is the gas cylinder's, in a unit the codec omits.
  'browan/l0010': {
    battery: { field: 'battery_pct', plausible: (n) => n <= 100 },
    battery_main: { field: 'battery_pct', plausible: (n) => n <= 100 },
    pressure: refuse('pressure', "is the Gasmatic Sensor's gas pressure, of a unit l0010.js does not give"),
  },
  // Browan's Industrial Tracker: industrialtracker-codec.yaml names a codec, industrialtracker.js, that the
  // TTN device repository does not hold; objectlocator.js (the Object Locator's, the same layout) names
  // status bit 0 `ButtonTrigger` and bit 1 `MovingMode`, here the moving mode and a reserved bit
  // (industrialtracker-codec.yaml's payload table; packages/decoders models/browan-industrialtracker.ts).
  'browan/industrialtracker': {
    ButtonTrigger: r('motion', flag),
    MovingMode: refuse('motion', "is a reserved bit of the Industrial Tracker (objectlocator.js's bit 1)"),
  },
  // SenseCAP's own names (akenza and Seeed's helpers): light is a percentage.
  'sensecap/t1000-a': {
    light: r('light_percent'),
    pressOnceEvent: r('button', flag),
    sosEvent: r('button', flag),
  },
};

/** One of a Netvox R718N3's phase current alarms, 0 or 1. */
const currentAlarm: NameRule = { field: 'threshold_alarm', convert: flag, any: true };

/**
 * Names a vendor's codecs all use one way, for any of its models (the TTS brand id of
 * `version_ids`), where other vendors use the same name another way.
 */
export const brandNames: Record<string, NameTable> = {
  // Browan Tabs: battery (25 + n) / 10 V, so 3.0 and 4.0 V come as the integers 3 and 4 (tbhh100.js).
  // The Object Locator and Industrial Tracker (objectlocator.js) write it `Battery`, in V.
  browan: { battery: r('battery_mv', volts), Battery: r('battery_mv', volts) },
  // MClimate: `battery` in V (co2-sensor: 3.5) or mV (flood-sensor: 3216).
  mclimate: { battery: r('battery_mv', volts) },
  // Milesight and Sensative Strips: `battery` is a percentage.
  // TS30x (ts30x.js): each channel holds a probe (the first is the device's temperature, the second
  // the other probe) or a magnet contact, with its alarm. UC300 (uc300.js, SensorDecoders uc300 / uc501): the first input's pulse total
  // and the first PT100 probe; GS101 (SensorDecoders gs101): its relay output "on" / "off".
  'milesight-iot': {
    battery: r('battery_pct'),
    temperature_chn1: r('temperature'),
    temperature_chn2: r('external_temperature'),
    magnet_chn1: { field: 'door_open', convert: flag, any: true },
    magnet_chn2: { field: 'door_open', convert: flag, any: true },
    // Each channel's alarm word: "threshold", "threshold release" or "mutation" (a sudden change).
    temperature_chn1_alarm: deviceAlarm(true),
    temperature_chn2_alarm: deviceAlarm(true),
    pulse_count_1: r('pulse_count'),
    gpio_counter_1: r('pulse_count'),
    pt100_1: r('temperature'),
    pt100_2: r('external_temperature'),
    relay_output_status: r('relay_on', flag),
    // VS350 / VS351 / VS360 people counters (SensorDecoders READMEs, vs350-codec.yaml): the
    // crossings of the reporting period (`total_in` / `total_out` are the running totals).
    period_in: people('people_in'),
    period_out: people('people_out'),
    // AM319-O3 / AM319L-O3 (SensorDecoders am-series READMEs, 0D 7D): "o3, unit: ppm".
    o3: r('o3_ppm'),
  },
  // Elsys (elsys.js; ERS Desk and EMS Desk operating manuals): `occupancy` 1 is "pending", someone
  // entering or leaving: neither occupied nor free.
  // `waterleak` (0x12) is 0 when the pads are dry, up to 255 wet: any wetness is a leak.
  elsys: { occupancy: r('occupied', occupancyState(undefined)), waterleak: r('leak', aboveZero) },
  // Strips Drip's `floodAlarm: {value: true}` is its water detection (strips.js, strips-codec.yaml).
  sensative: { battery: r('battery_pct'), floodAlarm: r('leak', valueState) },
  // Netvox R718PB15A (payload/r718pb15a.js): `water` is a soil probe's reading, a number, not a leak.
  // Its soil probe's `Soil_VWC` (x 0.01 %) and `Soil_Temp` / `Soil_Temperature` (x 0.01 °C).
  // Every Netvox codec writes the battery byte's low-battery bit as the "(low battery)" mark on
  // `Volt`: a plain number is a battery that is not low.
  netvox: {
    Volt: { ...batteryVolts, also: { field: 'low_battery', convert: lowBatteryMark } },
    water: refuse('leak', "is a soil probe's water reading, not a leak state"),
    Soil_VWC: r('soil_moisture'),
    Soil_Temp: r('soil_temperature'),
    Soil_Temperature: r('soil_temperature'),
    // R718N3 (payload/r718n3.js, alarm report 0x39): each phase's low and high current alarm, 0 or 1
    // (the codec spells the second phase's high one `HighCurren2Alarm`): one alarm, any phase's.
    LowCurrent1Alarm: currentAlarm,
    HighCurrent1Alarm: currentAlarm,
    LowCurrent2Alarm: currentAlarm,
    HighCurren2Alarm: currentAlarm,
    LowCurrent3Alarm: currentAlarm,
    HighCurrent3Alarm: currentAlarm,
  },
  // Laird (Ezurio) RS1xx: the "Battery Voltage" message's `voltage` is the battery, in V.
  laird: { voltage: r('battery_mv', volts) },
  // IMBuildings comfort sensor (imbuildings.js parseComfortSensor): its PIR's presence, 0 or 1
  // (Adeunis's `presence` is an occupancy percentage).
  // The People Counter's `counter_a` / `counter_b` (imbuildings.js parsePeopleCounter, payload type
  // 2): "relative count values since the last transmission" (IMBUILDINGS/docs reference-guide/
  // payload-definitions, type 2 variants 6 and 9), its beam's two directions; A is read as in. The
  // `total_counter_*` running totals are not these fields.
  // The current imbuildings.js (2426c47d) writes the comfort sensor's `CO2`: 0 from the models
  // without a CO2 sensor. A people counter's `sensor_status` bit 5 (0x20) is "Receiver Low Battery"
  // (IMBUILDINGS reference guide 4.1, Sensor Status); the IR receiver is the part with the radio.
  imbuildings: {
    presence: r('motion', flag),
    counter_a: people('people_in'),
    counter_b: people('people_out'),
    CO2: r('co2', nonZero),
    sensor_status: {
      field: 'low_battery',
      convert: (v) => (typeof v === 'number' && Number.isInteger(v) ? (v & 0x20) !== 0 : undefined),
    },
  },
  // Dragino's device-status uplinks (sw3l.js port 5, and the other -LB / -L models'): `BAT` in V.
  dragino: { BAT: { field: 'battery_mv', convert: volts, plausible: (mv) => mv <= 20_000 } },
  // Strega (smart-valve.js, all its models): `Bat` is the charge, round((mV - 2000) / 16) %.
  strega: { Bat: r('battery_pct') },
  // Quandify CubicMeter (cubicmeter-1-1-uplink.js, statusReport in `decoded`): `totalVolume`, "All-time
  // aggregated water usage in litres"; `batteryRecovered` in mV, the battery its normalizer reports
  // (`batteryActive` is the voltage under load). Its `leakState` names only 3 "medium" and 4 "large":
  // its other values say neither leak nor none.
  quandify: { totalVolume: r('water_volume_m3', scaled(0.001)), batteryRecovered: batteryVolts },
  // Enless (enlessdecoder.js): the TX 4/20 mA 600-035's `values.current` is its input's 4-20 mA signal.
  'enless-wireless': {
    current: refuse('current', "is a 4-20 mA sensor input's signal, not a load's current"),
  },
  // Bosch TPS110 parking sensor (tpl110-0292.js): `occupied` is a car on the space.
  bosch: {
    occupied: refuse('occupied', "is a parking space's occupancy by a vehicle, not a desk's or a room's"),
  },
  // Watteco (TTN device repository vendor/watteco/*.js and their *-codec.yaml examples): the battery
  // in V (`disposable_battery_voltage` of the standard report, `battery_voltage` of a batch);
  // `violation_detection`, the case opened; `index` / `index_1`, the binary input's pulse count
  // (cluster 0x000F attribute 0x0402, a running total); the Smartplug's relay `output` "ON" / "OFF",
  // its metering's `active_energy` / `ActiveEnergy` in Wh and `Vrms` in V (power quality); the
  // Vaqao Lite's sensors numbered `temperature_1`, `humidity_1`.
  watteco: {
    disposable_battery_voltage: batteryVolts,
    violation_detection: r('tamper', flag),
    index: r('pulse_count'),
    index_1: r('pulse_count'),
    output: r('relay_on', flag),
    active_energy: r('energy'),
    ActiveEnergy: r('energy'),
    Vrms: { field: 'voltage', plausible: (n) => n >= 5 && n <= 1000 },
    temperature_1: r('temperature'),
    humidity_1: r('humidity'),
  },
};

// Abeeway AT2 (asset-tracker-2.js): `dynamicMotionState` "MOVING" or "STATIC", the header's motion
// bit. Digital Matter (oyster.js, yabby-edge.js): `inTrip`, the device in a trip, moving. MOKO
// LW001-BG PRO (lw001-bgpro.js): `ic_temperature` "30°C"; `idle_state` 1 after no movement for the
// man-down time (MOKO's own decoder names it mandown_status).
brandNames.abeeway = { dynamicMotionState: r('motion', flag) };
brandNames['digital-matter'] = { inTrip: r('motion', flag) };
brandNames.moko = { ic_temperature: r('temperature'), idle_state: r('fall_detected', flag) };
Object.assign(modelNames, draginoModelNames);
Object.assign(modelNames, milesightModelNames);
Object.assign(modelNames, tektelicModelNames);
Object.assign(modelNames, vendorModelNames);

/** Browan Tabs codecs (TTN device repository): battery in volts, the `status` bit per model. */
const browan = (status: ReadingField): NameTable => ({
  battery: r('battery_mv', volts),
  status: r(status, flag),
  temperatureBoard: r('temperature', number, true),
});
// Browan's own Tabs decoder (model-names-vendors.ts browanTabsV41Names) names them otherwise.
modelNames['browan/tbms100'] = { ...browan('motion'), ...browanTabsV41Names['browan/tbms100'] };
modelNames['browan/tbdw100'] = { ...browan('door_open'), ...browanTabsV41Names['browan/tbdw100'] };
modelNames['browan/tbwl100'] = { ...browan('leak'), ...browanTabsV41Names['browan/tbwl100'] };
modelNames['browan/tbpb100'] = browan('button');
modelNames['browan/tbhv110'] = {
  battery: r('battery_mv', volts),
  temperatureBoard: r('temperature', number, true),
  ...browanTabsV41Names['browan/tbhv110'],
};
// Browan's MerryIoT decoder (browanofficial/Sensor-Decoder MerryIoT/MerryIoT_forTTN_v4.0.txt):
// `battery_volt` in V, `humi` the humidity in %; `open`, `motion`, `water`, `button`, `tamper`,
// `tilt`, `temperature` and `co2_ppm` read by their common names. CD10 (that decoder and TTN's
// cd10.js): `co2threshold` 1 while the CO2 is above the configured threshold; Browan's decoder
// prints 40000 ppm for any CO2 from there on, a cap and no measurement.
const merryIot: NameTable = { battery_volt: r('battery_mv', volts), humi: r('humidity') };
modelNames['browan/dw10'] = merryIot;
modelNames['browan/ms10'] = merryIot;
modelNames['browan/wl10'] = merryIot;
modelNames['browan/cd10'] = {
  ...merryIot,
  co2threshold: r('threshold_alarm', flag),
  co2_ppm: { field: 'co2', plausible: (n) => n < 40000 },
};

/**
 * Netvox's one-state reports (TTN device repository vendor/netvox/payload/*.js): the codec names
 * the state byte after its family, each model says what it is, 0 or 1. Read as our own decoders
 * read the same bytes (packages/decoders/src/models/netvox-contact.ts, netvox-status.ts,
 * netvox-button.ts), so a device gives the same readings decoded by its network server or by us.
 */
const netvoxState = (name: string, field: ReadingField): NameTable => ({ [name]: r(field, flag) });
// r311a_r718f_r730f.js `OnOff`, the reed switch: 1 while the magnet is away, the door open. Netvox's
// R313CC manual (Data Report: "Window / Door sensor open: 1, close: 0"), its R313CB manual (status 1
// after "magnetic opening") and akenza's R311A decoder (akenza-io/device-type-library types/netvox/
// door/uplink.js at 220f9290: 1 is `open`) agree.
modelNames['netvox/r311a'] = netvoxState('OnOff', 'door_open');
modelNames['netvox/r718f'] = netvoxState('OnOff', 'door_open');
// r718da_r718db_r718j_r718lb_r718mba.js `status`, 0 or 1: the R718DA / R718DB vibrating and the
// R718MBA's activity are motion; the R718LB's hall sensor is 1 open (akenza's R718LB decoder,
// types/netvox/R718LB/uplink.js at ac861a0a: "0 = closed, 1 = open"). The R718J's is whatever is
// wired to its input: no reading.
modelNames['netvox/r718da'] = netvoxState('status', 'motion');
modelNames['netvox/r718db'] = netvoxState('status', 'motion');
modelNames['netvox/r718mba'] = netvoxState('status', 'motion');
modelNames['netvox/r718lb'] = netvoxState('status', 'door_open');
// r718da2_r718db2_r718f2.js `status1`, `status2`: the two-gang models' two sensors, each as its
// one-gang model's state (R718DA2 / R718DB2 vibrating, R718F2 / R718LB2 open); the reading is
// either's, as packages/decoders models/netvox-two-gang.ts reads the bytes.
const netvoxTwoGang = (field: ReadingField): NameTable => ({
  status1: { field, convert: flag, any: true },
  status2: { field, convert: flag, any: true },
});
modelNames['netvox/r718da2'] = netvoxTwoGang('motion');
modelNames['netvox/r718db2'] = netvoxTwoGang('motion');
modelNames['netvox/r718f2'] = netvoxTwoGang('door_open');
modelNames['netvox/r718lb2'] = netvoxTwoGang('door_open');
// The R311CC's two reed switches as the R718F2's (models/netvox-two-input.ts); the R311CA, R311CB and
// R718J2 inputs are fields only.
modelNames['netvox/r311cc'] = netvoxTwoGang('door_open');
// rb02i_r718t_r312a_r312.js `Alarm` (R718T2 manual: "Alarm (1Byte, 0: no alarm 1: alarm)"), the
// button pressed; the R312 doorbell's is `Doorbell` in older versions of the codec, `Alarm` in
// newer ones (r312-codec.yaml's status report).
modelNames['netvox/rb02i'] = netvoxState('Alarm', 'button');
modelNames['netvox/r718t'] = netvoxState('Alarm', 'button');
modelNames['netvox/r312a'] = netvoxState('Alarm', 'button');
modelNames['netvox/r312'] = { ...netvoxState('Alarm', 'button'), ...netvoxState('Doorbell', 'button') };
// ra02a.js / ra02c.js print an alarm byte of 0 as 'No Alarm' and any other as 'Alarm' (read as
// packages/decoders models/netvox-ra02a.ts reads the bytes): the RA02A's `FireAlarm` is its smoke
// alarm; the RA02C's `COAlarm` (set off above its AlarmThreshold) and either's `HighTempAlarm` are
// the device's own threshold alarms, one raised outweighing the other's none.
const netvoxAlarm = wordState({ alarm: true, 'no alarm': false });
const netvoxThresholdAlarm: NameRule = { field: 'threshold_alarm', convert: netvoxAlarm, any: true };
modelNames['netvox/ra02a'] = { FireAlarm: r('smoke', netvoxAlarm), HighTempAlarm: netvoxThresholdAlarm };
modelNames['netvox/ra02c'] = { COAlarm: netvoxThresholdAlarm, HighTempAlarm: netvoxThresholdAlarm };
// r809a.js (R809A manual, Data Report): `OnOff` 'ON' / 'OFF', `Energy` in Wh, `Vol` in V, `Current`
// in mA, `Power` in W.
modelNames['netvox/r809a'] = {
  OnOff: r('relay_on', flag),
  Energy: r('energy'),
  Vol: r('voltage'),
  Current: r('current', scaled(0.001)),
  Power: r('power'),
};
// Decentlab (vendor/decentlab/dl-*.js, values as {displayName, unit, value}): names whose meaning is
// the model's. `electrical_conductivity` is the soil's on the DL-TRS12 (the water's on the DL-CTD10);
// the DL-LID's `distance_median` is the distance of its burst of laser samples; the DL-CTD10's
// `water_depth` the water above its submersible probe; the DL-PYR's `total_solar_radiation` the
// pyranometer's reading. Our own Decentlab decoders read the same (vendor-codecs-decentlab.test.ts).
modelNames['decentlab/dl-trs12'] = { electrical_conductivity: r('soil_conductivity') };
modelNames['decentlab/dl-lid'] = { distance_median: r('distance_mm') };
modelNames['decentlab/dl-ctd10'] = { water_depth: r('liquid_level_mm') };
modelNames['decentlab/dl-pyr'] = { total_solar_radiation: r('solar_radiation_wm2') };
// The soil probes' conductivity (DL-5TE, DL-GS3), the DL-CTD10B's water depth as the DL-CTD10's, the
// DL-PR36CTD's PT1000 water temperature (its `temperature_electronics` is the housing's), as our
// decoders read them (vendor-codecs-agreement.test.ts, on decentlab-examples-1.ts's outputs).
modelNames['decentlab/dl-5te'] = { electrical_conductivity: r('soil_conductivity') };
modelNames['decentlab/dl-gs3'] = { electrical_conductivity: r('soil_conductivity') };
modelNames['decentlab/dl-ctd10b'] = { water_depth: r('liquid_level_mm') };
modelNames['decentlab/dl-pr36ctd'] = { temperature_pt1000: r('temperature') };
// Netvox R72615 / R72615A (ra0715_r72615_ra0715y_r72615a.js): wind in m/s and degrees, `Atomsphere`
// the air pressure in hPa (its example's 1.53 is no air pressure at the ground).
const r726: NameTable = {
  WindSpeed: r('wind_speed_ms'),
  WindDirection: r('wind_direction_deg'),
  Atomsphere: { field: 'pressure', plausible: (n) => n >= 300 && n <= 1100 },
};
modelNames['netvox/r72615'] = r726;
modelNames['netvox/r72615a'] = r726;
// Netvox's two-probe temperature sensors (payload/r718b2.js): `Temp1` and `Temp2` in °C, probe 1
// our `temperature` and probe 2 our `external_temperature`, as packages/decoders
// models/netvox-r718b2.ts reads the bytes.
const netvoxTwoProbes: NameTable = { Temp1: r('temperature'), Temp2: r('external_temperature') };
for (const model of ['r718b2', 'r718ck2', 'r718ct2', 'r718cn2'])
  modelNames[`netvox/${model}`] = netvoxTwoProbes;
// MClimate T-Valve (MClimate's recommended decoder): `ambientTemp` the air's, `waterTemp` the pipe
// probe's (models/mclimate-t-valve.ts).
modelNames['mclimate/t-valve'] = { ambientTemp: r('temperature'), waterTemp: r('external_temperature') };
// MClimate 16ADS (16ads-codec.yaml): the relay's `relayState` "ON" / "OFF", as the 16ASPM's; CO2
// Display (co2-display-codec.yaml, MClimate's decoder): the CO2 in ppm named `ppm`.
modelNames['mclimate/16ads'] = { relayState: r('relay_on', flag) };
modelNames['mclimate/co2-display'] = { ppm: r('co2') };
// Adeunis (vendor/adeunis/*_lib.js, @adeunis/codecs): the names adeunis.ts gives what its frames
// say beside their measurements (the status byte's low battery, the alarms' state, the Motion's
// presence now, the Dry Contacts' states mask); the Motion's `presence` is the share of the period
// someone was there. The Pulse 4's `counterValues` is channel A's index (adeunis.ts); the Delta
// P's `voltage` (mV) its 0-10 V input's signal. Our decoders read the same (packages/decoders
// models/adeunis-*.ts, vendor-codecs-agreement.test.ts).
brandNames.adeunis = {
  lowBattery: r('low_battery', flag),
  alarmStatus: r('threshold_alarm', flag),
  presenceDetectedWhenSending: r('motion', flag),
  digitalInputs: r('digital_inputs'),
  presence: refuse('motion', 'is the share of the period someone was present, not a presence state'),
};
modelNames['adeunis/pulse-4'] = { counterValues: r('pulse_count') };
modelNames['adeunis/deltap'] = {
  voltage: refuse('voltage', "is the 0-10 V input's signal, not a supply's voltage"),
};
// MOKO LW008-MTE / LW001-BGE (MOKO's one decoder for them, MOKOSMART-LoRaWAN-Product-Decoder
// "LW008-MTE:PTE:LW001-BGE:LW011-MT"): the header's states as words and its `battery_value` in V;
// the compact fix's battery, nested in `obj`, is not read (that decoder gives it another scale).
const mokoMte: NameTable = {
  battery_value: batteryVolts,
  battery_level: r('low_battery', wordState({ normal: false, 'low battery': true })),
  mandown_status: r('fall_detected', wordState({ 'in idle': true, 'not in idle': false })),
  motion_state_since_last_paylaod: r('motion', flag),
};
modelNames['moko/lw008-mte'] = mokoMte;
modelNames['moko/lw001-bge'] = mokoMte;
// MOKO LW006-SB (MOKOSMART-LoRaWAN-Product-Decoder "LW006/LW006_Decoder_ChirpStack_V4.js", TTN's
// lw006-sb.js): `batt_level` "80%"; the work mode's motion states; the auxiliary status (man down,
// the alert and SOS alarms of the badge's button) and the events that start and end each, as
// packages/decoders' moko-lw006-sb.ts reads the bytes (the other modes and codes say nothing).
modelNames['moko/lw006-sb'] = {
  batt_level: r('battery_pct'),
  device_mode: r(
    'motion',
    wordState({
      'motion mode on stationary': false,
      'motion mode on start': true,
      'motion mode in trip': true,
      'motion mode on end': false,
    }),
  ),
  device_status: {
    field: 'fall_detected',
    convert: wordState({ no: false, 'man down': true, downlink: false, alert: false, sos: false }),
    also: {
      field: 'button',
      convert: wordState({ no: false, 'man down': false, downlink: false, alert: true, sos: true }),
    },
  },
  event_type: {
    field: 'motion',
    convert: wordState({ 'motion on start': true, 'motion in trip': true, 'motion on end': false }),
    also: {
      field: 'fall_detected',
      convert: wordState({ 'man down start': true, 'man down end': false }),
      also: {
        field: 'button',
        convert: wordState({ 'sos start': true, 'sos end': false, 'alert start': true, 'alert end': false }),
      },
    },
  },
};
// MOKO LW005-MP ("LW005-MP/LW005-MP on Chirstack V4.js"): values with their units ("230.1V",
// "3.6A", "240W", "95%", "37.50KWH"), the relay's "ON" / "OFF", each protection's state (1 tripped,
// 0 released) with the value that tripped it, as packages/decoders' moko-lw005-mp.ts reads them.
modelNames['moko/lw005-mp'] = {
  ac_output_state: r('relay_on', flag),
  instantaneous_voltage: r('voltage'),
  instantaneous_current: r('current'),
  instantaneous_active_power: r('power'),
  instantaneous_power_factor: r('power_factor'),
  total_energy: r('energy'),
  current_instantaneous_voltage: r('voltage'),
  current_instantaneous_current: r('current'),
  current_instantaneous_power: r('power'),
  over_voltage_state: r('threshold_alarm', flag),
  sag_voltage_state: r('threshold_alarm', flag),
  over_current_state: r('threshold_alarm', flag),
  over_load_state: r('threshold_alarm', flag),
};
// MOKO LW009-SM PRO ("LW009-SM PRO/LW009-SM PRO on Chirpstack_v4.js"): the header's
// `low_power_state` "Normal" / "Low power" and the parking state, as moko-lw009-sm-pro.ts reads them.
modelNames['moko/lw009-sm-pro'] = {
  low_power_state: r('low_battery', wordState({ normal: false, 'low power': true })),
  car_parking_state: r('occupied', wordState({ parking: true, 'no parking': false })),
};
// SenseCAP T1000-B: the T1000 A/B's codecs (one device in TTN's repository, one Seeed decoder).
modelNames['sensecap/t1000-b'] = modelNames['sensecap/t1000-a'] as NameTable;
// Abeeway AT3 (asset-tracker-3.js, Abeeway's AT3 driver): the position's motion bit, and the
// notification's type and body, read nested (`position_motion`, `notification_...`): motion start /
// end, the temperature alarm (TEMP_HIGH / TEMP_LOW, TEMP_NORMAL its end), the low-battery
// notification's voltage in mV, the casing's state, the heartbeat's temperature.
modelNames['abeeway/asset-tracker-3'] = {
  position_motion: r('motion', flag),
  notification_notificationType: {
    field: 'motion',
    convert: wordState({ motion_start: true, motion_end: false }),
    also: {
      field: 'threshold_alarm',
      convert: wordState({ temp_high: true, temp_low: true, temp_normal: false }),
    },
  },
  notification_temperature: r('temperature'),
  notification_system_heartbeat_currentTemperature: r('temperature'),
  notification_system_lowBattery_batteryVoltage: {
    ...batteryVolts,
    also: { field: 'low_battery', convert: () => true },
  },
  notification_system_tamperDetection_state: r(
    'tamper',
    wordState({ casing_open: true, casing_closed: false }),
  ),
};
// RAKwireless RAK2270 (rak2270-codec.yaml: RAK's standardized-payload decoder): LPP channel 0's
// analog input is its battery in V (RAK2270-Sticker-Tracker Firmware/README.md). RAK7201
// (decoder-rak7201.js): `button_pressed` is the first byte - 64, keys A-D 1 to 4; the heartbeat
// (48) and low battery warning (57) print 8 and 23, no key (packages/decoders models/rak-wisnode.ts).
modelNames['rakwireless/rak2270'] = { analog_in_0: batteryVolts };
modelNames['rakwireless/rak7201'] = {
  button_pressed: {
    field: 'button',
    convert: (v) => (typeof v === 'number' && v >= 1 && v <= 4 ? true : undefined),
  },
};
// RAKwireless RAK10702 (RAK's standardized-payload decoder; packages/decoders models/rak-rak10702.ts):
// channel 1 the battery in V, 35 CO2 (ppm), 41 / 42 PM2.5 / PM10 (µg/m³, sent as the VOC type), 48
// the PIR's occupancy (1 occupied, 0 after 10 minutes without motion), not a motion event.
modelNames['rakwireless/rak10702'] = {
  voltage_1: batteryVolts,
  concentration_35: r('co2'),
  voc_41: r('pm2_5'),
  voc_42: r('pm10'),
  presence_48: r('occupied', flag),
};
// Talkpool OY1210 (oy1210.js): CO2 0xFFFF, 65535, "indicates an error in the CO2 reading" (manual 9.3.2.3).
modelNames['talkpool/oy1210'] = { CO2: { field: 'co2', plausible: (n) => n !== 0xffff } };
