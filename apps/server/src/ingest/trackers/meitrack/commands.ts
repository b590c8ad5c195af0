import type { TrackerCommandRequest } from '../codec.ts';
import { sum8 } from '../crc.ts';
import { ascii } from '../text-scan.ts';

/**
 * `@@<data identifier><data length>,<IMEI>,<command>*<checksum>\r\n` (MEITRACK GPRS Protocol
 * 1.1): the length counts from the first comma to the `\r\n`, the checksum is the sum of the
 * bytes up to the `*`. The tracker answers with the same data identifier.
 */
export function encodeMeitrack(flag: string, imei: string, content: string): Uint8Array {
  const length = 1 + imei.length + 1 + content.length + 5;
  const head = `@@${flag}${length},${imei},${content}*`;
  const bytes = ascii(head);
  return ascii(`${head}${sum8(bytes).toString(16).toUpperCase().padStart(2, '0')}\r\n`);
}

/** A10 locate now; C01 output control (`C01,0,12222`: output 1 on cuts the engine's relay). */
export const meitrackCommands = ['custom', 'position_single', 'engine_stop', 'engine_resume'] as const;

const contents: Record<string, string> = {
  position_single: 'A10',
  engine_stop: 'C01,0,12222',
  engine_resume: 'C01,0,02222',
};

export function encodeMeitrackCommand(command: TrackerCommandRequest): Uint8Array {
  if (!/^\d{6,20}$/.test(command.id)) throw new Error(`"${command.id}" is not a Meitrack tracker's IMEI`);
  // The data identifier runs through 'A'..'z' with the serial, so answers can be told apart.
  const flag = String.fromCharCode(0x41 + (Math.abs(command.serial) % 58));
  const content = contents[command.name];
  if (content) return encodeMeitrack(flag, command.id, content);
  if (command.name === 'custom') {
    if (!/^[A-Z][0-9A-Z]{2}(,[\x20-\x7e]*)?$/.test(command.text) || command.text.includes('*')) {
      throw new Error('a Meitrack command is its type and parameters without *, e.g. C01,0,12222');
    }
    return encodeMeitrack(flag, command.id, command.text);
  }
  throw new Error(`Meitrack trackers have no command "${command.name}"`);
}

/**
 * A21 by SMS (`<password>,A21,<connection mode>,<IP>,<port>,<APN>,<APN user>,<APN password>`):
 * mode 1 is TCP, 0000 the factory password; the APN is the SIM's, left empty here.
 */
export function meitrackSetupSms(host: string, port: number): string {
  return `0000,A21,1,${host},${port},,,`;
}
