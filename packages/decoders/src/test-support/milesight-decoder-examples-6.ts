import type { CodecOutput } from './codec-example.ts';
import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// VS321, AM304L, AM305L, GS601, GS524N, WS558, UC51x, EM411-RDL and CT303 / CT305 / CT310: what Milesight's own decoders
// (Milesight-IoT/SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3:
// vs-series/vs321/vs321-decoder.js, am-series/am304l/am304l-decoder.js, am-series/am305l/
// am305l-decoder.js, gs-series/gs601/gs601-decoder.js, gs-series/gs524n/gs524n-decoder.js,
// ws-series/ws558/ws558-decoder.js, uc-series/uc511/uc511-decoder.js, em-series/em411-rdl/
// em411-rdl-decoder.js, ct-series/ct303/ct303-decoder.js, ct305/ct305-decoder.js and
// ct310/ct310-decoder.js) print for each uplink, run in Node (milesightDeviceDecode) and
// recorded verbatim (JSON, so a field the decoder sets to undefined is absent). "README" cases are
// that model's README.md examples (GS524N, UC511, CT303). "TTN" cases are the bytes of TheThingsNetwork/
// lorawan-devices vendor/milesight-iot/<model>-codec.yaml examples: vs321-codec.yaml (5c12ba10),
// whose output vs321-decoder.js prints word for word; ws558-codec.yaml (4578f3a6) example 1, the
// same (its example 3 names the active power `power` where ws558-decoder.js prints `active_power`);
// uc51x-codec.yaml (00ab73b2), whose uc51x.js prints valve_1 "on" where uc511-decoder.js prints "open";
// gs601-codec.yaml (390f4939), whose older gs601.js prints words where gs601-decoder.js prints
// numbers. The other cases are bytes built from each decoder's records (timestamps 9E744663 =
// 1665561758 and 1A754663 = 1665561882; the GS524N's last byte is the sum its README gives).
// `readings` are ours ("field@time" for a history record's); `ours` is what our fields are where
// they are not the decoder's output (settings replies are kept raw, as milesight-replies.ts does;
// see milesight-more-models-5.test.ts for the rest), `warnings` ours. Used by
// milesight-more-models-5.test.ts, codec-outputs.ts and fuzz-seeds.ts.

const vs321: MilesightCase[] = [
  c(
    'TTN: battery, temperature, humidity, people, regions, light',
    '0175640367100104680A05FD2C0106FE0300030007FF01',
    {
      battery: 100,
      temperature: 27.2,
      humidity: 5,
      people_total_counts: 300,
      region_1_enable: 'enable',
      region_1: 'occupied',
      region_2_enable: 'enable',
      region_2: 'occupied',
      region_3_enable: 'disable',
      region_3: 'vacant',
      region_4_enable: 'disable',
      region_4: 'vacant',
      region_5_enable: 'disable',
      region_5: 'vacant',
      region_6_enable: 'disable',
      region_6: 'vacant',
      region_7_enable: 'disable',
      region_7: 'vacant',
      region_8_enable: 'disable',
      region_8: 'vacant',
      region_9_enable: 'disable',
      region_9: 'vacant',
      region_10_enable: 'disable',
      region_10: 'vacant',
      illuminance_status: 'bright',
    },
    { battery_pct: 100, temperature: 27.2, humidity: 5, people_count: 300 },
  ),
  c(
    'device information',
    'FF0101FF090110FF0A0110FFFF0100FF166789D40123450000FF0F00FFFE01FF0B01',
    {
      ipso_version: 'v0.1',
      hardware_version: 'v1.1',
      firmware_version: 'v1.10',
      tsl_version: 'v1.0',
      sn: '6789d40123450000',
      lorawan_class: 'Class A',
      reset_event: 'reset',
      device_status: 'on',
    },
    {},
  ),
  c('no one there', '05FD0000', { people_total_counts: 0 }, { people_count: 0 }),
  c(
    'temperature and humidity not read (FFFF, FF)',
    '0367FFFF0468FF',
    { temperature_sensor_status: 'read_failed', humidity_sensor_status: 'read_failed' },
    {},
    {
      warnings: [
        'temperature not read (read_failed); not stored',
        'humidity not read (read_failed); not stored',
      ],
    },
  ),
  c('temperature below zero', '0367F6FF', { temperature: -1 }, { temperature: -1 }),
  c(
    'detection unavailable, timestamp',
    '08F400010AEF9E744663',
    { detection_status: 'unavailable', timestamp: 1665561758 },
    {},
  ),
  c(
    'temperature alarm, humidity alarm released',
    '836710010184680A00',
    {
      temperature: 27.2,
      temperature_alarm: 'threshold_alarm',
      humidity: 5,
      humidity_alarm: 'threshold_alarm_release',
    },
    { temperature: 27.2, threshold_alarm: true, humidity: 5 },
  ),
  c(
    'an alarm byte the decoder does not know',
    '836710010284680A01',
    { temperature: 27.2, temperature_alarm: 'unknown', humidity: 5, humidity_alarm: 'threshold_alarm' },
    { temperature: 27.2, humidity: 5, threshold_alarm: true },
    { warnings: ['unknown temperature_alarm value 2; not stored'] },
  ),
  c(
    'history: people count',
    '20CE9E744663002C01',
    { history: [{ timestamp: 1665561758, people_total_counts: 300 }] },
    { 'people_count@2022-10-12T08:02:38.000Z': 300 },
  ),
  c(
    'history: regions',
    '20CE9E7446630103000300',
    {
      history: [
        {
          timestamp: 1665561758,
          region_1_enable: 'enable',
          region_1: 'occupied',
          region_2_enable: 'enable',
          region_2: 'occupied',
          region_3_enable: 'disable',
          region_3: 'vacant',
          region_4_enable: 'disable',
          region_4: 'vacant',
          region_5_enable: 'disable',
          region_5: 'vacant',
          region_6_enable: 'disable',
          region_6: 'vacant',
          region_7_enable: 'disable',
          region_7: 'vacant',
          region_8_enable: 'disable',
          region_8: 'vacant',
          region_9_enable: 'disable',
          region_9: 'vacant',
          region_10_enable: 'disable',
          region_10: 'vacant',
        },
      ],
    },
    {},
  ),
  c(
    'history of a type the decoder does not read',
    '20CE9E744663022C01',
    { history: [{ timestamp: 1665561758 }] },
    {},
    {
      ours: {},
      warnings: [
        'unknown history data type 2; not decoded',
        'unknown channel 0x2C 0x01 at byte 7: 2 bytes not decoded',
      ],
    },
  ),
  c(
    'replies (ff)',
    'FF020500FF8E000A00FF1001',
    { collection_interval: 5, report_interval: 10, reboot: 'yes' },
    {},
    { ours: { collection_interval: 5, report_interval: 10, reboot: 1 } },
  ),
  c(
    'replies (f8, f9)',
    'F86B0100F91000F96C01',
    { detection_mode: 'on', report_type: 'period', detect: 'yes' },
    {},
    { ours: { detection_mode: 1, report_type: 0, detect: 1 } },
  ),
  c(
    'a refused setting (f8, result 2)',
    'F86B0102',
    {
      device_response_result: {
        channel_type: 107,
        result: 'invalid parameter',
        request: { detection_mode: 'on' },
      },
    },
    {},
    {
      ours: {
        device_response_result: {
          channel_type: 107,
          result: 'invalid parameter',
          request: { detection_mode: 1 },
        },
      },
    },
  ),
];

const am304l: MilesightCase[] = [
  c(
    'device information',
    'FF0B01FF0101FF166789D40123450000FFFF0101FF090100FF0A0102FF0F00FFFE01',
    {
      device_status: 1,
      ipso_version: 1,
      sn: '6789d40123450000',
      tsl_version: 'v1.1',
      hardware_version: 'v1.0',
      firmware_version: 'v1.2',
      lorawan_class: 0,
      request_tsl_config: 1,
    },
    {},
  ),
  c(
    'battery, temperature, humidity',
    '01756403671001046880',
    { battery: 100, temperature: 27.2, humidity: 64 },
    { battery_pct: 100, temperature: 27.2, humidity: 64 },
  ),
  c('PIR triggered, count 5', '059F0580', { pir: { pir_status: 1, pir_count: 5 } }, { motion: true }),
  c('PIR idle, count 3', '059F0300', { pir: { pir_status: 0, pir_count: 3 } }, { motion: false }),
  c(
    'light level and lux',
    '06CB03069D2C01',
    { als_level: 3, Lux: 300 },
    { light_level: 3, illuminance: 300 },
  ),
  c(
    'PIR status change, temperature below zero',
    '0500010367F6FF',
    { pir_status_change: { status: 1 }, pir: { pir_status: 1 }, temperature: -1 },
    { motion: true, temperature: -1 },
  ),
  c(
    'PIR back to vacant',
    '050000',
    { pir_status_change: { status: 0 }, pir: { pir_status: 0 } },
    { motion: false },
  ),
  c(
    'sensor anomalies',
    'B36700B46800B6CB00B69D01',
    {
      temperature_collection_anomaly: { type: 0 },
      humidity_collection_anomaly: { type: 0 },
      illuminace_collection_anomaly: { type: 0 },
      Lux_collection_anomaly: { type: 1 },
    },
    {},
  ),
  c(
    'temperature above alarm (19)',
    '8367100113',
    { temperature_alarm: { temperature: 27.2, alarm_type: 19 }, temperature: 27.2 },
    { temperature: 27.2, threshold_alarm: true },
  ),
  c(
    'temperature above alarm released (18)',
    '8367100112',
    { temperature_alarm: { temperature: 27.2, alarm_type: 18 }, temperature: 27.2 },
    { temperature: 27.2, threshold_alarm: false },
  ),
  c(
    'temperature change beyond tolerance (23)',
    '8367100117',
    { temperature_alarm: { temperature: 27.2, alarm_type: 23 }, temperature: 27.2 },
    { temperature: 27.2, threshold_alarm: true },
  ),
  c(
    'an alarm type the decoder does not list',
    '8367100105',
    { temperature_alarm: { temperature: 27.2, alarm_type: 5 }, temperature: 27.2 },
    { temperature: 27.2 },
    { warnings: ['unknown alarm_type 5; not stored'] },
  ),
  c(
    'lux alarm: bright',
    '869D2C0111',
    { Lux_alarm: { Lux: 300, alarm_type: 17 }, Lux: 300 },
    { illuminance: 300 },
  ),
  c(
    'history with the light level and with lux',
    '20CE9E744663011001018041050001030021CE1A754663001001028002000001F401',
    {
      historical_data_retrieval: {
        timestamp: 1665561758,
        temperature_type: 1,
        temperature: 27.2,
        humidity_type: 1,
        humidity: 64,
        pir_type: 1,
        pir_status: 1,
        pir_count: 5,
        als_level_type: 1,
        als_level: 3,
      },
      historical_data_retrieval_Lux: {
        timestamp: 1665561882,
        temperature_type: 0,
        temperature: 27.2,
        humidity_type: 2,
        humidity: 64,
        pir_type: 0,
        pir_status: 2,
        pir_count: 0,
        Lux_type: 1,
        Lux: 500,
      },
    },
    {
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'humidity@2022-10-12T08:02:38.000Z': 64,
      'motion@2022-10-12T08:02:38.000Z': true,
      'light_level@2022-10-12T08:02:38.000Z': 3,
      'illuminance@2022-10-12T08:04:42.000Z': 500,
    },
  ),
  c(
    'two history records (the decoder keeps the last)',
    '20CE9E744663011001018041050001030020CE1A75466301C800017C000000000400',
    {
      historical_data_retrieval: {
        timestamp: 1665561882,
        temperature_type: 1,
        temperature: 20,
        humidity_type: 1,
        humidity: 62,
        pir_type: 0,
        pir_status: 0,
        pir_count: 0,
        als_level_type: 0,
        als_level: 4,
      },
    },
    {
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'humidity@2022-10-12T08:02:38.000Z': 64,
      'motion@2022-10-12T08:02:38.000Z': true,
      'light_level@2022-10-12T08:02:38.000Z': 3,
      'temperature@2022-10-12T08:04:42.000Z': 20,
      'humidity@2022-10-12T08:04:42.000Z': 62,
    },
  ),
  c(
    'history without a valid time',
    '20CE000000000110010180410500010300',
    {
      historical_data_retrieval: {
        timestamp: 0,
        temperature_type: 1,
        temperature: 27.2,
        humidity_type: 1,
        humidity: 64,
        pir_type: 1,
        pir_status: 1,
        pir_count: 5,
        als_level_type: 1,
        als_level: 3,
      },
    },
    {},
    { warnings: ['history record has no valid timestamp (0); its values are not stored as readings'] },
  ),
  c(
    'settings replies',
    'F9BD000A00F9BE00010500FF6A013C00FF180304FFEA800A00FF2501FD6B9E744663',
    {
      reporting_interval: { unit: 0, interval: 10 },
      collecting_interval: { id: 0, unit: 1, interval: 5 },
      retrival_interval: { interval: 60 },
      pir_enable: { enable: 1 },
      temperature_calibration_settings: { enable: 1, value: 1 },
      button_lock: { power_off: 1, power_on: 0 },
      retrival_historical_data_by_time: { time: 1665561758 },
    },
    {},
    {
      ours: {
        reporting_interval: '000a00',
        collecting_interval: 327936,
        retrival_interval: 60,
        pir_enable: 4,
        temperature_calibration_settings: '800a00',
        button_lock: 1,
        retrival_historical_data_by_time: 1665561758,
      },
    },
  ),
  c(
    'an alarm record cut short',
    '836710011383671001',
    { temperature_alarm: { temperature: 27.2, alarm_type: 0 }, temperature: 27.2 },
    { temperature: 27.2, threshold_alarm: true },
    {
      ours: { temperature_alarm: { temperature: 27.2, alarm_type: 19 }, temperature: 27.2 },
      warnings: ['payload truncated: channel 0x83 0x67 at byte 5 needs 5 bytes, has 4; not decoded'],
    },
  ),
];

const am305l: MilesightCase[] = [
  c(
    'battery, temperature, humidity, CO2',
    '01756403671001046880077DC501',
    { battery: 100, temperature: 27.2, humidity: 64, co2: 453 },
    { battery_pct: 100, temperature: 27.2, humidity: 64, co2: 453 },
  ),
  c(
    'CO2 alarm: bad, level 1 (19)',
    '877DD00713',
    { co2_alarm: { co2: 2000, alarm_type: 19 }, co2: 2000 },
    { co2: 2000, threshold_alarm: true },
  ),
  c(
    'CO2 alarm released (18)',
    '877DD00712',
    { co2_alarm: { co2: 2000, alarm_type: 18 }, co2: 2000 },
    { co2: 2000, threshold_alarm: false },
  ),
  c('CO2 anomaly', 'B77D01', { co2_collection_anomaly: { type: 1 } }, {}),
  c(
    'history with CO2',
    '20CE9E744663011001018041050001030001C501',
    {
      historical_data_retrieval: {
        timestamp: 1665561758,
        temperature_type: 1,
        temperature: 27.2,
        humidity_type: 1,
        humidity: 64,
        pir_type: 1,
        pir_status: 1,
        pir_count: 5,
        als_level_type: 1,
        als_level: 3,
        co2_type: 1,
        co2: 453,
      },
    },
    {
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'humidity@2022-10-12T08:02:38.000Z': 64,
      'motion@2022-10-12T08:02:38.000Z': true,
      'light_level@2022-10-12T08:02:38.000Z': 3,
      'co2@2022-10-12T08:02:38.000Z': 453,
    },
  ),
  c(
    'history with lux, CO2 not valid',
    '21CE9E7446630110010180410500012C0103C501',
    {
      historical_data_retrieval_Lux: {
        timestamp: 1665561758,
        temperature_type: 1,
        temperature: 27.2,
        humidity_type: 1,
        humidity: 64,
        pir_type: 1,
        pir_status: 1,
        pir_count: 5,
        Lux_type: 1,
        Lux: 300,
        co2_type: 3,
        co2: 453,
      },
    },
    {
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'humidity@2022-10-12T08:02:38.000Z': 64,
      'motion@2022-10-12T08:02:38.000Z': true,
      'illuminance@2022-10-12T08:02:38.000Z': 300,
    },
  ),
  c(
    'CO2 settings replies',
    'FF180510FFEA82F401FF390190015802FF87011E00FF1A03F9C40101E8035007',
    {
      co2_collecting_enable: { enable: 1 },
      co2_calibration_settings: { enable: 1, value: 500 },
      co2_auto_background_calibration_settings: { enable: 1, target_value: 400, period: 600 },
      co2_altitude_calibration: { enable: 1, value: 30 },
      co2_background_calibration: 3,
      co2_alarm_rule: { enable: 1, mode: 1, level1_value: 1000, level2_value: 1872 },
    },
    {},
    {
      ours: {
        co2_collecting_enable: 16,
        co2_calibration_settings: '82f401',
        co2_auto_background_calibration_settings: '0190015802',
        co2_altitude_calibration: '011e00',
        co2_background_calibration: 3,
        co2_alarm_rule: '0101e8035007',
      },
    },
  ),
];

const gs601: MilesightCase[] = [
  c(
    'TTN example bytes',
    '01000302000502000702000A020B43020D30000F001100',
    {
      vaping_index: 0,
      pm1_0: 2,
      pm2_5: 2,
      pm10: 2,
      temperature_alarm: { type: 2, over_range_error: {} },
      humidity: 57.9,
      tvoc: 48,
      tamper_status: 0,
      buzzer: 0,
    },
    { pm2_5: 2, pm10: 2, humidity: 57.9, tamper: false },
  ),
  c(
    'battery, vaping index, PM, temperature, humidity, TVOC, occupied',
    '00640109031100050C00070E000911010B43020D30001201',
    {
      battery: 100,
      vaping_index: 9,
      pm1_0: 17,
      pm2_5: 12,
      pm10: 14,
      temperature: 27.3,
      humidity: 57.9,
      tvoc: 48,
      occupancy_status: 1,
      fahrenheit_temperature: 81.1,
      celsius_temperature: 27.3,
    },
    { battery_pct: 100, pm2_5: 12, pm10: 14, temperature: 27.3, humidity: 57.9, occupied: true },
  ),
  c(
    'tamper triggered, vacant',
    '0F011200',
    { tamper_status: 1, occupancy_status: 0 },
    { tamper: true, occupied: false },
  ),
  c(
    'vaping alarm',
    '02110A',
    { vaping_index_alarm: { type: 17, alarm_trigger: { vaping_index: 10 } }, vaping_index: 10 },
    { threshold_alarm: true },
  ),
  c(
    'vaping alarm released',
    '02100A',
    { vaping_index_alarm: { type: 16, alarm_deactivation: { vaping_index: 10 } }, vaping_index: 10 },
    { threshold_alarm: false },
  ),
  c(
    'vaping interference alarm',
    '0221',
    { vaping_index_alarm: { type: 33, interference_alarm_trigger: {} } },
    {},
  ),
  c(
    'PM1.0 alarm released, PM2.5 alarm, PM10 alarm released',
    '0410E80306110F0008105000',
    {
      pm1_0_alarm: { type: 16, alarm_deactivation: { pm1_0: 1000 } },
      pm1_0: 1000,
      pm2_5_alarm: { type: 17, alarm_trigger: { pm2_5: 15 } },
      pm2_5: 15,
      pm10_alarm: { type: 16, alarm_deactivation: { pm10: 80 } },
      pm10: 80,
    },
    { threshold_alarm: true, pm2_5: 15, pm10: 80 },
  ),
  c(
    'temperature alarm',
    '0A11C201',
    {
      temperature_alarm: {
        type: 17,
        alarm_trigger: { temperature: 45, fahrenheit_temperature: 113, celsius_temperature: 45 },
      },
      temperature: 45,
      fahrenheit_temperature: 113,
      celsius_temperature: 45,
    },
    { temperature: 45, threshold_alarm: true },
  ),
  c(
    'temperature alarm released, then the temperature below zero',
    '0A10C2010967FF',
    {
      temperature_alarm: {
        type: 16,
        alarm_deactivation: { temperature: 45, fahrenheit_temperature: 113, celsius_temperature: 45 },
      },
      temperature: -15.3,
      fahrenheit_temperature: 4.5,
      celsius_temperature: -15.3,
    },
    { temperature: -15.3, threshold_alarm: false },
  ),
  c('burning alarm', '0A21', { temperature_alarm: { type: 33, burning_alarm_trigger: {} } }, {}),
  c(
    'temperature collection error, humidity below range',
    '0A000C01',
    {
      temperature_alarm: { type: 0, collection_error: {} },
      humidity_alarm: { type: 1, lower_range_error: {} },
    },
    {},
  ),
  c('humidity over range', '0C02', { humidity_alarm: { type: 2, over_range_error: {} } }, {}),
  c(
    'TVOC alarm',
    '0E11E803',
    { tvoc_alarm: { type: 17, alarm_trigger: { tvoc: 1000 } }, tvoc: 1000 },
    { threshold_alarm: true },
  ),
  c('tamper alarm', '1021', { tamper_status_alarm: { type: 33, trigger: {} } }, { tamper: true }),
  c('tamper alarm released', '1020', { tamper_status_alarm: { type: 32, normal: {} } }, { tamper: false }),
  c(
    'a tamper alarm type the decoder does not list',
    '1022',
    { tamper_status_alarm: { type: 34 } },
    {},
    { warnings: ['unknown tamper_status_alarm type 34'] },
  ),
  c(
    'TVOC raw data',
    '20000080400000004021CDCCCC3D00000080',
    {
      tvoc_raw_data_1: { rmox_0: 4, rmox_1: 2 },
      tvoc_raw_data_2: { rmox_2: 0.10000000149011612, rmox_3: 0 },
    },
    {},
  ),
  c('PM sensor working time', '2B10270000', { pm_sensor_working_time: 10000 }, {}),
  c(
    'device information',
    'DF0101DB6789D40123450000DA0100010102000000D9AB12C901C801',
    {
      tsl_version: 'v1.1',
      product_sn: '6789d40123450000',
      version: { hardware_version: 'v1.0', firmware_version: 'v1.1-r2' },
      oem_id: 'ab12',
      random_key: 1,
      device_status: 1,
    },
    {},
  ),
  c('LoRaWAN class reply', 'CF0002', { lorawan_configuration_settings: { mode: 2 } }, {}),
  c(
    'settings replies',
    '60002C01650166F000C7E0017700FBBB9E744663',
    {
      reporting_interval: { unit: 0, seconds_of_time: 300 },
      buzzer_button_stop_enable: 1,
      buzzer_silent_time: 240,
      time_zone: 480,
      vaping_index_calibration_settings: { enable: 0, calibration_value: -5 },
      retrieve_historical_data_by_time: { time: 1665561758 },
    },
    {},
    {
      ours: {
        reporting_interval: '002c01',
        buzzer_button_stop_enable: 1,
        buzzer_silent_time: 240,
        time_zone: 480,
        vaping_index_calibration_settings: 64256,
        retrieve_historical_data_by_time: '9e744663',
      },
    },
  ),
  c(
    'commands without data',
    'BEBFB95E',
    { reboot: 1, reset: 1, query_device_status: 1, execute_tvoc_self_clean: 1 },
    {},
  ),
];

const gs524n: MilesightCase[] = [
  c(
    'README',
    '221E64001C40',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'testing alarm with normal battery',
      battery: 100,
      concentration: 0,
      temperature: 28,
    },
    { battery_pct: 100, temperature: 28, low_battery: false },
  ),
  c(
    'smoke alarm',
    '22115A3C191E',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'alarm',
      battery: 90,
      concentration: 60,
      temperature: 25,
    },
    { battery_pct: 90, temperature: 25, smoke: true },
  ),
  c(
    'silenced',
    '22125A001959',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'silent',
      battery: 90,
      concentration: 0,
      temperature: 25,
    },
    { battery_pct: 90, temperature: 25 },
  ),
  c(
    'low battery, below zero',
    '22140A00F6CA',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'low battery',
      battery: 10,
      concentration: 0,
      temperature: -10,
    },
    { battery_pct: 10, temperature: -10, low_battery: true },
  ),
  c(
    'failover',
    '22155A001956',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'failover',
      battery: 90,
      concentration: 0,
      temperature: 25,
    },
    { battery_pct: 90, temperature: 25 },
  ),
  c(
    'normal',
    '22175A001954',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'normal',
      battery: 90,
      concentration: 0,
      temperature: 25,
    },
    { battery_pct: 90, temperature: 25, smoke: false },
  ),
  c(
    'removed from its base',
    '221A5A001951',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'removed',
      battery: 90,
      concentration: 0,
      temperature: 25,
    },
    { battery_pct: 90, temperature: 25, tamper: true },
  ),
  c(
    'installed',
    '221B5A001950',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'installed',
      battery: 90,
      concentration: 0,
      temperature: 25,
    },
    { battery_pct: 90, temperature: 25, tamper: false },
  ),
  c(
    'testing alarm with low battery',
    '221F0A00199C',
    {
      version: 2,
      protocol: 2,
      type: 'smoke sensor',
      event: 'testing alarm with low battery',
      battery: 10,
      concentration: 0,
      temperature: 25,
    },
    { battery_pct: 10, temperature: 25, low_battery: true },
  ),
  c(
    'a message type the decoder does not know',
    '22135A001958',
    { version: 2, protocol: 2, type: 'smoke sensor', battery: 90, concentration: 0, temperature: 25 },
    { battery_pct: 90, temperature: 25 },
    { warnings: ['unknown message type 3'] },
  ),
];

const ws558: MilesightCase[] = [
  c('TTN example 1: voltage', '0374B208', { voltage: 222.6 }, { voltage: 222.6 }),
  c(
    'power, energy, current',
    '04800100000006830100000007C9E803',
    { active_power: 1, power_consumption: 1, total_current: 1000 },
    { power: 1, energy: 1, current: 1 },
  ),
  c('power factor', '05815F', { power_factor: 95 }, { power_factor: 95 }),
  c(
    'switches 1 and 2 on',
    '08310103',
    {
      switch_1: 'on',
      switch_2: 'on',
      switch_3: 'off',
      switch_4: 'off',
      switch_5: 'off',
      switch_6: 'off',
      switch_7: 'off',
      switch_8: 'off',
    },
    { relay_on: true },
  ),
  c(
    'all switches off (the first byte is skipped)',
    '0831FF00',
    {
      switch_1: 'off',
      switch_2: 'off',
      switch_3: 'off',
      switch_4: 'off',
      switch_5: 'off',
      switch_6: 'off',
      switch_7: 'off',
      switch_8: 'off',
    },
    { relay_on: false },
  ),
  c(
    'device information',
    'FF0A0110FF0B01FF166789D40123450000',
    { firmware_version: 'v1.10', device_status: 'on', sn: '6789d40123450000' },
    {},
  ),
  c('energy counting disabled', 'FF2600', { power_consumption_enable: 'disable' }, {}),
  c(
    'replies',
    'FF03B004FF1001FF2301FFFF2702',
    { report_interval: 1200, reboot: 'yes', cancel_delay_task: 1, clear_power_consumption: 'yes' },
    {},
    { ours: { report_interval: 1200, reboot: 1, cancel_delay_task: 65281, clear_power_consumption: 2 } },
  ),
];

const uc51x: MilesightCase[] = [
  c(
    'README: battery, valve 1 closed, its pulse count',
    '01755C03010004C805000000',
    { battery: 92, valve_1: 'close', valve_1_pulse: 5 },
    { battery_pct: 92, pulse_count: 5 },
  ),
  c(
    'README: history 17 (the decoder prints the pulse count, the README gpio_2 "on")',
    '20CE3FA109641700000000',
    { history: [{ timestamp: 1678352703, mode: 'gpio', valve_2: 'open', valve_2_pulse: 0 }] },
    {},
  ),
  c(
    'history in the other mode: the GPIO',
    '20CE3FA109641500000000',
    { history: [{ timestamp: 1678352703, mode: 'counter', valve_2: 'open', gpio_2: 'on' }] },
    {},
  ),
  c('TTN: valve 1 open', '030101', { valve_1: 'open' }, {}),
  c('a delayed command (0xFF)', '0501FF', { valve_2_result: 'failed' }, {}),
  c(
    'valve 2 pulse count, GPIOs',
    '06C8E8030000070101080100',
    { valve_2_pulse: 1000, gpio_1: 'on', gpio_2: 'off' },
    {},
  ),
  c('pipe pressure', '097B2C01', { pressure: 300 }, { liquid_pressure_kpa: 300 }),
  c('pressure sensor error', 'B97B01', { pressure_sensor_status: 'sensor error' }, {}),
  c(
    'pressure alarm',
    '0BF5030264002C012C0101',
    {
      pressure_threshold_alarm: {
        valve_strategy: 'valve 1 open or valve 2 open',
        threshold_type: 'greater than',
        threshold_min: 100,
        threshold_max: 300,
        current_pressure: 300,
        alarm_status: 'trigger alarm',
      },
    },
    { liquid_pressure_kpa: 300, threshold_alarm: true },
  ),
  c(
    'pressure alarm released',
    '0BF5030264002C01640000',
    {
      pressure_threshold_alarm: {
        valve_strategy: 'valve 1 open or valve 2 open',
        threshold_type: 'greater than',
        threshold_min: 100,
        threshold_max: 300,
        current_pressure: 100,
        alarm_status: 'release alarm',
      },
    },
    { liquid_pressure_kpa: 100, threshold_alarm: false },
  ),
  c(
    'valve task status',
    '0EAF0101010FAF000000',
    {
      valve_1_task_status: {
        task_status: 'normal local plan',
        real_status: 'valve is currently open',
        cmd_status: 'valve is currently commanded to open',
      },
      valve_2_task_status: {
        task_status: 'free task',
        real_status: 'valve is currently closed',
        cmd_status: 'valve is currently commanded to close',
      },
    },
    {},
  ),
  c(
    'pressure history',
    '21CE3FA109642C01',
    { history: [{ timestamp: 1678352703, pressure: 300 }] },
    { 'liquid_pressure_kpa@2023-03-09T09:05:03.000Z': 300 },
  ),
  c('custom message', 'FF1248656C6C6F0000', { custom_message: 'Hello' }, {}),
  c(
    'replies',
    'FF03B004FF1D81010A0000E8030000FF4E0100',
    {
      report_interval: 1200,
      valve_task: {
        valve_index: 'valve 2',
        valve_status: 'close',
        sequence_id: 1,
        time_rule_enable: 'enable',
        duration: 10,
        pulse_rule_enable: 'disable',
        valve_pulse: 1000,
      },
      clear_valve_1_pulse: 'yes',
    },
    {},
    { ours: { report_interval: 1200, valve_task: '81010a0000e8030000', clear_valve_pulse: 1 } },
  ),
  c('a valve state the decoder does not list', '030102', { valve_1: 'unknown' }, {}),
];

const em411Rdl: MilesightCase[] = [
  c(
    'battery, temperature, distance, position, radar signal',
    '0175640367100104822C0105000106C72003',
    { battery: 100, temperature: 27.2, distance: 300, position: 'tilt', radar_signal_rssi: 8 },
    { battery_pct: 100, temperature: 27.2, distance_mm: 300, tilt: true },
  ),
  c(
    'no target (0xFFFD)',
    '0482FDFF',
    { distance: -3 },
    {},
    { ours: { distance_sensor_status: 'no target' } },
  ),
  c(
    'distance threshold alarm',
    '84822C0101',
    { distance: 300, event: [{ distance: 300, distance_alarm: 'threshold alarm' }] },
    { distance_mm: 300, threshold_alarm: true },
  ),
  c(
    'distance mutation alarm',
    '94822C01640002',
    { distance: 300, event: [{ distance: 300, distance_mutation: 100, distance_alarm: 'mutation alarm' }] },
    { distance_mm: 300, sudden_change: true },
  ),
  c(
    'blind spot alarm',
    'B4822C0101',
    { event: [{ distance: 300, distance_exception: 'blind spot alarm' }] },
    {},
  ),
  c(
    'history: distance, temperature, threshold alarm',
    '20CE9E7446632C011001000001',
    { history: [{ timestamp: 1665561758, distance: 300, temperature: 27.2, event: ['threshold alarm'] }] },
    {
      'distance_mm@2022-10-12T08:02:38.000Z': 300,
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'threshold_alarm@2022-10-12T08:02:38.000Z': true,
    },
  ),
  c(
    'history: a threshold alarm release and a mutation alarm, then a live mutation alarm',
    '20CE9E7446632C01100164001294822C01640002',
    {
      history: [
        {
          timestamp: 1665561758,
          distance: 300,
          temperature: 27.2,
          event: ['threshold alarm release', 'mutation alarm'],
          distance_mutation: 100,
        },
      ],
      distance: 300,
      event: [{ distance: 300, distance_mutation: 100, distance_alarm: 'mutation alarm' }],
    },
    {
      'distance_mm@2022-10-12T08:02:38.000Z': 300,
      'temperature@2022-10-12T08:02:38.000Z': 27.2,
      'threshold_alarm@2022-10-12T08:02:38.000Z': false,
      'sudden_change@2022-10-12T08:02:38.000Z': true,
      distance_mm: 300,
      sudden_change: true,
    },
  ),
  c('tilted', '050001', { position: 'tilt' }, { tilt: true }),
];

const ct303: MilesightCase[] = [
  c(
    'README: device information',
    'FF0BFFFF0101FF166746D38802580000FF090100FF0A0101FF0F00FFFF0101',
    {
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6746d38802580000',
      hardware_version: 'v1.0',
      firmware_version: 'v1.1',
      lorawan_class: 'Class A',
      tsl_version: 'v1.1',
    },
    {},
  ),
  c('README: total current', '039710270000', { current_chn1_total: 100 }, { current_total: 100 }),
  c(
    'README: current (its 4 bytes after the record stop the decoder)',
    '0499B80B00000000',
    { current_chn1: 300 },
    { current: 300 },
    { warnings: ['unknown channel 0x00 0x00 at byte 4: 4 bytes not decoded'] },
  ),
  c(
    'README: read failure',
    '0499FFFF',
    { current_chn1_sensor_status: 'read failed' },
    {},
    { warnings: ['current_chn1 not read (read failed); not stored'] },
  ),
  c(
    'README: current alarm',
    '8499B80BD007C40905',
    {
      current_chn1_max: 300,
      current_chn1_min: 200,
      current_chn1: 250,
      current_chn1_alarm: {
        current_threshold_alarm: 'yes',
        current_threshold_alarm_release: 'no',
        current_over_range_alarm: 'yes',
        current_over_range_alarm_release: 'no',
      },
    },
    { current: 250, threshold_alarm: true },
  ),
  c(
    'clamps 2 and 3',
    '05971027000006992C0107972C0100000899FA00',
    { current_chn2_total: 100, current_chn2: 30, current_chn3_total: 3, current_chn3: 25 },
    {},
  ),
  c(
    'clamp 3 alarm released',
    '8899B80BD007C4090A',
    {
      current_chn3_max: 300,
      current_chn3_min: 200,
      current_chn3: 250,
      current_chn3_alarm: {
        current_threshold_alarm: 'no',
        current_threshold_alarm_release: 'yes',
        current_over_range_alarm: 'no',
        current_over_range_alarm_release: 'yes',
      },
    },
    { threshold_alarm: false },
  ),
  c('temperature', '0967EE00', { temperature: 23.8 }, { temperature: 23.8 }),
  c(
    'temperature over range',
    '0967FDFF',
    { temperature_sensor_status: 'over range alarm' },
    {},
    { warnings: ['temperature not read (over range alarm); not stored'] },
  ),
  c(
    'temperature alarm',
    '8967F40101',
    { temperature: 50, temperature_alarm: 'temperature threshold alarm' },
    { temperature: 50, threshold_alarm: true },
  ),
  c(
    'replies',
    'FF8E000A00FF2701FF1001',
    { report_interval: 10, clear_current_chn1_cumulative: 'yes', reboot: 'yes' },
    {},
    { ours: { report_interval: 10, clear_current_cumulative: 1, reboot: 1 } },
  ),
];

const ct305: MilesightCase[] = [
  c(
    'README: current alarm',
    '8499B80BD007C40905',
    {
      current_chn1_max: 300,
      current_chn1_min: 200,
      current_chn1: 250,
      current_chn1_alarm: {
        current_threshold_alarm: 'yes',
        current_threshold_alarm_release: 'no',
        current_over_range_alarm: 'yes',
        current_over_range_alarm_release: 'no',
      },
    },
    { current: 250, threshold_alarm: true },
  ),
  c(
    'clamps 2 and 3, temperature',
    '05971027000006992C0107972C0100000899FA000967EE00',
    { current_chn2_total: 100, current_chn2: 30, current_chn3_total: 3, current_chn3: 25, temperature: 23.8 },
    { temperature: 23.8 },
  ),
];

const ct310: MilesightCase[] = [
  c(
    'README: current alarm',
    '8499B80BD007C40905',
    {
      current_chn1_max: 300,
      current_chn1_min: 200,
      current_chn1: 250,
      current_chn1_alarm: {
        current_threshold_alarm: 'yes',
        current_threshold_alarm_release: 'no',
        current_over_range_alarm: 'yes',
        current_over_range_alarm_release: 'no',
      },
    },
    { current: 250, threshold_alarm: true },
  ),
  c(
    'clamps 2 and 3, temperature',
    '05971027000006992C0107972C0100000899FA000967EE00',
    { current_chn2_total: 100, current_chn2: 30, current_chn3_total: 3, current_chn3: 25, temperature: 23.8 },
    { temperature: 23.8 },
  ),
];

const cases: Record<string, readonly MilesightCase[]> = {
  'milesight-iot/vs321': vs321,
  'milesight-iot/am304l': am304l,
  'milesight-iot/am305l': am305l,
  'milesight-iot/gs601': gs601,
  'milesight-iot/gs524n': gs524n,
  'milesight-iot/ws558': ws558,
  'milesight-iot/uc51x': uc51x,
  'milesight-iot/em411-rdl': em411Rdl,
  'milesight-iot/ct303': ct303,
  'milesight-iot/ct305': ct305,
  'milesight-iot/ct310': ct310,
};

export const milesightCases6: Readonly<Record<string, readonly MilesightCase[]>> = cases;

/**
 * Cases whose decoder output a network server's names cannot turn into our readings: the AM304L /
 * AM305L decoders print a history record as one object (`historical_data_retrieval`), not in a
 * `history` list the network path dates by its timestamp; and for an alarm record cut short the
 * decoder prints the alarm type 0 it read past the end, where we read the record before it whole.
 */
const NOT_FOR_NETWORK = new Set([
  'history with the light level and with lux',
  'two history records (the decoder keeps the last)',
  'history with CO2',
  'history with lux, CO2 not valid',
  'an alarm record cut short',
]);

const DECODER: Readonly<Record<string, string>> = { 'milesight-iot/uc51x': 'uc511' };

/** Each case as the decoder that printed it, for the network path's names (codec-outputs.ts). */
export const milesightDecoderOutputs6: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list
      .filter(({ name }) => !NOT_FOR_NETWORK.has(name))
      .map(({ name, hex, output }) => ({
        model,
        source: `Milesight-IoT/SensorDecoders e79c9d8b ${DECODER[model] ?? model.split('/')[1]}-decoder.js, ${name}`,
        fPort: 85,
        hex,
        output,
      })),
);
