import { describe, expect, it } from 'vitest';
import { crc16Kermit } from './formats/sensecap-measurements.ts';
import { listModels, parseHex } from './index.ts';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';
import { sensorTtnExamples, telemetry } from './test-support/ttn-codec-examples-sensors.ts';

// SenseCAP S210x sensors (7-byte measurement records + CRC) and the S2120 weather station
// (frames). "Vendor" outputs below were decoded by Seeed-Solution/SenseCAP-Decoder
// S210X/TTN/SenseCAP_S210X_TTN_Decoder.js or S2120/TTN/SenseCAP_S2120_TTN_Decoder.js at
// bceda3d31df47908e3934566c7f640fea763d539 in Node (copied to /tmp, decodeUplink({ bytes })),
// and are its `data.messages`, which our `fields.messages` must equal.

const S2101 = 'sensecap/sensecaps2101-temp-humid';
const S2103 = 'sensecap/sensecaps2103-co2-temp-humid';
const S2105 = 'sensecap/sensecaps2105-soll-moisture-temp-ec';
const S2120 = 'sensecap/sensecaps2120-8-in-1';

describe('SenseCAP S210x measurement records', () => {
  // TheThingsNetwork/lorawan-devices vendor/sensecap/sensecap210x-codec.yaml (62c8acdd), examples 1-3.
  it('decodes the codec yaml example "End device\'s properties"', () => {
    const { model, fPort, hex, output } = sensorTtnExamples.s2101Properties;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.readings).toEqual([{ field: 'battery_pct', value: 100 }]);
    expect(result.warnings).toEqual(['sensor removed from channel 1']);
  });

  it('decodes the codec yaml example "telemetry"', () => {
    const { model, fPort, hex, output } = sensorTtnExamples.s2101Telemetry;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.readings).toEqual([
      { field: 'temperature', value: 21.4 },
      { field: 'humidity', value: 31.4 },
    ]);
    expect(result.warnings).toBeUndefined();
  });

  it('decodes the codec yaml example "Report sensor\'s metadatas" (sensor EUI, high half first)', () => {
    const { model, fPort, hex, output } = sensorTtnExamples.s2105Metadata;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.readings).toEqual([]);
  });

  // Seeed-Solution/SenseCAP-Decoder README.md: an uplink of a SenseCAP sensor via TTN's MQTT API.
  it("decodes the README's MQTT example (28 °C, 65 %)", () => {
    const result = run(S2101, 2, '010110606D0000010210E8FD00009648');
    expect(result.readings).toEqual([
      { field: 'temperature', value: 28 },
      { field: 'humidity', value: 65 },
    ]);
  });

  // SenseCAP LoRaWAN sensor user manual, "CO2 Sensor measurement packet" (010410E08D0500 + CRC 9802).
  it('decodes the user manual CO2 record (364 ppm)', () => {
    const result = run(S2103, 2, '010410E08D05009802');
    expect(result.fields).toStrictEqual({ messages: [telemetry(4100, 364)] });
    expect(readingOf(result, 'co2')).toBe(364);
  });

  describe('differential cases (vendor output written out)', () => {
    it('battery record, negative temperature, humidity at 100 %', () => {
      const result = run(S2101, 2, '00070032003C00010110C063FFFF010210A0860100DDC0');
      // Vendor: the same four messages.
      expect(result.fields.messages).toStrictEqual([
        { type: 'upload_battery', battery: 50 },
        { type: 'upload_interval', interval: 3600 },
        telemetry(4097, -40),
        telemetry(4098, 100),
      ]);
      expect(result.readings).toEqual([
        { field: 'battery_pct', value: 50 },
        { field: 'temperature', value: -40 },
        { field: 'humidity', value: 100 },
      ]);
    });

    it('S2105: soil temperature below zero, moisture, EC in dS/m stored as µS/cm', () => {
      const result = run(S2105, 2, '01061024FAFFFF010710B2890000010C10E20400000FC1');
      expect(result.fields.messages).toStrictEqual([
        telemetry(4102, -1.5),
        telemetry(4103, 35.25),
        telemetry(4108, 1.25),
      ]);
      expect(result.readings).toEqual([
        { field: 'soil_temperature', value: -1.5 },
        { field: 'soil_moisture', value: 35.25 },
        { field: 'soil_conductivity', value: 1250 },
      ]);
    });

    it('0x7FFFFFFF is kept in the fields as the vendor gives it, but is no reading', () => {
      const result = run(S2101, 2, '010110FFFFFF7F010210BCB10000BB1E');
      expect(result.fields.messages).toStrictEqual([telemetry(4097, 2147483.647), telemetry(4098, 45.5)]);
      expect(result.readings).toEqual([{ field: 'humidity', value: 45.5 }]);
      expect(result.warnings).toEqual(['measurement 4097 on channel 1 is 7FFFFFFF (no value); not stored']);
    });

    it('model info (id 9), an unknown id (8) and CO2 on a model without CO2', () => {
      const result = run(S2101, 2, '000900000302010008004433221101041000D007000682');
      expect(result.fields.messages).toStrictEqual([
        { type: 'model_info', detectionType: 1, modelId: 2, modelVer: 3 },
        { type: 'unknown_message', dataID: 8, dataValue: '44332211' },
        telemetry(4100, 512),
      ]);
      expect(result.readings).toEqual([]);
      expect(result.warnings).toEqual([
        'unknown record id 8 on channel 0 at byte 7: not decoded',
        'measurement 4100 (CO2) is not one the S2101 reports; kept in the fields only',
      ]);
    });

    it('rejects a wrong CRC, which the S210x vendor decoder never checks', () => {
      // Vendor: valid, 21.4 °C and 31.4 % (its crc16Check returns true); the TTN repository's
      // sensecap-common-decoder.js (first-generation sensors) rejects it (err -1).
      const error = errorOf(() => run(S2101, 2, '01011098530000010210A87A0000AF50'));
      expect(error.message).toBe(`${S2101}: CRC mismatch (payload ends in 0x50af, records give 0x51af)`);
    });

    it('rejects a length that is not records and a CRC, and a bare CRC', () => {
      // Vendor: err -2 "length check fail."; for the 2 bytes, valid with no messages.
      expect(errorOf(() => run(S2101, 2, '0101109853000001')).message).toBe(
        `${S2101}: payload of 8 bytes is not 7-byte records and a 2-byte CRC`,
      );
      expect(errorOf(() => run(S2101, 2, 'AF51')).kind).toBe('invalid_payload');
    });
  });

  it('computes the CRC of the TTN codec (its table is CRC-16/KERMIT)', () => {
    expect(crc16Kermit(parseHex('01011098530000010210A87A0000'))).toBe(0x51af);
    expect(crc16Kermit(parseHex('01011098530000010210A87A0000AF51'))).toBe(0);
  });

  it('accepts any port, as the vendor decoder does', () => {
    for (const fPort of [1, 2, 3, 100]) {
      expect(readingOf(run(S2101, fPort, '01011098530000010210A87A0000AF51'), 'temperature')).toBe(21.4);
    }
  });
});

describe('SenseCAP S2120 frames', () => {
  // An S2120 uplink on port 3 quoted in home-assistant/core#121249 (frm_payload
  // AQCFTQAAD0cAABUCAH8AAAAAJu4DZA==).
  it('decodes a real uplink: frames 01, 02 and 03', () => {
    const result = run(S2120, 3, '0100854D00000F4700001502007F0000000026EE0364');
    // Vendor: the same messages.
    expect(result.fields).toStrictEqual({
      messages: [
        [
          { measurementValue: 13.3, measurementId: '4097', type: 'Air Temperature' },
          { measurementValue: 77, measurementId: '4098', type: 'Air Humidity' },
          { measurementValue: 3911, measurementId: '4099', type: 'Light Intensity' },
          { measurementValue: 0, measurementId: '4190', type: 'UV Index' },
          { measurementValue: 2.1, measurementId: '4105', type: 'Wind Speed' },
        ],
        [
          { measurementValue: 127, measurementId: '4104', type: 'Wind Direction Sensor' },
          { measurementValue: 0, measurementId: '4113', type: 'Rain Gauge' },
          { measurementValue: 99660, measurementId: '4101', type: 'Barometric Pressure' },
        ],
        [{ 'Battery(%)': 100 }],
      ],
    });
    expect(result.readings).toEqual([
      { field: 'temperature', value: 13.3 },
      { field: 'humidity', value: 77 },
      { field: 'illuminance', value: 3911 },
      { field: 'uv_index', value: 0 },
      { field: 'wind_speed_ms', value: 2.1 },
      { field: 'wind_direction_deg', value: 127 },
      { field: 'pressure', value: 996.6 },
      { field: 'battery_pct', value: 100 },
    ]);
    expect(result.warnings).toBeUndefined();
  });

  // Seeed-Solution/SenseCAP-Decoder#12: later firmware's 4A 4B 4C frames, for which the TTN
  // repository's sensecap2120-8-in-1-decoder.js gives `messages: []`.
  it('decodes the 4A 4B 4C frames of later firmware', () => {
    const result = run(S2120, 3, '4A00F136000000000000004B004E0000000026FB4C0000000001FC');
    const messages = result.fields.messages as unknown[][];
    // Vendor (Seeed's HEAD): frame 4C gives these two; 4A and 4B as 01 and 02.
    expect(messages[2]).toStrictEqual([
      { measurementValue: 0, measurementId: '4191', type: ' Peak Wind Gust' },
      { measurementValue: 0.508, measurementId: '4213', type: 'Rain Accumulation' },
    ]);
    expect(messages[1]).toContainEqual({
      measurementValue: 99790,
      measurementId: '4101',
      type: 'Barometric Pressure',
    });
    expect(readingOf(result, 'temperature')).toBe(24.1);
    expect(readingOf(result, 'humidity')).toBe(54);
    expect(readingOf(result, 'wind_direction_deg')).toBe(78);
    expect(readingOf(result, 'pressure')).toBe(997.9);
    // Gust and accumulated rain stay fields: no reading for them.
    expect(result.readings).toHaveLength(7);
  });

  // SenseCAP S2120 user guide, 10.3.2 "Battery information packets": the combined packet
  // 04 64 01010103 000A 05A0 + frames 01 and 02.
  it("decodes the user guide's combined packet (frame 04)", () => {
    const result = run(S2120, 3, '046401010103000A05A0010110430000000000000002011A000000002702');
    expect((result.fields.messages as unknown[][])[0]).toStrictEqual([
      {
        'Battery(%)': 100,
        'Hardware Version': '1.1',
        'Firmware Version': '1.3',
        measureInterval: 600,
        gpsInterval: 86400,
      },
    ]);
    expect(readingOf(result, 'battery_pct')).toBe(100);
    expect(readingOf(result, 'temperature')).toBe(27.2);
    expect(readingOf(result, 'wind_direction_deg')).toBe(282);
    expect(readingOf(result, 'pressure')).toBe(998.6);
  });

  describe('differential cases (vendor output written out)', () => {
    it('a negative temperature (frame 01)', () => {
      const result = run(S2120, 3, '01FF8332000001F4020032');
      expect(result.fields.messages).toStrictEqual([
        [
          { measurementValue: -12.5, measurementId: '4097', type: 'Air Temperature' },
          { measurementValue: 50, measurementId: '4098', type: 'Air Humidity' },
          { measurementValue: 500, measurementId: '4099', type: 'Light Intensity' },
          { measurementValue: 0.2, measurementId: '4190', type: 'UV Index' },
          { measurementValue: 5, measurementId: '4105', type: 'Wind Speed' },
        ],
      ]);
      expect(readingOf(result, 'temperature')).toBe(-12.5);
    });

    it('a sensor error (frame 06) is a warning and no reading', () => {
      const result = run(S2120, 3, '0603');
      expect(result.fields.messages).toStrictEqual([
        [
          {
            measurementId: '4101',
            type: 'sensor_error_event',
            errCode: '03',
            descZh: 'CCL_SENSOR_NOT_RESPONSE',
          },
        ],
      ]);
      expect(result.readings).toEqual([]);
      expect(result.warnings).toEqual(['sensor error 0x03 (CCL_SENSOR_NOT_RESPONSE): no measurement']);
    });

    it('skips a data-logger frame (0x20) with a warning and keeps the battery frame after it', () => {
      // Vendor: [[], [{ 'Battery(%)': 100 }]] (it splits 0x20 but decodes nothing from it).
      const result = run(S2120, 3, '20000000000000000000000364');
      expect(result.fields.messages).toStrictEqual([[{ 'Battery(%)': 100 }]]);
      expect(result.readings).toEqual([{ field: 'battery_pct', value: 100 }]);
      expect(result.warnings).toEqual(['unknown frame 0x20 at byte 0: 11 bytes not decoded']);
    });

    it('warns about a cut-off frame where the vendor decodes garbage', () => {
      // Vendor, for 01 99: temperature -10.3 and four null values.
      const result = run(S2120, 3, '0364' + '0199');
      expect(result.readings).toEqual([{ field: 'battery_pct', value: 100 }]);
      expect(result.warnings).toEqual([
        'payload truncated: frame 0x01 at byte 2 needs 11 bytes, has 2; not decoded',
      ]);
    });
  });
});

it('lists the SenseCAP sensors with the battery from their device records', () => {
  const sensors = listModels().filter((model) => /^sensecap\/sensecaps2/.test(model.modelId));
  expect(sensors.map((model) => model.model)).toEqual([
    'S2100 data logger',
    'S2101',
    'S2102',
    'S2103',
    'S2104',
    'S2105',
    'S2120',
  ]);
  for (const model of sensors) expect(model.readings).toContain('battery_pct');
});
