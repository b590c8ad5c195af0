import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

// MOKO's own decoders' outputs as a network server running them hands them on: each run in Node
// (TZ=UTC) on the frames packages/decoders' moko-more-models tests use (test-support/
// moko-more-examples.ts), printed verbatim. LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder
// at 5c5db2e3e3496435f9f9b95f7ba07c92923536ab: "LW005-MP/LW005-MP on Chirstack V4.js",
// "LW006/LW006_Decoder_ChirpStack_V4.js", "LW007-PIR/LW007_PIR Chirpstack V4.js", "LW009-SM PRO/
// LW009-SM PRO on Chirpstack_v4.js"; the LW006 decoder's own clock (its `timestamp` on ports 1, 6, 8
// and 9) was set to 2026-11-29T20:00:00Z. TheThingsNetwork/lorawan-devices at
// 04dd0bbd6fe35d0043a703680ca7ddf1ebfea0c6: vendor/moko/lw006-sb.js. Each output's readings are those
// our decoder (packages/decoders models/moko-*.ts) gives for the same bytes, at the same times.

type Readings = Record<string, number | boolean>;

const at = (field: string, time: Date | string | undefined) =>
  time === undefined ? field : `${field}@${new Date(time).toISOString()}`;

function theirs(output: Record<string, unknown>, model: string): Readings {
  const mapped = mapNetworkDecoded(structuredClone(output), model);
  return Object.fromEntries(mapped.readings.map((r) => [at(r.field, r.time), r.value]));
}

function ours(model: string, fPort: number, hex: string): Readings {
  const result = decode(model, fPort, parseHex(hex));
  return Object.fromEntries(result.readings.map((r) => [at(r.field, r.time), r.value]));
}

/** 1715794640, the frames' own time (2024-05-15T17:37:20Z). */
const T = '2024-05-15T17:37:20.000Z';

describe('MOKO LW007-PIR: a temperature with a bare degree sign ("25.3°") is in °C', () => {
  const model = 'moko/lw007-pir';

  it('port 5, 6644F2D0104A8A5C8A0005: 25.3 °C, 45.6 %', () => {
    const output = {
      port: 5,
      hex_format_payload: '6644f2d0104a8a5c8a0005',
      payload_type: 'Heartbeat',
      time: '2024-05-16 01:37:20',
      timestamp: 1715794640,
      timezone: 'UTC+08:00',
      pir_state: 'PIR motion detected',
      pir_state_code: 1,
      door_state: 'Door/window is close',
      door_state_code: 0,
      temperature_state: 'Current environment temperature is normal',
      temperature_state_code: 2,
      humidity_state: 'Current environment humidity is normal',
      humidity_state_code: 2,
      temperature: '25.3°',
      humidity: '45.6%',
      temperature_change_state: 'Current environment temperature change is normal',
      temperature_change_state_code: 2,
      humidity_change_state: 'Current environment humidity change is normal',
      humidity_change_state_code: 2,
      low_battery_status: 'Battery level is normal',
      door_trigger_times: '5times',
    };
    const mapped = mapNetworkDecoded(output, model);
    expect(mapped.dropped).toStrictEqual([]);
    expect(theirs(output, model)).toStrictEqual({ [`temperature@${T}`]: 25.3, [`humidity@${T}`]: 45.6 });
    const own = ours(model, 5, '6644F2D0104A8A5C8A0005');
    expect(own[`temperature@${T}`]).toBe(25.3);
  });

  it("MOKO's quoted example, port 6 (6780ECDA105A82D4EA0000): 22.3 °C at the frame's 2025-01-10T09:48:10Z", () => {
    const output = {
      port: 6,
      hex_format_payload: '6780ecda105a82d4ea0000',
      payload_type: 'Information',
      time: '2025-01-10 17:48:10',
      timestamp: 1736502490,
      timezone: 'UTC+08:00',
      pir_state: 'PIR motion detected',
      pir_state_code: 1,
      door_state: 'Door/window is open',
      door_state_code: 1,
      temperature_state: 'Current environment temperature is normal',
      temperature_state_code: 2,
      humidity_state: 'Current environment humidity is normal',
      humidity_state_code: 2,
      temperature: '22.3°',
      humidity: '33.4%',
      temperature_change_state: 'Current environment temperature change is normal',
      temperature_change_state_code: 2,
      humidity_change_state: 'Current environment humidity change is normal',
      humidity_change_state_code: 2,
      low_battery_status: 'Battery level is normal',
      door_trigger_times: '0times',
    };
    const time = '2025-01-10T09:48:10.000Z';
    expect(theirs(output, model)).toStrictEqual({
      [`temperature@${time}`]: 22.3,
      [`humidity@${time}`]: 33.4,
    });
    expect(ours(model, 6, '6780ECDA105A82D4EA0000')[`temperature@${time}`]).toBe(22.3);
  });

  it('its sensor switched off ("Temperature monitoring function is disable") gives no temperature', () => {
    const output = {
      port: 5,
      hex_format_payload: '6644f2d000afffffff7fff',
      payload_type: 'Heartbeat',
      time: '2024-05-15 17:37:20',
      timestamp: 1715794640,
      timezone: 'UTC+00:00',
      pir_state: 'Occupancy detection function is disable',
      pir_state_code: 2,
      door_state: 'Door/window status detection function is disable',
      door_state_code: 2,
      temperature_state: 'Temperature threshold alarm function is disable',
      temperature_state_code: 3,
      humidity_state: 'Humidity threshold alarm function is disable',
      humidity_state_code: 3,
      temperature: 'Temperature monitoring function is disable',
      humidity: 'Humidity monitoring function is disable',
      temperature_change_state: 'Temperature change alarm function is disable',
      temperature_change_state_code: 3,
      humidity_change_state: 'Humidity change alarm function is disable',
      humidity_change_state_code: 3,
      low_battery_status: 'Battery level is normal',
      door_trigger_times: 'Door/window status detection function is disable',
    };
    expect(theirs(output, model)).toStrictEqual({});
  });

  it('a bare degree sign is °C only for a temperature: an angle stays one, a humidity refuses it', () => {
    expect(theirs({ temperature: '-20.0°' }, model)).toStrictEqual({ temperature: -20 });
    expect(theirs({ wind_direction: '270°' }, 'unknown/model')).toStrictEqual({ wind_direction_deg: 270 });
    const mapped = mapNetworkDecoded({ humidity: '45.6°' }, model);
    expect(mapped.readings).toStrictEqual([]);
    expect(mapped.dropped).toStrictEqual([expect.stringContaining('is in °, not a unit of humidity')]);
  });
});

describe('MOKO LW005-MP ("LW005-MP on Chirstack V4.js"): its values, at the frame\'s own time', () => {
  const model = 'moko/lw005-mp';
  const frame = { time: '2024-05-16 01:37:20', timestamp: 1715794640, timezone: 8 };
  const cases: Array<[string, number, string, Record<string, unknown>, Readings]> = [
    [
      'relay on, load',
      5,
      '6644F2D0100101',
      {
        payload_type: 'Switch',
        ...frame,
        ac_output_state: 'ON',
        plug_load_status: 'There is a load on the plug',
      },
      { [`relay_on@${T}`]: true },
    ],
    [
      '230.1 V, 3.6 A, 50.01 Hz',
      6,
      '6644F2D01008FD0E10C35A',
      {
        payload_type: 'Electrical',
        ...frame,
        instantaneous_voltage: '230.1V',
        instantaneous_current: '3.6A',
        instantaneous_current_frequency: '50.01HZ',
      },
      { [`voltage@${T}`]: 230.1, [`current@${T}`]: 3.6 },
    ],
    [
      '240 W, power factor 95 %',
      7,
      '6644F2D010000009605F',
      {
        payload_type: 'Electrical',
        ...frame,
        instantaneous_active_power: '240W',
        instantaneous_power_factor: '95%',
      },
      { [`power@${T}`]: 240, [`power_factor@${T}`]: 95 },
    ],
    [
      "37.5 kWh (the last hour's 1 kWh is no reading)",
      8,
      '6644F2D0100001D4C00C80',
      { payload_type: 'Energy', ...frame, total_energy: '37.50KWH', energy_of_last_hour: '1.00KWH' },
      { [`energy@${T}`]: 37500 },
    ],
    [
      'over-voltage tripped at 264 V',
      9,
      '6644F2D010010A500A28',
      {
        payload_type: 'Over-voltage',
        ...frame,
        over_voltage_state: 1,
        current_instantaneous_voltage: '264V',
        over_voltage_threshold: '260V',
      },
      { [`voltage@${T}`]: 264, [`threshold_alarm@${T}`]: true },
    ],
    [
      'sag-voltage released at 210 V',
      10,
      '6644F2D0100008340898',
      {
        payload_type: 'Sag-voltage',
        ...frame,
        sag_voltage_state: 0,
        current_instantaneous_voltage: '210V',
        sag_voltage_threshold: '220V',
      },
      { [`voltage@${T}`]: 210, [`threshold_alarm@${T}`]: false },
    ],
    [
      'over-load tripped at 5859.3 W',
      12,
      '6644F2D0100100E4E15DC0',
      {
        payload_type: 'Over-load',
        ...frame,
        over_load_state: 1,
        current_instantaneous_power: '5859.3W',
        over_load_threshold: '2400W',
      },
      { [`power@${T}`]: 5859.3, [`threshold_alarm@${T}`]: true },
    ],
    [
      'over-current released, its current word negative (-1 A): no current',
      11,
      '6644F2D01000FC183A98',
      {
        payload_type: 'Over-current',
        ...frame,
        over_current_state: 0,
        current_instantaneous_current: '-1A',
        over_current_threshold: '15A',
      },
      { [`threshold_alarm@${T}`]: false },
    ],
    [
      'a countdown says nothing measured',
      14,
      '6644F2D0100100000E10',
      {
        payload_type: 'Countdown',
        ...frame,
        ac_output_state_after_countdown: 'ON',
        remaining_time_of_countdown_process: '3600s',
      },
      {},
    ],
    [
      'a clock of 2012 (never set) dates nothing: the values are of the uplink',
      6,
      '500000000008FD0E10C35A',
      {
        payload_type: 'Electrical',
        time: '2012-07-13 11:01:20',
        timestamp: 1342177280,
        timezone: 0,
        instantaneous_voltage: '230.1V',
        instantaneous_current: '3.6A',
        instantaneous_current_frequency: '50.01HZ',
      },
      { voltage: 230.1, current: 3.6 },
    ],
  ];

  it.each(cases)('%s (port %i, %s)', (_name, fPort, hex, output, want) => {
    const decoded = { port: fPort, hex_format_payload: hex.toLowerCase(), ...output };
    expect(theirs(decoded, model)).toStrictEqual(want);
    expect(ours(model, fPort, hex)).toStrictEqual(want);
  });

  it('a frame MOKO refuses ("Timestamp wrong", timestamp 100) prints no values to read', () => {
    const output = {
      port: 6,
      hex_format_payload: '000000640008fd0e10c35a',
      payload_type: 'Electrical',
      result: 'Timestamp wrong',
    };
    expect(theirs(output, model)).toStrictEqual({});
  });

  it("MOKO's quoted port-8 example: the energy it prints to 0.01 kWh (3688.90) is within 10 Wh of ours", () => {
    const output = {
      port: 8,
      hex_format_payload: '61ad6c441000b41f3f0167',
      payload_type: 'Energy',
      time: '2021-12-06 09:49:56',
      timestamp: 1638755396,
      timezone: 8,
      total_energy: '3688.90KWH',
      energy_of_last_hour: '0.11KWH',
    };
    const key = 'energy@2021-12-06T01:49:56.000Z';
    expect(theirs(output, model)).toStrictEqual({ [key]: 3688900 });
    expect(Math.abs(3688900 - Number(ours(model, 8, '61AD6C441000B41F3F0167')[key]))).toBeLessThan(10);
  });
});

describe('MOKO LW006-SB ("LW006_Decoder_ChirpStack_V4.js"): battery, motion, man down, SOS', () => {
  const model = 'moko/lw006-sb';

  it("heartbeat (port 3, 3C1A6644F2D0F10601): the frame's values at its time, the battery at the uplink's", () => {
    const output = {
      port: 3,
      hex_format_payload: '3c1a6644f2d0f10601',
      charging_status: 'no charging',
      batt_level: '60%',
      temperature: '26°C',
      time: '2024-05-15 10:07:20',
      timestamp: 1715794640,
      timezone: 'UTC-07:30',
      device_mode: 'Motion Mode On End',
      device_status_code: 1,
      device_status: 'Man Down',
    };
    const want = {
      battery_pct: 60,
      [`temperature@${T}`]: 26,
      [`motion@${T}`]: false,
      [`fall_detected@${T}`]: true,
      [`button@${T}`]: false,
    };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 3, '3C1A6644F2D0F10601')).toStrictEqual(want);
  });

  it('turned off by the button (port 2, 3C1A6644F2D010020002): periodic mode says no motion', () => {
    const output = {
      port: 2,
      hex_format_payload: '3c1a6644f2d010020002',
      charging_status: 'no charging',
      batt_level: '60%',
      temperature: '26°C',
      time: '2024-05-16 01:37:20',
      timestamp: 1715794640,
      timezone: 'UTC+08:00',
      device_mode: 'Periodic Mode',
      device_status_code: 0,
      device_status: 'No',
      payload_type: 'Turn off info',
      turn_off_mode: 'Button',
    };
    const want = {
      battery_pct: 60,
      [`temperature@${T}`]: 26,
      [`fall_detected@${T}`]: false,
      [`button@${T}`]: false,
    };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 2, '3C1A6644F2D010020002')).toStrictEqual(want);
  });

  it('event "Man Down End" (port 5, 506644F2D01004): the man-down state ends at the frame\'s time', () => {
    const output = {
      port: 5,
      hex_format_payload: '506644f2d01004',
      charging_status: 'no charging',
      batt_level: '80%',
      payload_type: 'Event info',
      time: '2024-05-16 01:37:20',
      timestamp: 1715794640,
      timezone: 'UTC+08:00',
      event_type_code: 4,
      event_type: 'Man Down End',
    };
    const want = { battery_pct: 80, [`fall_detected@${T}`]: false };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 5, '506644F2D01004')).toStrictEqual(want);
  });

  it("device info (port 1, E4195612050000): its `timestamp` is the decoding machine's clock, no frame's", () => {
    const output = {
      port: 1,
      hex_format_payload: 'e4195612050000',
      charging_status: 'charging',
      batt_level: '100%',
      timestamp: 1795982400,
      time: '2026-11-29 20:00:00',
      timezone: 'UTC+00:00',
      payload_type: 'Device info',
      temperature: '25°C',
      firmware_version: 'V1.1.6',
      hardware_version: 'V1.2',
      device_mode: 'Motion Mode In Trip',
      device_status_code: 0,
      device_status: 'No',
      vibration_status: 'Normal',
    };
    const want = { battery_pct: 100, temperature: 25, motion: true, fall_detected: false, button: false };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 1, 'E4195612050000')).toStrictEqual(want);
  });

  it("an L76 fix (port 8, E4003C0340091D1EED720166EBAC0F): `timestamp` is that clock less the fix's age", () => {
    const output = {
      port: 8,
      hex_format_payload: 'e4003c0340091d1eed720166ebac0f',
      charging_status: 'charging',
      batt_level: '100%',
      age: '60s',
      timestamp: 1795982340,
      time: '2026-11-29 20:00:00',
      timezone: 'UTC+00:00',
      pos_type: 'Working Mode',
      payload_type: 'L76 Pos Success',
      pos_data_sign_code: 3,
      device_mode: 'Motion Mode On Start',
      device_status_code: 0,
      device_status: 'No',
      pos_data_length: 9,
      latitude: '48.8566130°',
      longitude: '2.3522220°',
      pdop: '1.5',
    };
    const want = { battery_pct: 100, motion: true, fall_detected: false, button: false };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 8, 'E4003C0340091D1EED720166EBAC0F')).toStrictEqual(want);
    expect(mapNetworkDecoded(output, model).location).toMatchObject({ lat: 48.856613, lon: 2.352222 });
    expect(mapNetworkDecoded(output, model).location).not.toHaveProperty('time');
  });

  it('a failed fix (port 9, "Pos Failed"): its machine-clock `timestamp` dates nothing', () => {
    const output = {
      port: 9,
      hex_format_payload: '6400030008040102030f',
      charging_status: 'no charging',
      batt_level: '100%',
      timestamp: 1795982400,
      time: '2026-11-29 20:00:00',
      timezone: 'UTC+00:00',
      payload_type: 'Pos Failed',
      pos_type: 'Working Mode',
      device_mode: 'Motion Mode On Stationary',
      device_status_code: 0,
      device_status: 'No',
      pos_data_sign: 8,
      failed_reason:
        'GPS aiding positioning timeout (Please adjust GPS autonomous latitude and autonomous longitude)',
      pos_data_length: 4,
      pos_data: ['01', '02', '03', '0f'],
    };
    const want = { battery_pct: 100, motion: false, fall_detected: false, button: false };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 9, '6400030008040102030F')).toStrictEqual(want);
  });

  it("TTN's lw006-sb.js (04dd0bbd) heartbeat: its `timestamp` in milliseconds, the same time", () => {
    const output = {
      port: 3,
      charging_status: 'no charging',
      batt_level: '60%',
      temperature: '26°C',
      current_time: '2024/05/15 10:07:20',
      timestamp: 1715794640000,
      timezone: 'UTC-07:30',
      device_mode: 'Motion Mode On End',
      device_status: 'Man Down',
    };
    expect(theirs(output, model)).toStrictEqual(ours(model, 3, '3C1A6644F2D0F10601'));
  });

  it("TTN's lw006-sb.js event SOS start (port 5, 506644F2D01005) is a button press at the frame's time", () => {
    // The same run as above, on the LW006 frame of moko-more-examples.ts "event SOS start".
    const output = {
      port: 5,
      charging_status: 'no charging',
      batt_level: '80%',
      current_time: '2024/05/16 01:37:20',
      timestamp: 1715794640000,
      timezone: 'UTC+08:00',
      event_type: 'SOS Start',
    };
    const want = { battery_pct: 80, [`button@${T}`]: true };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 5, '506644F2D01005')).toStrictEqual(want);
  });
});

describe('MOKO LW009-SM PRO ("LW009-SM PRO on Chirpstack_v4.js"): the header and parking state', () => {
  const model = 'moko/lw009-sm-pro';

  it("heartbeat (port 1, 000E106644F2D0101901): parked, 3600 mV, 25 °C at the frame's time", () => {
    const output = {
      port: 1,
      payload_type: 'Heartbeat',
      low_power_state: 'Normal',
      battery_voltage: '3600mV',
      timestamp: 1715794640,
      timezone: 'UTC+08:00',
      time: '2024-05-16 01:37:20',
      temperature: '25°C',
      car_parking_state: 'Parking',
    };
    const want = {
      [`low_battery@${T}`]: false,
      [`battery_mv@${T}`]: 3600,
      [`temperature@${T}`]: 25,
      [`occupied@${T}`]: true,
    };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 1, '000E106644F2D0101901')).toStrictEqual(want);
  });

  it('low power (port 4, 010E106644F2D01019): "Low power" is a low battery', () => {
    const output = {
      port: 4,
      payload_type: 'Low power',
      low_power_state: 'Low power',
      battery_voltage: '3600mV',
      timestamp: 1715794640,
      timezone: 'UTC+08:00',
      time: '2024-05-16 01:37:20',
      temperature: '25°C',
    };
    const want = { [`low_battery@${T}`]: true, [`battery_mv@${T}`]: 3600, [`temperature@${T}`]: 25 };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 4, '010E106644F2D01019')).toStrictEqual(want);
  });

  it('a clock never set (timestamp 100, 000E1000000064001901) dates nothing', () => {
    const output = {
      port: 1,
      payload_type: 'Heartbeat',
      low_power_state: 'Normal',
      battery_voltage: '3600mV',
      timestamp: 100,
      timezone: 'UTC+00:00',
      time: '1970-01-01 00:01:40',
      temperature: '25°C',
      car_parking_state: 'Parking',
    };
    const want = { low_battery: false, battery_mv: 3600, temperature: 25, occupied: true };
    expect(theirs(output, model)).toStrictEqual(want);
    expect(ours(model, 1, '000E1000000064001901')).toStrictEqual(want);
  });

  it("another model's `timestamp` dates nothing here (the LW008-MTE prints the machine's clock)", () => {
    expect(theirs({ timestamp: 1715794640, temperature: '25°C' }, 'moko/lw008-mte')).toStrictEqual({
      temperature: 25,
    });
  });
});

describe("Milesight TS601 / TS602: a `history` record's cell position, at its time", () => {
  // Milesight-IoT/SensorDecoders e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3 ts-series/ts601/
  // ts601-decoder.js and ts-series/ts602/ts602-decoder.js (milesightDeviceDecode, run in Node; both
  // print the same), on the frames of milesight-decoder-examples-7.ts ("history: a position", "history:
  // a position after a live one") and one whose history record has timestamp 0.
  const sydney = { latitude: -33.86882, longitude: 151.20929 };

  it.each(['milesight-iot/ts601', 'milesight-iot/ts602'])(
    "%s: the newest record's position, at its time",
    (model) => {
      const output = {
        history: [
          { timestamp: 1665561758, base_station_position: sydney },
          { timestamp: 1665561882, base_station_position: { latitude: -33.87, longitude: 151.21 } },
        ],
      };
      const want = {
        lat: -33.87,
        lon: 151.21,
        source: 'network',
        time: new Date('2022-10-12T08:04:42.000Z'),
      };
      expect(mapNetworkDecoded(output, model).location).toStrictEqual(want);
      const hex = 'ED019E74466306EC33FBFD4A450309ED011A75466306502FFBFD10480309';
      const own = decode(model, 85, parseHex(hex)).location;
      expect({ ...own, time: own?.time && new Date(own.time) }).toStrictEqual(want);
    },
  );

  it('a live position wins over a history one', () => {
    const output = {
      base_station_position: { latitude: 48.856613, longitude: 2.352222 },
      history: [{ timestamp: 1665561758, base_station_position: sydney }],
    };
    expect(mapNetworkDecoded(output, 'milesight-iot/ts601').location).toStrictEqual({
      lat: 48.856613,
      lon: 2.352222,
      source: 'network',
    });
  });

  it('a record of a clock never set (timestamp 0, ED0000000000 06...) gives no position', () => {
    const output = { history: [{ timestamp: 0, base_station_position: sydney }] };
    expect(mapNetworkDecoded(output, 'milesight-iot/ts601').location).toBeUndefined();
    expect(
      decode('milesight-iot/ts601', 85, parseHex('ED000000000006EC33FBFD4A450309')).location,
    ).toBeUndefined();
  });
});
