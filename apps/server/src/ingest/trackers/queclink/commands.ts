import type { TrackerCommandRequest } from '../codec.ts';
import { ascii } from '../text-scan.ts';

/**
 * Queclink's commands, `AT+GT<command>=<password>,...,<serial number>$` (GL300 protocol 3.2).
 * The serial number (4 hex digits) comes back in the tracker's `+ACK:GT<command>`, so the
 * answer can be told apart from another command's. The password is the device's (default
 * `gl300`, `gv300`... per model); a named command takes it from `text` when one is given.
 */
export const queclinkCommands = [
  'custom',
  'position_single',
  'identification',
  'reboot',
  'engine_stop',
  'engine_resume',
] as const;

const defaultPassword = 'gl300';

export function encodeQueclinkCommand(command: TrackerCommandRequest): Uint8Array {
  const serial = (command.serial & 0xffff).toString(16).toUpperCase().padStart(4, '0');
  const password = /^[0-9A-Za-z]{4,16}$/.test(command.text) ? command.text : defaultPassword;
  switch (command.name) {
    case 'custom': {
      const text = command.text.trim();
      if (!/^AT\+GT[A-Z]{3}[=?][\x20-\x7e]*$/.test(text)) {
        throw new Error('a Queclink command is one line like AT+GTRTO=gl300,1,,,,,,0001$');
      }
      return ascii(text.endsWith('$') ? text : `${text}$`);
    }
    // AT+GTRTO sub-commands: 1 (RTL) locate now, 8 (VER) versions, 3 (RESET) reboot.
    case 'position_single':
      return ascii(`AT+GTRTO=${password},1,,,,,,${serial}$`);
    case 'identification':
      return ascii(`AT+GTRTO=${password},8,,,,,,${serial}$`);
    case 'reboot':
      return ascii(`AT+GTRTO=${password},3,,,,,,${serial}$`);
    // AT+GTOUT (GV series): output 1 on cuts the engine's relay, off restores it.
    case 'engine_stop':
      return ascii(`AT+GTOUT=${password},1,,,0,0,0,0,0,0,0,,,,,,,${serial}$`);
    case 'engine_resume':
      return ascii(`AT+GTOUT=${password},0,,,0,0,0,0,0,0,0,,,,,,,${serial}$`);
    default:
      throw new Error(`Queclink trackers have no command "${command.name}"`);
  }
}

/**
 * AT+GTSRI (GL300 protocol 3.2.3), sent by SMS: report mode 3 (TCP long connection), buffer
 * on, the main server, a heartbeat every 5 minutes and server acknowledgement (SACK) on, so
 * the tracker keeps a report until the server has stored it. `gl300` is the factory password.
 */
export function queclinkSetupSms(host: string, port: number): string {
  return `AT+GTSRI=${defaultPassword},3,,1,${host},${port},,,,5,1,0,0,,,FFFF$`;
}
