import { describe, expect, it } from 'vitest';
import { readingOf, run } from './test-support/decode-helpers.ts';

// Message types of supported Milesight models that used to be refused. Layouts and
// worked examples: Milesight-IoT/SensorDecoders (v1.5.49), each model's README.md
// ("Telemetry" table, "Example") and <model>-decoder.js. Where a README gives no
// example for a record, the bytes are built from its table row and the values are what
// the vendor decoder computes from them.

const HISTORY_TS = '9E744663'; // 1665561758, as in the EM300-TH README history example
const HISTORY_TIME = '2022-10-12T08:02:38.000Z';

describe('EM500-UDL', () => {
  it('stores a history record at its own time', () => {
    // README row "Historical Data | 0x20 | 0xCE | 6 | timestamp(4B) + distance(2B)"; distance of the README example (1E00 = 30 mm).
    const result = run('milesight-iot/em500-udl', 85, `20CE${HISTORY_TS}1E00`);
    expect(result.fields.history).toEqual([{ timestamp: 1665561758, distance: 30 }]);
    expect(result.readings).toEqual([{ field: 'distance_mm', value: 30, time: HISTORY_TIME }]);
  });

  it('raises the alarm flag with the distance of a distance alarm', () => {
    // README row "Distance Alarm | 0x83 | 0xE9 | 5 | distance(2B) + distance_mutation(2B) + distance_alarm(1B)";
    // the decoder divides both words by 10 and reads 0 normal, 1 threshold_alarm, 2 mutation_alarm.
    const alarm = run('milesight-iot/em500-udl', 85, '83E92C0164000101755A');
    expect(alarm.fields).toStrictEqual({
      distance: 30,
      distance_mutation: 10,
      distance_alarm: 'threshold_alarm',
      battery: 90,
    });
    expect(readingOf(alarm, 'distance_mm')).toBe(30);
    expect(readingOf(alarm, 'threshold_alarm')).toBe(true);
    // 2, the mutation alarm: the sudden_change event, and the threshold alarm left as it was.
    const mutation = run('milesight-iot/em500-udl', 85, '83E92C01640002');
    expect(mutation.fields.distance_alarm).toBe('mutation_alarm');
    expect(mutation.readings).toEqual([
      { field: 'distance_mm', value: 30 },
      { field: 'sudden_change', value: true },
    ]);
    expect(readingOf(run('milesight-iot/em500-udl', 85, '83E92C01640000'), 'threshold_alarm')).toBe(false);
  });
});

describe('EM500-SMTC', () => {
  it('raises the alarm flag with the temperature of a temperature alarm', () => {
    // README row "Temperature Alarm | 0x83 | 0xD7 | 5 | temperature(2B) + temperature_change(2B) + temperature_alarm(1B)";
    // temperature 1901 = 28.1 °C as in the README example; decoder: 0 release, 1 threshold, 2 mutation.
    const alarm = run('milesight-iot/em500-smtc', 85, '83D719010A0001');
    expect(alarm.fields).toStrictEqual({
      temperature: 28.1,
      temperature_mutation: 1,
      temperature_alarm: 'threshold alarm',
    });
    expect(alarm.readings).toEqual([
      { field: 'soil_temperature', value: 28.1 },
      { field: 'threshold_alarm', value: true },
    ]);
    expect(readingOf(run('milesight-iot/em500-smtc', 85, '83D719010A0000'), 'threshold_alarm')).toBe(false);
    // 2, "mutation alarm" (em500-smtc-decoder.js at e79c9d8b prints it for these bytes): sudden_change.
    const mutation = run('milesight-iot/em500-smtc', 85, '83D719010A0002');
    expect(mutation.fields.temperature_alarm).toBe('mutation alarm');
    expect(mutation.readings).toEqual([
      { field: 'soil_temperature', value: 28.1 },
      { field: 'sudden_change', value: true },
    ]);
  });
});

describe('CT101', () => {
  it('raises the alarm flag from the current alarm example', () => {
    // ct101 README example 8498B80BD007C40905: max 30 A, min 20 A, current 25 A, bits 0 and 2 set.
    const result = run('milesight-iot/ct101', 85, '8498B80BD007C40905');
    expect(result.fields).toMatchObject({ current_max: 30, current_min: 20, current: 25 });
    expect(result.readings).toEqual([
      { field: 'current', value: 25 },
      { field: 'threshold_alarm', value: true },
    ]);
    // Bit 1: threshold alarm release.
    expect(readingOf(run('milesight-iot/ct101', 85, '8498B80BD007C40902'), 'threshold_alarm')).toBe(false);
  });

  it('keeps the alarm raised when another record of the uplink releases its own', () => {
    const result = run('milesight-iot/ct101', 85, '8498B80BD007C409018967100100');
    expect(readingOf(result, 'threshold_alarm')).toBe(true);
    expect(readingOf(result, 'temperature')).toBe(27.2);
  });

  it('decodes its reply to the reporting-interval command', () => {
    // ct101-decoder.js handle_downlink_response 0x8e: skip one byte, u16 LE minutes.
    const result = run('milesight-iot/ct101', 85, 'FF8E001400');
    expect(result.fields).toStrictEqual({ report_interval: 20 });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toBeUndefined();
  });
});

describe('AT101', () => {
  it("decodes the vendor's 12-byte history record, alone or followed by others", () => {
    // at101 README row "History Data | 0x20 | 0xCE | 12 | timestamp(4B) + longitude(4B) + latitude(4B)";
    // the coordinates of the README's location example.
    const record = `20CE${HISTORY_TS}F000090736BF7701`;
    const alone = run('milesight-iot/at101', 85, record);
    expect(alone.fields.history).toEqual([
      { timestamp: 1665561758, longitude: 118.030576, latitude: 24.62495 },
    ]);
    expect(alone.location).toEqual({ lat: 24.62495, lon: 118.030576, time: HISTORY_TIME });
    const followed = run('milesight-iot/at101', 85, `${record}017564`);
    expect(readingOf(followed, 'battery_pct')).toBe(100);
    expect(followed.warnings).toBeUndefined();
  });

  it('raises the alarm flag of the temperature-abnormal record', () => {
    // at101 README row "Temperature Abnormal | 0x83 | 0x67 | 3"; 1B01 = 28.3 °C as in the README example.
    const result = run('milesight-iot/at101', 85, '83671B0101');
    expect(result.fields).toMatchObject({ temperature: 28.3, temperature_alarm: 'abnormal' });
    expect(readingOf(result, 'threshold_alarm')).toBe(true);
  });
});

describe('AM307', () => {
  // The values of the am307 README example (0367EE00 04687C 050001 06CB02 077DA803 087D2500 09736627)
  // laid out as its history row "timestamp + temperature + humidity + pir + light_level + co2 + tvoc + pressure".
  const body = `${HISTORY_TS}EE007C000102A80325006627`;

  it('stores 20 CE history at its own time, TVOC as IAQ level', () => {
    const result = run('milesight-iot/am307', 85, `20CE${body}`);
    expect(result.fields.history).toEqual([
      {
        timestamp: 1665561758,
        temperature: 23.8,
        humidity: 62,
        pir: 'trigger',
        light_level: 2,
        co2: 936,
        tvoc: 0.37,
        pressure: 1008.6,
      },
    ]);
    expect(result.readings).toContainEqual({ field: 'tvoc_level', value: 0.37, time: HISTORY_TIME });
    expect(result.readings).toContainEqual({ field: 'co2', value: 936, time: HISTORY_TIME });
    expect(result.readings.every((reading) => reading.time === HISTORY_TIME)).toBe(true);
  });

  it('stores 21 CE history and the 08 E6 record with TVOC in µg/m³', () => {
    const history = run('milesight-iot/am307', 85, `21CE${body}`);
    expect(history.readings).toContainEqual({ field: 'tvoc_ugm3', value: 37, time: HISTORY_TIME });
    expect(history.readings.map((reading) => reading.field)).not.toContain('tvoc_level');
    // README row "tVoC | 0x08 | 0xE6 | 2 | tvoc, unit: µg/m³, read: uint16".
    const live = run('milesight-iot/am307', 85, '08E62500');
    expect(live.fields).toStrictEqual({ tvoc: 37 });
    expect(live.readings).toEqual([{ field: 'tvoc_ugm3', value: 37 }]);
  });
});

describe('replies to downlinks', () => {
  it('decode the reply to the interval command as a setting, not an unknown channel', () => {
    // em300-th-decoder.js handle_downlink_response 0x03: report_interval u16 LE (ff03b004 = 1200 s).
    const result = run('milesight-iot/em300-th', 85, 'FE03B004FF10FF');
    expect(result.fields).toStrictEqual({ report_interval: 1200, reboot: 255 });
    expect(result.warnings).toBeUndefined();
  });

  it('decode the WS sensors 6-byte serial number record', () => {
    // ws301-decoder.js: ff 08 -> sn, 6 bytes; then the README example 017564 030001 040001.
    const result = run('milesight-iot/ws301', 85, 'FF08664A1E2D0B01017564030001040001');
    expect(result.fields).toMatchObject({ sn: '664a1e2d0b01', battery: 100, door: 'open' });
  });
});
