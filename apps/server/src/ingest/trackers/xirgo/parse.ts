import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { ascii, unreadable } from '../text-scan.ts';
import { applyEvent, isReportEvent } from './events.ts';
import {
  isDate,
  isTime,
  isUsDate,
  type Layout,
  layoutsFitting,
  type Read,
  readDynamic,
  readFixed,
} from './layouts.ts';

/**
 * One Xirgo message, the text between `$$` and `##`, to events. Every message starts with the
 * unit's id (its IMEI, or the device id it was given) and an event number:
 * - a report (event 4xxx/6xxx, or a command's answer carrying a position) has the date and time
 *   next, in one of the default layouts (layouts.ts) or, date mm/dd/yyyy, the unit's own order;
 *   one whose clock is not set yet (`2000/00/00`) is kept as the unit's state, without a fix;
 * - an answer to a `+XT:<code>,…` command comes back as `$$<id>,<code>,<values>##` and is a
 *   `command_result` (a report whose event is a command's number is both);
 * - a report event without a date (Traccar's vector `$$184800619,6115,Y1z1…,,,000##`, which it
 *   drops) is a heartbeat, its fields kept.
 *
 * Over TCP the unit waits for no answer. Over UDP, a message that ends in a sequence number
 * (`…,<SEQ>##`) is acknowledged `!UDP_ACK,<event>,<SEQ>` (Traccar's PATTERN_ACK), once stored.
 */
export type ParseState = { layout?: Layout };

export function parseXirgo(
  body: string,
  state: ParseState,
  options: { udp: boolean; ended: boolean },
): TrackerEvent[] {
  const v = body.split(',');
  const id = v[0] as string;
  if (!isTrackerId(id)) unreadable('a unit id that is not 6 to 20 digits', body);
  const eventText = v[1] ?? '';
  if (!/^\d{1,5}$/.test(eventText)) unreadable('an event number that is not one', body);
  const event = Number(eventText);
  const seq = options.udp && options.ended ? /,(\d+)$/.exec(body)?.[1] : undefined;
  const ack = seq !== undefined && v.length > 3 ? ascii(`!UDP_ACK,${eventText},${seq}`) : undefined;
  const answer = (): TrackerEvent => ({
    type: 'command_result',
    id,
    text: v.slice(1).join(','),
    ...(ack ? { ack } : {}),
  });

  const read = readReport(v, state);
  if (!read) {
    if (!isReportEvent(event)) return [answer()];
    const extra = { event, fields: v.slice(2).join(',') };
    return [{ type: 'heartbeat', id, record: { extra }, ...(ack ? { ack } : {}) }];
  }
  applyEvent(read.record, event);
  const events: TrackerEvent[] = [];
  if (read.time) {
    read.record.time = read.time;
    events.push({ type: 'records', id, records: [read.record], ...(ack ? { ack } : {}) });
  } else {
    events.push({ type: 'heartbeat', id, record: stateOf(read.record), ...(ack ? { ack } : {}) });
  }
  // A command's answer that carries a position (the location request's): stored, and the answer.
  if (!isReportEvent(event)) events.push({ type: 'command_result', id, text: v.slice(1).join(',') });
  return events;
}

function readReport(v: string[], state: ParseState): Read | undefined {
  if (!isTime(v[3])) return undefined;
  if (isUsDate(v[2])) return readDynamic(v);
  if (!isDate(v[2])) return undefined;
  const fitting = layoutsFitting(v);
  if (fitting.length === 0) unreadable('a report in neither of the default layouts', v.join(','));
  const layout =
    fitting.length === 1
      ? (fitting[0] as Layout)
      : state.layout && fitting.includes(state.layout)
        ? state.layout
        : 'new';
  if (fitting.length === 1) state.layout = layout;
  return readFixed(v, layout);
}

/** A report without a time: what it says of the unit, without the fix. */
function stateOf(record: TrackerRecord): Omit<TrackerRecord, 'time' | 'valid'> {
  const {
    time: _time,
    valid: _valid,
    lat: _lat,
    lon: _lon,
    speedKmh: _speed,
    course: _course,
    ...rest
  } = record;
  return rest;
}
