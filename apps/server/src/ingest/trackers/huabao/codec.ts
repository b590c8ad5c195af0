import { isIP } from 'node:net';
import type { TrackerCodec, TrackerCommandRequest } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { encodeHuabao, type HuabaoPeer, MAX_BODY_BYTES, peerOfForm, scanHuabao } from './frame.ts';
import { lockText } from './lock.ts';
import { createParser, huabaoMessage } from './messages.ts';

/**
 * JT/T 808 (Traccar's "huabao", now "jt808"): the Chinese road transport terminal standard most
 * 4G trackers speak (Sinotrack 4G, Micodus, Concox/Jimi JT808 firmware, Howen, dashcams), from
 * JT/T 808-2013 and its 2019 revision, with Traccar's Jt808 decoder and tests as a cross-check.
 */

/** A body is at most 1023 bytes; the header, checksum and flags, all escaped, at most double. */
const MAX_FRAME_BYTES = 2 * (MAX_BODY_BYTES + 17 + 1) + 2;

/**
 * The header our commands carry: the terminal's own, as it sent it at registration or
 * authentication on this connection (`form`, see headerForm), so a 2019 unit is answered in the
 * 2019 form whatever its id. Without it (a unit that never authenticated, or a command checked
 * before sending), from the id the device is registered with: up to 12 digits, the 2013 BCD phone
 * number; a 15-digit IMEI, the 2013 48-bit number without its check digit (Jimi/Concox firmware,
 * as Traccar's encoder writes it); other longer ids, the 2019 form (version 1, 10 BCD bytes).
 */
export function commandPeer(id: string, form?: string): HuabaoPeer {
  const own = form === undefined ? undefined : peerOfForm(form);
  if (own) return own;
  if (!/^\d{1,20}$/.test(id)) throw new Error(`"${id}" is not a JT/T 808 terminal's id`);
  if (id.length <= 12) return { terminal: Buffer.from(id.padStart(12, '0'), 'hex') };
  if (id.length === 15) {
    const terminal = Buffer.alloc(6);
    terminal.writeUIntBE(Number(id.slice(0, -1)), 0, 6);
    return { terminal };
  }
  return { version: 1, terminal: Buffer.from(id.padStart(20, '0'), 'hex') };
}

/**
 * Commands: a position query (0x8201, answered by 0x0201), a reset (0x8105 command word 4) and
 * any text as a text message (0x8300, flag 0x01 urgent, as Traccar sends text to BSJ units; the
 * 2019 form has a text type byte, 1 notice, after the flag).
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const peer = commandPeer(command.id, command.form);
  if (command.name === 'request_position') {
    return encodeHuabao(huabaoMessage.locationQuery, peer, command.serial, Buffer.alloc(0));
  }
  if (command.name === 'reboot') {
    return encodeHuabao(huabaoMessage.terminalControl, peer, command.serial, Buffer.from([0x04]));
  }
  if (!/^[\x20-\x7e]+$/.test(command.text)) throw new Error('a JT/T 808 text command is printable ASCII');
  const flags = Buffer.from(peer.version === undefined ? [0x01] : [0x01, 0x01]);
  const body = Buffer.concat([flags, Buffer.from(command.text, 'latin1')]);
  if (body.length > MAX_BODY_BYTES)
    throw new RangeError('a JT/T 808 text command is at most 1020 characters');
  return encodeHuabao(huabaoMessage.text, peer, command.serial, body);
}

export const huabaoCodec: TrackerCodec = {
  protocol: 'huabao',
  defaultPort: 5015,
  // The terminal's general response (0x0001) to our 0x8300 text or 0x8105 control, and the
  // 0x0201 to a position query, are taken as the command's answer: result ok, failure, not supported.
  answersCommands: true,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Terminals send a heartbeat (0x0002) at the interval of parameter 0x0001, a minute or a few
  // when parked; ten minutes of silence and the unit is gone.
  idleTimeoutSeconds: 600,
  createStream: () => {
    // Whether the peer has sent a good frame yet (see scanHuabao); replies' serials count from 0.
    let spoke = false;
    let serial = -1;
    const parse = createParser({ next: () => (serial = (serial + 1) & 0xffff) });
    return createFrameStream(MAX_FRAME_BYTES, (buf) => {
      const scan = scanHuabao(buf, MAX_FRAME_BYTES, parse, spoke, (text) => lockText(text, () => new Date()));
      if (scan.kind === 'frame') spoke = true;
      return scan;
    });
  },
  encodeCommand,
  // Concox/Jimi's JT808 firmware (JM-VL02, JC400 manuals): SERVER,<mode>,<address>,<port>,0#, mode 1
  // a domain name, 0 an IP address. Sinotrack's 4G units take `804<password> <address> <port>`.
  setupSms: (host, port) => `SERVER,${isIP(host) ? 0 : 1},${host},${port},0#`,
};
