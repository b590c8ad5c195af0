import type { TrackerCodec, TrackerCommandRequest } from '../codec.ts';
import { createFrameStream } from '../frame-stream.ts';
import { encodeTopin, scanTopin } from './frame.ts';
import { parseTopinMessage, topinProtocol } from './messages.ts';

/**
 * Topin (ZhongXun) 4G GPS watches and personal trackers (ZX303, ZX612 and the kids', senior and
 * lone-worker watches sold under many brands): Traccar's "topin" protocol. Its decoder, encoder
 * and their tests are the cross-check; the "ZhongXun Topin Locator Communication Protocol"
 * (May 2017, rev. 180612) the description of the frames and which of them must be answered.
 */

/**
 * Frames are small: a position is 27 bytes, a Wi-Fi report with ten access points and seven
 * cells about 120. 2 KB holds any count a watch sends.
 */
const MAX_FRAME_BYTES = 2048;

/** A phone number of the SOS number command (0x41). */
const PHONE = /^\+?\d{3,20}$/;

/**
 * Commands, as Traccar's TopinProtocolEncoder writes them: the SOS number (0x41), its ASCII
 * digits (the only command Traccar sends to Topin units), typed `SOS,<number>`. A whole frame
 * from the vendor's document may be given as hex (78 78 … 0D 0A) and is sent as it is.
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const text = command.text.trim();
  const sos = /^SOS,(.+)$/i.exec(text);
  if (sos) {
    const phone = (sos[1] as string).trim();
    if (!PHONE.test(phone)) throw new RangeError('SOS,<number> takes a phone number of 3 to 20 digits');
    return encodeTopin(1 + phone.length, topinProtocol.sosNumber, Buffer.from(phone, 'latin1'));
  }
  const hex = text.replace(/\s+/g, '');
  if (/^7878(?:[0-9a-f]{2})+0d0a$/i.test(hex) && hex.length >= 12) return Buffer.from(hex, 'hex');
  throw new RangeError(
    'Topin watches take SOS,<number> (the SOS number) or a whole frame as hex (78 78 … 0D 0A)',
  );
}

/** Creates one connection's stream; `now` gives the time the watch is told (tests fix it). */
export function createTopinStream(now: () => Date = () => new Date()) {
  // Whether the peer has sent a good frame yet (see scanTopin).
  let spoke = false;
  return createFrameStream(MAX_FRAME_BYTES, (buf) => {
    const scan = scanTopin(buf, (frame) => parseTopinMessage(frame, now()), spoke);
    if (scan.kind === 'frame') spoke = true;
    return scan;
  });
}

export const topinCodec: TrackerCodec = {
  protocol: 'topin',
  defaultPort: 5199,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The status (0x13) and heartbeat (0x08) come every few minutes; its upload interval is minutes.
  idleTimeoutSeconds: 600,
  createStream: () => createTopinStream(),
  encodeCommand,
  // Traccar reads no answer to 0x41, and the document's answer is not confirmed: commands stay sent.
  answersCommands: false,
  // Unconfirmed: the document leaves the server to the vendor's set-up ("the server address is
  // ______ port is ______"), and the SMS differs between models and sellers.
  setupSteps: (host, port) =>
    `Unconfirmed for Topin watches: set the server to ${host}, port ${port}, TCP, with the seller’s app or configuration SMS (the text differs between models); the id is the watch’s 15-digit IMEI`,
};
