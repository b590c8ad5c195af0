import type { TrackerCodec, TrackerCommandRequest, TrackerEvent, TrackerStream } from '../codec.ts';
import { createFrameStream, datagramThroughStream, withLogins } from '../frame-stream.ts';
import { typedLine } from '../text-scan.ts';
import { END, tlt2hScanner } from './frame.ts';
import { parseTlt2h } from './parse.ts';

/**
 * The TLT-2H text protocol: Xexun's TLT-2H units and Mictrack's MT500/MT600/MT700/MT710/MT821
 * (their "Mictrack Communication Protocol (for MT700) V1.0"), Traccar's `tlt2h` on its port 5030,
 * TCP and UDP. Sources: Traccar's Tlt2hProtocol and Tlt2hProtocolDecoder (9e5c458a), whose test
 * vectors codec.test.ts replays; the MT700 document's sections 1 to 2.2.1 (as 1library.net shows
 * them); Mictrack's MT500 GPRS protocol (its event statuses and example, trackergreat.com).
 *
 * A message is a header line naming the unit and its event status, then one line a record, ended
 * by `##\r\n` (frame.ts). The MT700 document: reports and commands go "without ACK", so nothing is
 * answered; every message names its unit, so the stream says `login` before the first on a
 * connection and an unknown unit is closed. A UDP datagram is one message, its `##` optional.
 */

/** Traccar allows 32 KiB; a message of one record is under 200 bytes, a backlog one line each. */
const MAX_FRAME_BYTES = 16 * 1024;

function createTlt2hStream(): TrackerStream {
  return withLogins(createFrameStream(MAX_FRAME_BYTES, tlt2hScanner(MAX_FRAME_BYTES, parseTlt2h)));
}

const parseTlt2hDatagram = (datagram: Uint8Array): TrackerEvent[] =>
  datagramThroughStream(createTlt2hStream, datagram, END);

/**
 * A command: the text as typed, in the unit's own command words (the MT700 document's section 3,
 * "Server to Terminal Message Format": APN, IP/port, working mode...; its text could not be read
 * here, and Traccar has no encoder for the protocol).
 */
const encodeTlt2hCommand = (command: TrackerCommandRequest): Uint8Array =>
  typedLine(command.text, 'a TLT-2H command is one line of printable text, in the unit’s own command words');

export const tlt2hCodec: TrackerCodec = {
  protocol: 'tlt2h',
  // Traccar's port for TLT-2H (TCP and UDP), so a unit set up for Traccar moves by its host alone.
  defaultPort: 5030,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The MT710's heartbeat comes every 5 to 60 minutes (HBC in its command list), reports every 10 s
  // to 10 min in real-time mode; an hour of silence is twice the middle of the heartbeat's range.
  idleTimeoutSeconds: 3600,
  createStream: createTlt2hStream,
  parseDatagram: parseTlt2hDatagram,
  encodeCommand: encodeTlt2hCommand,
  // No answer is known (Traccar reads none; the document says commands go without ACK): a command
  // stays sent.
  answersCommands: false,
  // FLAGGED: the MT700 document's "3.2 SET IP/Port" could not be read (only its title), nor a manual's
  // SMS. Mictrack's MT710 USB command list (as per42/mictrack implements it) sets the server with
  // 804,<host>,<port>. An instruction, not an SMS to send as is.
  setupSteps: (host, port) =>
    `Set the unit's server to ${host}, port ${port}, TCP or UDP: with Mictrack's USB configuration tool (804,${host},${port} on MT710 units), by the SET IP/Port SMS of the unit's manual, or ask the seller; the id is the unit's IMEI`,
};
