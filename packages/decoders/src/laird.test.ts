import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { lairdTtnExamples, y2015 } from './test-support/ttn-codec-examples-laird.ts';
import type { DecodeResult } from './types.ts';

// Laird (Ezurio) Sentrius RS1xx: the TTN device repository's codec.yaml examples, input and
// output verbatim, and the cases of Laird's RS1xx LoRa Protocol application note v2.7 they
// stand for ("Sensor uplink messages are sent on port 1"; values are a signed fraction then a
// signed integer part: 27.43 is 43, 27, and -15.87 is -87, -15).
// The examples (TheThingsNetwork/lorawan-devices vendor/laird/<codec>-codec.yaml, commits there)
// are in test-support/ttn-codec-examples-laird.ts.

const TEMP_RH = 'laird/rs1xx-temp-rh-sensor';
const RTD = 'laird/rs1xx-ext-temp-rtd-sensor';
const MULTI = 'laird/rs1xx-ext-multi-sensor';
const W1 = 'laird/rs1xx-ext-temp-1w-sensor';

const hexOf = (bytes: number[]) => bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
const decodeBytes = (model: string, bytes: number[]): DecodeResult => run(model, 1, hexOf(bytes));
const readingsOf = (result: DecodeResult) =>
  result.readings.map(({ field, value, time }) => (time ? [field, value, time] : [field, value]));

/** The model's yaml example of that description, and our decoder's result for its bytes. */
function example(model: string, description: string): { output: unknown; result: DecodeResult } {
  const found = lairdTtnExamples.find((e) => e.model === model && e.source.endsWith(`, ${description}`));
  if (!found) throw new Error(`no ${model} example "${description}"`);
  return { output: found.output, result: run(model, found.fPort, found.hex) };
}

describe(`${TEMP_RH}: every uplink example of its codec yaml`, () => {
  it('Send Temp RH Data Notification: the humidity and temperature of now', () => {
    const { output, result } = example(TEMP_RH, 'Send Temp RH Data Notification');
    expect(result.fields).toStrictEqual(output);
    // The capacity is a range, no percentage to store.
    expect(readingsOf(result)).toStrictEqual([
      ['temperature', 98.67],
      ['humidity', 52.33],
    ]);
  });

  it('Send Temp and RH Aggregated Data Notification: fields only, as the readings have no times', () => {
    const { output, result } = example(TEMP_RH, 'Send Temp and RH Aggregated Data Notification');
    expect(result.fields).toStrictEqual(output);
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual([
      '2 aggregated readings share one timestamp and are a read period apart that the message does' +
        ' not give: kept in the vendor fields, not stored',
    ]);
  });

  it('Send Backlog Message(s) Notification: dated by a clock never set, so not stored', () => {
    const { output: oneOutput, result: one } = example(TEMP_RH, 'Send Backlog Message Notification');
    expect(one.fields).toStrictEqual(oneOutput);
    expect(one.readings).toStrictEqual([]);
    expect(one.warnings).toStrictEqual([
      "1 backlog record not stored: dated 2015-01-01T00:00:02.000Z, so the sensor's clock was not set",
    ]);
    const { output: manyOutput, result: many } = example(TEMP_RH, 'Send Backlog Messages Notification');
    expect(many.fields).toStrictEqual(manyOutput);
    expect(many.readings).toStrictEqual([]);
    expect(many.warnings).toStrictEqual([
      "2 backlog records not stored: dated 2015-01-01T00:00:00.000Z, so the sensor's clock was not set",
    ]);
  });

  it('Send Sensor Config Simple / Advanced, FW Version and Battery Voltage', () => {
    const simple = example(TEMP_RH, 'Send Sensor Config Simple Notification');
    expect(simple.result.fields).toStrictEqual(simple.output);
    const advanced = example(TEMP_RH, 'Send Sensor Config Advanced Notification');
    expect(advanced.result.fields).toStrictEqual(advanced.output);
    expect(advanced.result.readings).toStrictEqual([]);
    const version = example(TEMP_RH, 'Send FW Version Notification');
    expect(version.result.fields).toStrictEqual(version.output);
    const battery = example(TEMP_RH, 'Send Battery Voltage');
    expect(battery.result.fields).toStrictEqual(battery.output);
    expect(readingsOf(battery.result)).toStrictEqual([['battery_mv', 3010]]);
  });
});

describe(`${RTD}: every uplink example of its codec yaml`, () => {
  it('Send RTD Data Notification: the four-byte value, negative here', () => {
    const { output, result } = example(RTD, 'Send RTD Data Notification');
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual([['temperature', -258.97]]);
  });

  it('aggregated and backlog messages carry four-byte temperatures', () => {
    // The yaml writes these timestamps in 2000; its rs1xx-ext-temp-rtd-sensor.js computes them
    // from 2015-01-01, as every current Laird codec does (and the temp-rh yaml's examples say).
    const agg = decodeBytes(RTD, [2, 0, 0, 0, 0, 5, 2, 0, 0, 0, 0, 255, 246, 255, 236, 255, 228, 254, 119]);
    expect(agg.fields.readings).toStrictEqual([{ temperature: -20.1 }, { temperature: -393.28 }]);
    expect(agg.readings).toStrictEqual([]);
    const backlog = decodeBytes(RTD, [3, 2, 0, 0, 0, 2, 42, 61, 76, 107]);
    expect(backlog.fields).toMatchObject({ msgType: 'SendBackLogMessage', temperature: 19671.13 });
    expect(backlog.fields).not.toHaveProperty('humidity');
    const zeros = decodeBytes(RTD, [4, 1, 2, ...new Array<number>(16).fill(0)]);
    expect(zeros.fields.readings).toStrictEqual([
      { timestamp: y2015(0), temperature: 0 },
      { timestamp: y2015(0), temperature: 0 },
    ]);
  });

  it('Send RTD Config Advanced Notification', () => {
    const { output, result } = example(RTD, 'Send RTD Config Advanced Notification');
    expect(result.fields).toStrictEqual(output);
  });

  it('has no Temp/RH message: 0x01 is an unknown type for the RTD sensor', () => {
    expect(errorOf(() => decodeBytes(RTD, [1, 0, 33, 52, 67, 98, 5, 1, 0, 0, 1])).message).toBe(
      `${RTD}: unknown message type 0x01`,
    );
  });
});

describe(`${MULTI}: the Open/Closed examples of its codec yaml`, () => {
  it('Send Open Closed Status Notification: a door sensor reporting open', () => {
    const { output, result } = example(MULTI, 'Send Open Closed Status Notification');
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual([['door_open', true]]);
  });

  it('Send Open Closed Config Notification', () => {
    const { output, result } = example(MULTI, 'Send Open Closed Config Notification');
    expect(result.fields).toStrictEqual(output);
  });

  it('a Pushbutton-mode state is no door; the Temp/RH-only models do not know 0x09', () => {
    expect(decodeBytes(MULTI, [9, 0, 1, 1, 0, 2]).readings).toStrictEqual([]);
    expect(errorOf(() => decodeBytes(TEMP_RH, [9, 0, 0, 1, 1, 1])).message).toMatch(
      /unknown message type 0x09/,
    );
  });
});

describe(`${W1}: the Temp RH example of its codec yaml`, () => {
  it('the probe temperature is the reading; the humidity bytes of a model without RH sensor are not', () => {
    const { output, result } = example(W1, 'Send Temp RH Data Notification');
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual([['temperature', 98.67]]);
  });
});

describe('RS1xx backlog times (the codecs: seconds from 2015-01-01 UTC)', () => {
  const at = (iso: string) => {
    const seconds = (Date.parse(iso) - Date.UTC(2015, 0, 1)) / 1000;
    return [24, 16, 8, 0].map((shift) => (seconds >>> shift) & 0xff);
  };

  it('stores each record at its own time, the same instant as the calendar fields say', () => {
    const result = decodeBytes(TEMP_RH, [
      4,
      0,
      2,
      ...at('2024-06-01T12:00:00Z'),
      10,
      80,
      25,
      4,
      ...at('2024-06-01T12:20:00Z'),
      0,
      50,
      0xd8,
      0xee,
    ]);
    expect(readingsOf(result)).toStrictEqual([
      ['temperature', 4.25, '2024-06-01T12:00:00.000Z'],
      ['humidity', 80.1, '2024-06-01T12:00:00.000Z'],
      ['temperature', -18.4, '2024-06-01T12:20:00.000Z'],
      ['humidity', 50, '2024-06-01T12:20:00.000Z'],
    ]);
    // apps/server network-decoded/backlog.ts dates a network server's record by these fields.
    const [first] = result.fields.readings as Array<{ timestamp: Record<string, number | string> }>;
    expect(first?.timestamp).toStrictEqual({
      year: 2024,
      month: 'June',
      day: 1,
      hours: 12,
      minutes: 0,
      seconds: 0,
    });
  });

  it('a dated record among undated ones is stored; only the undated ones are not', () => {
    const result = decodeBytes(RTD, [
      4,
      0,
      2,
      0,
      0,
      0,
      5,
      0,
      50,
      0,
      4,
      ...at('2023-01-15T08:30:00Z'),
      0,
      50,
      0,
      4,
    ]);
    expect(readingsOf(result)).toStrictEqual([['temperature', 4.5, '2023-01-15T08:30:00.000Z']]);
    expect(result.warnings).toStrictEqual([
      "1 backlog record not stored: dated 2015-01-01T00:00:05.000Z, so the sensor's clock was not set",
    ]);
  });
});

describe('RS1xx hostile bytes', () => {
  it('refuses a short message and an unknown type; keeps what a longer message has', () => {
    expect(errorOf(() => decodeBytes(TEMP_RH, [1, 0, 33])).message).toBe(
      `${TEMP_RH}: payload too short (3 bytes, expected 11)`,
    );
    expect(errorOf(() => decodeBytes(TEMP_RH, [0x42, 0])).message).toBe(
      `${TEMP_RH}: unknown message type 0x42`,
    );
    const longer = decodeBytes(TEMP_RH, [10, 0, 1, 3, 9, 9]);
    expect(readingsOf(longer)).toStrictEqual([['battery_mv', 3010]]);
    expect(longer.warnings).toStrictEqual([
      '2 bytes after the 4-byte Laird_Battery_Voltage message not decoded',
    ]);
  });

  it('a backlog cut inside a record keeps the complete ones and says what it counted', () => {
    const result = decodeBytes(TEMP_RH, [4, 0, 3, 0, 0, 0, 0, 42, 61, 76, 107, 0, 0]);
    expect(result.fields.readings).toHaveLength(1);
    expect(result.warnings).toContain('the message counts 3 records and carries 1');
    expect(result.warnings).toContain('2 bytes after the 11-byte SendBackLogMessages message not decoded');
  });

  it('a value Laird does not define is kept as sent, with a warning, where the codec gives up', () => {
    // rs1xx-temp-rh-sensor.js answers "Invalid Battery Capacity used!" for index 6 and "Invalid
    // option type used!" for a reserved options bit; the measurements stay readable.
    const result = decodeBytes(TEMP_RH, [1, 0x20, 33, 52, 67, 98, 6, 0, 0, 0, 0]);
    expect(result.fields).toMatchObject({ options: [], batteryCapacity: 6 });
    expect(result.warnings).toStrictEqual([
      'options 0x20 sets bits Laird does not define',
      'unknown battery capacity 6',
    ]);
    expect(readingsOf(result)).toStrictEqual([
      ['temperature', 98.67],
      ['humidity', 52.33],
    ]);
  });

  it('says when the sensor flags a fault', () => {
    expect(decodeBytes(TEMP_RH, [1, 0x10, 33, 52, 67, 98, 5, 0, 0, 0, 0]).warnings).toStrictEqual([
      'the sensor reports a fault (Sensor fault flag)',
    ]);
  });

  it('accepts port 1 only (the application note: uplinks are sent on port 1)', () => {
    expect(errorOf(() => run(TEMP_RH, 2, '0A000103')).kind).toBe('unsupported_port');
  });
});
