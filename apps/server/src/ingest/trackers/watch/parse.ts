import { FrameError, readableText } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { ascii, decimal, unreadable } from '../text-scan.ts';
import { parsePosition } from './position.ts';

/**
 * One watch message to events, as Traccar's WatchProtocolDecoder reads them and the SeTracker
 * server protocol (4p-touch.com, "Beesure GPS SeTracker Server Protocol") describes them:
 * `[VENDOR*ID*LEN*CONTENT]`, or `[VENDOR*ID*INDEX*LEN*CONTENT]` on the firmware that numbers its
 * messages (ZJ), where the type is the content up to its first comma. Every message names its
 * watch, so the first one (and any that changes the id or the form) is preceded by a `login`.
 *
 * The answers are the ones the protocol requires, in the form and vendor the watch used: LK is
 * answered `LK` (the watch reboots after five unanswered ones), AL `AL` once the alarm is stored,
 * INIT `INIT,1`, TKQ/TKQ2 their own type, voice chunks (JXTK) `JXTKR,1`, a voice message (TK)
 * `TK,1`, CONFIG `CONFIG,1`, the health uploads bphrt and btemp2 their own type; positions (UD…)
 * and the rest are not answered. What the watch sends back after a command is its echo (`[SG*id*0002*CR]`
 * after CR): any type that is none of the watch's own messages is taken as a command's answer.
 */

export type WatchHeader = { vendor: string; id: string; index?: string; content: Buffer };

const HEADER =
  /^\[([A-Za-z0-9]{2})\*(\d{1,20})\*(?:([0-9A-Za-z]{1,8})\*(?=[0-9A-Fa-f]{4}\*))?[0-9A-Fa-f]{1,8}\*/;

/** The header of a frame (whole, or the head of one); the content runs to the closing `]`, if there. */
export function readHeader(frame: Buffer): WatchHeader {
  const head = frame.subarray(0, 64).toString('latin1');
  const m = HEADER.exec(head);
  if (!m) unreadable('not a watch message header', head);
  const [whole, vendor, id, index] = m as unknown as [string, string, string, string | undefined];
  if (!isTrackerId(id)) throw new FrameError(`"${id}" is not a watch id (6 to 20 digits)`);
  const end = frame[frame.length - 1] === 0x5d ? frame.length - 1 : frame.length;
  return {
    vendor,
    id,
    ...(index === undefined ? {} : { index }),
    content: frame.subarray(whole.length, end),
  };
}

/** A message to the watch in the form it speaks: the same vendor and index, the content's length in 4 hex digits. */
export function watchMessage(
  vendor: string,
  id: string,
  index: string | undefined,
  content: string,
): Uint8Array {
  const length = content.length.toString(16).toUpperCase().padStart(4, '0');
  return ascii(`[${vendor}*${id}*${index === undefined ? '' : `${index}*`}${length}*${content}]`);
}

/** The form a command must take for this watch: its vendor, and `:index` when its messages carry one. */
export const formOf = (h: WatchHeader) => `${h.vendor}${h.index === undefined ? '' : ':index'}`;

/** Messages a watch sends on its own, which are no answer to a command (Traccar's and the protocol's). */
const POSITION_TYPES = /^(?:UD|AL|WT)/;
const HEALTH = new Set(['PULSE', 'HEART', 'BLOOD', 'BPHRT', 'TEMP', 'BTEMP2', 'OXYGEN']);
const MEDIA = new Set(['TK', 'TK2', 'JXTK', 'IMG']);
/** Requests of the vendor's own server (configuration, place names, Wi-Fi lookups) that we do not serve. */
const UNSERVED = new Set(['LGZONE', 'WG']);
/** Health uploads the protocol has the server acknowledge with their own type (bphrt, btemp2). */
const ACKNOWLEDGED_HEALTH = new Set(['BPHRT', 'BTEMP2']);

const typeOf = (content: Buffer) => {
  const comma = content.indexOf(0x2c);
  return content.subarray(0, comma < 0 ? content.length : comma).toString('latin1');
};
const valuesOf = (content: Buffer) => {
  const comma = content.indexOf(0x2c);
  return comma < 0
    ? []
    : content
        .subarray(comma + 1)
        .toString('latin1')
        .split(',');
};
const integer = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) ? Number(s) : undefined);

/** The events of one whole message (unescaped, brackets included). */
export function parseWatchMessage(frame: Buffer): TrackerEvent[] {
  const h = readHeader(frame);
  const { id } = h;
  const type = typeOf(h.content);
  const upper = type.toUpperCase();
  const answer = (content: string) => watchMessage(h.vendor, id, h.index, content);

  if (upper === 'LK')
    return [{ type: 'heartbeat', id, ack: answer('LK'), ...linkState(valuesOf(h.content)) }];
  if (POSITION_TYPES.test(upper)) return position(h, upper, answer);
  if (upper === 'INIT') return [{ type: 'heartbeat', id, ack: answer('INIT,1') }];
  if (upper === 'TKQ' || upper === 'TKQ2') return [{ type: 'heartbeat', id, ack: answer(type) }];
  if (HEALTH.has(upper)) {
    const events = health(id, upper, valuesOf(h.content));
    return ACKNOWLEDGED_HEALTH.has(upper) ? events.map((e) => ({ ...e, ack: answer(type) })) : events;
  }
  // `TK,1` / `TK,0` is the watch's receipt of a voice message we sent, not a voice message.
  if (upper === 'TK' && /^[01]$/.test(valuesOf(h.content).join(',')))
    return [{ type: 'command_result', id, text: readableText(h.content, 'latin1') }];
  if (MEDIA.has(upper)) return [media(id, upper, answer)];
  // The watch repeats its configuration until told `CONFIG,1` (1 ok, 0 failed); it is not kept.
  if (upper === 'CONFIG') return [{ type: 'heartbeat', id, ack: answer('CONFIG,1') }];
  if (UNSERVED.has(upper)) return [{ type: 'heartbeat', id }];
  if (!/^[A-Za-z0-9_]{1,24}$/.test(type)) unreadable('not a watch message', h.content.toString('latin1'));
  return [{ type: 'command_result', id, text: readableText(h.content, 'latin1') }];
}

/**
 * A frame too long to hold: a voice message or picture (kept by neither Traccar's tests nor us),
 * answered from its head where the protocol wants an answer; undefined for any other message.
 */
export function parseOversizedHead(head: Buffer): TrackerEvent[] | undefined {
  const h = readHeader(head);
  const upper = typeOf(h.content).toUpperCase();
  if (!MEDIA.has(upper)) return undefined;
  return [media(h.id, upper, (content) => watchMessage(h.vendor, h.id, h.index, content))];
}

/**
 * Voice and pictures are not stored, but answered where the protocol wants it: a voice chunk
 * (JXTK) with `JXTKR,1` so the watch sends the next, a whole voice message (TK) with `TK,1`
 * ("receive status: 1 success").
 */
function media(id: string, upper: string, answer: (content: string) => Uint8Array): TrackerEvent {
  if (upper === 'JXTK') return { type: 'heartbeat', id, ack: answer('JXTKR,1') };
  if (upper === 'TK') return { type: 'heartbeat', id, ack: answer('TK,1') };
  return { type: 'heartbeat', id };
}

/** `LK,steps,tumbles,battery %` (the plain `LK` carries nothing; Traccar keeps two values as nothing too). */
function linkState(v: string[]): { record?: Omit<TrackerRecord, 'time' | 'valid'> } {
  const steps = integer(v[0]);
  const battery = integer(v[2]);
  if (v.length < 3 || steps === undefined || battery === undefined) return {};
  const tumbles = integer(v[1]);
  const extra = { steps, ...(tumbles === undefined ? {} : { tumbles }) };
  return { record: { batteryPct: Math.min(100, battery), extra } };
}

function position(h: WatchHeader, upper: string, answer: (content: string) => Uint8Array): TrackerEvent[] {
  const { id } = h;
  const isAlarm = upper.startsWith('AL');
  const ack = isAlarm ? answer('AL') : undefined;
  const parsed = parsePosition(valuesOf(h.content).join(','));
  if (!parsed) {
    // An alarm is answered even when unreadable (as Traccar does), or the watch sends it again and again.
    if (!isAlarm) unreadable(`not a ${upper} position`, h.content.toString('latin1'));
    return [
      { type: 'heartbeat', id, ack: answer('AL'), record: { extra: { message: upper, unreadable: true } } },
    ];
  }
  const { record } = parsed;
  record.extra = { message: upper, ...record.extra };
  // An alarm report with no alarm bit set is an alarm of the watch's own kind: kept as such, not made an SOS.
  if (isAlarm && !record.alarms?.length) record.extra.alarmReport = true;
  if (!parsed.time) {
    // No date yet (a watch that has not had the network's time): its state, received now.
    const { valid: _valid, lat: _lat, lon: _lon, ...state } = record;
    return [{ type: 'heartbeat', id, ...(ack ? { ack } : {}), record: state }];
  }
  return [{ type: 'records', id, records: [{ ...record, time: parsed.time }], ...(ack ? { ack } : {}) }];
}

/**
 * Health readings of the watches that measure them, under Traccar's names: heart rate (PULSE,
 * HEART; BLOOD and BPHRT after the blood pressure), temperature (TEMP; btemp2 when its first
 * value says it was measured), blood oxygen (its second value). Kept in the frame, received now.
 */
function health(id: string, upper: string, v: string[]): TrackerEvent[] {
  if (v.length === 0) return [{ type: 'heartbeat', id }];
  const extra: Record<string, number | string> = {};
  if (upper === 'TEMP') set(extra, 'temp1', decimal(v[0]));
  else if (upper === 'BTEMP2') {
    // `btemp2,<mode>,<temp>`: mode 0 forehead, 1 wrist; a temp of 0 or 1 is a failed measurement
    // (too low, too high), not a temperature.
    const temp = decimal(v[1]);
    if (temp === 0 || temp === 1) extra.temperatureAbnormal = temp === 0 ? 'low' : 'high';
    else set(extra, 'temp1', temp);
    set(extra, 'temperatureMode', integer(v[0]));
  } else if (upper === 'OXYGEN') set(extra, 'bloodOxygen', integer(v[1]));
  else {
    let i = 0;
    if (upper === 'BPHRT' || upper === 'BLOOD') {
      set(extra, 'pressureHigh', integer(v[i++]));
      set(extra, 'pressureLow', integer(v[i++]));
    }
    set(extra, 'heartRate', integer(v[i]));
  }
  return [{ type: 'heartbeat', id, record: { extra: { message: upper, ...extra } } }];
}

function set(extra: Record<string, number | string>, key: string, value: number | undefined) {
  if (value !== undefined) extra[key] = value;
}

/**
 * A connection's parser: the events of each message, preceded by a `login` when the watch (or
 * the form it speaks: vendor, index) is not the one the connection last heard, so the listener
 * identifies it and writes its queued commands in that form.
 */
export function createWatchParser() {
  let said = '';
  const withLogin = (frame: Buffer, events: TrackerEvent[]): TrackerEvent[] => {
    const h = readHeader(frame);
    const form = formOf(h);
    const key = `${h.id};${form}`;
    if (key === said) return events;
    said = key;
    return [{ type: 'login', id: h.id, form }, ...events];
  };
  return {
    frame: (frame: Buffer) => withLogin(frame, parseWatchMessage(frame)),
    oversized(head: Buffer) {
      const events = parseOversizedHead(head);
      return events && withLogin(head, events);
    },
  };
}
