import { describe, expect, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { abeewayAt3GnssUplink } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// Vendors' codecs as a network server runs them for a device Pinpoint has no model for: their
// documented outputs, mapped by name. Each value below is what the vendor's codec writes.

describe("codec outputs of models Pinpoint's decoders do not cover", () => {
  it('Elsys ERS CO2: light in lux and a motion count were dropped', () => {
    // TheThingsNetwork/lorawan-devices vendor/elsys/ers-co2-codec.yaml, example "ERS CO2
    // temperature, humidity, light, motion and co2" (codec elsys.js: light in lux, motion = the
    // number of PIR triggers since the last uplink).
    const output = { temperature: 22.6, humidity: 41, light: 39, motion: 6, co2: 776 };
    expect(mapNetworkDecoded(output, null)).toStrictEqual({
      readings: [
        { field: 'temperature', value: 22.6 },
        { field: 'humidity', value: 41 },
        { field: 'illuminance', value: 39 },
        { field: 'motion', value: true },
        { field: 'co2', value: 776 },
      ],
      dropped: [],
    });
  });

  it('Elsys: vdd is the battery in mV, occupancy 2 is occupied and 0 free', () => {
    // elsys.js: TYPE_VDD "VDD 2byte 0-65535mV" written as `vdd`; TYPE_OCCUPANCY as `occupancy`.
    expect(mapNetworkDecoded({ vdd: 3648, occupancy: 2 }, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 3648 },
      { field: 'occupied', value: true },
    ]);
    expect(mapNetworkDecoded({ occupancy: 0, motion: 0 }, null).readings).toStrictEqual([
      { field: 'occupied', value: false },
      { field: 'motion', value: false },
    ]);
  });

  it('Digital Matter Oyster: the position in latitudeDeg/longitudeDeg was lost, speed is km/h', () => {
    // TheThingsNetwork/lorawan-devices vendor/digital-matter/oyster-codec.yaml, "Position update".
    const output = {
      batV: 5.550000000000001,
      fixFailed: false,
      headingDeg: 0,
      inTrip: false,
      latitudeDeg: -32,
      longitudeDeg: 116,
      manDown: null,
      speedKmph: 0,
      type: 'position',
    };
    expect(mapNetworkDecoded(output, null)).toStrictEqual({
      readings: [{ field: 'battery_mv', value: 5550 }],
      dropped: [],
      location: { lat: -32, lon: 116, source: 'gnss', speed: 0, heading: 0 },
    });
    const moving = { ...output, latitudeDeg: -31.95, longitudeDeg: 115.86, speedKmph: 36, headingDeg: 90 };
    expect(mapNetworkDecoded(moving, null).location).toStrictEqual({
      lat: -31.95,
      lon: 115.86,
      source: 'gnss',
      speed: 10,
      heading: 90,
    });
  });

  it('Dragino LDDS75 (its own decoder): Distance in mm and the DS18B20 probe were dropped', () => {
    // dragino/dragino-end-node-decoder LDDS75/LDDS75_Decoder_V1.1.4.js: Bat in V, Distance in mm,
    // TempC_DS18B20 a string with two decimals. Its output for 0B 45 01 05 00 00 E1 01:
    const output = {
      Node_type: 'LDDS75',
      Bat: 2.885,
      Distance: 261,
      Interrupt_flag: 0,
      TempC_DS18B20: '22.50',
      Sensor_flag: 1,
    };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 2885 },
      { field: 'distance_mm', value: 261 },
      { field: 'external_temperature', value: 22.5 },
    ]);
    // Without a probe the word is 0x0000: "0.00", no reading.
    expect(mapNetworkDecoded({ ...output, TempC_DS18B20: '0.00' }, null).readings).toHaveLength(2);
  });

  it('Dragino LSN50 v2: the documented example keeps SHT values; TempC1 0 (no probe) is no reading', () => {
    // TheThingsNetwork/lorawan-devices vendor/dragino/lsn50-v2-codec.yaml, "Moisture & EC Sensor".
    const output = {
      ADC_CH0V: 0,
      BatV: 2.9,
      Digital_IStatus: 'L',
      Door_status: 'OPEN',
      EXTI_Trigger: 'FALSE',
      Hum_SHT: 51.7,
      TempC1: 0,
      TempC_SHT: 25.2,
      Work_mode: 'IIC',
    };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 2900 },
      { field: 'humidity', value: 51.7 },
      { field: 'temperature', value: 25.2 },
    ]);
    // lsn50-v2.js: mode 1 writes Distance_cm, mode 0 without SHT writes Illum (lux).
    expect(mapNetworkDecoded({ Distance_cm: 123.4, Illum: 310, TempC1: 21.3 }, null).readings).toStrictEqual([
      { field: 'distance_mm', value: 1234 },
      { field: 'illuminance', value: 310 },
      { field: 'external_temperature', value: 21.3 },
    ]);
  });

  it('a distance written with its unit is read in that unit', () => {
    expect(mapNetworkDecoded({ distance: '123 cm' }, null).readings).toStrictEqual([
      { field: 'distance_mm', value: 1230 },
    ]);
    expect(mapNetworkDecoded({ Distance: '1234 mm' }, null).readings).toStrictEqual([
      { field: 'distance_mm', value: 1234 },
    ]);
  });

  it("Dragino LHT65N (TTN codec): the illumination probe's ILL_lx was dropped", () => {
    // TheThingsNetwork/lorawan-devices vendor/dragino/lht65n.js, Ext = 5: `ILL_lx`, lux. Its output
    // for CB F6 0B 0D 03 76 05 01 2C 7F FF, the same as Pinpoint's own decoder gives:
    const output = {
      BatV: 3.062,
      Bat_status: 3,
      TempC_SHT: 28.29,
      Hum_SHT: 88.6,
      Work_mode: 'Illumination Sensor',
      ILL_lx: 300,
    };
    expect(mapNetworkDecoded(output, 'dragino/lht65n').readings).toStrictEqual([
      { field: 'battery_mv', value: 3062 },
      { field: 'temperature', value: 28.29 },
      { field: 'humidity', value: 88.6 },
      { field: 'illuminance', value: 300 },
    ]);
  });

  it("SenseCAP S210x: the device's battery message (upload_battery, %) was dropped", () => {
    // TheThingsNetwork/lorawan-devices vendor/sensecap/sensecap210x-codec.yaml, examples "End
    // device's properties" and "telemetry" (codec sensecap210x-common-decoder.js).
    const properties = {
      valid: true,
      err: 0,
      payload: '0000000101000100070064003C00012001000000002890',
      messages: [
        { type: 'upload_version', hardwareVersion: '1.0', softwareVersion: '1.1' },
        { type: 'upload_battery', battery: 100 },
        { type: 'upload_interval', interval: 3600 },
        { type: 'report_remove_sensor', channel: 1 },
      ],
    };
    expect(mapNetworkDecoded(properties, null).readings).toStrictEqual([
      { field: 'battery_pct', value: 100 },
    ]);
    const telemetry = {
      valid: true,
      err: 0,
      payload: '01011098530000010210A87A0000AF51',
      messages: [
        { type: 'report_telemetry', measurementId: 4097, measurementValue: 21.4 },
        { type: 'report_telemetry', measurementId: 4098, measurementValue: 31.4 },
      ],
    };
    expect(mapNetworkDecoded(telemetry, null).readings).toStrictEqual([
      { field: 'temperature', value: 21.4 },
      { field: 'humidity', value: 31.4 },
    ]);
  });
});

describe("Abeeway trackers' codecs (TheThingsNetwork/lorawan-devices vendor/abeeway)", () => {
  it('asset-tracker-2: the GPS fix, its accuracy and the temperature were lost', () => {
    // asset-tracker-2-codec.yaml, "Uplink containing GPS_FIX position" (its output verbatim).
    const output = outputOf('abeeway/abeeway-micro-tracker', 'GPS_FIX position');
    const mapped = mapNetworkDecoded(output, null);
    expect(mapped.location).toStrictEqual({
      lat: 48.9208064,
      lon: 2.3082752,
      accuracy: 7.84,
      source: 'gnss',
      // `age`: seconds from the fix to the transmission (vendor-fix-times.test.ts).
      ageSeconds: 0,
    });
    expect(mapped.readings).toEqual(
      expect.arrayContaining([
        { field: 'temperature', value: 25.3 },
        { field: 'button', value: false },
      ]),
    );
    // The raw battery byte (193) is no percentage: dropped with a warning, as before.
    expect(mapped.readings.map((r) => r.field)).not.toContain('battery_pct');
  });

  it('asset-tracker-3: the nested gnssFix and the header battery were lost', () => {
    // asset-tracker-3-codec.yaml, "GNSS uplink" (its output verbatim).
    const output = abeewayAt3GnssUplink;
    const mapped = mapNetworkDecoded(output, null);
    expect(mapped.location).toStrictEqual({
      lat: 43.615845,
      lon: 7.06656,
      alt: 161,
      accuracy: 23,
      source: 'gnss',
      // The POSITION message's header.timestamp (vendor-fix-times.test.ts).
      time: new Date('2024-06-20T12:51:48.000Z'),
    });
    expect(mapped.readings).toStrictEqual([
      { field: 'battery_pct', value: 94 },
      { field: 'button', value: false },
    ]);
  });

  it("takes no position from Digital Matter's `cached` last fix when the fix failed", () => {
    // oyster.js: a failed fix puts the previous position under `cached`.
    const output = {
      type: 'position',
      fixFailed: true,
      batV: 4.1,
      cached: { latitudeDeg: -32, longitudeDeg: 116 },
    };
    expect(mapNetworkDecoded(output, null).location).toBeUndefined();
  });
});

describe("Netvox's codecs (TheThingsNetwork/lorawan-devices vendor/netvox)", () => {
  it('R718A status report: Volt, Temp and Humi were dropped', () => {
    // r718a-codec.yaml, "Status report" (payload/r711_r718a_r718ab_r720a.js).
    const output = { Device: 'R718A', Volt: 3.6, Temp: 25.38, Humi: 68 };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 3600 },
      { field: 'temperature', value: 25.38 },
      { field: 'humidity', value: 68 },
    ]);
  });

  it('R311A status report: a low battery written "2.3(low battery)" is 2300 mV and the low-battery flag', () => {
    // r311a-codec.yaml, second "Status report" (payload/r311a_r718f_r730f.js).
    const output = { Device: 'R311A', Volt: '2.3(low battery)', OnOff: 1 };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 2300 },
      { field: 'low_battery', value: true },
    ]);
  });
});

describe("RAKwireless WisBlock's LPP decoder (TheThingsNetwork/lorawan-devices vendor/rakwireless/decoder-wisblock-kit.js)", () => {
  it('reads its names with the channel: humidity, barometer and illuminance were dropped', () => {
    // The decoder writes `${name}_${channel}` with its own type names; these values are what it
    // gives for 01 67 01 10 | 02 68 50 | 03 73 27 97 | 04 65 01 2C | 05 82 00 00 04 D2.
    const output = {
      temperature_1: 27.2,
      humidity_2: 40,
      barometer_3: 1013.5,
      illuminance_4: 300,
      distance_5: 1.234,
    };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'temperature', value: 27.2 },
      { field: 'humidity', value: 40 },
      { field: 'pressure', value: 1013.5 },
      { field: 'illuminance', value: 300 },
      { field: 'distance_mm', value: 1234 },
    ]);
  });
});

describe("Adeunis's codecs (TheThingsNetwork/lorawan-devices vendor/adeunis)", () => {
  it('COMFORT CO2: the values under `bytes`, newest first, were all dropped', () => {
    // comfort-co2-codec.yaml, "0x6a Comfort CO2 data" (its output verbatim).
    const output = {
      bytes: {
        type: '0x6a Comfort CO2 data',
        status: {
          frameCounter: 4,
          hardwareError: false,
          lowBattery: false,
          configurationDone: false,
          configurationInconsistency: false,
          timestamp: false,
        },
        decodingInfo: 'values: [t=0, t-1, t-2, ...]',
        temperature: { unit: '°C', values: [43.5, 43.6] },
        humidity: { unit: '%', values: [62, 63] },
        co2: { unit: 'ppm', values: [420, 421] },
      },
    };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'temperature', value: 43.5 },
      { field: 'humidity', value: 62 },
      { field: 'co2', value: 420 },
    ]);
  });

  it("TEMP 4: the first probe is the device's temperature, the second its external probe", () => {
    // temp-codec.yaml, "0x57 Temp 4 periodic data" (its output verbatim).
    const output = {
      bytes: {
        type: '0x57 Temp 4 periodic data',
        status: {
          frameCounter: 4,
          hardwareError: false,
          lowBattery: true,
          configurationDone: false,
          configurationInconsistency: false,
          configuration2ChannelsActivated: true,
          timestamp: true,
        },
        timestamp: '2023-12-28T19:22:17.000',
        decodingInfo: 'values: [t=0, t-1, t-2, ...]',
        temperatures: [
          { name: 'temperature 1', unit: '°C', values: [43.5, 50] },
          { name: 'temperature 2', unit: '°C', values: [-10, -0.1] },
        ],
      },
    };
    expect(mapNetworkDecoded(output, null).readings).toStrictEqual([
      { field: 'temperature', value: 43.5 },
      { field: 'external_temperature', value: -10 },
    ]);
  });
});
