import type { CommandInput } from '@pinpoint/shared/command.ts';
import { describe, expect, it } from 'vitest';
import { describeCommands, EncodeError, encode, listModels, toHex } from './index.ts';

// Encode vectors: each expected payload is the vendor's own worked example where one exists
// (the source is named), so a wrong byte order or unit fails here, not on a device in the field.
type Vector = { modelId: string; input: CommandInput; fPort: number; hex: string; source: string };

const vectors: Vector[] = [
  {
    modelId: 'dragino/lht65',
    input: { kind: 'set_interval', minutes: 10 },
    fPort: 2,
    hex: '01000258',
    source: 'LHT65 manual 2.5: 0x01000258 sets AT+TDC=600 s',
  },
  {
    modelId: 'dragino/lht65',
    input: { kind: 'reboot' },
    fPort: 2,
    hex: '04ff',
    source: 'LHT65 manual 2.5: 0x04FF',
  },
  {
    modelId: 'dragino/lgt92',
    input: { kind: 'set_interval', minutes: 5 },
    fPort: 2,
    hex: '0100012c',
    source: 'LGT-92 manual 2.4: 0x0100012C sets 300 s',
  },
  {
    modelId: 'dragino/lgt92',
    input: { kind: 'alarm', on: false },
    fPort: 2,
    hex: '0201',
    source: 'LGT-92 manual 2.4: 0x0201 exits the alarm',
  },
  { modelId: 'dragino/lgt92', input: { kind: 'reboot' }, fPort: 2, hex: '04ff', source: 'LGT-92 manual 2.4' },
  {
    modelId: 'dragino/lds02',
    input: { kind: 'set_interval', minutes: 1 },
    fPort: 2,
    hex: '0100003c',
    source: 'Dragino common TDC: 0100003C = 60 s (LGT-92 manual text)',
  },
  {
    modelId: 'milesight-iot/em300-th',
    input: { kind: 'set_interval', minutes: 20 },
    fPort: 85,
    hex: 'ff03b004',
    source: 'Milesight ff03: ff03b004 = 1200 s (WS1x6 downlink page; EM300-TH encoder layout)',
  },
  {
    modelId: 'milesight-iot/em300-th',
    input: { kind: 'reboot' },
    fPort: 85,
    hex: 'ff10ff',
    source: 'EM300-TH_Encoder.js reboot',
  },
  {
    modelId: 'milesight-iot/ws202',
    input: { kind: 'set_interval', minutes: 10 },
    fPort: 85,
    hex: 'ff035802',
    source: 'ws202-encoder.js: report_interval 600 → ff 03 + u16 LE',
  },
  {
    modelId: 'milesight-iot/at101',
    input: { kind: 'set_interval', minutes: 20 },
    fPort: 85,
    hex: 'ff8e001400',
    source: 'AT101_Encoder.js: report_interval 20 min → ff 8e 00 + u16 LE',
  },
  {
    modelId: 'milesight-iot/ct101',
    input: { kind: 'set_interval', minutes: 20 },
    fPort: 85,
    hex: 'ff8e001400',
    source:
      'Milesight-IoT/SensorDecoders ct-series/ct101/ct101-encoder.js setReportInterval: ff 8e 00 + u16 LE minutes',
  },
  {
    modelId: 'milesight-iot/ct101',
    input: { kind: 'reboot' },
    fPort: 85,
    hex: 'ff10ff',
    source: 'ct101-encoder.js reboot',
  },
  {
    modelId: 'milesight-iot/em500-udl',
    input: { kind: 'set_interval', minutes: 10 },
    fPort: 85,
    hex: 'ff035802',
    source: 'em500-udl-encoder.js setReportInterval: ff 03 + u16 LE seconds (60-64800)',
  },
  {
    modelId: 'browan/tbms100',
    input: { kind: 'set_interval', minutes: 60 },
    fPort: 204,
    hex: '00100e',
    source: 'Browan Tabs configuration downlink: 00 100E = keep-alive 3600 s',
  },
  {
    modelId: 'sensecap/t1000-a',
    input: { kind: 'raw', hex: '0x8E 00 00', fPort: 5 },
    fPort: 5,
    hex: '8e0000',
    source: 'a raw command keeps its bytes and port',
  },
  {
    modelId: 'dragino/lht65',
    input: { kind: 'raw', hex: '01:00:00:3c', fPort: 10 },
    fPort: 10,
    hex: '0100003c',
    source: 'raw: separators and case as people paste them',
  },
];

describe('encode vectors', () => {
  it.each(vectors.map((v) => [`${v.modelId} ${v.input.kind} (${v.source})`, v] as const))(
    '%s',
    (_name, v) => {
      const downlink = encode(v.modelId, v.input);
      expect(downlink.fPort).toBe(v.fPort);
      expect(toHex(downlink.bytes)).toBe(v.hex);
    },
  );
});

function errorOf(run: () => unknown): EncodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof EncodeError) return error;
    throw error;
  }
  throw new Error('expected an EncodeError');
}

describe('encode refuses what a device would not understand', () => {
  it('a command the model has not, naming the model', () => {
    const error = errorOf(() => encode('dragino/lht65', { kind: 'request_position' }));
    expect(error.kind).toBe('unsupported_command');
    expect(error.message).toBe('Dragino LHT65 has no "request_position" command; send a raw command instead');
  });

  it('an interval out of the model range, with the range in the message', () => {
    expect(
      errorOf(() => encode('milesight-iot/at101', { kind: 'set_interval', minutes: 1441 })).message,
    ).toBe('The interval must be a whole number of minutes from 1 to 1440');
    // ct101-encoder.js: "report_interval must be between 1 and 1440".
    expect(
      errorOf(() => encode('milesight-iot/ct101', { kind: 'set_interval', minutes: 1441 })).message,
    ).toBe('The interval must be a whole number of minutes from 1 to 1440');
    expect(errorOf(() => encode('browan/tbdw100', { kind: 'set_interval', minutes: 0 })).kind).toBe(
      'invalid_input',
    );
  });

  it('turning on an alarm that can only be turned off', () => {
    expect(errorOf(() => encode('dragino/lgt92', { kind: 'alarm', on: true })).message).toBe(
      'This device can only turn its alarm off',
    );
  });

  it('raw bytes that are not hex, too long, empty, or on a reserved port', () => {
    expect(errorOf(() => encode(null, { kind: 'raw', hex: 'zz', fPort: 1 })).message).toMatch(/hex bytes/);
    expect(errorOf(() => encode(null, { kind: 'raw', hex: '0'.repeat(2 * 243), fPort: 1 })).message).toMatch(
      /1 to 242 bytes/,
    );
    expect(errorOf(() => encode(null, { kind: 'raw', hex: '', fPort: 1 })).message).toMatch(/1 to 242 bytes/);
    expect(errorOf(() => encode(null, { kind: 'raw', hex: '01', fPort: 224 })).message).toMatch(/1 to 223/);
    expect(errorOf(() => encode(null, { kind: 'raw', hex: '01', fPort: 0 })).message).toMatch(/1 to 223/);
  });

  it('a named command to a device without a model', () => {
    expect(errorOf(() => encode(null, { kind: 'reboot' })).message).toBe(
      'this device has no "reboot" command; send a raw command instead',
    );
  });

  it('a text command, which only phones take', () => {
    expect(errorOf(() => encode('dragino/lht65', { kind: 'custom', text: 'hi' })).kind).toBe(
      'unsupported_command',
    );
  });
});

describe('every catalogue', () => {
  const models = listModels();

  it.each(models.map((m) => [m.modelId] as const))(
    '%s encodes every command it lists, at both ends of its range',
    (modelId) => {
      const { commands, note } = describeCommands(modelId);
      if (commands.length === 0) expect(note).toBeTruthy();
      for (const command of commands) {
        expect(command.fPort).toBeGreaterThanOrEqual(1);
        expect(command.fPort).toBeLessThanOrEqual(223);
        expect(command.source.reference.length).toBeGreaterThan(10);
        const inputs: CommandInput[] =
          command.kind === 'set_interval' && command.minutes
            ? [
                { kind: 'set_interval', minutes: command.minutes.min },
                { kind: 'set_interval', minutes: command.minutes.max },
              ]
            : command.kind === 'alarm' && command.alarm
              ? [command.alarm.off ? { kind: 'alarm', on: false } : { kind: 'alarm', on: true }]
              : [{ kind: command.kind } as CommandInput];
        for (const input of inputs) {
          const downlink = encode(modelId, input);
          // Small enough for the slowest data rate of every region (11 bytes at US915 DR0).
          expect(downlink.bytes.length).toBeGreaterThan(0);
          expect(downlink.bytes.length).toBeLessThanOrEqual(11);
          expect(downlink.fPort).toBe(command.fPort);
        }
      }
    },
  );

  it('names a model without catalogue, and a device without model', () => {
    expect(describeCommands('acme/widget')).toEqual({
      commands: [],
      note: 'No command catalogue for model "acme/widget"',
    });
    expect(describeCommands(null).note).toMatch(/no model/);
  });

  it('keeps encoders out of the catalogue the API answers', () => {
    for (const command of describeCommands('dragino/lgt92').commands)
      expect(command).not.toHaveProperty('encode');
  });

  it('the interval in three bytes of seconds keeps every minute Dragino can take', () => {
    const max =
      describeCommands('dragino/lht65').commands.find((c) => c.kind === 'set_interval')?.minutes?.max ?? 0;
    expect(toHex(encode('dragino/lht65', { kind: 'set_interval', minutes: max }).bytes)).toBe(
      `01${(max * 60).toString(16).padStart(6, '0')}`,
    );
  });
});
