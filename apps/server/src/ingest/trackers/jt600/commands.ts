import type { TrackerCommandRequest } from '../codec.ts';
import { ascii } from '../text-scan.ts';

/**
 * Jointech's commands are text, `(<word>,<parameters>)` without the unit's id (JT701D protocol
 * manual V1.4, "Command format"; Traccar's Jt600ProtocolEncoder writes `(S07,0)`, `(S17)` alike):
 * the catalogue's reboot is the locks' `P15`; a custom command is sent as typed, put between
 * parentheses when it has none. A lock answers `(<id>,<word>,…)`; JT600 vehicle units' S commands
 * (S07 engine, S09 time zone, S17 restart: Traccar) have no documented answer here.
 */
export function encodeJt600Command(command: TrackerCommandRequest): Uint8Array {
  if (command.name !== 'reboot' && command.name !== 'custom')
    throw new Error(`Jointech units have no command "${command.name}"`);
  const text = command.text.trim();
  if (!/^[\x20-\x7e]{1,500}$/.test(text))
    throw new Error('a Jointech command is one line of text, e.g. P15 or (P04,1,60,30)');
  if (/^\([^()]*\)$/.test(text)) return ascii(text);
  if (/[()]/.test(text))
    throw new Error('a Jointech command holds no ( or ) unless it is a whole (…) command');
  return ascii(`(${text})`);
}

/**
 * How a unit is pointed at the server. The JT701D manual's P06,1 sets the main server, port and the
 * SIM's APN in one command, by SMS as well as GPRS: `(P06,1,<host>,<port>,<APN>,<user>,<password>)`,
 * user and password left empty where the APN has none. It needs the SIM's APN, so it is given as a
 * step to complete rather than an SMS to send as is. The JT600 vehicle units' manual was not at hand.
 */
export function jt600SetupSteps(host: string, port: number): string {
  return `Send the lock the SMS (P06,1,${host},${port},APN,,) with its SIM's APN in place of APN (and the APN's user and password in the two empty places, if it has them), as the JT701/JT701D protocol manual's P06 command gives it; the unit's id is the 10-digit number printed on it`;
}
