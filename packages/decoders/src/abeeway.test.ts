import { describe, expect, it } from 'vitest';
import { DecodeError } from './index.ts';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';
import { abeewayTtnExamples } from './test-support/ttn-codec-examples-trackers.ts';
import type { DecodeResult } from './types.ts';

// Abeeway's trackers on firmware 2.x (AT2), against:
// - TTN: TheThingsNetwork/lorawan-devices vendor/abeeway/asset-tracker-2-codec.yaml at
//   5c12ba106610398d3a6396a43ca09e433f0ad502 (its two uplink examples, outputs verbatim but for
//   `payload`, the input hex, and `deviceConfiguration.mode`, a copy of trackingMode);
// - the guide: Abeeway Trackers Reference Guide 2.4 (docs.thingpark.com thingpark-location/
//   abeeway-trackers-reference-guide/AbeewayRefGuide_2.4, "Uplink messages"), and for port 17 the
//   Micro Tracker Reference Guide FW 1.7 V1.1 (section 5.3, the battery as an encoded voltage);
// - Abeeway's AT2 driver examples: norbertherbert/abeeway-driver AT2/examples.json at
//   9579676a05c7aaabceafdad3fbf1c9a3bbc9c2d4 (Actility's driver; each case names its description).
// What the driver itself prints for these and more payloads: abeeway-differential.test.ts.

const MICRO = 'abeeway/abeeway-micro-tracker';

const readings = (result: DecodeResult) =>
  Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value]));

describe('Abeeway AT2: the TTN codec examples', () => {
  it('GPS_FIX position: the fix and its age; a battery byte of 193 is no percentage', () => {
    const { model, fPort, hex, output } = abeewayTtnExamples.gpsFix;
    const result = run(model, fPort, hex);
    // The codec echoes the input hex and copies the tracking mode; we keep neither.
    const { payload: _payload, deviceConfiguration: _configuration, ...fields } = output;
    expect(result.fields).toStrictEqual(fields);
    // The fix's age: the ingest dates the fix that long before the uplink.
    expect(result.location).toStrictEqual({ lat: 48.9208064, lon: 2.3082752, accuracy: 7.84, ageSeconds: 0 });
    // The guide: "0x01 to 0x64: Battery percentage"; the example's 0xC1 is a firmware 1.x voltage byte.
    expect(readings(result)).toStrictEqual({ temperature: 25.3, motion: false, button: false });
    expect(result.warnings).toStrictEqual([
      'battery level 193 is no percentage (firmware 2.x sends 1-100); no battery reading',
    ]);
  });

  it('GEOLOC_START event: no position, the header still read', () => {
    const { model, fPort, hex, output } = abeewayTtnExamples.geolocStart;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.location).toBeUndefined();
    expect(readings(result)).toStrictEqual({ temperature: 23.8, motion: false, button: false });
  });
});

describe('Abeeway AT2: positions (the driver examples)', () => {
  it('"GPS_FIX position - FIX 3D": the extended fix with its altitude and EHPE in metres', () => {
    const result = run(MICRO, 18, '0e4c00940000520319ff471b0436341e004d150b5e0013190769');
    expect(result.location).toStrictEqual({
      lat: 43.6160283,
      lon: 7.066115,
      alt: 77,
      accuracy: 21,
      ageSeconds: 82,
    });
    expect(result.fields.age).toBe(82);
    expect(result.fields.gpsPrevious).toStrictEqual({
      age: 200,
      dynamicMotionState: 'STATIC',
      latitude: 43.6160286,
      longitude: 7.0661141,
    });
    // Battery byte 0: charging, so no level (the guide: "0x00: the battery is charging").
    expect(result.fields.batteryStatus).toBe('CHARGING');
    expect(readings(result)).toStrictEqual({ temperature: 30.9, motion: true, button: false });
  });

  it('"GPS_FIX position - FIX 2D": no altitude in the location, the field kept', () => {
    const result = run(MICRO, 18, '0e4800920000470019ff489a04364c0200bf1b0d15008c0f0822');
    expect(result.location).toStrictEqual({
      lat: 43.6160666,
      lon: 7.0667266,
      accuracy: 105.88,
      ageSeconds: result.fields.age as number,
    });
    expect(result.fields.gpsAltitude).toBe(1.91);
  });

  it('"GPS_TIMEOUT position - (T0 timeout)": no location, a warning, the battery read', () => {
    const result = run(MICRO, 18, '0e2964920100000100000000');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual(['GPS timeout (T0_TIMEOUT): no position']);
    expect(readings(result)).toStrictEqual({
      battery_pct: 100,
      temperature: 29.9,
      motion: false,
      button: false,
    });
  });

  it('"WIFI_BSSIDS_WITH_NO_CYPHER position": the scan stays a field, no position without a solver', () => {
    const result = run(MICRO, 17, '0358f28e790ee0b9e5b0b383b9b2ce7dbae6dfb744ce7dbae6dcb7aca31ee5b081b4');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toBeUndefined();
    expect(result.fields.wifiBssids).toStrictEqual([
      { bssid: 'e0:b9:e5:b0:b3:83', rssi: -71 },
      { bssid: 'b2:ce:7d:ba:e6:df', rssi: -73 },
      { bssid: '44:ce:7d:ba:e6:dc', rssi: -73 },
      { bssid: 'ac:a3:1e:e5:b0:81', rssi: -76 },
    ]);
    expect(result.fields.age).toBe(112);
  });

  it('"BLE_BEACON_FAILURE: NO_BEACON_DETECTED (2)": a warning, no position', () => {
    const result = run(MICRO, 17, '0348008e0804');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toContain('BLE beacon scan failed (NO_BEACON_DETECTED): no position');
  });
});

describe('Abeeway AT2: the common header and the other messages', () => {
  it('firmware 1.x on port 17: the battery is an encoded voltage (FW 1.7 guide, 2.8-4.2 V)', () => {
    // "Uplink containing GPS_FIX position (1)": 0xC1 = (193 - 1) × 1.4 / 253 + 2.8 V.
    const result = run(MICRO, 17, '036ac18900001d28b901603702');
    expect(result.fields.batteryVoltage).toBe(3.86);
    expect(readingOf(result, 'battery_mv')).toBe(3862);
    expect(readingOf(result, 'battery_pct')).toBeUndefined();
  });

  it('a voltage byte of 0 is reserved: no battery reading', () => {
    // "Uplink containing BLE_BEACON_SCAN position (2)".
    const result = run(MICRO, 17, '0348008e070101020304050601');
    expect(readingOf(result, 'battery_mv')).toBeUndefined();
    expect(result.warnings).toStrictEqual(['battery byte 0x00 is no voltage; no battery reading']);
  });

  it('"SOS_MODE_START" and "SOS_MODE_END" events press and release the button', () => {
    expect(readingOf(run(MICRO, 17, '0a00f9860007'), 'button')).toBe(true);
    expect(readingOf(run(MICRO, 17, '0a00f9860008'), 'button')).toBe(false);
    // Other messages give the header's SOS mode flag (status bit 4): set, the button's alarm in force.
    expect(readingOf(run(MICRO, 17, '0a00f9860000'), 'button')).toBe(false);
    expect(readingOf(run(MICRO, 17, '0a10f9860000'), 'button')).toBe(true);
    expect(run(MICRO, 17, '0a10f9860000').fields.sosFlag).toBe(1);
  });

  it('"MOTION_START event": motion, whatever the header still says', () => {
    const result = run(MICRO, 17, '0a00f9860001');
    expect(result.fields.dynamicMotionState).toBe('STATIC');
    expect(readingOf(result, 'motion')).toBe(true);
  });

  it('"TEMPERATURE_ALERT event": below temperature_low raises the device alarm', () => {
    const result = run(MICRO, 17, '0a00fe6c000502876c00000001');
    expect(result.fields.measuredTemperature).toStrictEqual({
      state: 'LOW',
      max: 24.3,
      min: 10.6,
      highCounter: 0,
      lowCounter: 1,
    });
    expect(readingOf(result, 'threshold_alarm')).toBe(true);
  });

  it('"Shutdown uplink (LOW_BATTERY)": low battery', () => {
    const result = run(MICRO, 17, '0900f9860001');
    expect(result.fields.shutdownCause).toBe('LOW_BATTERY');
    expect(readingOf(result, 'low_battery')).toBe(true);
    expect(readingOf(run(MICRO, 17, '0900f9860000'), 'low_battery')).toBeUndefined();
  });

  it('"Health status uplink": the battery voltage in mV beside the charging header', () => {
    const result = run(MICRO, 18, '04200092110004928f0000000000010000103f');
    expect(readings(result)).toStrictEqual({
      temperature: 29.9,
      motion: false,
      button: false,
      battery_mv: 4159,
    });
  });

  it('heartbeat: the guide\'s "2.1-0 is coded as 0x020100"', () => {
    const result = run(MICRO, 18, '05205a880001020100');
    expect(result.fields).toMatchObject({
      messageType: 'HEARTBEAT',
      resetCause: 1,
      firmwareVersion: '2.1.0',
    });
    expect(result.fields.bleFirmwareVersion).toBeUndefined();
  });

  it('"Frame pending uplink": two bytes, no header, no readings', () => {
    const result = run(MICRO, 18, '0001');
    expect(result).toStrictEqual({
      fields: { messageType: 'FRAME_PENDING', currentAckTokenValue: 1 },
      readings: [],
    });
  });

  it('configuration parameters are kept as sent (id, 32-bit value)', () => {
    // "Uplink containing miscData DEVICE_CONFIGURATION for GPS timeout parameters".
    const result = run(MICRO, 18, '0720647ca002670000003c68000000780b000000140a0000001e0900000078');
    expect(result.fields.configurationParameters).toStrictEqual([
      { id: 103, value: 60 },
      { id: 104, value: 120 },
      { id: 11, value: 20 },
      { id: 10, value: 30 },
      { id: 9, value: 120 },
    ]);
  });

  it('every model of the family reads the same format', () => {
    for (const model of [
      'abeeway/abeeway-smart-badge',
      'abeeway/abeeway-compact-tracker',
      'abeeway/abeeway-industrial-tracker',
    ]) {
      expect(run(model, 18, '0e4c00940000520319ff471b0436341e004d150b5e0013190769').location?.alt).toBe(77);
    }
  });
});

describe('Abeeway AT2: hostile input', () => {
  it('refuses port 19, where firmware 3.x (AT3) sends another layout', () => {
    // asset-tracker-3-codec.yaml: "GNSS uplink" on fPort 19.
    const error = errorOf(() => run(MICRO, 19, '105e0c248a00000119ff3ff20436458000a10000000a1765'));
    expect(error.kind).toBe('unsupported_port');
  });

  it('an unknown message type or a header cut short is a DecodeError', () => {
    expect(errorOf(() => run(MICRO, 18, '0100f98600')).message).toBe(`${MICRO}: unknown message type 0x01`);
    expect(errorOf(() => run(MICRO, 18, '03480099')).message).toBe(
      `${MICRO}: payload too short (4 bytes, expected 5)`,
    );
    expect(errorOf(() => run(MICRO, 18, '00'))).toBeInstanceOf(DecodeError);
  });

  it('a GPS fix cut short keeps the header and says so, with no position', () => {
    // "fail decode position uplink with not valid payload" (the driver gives an error).
    const result = run(MICRO, 17, '0380f98600');
    expect(result.location).toBeUndefined();
    expect(readings(result)).toStrictEqual({
      battery_mv: 4172,
      temperature: 23.8,
      motion: false,
      button: false,
    });
    expect(result.warnings).toStrictEqual([
      'POSITION_MESSAGE body not decoded: payload too short (5 bytes, expected 13)',
    ]);
  });

  it('an unknown event or position kind keeps the header with a warning', () => {
    // "fail decode event uplink with an unknown event".
    const event = run(MICRO, 18, '0a04538a000b01b5dffb');
    expect(event.warnings).toStrictEqual(['unknown event 11']);
    expect(readingOf(event, 'battery_pct')).toBe(83);
    expect(run(MICRO, 18, '03404b800c').warnings).toStrictEqual(['unknown position type 12: not decoded']);
  });

  it('a fix of (0, 0) is no position', () => {
    const result = run(MICRO, 18, '03404b800000000000000000000a');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual(['position 0, 0 is not a fix; not stored']);
  });

  it('a scan cut inside an entry keeps the whole entries', () => {
    const result = run(MICRO, 18, '03404b8009020102030405069f0a0b');
    expect(result.fields.wifiBssids).toStrictEqual([{ bssid: '01:02:03:04:05:06', rssi: -97 }]);
    expect(result.warnings).toStrictEqual(['2 bytes after the last complete entry not decoded']);
  });
});
