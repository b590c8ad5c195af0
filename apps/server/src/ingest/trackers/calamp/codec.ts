import { isIP } from 'node:net';
import { ByteReader, FrameError } from '../bytes.ts';
import type { TrackerCodec, TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { acknowledge, type LmDirectHeader, messageTypes, readHeader, serviceTypes } from './message.ts';
import { readFullReport, readMiniReport } from './report.ts';

/**
 * CalAmp LMU and TTU units (LMU-2630/3030/4230/5530…) speaking LM Direct over UDP (CalAmp, "LM
 * Direct Reference Guide"; Traccar's CalAmpProtocolDecoder, port 5082). Each datagram is one
 * message naming its unit in the Options Header. An acknowledged request (service type 1) is
 * answered with an Acknowledge message once what it carries is stored; the unit re-sends it
 * until then. Event, User Data, Locate and Mini Event Reports carry a position; the others (ID
 * Report, Application Data, Configuration…) are acknowledged and store nothing.
 */

/** A datagram longer than this is no LM Direct message a unit sends (reports are under 300 bytes). */
const MAX_DATAGRAM_BYTES = 2048;

export type LmDirectMessage = LmDirectHeader & { record?: TrackerRecord };

/** One datagram as its header and, for a report, its record; a malformed one throws `FrameError`. */
export function decodeMessage(datagram: Uint8Array): LmDirectMessage {
  const r = new ByteReader(datagram);
  const header = readHeader(r);
  switch (header.type) {
    case messageTypes.eventReport:
    case messageTypes.userData:
    case messageTypes.locateReport:
      return { ...header, record: readFullReport(r, header.type) };
    case messageTypes.miniEventReport:
      return { ...header, record: readMiniReport(r) };
    default:
      return header;
  }
}

function parseDatagram(datagram: Uint8Array): TrackerEvent[] {
  let message: LmDirectMessage;
  try {
    message = decodeMessage(datagram);
  } catch (error) {
    if (!(error instanceof FrameError)) throw error;
    return [{ type: 'bad_frame', reason: 'malformed', detail: error.message }];
  }
  const id = message.mobileId;
  // Traccar falls back on the address's last session; a datagram has no session here.
  if (id === undefined)
    return [{ type: 'bad_frame', reason: 'unsupported', detail: 'a message without a mobile ID' }];
  if (!isTrackerId(id))
    return [
      {
        type: 'bad_frame',
        reason: 'unsupported',
        detail: `mobile ID ${JSON.stringify(id.slice(0, 24))} (type ${message.mobileIdType ?? '-'}) is not 6 to 20 digits`,
      },
    ];
  const ack = message.service === serviceTypes.acknowledged ? { ack: acknowledge(message) } : {};
  const login: TrackerEvent = { type: 'login', id };
  if (message.record) {
    if (message.mobileIdType !== undefined)
      message.record.extra = { ...message.record.extra, mobileIdType: message.mobileIdType };
    return [login, { type: 'records', id, records: [message.record], ...ack }];
  }
  // The unit's periodic ID Report is its keep-alive: kept, as a heartbeat, with nothing to store but its being heard.
  if (message.type === messageTypes.idReport)
    return [login, { type: 'heartbeat', id, ...ack, record: { extra: { message: 'id_report' } } }];
  return [login, { type: 'heartbeat', id, ...ack }];
}

function encodeCommand(): Uint8Array {
  throw new Error(
    'CalAmp LM Direct units take no commands from Pinpoint yet (PEG actions are set in their configuration)',
  );
}

/**
 * The protocol name is `calamp` (Traccar's). Typed against the codec contract without its protocol
 * until `calamp` joins the shared protocol list; the registry's `Record<TrackerProtocol, TrackerCodec>`
 * then takes it as it is.
 */
export const calampCodec = {
  protocol: 'calamp',
  defaultPort: 5082,
  answersCommands: false,
  maxFrameBytes: MAX_DATAGRAM_BYTES,
  // LM Direct is UDP: a TCP connection has no heartbeat to wait for.
  idleTimeoutSeconds: 600,
  // LM Direct has no TCP form (Traccar serves it over UDP only): no TCP port is opened, and a stream
  // (never made by the listener) would refuse a TCP peer at its first bytes.
  datagramsOnly: true,
  createStream: () => ({
    push: (chunk: Uint8Array): TrackerEvent[] =>
      chunk.length
        ? [{ type: 'bad_frame', reason: 'unsupported', detail: 'LM Direct is sent over UDP', fatal: true }]
        : [],
    buffered: () => 0,
  }),
  parseDatagram,
  encodeCommand,
  // Two SMS "!R1" parameter writes (CalAmp, "LMU Users Guide" 11.2.1, as AT$APP PARAM <id>,<index>,<value>):
  // the Inbound URL (2319; the Inbound IP Address 768 for an address) and the Inbound Port (769).
  setupSms: (host: string, port: number) => `!R1,${isIP(host) ? 768 : 2319},0,${host}\n!R1,769,0,${port}`,
} as const satisfies Omit<TrackerCodec, 'protocol'> & { protocol: 'calamp' };
