import { describe, expect, it } from 'vitest';
import { listModels } from './index.ts';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';
import { sensorTtnExamples, telemetry } from './test-support/ttn-codec-examples-sensors.ts';

// First-generation SenseCAP LoRaWAN sensors (measurement records, formats/sensecap-measurements.ts)
// and the Dragino LSN50v2-D20 / D22 / D23 DS18B20 probes.
//
// "Vendor" outputs below were decoded in Node (copied to /tmp, fed the same bytes) by:
// - SenseCAP: Seeed-Solution/SenseCAP-Decoder
//   "SenseCAP Gen1 Sensor/SenseCAP_WirelessSensor_TTN_Decoder.js" at
//   bceda3d31df47908e3934566c7f640fea763d539 (decodeUplink({ bytes }).data.messages);
// - Dragino: TheThingsNetwork/lorawan-devices vendor/dragino/lsn50v2-d20.js and
//   vendor/dragino/lsn50v2-d20-d22-d23.js at 0a254aaa3adb0237faed50aa34916df1d07cf417
//   (decodeUplink({ fPort, bytes }).data). dragino/dragino-end-node-decoder
//   LSN50v2-D20-D22-D23/LSN50v2-D20-Decoder.txt at e81cc58a gives the same fields as
//   lsn50v2-d20.js on 5000 generated payloads, plus Node_type "LSN50-D23".

const AIR_TH = 'sensecap/sensecap-air-th';
const CO2 = 'sensecap/sensecap-co2';
const LIGHT = 'sensecap/sensecap-light';
const PRESSURE = 'sensecap/sensecap-pressure';
const SOIL_TH = 'sensecap/sensecap-soil-th';
const D20 = 'dragino/lsn50v2-d20';
const D2X = 'dragino/lsn50v2-d20-d22-d23';

describe('first-generation SenseCAP sensors', () => {
  it('are registered under the TTN device repository ids (vendor/sensecap/index.yaml)', () => {
    const ids = listModels().map((model) => model.modelId);
    for (const id of [AIR_TH, CO2, LIGHT, PRESSURE, SOIL_TH]) expect(ids).toContain(id);
    const pressure = listModels().find((model) => model.modelId === PRESSURE);
    expect(pressure?.readings).toEqual(['pressure', 'battery_pct']);
    expect(pressure?.fPorts).toBe('any');
  });

  // TheThingsNetwork/lorawan-devices vendor/sensecap/sensecap-codec.yaml (d9aa635d), the codec
  // of all five; its example output for "telemetry" is garbled ("uploadreport_telemetry_version"),
  // so the values are those of Seeed's Gen1 decoder, sample-2 (21.4 °C, 31.4 %).
  it('decodes the codec yaml example "telemetry" on the air sensor', () => {
    const result = run(AIR_TH, 1, '01011098530000010210A87A0000AF51');
    expect(result.fields).toStrictEqual({ messages: [telemetry(4097, 21.4), telemetry(4098, 31.4)] });
    expect(result.readings).toEqual([
      { field: 'temperature', value: 21.4 },
      { field: 'humidity', value: 31.4 },
    ]);
    expect(result.warnings).toBeUndefined();
  });

  it('decodes the codec yaml example "End device\'s properties" on the light sensor', () => {
    const result = run(LIGHT, 1, '0000000101000100070064003C00012001000000002890');
    expect(result.fields).toStrictEqual({
      messages: [
        { type: 'upload_version', hardwareVersion: '1.0', softwareVersion: '1.1' },
        { type: 'upload_battery', battery: 100 },
        { type: 'upload_interval', interval: 3600 },
        { type: 'report_remove_sensor', channel: 1 },
      ],
    });
    expect(result.readings).toEqual([{ field: 'battery_pct', value: 100 }]);
    expect(result.warnings).toEqual(['sensor removed from channel 1']);
  });

  it('decodes the codec yaml example "Report sensor\'s metadatas" on the soil sensor', () => {
    // The yaml's sensorId; the comment at the top of Seeed's Gen1 file says 30F1F72C6A010015,
    // but its code gives 2CF7F1301500016A too.
    const hex = '010100010100010102006A01001501030030F1F72C010400090C13140105007F4D0000010600000000004CBE';
    const result = run(SOIL_TH, 1, hex);
    expect(result.fields).toStrictEqual({
      messages: [{ type: 'upload_sensor_id', channel: 1, sensorId: '2CF7F1301500016A' }],
    });
    expect(result.readings).toEqual([]);
  });

  // SenseCAP LoRaWAN sensor user manual, "CO2 Sensor measurement packet" (010410E08D0500 + CRC 9802).
  it('decodes the user manual CO2 record (364 ppm)', () => {
    const result = run(CO2, 2, '010410E08D05009802');
    expect(result.fields).toStrictEqual({ messages: [telemetry(4100, 364)] });
    expect(result.readings).toEqual([{ field: 'co2', value: 364 }]);
  });

  describe('differential cases (vendor messages written out)', () => {
    it('pressure: battery record and 101325 Pa, stored as 1013.25 hPa', () => {
      const result = run(PRESSURE, 2, '00070055003C00010510C8180A0647DD');
      // Vendor: the same three messages.
      expect(result.fields.messages).toStrictEqual([
        { type: 'upload_battery', battery: 85 },
        { type: 'upload_interval', interval: 3600 },
        telemetry(4101, 101325),
      ]);
      expect(result.readings).toEqual([
        { field: 'battery_pct', value: 85 },
        { field: 'pressure', value: 1013.25 },
      ]);
    });

    it('soil: soil temperature below zero and moisture (4102, 4103)', () => {
      const result = run(SOIL_TH, 2, '01061084EAFFFF01071004A600007306');
      expect(result.fields.messages).toStrictEqual([telemetry(4102, -5.5), telemetry(4103, 42.5)]);
      expect(result.readings).toEqual([
        { field: 'soil_temperature', value: -5.5 },
        { field: 'soil_moisture', value: 42.5 },
      ]);
    });

    it('light: the top of the range, 188000 lux', () => {
      const result = run(LIGHT, 2, '01031000A7340B2BCB');
      expect(result.fields.messages).toStrictEqual([telemetry(4099, 188000)]);
      expect(readingOf(result, 'illuminance')).toBe(188000);
    });

    it('CO2 sensor: an air temperature record stays in the messages with a warning', () => {
      const result = run(CO2, 2, '010410D0121300010110CC5B000044D9');
      expect(result.fields.messages).toStrictEqual([telemetry(4100, 1250), telemetry(4097, 23.5)]);
      expect(result.readings).toEqual([{ field: 'co2', value: 1250 }]);
      expect(result.warnings).toEqual([
        'measurement 4097 (Air Temperature) is not one the CO2 Sensor reports; kept in the fields only',
      ]);
    });

    it('a removed sensor keeps its record channel (vendor: always channel 1)', () => {
      const result = run(AIR_TH, 2, '022001000000009FB9');
      // Vendor: [{ type: 'report_remove_sensor', channel: 1 }].
      expect(result.fields.messages).toStrictEqual([{ type: 'report_remove_sensor', channel: 2 }]);
      expect(result.warnings).toEqual(['sensor removed from channel 2']);
    });

    it("rejects a wrong CRC, which Seeed's Gen1 decoder never checks", () => {
      // Vendor: valid, 21.4 °C and 31.4 % (its crc16Check returns true); TTN's
      // sensecap-common-decoder.js, the codec of these ids, rejects it (err -1).
      const error = errorOf(() => run(AIR_TH, 2, '01011098530000010210A87A0000AF50'));
      expect(error.message).toBe(`${AIR_TH}: CRC mismatch (payload ends in 0x50af, records give 0x51af)`);
    });
  });
});

describe('Dragino LSN50v2-D20 / D22 / D23', () => {
  // TheThingsNetwork/lorawan-devices vendor/dragino/lsn50v2-d20-codec.yaml (0874a8f5), the same
  // example in lsn50v2-d20-d22-d23-codec.yaml (60263a4e): a work mode 0 (IIC) uplink.
  // test-support/ttn-codec-examples-sensors.ts.
  const { hex: YAML, output: YAML_FIELDS } = sensorTtnExamples.lsn50v2D20;

  it('decodes the codec yaml example', () => {
    const result = run(D20, 2, YAML);
    expect(result.fields).toStrictEqual(YAML_FIELDS);
    expect(result.readings).toEqual([
      { field: 'battery_mv', value: 2900 },
      { field: 'external_temperature', value: 0 },
      { field: 'temperature', value: 25.2 },
      { field: 'humidity', value: 51.7 },
    ]);
    expect(result.warnings).toBeUndefined();
  });

  it('decodes the same example under the D20/D22/D23 id, as its yaml expects', () => {
    // Vendor (lsn50v2-d20-d22-d23.js): {} — it decodes only modes 3 and 31, though its own yaml
    // example is this mode 0 uplink with the fields above.
    expect(run(D2X, 2, YAML).fields).toStrictEqual(YAML_FIELDS);
  });

  describe('differential cases (vendor output written out)', () => {
    const MODE3 = '0B5400FA00000D00C8FFEC';

    it('mode 3, three probes and the alarm flag (lsn50v2-d20)', () => {
      const result = run(D20, 2, MODE3);
      // Vendor: identical.
      expect(result.fields).toStrictEqual({
        BatV: 2.9,
        TempC1: 25,
        ADC_CH0V: 0,
        Digital_IStatus: 'L',
        EXTI_Trigger: 'TRUE',
        Door_status: 'OPEN',
        Work_mode: '3DS18B20',
        TempC2: 20,
        TempC3: -2,
      });
      expect(result.readings).toEqual([
        { field: 'battery_mv', value: 2900 },
        { field: 'external_temperature', value: 25 },
        { field: 'threshold_alarm', value: true },
      ]);
    });

    it('mode 3 (lsn50v2-d20-d22-d23): the black probe below zero, where the vendor is wrong', () => {
      const result = run(D2X, 2, MODE3);
      // Vendor: the same but Temp_Black 6551.6 (0xFFEC read unsigned; red and white are signed).
      expect(result.fields).toStrictEqual({
        Work_mode: 'DS18B20',
        BatV: 2.9,
        ALARM_status: 'TRUE',
        Temp_Red: 25,
        Temp_White: 20,
        Temp_Black: -2,
      });
      expect(result.readings).toEqual([
        { field: 'battery_mv', value: 2900 },
        { field: 'external_temperature', value: 25 },
        { field: 'threshold_alarm', value: true },
      ]);
    });

    it('no probe: 0xFFFF on probe 1 gives no reading and a warning', () => {
      const hex = '0B40FFFF00000C7FFFFFFF';
      const d2x = run(D2X, 2, hex);
      // Vendor: identical ("NULL" for 0xFFFF, 3276.7 for 0x7FFF).
      expect(d2x.fields).toStrictEqual({
        Work_mode: 'DS18B20',
        BatV: 2.88,
        ALARM_status: 'FALSE',
        Temp_Red: 'NULL',
        Temp_White: 3276.7,
        Temp_Black: 'NULL',
      });
      expect(d2x.readings).toEqual([
        { field: 'battery_mv', value: 2880 },
        { field: 'threshold_alarm', value: false },
      ]);
      expect(d2x.warnings).toEqual(['temperature probe 1 reads 0xFFFF (no probe connected); not stored']);
      // lsn50v2-d20.js reads the same bytes as -0.1 °C; the field keeps that, the reading does not.
      const d20 = run(D20, 2, hex);
      expect(d20.fields).toMatchObject({ TempC1: -0.1, TempC2: 3276.7, TempC3: -0.1 });
      expect(readingOf(d20, 'external_temperature')).toBeUndefined();
      expect(d20.warnings).toEqual(d2x.warnings);
    });

    it('no probe: 0x7FFF (3276.7 °C) on probe 1', () => {
      const result = run(D2X, 2, '0B407FFF00000C00C8FFFF');
      // Vendor: Temp_Red 3276.7, Temp_White 20, Temp_Black "NULL".
      expect(result.fields).toMatchObject({ Temp_Red: 3276.7, Temp_White: 20, Temp_Black: 'NULL' });
      expect(readingOf(result, 'external_temperature')).toBeUndefined();
      expect(result.warnings).toEqual(['temperature probe 1 reads 0x7FFF (no probe connected); not stored']);
    });

    it('mode 31, the alarm thresholds, under both ids', () => {
      const hex = '0B4500E6F6287CEC1EF614';
      const d20 = run(D20, 2, hex);
      // Vendor: identical.
      expect(d20.fields).toStrictEqual({
        Work_mode: 'ALARM',
        BatV: 2.885,
        TempC1: 23,
        TempC1MIN: -10,
        TempC1MAX: 40,
        SHTEMPMIN: -20,
        SHTEMPMAX: 30,
        SHTHUMMIN: 246,
        SHTHUMMAX: 20,
      });
      expect(d20.readings).toEqual([
        { field: 'battery_mv', value: 2885 },
        { field: 'external_temperature', value: 23 },
      ]);
      const d2x = run(D2X, 2, hex);
      // Vendor: identical.
      expect(d2x.fields).toStrictEqual({
        Work_mode: 'ALARM',
        Temp_Red_MIN: -10,
        Temp_Red_MAX: 40,
        Temp_White_MIN: -20,
        Temp_White_MAX: 30,
        Temp_Black_MIN: -10,
        Temp_Black_MAX: 20,
      });
      expect(d2x.readings).toEqual(d20.readings);
    });

    it('mode 1, distance in mm', () => {
      const result = run(D20, 2, '0B4500E600000605DC00C8');
      // Vendor: identical.
      expect(result.fields).toStrictEqual({
        BatV: 2.885,
        TempC1: 23,
        ADC_CH0V: 0,
        Digital_IStatus: 'H',
        EXTI_Trigger: 'FALSE',
        Door_status: 'OPEN',
        Work_mode: ' Distance',
        Distance_cm: 150,
        Distance_signal_strength: 200,
      });
      expect(readingOf(result, 'distance_mm')).toBe(1500);
    });

    it('mode 2, 12 bytes: battery in 0.1 V from byte 11, no probe', () => {
      const result = run(D20, 2, '01F4032003E80800FA02051E');
      // Vendor: identical.
      expect(result.fields).toStrictEqual({
        Work_mode: ' 3ADC',
        BatV: 3,
        ADC_CH0V: 0.5,
        ADC_CH1V: 0.8,
        ADC_CH4V: 1,
        Digital_IStatus: 'L',
        EXTI_Trigger: 'FALSE',
        Door_status: 'OPEN',
        TempC_SHT: 25,
        Hum_SHT: 51.7,
      });
      expect(result.readings).toEqual([
        { field: 'battery_mv', value: 3000 },
        { field: 'temperature', value: 25 },
        { field: 'humidity', value: 51.7 },
      ]);
      expect(errorOf(() => run(D20, 2, '01F4032003E80800FA0205')).message).toBe(
        `${D20}: payload of 11 bytes in work mode 2 (expected 12)`,
      );
    });

    it('mode 5, a count from 2^31: unsigned here, negative in the vendor codec', () => {
      const result = run(D20, 2, '0B4500E600001480000010');
      // Vendor: the same fields but Count -2147483632 (built with <<).
      expect(result.fields).toMatchObject({ Work_mode: 'Count', Count: 2147483664 });
      expect(readingOf(result, 'pulse_count')).toBe(2147483664);
    });

    it('rejects other ports and lengths, as the vendor codecs do', () => {
      // Vendor: errors ["unknown FPort"]; for 12 bytes in mode 3 the D20/D22/D23 codec returns nothing.
      expect(errorOf(() => run(D2X, 3, MODE3)).kind).toBe('unsupported_port');
      expect(errorOf(() => run(D2X, 2, `${MODE3}00`)).message).toBe(
        `${D2X}: payload of 12 bytes in work mode 3 (expected 11)`,
      );
      expect(errorOf(() => run(D20, 2, '0B5400FA00')).kind).toBe('invalid_payload');
    });
  });
});
