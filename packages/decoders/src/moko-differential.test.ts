import { checkVendorCases } from './test-support/tracker-cases.ts';

// Differential tests of the MOKO LW001-BG PRO, LW004-PB and LW008-MT decoders against MOKO's and
// TTN's decoders, run in Node with TZ=UTC on payloads built to reach every port, state bit, sign
// and fix type (the documented examples are in trackers-dragino-moko.test.ts). How a case reads:
// test-support/tracker-cases.ts.
const MOKO =
  'LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder at 5c5db2e3e3496435f9f9b95f7ba07c92923536ab';
const LW001 =
  'TheThingsNetwork/lorawan-devices vendor/moko/lw001-bgpro.js at e91b30359ae9ae3dd62eac6dec9b6e9c9cdae574';
/** Left out: `port`. */
const LW004 = `${MOKO} LW004-PB/V3 Version/LW004-PB V3 on TTN.js`;
/**
 * Left out: `port`, `hex_format_payload`, and `timestamp` / `time` / `timezone`, the clock of the
 * machine that ran it; the fields it nests under `obj` on some ports are read flat.
 */
const LW008 = `${MOKO} LW008-MT/LW008-MT on ChirpStack_v4.js`;

/** The vendors' output for the frame headers most cases share. */
const LW001_HEADER = {
  work_mode: 'period mode',
  low_power_state: 0,
  demolish_state: 0,
  idle_state: 0,
  motion_state: 0,
  ic_temperature: '31°C',
  lorawan_downlink_count: 0,
  battery_voltage: 2.5,
};
const LW001_READINGS = {
  low_battery: false,
  tamper: false,
  fall_detected: false,
  motion: false,
  temperature: 31,
  battery_mv: 2500,
};
const LW004_BATTERY = { battery_charging_status: 'no charging', battery_level: '85%' };
const LW008_HEADER = {
  operation_mode: 'Periodic mode',
  battery_level: 'Normal',
  mandown_status: 'Not in idle',
  motion_state_since_last_paylaod: 'No',
  positioning_type: 'Normal',
  temperature: '34°C',
  ack: 0,
  battery_value: 2.2,
};
const LW008_READINGS = {
  low_battery: false,
  fall_detected: false,
  motion: false,
  temperature: 34,
  battery_mv: 2200,
};

checkVendorCases('moko/lw001-bgpro', LW001, [
  {
    name: 'heartbeat: every state bit set, negative chip temperature',
    port: 1,
    hex: '3C9BE103570000012C',
    vendor: {
      pack_type: 'heart',
      work_mode: 'standby mode',
      low_power_state: 1,
      demolish_state: 1,
      idle_state: 1,
      motion_state: 1,
      ic_temperature: '-101°C',
      lorawan_downlink_count: 1,
      battery_voltage: 3.6,
      last_restart_reason: 'switch_off_mode_restart',
      firmware_ver: 'V1.1.7',
      motion_count: 300,
    },
    readings: {
      low_battery: true,
      tamper: true,
      fall_detected: true,
      motion: true,
      temperature: -101,
      battery_mv: 3600,
    },
  },
  {
    name: 'GPS fix requested by downlink, southern and western, zone -16',
    port: 2,
    hex: '611FC00207E60803090F1FF009EDD87772BBC55FB0FF',
    vendor: {
      pack_type: 'fix_success',
      ...LW001_HEADER,
      fix_type: 'down_request_fix',
      fix_tech: 'gps',
      utc_time: '2022-8-3 9:15:31  TZ:-16',
      lat: -30.458075,
      lon: -114.4692816,
      pdop: 25.5,
      motion_state: 1,
      battery_voltage: 3.4,
    },
    readings: { ...LW001_READINGS, motion: true, battery_mv: 3400 },
    location: { lat: -30.458075, lon: -114.4692816 },
  },
  {
    name: 'Wi-Fi fix: access points only',
    port: 2,
    hex: '20F5A00007E60803090F1F000EA0B3CCD358E6C2112233445566B0',
    vendor: {
      pack_type: 'fix_success',
      work_mode: 'standby mode',
      low_power_state: 0,
      demolish_state: 0,
      idle_state: 0,
      motion_state: 1,
      fix_type: 'work_mode_fix',
      ic_temperature: '-11°C',
      lorawan_downlink_count: 0,
      battery_voltage: 3.2,
      fix_tech: 'wifi',
      utc_time: '2022-8-3 9:15:31  TZ:0',
      mac_data: [
        { mac: 'a0b3ccd358e6', rssi: '-62dBm' },
        { mac: '112233445566', rssi: '-80dBm' },
      ],
    },
    readings: {
      low_battery: false,
      tamper: false,
      fall_detected: false,
      motion: true,
      temperature: -11,
      battery_mv: 3200,
    },
  },
  {
    name: 'GPS fix failed, PDOP unknown',
    port: 3,
    hex: '011F300903FF0A0B0C0D',
    vendor: {
      pack_type: 'fix_false',
      ...LW001_HEADER,
      fix_type: 'work_mode_fix',
      fix_false_reason: 'gps_fix_timeout',
      pdop: 'unknow',
      gps_satellite_cn: '10-11-12-13',
    },
    readings: LW001_READINGS,
    warnings: ['position fix failed: gps_fix_timeout'],
  },
  {
    name: 'Wi-Fi fix failed with the access points seen',
    port: 3,
    hex: '011F3001070A0B0C0D0E0FC4',
    vendor: {
      pack_type: 'fix_false',
      ...LW001_HEADER,
      fix_type: 'work_mode_fix',
      fix_false_reason: 'wifi_fix_tech_timeout',
      mac_data: [{ mac: '0a0b0c0d0e0f', rssi: '-60dBm' }],
    },
    readings: LW001_READINGS,
    warnings: ['position fix failed: wifi_fix_tech_timeout'],
  },
  {
    name: 'shutdown by the reed switch',
    port: 4,
    hex: '011F3002',
    vendor: { pack_type: 'sys_close_info', ...LW001_HEADER, sys_close_reason: 'reed_switch_close' },
    readings: LW001_READINGS,
  },
  {
    name: 'shocks',
    port: 5,
    hex: '011F300102',
    vendor: { pack_type: 'shake_info', ...LW001_HEADER, shake_num: 258 },
    readings: LW001_READINGS,
  },
  {
    name: 'man down',
    port: 6,
    hex: '111F30012C',
    vendor: { pack_type: 'idle_info', ...LW001_HEADER, idle_time: 300, idle_state: 1 },
    readings: { ...LW001_READINGS, fall_detected: true },
  },
  {
    name: 'tamper alarm',
    port: 7,
    hex: '091F3007E60803090F1F10',
    vendor: {
      pack_type: 'demolish_alarm',
      ...LW001_HEADER,
      alarm_time: '2022-8-3 9:15:31  TZ:16',
      demolish_state: 1,
    },
    readings: { ...LW001_READINGS, tamper: true },
  },
  {
    name: 'event: motion end',
    port: 8,
    hex: '211F3002',
    vendor: { pack_type: 'event', ...LW001_HEADER, event_info: 'motion end', motion_state: 1 },
    readings: LW001_READINGS,
  },
  {
    name: 'battery consumption',
    port: 9,
    hex: '011F3000000064000000C8000001000000020000000A0B',
    vendor: {
      pack_type: 'battery_consume',
      ...LW001_HEADER,
      gps_work_time: 100,
      wifi_work_time: 200,
      ble_scan_work_time: 256,
      ble_adv_work_time: 512,
      lorawan_work_time: 2571,
    },
    readings: LW001_READINGS,
  },
  {
    name: 'compact GPS fix',
    // TTN's codec gives the states unshifted (4, 8, 16, 32) and the battery from byte 2 (the latitude);
    // MOKO's own decoder (LW001-BG PRO on TTN.js) reads byte 1: 3.4 V, as we do.
    port: 12,
    hex: '7DC01227888E443AA0500C',
    vendor: {
      pack_type: 'limit_gps_data',
      work_mode: 'period mode',
      low_power_state: 4,
      demolish_state: 8,
      idle_state: 16,
      motion_state: 32,
      fix_type: 'down_request_fix',
      lorawan_downlink_count: 0,
      battery_voltage: 2.3,
      lat: 30.458075,
      lon: 114.4692816,
      pdop: 1.2,
    },
    ours: { low_power_state: 1, demolish_state: 1, idle_state: 1, motion_state: 1, battery_voltage: 3.4 },
    readings: { low_battery: true, tamper: true, fall_detected: true, motion: true, battery_mv: 3400 },
    location: { lat: 30.458075, lon: 114.4692816 },
  },
]);

checkVendorCases('moko/lw004', LW004, [
  {
    name: 'event: SOS alarm starts',
    port: 1,
    hex: '5510649A5BC003',
    vendor: {
      payload_type: 'Event Message',
      ...LW004_BATTERY,
      timezone: 'UTC+08:00',
      timestamp: 1687837632,
      event_type: 'Start SOS alarm',
    },
    readings: { battery_pct: 85, 'button@2023-06-27T03:47:12.000Z': true },
  },
  {
    name: 'event: man down',
    port: 1,
    hex: '5510649A5BC007',
    vendor: {
      payload_type: 'Event Message',
      ...LW004_BATTERY,
      timezone: 'UTC+08:00',
      timestamp: 1687837632,
      event_type: 'Come into Man Down status',
    },
    readings: { battery_pct: 85, 'fall_detected@2023-06-27T03:47:12.000Z': true },
  },
  {
    name: 'device information, charging, in movement, alert alarm',
    // device_mode: the vendor's `(bytes[1] >> 4) & 0x0F - 1` is `& 14` (operator precedence): mode n is
    // entry n - 1 of its list, as TTN's copy (0 = off) confirms.
    port: 2,
    hex: 'D563030004010610',
    vendor: {
      payload_type: 'Device Information',
      ...LW004_BATTERY,
      device_mode: 'End of movement in motion mode',
      auxiliary_operation: 'Alert alarm',
      firmware_version: 'V3.0.4',
      hardware_version: 'V1.6',
      timezone: 'UTC+08:00',
      battery_charging_status: 'in charging',
    },
    ours: { device_mode: 'In movement for motion mode' },
    readings: { battery_pct: 85, motion: true, button: true, fall_detected: false },
  },
  {
    name: 'shutdown, time zone UTC-8',
    port: 3,
    hex: '5510F0649A5BC002',
    vendor: {
      payload_type: 'Shut Down',
      ...LW004_BATTERY,
      device_mode: 'Standby mode',
      auxiliary_operation: 'No auxiliary operation',
      timezone: 'UTC-08:00',
      timestamp: 1687837632,
      shutdown_type: 'Power button',
    },
    readings: {
      battery_pct: 85,
      'button@2023-06-27T03:47:12.000Z': false,
      'fall_detected@2023-06-27T03:47:12.000Z': false,
    },
  },
  {
    name: 'heartbeat, stationary in motion mode',
    // device_mode: the vendor's `(bytes[1] >> 4) & 0x0F - 1` is `& 14` (operator precedence): mode n is
    // entry n - 1 of its list, as TTN's copy (0 = off) confirms.
    port: 4,
    hex: '554010649A5BC0',
    vendor: {
      payload_type: 'Heartbeat',
      ...LW004_BATTERY,
      device_mode: 'Start of movement in motion mode',
      auxiliary_operation: 'No auxiliary operation',
      timezone: 'UTC+08:00',
      timestamp: 1687837632,
    },
    ours: { device_mode: 'Stationary state in motion mode' },
    readings: {
      battery_pct: 85,
      'motion@2023-06-27T03:47:12.000Z': false,
      'button@2023-06-27T03:47:12.000Z': false,
      'fall_detected@2023-06-27T03:47:12.000Z': false,
    },
  },
  {
    name: 'low power',
    // device_mode: the vendor's `(bytes[1] >> 4) & 0x0F - 1` is `& 14` (operator precedence): mode n is
    // entry n - 1 of its list, as TTN's copy (0 = off) confirms.
    port: 5,
    hex: '142010649A5BC014',
    vendor: {
      payload_type: 'Low Power',
      ...LW004_BATTERY,
      device_mode: 'Periodic mode',
      auxiliary_operation: 'No auxiliary operation',
      timezone: 'UTC+08:00',
      timestamp: 1687837632,
      low_power_prompt_percent: '20%',
      battery_level: '20%',
    },
    ours: { device_mode: 'Timing mode' },
    readings: {
      battery_pct: 20,
      'button@2023-06-27T03:47:12.000Z': false,
      'fall_detected@2023-06-27T03:47:12.000Z': false,
    },
  },
  {
    name: 'GPS fix during an SOS alarm, age 300 s',
    port: 6,
    hex: '55B12C443AA0501227888E',
    vendor: {
      payload_type: 'GPS Location Fixed',
      ...LW004_BATTERY,
      device_mode: 'Start of movement in motion mode',
      auxiliary_operation: 'SOS alarm',
      age: '300s',
      latitude: 30.458075,
      longitude: 114.4692816,
    },
    readings: { battery_pct: 85, motion: true, button: true, fall_detected: false },
    location: { lat: 30.458075, lon: 114.4692816 },
  },
  {
    name: 'GPS failure',
    port: 7,
    hex: '5550050A0B0C0D',
    vendor: {
      payload_type: 'GPS Location Failure',
      ...LW004_BATTERY,
      device_mode: 'Start of movement in motion mode',
      auxiliary_operation: 'No auxiliary operation',
      reasons_for_positioning_failure:
        'GPS positioning timeout (Please increase GPS positioning time via MKLoRa APP)',
      location_failure_cn0: 10,
      location_failure_cn1: 11,
      location_failure_cn2: 12,
      location_failure_cn3: 13,
    },
    readings: { battery_pct: 85, motion: true, button: false, fall_detected: false },
    warnings: [
      'GPS fix failed: GPS positioning timeout (Please increase GPS positioning time via MKLoRa APP)',
    ],
  },
  {
    name: 'Bluetooth fix',
    // device_mode: the vendor's `(bytes[1] >> 4) & 0x0F - 1` is `& 14` (operator precedence): mode n is
    // entry n - 1 of its list, as TTN's copy (0 = off) confirms.
    port: 8,
    hex: '5520000AA0B3CCD358E6C2112233445566B0',
    vendor: {
      payload_type: 'Bluetooth Location Fixed',
      ...LW004_BATTERY,
      device_mode: 'Periodic mode',
      auxiliary_operation: 'No auxiliary operation',
      age: '10s',
      bluetooth_data: [
        { mac: 'a0b3ccd358e6', rssi: '-62dBm' },
        { mac: '112233445566', rssi: '-80dBm' },
      ],
    },
    ours: { device_mode: 'Timing mode' },
    readings: { battery_pct: 85, button: false, fall_detected: false },
  },
  {
    name: 'Bluetooth failure',
    // device_mode: the vendor's `(bytes[1] >> 4) & 0x0F - 1` is `& 14` (operator precedence): mode n is
    // entry n - 1 of its list, as TTN's copy (0 = off) confirms.
    port: 9,
    hex: '552005A0B3CCD358E6C2',
    vendor: {
      payload_type: 'Bluetooth Location Failure',
      ...LW004_BATTERY,
      device_mode: 'Periodic mode',
      auxiliary_operation: 'No auxiliary operation',
      reasons_for_positioning_failure:
        'Bluetooth positioning timeout (Please increase positioning time of Bluetooth fix)',
      bluetooth_data: [{ mac: 'a0b3ccd358e6', rssi: '-62dBm' }],
    },
    ours: { device_mode: 'Timing mode' },
    readings: { battery_pct: 85, button: false, fall_detected: false },
    warnings: [
      'Bluetooth fix failed: Bluetooth positioning timeout (Please increase positioning time of Bluetooth fix)',
    ],
  },
  {
    name: 'GPS fix of an auxiliary operation, man down',
    port: 10,
    hex: '55A92C443AA0501227888E',
    vendor: {
      payload_type: 'GPS Location Fixed of auxiliary operation',
      ...LW004_BATTERY,
      device_mode: 'Start of movement in motion mode',
      auxiliary_operation: 'Man Down status',
      age: '300s',
      latitude: 30.458075,
      longitude: 114.4692816,
    },
    readings: { battery_pct: 85, motion: true, button: false, fall_detected: true },
    location: { lat: 30.458075, lon: 114.4692816 },
  },
]);

checkVendorCases('moko/lw008-mt', LW008, [
  {
    name: "MOKO's example: LW008-MTP GPS fix",
    // latitude / longitude / pdop: numbers where the vendor gives toFixed strings.
    port: 2,
    hex: '0122000031030912278808443A9D6228',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Location Fixed',
      age: '49s',
      position_type_code: 3,
      position_success_type: 'GPS positioning success (LW008-MTP)',
      latitude: '30.4580616',
      longitude: '114.4692066',
      pdop: '4.0',
    },
    ours: { latitude: 30.4580616, longitude: 114.4692066, pdop: 4 },
    readings: LW008_READINGS,
    location: { lat: 30.4580616, lon: 114.4692066 },
  },
  {
    name: 'heartbeat: low battery, man down, moved',
    port: 1,
    hex: '1E19A101570000012C',
    vendor: {
      operation_mode: 'Timing mode',
      battery_level: 'Low battery',
      mandown_status: 'In idle',
      motion_state_since_last_paylaod: 'Yes',
      positioning_type: 'Normal',
      temperature: '25°C',
      ack: 1,
      battery_value: 3.2,
      payload_type: 'Heartbeat',
      reboot_reason: 'Bluetooth command request',
      firmware_version: 'V1.1.7',
      activity_count: 300,
    },
    readings: { low_battery: true, fall_detected: true, motion: true, temperature: 25, battery_mv: 3200 },
  },
  {
    name: 'Wi-Fi fix',
    port: 2,
    hex: '0122000005000EA0B3CCD358E6C2112233445566B0',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Location Fixed',
      age: '5s',
      position_type_code: 0,
      position_success_type: 'WIFI positioning success (Customized Format)',
      mac_data: [
        { mac: 'a0b3ccd358e6', rssi: '-62dBm' },
        { mac: '112233445566', rssi: '-80dBm' },
      ],
    },
    readings: LW008_READINGS,
  },
  {
    name: 'raw GNSS for a solver',
    // bytes: hex where the vendor gives the byte array.
    port: 2,
    hex: '012200000504050102030405',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Location Fixed',
      age: '5s',
      position_type_code: 4,
      position_success_type: 'GPS positioning success (LW008-MT Customized Format)',
      bytes: [1, 2, 3, 4, 5],
    },
    ours: { bytes: '0102030405' },
    readings: LW008_READINGS,
    warnings: ['raw GNSS scan for a location solver: no position'],
  },
  {
    name: 'LoRa Cloud fix',
    port: 2,
    hex: '01220000050500',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Location Fixed',
      age: '5s',
      position_type_code: 5,
      position_success_type:
        'GPS positioning success (LW008-MT LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
      location_fixed_data: 'Latitude and longitude data will return by the LoRa Cloud server',
    },
    readings: LW008_READINGS,
    warnings: ['position left to the LoRa Cloud solver: no position'],
  },
  {
    name: 'Wi-Fi failure with the access points seen',
    port: 4,
    hex: '012200010E0A0B0C0D0E0FC4A0B3CCD358E6C2',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Location Failure',
      reasons_for_positioning_failure_code: 1,
      reasons_for_positioning_failure:
        'WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
      location_failure_data: [
        { mac_address: '0a0b0c0d0e0f', rssi: '-60dBm' },
        { mac_address: 'a0b3ccd358e6', rssi: '-62dBm' },
      ],
    },
    readings: LW008_READINGS,
    warnings: [
      'position fix failed: WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
    ],
  },
  {
    name: 'GPS failure',
    port: 4,
    hex: '0122000603AABBCC',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Location Failure',
      reasons_for_positioning_failure_code: 6,
      reasons_for_positioning_failure:
        'GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
      location_failure_data: ['aa', 'bb', 'cc'],
    },
    readings: LW008_READINGS,
    warnings: [
      'position fix failed: GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
    ],
  },
  {
    name: 'shutdown',
    port: 5,
    hex: '01220003',
    vendor: { ...LW008_HEADER, payload_type: 'Shutdown', shutdown_type: 'The battery run out' },
    readings: LW008_READINGS,
  },
  {
    name: 'shocks',
    port: 6,
    hex: '0122000102',
    vendor: { ...LW008_HEADER, payload_type: 'Shock', number_of_shocks: 258 },
    readings: LW008_READINGS,
  },
  {
    name: 'man down',
    port: 7,
    hex: '092200012C',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Man Down detection',
      total_idle_time: 300,
      mandown_status: 'In idle',
    },
    readings: { ...LW008_READINGS, fall_detected: true },
  },
  {
    name: 'event: end of movement',
    port: 8,
    hex: '11220002',
    vendor: {
      ...LW008_HEADER,
      payload_type: 'Event Message',
      event_type: 'End of movement',
      motion_state_since_last_paylaod: 'Yes',
    },
    readings: LW008_READINGS,
  },
  {
    name: 'battery consumption',
    port: 9,
    hex: '392200000000010000000200000003000000040000000500000006000000070000000800000009',
    vendor: {
      operation_mode: 'Periodic mode',
      battery_level: 'Normal',
      mandown_status: 'In idle',
      motion_state_since_last_paylaod: 'Yes',
      positioning_type: 'Downlink for position',
      temperature: '34°C',
      ack: 0,
      battery_value: 2.2,
      payload_type: 'Battery Consumption',
      work_times: 1,
      adv_times: 2,
      flash_write_times: 3,
      axis_wakeup_times: 4,
      ble_position_times: 5,
      wifi_position_times: 6,
      gps_position_times: 7,
      lora_send_times: 8,
      lora_power: 9,
    },
    readings: { ...LW008_READINGS, fall_detected: true, motion: true },
  },
  {
    name: 'compact GPS fix',
    // battery_value: the vendor's ((byte & 0xF0) * 0.1) + 2.2 forgets the shift (21.4 V); pdop: the
    // vendor gives it raw on this port only (12), in tenths everywhere else.
    port: 12,
    hex: '3DC01227888E443AA0500C',
    vendor: {
      operation_mode: 'Periodic mode',
      battery_level: 'Low battery',
      mandown_status: 'In idle',
      motion_state_since_last_paylaod: 'Yes',
      positioning_type: 'Downlink for position',
      ack: 0,
      battery_value: '21.400000000000002V',
      latitude: '30.4580750°',
      longitude: '114.4692816°',
      pdop: 12,
    },
    ours: { battery_value: 3.4, latitude: 30.458075, longitude: 114.4692816, pdop: 1.2 },
    readings: { low_battery: true, fall_detected: true, motion: true, battery_mv: 3400 },
    location: { lat: 30.458075, lon: 114.4692816 },
  },
]);
