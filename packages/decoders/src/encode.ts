import {
  type CommandInput,
  type CommandSpec,
  commandMessages,
  DOWNLINK_MAX_BYTES,
  FPORT_MAX,
  FPORT_MIN,
} from '@pinpoint/shared/command.ts';
import { fillMessage } from '@pinpoint/shared/messages.ts';
import { parseHex } from './bytes.ts';
import { EncodeError, type ModelCommand } from './commands/types.ts';
import { findDecoder } from './registry.ts';

export { EncodeError, type EncodeErrorKind } from './commands/types.ts';

/** A downlink ready for a network server: the application port and the bytes. */
export type Downlink = { fPort: number; bytes: Uint8Array };

const specOf = ({ encode: _encode, ...spec }: ModelCommand): CommandSpec => spec;

/**
 * The commands a model understands (catalogue entries, without encoders), and a note where the
 * catalogue is short because a vendor's format could not be confirmed. Unknown or missing models
 * have none: only a raw command can be sent to them.
 */
export function describeCommands(modelId: string | null): { commands: CommandSpec[]; note: string | null } {
  const decoder = modelId ? findDecoder(modelId) : undefined;
  if (!decoder) {
    return {
      commands: [],
      note: modelId
        ? `No command catalogue for model "${modelId}"`
        : 'The device has no model: set its model to see its commands',
    };
  }
  return { commands: (decoder.commands ?? []).map(specOf), note: decoder.commandsNote ?? null };
}

function encodeRaw(input: Extract<CommandInput, { kind: 'raw' }>): Downlink {
  if (!Number.isInteger(input.fPort) || input.fPort < FPORT_MIN || input.fPort > FPORT_MAX) {
    throw new EncodeError(commandMessages.fPort);
  }
  let bytes: Uint8Array;
  try {
    bytes = parseHex(input.hex);
  } catch {
    throw new EncodeError(commandMessages.hex);
  }
  if (bytes.length === 0 || bytes.length > DOWNLINK_MAX_BYTES)
    throw new EncodeError(commandMessages.hexLength);
  return { fPort: input.fPort, bytes };
}

function check(command: ModelCommand, input: CommandInput): void {
  if (input.kind === 'set_interval' && command.minutes) {
    const { min, max } = command.minutes;
    if (!Number.isInteger(input.minutes) || input.minutes < min || input.minutes > max) {
      throw new EncodeError(fillMessage(commandMessages.interval, { min, max }));
    }
  }
  if (input.kind === 'alarm' && command.alarm && !command.alarm[input.on ? 'on' : 'off']) {
    throw new EncodeError(
      `This device can only turn its alarm ${input.on ? 'off' : 'on'}`,
      'unsupported_command',
    );
  }
}

/**
 * Encodes a command for a device model: the model's own encoder, or for `raw` the given bytes and
 * port (any LoRaWAN device). Throws EncodeError, and nothing else, for a command the model does
 * not understand or an input out of its range.
 */
export function encode(modelId: string | null, input: CommandInput): Downlink {
  if (input.kind === 'raw') return encodeRaw(input);
  if (input.kind === 'custom') {
    throw new EncodeError(
      'A text command goes to phones and self-hosted trackers, not LoRaWAN devices',
      'unsupported_command',
    );
  }
  const decoder = modelId ? findDecoder(modelId) : undefined;
  const command = decoder?.commands?.find((c) => c.kind === input.kind);
  if (!command) {
    const what = decoder ? `${decoder.vendor} ${decoder.model}` : 'this device';
    throw new EncodeError(
      `${what} has no "${input.kind}" command; send a raw command instead`,
      'unsupported_command',
    );
  }
  check(command, input);
  return { fPort: command.fPort, bytes: command.encode(input) };
}
