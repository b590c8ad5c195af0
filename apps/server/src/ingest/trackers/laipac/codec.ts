import type { TrackerCodec } from '../codec.ts';
import { createFrameStream, withLogins } from '../frame-stream.ts';
import { delimitedScanner } from '../text-scan.ts';
import { encodeLaipacCommand } from './commands.ts';
import { parseLaipac } from './parse.ts';

/** A report with its cell is under 150 bytes. */
const maxFrameBytes = 512;

/**
 * Laipac Technology's units (Richmond Hill, Ontario: S911 Lola and S911 Bracelet personal
 * trackers, LaiTrack vehicle units): NMEA-like text sentences, one a line (`\r\n`, which units
 * also send before a sentence), as Traccar's LaipacProtocol reads them on port 5048. No Laipac
 * protocol document was found: Traccar's decoder, encoder and tests, and GpsGate's answers quoted
 * in Traccar's issues, are the sources.
 */
export const laipacCodec: TrackerCodec = {
  protocol: 'laipac',
  defaultPort: 5048,
  maxFrameBytes,
  // Reports come at the interval set on the unit, and `$ECHK` between them; ten silent minutes and
  // the connection is closed (the unit opens another with its next report).
  idleTimeoutSeconds: 600,
  createStream: () =>
    withLogins(
      createFrameStream(
        maxFrameBytes,
        delimitedScanner({
          maxFrameBytes,
          isDelimiter: (byte) => byte === 0x0a || byte === 0x0d,
          parse: parseLaipac,
        }),
      ),
    ),
  encodeCommand: encodeLaipacCommand,
  // No answer to a command is known (a position request is answered by a report like any other).
  answersCommands: false,
  // FLAGGED: no Laipac manual at hand gives the SMS that sets the server; units are set up with
  // Laipac's configuration software or by their seller. An instruction, not an SMS to send as is.
  setupSteps: (host, port) =>
    `With Laipac's configuration software (or ask the seller), set the unit's server to ${host}, port ${port}, TCP; the id is the unit's serial (e.g. 80006405) or IMEI, as it reports it`,
};
