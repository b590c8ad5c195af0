import type { TrackerCommandRequest } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { ascii } from '../text-scan.ts';
import { watchMessage } from './parse.ts';

/**
 * Commands as Traccar's WatchProtocolEncoder writes them: `[VENDOR*ID*LEN*CONTENT]`, LEN the
 * content's length in 4 hex digits, in the vendor the watch itself uses (`3G` watches are written
 * `SG`, as Traccar does) and with an index (`0001`) when its messages carry one. Our catalogue's
 * request position is `CR` (the watch sends a UD at once), reboot `RESET`; the rest is typed as
 * the protocol names it (`POWEROFF`, `SOS1,<number>`, `UPLOAD,<seconds>`, `CENTER,<number>`,
 * `LZ,<language>,<hours from UTC>`…). The watch answers by echoing the command's name.
 */
const named: Record<string, string> = {
  request_position: 'CR',
  position_single: 'CR',
  reboot: 'RESET',
  power_off: 'POWEROFF',
};

/** Traccar's encoder, when it has no connection to take the vendor from. */
const DEFAULT_VENDOR = 'SG';

export function encodeWatchCommand(command: TrackerCommandRequest): Uint8Array {
  const { id } = command;
  if (!isTrackerId(id)) throw new Error(`"${id}" is not a watch id`);
  const [formVendor, indexed] = (command.form ?? '').split(':');
  const vendor = !formVendor || formVendor === '3G' ? DEFAULT_VENDOR : formVendor;
  const index = indexed === 'index' ? '0001' : undefined;
  const code = named[command.name];
  if (code) return watchMessage(vendor, id, index, code);
  if (command.name !== 'custom') throw new Error(`watches have no command "${command.name}"`);
  const text = command.text.trim();
  // A whole message, brackets and all, is sent as typed.
  if (/^\[[\x20-\x7e]{1,500}\]$/.test(text)) return ascii(text);
  if (!/^[\x20-\x7e]{1,500}$/.test(text) || /[[\]]/.test(text)) {
    throw new Error('a watch command is one line of text without [ or ], e.g. CR or SOS1,4165550123');
  }
  return watchMessage(vendor, id, index, text);
}

/** The SMS of the SeTracker protocol's manual (123456 is the factory password). */
export const watchSetupSms = (host: string, port: number) => `pw,123456,ip,${host},${port}#`;
