import type { TrackerCodec, TrackerEvent } from '../codec.ts';
import { createFreematicsParser } from './parse.ts';

/**
 * Freematics ONE / ONE+ OBD-II telematics kits running Freematics' telelogger firmware, speaking
 * the Freematics Hub ("teleserver") protocol over UDP: an event datagram to log in
 * (`<id>#EV=1,TS=<ms>,ID=<id>,SSI=<dBm>,VIN=<vin>*<sum>`), answered; then data datagrams
 * (`<id>#0:<ms>,10:<HHMMSScc>,A:<lat>,B:<lon>,…,10C:<rpm>,…*<sum>`), which the protocol does not
 * acknowledge; pings and a logout when the vehicle stops (parse.ts, data.ts, pids.ts).
 *
 * Sources: [fw] stanleyhuangyc/Freematics firmware_v5/telelogger (teleclient.cpp, telestore.cpp,
 * telelogger.ino) and firmware_v4/telelogger, at 9b0a68d89ac1; [srv] the same repository's
 * server/teleserver/udpserver.c, Freematics' own server; [doc] freematics.com "Freematics Hub API"
 * and "Freematics Packed Data Format"; [traccar] traccar/traccar FreematicsProtocolDecoder.java.
 *
 * UDP only: the firmware's other transports are HTTP(S) to the Hub's REST paths, not a TCP stream,
 * and Traccar serves the protocol over UDP only too. Each datagram names its unit, so no session is
 * kept; data under a server-given feed id (firmware before v5's November 2022 change to sending
 * its device id) cannot be told apart and is refused.
 */

/** The firmware serialises a datagram into 4 KiB at most (config.h SERIALIZE_BUFFER_SIZE). */
const MAX_DATAGRAM_BYTES = 4096;

const parse = createFreematicsParser();

function encodeCommand(): Uint8Array {
  throw new Error(
    'Freematics telelogger firmware takes no commands from a server (its UDP client handles only the sync event)',
  );
}

export const freematicsCodec: TrackerCodec = {
  protocol: 'freematics',
  // Traccar: freematics.port 5170.
  defaultPort: 5170,
  maxFrameBytes: MAX_DATAGRAM_BYTES,
  // A unit pings every few minutes while the vehicle is parked, and sends data every second or so
  // while it runs; over UDP no connection waits on this.
  idleTimeoutSeconds: 600,
  datagramsOnly: true,
  createStream: () => ({
    push: (chunk: Uint8Array): TrackerEvent[] =>
      chunk.length
        ? [
            {
              type: 'bad_frame',
              reason: 'unsupported',
              detail: 'Freematics Hub data is sent over UDP',
              fatal: true,
            },
          ]
        : [],
    buffered: () => 0,
  }),
  parseDatagram: parse,
  // Freematics' server has a command event (`EV=5,TK=<token>,CMD=<text>`, [srv] issueCommand), but
  // the telelogger firmware ignores it ([fw] TeleClientUDP::inbound): none are offered.
  encodeCommand,
  answersCommands: false,
  // The kits are set up in their firmware's configuration, not by SMS.
  setupSteps: (host, port) =>
    `Freematics kits take no SMS: build the telelogger firmware with the server ${host}, port ${port} and protocol UDP (menuconfig "Server Host/IP", "Server Port", "UDP Protocol", or SERVER_HOST, SERVER_PORT and SERVER_PROTOCOL PROTOCOL_UDP in config.h). The id is the device id the unit prints at start (DEVICE ID, 8 letters and digits in the stock firmware), registered as it is printed`,
};
