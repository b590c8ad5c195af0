import { isPrintableAscii } from '../bytes.ts';
import type { TrackerCodec, TrackerCommandRequest, TrackerEvent, TrackerStream } from '../codec.ts';
import {
  createFrameStream,
  datagramThroughStream,
  type FrameScan,
  parseFrame,
  withLogins,
} from '../frame-stream.ts';
import { delimitedScanner, typedLine } from '../text-scan.ts';
import { createMictrackParser, isWholeMictrack } from './parse.ts';

/**
 * Mictrack's text protocol (MT600/MT700/MT710/MT821 asset and vehicle trackers), Traccar's
 * `mictrack` on its port 5191, TCP and UDP. Sources: Traccar's MictrackProtocol and
 * MictrackProtocolDecoder (9e5c458a), whose test vectors codec.test.ts replays; Mictrack's
 * "Communication Protocol 2.0" (MT821/MT825) as burberius/mictrack reads it, for the event codes
 * and the sequence number; Mictrack's own documents for this form were not at hand.
 *
 * Framing: Traccar frames nothing (each read is a message). Mictrack's units end their messages
 * with a line end (the MT700 protocol document's `<CR><LF>`; traccar/traccar#5905 reports the
 * same of the `MT;` units), so a message ends at CR or LF; on a connection where no line end has
 * come yet, a read that ends with a whole message is one, as Traccar reads it. A UDP datagram is
 * one message.
 *
 * The protocol answers nothing (the MT700 document: reports "without ACK"). Every report names its
 * unit, so the stream says `login` before the first on a connection; an unknown unit is closed.
 */

/** Reports are under 300 bytes; a low-altitude batch of fixes runs longer. */
const MAX_FRAME_BYTES = 2048;

const CR = 0x0d;
const LF = 0x0a;

function createMictrackStream(): TrackerStream {
  const parse = createMictrackParser();
  const lines = delimitedScanner({
    maxFrameBytes: MAX_FRAME_BYTES,
    isDelimiter: (byte) => byte === CR || byte === LF,
    parse,
  });
  let lineEnds = false;
  const scan = (buf: Buffer): FrameScan => {
    if (!lineEnds && (buf.includes(LF) || buf.includes(CR))) lineEnds = true;
    const result = lines(buf);
    if (result.kind !== 'need' || lineEnds || !isPrintableAscii(buf)) return result;
    const text = buf.toString('latin1').trim();
    return isWholeMictrack(text) ? parseFrame(buf.length, () => parse(text)) : result;
  };
  return withLogins(createFrameStream(MAX_FRAME_BYTES, scan));
}

/** One UDP datagram: its messages, the last one's line end optional. */
const parseMictrackDatagram = (datagram: Uint8Array): TrackerEvent[] =>
  datagramThroughStream(createMictrackStream, datagram, Buffer.of(LF));

/**
 * A command: the text as typed, in the unit's own command words (Traccar has no Mictrack encoder;
 * the MT710 command list's commands, e.g. `MODE,1,60`); the unit answers `<command>=Success!`.
 */
const encodeMictrackCommand = (command: TrackerCommandRequest): Uint8Array =>
  typedLine(command.text, 'a Mictrack command is one line of printable text, e.g. MODE,1,60');

export const mictrackCodec: TrackerCodec = {
  protocol: 'mictrack',
  // Traccar's port for Mictrack (TCP and UDP), so a unit set up for Traccar moves by its host alone.
  defaultPort: 5191,
  maxFrameBytes: MAX_FRAME_BYTES,
  // The heartbeat (RH) comes every 5 to 60 minutes (HBC in the MT710 command list); an hour of
  // silence is twice the middle of that range.
  idleTimeoutSeconds: 3600,
  createStream: createMictrackStream,
  parseDatagram: parseMictrackDatagram,
  encodeCommand: encodeMictrackCommand,
  // The unit answers a command with its result (`mode=Success!`, Traccar's vectors).
  answersCommands: true,
  // Mictrack's server command, 804<password> <host> <port> (0000 the factory password; 8030000
  // <APN> sets the APN): the 804 command of the MT710 command list (per42/mictrack writes it over
  // USB as 804,<host>,<port>); the SMS form is taken from Mictrack's user manuals as remembered,
  // not checked against a manual at hand.
  setupSms: (host, port) => `8040000 ${host} ${port}`,
};
