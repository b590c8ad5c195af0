import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { mokoTtnExamples } from '../../../../../packages/decoders/src/test-support/ttn-codec-examples-trackers.ts';
import { mapNetworkDecoded } from './map.ts';

// LoRaWAN GPS trackers' codecs as a network server runs them (TheThingsNetwork/lorawan-devices,
// vendor/<vendor>/): each `output` is the codec's documented output (`uplinkDecoder.examples` of its
// *-codec.yaml) or, where the codec has no example, what its decoder writes for the bytes given.
// A position is stored only when it is a fix of now; a "no fix" output is never stored at 0,0 or at
// the last fix, and the readings beside it (battery, motion, alarm) are read by the codec's names.

const readingsOf = (output: Record<string, unknown>, model: string | null) =>
  Object.fromEntries(mapNetworkDecoded(output, model).readings.map((r) => [r.field, r.value]));

describe('MOKO trackers (vendor/moko)', () => {
  it('LW001-BG PRO fix: the states and the temperature beside the position were lost', () => {
    // lw001-bgpro-codec.yaml, "gps fixed payload" (lw001-bgpro.js: battery_voltage in V, states 0/1,
    // lat / lon from degrees x 1e7), in the decoders' shared test support.
    const { output } = mokoTtnExamples.gpsFix;
    const normalized = [{ position: { latitude: 30.458075, longitude: 114.4692816 } }, { battery: 3.4 }];
    const mapped = mapNetworkDecoded(output, 'moko/lw001-bgpro', normalized);
    // utc_time at time zone 0 is the fix's time (vendor-fix-times.test.ts).
    expect(mapped.location).toStrictEqual({
      lat: 30.458075,
      lon: 114.4692816,
      source: 'gnss',
      time: new Date('2022-08-03T09:15:31Z'),
    });
    // `idle_state`, no movement for the man-down time; `ic_temperature`, as our decoder reads them.
    expect(readingsOf(output, 'moko/lw001-bgpro')).toStrictEqual({
      battery_mv: 3400,
      tamper: false,
      fall_detected: false,
      low_battery: false,
      motion: false,
      temperature: 31,
    });
  });

  it('LW001-BG: the battery written "3.4V" under `battery voltage` and the motion state were lost', () => {
    // lw001-bg-codec.yaml, "gps fixed payload" and "heratbeat payload": every value a string.
    const fix = {
      utc_time: '2022-8-3 9:15:31  Timezone:0',
      'battery voltage': '3.4V',
      demolish_state: '0',
      fix_tech: 'gps',
      fix_type: 'work_mode_fix',
      idle_state: '0',
      lat: '30.458075',
      lon: '114.4692816',
      lorawan_downlink_count: '0',
      low_power_state: '0',
      motion_state: '0',
      pack_type: 'fix_success',
      pdop: '1.2',
      ic_temperature: '31°C',
      work_mode: 'period',
    };
    const mapped = mapNetworkDecoded(fix, 'moko/lw001-bg');
    // utc_time at time zone 0 is the fix's time (vendor-fix-times.test.ts).
    expect(mapped.location).toStrictEqual({
      lat: 30.458075,
      lon: 114.4692816,
      source: 'gnss',
      time: new Date('2022-08-03T09:15:31Z'),
    });
    expect(readingsOf(fix, 'moko/lw001-bg')).toStrictEqual({
      battery_mv: 3400,
      tamper: false,
      fall_detected: false,
      low_battery: false,
      motion: false,
      temperature: 31,
    });
    const heartbeat = {
      'battery voltage': '3.4V',
      demolish_state: '0',
      idle_state: '0',
      lorawan_downlink_count: '0',
      low_power_state: '0',
      motion_count: '0',
      motion_state: '1',
      pack_type: 'heart',
      last_restart_reason: 'ble_cmd_restart',
      ic_temperature: '30°C',
      'firmware ver': 'V1.0.7',
      work_mode: 'period',
    };
    expect(mapNetworkDecoded(heartbeat, 'moko/lw001-bg').location).toBeUndefined();
    expect(readingsOf(heartbeat, 'moko/lw001-bg')).toMatchObject({ battery_mv: 3400, motion: true });
  });

  it('LW001-BG PRO: a Wi-Fi scan (MACs, no coordinates) and a failed fix give no position', () => {
    // lw001-bgpro.js, port 2 with fix_tech "wifi" (mac_data only) and port 3 "fix_false".
    const wifi = {
      pack_type: 'fix_success',
      work_mode: 'period mode',
      low_power_state: 0,
      demolish_state: 0,
      idle_state: 0,
      motion_state: 1,
      fix_type: 'work_mode_fix',
      ic_temperature: '25°C',
      lorawan_downlink_count: 0,
      battery_voltage: 3.6,
      fix_tech: 'wifi',
      utc_time: '2022-8-3 9:15:31  TZ:0',
      mac_data: [{ mac: 'a0b3ccd358e6', rssi: '-62dBm' }],
    };
    expect(mapNetworkDecoded(wifi, 'moko/lw001-bgpro').location).toBeUndefined();
    const failed = { ...wifi, pack_type: 'fix_false', fix_false_reason: 'gps_fix_timeout', pdop: 'unknow' };
    expect(mapNetworkDecoded(failed, 'moko/lw001-bgpro').location).toBeUndefined();
  });
});

describe('Browan Object Locator and Industrial Tracker (vendor/browan)', () => {
  // objectlocator.js (at 7af4c342b422b90b320376aad6f6c890a74f9fef) for 00 0B 37 25 7E E9 02 5E E4 23
  // 40: status 0 (a fix), battery (25 + 11) / 10 V, PCB temperature 0x37 - 32 °C, Lat 0x02E97E25 =
  // 48856613 / 1e6, Long 0x0023E45E = 2352222 / 1e6 (bits 28-0 of 0x4023E45E), accuracy 2^(2+2) m.
  const bytes = '000B37257EE9025EE42340';
  const output = {
    ButtonTrigger: 0,
    MovingMode: 0,
    NoGNSSFix: 0,
    GNSSerror: 0,
    Battery: 3.6,
    Temp: 23,
    Lat: 48.856613,
    Long: 2.352222,
    PositionEstimate: 16,
  };

  it('the quoted bytes give this output (our Object Locator decoder reads them as objectlocator.js does)', () => {
    expect(decode('browan/objectlocator', 136, parseHex(bytes)).fields).toStrictEqual(output);
  });

  it('the fix under Lat / Long, its accuracy estimate and the volts under Battery were lost', () => {
    const mapped = mapNetworkDecoded(output, 'browan/objectlocator');
    expect(mapped.location).toStrictEqual({ lat: 48.856613, lon: 2.352222, accuracy: 16, source: 'gnss' });
    expect(readingsOf(output, 'browan/objectlocator')).toStrictEqual({
      button: false,
      motion: false,
      battery_mv: 3600,
      temperature: 23,
    });
  });

  it('"no GNSS fix": the last values reported are no position of now', () => {
    // objectlocator-codec.yaml: "If there is no GNSS fix (see sensor status), the Lat. and Lon.
    // fields contain the last values reported by the GNSS receiver." Status 0x0A: moving, no fix.
    const noFix = { ...output, MovingMode: 1, NoGNSSFix: 1 };
    const mapped = mapNetworkDecoded(noFix, 'browan/objectlocator');
    expect(mapped.location).toBeUndefined();
    expect(readingsOf(noFix, 'browan/objectlocator')).toMatchObject({ motion: true, battery_mv: 3600 });
    expect(mapNetworkDecoded({ ...output, GNSSerror: 1 }, null).location).toBeUndefined();
  });
});

describe('Dragino trackers (vendor/dragino)', () => {
  it('TrackerD: the longitude written `Longitud` was lost, and with it the position', () => {
    // trackerd-codec.yaml, "Temperature" (trackerd.js: ALARM_status the alarm key, Transport
    // "MOVE"/"STILL").
    const output = {
      ALARM_status: 'FALSE',
      Hum: 43,
      LON: 'ON',
      Latitude: 22.70423,
      Location: '22.70423,114.244856',
      Longitud: 114.244856,
      MD: 0,
      Tem: 21.8,
      Transport: 'MOVE',
    };
    const mapped = mapNetworkDecoded(output, 'dragino/trackerd');
    expect(mapped.location).toStrictEqual({ lat: 22.70423, lon: 114.244856, source: 'gnss' });
    expect(readingsOf(output, 'dragino/trackerd')).toMatchObject({ button: false, motion: true });
  });

  it('TrackerD: a history record (port 4, its own Date and Time) is no position of now', () => {
    // trackerd.js port 4 writes Location, Latitude, Date and Time, no longitude of its own: the
    // position is its `Location`'s, at its Date and Time (UTC; vendor-tracker-history.test.ts).
    const output = { Location: '22.70423,114.244856', Latitude: 22.70423, Date: '2022:6:1', Time: '8:0:0' };
    expect(mapNetworkDecoded(output, 'dragino/trackerd').location).toStrictEqual({
      lat: 22.70423,
      lon: 114.244856,
      source: 'gnss',
      time: new Date('2022-06-01T08:00:00Z'),
    });
  });

  it("LGT-92 without its model id: the alarm key's state was lost; the battery and the fix are kept", () => {
    // lgt92-codec.yaml, "Distance Detection" (lgt92.js: BatV in V, ALARM_status "TRUE"/"FALSE").
    const output = {
      ALARM_status: 'FALSE',
      altitude: 0,
      BatV: 3.36,
      FW: 160,
      LON: 'ON',
      latitude: 22.70626,
      longitude: 114.24252,
      MD: 'Disable',
      Pitch: 4,
      Roll: 0.75,
      hdop: 0,
    };
    const mapped = mapNetworkDecoded(output, 'dragino/lgt92');
    expect(mapped.location).toStrictEqual({ lat: 22.70626, lon: 114.24252, alt: 0, source: 'gnss' });
    // model-names.ts read ALARM_status for 'dragino/lgt92' only; TrackerD and an unknown model lost it.
    expect(readingsOf(output, null)).toStrictEqual({ battery_mv: 3360, button: false });
    expect(readingsOf(output, 'dragino/lgt92')).toStrictEqual({ battery_mv: 3360, button: false });
    // lgt92.js writes 0 for both coordinates when the first byte of each is 0 (no fix).
    expect(mapNetworkDecoded({ ...output, latitude: 0, longitude: 0 }, null).location).toBeUndefined();
  });
});

describe('Digital Matter trackers (vendor/digital-matter)', () => {
  // g62.js, port 1 ("full data"): latitudeDeg / longitudeDeg (1e-7 degrees), headingDeg, speedKmph,
  // batV and Vext in V, tempC, gpsAccM (the fix's accuracy in m), GpsCurrent (false: the last known).
  const g62 = {
    type: 'full data',
    tripType: 'Ignition',
    latitudeDeg: -31.9505024,
    longitudeDeg: 115.8604928,
    VextGood: true,
    GpsCurrent: true,
    ignition: true,
    digIn1: false,
    digIn2: false,
    digOut: false,
    headingDeg: 90,
    speedKmph: 36,
    batV: 4.1,
    Vext: 12.6,
    Vain: 0,
    tempC: 25,
    gpsAccM: 5,
  };

  it("G62: the fix's accuracy, the ignition, the external supply and the temperature were lost", () => {
    const mapped = mapNetworkDecoded(g62, 'digital-matter/g62');
    expect(mapped.location).toStrictEqual({
      lat: -31.9505024,
      lon: 115.8604928,
      speed: 10,
      heading: 90,
      accuracy: 5,
      source: 'gnss',
    });
    expect(readingsOf(g62, 'digital-matter/g62')).toStrictEqual({
      ignition: true,
      battery_mv: 4100,
      external_voltage: 12.6,
      temperature: 25,
    });
  });

  it('G62: GpsCurrent false is the last known position, which was stored as a fix of now', () => {
    expect(mapNetworkDecoded({ ...g62, GpsCurrent: false }, 'digital-matter/g62').location).toBeUndefined();
  });

  it('Oyster: a failed fix gives no position even where its coordinates are written beside it', () => {
    // oyster.js puts a failed fix's coordinates under `cached`; fixFailed is the codec's own word.
    const output = { type: 'position', fixFailed: true, batV: 4.1, latitudeDeg: -32, longitudeDeg: 116 };
    expect(mapNetworkDecoded(output, null).location).toBeUndefined();
  });

  it('Yabby Edge: a location update of Wi-Fi access points is no position, its trip state motion', () => {
    // yabby-edge-codec.yaml, "Location update" (yabby-edge.js port 5: MACs for a solver).
    const output = {
      inTrip: false,
      inactive: false,
      posSeq: 0,
      timeSet: false,
      type: 'location',
      wifi: [{ mac: 'a0b3ccd358e6', rssi: -92 }],
    };
    expect(mapNetworkDecoded(output, 'digital-matter/yabby-edge')).toStrictEqual({
      readings: [{ field: 'motion', value: false }],
      dropped: [],
    });
  });
});

describe('Tektelic ORCA (vendor/tektelic/decoder_orca_industrial_gps_asset_tracker.js 0a2aab59)', () => {
  // Its TTN codec writes everything under `sensor_data`; frame 00 95's `fix_status` says whether the
  // position is valid (the same frames as packages/decoders' tektelic-more-differential.test.ts).
  const coordinates = { altitude: 1048.5, longitude: -114.0719, latitude: 51.0447 };
  it('a valid fix under sensor_data is the position', () => {
    const output = { sensor_data: { fix_status: { utc: 1, position: 1 }, coordinates, ground_speed: 10 } };
    expect(mapNetworkDecoded(output, 'tektelic/t0006129-orca').location).toStrictEqual({
      lat: 51.0447,
      lon: -114.0719,
      alt: 1048.5,
      source: 'gnss',
    });
  });
  it('a fix whose status says the position is invalid gives none', () => {
    const output = { sensor_data: { fix_status: { utc: 1, position: 0 }, coordinates } };
    expect(mapNetworkDecoded(output, 'tektelic/t0006129-orca').location).toBeUndefined();
  });
});

describe('Tektelic Kona industrial GPS asset tracker (vendor/tektelic)', () => {
  it('the fix in its `coordinates` group was lost', () => {
    // decoder_industrial_gps_asset_tracker.js, port 10 channel 00 88: group `coordinates` of
    // latitude (x 0.0000125), longitude (x 1e-7) and altitude (x 0.5 m), written scaled; beside it
    // t0006129-codec.yaml's documented acceleration_alarm and mcu_temperature.
    const output = {
      coordinates: { altitude: 1048.5, longitude: -114.0719, latitude: 51.0447 },
      acceleration_alarm: 1,
      mcu_temperature: 34.6,
      port: '10',
    };
    expect(mapNetworkDecoded(output, 'tektelic/t0006129').location).toStrictEqual({
      lat: 51.0447,
      lon: -114.0719,
      alt: 1048.5,
      source: 'gnss',
    });
  });
});

describe('SenseCAP T1000 (vendor/sensecap/sensecapt1000-tracker-ab-decoder.js)', () => {
  it('4198 is the latitude and 4197 the longitude; a Wi-Fi scan is no position', () => {
    // Frame 0x09 (GNSS and battery): Longitude 4197 and Latitude 4198, each degrees / 1e6.
    const gnss = {
      valid: true,
      err: 0,
      payload: '09',
      messages: [
        [
          {
            measurementId: '4200',
            timestamp: 1700000000000,
            motionId: 0,
            type: 'Event Status',
            measurementValue: [],
          },
          {
            measurementId: '4197',
            timestamp: 1700000000000,
            motionId: 0,
            type: 'Longitude',
            measurementValue: -73.985428,
          },
          {
            measurementId: '4198',
            timestamp: 1700000000000,
            motionId: 0,
            type: 'Latitude',
            measurementValue: 40.748817,
          },
          {
            measurementId: '3000',
            timestamp: 1700000000000,
            motionId: 0,
            type: 'Battery',
            measurementValue: 85,
          },
        ],
      ],
    };
    expect(mapNetworkDecoded(gnss, 'sensecap/t1000-a').location).toStrictEqual({
      lat: 40.748817,
      lon: -73.985428,
      source: 'gnss',
      // The measurements' timestamp, ms (vendor-fix-times.test.ts).
      time: new Date(1700000000000),
    });
    // Frame 0x0A: the Wi-Fi scan (5001) for a solver, no coordinates.
    const wifi = {
      ...gnss,
      messages: [
        [
          {
            measurementId: '5001',
            timestamp: 1700000000000,
            motionId: 0,
            type: 'Wi-Fi Scan',
            measurementValue: [{ mac: 'a0:b3:cc:d3:58:e6', rssi: -61 }],
          },
          {
            measurementId: '3000',
            timestamp: 1700000000000,
            motionId: 0,
            type: 'Battery',
            measurementValue: 85,
          },
        ],
      ],
    };
    expect(mapNetworkDecoded(wifi, 'sensecap/t1000-a').location).toBeUndefined();
  });
});

describe('coordinates that are no degrees', () => {
  it('degrees x 1e6 (or 1e7) integers are no position, nor a mix of two pairs of names', () => {
    expect(mapNetworkDecoded({ latitude: 48920806, longitude: 2308275 }, null).location).toBeUndefined();
    expect(mapNetworkDecoded({ Lat: 48.856613, longitudeDeg: 2.352222 }, null).location).toBeUndefined();
  });
});

describe('Abeeway AT3 (Abeeway/abeeway-codec AT3/src 26adbfe6, v3.2.27): the fix error past 250 m', () => {
  // The driver's output, run in Node with recvTime 2026-05-20T08:00:30Z, for the GNSS position
  // 105e0c248a00000119ff3ff20436458000a10000000a<EHPE>67 (a 3D fix, 7 satellites): EHPE codes 251-254
  // print as a range, 255 as ">4000" (formats/abeeway-at3.ts reads the bytes the same way).
  const output = (ehpe: string, hex: string) => ({
    header: {
      sos: false,
      type: 'POSITION',
      ackToken: 0,
      multiFrame: false,
      batteryLevel: 94,
      timestamp: '2026-05-20T00:51:48.000Z',
    },
    position: {
      motion: 1,
      motionCounter: 0,
      status: 'SUCCESS',
      positionType: 'GNSS',
      gnssFix: {
        latitude: 43.615845,
        longitude: 7.06656,
        altitude: 161,
        COG: 0,
        SOG: 10,
        EHPE: ehpe,
        quality: { fixQuality: 'FIX_3D', numberSatellitesUsed: 7 },
      },
      coordinates: [7.06656, 43.615845, 161],
    },
    payload: hex,
  });

  it('a range keeps its upper bound as the accuracy', () => {
    const hex = '105e0c248a00000119ff3ff20436458000a10000000afd67';
    expect(mapNetworkDecoded(output('(1000,2000]', hex), 'abeeway/asset-tracker-3').location).toMatchObject({
      lat: 43.615845,
      lon: 7.06656,
      accuracy: 2000,
    });
    expect(decode('abeeway/asset-tracker-3', 19, parseHex(hex)).location).toMatchObject({ accuracy: 2000 });
  });

  it('">4000" places the device nowhere, as our decoder', () => {
    const hex = '105e0c248a00000119ff3ff20436458000a10000000aff67';
    expect(mapNetworkDecoded(output('>4000', hex), 'abeeway/asset-tracker-3').location).toBeUndefined();
    expect(decode('abeeway/asset-tracker-3', 19, parseHex(hex)).location).toBeUndefined();
  });
});

describe('Milesight TS601 and Tektelic CHICKADEE positions', () => {
  // Milesight-IoT/SensorDecoders e79c9d8b ts601-decoder.js's output for 06 257EE902 181497FB
  // (packages/decoders test-support/milesight-decoder-examples-7.ts, "base station position"): a
  // position from the cell towers, kept as a network position, as our decoder keeps it.
  it("the TS601's base_station_position is a network (cell) position on both paths", () => {
    const output = { base_station_position: { latitude: 48.856613, longitude: -73.985 }, battery: 100 };
    expect(mapNetworkDecoded(output, 'milesight-iot/ts601').location).toStrictEqual({
      lat: 48.856613,
      lon: -73.985,
      source: 'network',
    });
    expect(decode('milesight-iot/ts601', 85, parseHex('06257EE902181497FB0164')).location).toStrictEqual({
      lat: 48.856613,
      lon: -73.985,
      source: 'network',
    });
  });

  // Tektelic data-converters 39edfa07, chickadee-v2.7: its output for 00 95 1F 00 88 48 98 CF AE E1
  // D8 29 BA prints the coordinates beside "Scan failed" (test-support/tektelic-browan-tracker-
  // examples.ts, chickadeeScanFailed).
  it("the CHICKADEE's coordinates beside a failed GNSS scan are no position", () => {
    const output = {
      geolocation_cycle_failed: { gnss_scan: 'Scan failed', wifi_scan: 'Scan successful/not done' },
      coordinates: { latitude: '51.0447013', longitude: '-114.0719032', altitude: '2048.45' },
    };
    expect(mapNetworkDecoded(output, 'tektelic/chickadee').location).toBeUndefined();
    const scanned = { ...output, geolocation_cycle_failed: { gnss_scan: 'Scan successful/not done' } };
    expect(mapNetworkDecoded(scanned, 'tektelic/chickadee').location).toMatchObject({
      lat: 51.0447013,
      lon: -114.0719032,
      source: 'gnss',
    });
  });
});
