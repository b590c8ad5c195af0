import type { TrackerCodec } from '../codec.ts';
import { createFrameStream, withLogins } from '../frame-stream.ts';
import { encodeStartekCommand } from './commands.ts';
import { startekScanner } from './frame.ts';
import { parseStartek } from './parse.ts';

/** A position report is under 250 bytes; a truck adapter's `710` some 550. */
const maxFrameBytes = 2048;

/**
 * iStartek (Shenzhen iStartek Technology: VT100/VT200/VT300/VT800 vehicle units, PT60 personal
 * trackers), Traccar's "startek" on port 5222: `&&` text frames with a length and a checksum. The
 * iStartek GPS tracker communication protocol V2.2 (2024-12-07) is the description, Traccar's
 * decoders and their tests the cross-check. The unit's IMEI in every frame is its login.
 */
export const startekCodec: TrackerCodec = {
  protocol: 'startek',
  defaultPort: 5222,
  maxFrameBytes,
  // Reports come at the interval set on the unit, with a heartbeat event (31) between them.
  idleTimeoutSeconds: 600,
  createStream: () =>
    withLogins(createFrameStream(maxFrameBytes, startekScanner(maxFrameBytes, parseStartek))),
  encodeCommand: encodeStartekCommand,
  // The unit answers a command with its code and the result (`&&…,129,OK`).
  answersCommands: true,
  // FLAGGED: the protocol document's "100 - set the GPRS parameters of server 1" could not be read
  // (only its title was found), nor a user manual's SMS. An instruction, not an SMS to send as is.
  setupSteps: (host, port) =>
    `Set the unit's server 1 to ${host}, port ${port}, TCP (iStartek command 100, by SMS with the unit's password, or with iStartek's configuration tool); the id is the unit's IMEI`,
};
