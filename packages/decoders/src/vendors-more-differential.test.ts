import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';

// Vendors' and integrators' decoders run on the same bytes, their outputs recorded verbatim (the
// vendor code is not needed to run these tests):
// [imb]  IMBUILDINGS' own decoder, IMBUILDINGS/docs assets/imbuildings-decoder.js (last changed
//        aa053712; docs at 81da04b6), run in Node (decodeUplink).
// [ttn]  TTN's vendor/imbuildings/imbuildings.js (2426c47d, #356), as ttn-codec-examples-vendors-2.ts.
// [aws]  aws-samples/aws-iot-core-lorawan transform_binary_payload/src-payload-decoders/python/
//        globalsat_lt100.py (038e891c; repository at 8cc805dc), run in Python 3 (dict_from_payload).
// [ms]   Microshare's robot "Decoding Globalsat LT-100" (docs.microshare.io), run in Node (parsePayload).

describe("IMBUILDINGS: frames the TTN codec cannot read, read as IMBUILDINGS' own decoder reads them", () => {
  it('[imb] the Moodbox without its header (port 33, one byte): [ttn] wants 14 bytes there', () => {
    // [ttn] {"errors":["Unable to detect correct payload. Please check your device configuration"]}
    const imb = {
      payload_type: 3,
      payload_variant: 3,
      button_pressed: true,
      button: { a: true, b: false, c: true, d: false, e: false },
    };
    const result = run('imbuildings/imbuildings-moodbox', 33, '05');
    expect(result.fields).toStrictEqual(imb);
    expect(readingsOf(result)).toStrictEqual({ button: true });
  });

  it('[imb] the Moodbox buttons with the header: each bit its button, where [ttn] gives all bit 0', () => {
    const imb = {
      payload_type: 3,
      payload_variant: 3,
      device_id: '0004a30b00f0d40e',
      device_status: 0,
      battery_voltage: 3.1,
      button_pressed: true,
      button: { a: true, b: false, c: true, d: false, e: false },
    };
    expect(run('imbuildings/imbuildings-moodbox', 1, '03030004A30B00F0D40E00013605').fields).toStrictEqual(
      imb,
    );
  });

  it('[imb] and [ttn] give nothing for the old firmware\'s 15-byte variant 6 ({"errors":[]}): ours reads it', () => {
    const result = run('imbuildings/imbuildings-people-counter', 1, '02060004A30B00F6B569A0060005E4');
    expect(result.fields).toStrictEqual({
      payload_type: 2,
      payload_variant: 6,
      device_id: '0004a30b00f6b569',
      sensor_status: 160,
      total_counter_a: 1536,
      total_counter_b: 1508,
    });
  });
});

type Lt100Case = { hex: string; aws: Record<string, unknown>; readings: Record<string, number | boolean> };

const pennsylvania = { lat: 40.164057, long: -74.91665 };
const lt100: Lt100Case[] = [
  {
    // [aws]'s own test vector.
    hex: '0082640264DAD9FB88DCD6',
    aws: {
      deviceType: 0,
      gpsFix: '3D',
      reportType: 'Periodic mode report',
      batteryCapacity: 100,
      ...pennsylvania,
    },
    readings: { battery_pct: 100 },
  },
  {
    hex: '00453202649A4DFB8A1234',
    aws: {
      deviceType: 0,
      gpsFix: '2D',
      reportType: 'Motion mode moving report',
      batteryCapacity: 50,
      lat: 40.147533,
      long: -74.837452,
    },
    readings: { battery_pct: 50, motion: true },
  },
  {
    hex: '008E1EFD9A2ABA0086C4E8',
    aws: {
      deviceType: 0,
      gpsFix: '3D',
      reportType: 'SOS alarm report',
      batteryCapacity: 30,
      lat: -40.228166,
      long: 8.832232,
    },
    readings: { battery_pct: 30, button: true },
  },
  {
    // [aws] prints 0.0 for both coordinates.
    hex: '00074B0000000000000000',
    aws: {
      deviceType: 0,
      gpsFix: 'not fix',
      reportType: 'Motion mode moving to static report',
      batteryCapacity: 75,
      lat: 0,
      long: 0,
    },
    readings: { battery_pct: 75, motion: false },
  },
  {
    hex: '008F0A0264DAD9FB88DCD6',
    aws: {
      deviceType: 0,
      gpsFix: '3D',
      reportType: 'Low battery alarm report',
      batteryCapacity: 10,
      ...pennsylvania,
    },
    readings: { battery_pct: 10, low_battery: true },
  },
  {
    hex: '00930502649A4DFB8A1234',
    aws: {
      deviceType: 0,
      gpsFix: '3D',
      reportType: 'Power off (low battery)',
      batteryCapacity: 5,
      lat: 40.147533,
      long: -74.837452,
    },
    readings: { battery_pct: 5, low_battery: true },
  },
];

describe("Globalsat LT-100: our fields are [aws]'s", () => {
  it.each(lt100)('$hex', ({ hex, aws, readings }) => {
    const result = run('globalsat/lt-100', 2, hex);
    expect(result.fields).toStrictEqual(aws);
    expect(readingsOf(result)).toStrictEqual(readings);
    if (aws.gpsFix === 'not fix') {
      expect(result.location).toBeUndefined();
      expect(result.warnings).toStrictEqual(['GPS fix "not fix": the coordinates are no position']);
    } else expect(result.location).toStrictEqual({ lat: aws.lat, lon: aws.long });
  });

  it("[ms] reads the fix from bits 7-5 and negatives as one's complement: its output for [aws]'s vector", () => {
    // [ms] {"GPSFixStatus":"N/A","reportType":"Periodic mode report","battery":"100%",
    //       "lat":40.164057,"lng":-74.91664899999999}: 82 is no fix it knows, and -74.916650 is off by 1e-6.
    const result = run('globalsat/lt-100', 2, '0082640264DAD9FB88DCD6');
    expect(result.fields.gpsFix).toBe('3D');
    expect(result.location).toStrictEqual({ lat: 40.164057, lon: -74.91665 });
  });
});
