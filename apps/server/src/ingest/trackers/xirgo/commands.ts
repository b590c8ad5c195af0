import type { TrackerCommandRequest } from '../codec.ts';
import { ascii } from '../text-scan.ts';

/**
 * Xirgo commands are `+XT:<code>,<parameters>` (the same text the unit takes by SMS), written as
 * they are, with no line end, as Traccar's XirgoProtocolEncoder sends them. Its one command is the
 * output control, `+XT:7005,<action>,1` with action 2 for an output on and 1 for off (Traccar:
 * data + 1). A command typed without its `+XT:` (`7005,2,1`) gets it. The unit answers
 * `$$<id>,<code>,<values>##`.
 *
 * Other codes integrators use (not from Xirgo's own documents, which are under NDA): 7001 a
 * position now, 7002 the VIN, 3001 the ignition-on report interval, 3050 the settings, 1001
 * the server, 1002 the APN.
 */
const MAX_COMMAND = 160; // one SMS: the unit takes the same text over either

export function encodeXirgoCommand(command: TrackerCommandRequest): Uint8Array {
  if (command.name === 'output_control') {
    const state = command.text.trim();
    if (state !== '0' && state !== '1') throw new Error('an output is set with 1 (on) or 0 (off)');
    return ascii(`+XT:7005,${Number(state) + 1},1`);
  }
  const text = command.text.trim();
  if (!/^[\x20-\x7e]+$/.test(text) || text.length > MAX_COMMAND)
    throw new Error(
      `a Xirgo command is one line of text, up to ${MAX_COMMAND} characters, e.g. +XT:7005,2,1`,
    );
  if (/^\+XT:\d{4}(?:,|$)/i.test(text)) return ascii(`+XT:${text.slice(4)}`);
  if (/^\d{4}(?:,|$)/.test(text)) return ascii(`+XT:${text}`);
  throw new Error('a Xirgo command is +XT:<4-digit code>[,<parameters>], e.g. +XT:7005,2,1');
}

/**
 * The server setting, `+XT:1001,<port>,<host>,4,0,0`, as Plaspy's Xirgo setup guide gives it (the
 * port first, then the address; the three flags are that guide's, their meaning not published);
 * the APN is set first with `+XT:1002,<APN user>,<APN password>,<APN>`. Not from Xirgo's document
 * (under NDA) and not yet confirmed on a unit.
 */
export function xirgoSetupSms(host: string, port: number): string {
  return `+XT:1001,${port},${host},4,0,0`;
}
