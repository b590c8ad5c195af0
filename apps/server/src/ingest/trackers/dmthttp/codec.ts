import type { TrackerCodec, TrackerEvent, TrackerStream } from '../codec.ts';
import { createHttpStream, type HttpRequest, httpResponse, MAX_BODY_BYTES, MAX_HEAD_BYTES } from './http.ts';
import { PayloadError, parsePayload } from './payload.ts';

/**
 * Digital Matter's units (Yabby Edge, Oyster Edge, Oyster3, Yabby3, Remora3…) through Digital
 * Matter's OEM Server (Device Manager) and its HTTP connector, Traccar's `dmthttp`
 * (DmtHttpProtocol, DmtHttpProtocolDecoder): OEM Server takes the unit's upload in its binary
 * protocol, POSTs the records as JSON (payload.ts) to the connector's URL, and tells the unit to
 * delete them only once the POST is answered 2xx ("The end server must respond 200 OK to confirm
 * the message has been received", Digital Matter's "The HTTP/HTTPS Connector"). Edge units' places
 * are solved in OEM Server, so this is the only way to have them.
 *
 * Each POST (http.ts) names its unit; OEM Server sends many units' POSTs over one kept connection.
 * So each request gives:
 * - a `login` when it names another unit than the last one on the connection: an unregistered unit
 *   is answered `404` with `Connection: close` (the listener closes the connection after a refused
 *   login; OEM Server sees an error, keeps the records on the unit, and connects again for the
 *   others);
 * - its `records` (or an answer-only `heartbeat` when it has none to store), whose ack is
 *   `200 OK`, written once they are all committed: a POST not answered is sent again;
 * - a body that is no payload of either form: `400` (the connection kept), and a `bad_frame`.
 * Any path is taken (the connector's URL may carry one); a method other than POST is answered 405.
 */

function requests(): TrackerStream {
  // The unit the connection's last login named.
  let said: string | undefined;

  const onRequest = (request: HttpRequest): TrackerEvent[] => {
    const { keepAlive } = request;
    if (request.method !== 'POST')
      return [
        { type: 'heartbeat', ack: httpResponse(405, keepAlive, ['Allow: POST']) },
        { type: 'bad_frame', reason: 'unsupported', detail: `HTTP ${request.method} (only POST is taken)` },
      ];
    let payload: ReturnType<typeof parsePayload>;
    try {
      payload = parsePayload(request.body);
    } catch (err) {
      if (!(err instanceof PayloadError)) throw err;
      return [
        { type: 'heartbeat', ack: httpResponse(400, keepAlive) },
        { type: 'bad_frame', reason: 'malformed', detail: err.message },
      ];
    }
    const { id, records, skipped } = payload;
    const events: TrackerEvent[] = [];
    if (id !== said) {
      said = id;
      events.push({ type: 'login', id, reject: httpResponse(404, false) });
    }
    const ok = httpResponse(200, keepAlive);
    // Records it cannot place in time are answered too: sent again, they would be the same.
    events.push(
      records.length ? { type: 'records', id, records, ack: ok } : { type: 'heartbeat', id, ack: ok },
    );
    if (skipped.length)
      events.push({
        type: 'bad_frame',
        reason: 'malformed',
        detail: `${skipped.length} record(s) left out, ${skipped[0]}`,
      });
    return events;
  };

  return createHttpStream(onRequest);
}

function encodeCommand(): Uint8Array {
  throw new Error(
    'Digital Matter units behind OEM Server take no commands from Pinpoint: their settings are changed in OEM Server',
  );
}

export const dmthttpCodec: TrackerCodec = {
  protocol: 'dmthttp',
  // Traccar: dmthttp 5139.
  defaultPort: 5139,
  maxFrameBytes: MAX_HEAD_BYTES + MAX_BODY_BYTES,
  // OEM Server keeps its connection between POSTs; ten minutes of silence ends it (it opens another).
  idleTimeoutSeconds: 600,
  // OEM Server forwards a whole account's units over a few connections from its few addresses: a
  // fleet's rate, not one unit's (a POST is a message; up to 128 KiB each).
  connectionRates: {
    bytesPerSecond: 2 * 1024 * 1024,
    bytesBurst: 8 * 1024 * 1024,
    messagesPerSecond: 500,
    messagesBurst: 2000,
  },
  createStream: requests,
  // The connector only delivers the units' records; commands go through OEM Server's own API.
  encodeCommand,
  answersCommands: false,
  setupSteps: (host, port) =>
    `In Digital Matter’s OEM Server (Device Manager), give the units an HTTP connector in JSON format with the URL http://${host}:${port}/ (Digital Matter support creates connectors); the id is the unit’s IMEI, or its serial number where it has none`,
};
