import { hexByte, u8, u16be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox's answers on port 7 to its configuration commands, [command id][device type][9 bytes]
// (each user manual's "Example of ConfigureCmd"): 0x81 ConfigReportRsp (byte 2: 0x00 success),
// 0x82 ReadConfigReportRsp (MinTime, MaxTime in s, then the model's reportable changes), and a
// model's own commands. Names as the TTN codecs give them (vendor/netvox/payload/*.js). They
// are settings, never readings.

export type AnswerReader = (bytes: Uint8Array, out: ResultBuilder) => void;

/** Command id → the TTN codec's name for the answer, and its fields. */
export type AnswerTable = ReadonlyMap<number, readonly [string, AnswerReader]>;

export type ConfigAnswers = {
  /** The ReadConfigReportRsp's reportable changes after MinTime and MaxTime (bytes 6 on). */
  changes: AnswerReader;
  /** The model's further answers: command id → the TTN codec's name and the answer's fields. */
  answers?: AnswerTable;
};

/** Byte 2 of an answer: 0x00 success, anything else failure. */
export const statusAt =
  (at: number): AnswerReader =>
  (bytes, out) =>
    out.set('Status', u8(bytes, at) === 0x00 ? 'Success' : 'Failure');

/** BatteryChange: byte 6 in 0.1 V. */
export const batteryChange: AnswerReader = (bytes, out) => out.set('BatteryChange', u8(bytes, 6) / 10);

/** A big-endian word of the answer, divided by its unit. */
export const wordField =
  (name: string, at: number, divisor = 1): AnswerReader =>
  (bytes, out) =>
    out.set(name, u16be(bytes, at) / divisor);

/** Several readers in order. */
export const all =
  (...readers: readonly AnswerReader[]): AnswerReader =>
  (bytes, out) => {
    for (const read of readers) read(bytes, out);
  };

const common = new Map<number, readonly [string, (answers: ConfigAnswers) => AnswerReader]>([
  [0x81, ['ConfigReportRsp', () => statusAt(2)]],
  [
    0x82,
    [
      'ReadConfigReportRsp',
      (answers) => all(wordField('MinTime', 2), wordField('MaxTime', 4), answers.changes),
    ],
  ],
]);

export function decodeConfigAnswer(bytes: Uint8Array, answers: ConfigAnswers, out: ResultBuilder): void {
  const id = u8(bytes, 0);
  const shared = common.get(id);
  const own = answers.answers?.get(id);
  if (shared) {
    out.set('Cmd', shared[0]);
    shared[1](answers)(bytes, out);
  } else if (own) {
    out.set('Cmd', own[0]);
    own[1](bytes, out);
  } else {
    out.warn(`unknown configuration answer ${hexByte(id)}; not decoded`);
  }
}
