import { isTrackerIdFor } from '@pinpoint/shared/device.ts';
import type { TrackerCommandRequest } from '../codec.ts';
import { DEVICE_PASSWORD, laipacSentence } from './sentence.ts';

/**
 * Laipac commands as Traccar's LaipacProtocolEncoder writes them, `$<sentence>*<checksum>` and a
 * line end: `AVREQ,<password>,1` asks for the position now (answered with an `$AVRMC`),
 * `AVRESET,<id>,<password>` restarts the unit; anything else is sent as typed.
 */
export function encodeLaipacCommand(command: TrackerCommandRequest): Uint8Array {
  const { id } = command;
  if (!isTrackerIdFor(id, 'laipac')) throw new Error(`"${id}" is not a Laipac unit's id`);
  if (command.name === 'request_position' || command.name === 'position_single')
    return laipacSentence(`AVREQ,${DEVICE_PASSWORD},1`);
  if (command.name === 'reboot') return laipacSentence(`AVRESET,${id},${DEVICE_PASSWORD}`);
  if (command.name === 'custom') {
    // Typed with or without its `$` and checksum: the checksum is written afresh.
    const text = command.text
      .trim()
      .replace(/^\$/, '')
      .replace(/\*[0-9A-Fa-f]{2}$/, '');
    if (!/^[A-Z]+(,[\x20-\x7e]*)?$/.test(text) || /[$*]/.test(text))
      throw new Error('a Laipac command is one sentence, its type and fields, e.g. AVREQ,00000000,1');
    return laipacSentence(text);
  }
  throw new Error(`Laipac units have no command "${command.name}"`);
}
