import { describe, expect, it } from 'vitest';
import { adeunisExamples2 } from './test-support/adeunis-examples-2.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// The first-generation Adeunis TEMP (`adeunis/temp`) and PULSE (`adeunis/pulse`), and the TIC
// CBE / LINKY MONO and TRI meter readers, against Adeunis's own codec, @adeunis/codecs 1.6.1
// (device types `temp`, `pulse`, `ticCbeLinkyMono`, `ticCbeLinkyTri`, and the TIC's TTN codec
// examples at lorawan-devices 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200; the examples and
// their source in test-support/adeunis-examples-2.ts): our fields are the codec's output exactly.
// Differences we make on purpose, each tested below: a deactivated TEMP probe gives no reading,
// and the PULSE's 0x10 reads TEST mode from the product mode byte for the transmission period too.

describe("Adeunis TEMP, PULSE (firmware 1.x) and TIC: our fields are the codec's output", () => {
  it.each(adeunisExamples2.map((example) => [`${example.model}: ${example.source}`, example] as const))(
    '%s',
    (_name, example) => {
      const result = run(example.model, 1, example.hex);
      expect(result.fields).toStrictEqual(JSON.parse(example.vendor));
      expect(readingsOf(result)).toStrictEqual(example.readings);
      expect(result.warnings).toStrictEqual(example.warnings);
    },
  );
});

describe('Adeunis TEMP (firmware 1.x)', () => {
  it('reads the internal probe as temperature and the external one as external_temperature', () => {
    // Probe 1 0x0110 = 27.2 °C, probe 2 0x00F2 = 24.2 °C, both activated; status 0xA2 low battery.
    const result = run('adeunis/temp', 1, '43A20101101100F2');
    expect(result.readings).toStrictEqual([
      { field: 'temperature', value: 27.2 },
      { field: 'external_temperature', value: 24.2 },
      { field: 'threshold_alarm', value: false },
      { field: 'low_battery', value: true },
    ]);
  });

  it('reads negative temperatures signed', () => {
    // Keep-alive, probe 1 0xFF38 = -20.0 °C, probe 2 0xFE0C = -50.0 °C, both activated.
    expect(readingsOf(run('adeunis/temp', 1, '300001FF3811FE0C'))).toStrictEqual({
      temperature: -20,
      external_temperature: -50,
      threshold_alarm: false,
      low_battery: false,
    });
  });

  it('gives no reading for a probe the device says is deactivated (the codec still prints its word)', () => {
    // @adeunis/codecs 1.6.1 temp: probe 2 {"value":-50,"state":"deactivated"}.
    const result = run('adeunis/temp', 1, '30080101F410FE0C');
    expect(result.fields.temperatures).toStrictEqual([
      { name: 'probe 1', id: 0, unit: '°C', value: 50, state: 'activated' },
      { name: 'probe 2', id: 1, unit: '°C', value: -50, state: 'deactivated' },
    ]);
    expect(readingsOf(result).external_temperature).toBeUndefined();
  });

  it("raises threshold_alarm from probe 2's status bit", () => {
    // Status 0x10: probe2Alarm.
    expect(readingsOf(run('adeunis/temp', 1, '431001011011012C')).threshold_alarm).toBe(true);
  });

  it('refuses frames the codec reads as Unsupported for the TEMP, and the TEMP 4 data frame', () => {
    expect(errorOf(() => run('adeunis/temp', 1, '2f000101')).message).toMatch(/0x2f/i);
    expect(errorOf(() => run('adeunis/temp', 1, '579601B3FF9C01F4FFFF14ABA3E9')).message).toMatch(/0x57/i);
  });

  it('refuses a truncated data frame', () => {
    expect(errorOf(() => run('adeunis/temp', 1, '430C0000E622')).message).toBeTruthy();
  });
});

describe('Adeunis PULSE (firmware 1.x)', () => {
  it("stores channel A's index as pulse_count and keeps channel B's in the fields", () => {
    const result = run('adeunis/pulse', 1, '46200000123400000056');
    expect(result.readings).toStrictEqual([
      { field: 'pulse_count', value: 4660 },
      { field: 'low_battery', value: false },
    ]);
    expect(result.fields.counterValues).toStrictEqual([4660, 86]);
  });

  it('reads a full 32-bit index unsigned', () => {
    expect(readingsOf(run('adeunis/pulse', 1, '4600FFFFFFFE00000000')).pulse_count).toBe(4294967294);
  });

  it("keeps the history's start indexes as fields, not as the index now", () => {
    const result = run('adeunis/pulse', 1, '4800000000100000002000000100020003000400050006000700080009000A');
    expect(readingsOf(result)).toStrictEqual({ low_battery: false });
  });

  it('warns of a history frame cut inside a pair of words (the codec fails on it)', () => {
    const result = run('adeunis/pulse', 1, '48000300010002000300');
    expect(result.fields.channels).toStrictEqual([
      { name: 'channel A', deltaValues: [1] },
      { name: 'channel B', deltaValues: [2] },
    ]);
    expect(result.warnings).toStrictEqual(['3 bytes after the last whole sample not decoded']);
  });

  it('reads a TEST mode configuration in seconds for the transmission period too (a codec slip)', () => {
    // @adeunis/codecs 1.6.1 pulse on these bytes: productMode "TEST" and flowCalculationPeriod
    // {"unit":"s","value":20}, but transmissionPeriod {"unit":"m","value":3}: it tests byte 8 (the
    // flow period's high byte here) for TEST mode. Three 20 s steps are 60 s.
    const result = run('adeunis/pulse', 1, '1000020003110000000100640064000A000A00010001');
    expect(result.fields.productMode).toBe('TEST');
    expect(result.fields.transmissionPeriod).toStrictEqual({ unit: 's', value: 60 });
    expect(result.fields.flowCalculationPeriod).toStrictEqual({ unit: 's', value: 20 });
  });

  it("reads the Sigfox configuration's one-byte period", () => {
    // 9 bytes: PRODUCTION, period 6 (x 10 min), inputs 0x11, no history, debounce 0, flow period 5 min.
    const result = run('adeunis/pulse', 1, '100001061100000005');
    expect(result.fields.transmissionPeriod).toStrictEqual({ unit: 'm', value: 60 });
    expect(result.fields.flowCalculationPeriod).toStrictEqual({ unit: 'm', value: 5 });
  });

  it('refuses the PULSE 4 history frame and a frame too short for its indexes', () => {
    expect(errorOf(() => run('adeunis/pulse', 1, '5A0000000FA0')).message).toMatch(/0x5a/i);
    expect(errorOf(() => run('adeunis/pulse', 1, '4620000012340000')).message).toBeTruthy();
  });
});

describe('Adeunis TIC CBE / LINKY', () => {
  // Meter number 021728031819 (text), tariff, then u32 labels; 0x80000000 is a label not sent.
  const mono = (optarif: string, base: string, iinst: string, hchc: string, hchp: string) =>
    `4900303231373238303331383139${optarif}${base}0000002D${iinst}0000003C00000AF0${hchc}${hchp}48432E2E`;

  it('reads the base tariff index as energy in Wh and the instantaneous current in A', () => {
    const result = run(
      'adeunis/tic-cbe-linky-mono',
      1,
      mono('42415345', '00BC614E', '00000007', '80000000', '80000000'),
    );
    expect(result.readings).toStrictEqual([
      { field: 'energy', value: 12345678 },
      { field: 'current', value: 7 },
      { field: 'low_battery', value: false },
    ]);
    expect(result.fields.HCHCstatus).toBe('notFound');
  });

  it('sums the off-peak and peak indexes when the meter sends no base index', () => {
    const result = run(
      'adeunis/tic-cbe-linky-mono',
      1,
      mono('48432E2E', '80000000', '0000000C', '0016E360', '002625A0'),
    );
    // HCHC 1 500 000 Wh + HCHP 2 500 000 Wh.
    expect(readingsOf(result).energy).toBe(4000000);
    expect(result.fields.BASEstatus).toBe('notFound');
  });

  it('gives no energy when only one tariff index is sent, and no current when IINST is not', () => {
    const result = run(
      'adeunis/tic-cbe-linky-mono',
      1,
      mono('48432E2E', '80000000', '80000000', '0016E360', '80000000'),
    );
    expect(readingsOf(result)).toStrictEqual({ low_battery: false });
  });

  it('keeps the three-phase currents as fields, and the index as energy', () => {
    // tic-cbe-linky-tri-codec.yaml's example: BASE 0x1234 Wh, IINST1-3 43, 44, 45 A.
    const result = run(
      'adeunis/tic-cbe-linky-tri',
      1,
      '4940303231373238303331383139000012340000002B0000002C0000002D0000001100000012000000130000002000000010',
    );
    expect(readingsOf(result)).toStrictEqual({ energy: 4660, low_battery: false });
    expect(result.fields.IINST2).toStrictEqual({ unit: 'A', value: 44 });
  });

  it('refuses a data frame cut inside a label and a frame code the codec reads as Unsupported', () => {
    expect(
      errorOf(() => run('adeunis/tic-cbe-linky-tri', 1, '49403032313732383033313831390000')).message,
    ).toBeTruthy();
    expect(errorOf(() => run('adeunis/tic-cbe-linky-mono', 1, '37000102030405')).message).toMatch(/0x37/i);
  });
});
