import { isTrackerIdFor } from '@pinpoint/shared/device.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { setExtra } from '../fields.ts';
import { type Element, parseRecords } from './data.ts';
import { EVENT_ACK, EVENT_LOGIN, EVENT_RECONNECT, EVENT_SYNC, events } from './pids.ts';

/**
 * One datagram of the Freematics Hub protocol: `<id>#<elements>*<checksum>`, the checksum the
 * byte sum of everything before `*` modulo 256 in hex, one or two digits (`%X`, unpadded: [fw]
 * firmware_v5/telelogger/telestore.cpp CStorageRAM::tailer; [srv] server/teleserver/udpserver.c
 * verifyChecksum, which drops a datagram whose sum differs, as the firmware drops a reply).
 *
 * A message with an `EV=` element is an event (login 1, logout 2, reconnect 4, ping 7, a command's
 * ack 6); the others are data, `<pid hex>:<value>` elements. The id before `#` is the unit's device
 * id where it is longer than 4 characters, and a feed id the server gave at login otherwise ([srv]
 * incomingUDPCallback); an event's `ID=` names the unit whatever the header says.
 */

const MAX_ID = 32;
const HEADER = /^[0-9A-Za-z]{1,32}$/;
const CHECKSUM = /^[0-9A-Fa-f]{1,2}$/;
const PID = /^[0-9A-Fa-f]{1,4}$/;
/** Freematics' server keeps a sync at most every 30 s a unit ([srv] teleserver.h SYNC_INTERVAL). */
export const SYNC_INTERVAL_MS = 30_000;

const bad = (reason: 'checksum' | 'malformed' | 'unsupported', detail: string): TrackerEvent => ({
  type: 'bad_frame',
  reason,
  detail,
});
const quoted = (text: string) => JSON.stringify(text.slice(0, MAX_ID));

export function byteSum(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) & 0xff;
  return sum;
}

/** A reply as the server sends it: the text, `*` and its byte sum in two hex digits (Traccar's). */
export function signed(text: string): Uint8Array {
  return new Uint8Array(
    Buffer.from(`${text}*${byteSum(text).toString(16).toUpperCase().padStart(2, '0')}`, 'latin1'),
  );
}

/**
 * The answer to an event: `1#EV=<event>,RX=1,TS=<the unit's TS>` (Traccar's FreematicsProtocolDecoder;
 * [srv] sends `<feed id>#EV=<event>,RX=<n>,TX=<n>`). The firmware checks only its checksum and its
 * `EV=<event>` ([fw] TeleClientUDP::notify), and takes the number before `#` as its feed id, which
 * firmware v5 no longer sends data under.
 */
export function eventReply(event: number, ts?: string): Uint8Array {
  return signed(`1#EV=${event},RX=1${ts === undefined ? '' : `,TS=${ts}`}`);
}

type Message = { header: string; body: string[] };

/** The header and elements of a datagram, or why it is refused. */
export function splitMessage(text: string): Message | TrackerEvent {
  const hash = text.indexOf('#');
  const star = text.lastIndexOf('*');
  if (hash < 1 || star < hash) return bad('malformed', 'no `<id>#…*<checksum>` message');
  const header = text.slice(0, hash);
  if (!HEADER.test(header))
    return bad('malformed', `an id ${quoted(header)} that is not 1-32 letters or digits`);
  const given = text.slice(star + 1);
  if (!CHECKSUM.test(given)) return bad('malformed', `a checksum ${quoted(given)} that is not hex`);
  const sum = byteSum(text.slice(0, star));
  if (Number.parseInt(given, 16) !== sum)
    return bad(
      'checksum',
      `checksum ${given.toUpperCase()}, the message sums to ${sum.toString(16).toUpperCase()}`,
    );
  // v4 firmware left a trailing comma before `*` ([traccar] vector 2): empty elements are dropped.
  const body = text
    .slice(hash + 1, star)
    .split(',')
    .filter((e) => e !== '');
  return { header, body };
}

/** The unit an id names, or why it cannot be taken. */
function unitId(id: string | undefined, header: string): string | TrackerEvent {
  if (id === undefined)
    return bad(
      'unsupported',
      `a message under feed id ${quoted(header)}, which names no unit (older firmware)`,
    );
  if (!isTrackerIdFor(id, 'freematics'))
    return bad('unsupported', `device id ${quoted(id)} is not 6 to 20 letters, digits, - or _`);
  return id;
}

function parseEvent(message: Message): TrackerEvent[] {
  const fields = new Map<string, string>();
  for (const element of message.body) {
    const at = element.indexOf('=');
    if (at > 0 && !fields.has(element.slice(0, at))) fields.set(element.slice(0, at), element.slice(at + 1));
  }
  const ev = fields.get('EV') ?? '';
  // The firmware writes `EV=%X`; the events it has (1-7) read the same in hex and decimal.
  if (!/^[0-9A-Fa-f]{1,2}$/.test(ev)) return [bad('malformed', `an event ${quoted(ev)} that is no number`)];
  const event = Number.parseInt(ev, 16);
  const longHeader = message.header.length > 4 ? message.header : undefined;
  const id = unitId(fields.get('ID') || longHeader || fields.get('VIN') || undefined, message.header);
  if (typeof id !== 'string') return [id];

  const state: Omit<TrackerRecord, 'time' | 'valid'> = {};
  setExtra(state, 'event', events[event] ?? `event${event}`);
  const vin = fields.get('VIN');
  if (vin && /^[0-9A-Za-z]{1,32}$/.test(vin)) setExtra(state, 'vin', vin);
  const ssi = fields.get('SSI') ?? '';
  if (/^-\d{1,3}$/.test(ssi)) setExtra(state, 'rssiDbm', Number(ssi));
  const df = fields.get('DF') ?? '';
  if (/^\d{1,5}$/.test(df)) setExtra(state, 'deviceFlags', Number(df));

  const ts = fields.get('TS');
  const reply = eventReply(event, ts !== undefined && /^\d{1,10}$/.test(ts) ? ts : undefined);
  if (event === EVENT_LOGIN || event === EVENT_RECONNECT)
    return [
      { type: 'login', id, accept: reply },
      { type: 'heartbeat', id, record: state },
    ];
  // A command's acknowledgement is answered with nothing ([fw] notify: "no reply for ACK").
  if (event === EVENT_ACK) return [{ type: 'heartbeat', id, record: state }];
  return [{ type: 'heartbeat', id, ack: reply, record: state }];
}

/**
 * A parser of datagrams. Data is not acknowledged by the protocol, but a unit that hears nothing
 * from the server for its sync interval (120 s) takes the link for lost and logs in again ([fw]
 * telelogger.ino "Poor connection"); Freematics' server sends it a sync event (`EV=3`) after data at
 * most every 30 s, and so does this one, once the data is stored. The one state kept: when each
 * unit was last sent a sync.
 */
export function createFreematicsParser(now: () => Date = () => new Date()) {
  const lastSync = new Map<string, number>();

  function syncDue(id: string, at: number): boolean {
    const last = lastSync.get(id);
    if (last !== undefined && at - last < SYNC_INTERVAL_MS && at >= last) return false;
    if (lastSync.size >= 10_000) lastSync.clear();
    lastSync.set(id, at);
    return true;
  }

  return (datagram: Uint8Array): TrackerEvent[] => {
    // The firmware sends no line end; a tool or a test may.
    const text = Buffer.from(datagram.buffer, datagram.byteOffset, datagram.byteLength)
      .toString('latin1')
      .replace(/[\r\n\0 ]+$/, '');
    const message = splitMessage(text);
    if ('type' in message) return [message];
    if (message.body.some((e) => e.startsWith('EV='))) return parseEvent(message);

    const id = unitId(message.header.length > 4 ? message.header : undefined, message.header);
    if (typeof id !== 'string') return [id];
    const elements: Element[] = [];
    for (const element of message.body) {
      const m = /^([^:=]*)[:=](.*)$/s.exec(element);
      // A key that is no hex PID is passed over, as Traccar passes it.
      if (m && PID.test(m[1] as string))
        elements.push({ pid: Number.parseInt(m[1] as string, 16), value: m[2] as string });
    }
    if (!elements.length) return [bad('malformed', 'a data message without elements')];
    const at = now();
    const records = parseRecords(elements, at);
    const ack = syncDue(id, at.getTime()) ? { ack: signed(`1#EV=${EVENT_SYNC},RX=1`) } : {};
    return [{ type: 'records', id, records, ...ack }];
  };
}
