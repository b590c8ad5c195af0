import type { VendorCase } from './tracker-cases.ts';

// MOKO LoRaWAN devices of moko-more-models-2.test.ts: frames built to reach every port, message,
// event and sign, each decoded by MOKO's own decoder run in Node (TZ=UTC) from
// LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder at
// 5c5db2e3e3496435f9f9b95f7ba07c92923536ab, its output (`vendor`) verbatim but for the fields each
// source below leaves out. `ours` holds each field where we differ on purpose (undefined: left
// out), `readings` / `warnings` what our decoder gives.

/**
 * LW013-SB/LW013-SB on TTN.js (model moko/lw013-sb). Left out: `port` and `hex_format_payload`,
 * and on port 6 `timestamp`, `time` and `timezone`, the clock of the machine that ran it.
 */
export const LW013_SOURCE = 'MOKOSMART-LoRaWAN-Product-Decoder 5c5db2e3 LW013-SB/LW013-SB on TTN.js';

const LW013_TIME = '2024-05-15T17:37:20.000Z';

export const lw013Cases: VendorCase[] = [
  {
    name: 'device info: 25 °C, 3600 mV, firmware V1.1.7, hardware V1.2, no event, UTC+8',
    port: 1,
    hex: '6644F2D010190E10571200',
    vendor: {
      timezone: 'UTC+08:00',
      timestamp: 1715794640,
      time: '2024-05-16 01:37:20',
      temperature: '25°C',
      voltage: '3600mV',
      firmware_version: 'V1.1.7',
      hardware_version: 'V1.2',
      event_type: 'no event triggered',
    },
    readings: { [`temperature@${LW013_TIME}`]: 25, [`battery_mv@${LW013_TIME}`]: 3600 },
  },
  {
    name: 'device info: -10 °C, 2900 mV, event 3, UTC-7:30',
    port: 1,
    hex: '6644F2D0F1F60B54B12103',
    vendor: {
      timezone: 'UTC-07:30',
      timestamp: 1715794640,
      time: '2024-05-15 10:07:20',
      temperature: '-10°C',
      voltage: '2900mV',
      firmware_version: 'V2.3.1',
      hardware_version: 'V2.1',
      event_type: 'event3 triggered',
    },
    readings: { [`temperature@${LW013_TIME}`]: -10, [`battery_mv@${LW013_TIME}`]: 2900 },
  },
  {
    name: 'device info one byte short: the header only (MOKO reads the tail at 11 bytes only)',
    port: 1,
    hex: '6644F2D010190E105712',
    vendor: {
      timezone: 'UTC+08:00',
      timestamp: 1715794640,
      time: '2024-05-16 01:37:20',
      temperature: '25°C',
      voltage: '3600mV',
    },
    readings: { [`temperature@${LW013_TIME}`]: 25, [`battery_mv@${LW013_TIME}`]: 3600 },
    warnings: ['10 bytes on port 1, expected 11: only the first 8 decoded'],
  },
  {
    name: 'event triggered: event 1',
    port: 2,
    hex: '6644F2D010190E1001',
    vendor: {
      timezone: 'UTC+08:00',
      timestamp: 1715794640,
      time: '2024-05-16 01:37:20',
      temperature: '25°C',
      voltage: '3600mV',
      event_type: 'event1 triggered',
    },
    readings: { [`temperature@${LW013_TIME}`]: 25, [`battery_mv@${LW013_TIME}`]: 3600 },
  },
  {
    name: 'port 3: the header only',
    port: 3,
    hex: '6644F2D010190E10',
    vendor: {
      timezone: 'UTC+08:00',
      timestamp: 1715794640,
      time: '2024-05-16 01:37:20',
      temperature: '25°C',
      voltage: '3600mV',
    },
    readings: { [`temperature@${LW013_TIME}`]: 25, [`battery_mv@${LW013_TIME}`]: 3600 },
  },
  {
    name: 'turned off by the magnet, 26 °C, 3200 mV, UTC',
    port: 4,
    hex: '6644F2D0001A0C8002',
    vendor: {
      timezone: 'UTC+00:00',
      timestamp: 1715794640,
      time: '2024-05-15 17:37:20',
      temperature: '26°C',
      voltage: '3200mV',
      shutdown_type: 'turn off via magnetic',
    },
    readings: { [`temperature@${LW013_TIME}`]: 26, [`battery_mv@${LW013_TIME}`]: 3200 },
  },
  {
    name: 'event 3 trigger, 21 °C, 3400 mV, UTC+9:30',
    port: 5,
    hex: '6644F2D013150D4805',
    vendor: {
      timezone: 'UTC+09:30',
      timestamp: 1715794640,
      time: '2024-05-16 03:07:20',
      temperature: '21°C',
      voltage: '3400mV',
      event_type: 'Event 3 Trigger',
    },
    readings: { [`temperature@${LW013_TIME}`]: 21, [`battery_mv@${LW013_TIME}`]: 3400 },
  },
  {
    name: 'an event code MOKO does not list (7): no event_type',
    port: 5,
    hex: '6644F2D013150D4807',
    vendor: {
      timezone: 'UTC+09:30',
      timestamp: 1715794640,
      time: '2024-05-16 03:07:20',
      temperature: '21°C',
      voltage: '3400mV',
    },
    readings: { [`temperature@${LW013_TIME}`]: 21, [`battery_mv@${LW013_TIME}`]: 3400 },
    warnings: ['unknown event_type code 7: not decoded'],
  },
  {
    name: 'counters',
    port: 6,
    hex: '00015180000004B00000001E0000001F000000200000002800000005000000070000000600000003000000030000000100000001000000FA000004D20000162E',
    vendor: {
      work_time: 86400,
      adv_times: 1200,
      red_led_working_time: 30,
      green_led_working_time: 31,
      blue_led_working_time: 32,
      buzzer_working_normal_time: 40,
      buzzer_alarm_normal_time: 5,
      event1_trigger_times: 7,
      event1_report_payload_times: 6,
      event2_trigger_times: 3,
      event2_report_payload_times: 3,
      event3_trigger_times: 1,
      event3_report_payload_times: 1,
      lora_send_times: 250,
      lora_power: 1234,
      battery_consumption: 5678,
    },
    readings: {},
  },
  {
    name: 'counters, the last at 2^31',
    port: 6,
    hex: '00015180000004B00000001E0000001F000000200000002800000005000000070000000600000003000000030000000100000001000000FA000004D280000000',
    vendor: {
      work_time: 86400,
      adv_times: 1200,
      red_led_working_time: 30,
      green_led_working_time: 31,
      blue_led_working_time: 32,
      buzzer_working_normal_time: 40,
      buzzer_alarm_normal_time: 5,
      event1_trigger_times: 7,
      event1_report_payload_times: 6,
      event2_trigger_times: 3,
      event2_report_payload_times: 3,
      event3_trigger_times: 1,
      event3_report_payload_times: 1,
      lora_send_times: 250,
      lora_power: 1234,
      battery_consumption: -2147483648,
    },
    // MOKO's decoder ORs the bytes into a signed 32-bit number: a counter is unsigned.
    ours: { battery_consumption: 2147483648 },
    readings: {},
  },
];

/**
 * LW009/LW009-IG/LW009-IG  Decoder Chirpstack V4.js (model moko/lw009-ig). Nothing left out: MOKO's
 * decoder prints no `port`, `hex_format_payload` or time.
 */
export const LW009_IG_SOURCE =
  'MOKOSMART-LoRaWAN-Product-Decoder 5c5db2e3 LW009/LW009-IG/LW009-IG  Decoder Chirpstack V4.js';

const IG_TIME = '2024-03-12T10:00:18.000Z';
/** The frame's own time, which MOKO's decoder does not print. */
const IG_OURS = { timestamp: 1710237618, time: '2024-03-12 10:00:18' };

export const lw009IgCases: VendorCase[] = [
  {
    name: 'heartbeat: battery 90 %, car',
    port: 1,
    hex: '7E1165F027B200090016010002010023031C003C24015A2506F01DF040FD6F320101',
    vendor: {
      payload_code: 1,
      payload_type: 'Heartbeat message',
      battery_level: '90%',
      magenetic_sensor_X_axis_data: 61469,
      magenetic_sensor_Y_axis_data: 61693,
      magenetic_sensor_Z_axis_data: 64879,
      parking_status: 'Parking space with car',
    },
    // MOKO's decoder takes the Y axis's low byte from byte 29 (the Z axis's): 0xF0 0x40 is 61504.
    ours: { ...IG_OURS, magenetic_sensor_Y_axis_data: 61504 },
    readings: { [`battery_pct@${IG_TIME}`]: 90, [`occupied@${IG_TIME}`]: true },
  },
  {
    name: 'parking space occupied: battery 20 %',
    port: 1,
    hex: '7E1165F027B2000A0016010002010C23031C003C2401142506F01DF040FD6F3201010000',
    vendor: {
      payload_code: 1,
      payload_type: 'Parking spaces was occuiped',
      battery_level: '20%',
      magenetic_sensor_X_axis_data: 61469,
      magenetic_sensor_Y_axis_data: 61693,
      magenetic_sensor_Z_axis_data: 64879,
      parking_status: 'Parking space with car',
    },
    ours: { ...IG_OURS, magenetic_sensor_Y_axis_data: 61504 },
    readings: { [`battery_pct@${IG_TIME}`]: 20, [`occupied@${IG_TIME}`]: true },
  },
  {
    name: 'a message type MOKO does not list (0xAB): no payload_type, no car',
    port: 1,
    hex: '7E1165F027B2000B001601000201AB23031C003C2401142506F01D00400D6F3201000000',
    vendor: {
      payload_code: 1,
      battery_level: '20%',
      magenetic_sensor_X_axis_data: 61469,
      magenetic_sensor_Y_axis_data: 13,
      magenetic_sensor_Z_axis_data: 3439,
      parking_status: 'No car',
    },
    ours: { ...IG_OURS, magenetic_sensor_Y_axis_data: 64 },
    readings: { [`battery_pct@${IG_TIME}`]: 20, [`occupied@${IG_TIME}`]: false },
    warnings: ['unknown message type 0xAB'],
  },
  {
    name: 'device parameters: LW009-IG, version 11, heartbeat 3600 s, sensitivity 3',
    port: 1,
    hex: '7E1166440000000C001101000301820501110603000077330101220103',
    vendor: {
      payload_code: 0,
      payload_type: 'Device Parameter payload',
      device_model: 'LW009-IG',
      device_version: '11',
      heartbeat_interval: '3600s',
      sensitivity: 'Level3',
    },
    ours: { timestamp: 1715732480, time: '2024-05-15 00:21:20' },
    readings: {},
  },
  {
    name: 'device parameters: another model byte (0x81), heartbeat 930 s, sensitivity 5',
    port: 1,
    hex: '7E1166440000000C001101000301810501A0060300001E330101220105',
    vendor: {
      payload_code: 0,
      payload_type: 'Device Parameter payload',
      device_model: '',
      device_version: 'a0',
      heartbeat_interval: '930s',
      sensitivity: 'Level5',
    },
    ours: { timestamp: 1715732480, time: '2024-05-15 00:21:20' },
    readings: {},
  },
];
