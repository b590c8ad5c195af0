import type { TrackerCommandRequest } from '../codec.ts';
import { encodeMessage, messageType } from './frame.ts';

/**
 * Cellocator's generic command (message type 0 to the unit): the command code twice, its first
 * data byte twice, its second data byte twice, 4 command-specific bytes, as Traccar's
 * CellocatorProtocolEncoder writes it (output control, 0x03, data = state << 4 | output) and as
 * Drivetech/cellocator-parser and jldamians/cellocator-decodes write the others (0x00 the status
 * request, 0x02/0x02 the reset). The command numerator is the listener's serial.
 */
const named: Record<string, [number, number]> = {
  status: [0x00, 0x00],
  reset: [0x02, 0x02],
};

const USAGE =
  'a Cellocator takes status, reset, output <0-15> on|off, or a command code and its data in hex (e.g. 03,10)';

function codeAndData(text: string): [number, number] {
  const word = named[text];
  if (word) return word;
  const output = /^output\s+(\d{1,2})\s+(on|off|1|0)$/.exec(text);
  if (output) {
    const index = Number(output[1]);
    if (index > 15) throw new RangeError('a Cellocator output is 0 to 15');
    const on = output[2] === 'on' || output[2] === '1';
    return [0x03, ((on ? 1 : 0) << 4) | index];
  }
  const raw = /^([0-9a-f]{2})\s*,\s*([0-9a-f]{2})$/.exec(text);
  if (raw) return [Number.parseInt(raw[1] as string, 16), Number.parseInt(raw[2] as string, 16)];
  throw new RangeError(USAGE);
}

export function encodeCellocatorCommand(command: TrackerCommandRequest): Uint8Array {
  const unitId = Number(command.id);
  if (!/^\d{1,10}$/.test(command.id) || unitId > 0xffffffff)
    throw new RangeError(`"${command.id}" is not a Cellocator unit ID`);
  const [code, data] = codeAndData(command.text.trim().toLowerCase());
  const content = Buffer.of(code, code, data, data, 0, 0, 0, 0, 0, 0);
  return new Uint8Array(encodeMessage(messageType.status, unitId, command.serial, content));
}
