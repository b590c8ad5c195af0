import type { TrackerCommandRequest } from '../codec.ts';
import { ascii } from '../text-scan.ts';

/**
 * Suntech commands as SuntechProtocolEncoder writes them, ended by `\r`: in the universal protocol
 * `CMD;<id>;03;01` (position now), `03;03` (reboot), `04;01`/`04;02` (output 1 on/off: the
 * engine cut), `04;03`/`04;04` (output 2); in the model-prefixed one `<model>CMD;<id>;02;StatusReq`,
 * `Reboot`, `Enable1`/`Disable1`, `Enable2`/`Disable2` (ST300 operation manual, chapter 7). The
 * tracker answers `<model>CMD;Res;<id>;…` or `RES;<id>;…`.
 */
const universal: Record<string, string> = {
  request_position: '03;01',
  position_single: '03;01',
  reboot: '03;03',
  engine_stop: '04;01',
  engine_resume: '04;02',
  alarm_arm: '04;03',
  alarm_disarm: '04;04',
};
const legacy: Record<string, string> = {
  request_position: 'StatusReq',
  position_single: 'StatusReq',
  reboot: 'Reboot',
  engine_stop: 'Enable1',
  engine_resume: 'Disable1',
  alarm_arm: 'Enable2',
  alarm_disarm: 'Disable2',
};

/** A whole command as typed, header included (`ST300CMD;…`, `CMD;…`, `ST300NTW;…`). */
const whole = /^(?:S[A-Z]\d{3,4})?[A-Z]{3};/;

export function encodeSuntechCommand(command: TrackerCommandRequest): Uint8Array {
  const { id } = command;
  if (!/^\d{6,20}$/.test(id)) throw new Error(`"${id}" is not a Suntech device id`);
  const isUniversal = command.form === 'universal';
  // Traccar's default for a unit whose reports carried no longer prefix.
  const prefix = isUniversal ? '' : (command.form ?? 'SA200');
  if (command.name === 'custom') {
    const text = command.text.trim();
    if (!/^[\x20-\x7e]{1,300}$/.test(text)) {
      throw new Error('a Suntech command is one line of text, e.g. Enable1 or ST300CMD;<id>;02;Enable1');
    }
    if (whole.test(text)) return ascii(`${text}\r`);
    return ascii(isUniversal ? `CMD;${id};${text}\r` : `${prefix}CMD;${id};02;${text}\r`);
  }
  const code = (isUniversal ? universal : legacy)[command.name];
  if (!code) throw new Error(`Suntech trackers have no command "${command.name}"`);
  return ascii(isUniversal ? `CMD;${id};${code}\r` : `${prefix}CMD;${id};02;${code}\r`);
}

/**
 * The network parameters command (ST300 manual, 4-1 NTW: authentication, APN, user, password,
 * server, port, backup server and port, SMS number, PIN), sent by SMS; the unit's id (the last
 * 9 digits of its IMEI on ST300 units) and the SIM's APN are the user's to fill in.
 */
export function suntechSetupSms(host: string, port: number): string {
  return `ST300NTW;<device id>;02;0;<APN>;;;${host};${port};;;;`;
}
