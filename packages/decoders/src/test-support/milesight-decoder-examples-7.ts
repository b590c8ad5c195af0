import type { DecodedLocation } from '@pinpoint/shared/readings.ts';
import type { CodecOutput, ExampleReadings } from './codec-example.ts';

// TS601, TS602, WT303 and WT304: what Milesight's own decoders (Milesight-IoT/SensorDecoders at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3: ts-series/ts601/ts601-decoder.js, ts-series/ts602/
// ts602-decoder.js, wt-series/wt303/wt303-decoder.js and wt-series/wt304/wt304-decoder.js) print
// for each uplink, run in Node (milesightDeviceDecode) and recorded verbatim (JSON, so a field the
// decoder sets to undefined is absent). The bytes are built from the decoders' records and the
// READMEs' tables (each model's README.md), as no README gives an example uplink; timestamps
// 9E744663 = 1665561758 and 1A754663 = 1665561882. `readings` are ours ("field@time" for a history
// entry's), `location` ours, `ours` is what our fields are where they are not the decoder's output
// (see milesight-more-models-6.test.ts for why), `warnings` ours. Used by
// milesight-more-models-6.test.ts, codec-outputs.ts and fuzz-seeds.ts.

export type IdRecordCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
  ours?: Record<string, unknown>;
  warnings?: readonly string[];
  location?: DecodedLocation;
};

const ts601: IdRecordCase[] = [
  {
    name: 'battery, temperature below zero, humidity',
    hex: '016404C6F8FFFF055802',
    output: {
      battery: 100,
      temperature: -18.5,
      humidity: 60,
      fahrenheit_temperature: -1.3,
      celsius_temperature: -18.5,
    },
    readings: { battery_pct: 100, temperature: -18.5, humidity: 60 },
  },
  {
    name: 'probe type and id, probe connected, report package type',
    hex: '030228FF6A0B621604030C010E01',
    output: {
      sensor_id: { type: 2, id: '28ff6a0b62160403' },
      probe_connect_status: 1,
      report_package_type: 1,
    },
    readings: {},
  },
  {
    name: 'base station position',
    hex: '06257EE902181497FB0164',
    output: { base_station_position: { latitude: 48.856613, longitude: -73.985 }, battery: 100 },
    readings: { battery_pct: 100 },
    location: { lat: 48.856613, lon: -73.985, source: 'network' },
  },
  {
    name: 'base station position (0, 0)',
    hex: '060000000000000000',
    output: { base_station_position: { latitude: 0, longitude: 0 } },
    readings: {},
  },
  {
    name: 'airplane mode and the alarm types',
    hex: '07011A031B101C111D00',
    output: {
      airplane_mode_state: 1,
      temperature_alarm_types: 3,
      humidity_alarm_types: 16,
      tilt_alarm_types: 17,
      light_alarm_types: 0,
    },
    readings: {},
  },
  {
    name: 'temperature alarm type 0x10',
    hex: '08100CFEFFFF',
    output: {
      temperature_alarm: {
        type: 16,
        lower_range_alarm_deactivation: {
          temperature: -5,
          fahrenheit_temperature: 23,
          celsius_temperature: -5,
        },
      },
      temperature_alarm_types: 16,
      temperature: -5,
      fahrenheit_temperature: 23,
      celsius_temperature: -5,
    },
    readings: { temperature: -5, threshold_alarm: false },
  },
  {
    name: 'temperature alarm type 0x11',
    hex: '0811E6FBFFFF',
    output: {
      temperature_alarm: {
        type: 17,
        lower_range_alarm_trigger: {
          temperature: -10.5,
          fahrenheit_temperature: 13.1,
          celsius_temperature: -10.5,
        },
      },
      temperature_alarm_types: 17,
      temperature: -10.5,
      fahrenheit_temperature: 13.1,
      celsius_temperature: -10.5,
    },
    readings: { temperature: -10.5, threshold_alarm: true },
  },
  {
    name: 'temperature alarm type 0x12',
    hex: '081220030000',
    output: {
      temperature_alarm: {
        type: 18,
        over_range_alarm_deactivation: {
          temperature: 8,
          fahrenheit_temperature: 46.4,
          celsius_temperature: 8,
        },
      },
      temperature_alarm_types: 18,
      temperature: 8,
      fahrenheit_temperature: 46.4,
      celsius_temperature: 8,
    },
    readings: { temperature: 8, threshold_alarm: false },
  },
  {
    name: 'temperature alarm type 0x13',
    hex: '0813D2040000',
    output: {
      temperature_alarm: {
        type: 19,
        over_range_alarm_trigger: {
          temperature: 12.34,
          fahrenheit_temperature: 54.2,
          celsius_temperature: 12.3,
        },
      },
      temperature_alarm_types: 19,
      temperature: 12.34,
      fahrenheit_temperature: 54.2,
      celsius_temperature: 12.3,
    },
    readings: { temperature: 12.34, threshold_alarm: true },
  },
  {
    name: 'temperature alarm type 0x14',
    hex: '08142C010000',
    output: {
      temperature_alarm: {
        type: 20,
        within_range_alarm_deactivation: {
          temperature: 3,
          fahrenheit_temperature: 37.4,
          celsius_temperature: 3,
        },
      },
      temperature_alarm_types: 20,
      temperature: 3,
      fahrenheit_temperature: 37.4,
      celsius_temperature: 3,
    },
    readings: { temperature: 3, threshold_alarm: false },
  },
  {
    name: 'temperature alarm type 0x15',
    hex: '0815C2010000',
    output: {
      temperature_alarm: {
        type: 21,
        within_range_alarm_trigger: {
          temperature: 4.5,
          fahrenheit_temperature: 40.1,
          celsius_temperature: 4.5,
        },
      },
      temperature_alarm_types: 21,
      temperature: 4.5,
      fahrenheit_temperature: 40.1,
      celsius_temperature: 4.5,
    },
    readings: { temperature: 4.5, threshold_alarm: true },
  },
  {
    name: 'temperature alarm type 0x16',
    hex: '0816C4090000',
    output: {
      temperature_alarm: {
        type: 22,
        exceed_range_alarm_deactivation: {
          temperature: 25,
          fahrenheit_temperature: 77,
          celsius_temperature: 25,
        },
      },
      temperature_alarm_types: 22,
      temperature: 25,
      fahrenheit_temperature: 77,
      celsius_temperature: 25,
    },
    readings: { temperature: 25, threshold_alarm: false },
  },
  {
    name: 'temperature alarm type 0x17',
    hex: '0817350C0000',
    output: {
      temperature_alarm: {
        type: 23,
        exceed_range_alarm_trigger: {
          temperature: 31.25,
          fahrenheit_temperature: 88.3,
          celsius_temperature: 31.3,
        },
      },
      temperature_alarm_types: 23,
      temperature: 31.25,
      fahrenheit_temperature: 88.3,
      celsius_temperature: 31.3,
    },
    readings: { temperature: 31.25, threshold_alarm: true },
  },
  {
    name: 'temperature alarm type 0x30',
    hex: '083053070000',
    output: {
      temperature_alarm: {
        type: 48,
        mutation_alarm_trigger_no_mutation: {
          temperature: 18.75,
          fahrenheit_temperature: 65.8,
          celsius_temperature: 18.8,
        },
      },
      temperature_alarm_types: 48,
      temperature: 18.75,
      fahrenheit_temperature: 65.8,
      celsius_temperature: 18.8,
    },
    readings: { temperature: 18.75 },
  },
  {
    name: 'temperature alarm 0x20 (mutation), with the change',
    hex: '0820D204000026020000',
    output: {
      temperature_alarm: {
        type: 32,
        mutation_alarm_trigger: {
          temperature: 12.34,
          saltation: 5.5,
          fahrenheit_temperature: 54.2,
          celsius_temperature: 12.3,
          fahrenheit_saltation: 41.9,
          celsius_saltation: 5.5,
        },
      },
      temperature_alarm_types: 32,
      temperature: 5.5,
      fahrenheit_temperature: 41.9,
      celsius_temperature: 5.5,
    },
    readings: { temperature: 12.34, sudden_change: true },
    ours: {
      temperature: 12.34,
      fahrenheit_temperature: 54.2,
      celsius_temperature: 12.3,
      temperature_alarm: {
        type: 32,
        mutation_alarm_trigger: {
          temperature: 12.34,
          fahrenheit_temperature: 54.2,
          celsius_temperature: 12.3,
          saltation: 5.5,
          fahrenheit_saltation: 41.9,
          celsius_saltation: 5.5,
        },
      },
      temperature_alarm_types: 32,
    },
  },
  {
    name: 'temperature alarm type 0 (sensor error)',
    hex: '08000164',
    output: {
      temperature_alarm: { type: 0, collection_error: {} },
      temperature_alarm_types: 0,
      battery: 100,
    },
    readings: { battery_pct: 100 },
  },
  {
    name: 'temperature alarm type 1 (sensor error)',
    hex: '08010164',
    output: {
      temperature_alarm: { type: 1, lower_range_error: {} },
      temperature_alarm_types: 1,
      battery: 100,
    },
    readings: { battery_pct: 100 },
  },
  {
    name: 'temperature alarm type 2 (sensor error)',
    hex: '08020164',
    output: {
      temperature_alarm: { type: 2, over_range_error: {} },
      temperature_alarm_types: 2,
      battery: 100,
    },
    readings: { battery_pct: 100 },
  },
  {
    name: 'temperature alarm type 3 (sensor error)',
    hex: '08030164',
    output: { temperature_alarm: { type: 3, no_data: {} }, temperature_alarm_types: 3, battery: 100 },
    readings: { battery_pct: 100 },
  },
  {
    name: 'temperature alarm of an unknown type',
    hex: '08050164',
    output: { temperature_alarm: { type: 5 }, temperature_alarm_types: 5, battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown temperature_alarm type 5'],
  },
  {
    name: 'humidity alarm type 0x10',
    hex: '0910FA00',
    output: {
      humidity_alarm: { type: 16, lower_range_alarm_deactivation: { humidity: 25 } },
      humidity_alarm_types: 16,
      humidity: 25,
    },
    readings: { humidity: 25, threshold_alarm: false },
  },
  {
    name: 'humidity alarm type 0x11',
    hex: '0911C800',
    output: {
      humidity_alarm: { type: 17, lower_range_alarm_trigger: { humidity: 20 } },
      humidity_alarm_types: 17,
      humidity: 20,
    },
    readings: { humidity: 20, threshold_alarm: true },
  },
  {
    name: 'humidity alarm type 0x12',
    hex: '0912EE02',
    output: {
      humidity_alarm: { type: 18, over_range_alarm_deactivation: { humidity: 75 } },
      humidity_alarm_types: 18,
      humidity: 75,
    },
    readings: { humidity: 75, threshold_alarm: false },
  },
  {
    name: 'humidity alarm type 0x13',
    hex: '09133703',
    output: {
      humidity_alarm: { type: 19, over_range_alarm_trigger: { humidity: 82.3 } },
      humidity_alarm_types: 19,
      humidity: 82.3,
    },
    readings: { humidity: 82.3, threshold_alarm: true },
  },
  {
    name: 'humidity alarm type 0x14',
    hex: '09149001',
    output: {
      humidity_alarm: { type: 20, within_range_alarm_deactivation: { humidity: 40 } },
      humidity_alarm_types: 20,
      humidity: 40,
    },
    readings: { humidity: 40, threshold_alarm: false },
  },
  {
    name: 'humidity alarm type 0x15',
    hex: '0915C201',
    output: {
      humidity_alarm: { type: 21, within_range_alarm_trigger: { humidity: 45 } },
      humidity_alarm_types: 21,
      humidity: 45,
    },
    readings: { humidity: 45, threshold_alarm: true },
  },
  {
    name: 'humidity alarm type 0x16',
    hex: '09165802',
    output: {
      humidity_alarm: { type: 22, exceed_range_alarm_deactivation: { humidity: 60 } },
      humidity_alarm_types: 22,
      humidity: 60,
    },
    readings: { humidity: 60, threshold_alarm: false },
  },
  {
    name: 'humidity alarm type 0x17',
    hex: '09178903',
    output: {
      humidity_alarm: { type: 23, exceed_range_alarm_trigger: { humidity: 90.5 } },
      humidity_alarm_types: 23,
      humidity: 90.5,
    },
    readings: { humidity: 90.5, threshold_alarm: true },
  },
  {
    name: 'humidity alarm type 0x30',
    hex: '09302B02',
    output: {
      humidity_alarm: { type: 48, mutation_alarm_trigger_no_mutation: { humidity: 55.5 } },
      humidity_alarm_types: 48,
      humidity: 55.5,
    },
    readings: { humidity: 55.5 },
  },
  {
    name: 'humidity alarm 0x20 (mutation), with the change',
    hex: '09208F026900',
    output: {
      humidity_alarm: { type: 32, mutation_alarm_trigger: { humidity: 65.5, saltation: 10.5 } },
      humidity_alarm_types: 32,
      humidity: 65.5,
    },
    readings: { humidity: 65.5, sudden_change: true },
  },
  {
    name: 'a humidity alarm release (0x10) and a temperature mutation (0x20)',
    hex: '0910FA000820D204000026020000',
    output: {
      humidity_alarm: { type: 16, lower_range_alarm_deactivation: { humidity: 25 } },
      humidity_alarm_types: 16,
      humidity: 25,
      temperature_alarm: {
        type: 32,
        mutation_alarm_trigger: {
          temperature: 12.34,
          saltation: 5.5,
          fahrenheit_temperature: 54.2,
          celsius_temperature: 12.3,
          fahrenheit_saltation: 41.9,
          celsius_saltation: 5.5,
        },
      },
      temperature_alarm_types: 32,
      temperature: 5.5,
      fahrenheit_temperature: 41.9,
      celsius_temperature: 5.5,
    },
    readings: { humidity: 25, threshold_alarm: false, temperature: 12.34, sudden_change: true },
    ours: {
      humidity_alarm: { type: 16, lower_range_alarm_deactivation: { humidity: 25 } },
      humidity_alarm_types: 16,
      humidity: 25,
      temperature: 12.34,
      fahrenheit_temperature: 54.2,
      celsius_temperature: 12.3,
      temperature_alarm: {
        type: 32,
        mutation_alarm_trigger: {
          temperature: 12.34,
          fahrenheit_temperature: 54.2,
          celsius_temperature: 12.3,
          saltation: 5.5,
          fahrenheit_saltation: 41.9,
          celsius_saltation: 5.5,
        },
      },
      temperature_alarm_types: 32,
    },
  },
  {
    name: 'history: a humidity mutation (0x20)',
    hex: 'ED009E74466309208F026900',
    output: {
      history: [
        {
          timestamp: 1665561758,
          humidity_alarm: { type: 32, mutation_alarm_trigger: { humidity: 65.5, saltation: 10.5 } },
          humidity_alarm_types: 32,
          humidity: 65.5,
        },
      ],
    },
    readings: {
      'humidity@2022-10-12T08:02:38.000Z': 65.5,
      'sudden_change@2022-10-12T08:02:38.000Z': true,
    },
  },
  {
    name: 'humidity alarm type 3 (no data)',
    hex: '0903',
    output: { humidity_alarm: { type: 3, no_data: {} }, humidity_alarm_types: 3 },
    readings: {},
  },
  {
    name: 'tilt alarm type 0x10',
    hex: '0A10',
    output: { tilt_alarm: { type: 16, threshold_alarm_deactivation: {} }, tilt_alarm_types: 16 },
    readings: { tilt: false },
  },
  {
    name: 'tilt alarm type 0x11',
    hex: '0A11',
    output: { tilt_alarm: { type: 17, threshold_alarm_trigger: {} }, tilt_alarm_types: 17 },
    readings: { tilt: true },
  },
  {
    name: 'tilt alarm type 0x21',
    hex: '0A21',
    output: { tilt_alarm: { type: 33, falling_alarm_trigger: {} }, tilt_alarm_types: 33 },
    readings: { fall_detected: true },
  },
  {
    name: 'tilt alarm type 0x00',
    hex: '0A00',
    output: { tilt_alarm: { type: 0, collection_error: {} }, tilt_alarm_types: 0 },
    readings: {},
  },
  {
    name: 'tilt alarm type 0x02',
    hex: '0A02',
    output: { tilt_alarm: { type: 2, over_range_error: {} }, tilt_alarm_types: 2 },
    readings: {},
  },
  {
    name: 'tilt alarm of an unknown type',
    hex: '0A050164',
    output: { tilt_alarm: { type: 5 }, tilt_alarm_types: 5, battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown tilt_alarm type 5'],
  },
  {
    name: 'light alarm type 0x10',
    hex: '0B10',
    output: { light_alarm: { type: 16, threshold_alarm_deactivation: {} }, light_alarm_types: 16 },
    readings: { threshold_alarm: false },
  },
  {
    name: 'light alarm type 0x11',
    hex: '0B11',
    output: { light_alarm: { type: 17, threshold_alarm_trigger: {} }, light_alarm_types: 17 },
    readings: { threshold_alarm: true },
  },
  {
    name: 'light alarm type 0x01',
    hex: '0B01',
    output: { light_alarm: { type: 1, lower_range_error: {} }, light_alarm_types: 1 },
    readings: {},
  },
  {
    name: 'light alarm type 0x03',
    hex: '0B03',
    output: { light_alarm: { type: 3, no_data: {} }, light_alarm_types: 3 },
    readings: {},
  },
  {
    name: 'low battery alarm',
    hex: '111014',
    output: { battery_alarm: { lower_battery_alarm: { battery: 20 } } },
    readings: { low_battery: true, battery_pct: 20 },
  },
  {
    name: 'battery alarm of another type',
    hex: '11000164',
    output: { battery_alarm: {}, battery: 100 },
    readings: { battery_pct: 100 },
    warnings: ['unknown battery_alarm type 0'],
  },
  {
    name: 'relative surface angles',
    hex: '0D1A046CEE0000',
    output: { relative_surface_info: { angle_x: 10.5, angle_y: -45, angle_z: 0 } },
    readings: {},
  },
  {
    name: 'history: two entries after a live battery',
    hex: '0164ED009E74466304D0070000055802ED001A75466304D80900000813D8090000',
    output: {
      battery: 100,
      history: [
        { timestamp: 1665561758, temperature: 20, humidity: 60 },
        {
          timestamp: 1665561882,
          temperature: 25.2,
          temperature_alarm: { type: 19, over_range_alarm_trigger: { temperature: 25.2 } },
          temperature_alarm_types: 19,
        },
      ],
    },
    readings: {
      battery_pct: 100,
      'temperature@2022-10-12T08:02:38.000Z': 20,
      'humidity@2022-10-12T08:02:38.000Z': 60,
      'temperature@2022-10-12T08:04:42.000Z': 25.2,
      'threshold_alarm@2022-10-12T08:04:42.000Z': true,
    },
  },
  {
    name: 'history: alarms',
    hex: 'ED019E744663091352030A210B10111005',
    output: {
      history: [
        {
          timestamp: 1665561758,
          humidity_alarm: { type: 19, over_range_alarm_trigger: { humidity: 85 } },
          humidity_alarm_types: 19,
          humidity: 85,
          tilt_alarm: { type: 33, falling_alarm_trigger: {} },
          tilt_alarm_types: 33,
          light_alarm: { type: 16, threshold_alarm_deactivation: {} },
          light_alarm_types: 16,
          battery_alarm: { lower_battery_alarm: { battery: 5 } },
        },
      ],
    },
    readings: {
      'humidity@2022-10-12T08:02:38.000Z': 85,
      'threshold_alarm@2022-10-12T08:02:38.000Z': true,
      'fall_detected@2022-10-12T08:02:38.000Z': true,
      'low_battery@2022-10-12T08:02:38.000Z': true,
      'battery_pct@2022-10-12T08:02:38.000Z': 5,
    },
  },
  {
    name: 'history: a position after a live one',
    hex: '06257EE9025EE42300ED019E74466306EC33FBFD4A450309',
    output: {
      base_station_position: { latitude: 48.856613, longitude: 2.352222 },
      history: [
        { timestamp: 1665561758, base_station_position: { latitude: -33.86882, longitude: 151.20929 } },
      ],
    },
    readings: {},
    location: { lat: 48.856613, lon: 2.352222, source: 'network' },
  },
  {
    name: 'history: a position',
    hex: 'ED019E74466306EC33FBFD4A450309ED011A75466306502FFBFD10480309',
    output: {
      history: [
        { timestamp: 1665561758, base_station_position: { latitude: -33.86882, longitude: 151.20929 } },
        { timestamp: 1665561882, base_station_position: { latitude: -33.87, longitude: 151.21 } },
      ],
    },
    readings: {},
    location: { lat: -33.87, lon: 151.21, time: '2022-10-12T08:04:42.000Z', source: 'network' },
  },
  {
    name: 'history: the clock never set',
    hex: 'ED000000000004D0070000',
    output: { history: [{ timestamp: 0, temperature: 20 }] },
    readings: {},
    warnings: ['history record has no valid timestamp (0); its values are not stored as readings'],
  },
  {
    name: 'device identity',
    hex: 'DF0102DB6790E13401580000DA0102010300000000D90001C900C801',
    output: {
      tsl_version: 'v1.2',
      product_sn: '6790e13401580000',
      version: { hardware_version: 'v1.2', firmware_version: 'v1.3' },
      oem_id: '0001',
      random_key: 0,
      device_status: 1,
    },
    readings: {},
  },
  {
    name: 'firmware with release, alpha, unit-test and test numbers',
    hex: 'DA0200010401020304',
    output: { version: { hardware_version: 'v2.0', firmware_version: 'v1.4-r1-a2-u3-t4' } },
    readings: {},
  },
  {
    name: 'product name, PN and band',
    hex: 'DE5453363031000000000000000000000000000000000000000000000000000000DD54533630312D3836384D00000000000000000000000000000000000000000000D845553836380000000000000000000000',
    output: { product_name: 'TS601', product_pn: 'TS601-868M', product_frequency_band: 'EU868' },
    readings: {},
  },
  {
    name: 'device information',
    hex: 'D754533630310000004100000000000000420000000000000000000000000000000000000000000000504E310000000000504E32000000000000000000000000000000000000000000',
    output: {
      device_info: {
        model: 'TS601',
        submodel_1: 'A',
        submodel_2: 'B',
        submodel_3: '',
        submodel_4: '',
        pn_1: 'PN1',
        pn_2: 'PN2',
        pn_3: '',
        pn_4: '',
      },
    },
    readings: {},
  },
  {
    name: 'debugging command reply',
    hex: 'EB050041542B4F4B',
    output: { debugging_commands: { length: 5, content: 'AT+OK' } },
    readings: {},
  },
  {
    name: 'upgrade result, check order, configuration request',
    hex: 'EC00FE05EE',
    output: {
      ipso_device_upgrade_result: { value: 0 },
      check_order_reply: { order: 5 },
      all_configurations_request_by_device: 1,
    },
    readings: {},
  },
  {
    name: 'command reply',
    hex: 'EF136001000164',
    output: { ans: [{ result: 1, length: 3, id: null }], battery: 100 },
    readings: { battery_pct: 100 },
    ours: { ans: [{ result: 1, length: 3, id: '600100' }], battery: 100 },
  },
  {
    name: 'reporting and collection intervals',
    hex: '60011E0062008403640105006108630300',
    output: {
      reporting_interval: { unit: 1, minutes_of_time: 30 },
      collection_interval: { unit: 0, seconds_of_time: 900 },
      light_collection_interval: { unit: 1, minutes_of_time: 5 },
      cumulative_times: 8,
      alarm_reporting_times: 3,
    },
    readings: {},
  },
  {
    name: 'alarm and unit settings',
    hex: '75016501C40171007E0580018203C7D4FE',
    output: {
      alarm_deactivation_enable: 1,
      temperature_unit: 1,
      auto_p_enable: 1,
      base_station_position_enable: 0,
      light_tolerance_value: 5,
      falling_alarm_settings: { enable: 1 },
      probe_id_retransmit_count: 3,
      time_zone: -300,
    },
    readings: {},
  },
  {
    name: 'base station token',
    hex: '7230313233343536373839616263646566',
    output: { base_station_position_auth_token: '0123456789abcdef' },
    readings: {},
  },
  {
    name: 'airplane mode period',
    hex: '730001730119010203040573021901020A0B0C',
    output: {
      airplane_mode_time_period_settings: {
        enable: 1,
        start_timestamp: { year: 25, month: 1, day: 2, hour: 3, minute: 4, second: 5 },
        end_timestamp: { year: 25, month: 1, day: 2, hour: 10, minute: 11, second: 12 },
      },
    },
    readings: {},
  },
  {
    name: 'daylight saving time',
    hex: 'C6013C035178000A57B400',
    output: {
      daylight_saving_time: {
        enable: 1,
        daylight_saving_time_offset: 60,
        start_month: 3,
        start_week_num: 5,
        start_week_day: 1,
        start_hour_min: 120,
        end_month: 10,
        end_week_num: 5,
        end_week_day: 7,
        end_hour_min: 180,
      },
    },
    readings: {},
  },
  {
    name: 'data storage settings',
    hex: 'C50001C50101C5023C00C5037800',
    output: {
      data_storage_settings: {
        enable: 1,
        retransmission_enable: 1,
        retransmission_interval: 60,
        retrieval_interval: 120,
      },
    },
    readings: {},
  },
  {
    name: 'button lock',
    hex: '760103',
    output: { button_lock: { enable: 1, power_off_enable: 1, collect_report_enable: 1, reserve: 0 } },
    readings: {},
  },
  {
    name: 'temperature alarm settings',
    hex: '77010318FCFFFF20030000',
    output: {
      temperature_alarm_settings: {
        enable: 1,
        threshold_condition: 3,
        threshold_min: -10,
        threshold_max: 8,
        fahrenheit_threshold_min: 14,
        celsius_threshold_min: -10,
        fahrenheit_threshold_max: 46.4,
        celsius_threshold_max: 8,
      },
    },
    readings: {},
  },
  {
    name: 'temperature mutation alarm settings',
    hex: '7801F4010000',
    output: {
      temperature_mutation_alarm_settings: {
        enable: 1,
        mutation_max: 5,
        fahrenheit_mutation_max: 41,
        celsius_mutation_max: 5,
      },
    },
    readings: {},
  },
  {
    name: 'humidity alarm settings',
    hex: '7901022C012003',
    output: {
      humidity_alarm_settings: { enable: 1, threshold_condition: 2, threshold_min: 30, threshold_max: 80 },
    },
    readings: {},
  },
  {
    name: 'humidity mutation and calibration settings',
    hex: '7A0164007C01E7FF',
    output: {
      humidity_mutation_alarm_settings: { enable: 1, mutation_max: 10 },
      humidity_calibration_settings: { enable: 1, calibration_value: -2.5 },
    },
    readings: {},
  },
  {
    name: 'temperature calibration settings',
    hex: '7B016AFFFFFF',
    output: {
      temperature_calibration_settings: {
        enable: 1,
        calibration_value: -1.5,
        fahrenheit_calibration_value: 29.3,
        celsius_calibration_value: -1.5,
      },
    },
    readings: {},
  },
  {
    name: 'light and tilt alarm settings',
    hex: '7D0102C8007F01021E05810203',
    output: {
      light_alarm_settings: { enable: 1, threshold_condition: 2, threshold_max: 200 },
      tilt_alarm_settings: { enable: 1, threshold_condition: 2, threshold_max: 30, duration: 5 },
      falling_threshold_alarm_settings: { threshold_level: 2, time_level: 3 },
    },
    readings: {},
  },
  {
    name: 'commands',
    hex: 'BFBDBCB9B8505351015200',
    output: {
      reset: 1,
      clear_historical_data: 1,
      stop_historical_data_retrieval: 1,
      query_device_status: 1,
      synchronize_time: 1,
      clear_alarm_item: 1,
      get_sensor_id: 1,
      set_zero_calibration: { operation: 1 },
      set_retrieval_initial_surface: { operation: 0 },
    },
    readings: {},
  },
  {
    name: 'history retrieval and time commands',
    hex: 'BA9E744663BB9E7446631A754663B71A754663',
    output: {
      retrieve_historical_data_by_time: { time: 1665561758 },
      retrieve_historical_data_by_time_range: { start_time: 1665561758, end_time: 1665561882 },
      set_time: { timestamp: 1665561882 },
    },
    readings: {},
  },
  {
    name: 'cellular status: registered, IMEI, signal',
    hex: 'BE0001BE02383631323334353637383930313233BE05ABFF',
    output: { cellular_status: { register_status: 1, imei: '861234567890123', csq: -85 } },
    readings: {},
  },
  {
    name: 'cellular settings: work mode, TCP server port, network type',
    hex: 'CE3F00CE050102901FCE410502CE002101',
    output: {
      cellular_settings: {
        work_mode: 0,
        tcp_settings: [{ id: 1, server_port: 8080 }],
        network: { type: 2 },
        mqtt_settings: { mqtt_status: 1 },
      },
    },
    readings: {},
  },
  {
    name: 'cellular settings: MQTT broker, UDP server, AWS status, APN, Milesight MQTT and DTLS',
    hex: 'CE00006D7174742E6578616D706C652E636F6D000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000CE0F02023316CE022101CE4100696F742E61706E000000000000000000000000000000000000000000000000CE012101CE190001',
    output: {
      cellular_settings: {
        mqtt_settings: { server_address: 'mqtt.example.com' },
        udp_settings: [{ id: 2, server_port: 5683 }],
        aws_settings: { aws_status: 1 },
        network: { apn: 'iot.apn' },
        milesight_mqtt_settings: { status: 1 },
        milesight_dtls_settings: { status: 1 },
      },
    },
    readings: {},
  },
  {
    name: 'cellular status: SIM, ICCID; a sub-command the decoder does not list',
    hex: 'BE0101BE043839383630303030303030303030303030303031C5040164',
    output: {
      cellular_status: { sim_status: 1, iccid: '89860000000000000001' },
      data_storage_settings: {},
      battery: 100,
    },
    readings: { battery_pct: 100 },
  },
];

const ts602: IdRecordCase[] = [
  {
    name: 'TS602: display switch, temperature and humidity',
    hex: '5501046608000005C701',
    output: {
      temperature_humidity_display_switch: { switch: 1 },
      temperature: 21.5,
      humidity: 45.5,
      fahrenheit_temperature: 70.7,
      celsius_temperature: 21.5,
    },
    readings: { temperature: 21.5, humidity: 45.5 },
  },
  {
    name: 'TS602: the TS601 records, humidity alarm',
    hex: '015009138503',
    output: {
      battery: 80,
      humidity_alarm: { type: 19, over_range_alarm_trigger: { humidity: 90.1 } },
      humidity_alarm_types: 19,
      humidity: 90.1,
    },
    readings: { battery_pct: 80, humidity: 90.1, threshold_alarm: true },
  },
];

const wt303: IdRecordCase[] = [
  {
    name: 'WT303: temperature, humidity, target temperature, data source',
    hex: '01290902C801036AFF0401',
    output: {
      temperature: 23.45,
      humidity: 45.6,
      target_temperature: -1.5,
      data_source: 1,
      fahrenheit_temperature: 74.21,
      celsius_temperature: 23.45,
      fahrenheit_target_temperature: 29.3,
      celsius_target_temperature: -1.5,
    },
    readings: { temperature: 23.45, humidity: 45.6 },
  },
  {
    name: 'WT303: control and fan states, valve, plan',
    hex: '05120664072308FF',
    output: {
      temperature_control_info: { mode: 1, status: 2 },
      temperature_control_valve_status: 100,
      fan_control_info: { mode: 2, status: 3 },
      execution_plan_id: 255,
    },
    readings: {},
  },
  {
    name: 'WT303: relays (fan low and valve 1 closed)',
    hex: '1009000000',
    output: {
      relay_status: {
        low_status: 1,
        mid_status: 0,
        high_status: 0,
        valve_1_status: 1,
        valve_2_status: 0,
        reserved: 0,
      },
    },
    readings: { relay_on: true },
  },
  {
    name: 'WT303: relays all open',
    hex: '10000000000100F6',
    output: {
      relay_status: {
        low_status: 0,
        mid_status: 0,
        high_status: 0,
        valve_1_status: 0,
        valve_2_status: 0,
        reserved: 0,
      },
      temperature: -25.6,
      fahrenheit_temperature: -14.08,
      celsius_temperature: -25.6,
    },
    readings: { relay_on: false, temperature: -25.6 },
  },
  {
    name: 'WT303: temperature alarm type 0x10',
    hex: '0910DC05',
    output: {
      temperature_alarm: {
        type: 16,
        lower_range_alarm_deactivation: {
          temperature: 15,
          fahrenheit_temperature: 59,
          celsius_temperature: 15,
        },
      },
      temperature: 15,
      fahrenheit_temperature: 59,
      celsius_temperature: 15,
    },
    readings: { temperature: 15, threshold_alarm: false },
  },
  {
    name: 'WT303: temperature alarm type 0x11',
    hex: '0911AA05',
    output: {
      temperature_alarm: {
        type: 17,
        lower_range_alarm_trigger: {
          temperature: 14.5,
          fahrenheit_temperature: 58.1,
          celsius_temperature: 14.5,
        },
      },
      temperature: 14.5,
      fahrenheit_temperature: 58.1,
      celsius_temperature: 14.5,
    },
    readings: { temperature: 14.5, threshold_alarm: true },
  },
  {
    name: 'WT303: temperature alarm type 0x12',
    hex: '0912F00A',
    output: {
      temperature_alarm: {
        type: 18,
        over_range_alarm_deactivation: {
          temperature: 28,
          fahrenheit_temperature: 82.4,
          celsius_temperature: 28,
        },
      },
      temperature: 28,
      fahrenheit_temperature: 82.4,
      celsius_temperature: 28,
    },
    readings: { temperature: 28, threshold_alarm: false },
  },
  {
    name: 'WT303: temperature alarm type 0x13',
    hex: '0913C40B',
    output: {
      temperature_alarm: {
        type: 19,
        over_range_alarm_trigger: {
          temperature: 30.12,
          fahrenheit_temperature: 86.22,
          celsius_temperature: 30.12,
        },
      },
      temperature: 30.12,
      fahrenheit_temperature: 86.22,
      celsius_temperature: 30.12,
    },
    readings: { temperature: 30.12, threshold_alarm: true },
  },
  {
    name: 'WT303: temperature alarm type 0x14',
    hex: '0914D007',
    output: {
      temperature_alarm: {
        type: 20,
        within_range_alarm_deactivation: {
          temperature: 20,
          fahrenheit_temperature: 68,
          celsius_temperature: 20,
        },
      },
      temperature: 20,
      fahrenheit_temperature: 68,
      celsius_temperature: 20,
    },
    readings: { temperature: 20, threshold_alarm: false },
  },
  {
    name: 'WT303: temperature alarm type 0x15',
    hex: '09156608',
    output: {
      temperature_alarm: {
        type: 21,
        within_range_alarm_trigger: {
          temperature: 21.5,
          fahrenheit_temperature: 70.7,
          celsius_temperature: 21.5,
        },
      },
      temperature: 21.5,
      fahrenheit_temperature: 70.7,
      celsius_temperature: 21.5,
    },
    readings: { temperature: 21.5, threshold_alarm: true },
  },
  {
    name: 'WT303: temperature alarm type 0x16',
    hex: '0916280A',
    output: {
      temperature_alarm: {
        type: 22,
        exceed_range_alarm_deactivation: {
          temperature: 26,
          fahrenheit_temperature: 78.8,
          celsius_temperature: 26,
        },
      },
      temperature: 26,
      fahrenheit_temperature: 78.8,
      celsius_temperature: 26,
    },
    readings: { temperature: 26, threshold_alarm: false },
  },
  {
    name: 'WT303: temperature alarm type 0x17',
    hex: '0917BE0A',
    output: {
      temperature_alarm: {
        type: 23,
        exceed_range_alarm_trigger: {
          temperature: 27.5,
          fahrenheit_temperature: 81.5,
          celsius_temperature: 27.5,
        },
      },
      temperature: 27.5,
      fahrenheit_temperature: 81.5,
      celsius_temperature: 27.5,
    },
    readings: { temperature: 27.5, threshold_alarm: true },
  },
  {
    name: 'WT303: temperature alarm type 0x20',
    hex: '0920E803',
    output: {
      temperature_alarm: {
        type: 32,
        persistent_low_temperature_alarm_deactivation: {
          temperature: 10,
          fahrenheit_temperature: 50,
          celsius_temperature: 10,
        },
      },
      temperature: 10,
      fahrenheit_temperature: 50,
      celsius_temperature: 10,
    },
    readings: { temperature: 10, threshold_alarm: false },
  },
  {
    name: 'WT303: temperature alarm type 0x21',
    hex: '09218403',
    output: {
      temperature_alarm: {
        type: 33,
        persistent_low_temperature_alarm_trigger: {
          temperature: 9,
          fahrenheit_temperature: 48.2,
          celsius_temperature: 9,
        },
      },
      temperature: 9,
      fahrenheit_temperature: 48.2,
      celsius_temperature: 9,
    },
    readings: { temperature: 9, threshold_alarm: true },
  },
  {
    name: 'WT303: temperature alarm type 0x22',
    hex: '0922B80B',
    output: {
      temperature_alarm: {
        type: 34,
        persistent_high_alarm_deactivation: {
          temperature: 30,
          fahrenheit_temperature: 86,
          celsius_temperature: 30,
        },
      },
      temperature: 30,
      fahrenheit_temperature: 86,
      celsius_temperature: 30,
    },
    readings: { temperature: 30, threshold_alarm: false },
  },
  {
    name: 'WT303: temperature alarm type 0x23',
    hex: '09231C0C',
    output: {
      temperature_alarm: {
        type: 35,
        persistent_high_alarm_trigger: {
          temperature: 31,
          fahrenheit_temperature: 87.8,
          celsius_temperature: 31,
        },
      },
      temperature: 31,
      fahrenheit_temperature: 87.8,
      celsius_temperature: 31,
    },
    readings: { temperature: 31, threshold_alarm: true },
  },
  {
    name: 'WT303: temperature alarm type 0x30',
    hex: '09305802',
    output: {
      temperature_alarm: {
        type: 48,
        anti_freeze_protection_deactivation: {
          temperature: 6,
          fahrenheit_temperature: 42.8,
          celsius_temperature: 6,
        },
      },
      temperature: 6,
      fahrenheit_temperature: 42.8,
      celsius_temperature: 6,
    },
    readings: { temperature: 6 },
  },
  {
    name: 'WT303: temperature alarm type 0x31',
    hex: '0931C201',
    output: {
      temperature_alarm: {
        type: 49,
        anti_freeze_protection_trigger: {
          temperature: 4.5,
          fahrenheit_temperature: 40.1,
          celsius_temperature: 4.5,
        },
      },
      temperature: 4.5,
      fahrenheit_temperature: 40.1,
      celsius_temperature: 4.5,
    },
    readings: { temperature: 4.5 },
  },
  {
    name: 'WT303: temperature alarm type 0x32',
    hex: '09320807',
    output: {
      temperature_alarm: {
        type: 50,
        window_status_detection_deactivation: {
          temperature: 18,
          fahrenheit_temperature: 64.4,
          celsius_temperature: 18,
        },
      },
      temperature: 18,
      fahrenheit_temperature: 64.4,
      celsius_temperature: 18,
    },
    readings: { temperature: 18 },
  },
  {
    name: 'WT303: temperature alarm type 0x33',
    hex: '0933D606',
    output: {
      temperature_alarm: {
        type: 51,
        window_status_detection_trigger: {
          temperature: 17.5,
          fahrenheit_temperature: 63.5,
          celsius_temperature: 17.5,
        },
      },
      temperature: 17.5,
      fahrenheit_temperature: 63.5,
      celsius_temperature: 17.5,
    },
    readings: { temperature: 17.5 },
  },
  {
    name: 'WT303: temperature alarm type 0 (sensor error)',
    hex: '09000401',
    output: { temperature_alarm: { type: 0, collection_error: {} }, data_source: 1 },
    readings: {},
  },
  {
    name: 'WT303: temperature alarm type 1 (sensor error)',
    hex: '09010401',
    output: { temperature_alarm: { type: 1, lower_range_error: {} }, data_source: 1 },
    readings: {},
  },
  {
    name: 'WT303: temperature alarm type 2 (sensor error)',
    hex: '09020401',
    output: { temperature_alarm: { type: 2, over_range_error: {} }, data_source: 1 },
    readings: {},
  },
  {
    name: 'WT303: temperature alarm type 3 (sensor error)',
    hex: '09030401',
    output: { temperature_alarm: { type: 3, no_data: {} }, data_source: 1 },
    readings: {},
  },
  {
    name: 'WT303: temperature alarm of an unknown type',
    hex: '09050401',
    output: { temperature_alarm: { type: 5 }, data_source: 1 },
    readings: {},
    warnings: ['unknown temperature_alarm type 5'],
  },
  {
    name: 'WT303: humidity and target temperature alarms',
    hex: '0A010B03',
    output: {
      humidity_alarm: { type: 1, lower_range_error: {} },
      target_temperature_alarm: { type: 3, no_data: {} },
    },
    readings: {},
  },
  {
    name: 'WT303: target temperature alarm of another type',
    hex: '0B01',
    output: { target_temperature_alarm: { type: 1 } },
    readings: {},
    warnings: ['unknown target_temperature_alarm type 1'],
  },
  {
    name: 'WT303: identity',
    hex: 'DF0102DB6790E13401580000DA0110010200000100D90001C801CF0002',
    output: {
      tsl_version: 'v1.2',
      product_sn: '6790e13401580000',
      version: { hardware_version: 'v1.16', firmware_version: 'v1.2-u1' },
      oem_id: '0001',
      device_status: 1,
      lorawan_configuration_settings: { mode: 2 },
    },
    readings: {},
  },
  {
    name: 'WT303: check order, configuration request, command reply',
    hex: 'FE01EEEF01620401',
    output: {
      check_order_reply: { order: 1 },
      all_configurations_request_by_device: 1,
      ans: [{ result: 0, length: 1, id: 'reporting_interval' }],
      data_source: 1,
    },
    readings: {},
    ours: {
      check_order_reply: { order: 1 },
      all_configurations_request_by_device: 1,
      ans: [{ result: 0, length: 1, id: '62' }],
      data_source: 1,
    },
  },
  {
    name: 'WT303: full inspection replies',
    hex: 'F40000F40101F40203000A0B0CF40300',
    output: {
      full_inspection_reply: {
        start_inspection: { result: 0 },
        control: { result: 1 },
        reading: { length: 3, data: [10, 11, 12] },
        end_inspection: { result: 0 },
      },
    },
    readings: {},
  },
  {
    name: 'WT303: intervals and switches',
    hex: '62010A0060003C00C401900163016702640168016902',
    output: {
      reporting_interval: { unit: 1, minutes_of_time: 10 },
      collection_interval: { unit: 0, seconds_of_time: 60 },
      auto_p_enable: 1,
      relay_changes_report_enable: 1,
      temperature_unit: 1,
      system_status: 2,
      mode_enable: 1,
      temperature_control_mode: 1,
      target_temperature_resolution: 2,
    },
    readings: {},
  },
  {
    name: 'WT303: temperature source, LoRaWAN reception',
    hex: '85020A01',
    output: { temperature_source: { type: 2, lorawan_reception: { timeout: 10, timeout_response: 1 } } },
    readings: {},
  },
  {
    name: 'WT303: temperature source, D2D reception',
    hex: '85031E00',
    output: { temperature_source: { type: 3, d2d_reception: { timeout: 30, timeout_response: 0 } } },
    readings: {},
  },
  {
    name: 'WT303: target temperatures',
    hex: '6B34086CF6096A32006DE803B80B6E4006800C',
    output: {
      heating_target_temperature: 21,
      cooling_target_temperature: 25.5,
      target_temperature_tolerance: 0.5,
      heating_target_temperature_range: {
        min: 10,
        max: 30,
        fahrenheit_min: 50,
        celsius_min: 10,
        fahrenheit_max: 86,
        celsius_max: 30,
      },
      cooling_target_temperature_range: {
        min: 16,
        max: 32,
        fahrenheit_min: 60.8,
        celsius_min: 16,
        fahrenheit_max: 89.6,
        celsius_max: 32,
      },
      fahrenheit_heating_target_temperature: 69.8,
      celsius_heating_target_temperature: 21,
      fahrenheit_cooling_target_temperature: 77.9,
      celsius_cooling_target_temperature: 25.5,
      fahrenheit_target_temperature_tolerance: 32.9,
      celsius_target_temperature_tolerance: 0.5,
    },
    readings: {},
  },
  {
    name: 'WT303: humidity range, dehumidification, fan',
    hex: '702C01BC026F0196007201740178007364002C01',
    output: {
      target_humidity_range: { min: 30, max: 70 },
      temperature_control_dehumidification: {
        enable: 1,
        temperature_tolerance: 1.5,
        fahrenheit_temperature_tolerance: 34.7,
        celsius_temperature_tolerance: 1.5,
      },
      fan_control_mode: 1,
      fan_delay_close: { enable: 1, time: 120 },
      fan_auto_mode_temperature_range: {
        speed_range_1: 1,
        speed_range_2: 3,
        fahrenheit_speed_range_1: 33.8,
        celsius_speed_range_1: 1,
        fahrenheit_speed_range_2: 37.4,
        celsius_speed_range_2: 3,
      },
    },
    readings: {},
  },
  {
    name: 'WT303: timed system control',
    hex: '8C00018C010201E0013E8C020100380441',
    output: {
      timed_system_control: {
        enable: 1,
        start_cycle_settings: [
          {
            id: 2,
            enable: 1,
            execution_time_point: 480,
            execution_day_sun: 0,
            execution_day_mon: 1,
            execution_day_tues: 1,
            execution_day_wed: 1,
            execution_day_thu: 1,
            execution_day_fri: 1,
            execution_day_sat: 0,
            reserved: 0,
          },
        ],
        end_cycle_settings: [
          {
            id: 1,
            enable: 0,
            execution_time_point: 1080,
            execution_day_sun: 1,
            execution_day_mon: 0,
            execution_day_tues: 0,
            execution_day_wed: 0,
            execution_day_thu: 0,
            execution_day_fri: 0,
            execution_day_sat: 1,
            reserved: 0,
          },
        ],
      },
    },
    readings: {},
  },
  {
    name: 'WT303: display, screen, child lock, unlock',
    hex: '65016601077501158D011F1E00',
    output: {
      intelligent_display_enable: 1,
      screen_object_settings: {
        enable: 1,
        environmental_temperature: 1,
        environmental_humidity: 1,
        target_temperature: 1,
        schedule_name: 0,
        reserved: 0,
      },
      child_lock: {
        enable: 1,
        system_button: 1,
        temperature_button: 0,
        fan_button: 1,
        temperature_control_button: 0,
        reboot_reset_button: 1,
        reserved: 0,
      },
      temporary_unlock_settings: {
        enable: 1,
        system: 1,
        temperature_up: 1,
        temperature_down: 1,
        fan: 1,
        temperature_control: 1,
        reserved: 0,
        unlocking_duration: 30,
      },
    },
    readings: {},
  },
  {
    name: 'WT303: time zone, daylight saving, data storage',
    hex: 'C73C00C6013C035178000A57B400C50001C5023C00',
    output: {
      time_zone: 60,
      daylight_saving_time: {
        enable: 1,
        daylight_saving_time_offset: 60,
        start_month: 3,
        start_week_num: 5,
        start_week_day: 1,
        start_hour_min: 120,
        end_month: 10,
        end_week_num: 5,
        end_week_day: 7,
        end_hour_min: 180,
      },
      data_storage_settings: { enable: 1, retransmission_interval: 60 },
    },
    readings: {},
  },
  {
    name: 'WT303: calibrations and alarm settings',
    hex: '7901CEFF7A01E7FF760103E803F00A77012C010A7800FA0005',
    output: {
      temperature_calibration_settings: {
        enable: 1,
        calibration_value: -0.5,
        fahrenheit_calibration_value: 31.1,
        celsius_calibration_value: -0.5,
      },
      humidity_calibration_settings: { enable: 1, calibration_value: -2.5 },
      temperature_alarm_settings: {
        enable: 1,
        threshold_condition: 3,
        threshold_min: 10,
        threshold_max: 28,
        fahrenheit_threshold_min: 50,
        celsius_threshold_min: 10,
        fahrenheit_threshold_max: 82.4,
        celsius_threshold_max: 28,
      },
      high_temperature_alarm_settings: {
        enable: 1,
        difference_in_temperature: 3,
        duration: 10,
        fahrenheit_difference_in_temperature: 37.4,
        celsius_difference_in_temperature: 3,
      },
      low_temperature_alarm_settings: {
        enable: 0,
        difference_in_temperature: 2.5,
        duration: 5,
        fahrenheit_difference_in_temperature: 36.5,
        celsius_difference_in_temperature: 2.5,
      },
    },
    readings: {},
  },
  {
    name: 'WT303: schedule name, enable and content',
    hex: '7B0200017B02014F66666963657B0202446179007B02030269108813C900',
    output: {
      schedule_settings: [
        {
          id: 2,
          enable: 1,
          name_first: 'Office',
          name_last: 'Day',
          content: {
            fan_mode: 2,
            heat_target_temperature_enable: 1,
            heat_target_temperature: 21,
            cool_target_temperature_enable: 0,
            cool_target_temperature: 25,
            temperature_tolerance_enable: 1,
            temperature_tolerance: 1,
            fahrenheit_heat_target_temperature: 69.8,
            celsius_heat_target_temperature: 21,
            fahrenheit_cool_target_temperature: 77,
            celsius_cool_target_temperature: 25,
            fahrenheit_temperature_tolerance: 33.8,
            celsius_temperature_tolerance: 1,
          },
        },
      ],
    },
    readings: {},
  },
  {
    name: 'WT303: schedule cycles',
    hex: '7B03040101A4013E7B0304020028057F',
    output: {
      schedule_settings: [
        {
          id: 3,
          cycle_settings: [
            {
              id: 1,
              enable: 1,
              execution_time_point: 420,
              execution_day_sun: 0,
              execution_day_mon: 1,
              execution_day_tues: 1,
              execution_day_wed: 1,
              execution_day_thu: 1,
              execution_day_fri: 1,
              execution_day_sat: 0,
              reserved: 0,
            },
            {
              id: 2,
              enable: 0,
              execution_time_point: 1320,
              execution_day_sun: 1,
              execution_day_mon: 1,
              execution_day_tues: 1,
              execution_day_wed: 1,
              execution_day_thu: 1,
              execution_day_fri: 1,
              execution_day_sat: 1,
              reserved: 0,
            },
          ],
        },
      ],
    },
    readings: {},
  },
  {
    name: 'WT303: interface settings',
    hex: '7C000102',
    output: { interface_settings: { object: 0, valve_4_pipe_2_wire: { cooling: 1, heating: 2 } } },
    readings: {},
  },
  {
    name: 'WT303: two-pipe interfaces',
    hex: '7C01017C020201',
    output: {
      interface_settings: {
        object: 2,
        valve_2_pipe_2_wire: { control: 1 },
        valve_2_pipe_3_wire: { no: 2, nc: 1 },
      },
    },
    readings: {},
  },
  {
    name: 'WT303: fan stop, DI card control',
    hex: '8E01800181000001810102',
    output: {
      fan_stop_enable: 1,
      di_enable: 1,
      di_settings: {
        object: 1,
        card_control: { type: 0, system_control: { trigger_by_insertion: 1 } },
        magnet_detection: { magnet_type: 2 },
      },
    },
    readings: {},
  },
  {
    name: 'WT303: DI insertion plan',
    hex: '8100010102',
    output: {
      di_settings: {
        object: 0,
        card_control: { type: 1, insertion_plan: { trigger_by_insertion: 1, trigger_by_extraction: 2 } },
      },
    },
    readings: {},
  },
  {
    name: 'WT303: window opening detection',
    hex: '820183002C010A830105',
    output: {
      window_opening_detection_enable: 1,
      window_opening_detection_settings: {
        type: 1,
        temperature_detection: {
          difference_in_temperature: 3,
          stop_time: 10,
          fahrenheit_difference_in_temperature: 37.4,
          celsius_difference_in_temperature: 3,
        },
        magnet_detection: { duration: 5 },
      },
    },
    readings: {},
  },
  {
    name: 'WT303: freeze protection, D2D enables',
    hex: '8401F401860188018A01',
    output: {
      freeze_protection_settings: {
        enable: 1,
        target_temperature: 5,
        fahrenheit_target_temperature: 41,
        celsius_target_temperature: 5,
      },
      d2d_pairing_enable: 1,
      d2d_master_enable: 1,
      d2d_slave_enable: 1,
    },
    readings: {},
  },
  {
    name: 'WT303: D2D pairing',
    hex: '8700000187000124E124FFFEF0000187000253656E736F720000870103526F6F6D32000000',
    output: {
      d2d_pairing_settings: [
        { index: 0, enable: 1, deveui: '24e124fffef00001', name_first: 'Sensor' },
        { index: 1, name_last: 'Room2' },
      ],
    },
    readings: {},
  },
  {
    name: 'WT303: D2D master and slave',
    hex: '890101011001010F008B0001021002',
    output: {
      d2d_master_settings: [
        {
          trigger_condition: 1,
          enable: 1,
          command: '0110',
          uplink: 1,
          control_time_enable: 1,
          control_time: 15,
        },
      ],
      d2d_slave_settings: [{ index: 0, enable: 1, command: '0210', value: 2 }],
    },
    readings: {},
  },
  {
    name: 'WT303: commands',
    hex: 'B9B8BDBCB6BFBEBB9E7446631A754663BA9E744663',
    output: {
      query_device_status: 1,
      synchronize_time: 1,
      clear_historical_data: 1,
      stop_historical_data_retrieval: 1,
      reconnect: 1,
      reset: 1,
      reboot: 1,
      retrieve_historical_data_by_time_range: { start_time: 1665561758, end_time: 1665561882 },
      retrieve_historical_data_by_time: { time: 1665561758 },
    },
    readings: {},
  },
  {
    name: 'WT303: sent temperature and humidity, window and schedule commands',
    hex: '5BB1085C2B025D015E035F04',
    output: {
      send_temperature: { temperature: 22.25, fahrenheit_temperature: 72.05, celsius_temperature: 22.25 },
      send_humidity: { humidity: 55.5 },
      update_open_windows_state: { type: 1 },
      insert_schedule: { type: 3 },
      delete_schedule: { type: 4 },
    },
    readings: {},
  },
];

const wt304: IdRecordCase[] = [
  {
    name: 'WT304: temperature, relays, valve opening',
    hex: '01CB0710140000000632',
    output: {
      temperature: 19.95,
      relay_status: {
        low_status: 0,
        mid_status: 0,
        high_status: 1,
        valve_1_status: 0,
        valve_2_status: 1,
        reserved: 0,
      },
      temperature_control_valve_status: 50,
      fahrenheit_temperature: 67.91,
      celsius_temperature: 19.95,
    },
    readings: { temperature: 19.95, relay_on: true },
  },
  {
    name: 'WT304: interface settings',
    hex: '7C0001027C0101',
    output: {
      interface_settings: {
        object: 1,
        valve_4_pipe_10_v: { cooling: 1, heating: 2 },
        valve_2_pipe_10_v: { control: 1 },
      },
    },
    readings: {},
  },
  {
    name: 'WT304: fan EC interfaces',
    hex: '7C020102037C03030401057C040302007C0503040204',
    output: {
      interface_settings: {
        object: 5,
        valve_2_pipe_10_v_fan_ec: { control: 1, fan: 2, fan_power: 3 },
        valve_4_pipe_2_wire_fan_ec: { cooling: 3, heating: 4, fan: 1, fan_power: 5 },
        valve_2_pipe_2_wire_fan_ec: { control: 3, fan: 2, fan_power: 0 },
        valve_2_pipe_3_wire_fan_ec: { no: 3, nc: 4, fan: 2, fan_power: 4 },
      },
    },
    readings: {},
  },
  {
    name: 'WT304: valve control and fan EC settings',
    hex: '7D020A7D0096007D010A5A7E00147E01327E02508F01',
    output: {
      valve_control_settings: {
        control_interval: 10,
        control_adjustment_range: 1.5,
        opening_range: { min: 10, max: 90 },
        fahrenheit_control_adjustment_range: 34.7,
        celsius_control_adjustment_range: 1.5,
      },
      fan_ec_control_settings: { low_threshold: 20, mid_threshold: 50, high_threshold: 80 },
      valve_output_0v_enable: 1,
    },
    readings: {},
  },
  {
    name: 'WT304: the WT303 records, temperature alarm',
    hex: '0923EA0B025D02',
    output: {
      temperature_alarm: {
        type: 35,
        persistent_high_alarm_trigger: {
          temperature: 30.5,
          fahrenheit_temperature: 86.9,
          celsius_temperature: 30.5,
        },
      },
      temperature: 30.5,
      humidity: 60.5,
      fahrenheit_temperature: 86.9,
      celsius_temperature: 30.5,
    },
    readings: { temperature: 30.5, threshold_alarm: true, humidity: 60.5 },
  },
];

const cases: Record<string, readonly IdRecordCase[]> = {
  'milesight-iot/ts601': ts601,
  'milesight-iot/ts602': ts602,
  'milesight-iot/wt303': wt303,
  'milesight-iot/wt304': wt304,
};

export const milesightCases7: Readonly<Record<string, readonly IdRecordCase[]>> = cases;

/** Each case as the decoder that printed it, for the network path's names (codec-outputs.ts). */
export const milesightDecoderOutputs7: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: `Milesight-IoT/SensorDecoders e79c9d8b ${model.split('/')[1]}-decoder.js, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
