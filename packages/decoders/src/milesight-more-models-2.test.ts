import { describe, expect, it } from 'vitest';
import { findDecoder } from './registry.ts';
import { run } from './test-support/decode-helpers.ts';
import { milesightCases } from './test-support/milesight-decoder-examples.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// EM300-ZLD, EM300-MLD, WS303, EM310-TILT, EM320-TILT, EM400-MUD / -TLD / -UDL, EM410-RDL, GS301,
// TS101, TS201, WT101, WS201, UC300, UC50x against their vendors' published examples and what
// Milesight's own decoder gives for them (test-support/milesight-decoder-examples.ts, where the
// sources are named). GS101 has no published example: milesight-differential.test.ts runs
// Milesight's decoder on it. `readings` are ours ("field@time" for a history record's).

type Readings = Record<string, number | boolean>;

const at = (time: string, values: Readings): Readings =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${time}`, value]));

/** Our EM300-ZLD names its leak state as TTN's codec does (`water`), Milesight's decoder `leakage_status`. */
const ourNames = (modelId: string, output: Record<string, unknown>): Record<string, unknown> =>
  modelId === 'milesight-iot/em300-zld'
    ? JSON.parse(JSON.stringify(output).replaceAll('"leakage_status":', '"water":'))
    : output;

describe.each(Object.entries(milesightCases))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toMatchObject(ourNames(modelId, item.output));
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toBeUndefined();
  });
});

describe('readings we do not take from the bytes', () => {
  it('EM410-RDL: 0xFFFD is "no target", not a distance of -3 mm (the vendor prints -3 live)', () => {
    const result = run('milesight-iot/em410-rdl', 85, '0482FDFF0367FA00');
    expect(result.fields).toStrictEqual({ distance_sensor_status: 'no target', temperature: 25 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 25 });
  });

  it('GS301: a polarizing gas sensor gives no NH3 reading', () => {
    const result = run('milesight-iot/gs301', 85, '047DFEFF');
    expect(result.fields).toStrictEqual({ nh3_sensor_status: 'polarizing' });
    expect(result.readings).toEqual([]);
  });

  it('UC300: no digital_inputs while an input is missing from the uplink', () => {
    // Inputs 1, 2 and 4 only: input 3's level is unknown, so no bitmask that would say "low".
    const result = run('milesight-iot/uc300', 85, '030001040001060001');
    expect(result.fields).toMatchObject({ gpio_input_1: 'on', gpio_input_2: 'on', gpio_input_4: 'on' });
    expect(result.readings).toEqual([]);
  });

  it('EM300-MLD: a history timestamp from 2038 on is unsigned (its decoder prints -2147483648)', () => {
    const result = run('milesight-iot/em300-mld', 85, '20CE0000008000000001');
    expect(result.fields.history).toEqual([{ timestamp: 2147483648, leakage_status: 'leak' }]);
    expect(readingsOf(result)).toStrictEqual(at('2038-01-19T03:14:08.000Z', { leak: true }));
  });

  it('UC50x: a float whose bits are NaN is null with a warning, not a number', () => {
    const result = run('milesight-iot/uc50x', 85, 'FF0E0A050000C07F');
    expect(result.fields).toStrictEqual({ modbus_chn_4: null });
    expect(result.warnings).toEqual(['modbus_chn_4 is not a number; not stored']);
  });
});

describe('commands', () => {
  const encodeInterval = (modelId: string, minutes: number) =>
    findDecoder(modelId)
      ?.commands?.find((command) => command.kind === 'set_interval')
      ?.encode({
        kind: 'set_interval',
        minutes,
      });

  it('EM400-UDL sets 300 s as its TTN encoder example does (ff 03 2c 01)', () => {
    expect(encodeInterval('milesight-iot/em400-udl', 5)).toEqual(Uint8Array.of(0xff, 0x03, 0x2c, 0x01));
  });

  it('TS201, EM410-RDL and WT101 take minutes (ff 8e 00)', () => {
    for (const modelId of ['milesight-iot/ts201', 'milesight-iot/em410-rdl', 'milesight-iot/wt101']) {
      expect(encodeInterval(modelId, 10), modelId).toEqual(Uint8Array.of(0xff, 0x8e, 0x00, 0x0a, 0x00));
    }
  });

  it('GS301 has no reboot: its encoder sends ff 10 01, not ff 10 ff', () => {
    const gs301 = findDecoder('milesight-iot/gs301');
    expect(gs301?.commands?.map((command) => command.kind)).toEqual(['set_interval']);
    expect(gs301?.commandsNote).toContain('ff 10 01');
  });
});
