import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { checkVendorCases } from './test-support/tracker-cases.ts';

// MOKO LW008-MTE / LW001-BGE against MOKO's decoder for them, run in Node with TZ=UTC on frames
// built to reach every port, state bit, sign and position type (MOKO publishes no example frame
// for these models). How a case reads: test-support/tracker-cases.ts.
/**
 * Left out of its output: `port`, `hex_format_payload`, `time` and `timezone`, and `timestamp`
 * but on a fix (the clock of the machine that ran it); the fields it nests under `obj` are flat.
 */
const MTE =
  'LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder at 5c5db2e3e3496435f9f9b95f7ba07c92923536ab ' +
  'LW008-MTE:PTE:LW001-BGE:LW011-MT/LW008-MTE:PTE:LW001-BGE:LW011-MT on TTN.js (last changed at 3975cdaf)';

/** The vendor's output for the header most cases share: 01 1A 60. */
const HEADER = {
  operation_mode: 'Periodic mode',
  battery_level: 'Normal',
  mandown_status: 'Not in idle',
  motion_state_since_last_paylaod: 'No',
  positioning_type: 'Normal',
  temperature: '26°C',
  ack: 0,
  battery_value: 3.4,
};
const READINGS = {
  low_battery: false,
  fall_detected: false,
  motion: false,
  temperature: 26,
  battery_mv: 3400,
};
const FIX_TIME = '2026-05-20T08:00:00.000Z';
const FIXED = { payload_type: 'Location Fixed', timestamp: 1779264000 };

checkVendorCases('moko/lw008-mte', MTE, [
  {
    name: 'heartbeat',
    port: 1,
    hex: '01195104570000012C',
    vendor: {
      ...HEADER,
      temperature: '25°C',
      ack: 1,
      battery_value: 3.3,
      payload_type: 'Heartbeat',
      reboot_reason: 'Factory reset',
      firmware_version: 'V1.1.7',
    },
    readings: { ...READINGS, temperature: 25, battery_mv: 3300 },
  },
  {
    name: 'heartbeat: every state bit, below 0 °C, the full battery nibble',
    port: 1,
    hex: '7CF6F3008100000000',
    vendor: {
      operation_mode: 'Time-Segmented Mode',
      battery_level: 'Low battery',
      mandown_status: 'In idle',
      motion_state_since_last_paylaod: 'Yes',
      positioning_type: 'Downlink for position',
      temperature: '-10°C',
      ack: 3,
      battery_value: 4.3,
      payload_type: 'Heartbeat',
      reboot_reason: 'Restart after power failure',
      firmware_version: 'V2.0.1',
    },
    readings: { low_battery: true, fall_detected: true, motion: true, temperature: -10, battery_mv: 4300 },
  },
  {
    name: 'GPS fix, dated by its last 4 bytes',
    // latitude / longitude / pdop: numbers where the vendor gives toFixed strings.
    port: 2,
    hex: '011A60000503091227888E443AA0500C6A0D6A00',
    vendor: {
      ...HEADER,
      ...FIXED,
      position_type_code: 3,
      position_success_type: 'GPS positioning success',
      latitude: '30.4580750',
      longitude: '114.4692816',
      pdop: '1.2',
    },
    ours: { latitude: 30.458075, longitude: 114.4692816, pdop: 1.2 },
    readings: READINGS,
    location: { lat: 30.458075, lon: 114.4692816, time: FIX_TIME },
  },
  {
    name: 'GPS fix south and west of 0, moved',
    port: 2,
    hex: '210572001E0309EBD00800D5E0B878156A0D6A3D',
    vendor: {
      ...HEADER,
      motion_state_since_last_paylaod: 'Yes',
      temperature: '5°C',
      ack: 2,
      battery_value: 3.5,
      ...FIXED,
      timestamp: 1779264061,
      position_type_code: 3,
      position_success_type: 'GPS positioning success',
      latitude: '-33.8688000',
      longitude: '-70.6693000',
      pdop: '2.1',
    },
    ours: { latitude: -33.8688, longitude: -70.6693, pdop: 2.1 },
    readings: { ...READINGS, motion: true, temperature: 5, battery_mv: 3500 },
    location: { lat: -33.8688, lon: -70.6693, time: '2026-05-20T08:01:01.000Z' },
  },
  {
    name: 'GPS fix from a clock never set: the position, dated by the uplink',
    port: 2,
    hex: '011A60000503091227888E443AA0500C00000005',
    vendor: {
      ...HEADER,
      ...FIXED,
      timestamp: 5,
      position_type_code: 3,
      position_success_type: 'GPS positioning success',
      latitude: '30.4580750',
      longitude: '114.4692816',
      pdop: '1.2',
    },
    ours: { latitude: 30.458075, longitude: 114.4692816, pdop: 1.2 },
    readings: READINGS,
    location: { lat: 30.458075, lon: 114.4692816 },
    warnings: ['fix time 5 is no date (the clock was never set): the fix is dated by the uplink'],
  },
  {
    name: 'Wi-Fi fix: access points for a solver, no position',
    // mac_data: the vendor's decoder prints a BLE fix's entries only; a Wi-Fi fix has the same 7 bytes each.
    port: 2,
    hex: '011A600005000EA0B3CCD358E6C2112233445566B06A0D6A00',
    vendor: {
      ...HEADER,
      ...FIXED,
      position_type_code: 0,
      position_success_type: 'WIFI positioning success (Customized Format)',
    },
    ours: {
      mac_data: [
        { mac_address: 'a0b3ccd358e6', rssi: '-62dBm' },
        { mac_address: '112233445566', rssi: '-80dBm' },
      ],
    },
    readings: READINGS,
  },
  {
    name: 'BLE fix: beacons seen, no position',
    port: 2,
    hex: '011A6000050207C1D2E3F40516BA6A0D6A00',
    vendor: {
      ...HEADER,
      ...FIXED,
      position_type_code: 2,
      position_success_type: 'Bluetooth positioning success',
      mac_data: [{ mac_address: 'c1d2e3f40516', rssi: '-70dBm' }],
    },
    readings: READINGS,
  },
  {
    name: 'Wi-Fi scan sent to LoRa Cloud',
    port: 2,
    hex: '011A60000501006A0D6A00',
    vendor: {
      ...HEADER,
      ...FIXED,
      position_type_code: 1,
      position_success_type:
        'WIFI positioning success (LoRa Cloud DAS Format, the positioning date would be upload to LoRa Cloud on Port199)',
    },
    readings: READINGS,
    warnings: ['Wi-Fi scan left to the LoRa Cloud solver (port 199): no position'],
  },
  {
    name: 'battery consumption',
    port: 3,
    hex: '011A6014000004D2',
    vendor: {
      ...HEADER,
      payload_type: 'Battery Consumption',
      low_power_percent: '20%',
      current_cicle_battery_total_consumer: '1234mAH',
    },
    readings: READINGS,
  },
  {
    name: 'Wi-Fi failure with the access point seen',
    port: 4,
    hex: '011A6001070A0B0C0D0E0FC4',
    vendor: {
      ...HEADER,
      payload_type: 'Location Failure',
      reasons_for_positioning_failure_code: 1,
      reasons_for_positioning_failure:
        'WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
      location_failure_data: [{ mac_address: '0a0b0c0d0e0f', rssi: '-60dBm' }],
    },
    readings: READINGS,
    warnings: [
      'position fix failed: WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
    ],
  },
  {
    name: "GPS failure: PDOP and the satellites' C/N0",
    port: 4,
    hex: '011A6006041E2A2B2C',
    vendor: {
      ...HEADER,
      payload_type: 'Location Failure',
      pdop: 3,
      reasons_for_positioning_failure_code: 6,
      reasons_for_positioning_failure:
        'GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
      location_failure_data: [42, 43, 44],
    },
    readings: READINGS,
    warnings: [
      'position fix failed: GPS positioning timeout (Pls increase GPS positioning timeout via MKLoRa app)',
    ],
  },
  {
    name: 'shutdown by magnet',
    port: 5,
    hex: '011A6002',
    vendor: { ...HEADER, payload_type: 'Shutdown', shutdown_type: 'Magnetic to turn off the device' },
    readings: READINGS,
  },
  {
    name: 'shocks',
    port: 6,
    hex: '011A600102',
    vendor: { ...HEADER, payload_type: 'Shock', number_of_shocks: 258 },
    readings: READINGS,
  },
  {
    name: 'man down: idle for 60',
    port: 7,
    hex: '111A60003C',
    vendor: { ...HEADER, mandown_status: 'In idle', payload_type: 'Man Down detection', total_idle_time: 60 },
    readings: { ...READINGS, fall_detected: true },
  },
  {
    name: 'end of movement: the header says it moved since the last payload',
    port: 8,
    hex: '211A6002',
    vendor: {
      ...HEADER,
      motion_state_since_last_paylaod: 'Yes',
      payload_type: 'Event Message',
      event_type: 'End of movement',
    },
    readings: { ...READINGS, motion: true },
  },
  {
    name: 'battery counters (the third and sixth skipped by the vendor)',
    port: 9,
    hex: '011A6000000064000000C80000012C00000190000001F400000258000002BC0000032000000384000003E8',
    vendor: {
      ...HEADER,
      payload_type: 'Battery Consumption',
      work_time: 100,
      adv_times: 200,
      axis_wakeup_time: 400,
      ble_position_time: 500,
      gps_position_time: 700,
      lora_send_times: 800,
      lora_power: 900,
      total_power: 1000,
    },
    readings: READINGS,
  },
  {
    name: 'compact GPS fix: its battery nibble read two ways by the vendor, so not stored',
    port: 12,
    hex: '21521227888E443AA0500C',
    vendor: {
      ...HEADER,
      motion_state_since_last_paylaod: 'Yes',
      temperature: undefined,
      ack: 2,
      battery_value: '2.7V',
      latitude: '30.4580750°',
      longitude: '114.4692816°',
      pdop: '1.2',
    },
    ours: { latitude: 30.458075, longitude: 114.4692816, pdop: 1.2 },
    readings: { low_battery: false, fall_detected: false, motion: true },
    location: { lat: 30.458075, lon: 114.4692816 },
    warnings: [
      "battery nibble 5 not stored: MOKO's decoder reads it as 2.7 V here, 3.3 V in its other frames",
    ],
  },
  {
    name: 'a shock frame one byte short: the header only, as the vendor reads it',
    port: 6,
    hex: '011A6001',
    vendor: HEADER,
    readings: READINGS,
    warnings: ['port 6 frames have 5 bytes, got 4: only the header is decoded'],
  },
]);

describe('MOKO LW001-BGE', () => {
  it('reads the frames MOKO decodes for it and the LW008-MTE with one decoder the same way', () => {
    const hex = '011A60000503091227888E443AA0500C6A0D6A00';
    expect(run('moko/lw001-bge', 2, hex)).toStrictEqual(run('moko/lw008-mte', 2, hex));
  });

  it('refuses port 10, on which the vendor decoder reads nothing', () => {
    expect(errorOf(() => run('moko/lw001-bge', 10, '011A6000')).kind).toBe('unsupported_port');
  });
});
