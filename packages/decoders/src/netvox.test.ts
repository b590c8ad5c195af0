import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { low, netvoxTtnExamples, ok } from './test-support/ttn-codec-examples-netvox.ts';

// Netvox's frame (formats/netvox.ts) on the examples Netvox and TTN published:
// - TTN: TheThingsNetwork/lorawan-devices vendor/netvox/<model>-codec.yaml, each example's bytes
//   and `output.data` (the TTN codec's, whose names we keep), at the commit named with each.
// - Manuals: Netvox's user manuals, "Data Report" / "Example of ReportDataCmd" (the R718N1 manual,
//   manualslib 1758813 p. 5; the R718N3 (E) series manual, manualslib 3238367 p. 8).
// `readings` are ours, in reading-fields.ts units.

describe('Netvox decoders on the TTN codec.yaml examples', () => {
  // test-support/ttn-codec-examples-netvox.ts: our fields are the codec's output.
  it.each(netvoxTtnExamples)('$model: $source', ({ model, fPort, hex, output, readings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toBeUndefined();
  });

  it('r718t-codec.yaml 15beef36 Status report: the press, without the newer codec field FunctionKeyTrigger', () => {
    // The example's output also has FunctionKeyTrigger: 'fuctionkey2' (byte 5), from a codec
    // version we could not read; we do not guess that byte's other values.
    const result = run('netvox/r718t', 6, '0131012401020000000000');
    expect(result.fields).toStrictEqual({ Device: 'R718T', Volt: 3.6, Alarm: 1 });
    expect(readingsOf(result)).toStrictEqual({ ...ok(3.6), button: true });
  });
});

describe("Netvox decoders on the manuals' uplinks", () => {
  it('R718N1 manual: 0149012403E80100000000 is 3.6 V, 1000 mA, multiplier 1', () => {
    const result = run('netvox/r718n1', 6, '0149012403E80100000000');
    expect(result.fields).toMatchObject({ Current: 1000, Multiplier: 1 });
    expect(readingsOf(result)).toStrictEqual({ ...ok(3.6), current: 1 });
  });

  it('R718N3 manual Data #1 / #2: 3.1 V with the low-voltage bit, 1501 / 1492 / 1502 mA, multipliers 1', () => {
    const first = run('netvox/r718n3', 6, '014A019F05DD05D405DE01');
    expect(first.fields).toStrictEqual({
      Device: 'R718N3',
      Volt: '3.1(low battery)',
      Current1: 1501,
      Current2: 1492,
      Current3: 1502,
      Multiplier1: 1,
    });
    expect(readingsOf(first)).toStrictEqual(low(3.1));
    const second = run('netvox/r718n3', 6, '014A029F01010000000000');
    expect(second.fields).toStrictEqual({
      Device: 'R718N3',
      Volt: '3.1(low battery)',
      Multiplier2: 1,
      Multiplier3: 1,
    });
  });

  it('multiplies the R718N1 current by its multiplier ("the real current", over 65535 mA)', () => {
    // 0xFFFF mA x 10, the R718NL3 manual's note on currents past 65535 mA.
    expect(readingsOf(run('netvox/r718n1', 6, '014901A4FFFF0A00000000'))).toStrictEqual({
      ...low(3.6),
      current: 655.35,
    });
  });
});

describe('Netvox states as readings', () => {
  it.each([
    ['r311a', '0102011E00000000000000', { door_open: false }],
    ['r718lb', '0125012401000000000000', { door_open: true }],
    ['r718lb', '0125012400000000000000', { door_open: false }],
    ['r718db', '011B012400000000000000', { motion: false }],
    ['r718mba', '0127012401000000000000', { motion: true }],
    ['r718wb', '0112012400000000000000', { leak: false }],
    ['r311w', '0106011E00000000000000', { leak: false }],
    ['r311w', '0106011E01000000000000', { leak: true }],
    ['rb02i', '0110011E01000000000000', { button: true }],
    ['r312', '0155011E00000000000000', { button: false }],
    ['r718j', '0121012401000000000000', {}],
  ])('%s %s', (model, hex, state) => {
    const result = run(`netvox/${model}`, 6, hex);
    const { battery_mv: _mv, low_battery: _low, ...rest } = readingsOf(result);
    expect(rest).toStrictEqual(state);
  });

  it('reads the R718N3 alarm report with no bit set as the alarm released', () => {
    expect(readingsOf(run('netvox/r718n3', 6, '014A042400000000000000')).threshold_alarm).toBe(false);
  });

  it('keeps a state byte that is neither 0 nor 1 out of the readings, with a warning', () => {
    const door = run('netvox/r311a', 6, '0102011E02000000000000');
    expect(door.fields).toMatchObject({ OnOff: 2 });
    expect(readingsOf(door)).toStrictEqual(ok(3));
    expect(door.warnings).toEqual(['unknown contact state value 2; not stored']);

    // A probe in an unknown state does not make the R311W dry; its other probe's leak still counts.
    const unknown = run('netvox/r311w', 6, '0106011E00050000000000');
    expect(readingsOf(unknown).leak).toBeUndefined();
    expect(unknown.warnings).toEqual(['unknown WaterLeak_2 value 5; not stored']);
    expect(readingsOf(run('netvox/r311w', 6, '0106011E05010000000000')).leak).toBe(true);
  });
});

describe('Netvox frames that are not the model’s', () => {
  it("refuses another model's frame with a warning instead of reading it with the wrong layout", () => {
    // An R718WA leak report given to an R718A: the TTN codec reads it as 2.56 °C, 0 %RH.
    const result = run('netvox/r718a', 6, '0132011E01000000000000');
    expect(result).toStrictEqual({
      fields: {},
      readings: [],
      warnings: ["device type 0x32 (R718WA) is not the R718A's (0x0B): another model's frame; not decoded"],
    });
    const unknown = run('netvox/r718wa', 7, '81EE000000000000000000');
    expect(unknown.warnings).toEqual([
      "device type 0xEE is not the R718WA's (0x32): another model's frame; not decoded",
    ]);
  });

  it('refuses an unknown report type, command version or configuration answer with a warning', () => {
    expect(run('netvox/r718a', 6, '010B0524 09EA1A90000000').warnings).toEqual([
      'unknown R718A report type 0x05; not decoded',
    ]);
    expect(run('netvox/r718a', 6, '020B012409EA1A90000000').warnings).toEqual([
      'Netvox command version 0x02 is not the known 0x01; not decoded',
    ]);
    expect(run('netvox/r718a', 7, '990B000000000000000000').warnings).toEqual([
      'unknown configuration answer 0x99; not decoded',
    ]);
    expect(run('netvox/r718t', 13, '9900').warnings).toEqual([
      'unknown button press time answer 0x99; not decoded',
    ]);
    const sensor = run('netvox/r718b', 14, '8107000000000000000000');
    expect(sensor.fields).toStrictEqual({ Cmd: 'SetGlobalCalibrateRsp', Channel: 1, Status: 'Success' });
    expect(sensor.warnings).toEqual(['unknown calibration sensor type 0x07']);
  });

  it('gives no battery reading for a battery byte of 0 V', () => {
    const result = run('netvox/r311a', 6, '0102010001000000000000');
    expect(result.fields).toMatchObject({ Volt: 0, OnOff: 1 });
    expect(readingsOf(result)).toStrictEqual({ door_open: true });
    expect(result.warnings).toEqual(['battery byte reports 0 V (no battery voltage); not stored']);
  });

  it('gives no current for a multiplier of 0', () => {
    const result = run('netvox/r718n1', 6, '014901240FA00000000000');
    expect(readingsOf(result)).toStrictEqual(ok(3.6));
    expect(result.warnings).toEqual(['current multiplier 0 is no multiplier; current not stored']);
  });

  it('drops a humidity beyond 100 % and a temperature below absolute zero', () => {
    const result = run('netvox/r718ab', 6, '011301248000FFFF000000');
    expect(result.fields).toMatchObject({ Temp: -327.68, Humi: 655.35 });
    expect(readingsOf(result)).toStrictEqual(ok(3.6));
    expect(result.warnings).toEqual([
      "temperature -327.68 is outside the sensor's range; not stored",
      "humidity 655.35 is outside the sensor's range; not stored",
    ]);
  });

  it('throws DecodeError for a cut-off frame and for a port Netvox does not use', () => {
    expect(errorOf(() => run('netvox/r311a', 6, '0102011E')).message).toBe(
      'netvox/r311a: payload too short (4 bytes, expected 11)',
    );
    expect(errorOf(() => run('netvox/r718t', 13, '82')).message).toBe(
      'netvox/r718t: payload too short (1 bytes, expected 2)',
    );
    const port = errorOf(() => run('netvox/r718a', 13, '8205'));
    expect(port.kind).toBe('unsupported_port');
    expect(port.message).toBe('netvox/r718a: unsupported fPort 13 (expected 6 or 7)');
  });
});
