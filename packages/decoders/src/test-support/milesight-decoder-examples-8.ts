import type { CodecOutput, ExampleReadings } from './codec-example.ts';

// EM300-DI-HALL, WTS506, WT102 and UC11-T1: what Milesight's own decoders (Milesight-IoT/
// SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3: em-series/em300-di-hall/
// em300-di-hall-decoder.js, wts-series/wts506/wts506-decoder.js, wt-series/wt102/wt102-decoder.js,
// uc-series/uc11-t1/uc11-t1-decoder.js) print for each uplink, run in Node (milesightDeviceDecode)
// and recorded verbatim (JSON, so a field the decoder sets to undefined is absent). "README" cases
// are the examples of each model's README.md (the UC11-T1 has none); the others are built from the
// decoders' records and the READMEs' tables; timestamps 9E744663 = 1665561758 and 1A754663 =
// 1665561882. `readings` are ours ("field@time" for a history entry's), `ours` is what our fields
// are where they are not the decoder's output (milesight-more-models-7.test.ts says why), `warnings`
// ours. Used by milesight-more-models-7.test.ts, codec-outputs.ts and fuzz-seeds.ts.

export type VendorOutputCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
  ours?: Record<string, unknown>;
  warnings?: readonly string[];
};

const em300DiHall: VendorOutputCase[] = [
  {
    name: 'README: battery, then 06 E1 (no channel of the decoder)',
    hex: '01756406E10A000A0000000000',
    output: { battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown channel 0x06 0xE1 at byte 3: 10 bytes not decoded'],
  },
  {
    name: 'water 0, the README example as 05 E1',
    hex: '05E10A000A0000000000',
    output: { water_conv: 1, pulse_conv: 1, water: 0 },
    readings: {},
  },
  {
    name: 'README: water alarm, water outage timeout',
    hex: '85E16400A0000040394401',
    output: { water_conv: 10, pulse_conv: 16, water: 741, water_alarm: 'water outage timeout alarm' },
    readings: { threshold_alarm: true },
  },
  {
    name: 'README: water alarm, water flow timeout',
    hex: '85E10A0088023393BB4403',
    output: { water_conv: 1, pulse_conv: 64.8, water: 1500.6, water_alarm: 'water flow timeout alarm' },
    readings: { threshold_alarm: true },
  },
  {
    name: 'water outage timeout alarm release',
    hex: '85E10A000A000000204102',
    output: { water_conv: 1, pulse_conv: 1, water: 10, water_alarm: 'water outage timeout alarm release' },
    readings: { threshold_alarm: false },
  },
  {
    name: 'water flow timeout alarm release',
    hex: '85E10A000A000000204104',
    output: { water_conv: 1, pulse_conv: 1, water: 10, water_alarm: 'water flow timeout alarm release' },
    readings: { threshold_alarm: false },
  },
  {
    name: 'device information',
    hex: 'FF0BFFFF0101FF166791D19604050005FF090140FF0A0114FF0F00',
    output: {
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6791d19604050005',
      hardware_version: 'v1.4',
      firmware_version: 'v1.14',
      lorawan_class: 'Class A',
    },
    readings: {},
  },
  {
    name: 'battery and input high',
    hex: '017564050001',
    output: { battery: 100, gpio: 'high' },
    readings: { battery_pct: 100, digital_inputs: 1 },
  },
  {
    name: 'input low',
    hex: '050000',
    output: { gpio: 'low' },
    readings: { digital_inputs: 0 },
  },
  {
    name: 'input byte 2',
    hex: '050002',
    output: { gpio: 'unknown' },
    readings: {},
    warnings: ['unknown gpio value 2; not stored'],
  },
  {
    name: 'pulse counter',
    hex: '05C810270000',
    output: { pulse: 10000 },
    readings: { pulse_count: 10000 },
  },
  {
    name: 'gpio alarm',
    hex: '85000101',
    output: { gpio: 'high', gpio_alarm: 'gpio alarm' },
    readings: { digital_inputs: 1, threshold_alarm: true },
  },
  {
    name: 'gpio alarm release',
    hex: '85000000',
    output: { gpio: 'low', gpio_alarm: 'gpio alarm release' },
    readings: { digital_inputs: 0, threshold_alarm: false },
  },
  {
    name: 'README: history, water with its outage alarm',
    hex: '21CEDFF40B650000000102010A000A000080EC44',
    output: {
      history: [
        {
          timestamp: 1695282399,
          alarm: 'water outage timeout alarm',
          gpio_type: 'counter',
          water_conv: 1,
          pulse_conv: 1,
          water: 1892,
        },
      ],
    },
    readings: {},
  },
  {
    name: 'history, input high with the gpio alarm',
    hex: '21CE9E744663FB00780501010000000000000000',
    output: { history: [{ timestamp: 1665561758, alarm: 'gpio alarm', gpio_type: 'gpio', gpio: 'high' }] },
    readings: { 'digital_inputs@2022-10-12T08:02:38.000Z': 1 },
  },
  {
    name: 'history, input low with the gpio alarm release',
    hex: '21CE9E744663FB00780601000000000000000000',
    output: {
      history: [{ timestamp: 1665561758, alarm: 'gpio alarm release', gpio_type: 'gpio', gpio: 'low' }],
    },
    readings: { 'digital_inputs@2022-10-12T08:02:38.000Z': 0 },
  },
  {
    name: "the EM300-DI's temperature record",
    hex: '0175640367F000',
    output: { battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown channel 0x03 0x67 at byte 3: 4 bytes not decoded'],
  },
  {
    name: 'reporting interval reply',
    hex: 'FF03B004',
    output: { report_interval: 1200 },
    readings: {},
  },
  {
    name: 'a tiny negative water float (rounded to 0)',
    hex: '05E10A000A0001000080',
    output: { water_conv: 1, pulse_conv: 1, water: 0 },
    readings: {},
  },
  {
    name: 'an infinite water float',
    hex: '05E1000000000000807F',
    output: { water_conv: 0, pulse_conv: 0, water: 3.402823669209385e38 },
    ours: { water_conv: 0, pulse_conv: 0, water: null },
    readings: {},
    warnings: ['water volume is not a number (Infinity); not stored'],
  },
  {
    name: 'gpio mode reply',
    hex: 'FFC301',
    output: { gpio_mode: 'digital' },
    ours: { gpio_mode: 1 },
    readings: {},
  },
];

const wts506: VendorOutputCase[] = [
  {
    name: 'README: battery, temperature, humidity',
    hex: '0175640367FF00046879',
    output: { battery: 100, temperature: 25.5, humidity: 60.5 },
    readings: { battery_pct: 100, temperature: 25.5, humidity: 60.5 },
  },
  {
    name: 'README: wind, pressure, rainfall (v1)',
    hex: '0584BA0406734F270792010008777B0001',
    output: {
      wind_direction: 121,
      pressure: 1006.3,
      wind_speed: 0.1,
      rainfall_total: 1.23,
      rainfall_counter: 1,
    },
    readings: { wind_direction_deg: 121, pressure: 1006.3, wind_speed_ms: 0.1 },
  },
  {
    name: 'README: wind, pressure, rainfall (v2)',
    hex: '0584BA0406734F270792010008EC7B00000001',
    output: {
      wind_direction: 121,
      pressure: 1006.3,
      wind_speed: 0.1,
      rainfall_total: 1.23,
      rainfall_counter: 1,
    },
    readings: { wind_direction_deg: 121, pressure: 1006.3, wind_speed_ms: 0.1 },
  },
  {
    name: 'README: temperature alarm',
    hex: '8367FF0001',
    output: { temperature: 25.5, temperature_alarm: 'threshold alarm' },
    readings: { temperature: 25.5, threshold_alarm: true },
  },
  {
    name: 'README: pressure alarm',
    hex: '86734F2701',
    output: { pressure: 1006.3, pressure_alarm: 'threshold alarm' },
    readings: { pressure: 1006.3, threshold_alarm: true },
  },
  {
    name: 'README: wind speed alarm',
    hex: '8792320001',
    output: { wind_speed: 5, wind_speed_alarm: 'threshold alarm' },
    readings: { wind_speed_ms: 5, threshold_alarm: true },
  },
  {
    name: 'README: rainfall alarm',
    hex: '88EC8D1300000201',
    output: { rainfall_total: 50.05, rainfall_counter: 2, rainfall_alarm: 'threshold alarm' },
    readings: { threshold_alarm: true },
  },
  {
    name: 'README: history (v1)',
    hex: '20CEE59BE164FF00794F27BA0432008D13',
    output: {
      history: [
        {
          timestamp: 1692507109,
          temperature: 25.5,
          humidity: 60.5,
          pressure: 1006.3,
          wind_direction: 121,
          wind_speed: 5,
          rainfall_total: 50.05,
        },
      ],
    },
    readings: {
      'temperature@2023-08-20T04:51:49.000Z': 25.5,
      'humidity@2023-08-20T04:51:49.000Z': 60.5,
      'pressure@2023-08-20T04:51:49.000Z': 1006.3,
      'wind_direction_deg@2023-08-20T04:51:49.000Z': 121,
      'wind_speed_ms@2023-08-20T04:51:49.000Z': 5,
    },
  },
  {
    name: 'README: history (v2)',
    hex: '21CEE59BE164FF00794F27BA043200EA840100',
    output: {
      history: [
        {
          timestamp: 1692507109,
          temperature: 25.5,
          humidity: 60.5,
          pressure: 1006.3,
          wind_direction: 121,
          wind_speed: 5,
          rainfall_total: 995.62,
        },
      ],
    },
    readings: {
      'temperature@2023-08-20T04:51:49.000Z': 25.5,
      'humidity@2023-08-20T04:51:49.000Z': 60.5,
      'pressure@2023-08-20T04:51:49.000Z': 1006.3,
      'wind_direction_deg@2023-08-20T04:51:49.000Z': 121,
      'wind_speed_ms@2023-08-20T04:51:49.000Z': 5,
    },
  },
  {
    name: 'device information',
    hex: 'FF0BFFFF0101FF166791D19604050005FF090140FF0A0114FF0F00',
    output: {
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6791d19604050005',
      hardware_version: 'v1.4',
      firmware_version: 'v1.14',
      lorawan_class: 'Class A',
    },
    readings: {},
  },
  {
    name: 'temperature below zero, humidity 100 %',
    hex: '03679CFF0468C8',
    output: { temperature: -10, humidity: 100 },
    readings: { temperature: -10, humidity: 100 },
  },
  {
    name: 'humidity byte 0xFF (127.5 %)',
    hex: '0468FF',
    output: { humidity: 127.5 },
    readings: {},
    warnings: ["humidity 127.5 is outside the sensor's range; not stored"],
  },
  {
    name: 'wind from 359.9 degrees, calm',
    hex: '05840F0E07920000',
    output: { wind_direction: 359.9, wind_speed: 0 },
    readings: { wind_direction_deg: 359.9, wind_speed_ms: 0 },
  },
  {
    name: 'temperature alarm release',
    hex: '8367FF0000',
    output: { temperature: 25.5, temperature_alarm: 'threshold alarm release' },
    readings: { temperature: 25.5, threshold_alarm: false },
  },
  {
    name: 'pressure alarm release',
    hex: '86734F2700',
    output: { pressure: 1006.3, pressure_alarm: 'threshold alarm release' },
    readings: { pressure: 1006.3, threshold_alarm: false },
  },
  {
    name: 'wind speed alarm byte 2',
    hex: '8792320002',
    output: { wind_speed: 5, wind_speed_alarm: 'unknown' },
    readings: { wind_speed_ms: 5 },
    warnings: ['unknown wind_speed_alarm value 2; not stored'],
  },
  {
    name: 'rainfall alarm release',
    hex: '88EC8D1300000300',
    output: { rainfall_total: 50.05, rainfall_counter: 3, rainfall_alarm: 'threshold alarm release' },
    readings: { threshold_alarm: false },
  },
  {
    name: 'reporting interval and time replies',
    hex: 'FF032C01FF119E744663',
    output: { report_interval: 300, timestamp: 1665561758 },
    readings: {},
  },
  {
    name: 'power-on mode reply',
    hex: 'FF6702',
    output: { power_on_run_mode: 'keep' },
    ours: { power_on_run_mode: 2 },
    readings: {},
  },
  {
    name: 'a record the decoder does not know',
    hex: '017564099900',
    output: { battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown channel 0x09 0x99 at byte 3: 3 bytes not decoded'],
  },
];

const wt102: VendorOutputCase[] = [
  {
    name: 'battery, temperature, motor, valve opening, targets',
    hex: '0064010C0902D40B03EA050432066C070732',
    output: {
      battery: 100,
      temperature: 23.16,
      motor_total_stroke: 3028,
      motor_position: 1514,
      valve_opening_degree: 50,
      target_temperature: 19,
      target_valve_opening_degree: 50,
      fahrenheit_temperature: 73.69,
      celsius_temperature: 23.16,
      fahrenheit_target_temperature: 66.2,
      celsius_target_temperature: 19,
    },
    readings: { battery_pct: 100, temperature: 23.16 },
  },
  {
    name: 'temperature below zero',
    hex: '0130F8',
    output: { temperature: -20, fahrenheit_temperature: -4, celsius_temperature: -20 },
    readings: { temperature: -20 },
  },
  {
    name: 'motor calibration result',
    hex: '0501',
    output: { motor_calibration_result_report: { status: 1 } },
    readings: {},
  },
  {
    name: 'low battery alarm',
    hex: '080F',
    output: { low_battery_alarm: { value: 15 }, battery: 15 },
    readings: { battery_pct: 15, low_battery: true },
  },
  {
    name: 'temperature alarm 0x11 (below the threshold)',
    hex: '09116400',
    output: {
      temperature_alarm: {
        type: 17,
        lower_range_alarm_trigger: { temperature: 1, fahrenheit_temperature: 33.8, celsius_temperature: 1 },
      },
      temperature: 1,
      fahrenheit_temperature: 33.8,
      celsius_temperature: 1,
    },
    readings: { temperature: 1, threshold_alarm: true },
  },
  {
    name: 'temperature alarm 0x10 (its release)',
    hex: '0910C800',
    output: {
      temperature_alarm: {
        type: 16,
        lower_range_alarm_deactivation: {
          temperature: 2,
          fahrenheit_temperature: 35.6,
          celsius_temperature: 2,
        },
      },
      temperature: 2,
      fahrenheit_temperature: 35.6,
      celsius_temperature: 2,
    },
    readings: { temperature: 2, threshold_alarm: false },
  },
  {
    name: 'temperature alarm 0x13 (above the threshold)',
    hex: '0913A00F',
    output: {
      temperature_alarm: {
        type: 19,
        over_range_alarm_trigger: { temperature: 40, fahrenheit_temperature: 104, celsius_temperature: 40 },
      },
      temperature: 40,
      fahrenheit_temperature: 104,
      celsius_temperature: 40,
    },
    readings: { temperature: 40, threshold_alarm: true },
  },
  {
    name: 'temperature alarm 0x12 (its release)',
    hex: '0912A00F',
    output: {
      temperature_alarm: {
        type: 18,
        over_range_alarm_deactivation: {
          temperature: 40,
          fahrenheit_temperature: 104,
          celsius_temperature: 40,
        },
      },
      temperature: 40,
      fahrenheit_temperature: 104,
      celsius_temperature: 40,
    },
    readings: { temperature: 40, threshold_alarm: false },
  },
  {
    name: 'temperature alarm type 1 (no temperature)',
    hex: '0901',
    output: { temperature_alarm: { type: 1 } },
    readings: {},
    warnings: ['unknown temperature_alarm type 1'],
  },
  {
    name: 'freeze protection triggered',
    hex: '0A212C0100',
    output: {
      anti_freeze_protection_alarm: {
        type: 33,
        trigger: {
          environment_temperature: 3,
          current_valve_status: 0,
          fahrenheit_environment_temperature: 37.4,
          celsius_environment_temperature: 3,
        },
      },
      temperature: 3,
      valve_opening_degree: 0,
      fahrenheit_temperature: 37.4,
      celsius_temperature: 3,
    },
    readings: { temperature: 3 },
  },
  {
    name: 'freeze protection lifted',
    hex: '0A20F40164',
    output: {
      anti_freeze_protection_alarm: {
        type: 32,
        lifted: {
          environment_temperature: 5,
          current_valve_status: 100,
          fahrenheit_environment_temperature: 41,
          celsius_environment_temperature: 5,
        },
      },
      temperature: 5,
      valve_opening_degree: 100,
      fahrenheit_temperature: 41,
      celsius_temperature: 5,
    },
    readings: { temperature: 5 },
  },
  {
    name: 'forced heating entered',
    hex: '0B21D0076450',
    output: {
      mandatory_heating_alarm: {
        type: 33,
        enter: {
          environment_temperature: 20,
          current_valve_status: 100,
          battery_level: 80,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
        },
      },
      temperature: 20,
      valve_opening_degree: 100,
      battery: 80,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20, battery_pct: 80 },
  },
  {
    name: 'forced heating exited',
    hex: '0B20E8033C5A',
    output: {
      mandatory_heating_alarm: {
        type: 32,
        exit: {
          environment_temperature: 10,
          current_valve_status: 60,
          battery_level: 90,
          fahrenheit_environment_temperature: 50,
          celsius_environment_temperature: 10,
        },
      },
      temperature: 10,
      valve_opening_degree: 60,
      battery: 90,
      fahrenheit_temperature: 50,
      celsius_temperature: 10,
    },
    readings: { temperature: 10, battery_pct: 90 },
  },
  {
    name: 'auto-away, inactive by target temperature',
    hex: '0C2001D0076C07',
    output: {
      auto_away_report: {
        event_type: 32,
        inactive_by_target_temperature: {
          state: 1,
          environment_temperature: 20,
          target_temperature: 19,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
          fahrenheit_target_temperature: 66.2,
          celsius_target_temperature: 19,
        },
      },
      temperature: 20,
      target_temperature: 19,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
      fahrenheit_target_temperature: 66.2,
      celsius_target_temperature: 19,
    },
    readings: { temperature: 20 },
  },
  {
    name: 'auto-away, active by target temperature',
    hex: '0C2100D0076C07',
    output: {
      auto_away_report: {
        event_type: 33,
        active_by_target_temperature: {
          state: 0,
          environment_temperature: 20,
          target_temperature: 19,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
          fahrenheit_target_temperature: 66.2,
          celsius_target_temperature: 19,
        },
      },
      temperature: 20,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20 },
  },
  {
    name: 'auto-away, inactive by target valve opening',
    hex: '0C2201D00732',
    output: {
      auto_away_report: {
        event_type: 34,
        inactive_by_target_valve_opening: {
          state: 1,
          environment_temperature: 20,
          target_valve_opening: 50,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
        },
      },
      temperature: 20,
      target_valve_opening_degree: 50,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20 },
  },
  {
    name: 'auto-away, active by target valve opening',
    hex: '0C2300D00732',
    output: {
      auto_away_report: {
        event_type: 35,
        active_by_target_valve_opening: {
          state: 0,
          environment_temperature: 20,
          target_valve_opening: 50,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
        },
      },
      temperature: 20,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20 },
  },
  {
    name: 'open window triggered',
    hex: '0D2101D007',
    output: {
      window_opening_alarm: {
        type: 33,
        trigger: {
          state: 1,
          environment_temperature: 20,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
        },
      },
      temperature: 20,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20 },
  },
  {
    name: 'open window released',
    hex: '0D2000D007',
    output: {
      window_opening_alarm: {
        type: 32,
        release: {
          state: 0,
          environment_temperature: 20,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
        },
      },
      temperature: 20,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20 },
  },
  {
    name: 'periodic report, non-heating season',
    hex: '0E003264',
    output: {
      periodic_reporting: {
        report_type: 0,
        non_heating_season: { target_valve_opening: 50, battery_level: 100 },
      },
      target_valve_opening_degree: 50,
      battery: 100,
    },
    readings: { battery_pct: 100 },
  },
  {
    name: 'periodic report, target temperature',
    hex: '0E01D007326C0764',
    output: {
      periodic_reporting: {
        report_type: 1,
        target_temperature_for_heating: {
          environment_temperature: 20,
          current_valve_opening: 50,
          target_temperature: 19,
          battery_level: 100,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
          fahrenheit_target_temperature: 66.2,
          celsius_target_temperature: 19,
        },
      },
      temperature: 20,
      valve_opening_degree: 50,
      target_temperature: 19,
      battery: 100,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
      fahrenheit_target_temperature: 66.2,
      celsius_target_temperature: 19,
    },
    readings: { temperature: 20, battery_pct: 100 },
  },
  {
    name: 'periodic report, target valve opening',
    hex: '0E02D007323C64',
    output: {
      periodic_reporting: {
        report_type: 2,
        target_valve_opening_for_heating: {
          environment_temperature: 20,
          current_valve_opening: 50,
          target_valve_opening: 60,
          battery_level: 100,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
        },
      },
      temperature: 20,
      valve_opening_degree: 50,
      target_valve_opening_degree: 60,
      battery: 100,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20, battery_pct: 100 },
  },
  {
    name: 'periodic report, integrated control',
    hex: '0E03D007326C073C64',
    output: {
      periodic_reporting: {
        report_type: 3,
        integrated_control_for_heating: {
          environment_temperature: 20,
          current_valve_opening: 50,
          target_temperature: 19,
          target_valve_opening: 60,
          battery_level: 100,
          fahrenheit_environment_temperature: 68,
          celsius_environment_temperature: 20,
          fahrenheit_target_temperature: 66.2,
          celsius_target_temperature: 19,
        },
      },
      temperature: 20,
      valve_opening_degree: 50,
      target_temperature: 19,
      target_valve_opening_degree: 60,
      battery: 100,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
      fahrenheit_target_temperature: 66.2,
      celsius_target_temperature: 19,
    },
    readings: { temperature: 20, battery_pct: 100 },
  },
  {
    name: 'identity',
    hex: 'CF0000DF0101DB6791D19604050005DA0100010A00000000D90000C801',
    output: {
      lorawan_class: 'Class A',
      tsl_version: 'v1.1',
      product_sn: '6791d19604050005',
      version: { hardware_version: 'v1.0', firmware_version: 'v1.10' },
      oem_id: '0000',
      device_status: 1,
    },
    readings: {},
  },
  {
    name: 'product name, PN and band',
    hex: 'DE5754313032000000000000000000000000000000000000000000000000000000DD57543130322D3836384D00000000000000000000000000000000000000000000D845553836380000000000000000000000',
    output: { product_name: 'WT102', product_pn: 'WT102-868M', product_frequency_band: 'EU868' },
    readings: {},
  },
  {
    name: 'history: two entries after a live battery',
    hex: '0064ED009E744663010C0909116400ED001A7546630050',
    output: {
      battery: 100,
      history: [
        {
          timestamp: 1665561758,
          temperature: 1,
          temperature_alarm: { type: 17, lower_range_alarm_trigger: { temperature: 1 } },
        },
        { timestamp: 1665561882, battery: 80 },
      ],
    },
    readings: {
      battery_pct: 100,
      'temperature@2022-10-12T08:02:38.000Z': 1,
      'threshold_alarm@2022-10-12T08:02:38.000Z': true,
      'battery_pct@2022-10-12T08:04:42.000Z': 80,
    },
  },
  {
    name: 'settings: keys, units, temperature source',
    hex: 'C901C401600061011E000261021E00016200',
    output: {
      random_key: 1,
      auto_p_enable: 1,
      temperature_unit: 0,
      temperature_source_settings: {
        type: 2,
        external_ntc_reception: { timeout: 30, timeout_response: 2 },
        lorawan_reception: { timeout: 30, timeout_response: 1 },
      },
      environment_temperature_display_enable: 0,
    },
    readings: {},
  },
  {
    name: 'settings: heating period',
    hex: '630001010C1F6301010A006302001027630301',
    output: {
      heating_period_settings: {
        heating_date_settings: { start_mon: 1, start_day: 1, end_mon: 12, end_day: 31 },
        heating_period_reporting_interval: { unit: 1, minutes_of_time: 10 },
        non_heating_period_reporting_interval: { unit: 0, seconds_of_time: 10000 },
        valve_status_control: 1,
      },
    },
    readings: {},
  },
  {
    name: 'settings: temperature control',
    hex: '65000165010165020A0065030A006504F4016505AC0D6506006C07',
    output: {
      temp_control: {
        enable: 1,
        target_temperature_resolution: 1,
        under_temperature_side_deadband: 0.1,
        over_temperature_side_deadband: 0.1,
        target_temperature_adjustment_range_min: 5,
        target_temperature_adjustment_range_max: 35,
        mode_settings: {
          mode: 0,
          auto_control: {
            target_temperature: 19,
            fahrenheit_target_temperature: 66.2,
            celsius_target_temperature: 19,
          },
        },
        fahrenheit_target_temperature_resolution: 34,
        celsius_target_temperature_resolution: 1,
        fahrenheit_under_temperature_side_deadband: 32.2,
        celsius_under_temperature_side_deadband: 0.1,
        fahrenheit_over_temperature_side_deadband: 32.2,
        celsius_over_temperature_side_deadband: 0.1,
        fahrenheit_target_temperature_adjustment_range_min: 41,
        celsius_target_temperature_adjustment_range_min: 5,
        fahrenheit_target_temperature_adjustment_range_max: 95,
        celsius_target_temperature_adjustment_range_max: 35,
      },
    },
    ours: {
      temp_control: {
        enable: 1,
        target_temperature_resolution: 1,
        under_temperature_side_deadband: 0.1,
        fahrenheit_under_temperature_side_deadband: 32.2,
        celsius_under_temperature_side_deadband: 0.1,
        over_temperature_side_deadband: 0.1,
        fahrenheit_over_temperature_side_deadband: 32.2,
        celsius_over_temperature_side_deadband: 0.1,
        target_temperature_adjustment_range_min: 5,
        fahrenheit_target_temperature_adjustment_range_min: 41,
        celsius_target_temperature_adjustment_range_min: 5,
        target_temperature_adjustment_range_max: 35,
        fahrenheit_target_temperature_adjustment_range_max: 95,
        celsius_target_temperature_adjustment_range_max: 35,
        mode_settings: {
          mode: 0,
          auto_control: {
            target_temperature: 19,
            fahrenheit_target_temperature: 66.2,
            celsius_target_temperature: 19,
          },
        },
      },
    },
    readings: {},
  },
  {
    name: 'settings: temperature control, valve mode',
    hex: '650601326506026C07',
    output: {
      temp_control: {
        mode_settings: {
          mode: 2,
          valve_control: { target_valve_status: 50 },
          intergrated_control: { target_temp: 19, fahrenheit_target_temp: 66.2, celsius_target_temp: 19 },
        },
      },
    },
    readings: {},
  },
  {
    name: 'settings: open window detection, freeze protection, forced heating',
    hex: '66012C01011E0068012C016901',
    output: {
      window_opening_detection_settings: {
        enable: 1,
        cooling_rate: 3,
        valve_status: 1,
        stop_temperature_control_time: 30,
        fahrenheit_cooling_rate: 37.4,
        celsius_cooling_rate: 3,
      },
      anti_freeze_protection_setting: {
        enable: 1,
        temperature_value: 3,
        fahrenheit_temperature_value: 37.4,
        celsius_temperature_value: 3,
      },
      mandatory_heating_enable: 1,
    },
    readings: {},
  },
  {
    name: 'settings: auto-away, energy saving temperature',
    hex: '6701E0011C023E006C07',
    output: {
      auto_away_settings: {
        enable: 1,
        start_time: 480,
        end_time: 540,
        cycle_time_sun: 0,
        cycle_time_mon: 1,
        cycle_time_tues: 1,
        cycle_time_wed: 1,
        cycle_time_thur: 1,
        cycle_time_fri: 1,
        cycle_time_sat: 0,
        reserved: 0,
        energy_saving_settings: {
          mode: 0,
          energy_saving_temperature: 19,
          fahrenheit_energy_saving_temperature: 66.2,
          celsius_energy_saving_temperature: 19,
        },
      },
    },
    readings: {},
  },
  {
    name: 'settings: auto-away, energy saving valve opening',
    hex: '670000000000000132',
    output: {
      auto_away_settings: {
        enable: 0,
        start_time: 0,
        end_time: 0,
        cycle_time_sun: 0,
        cycle_time_mon: 0,
        cycle_time_tues: 0,
        cycle_time_wed: 0,
        cycle_time_thur: 0,
        cycle_time_fri: 0,
        cycle_time_sat: 0,
        reserved: 0,
        energy_saving_settings: { mode: 1, energy_saving_valve_opening_degree: 50 },
      },
    },
    readings: {},
  },
  {
    name: 'settings: child lock, stroke, calibration, alarm thresholds',
    hex: '6A01036B646C019CFF6D0104F401AC0D',
    output: {
      child_lock: { enable: 1, system_button: 1, func_button: 1, reserved: 0 },
      motor_stroke_limit: 100,
      temperature_calibration_settings: {
        enable: 1,
        calibration_value: -1,
        fahrenheit_calibration_value: 30.2,
        celsius_calibration_value: -1,
      },
      temperature_alarm_settings: {
        enable: 1,
        threshold_condition: 4,
        threshold_min: 5,
        threshold_max: 35,
        fahrenheit_threshold_min: 41,
        celsius_threshold_min: 5,
        fahrenheit_threshold_max: 95,
        celsius_threshold_max: 35,
      },
    },
    readings: {},
  },
  {
    name: 'settings: schedule 0',
    hex: '6E0000016E0001E0016E00023E6E0003006E00046C07',
    output: {
      schedule_settings: [
        {
          id: 0,
          enable: 1,
          start_time: 480,
          cycle_settings: {
            execution_day_sun: 0,
            execution_day_mon: 1,
            execution_day_tues: 1,
            execution_day_wed: 1,
            execution_day_thur: 1,
            execution_day_fri: 1,
            execution_day_sat: 0,
            reserved: 0,
          },
          temperature_control_mode: 0,
          target_temperature: 19,
          fahrenheit_target_temperature: 66.2,
          celsius_target_temperature: 19,
        },
      ],
    },
    readings: {},
  },
  {
    name: 'settings: schedule 1',
    hex: '6E0105326E0106016E0107016E01080A006E01090A00',
    output: {
      schedule_settings: [
        {
          id: 1,
          target_valve_status: 50,
          pre_heating_enable: 1,
          pre_heating_mode: 1,
          pre_heating_manual_time: 10,
          report_cycle: 10,
        },
      ],
    },
    readings: {},
  },
  {
    name: 'settings: change report, motor range, time zone',
    hex: '6F0170019A02C7E001',
    output: {
      change_report_enable: 1,
      motor_controllable_range: { enable: 1, distance: 6.66 },
      time_zone: 480,
    },
    readings: {},
  },
  {
    name: 'settings: daylight saving time and data storage',
    hex: 'C6013C035778000A57B400C50001C5022C01',
    output: {
      daylight_saving_time: {
        enable: 1,
        daylight_saving_time_offset: 60,
        start_month: 3,
        start_week_num: 5,
        start_week_day: 7,
        start_hour_min: 120,
        end_month: 10,
        end_week_num: 5,
        end_week_day: 7,
        end_hour_min: 180,
      },
      data_storage_settings: { enable: 1, retransmission_interval: 300 },
    },
    readings: {},
  },
  {
    name: 'commands without data',
    hex: 'B6B9B8B5BDBCBFBE5758EE',
    output: {
      reconnect: 1,
      query_device_status: 1,
      synchronize_time: 1,
      collect_data: 1,
      clear_historical_data: 1,
      stop_historical_data_retrieval: 1,
      reset: 1,
      reboot: 1,
      query_motor_stroke_position: 1,
      calibrate_motor: 1,
      all_configurations_request_by_device: 1,
    },
    readings: {},
  },
  {
    name: 'commands with data',
    hex: 'B79E744663BB9E7446631A754663BA9E74466359325A6C075BD0075C015D015EFF',
    output: {
      set_time: { timestamp: 1665561758 },
      retrieve_historical_data_by_time_range: { start_time: 1665561758, end_time: 1665561882 },
      retrieve_historical_data_by_time: { time: 1665561758 },
      set_target_valve_opening_degree: { value: 50 },
      set_target_temperature: { value: 19, fahrenheit_value: 66.2, celsius_value: 19 },
      set_temperature: { value: 20, fahrenheit_value: 68, celsius_value: 20 },
      set_occupancy_state: { state: 1 },
      set_opening_window: { state: 1 },
      delete_schedule: { type: 255 },
    },
    readings: {},
  },
  {
    name: 'sequence number reply',
    hex: 'FF05',
    output: { check_sequence_number_reply: { sequence_number: 5 } },
    readings: {},
  },
  {
    name: 'order reply',
    hex: 'FE',
    output: { check_order_reply: 1 },
    readings: {},
  },
  {
    name: 'command reply',
    hex: 'EF0160',
    output: { ans: [{ result: 0, length: 1, id: 'temperature_unit' }] },
    ours: { ans: [{ result: 0, length: 1, id: '60' }] },
    readings: {},
  },
];

const uc11T1: VendorOutputCase[] = [
  {
    name: 'temperature, humidity, battery',
    hex: '0167FA00026878037564',
    output: { temperature: 25, humidity: 60, battery: 100 },
    readings: { temperature: 25, humidity: 60, battery_pct: 100 },
  },
  {
    name: 'temperature below zero',
    hex: '01679CFF',
    output: { temperature: -10 },
    readings: { temperature: -10 },
  },
  {
    name: 'humidity byte 0xFF (127.5 %)',
    hex: '0268FF',
    output: { humidity: 127.5 },
    readings: {},
    warnings: ["humidity 127.5 is outside the sensor's range; not stored"],
  },
  {
    name: 'device information',
    hex: 'FF0101FF090140FF0A0114FF0BFFFF0F00FF086136C1234567',
    output: {
      ipso_version: 'v0.1',
      hardware_version: 'v1.4',
      firmware_version: 'v1.14',
      device_status: 'on',
      lorawan_class: 'Class A',
      sn: '6136c1234567',
    },
    readings: {},
  },
  {
    name: "the EM300-TH's temperature channel",
    hex: '0375640367FA00',
    output: { battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown channel 0x03 0x67 at byte 3: 4 bytes not decoded'],
  },
];

const cases: Record<string, readonly VendorOutputCase[]> = {
  'milesight-iot/em300-di-hall': em300DiHall,
  'milesight-iot/wts506': wts506,
  'milesight-iot/wt102': wt102,
  'milesight-iot/uc11-t1': uc11T1,
};

export const milesightCases8: Readonly<Record<string, readonly VendorOutputCase[]>> = cases;

/**
 * Cases whose decoder output a network server's names cannot turn into our readings: the decoder
 * prints the infinite float as a number (milesight-more-models-7.test.ts).
 */
const NOT_FOR_NETWORK = new Set(['an infinite water float']);

/** Each case as the decoder that printed it, for the network path's names (codec-outputs.ts). */
export const milesightDecoderOutputs8: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list
      .filter(({ name }) => !NOT_FOR_NETWORK.has(name))
      .map(({ name, hex, output }) => ({
        model,
        source: `Milesight-IoT/SensorDecoders e79c9d8b ${model.split('/')[1]}-decoder.js, ${name}`,
        fPort: 85,
        hex,
        output,
      })),
);
