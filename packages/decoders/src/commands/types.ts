import type { CommandInput, CommandSpec } from '@pinpoint/shared/command.ts';

/** A command a model understands: its catalogue entry and the encoder that builds its bytes. */
export type ModelCommand = CommandSpec & {
  /** Called with an input of this command's kind, already checked against `minutes`/`alarm`. */
  encode: (input: CommandInput) => Uint8Array;
};

export type EncodeErrorKind = 'unsupported_command' | 'invalid_input';

/** The only error `encode` throws; its message is meant for people (the API answers it as a 400). */
export class EncodeError extends Error {
  override name = 'EncodeError';
  readonly kind: EncodeErrorKind;

  constructor(message: string, kind: EncodeErrorKind = 'invalid_input') {
    super(message);
    this.kind = kind;
  }
}

/** Big-endian unsigned integer of `length` bytes. */
export function uintBE(value: number, length: number): number[] {
  return Array.from({ length }, (_, i) => Math.floor(value / 256 ** (length - 1 - i)) % 256);
}

/** Little-endian unsigned integer of `length` bytes. */
export function uintLE(value: number, length: number): number[] {
  return uintBE(value, length).reverse();
}

/** The minutes of a set_interval input (the caller has checked the kind and range). */
export function minutesOf(input: CommandInput): number {
  return input.kind === 'set_interval' ? input.minutes : 0;
}
