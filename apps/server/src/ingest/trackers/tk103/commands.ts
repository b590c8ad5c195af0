import type { TrackerCommandRequest } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { ascii } from '../text-scan.ts';

/**
 * TK103 commands as Tk103ProtocolEncoder writes them, `(<id><command>)` with the id the unit
 * sends: AP00 one-time call (answered BP04 with the position), AT00 restart, AV010/AV011 the
 * oil/circuit cut on and off, AP07 the version, AR00<interval hex, 4><duration hex, 4> periodic
 * reports (AR0000000000 stops them), AX01 the mileage reset (TK103B GPRS protocol v1.5, server
 * messages).
 */
const codes: Record<string, string> = {
  request_position: 'AP00',
  position_single: 'AP00',
  reboot: 'AT00',
  engine_stop: 'AV010',
  engine_resume: 'AV011',
  get_version: 'AP07',
  position_stop: 'AR0000000000',
  set_odometer: 'AX01',
};

export function encodeTk103Command(command: TrackerCommandRequest): Uint8Array {
  const { id } = command;
  if (!isTrackerId(id)) throw new Error(`"${id}" is not a TK103 unit's id`);
  const code = codes[command.name];
  if (code) return ascii(`(${id}${code})`);
  if (command.name === 'position_periodic') {
    const seconds = Number(command.text);
    if (!/^\d{1,5}$/.test(command.text) || seconds < 1 || seconds > 0xffff)
      throw new Error('an interval is a number of seconds, 1 to 65535');
    return ascii(`(${id}AR00${seconds.toString(16).toUpperCase().padStart(4, '0')}0000)`);
  }
  if (command.name === 'custom') {
    const text = command.text.trim();
    if (!/^[\x20-\x7e]{1,200}$/.test(text))
      throw new Error('a TK103 command is one line of text, e.g. AV010 or (<id>AV010)');
    // A whole message, or the SMS-style form some units take over GPRS ([begin]sms2,…,[end]).
    if (/^\(.*\)$/.test(text) || /^\[begin\].*\[end\]$/.test(text)) return ascii(text);
    if (/[()]/.test(text)) throw new Error('a TK103 command holds no ( or ) unless it is a whole message');
    return ascii(`(${id}${text})`);
  }
  throw new Error(`TK103 units have no command "${command.name}"`);
}

/**
 * The SMS that points a unit at the server (TK102/TK103 GPRS setting: `adminip` + password +
 * IP + port, 123456 the factory password); the unit also needs its APN (`apn123456 <APN>`) and
 * `gprs123456` to report over GPRS.
 */
export function tk103SetupSms(host: string, port: number): string {
  return `adminip123456 ${host} ${port}`;
}
