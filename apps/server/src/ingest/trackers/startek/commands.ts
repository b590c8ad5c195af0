import type { TrackerCommandRequest } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { startekFrame } from './frame.ts';

/**
 * iStartek commands as Traccar's StartekProtocolEncoder writes them, `<code>,<parameters>` in a
 * `$$` frame: 900,<output>,<1|0> sets an output (output 1 cuts the engine's relay on vehicle units).
 */
const payloads: Record<string, string> = {
  engine_stop: '900,1,1',
  engine_resume: '900,1,0',
};

export function encodeStartekCommand(command: TrackerCommandRequest): Uint8Array {
  if (!isTrackerId(command.id)) throw new Error(`"${command.id}" is not an iStartek unit's IMEI`);
  const payload = payloads[command.name];
  if (payload) return startekFrame(command.id, payload);
  if (command.name === 'custom') {
    const text = command.text.trim();
    if (!/^[0-9A-Fa-f]{3}(,[\x20-\x7e]*)?$/.test(text))
      throw new Error('an iStartek command is its three-digit code and parameters, e.g. 900,1,1');
    return startekFrame(command.id, text);
  }
  throw new Error(`iStartek units have no command "${command.name}"`);
}
