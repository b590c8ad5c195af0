import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { addAlarm, isTrackerId, setExtra } from '../fields.ts';
import { unreadable } from '../text-scan.ts';
import { readBody } from './body.ts';

/**
 * One TLT-2H message (its `##` delimiter removed) to events. The header line, as Traccar's
 * PATTERN_HEADER and the MT700 document's 2.1 give it:
 *
 *   `#<IMEI>#<user>#<password>[#<door 0|1>#<adc>#<power>#<battery>#<temperature>]#<event status>#<count>`
 *
 * (the bracketed fields, tenths, are the MT600's), then `<count>` body lines (body.ts), each a
 * record at the unit's own time: a unit that could not send keeps its reports and sends them
 * together. The user name is the model (`MT700`, `V500`) or empty. The header's values and status
 * apply to each record, after the line's own (Traccar sets them last: the header's battery wins).
 *
 * A line without a time (`$GPRMC,,V,,,,,,,,,,A*5C`, no fix yet) gives the unit's state at the
 * time it is received, as a heartbeat; so does a message whose body says nothing readable, so an
 * alarm in its header is not lost. The protocol answers nothing.
 */

const HEADER =
  /#(\d+)#([^#\r\n]*)#(\d*)(?:#([01])#(\d{1,6})#(\d{1,6})#(\d{1,6})#(\d{1,6}))?#([^#\r\n]{1,32})#(\d{1,4})[ \t]*(?=\r?\n|$)/;

/**
 * Event statuses that are alarms of ours: Mictrack's MT500 GPRS protocol (2.3) and Traccar's
 * decodeStatus, and the MT700's SHAKE (traccar/traccar#5343) and LOW (its low-battery status, which
 * Traccar leaves unread; the MT700 document's own list, 2.2.3, could not be read here). Others
 * (AUTO, LOCK, SMS, HT high temperature, OPEN and SHORT for the GPS antenna, SAFESPEED) stay in
 * `extra.status` only.
 */
const statusAlarms: Record<string, TrackerAlarm> = {
  SOS: 'sos',
  DEF: 'power_cut',
  BLP: 'low_battery',
  LOW: 'low_battery',
  CLP: 'low_external_power',
  OS: 'geofence_exit',
  RS: 'geofence_enter',
  OVERSPEED: 'overspeed',
  TOWED: 'tow',
  SHAKE: 'vibration',
};

/**
 * The ignition (ACC) statuses of the MT500 document: AUTOSTART on; AUTOSTOP off; AUTOLOW off and
 * stopped. Traccar also reads AUTO as ignition on; the MT700 document's AUTO is the periodic report
 * of a unit without an ACC wire, so here it says nothing of the ignition.
 */
const statusIgnition: Record<string, boolean> = { AUTOSTART: true, AUTOSTOP: false, AUTOLOW: false };

type State = Omit<TrackerRecord, 'time' | 'valid'>;

/** The header's values and status, laid over a line's. */
function applyHeader(values: State, m: RegExpExecArray): void {
  if (m[4] !== undefined) {
    const tenths = (i: number) => Number(m[i]) / 10;
    setExtra(values, 'door', m[4] === '1');
    setExtra(values, 'adc1', tenths(5));
    values.externalPowerV = tenths(6);
    values.batteryV = tenths(7);
    // Traccar's temp1: which sensor it is (board or probe) is not documented, so it is no reading of ours.
    setExtra(values, 'temp1', tenths(8));
  }
  const status = m[9] as string;
  setExtra(values, 'status', status);
  const alarm = statusAlarms[status.toUpperCase()];
  if (alarm) addAlarm(values, alarm);
  const ignition = statusIgnition[status.toUpperCase()];
  if (ignition !== undefined) values.ignition = ignition;
}

const bad = (reason: 'malformed' | 'unsupported', detail: string): TrackerEvent => ({
  type: 'bad_frame',
  reason,
  detail,
});

export function parseTlt2h(text: string): TrackerEvent[] {
  const m = HEADER.exec(text);
  if (!m) unreadable('not a TLT-2H header', text);
  const id = m[1] as string;
  const events: TrackerEvent[] = [];
  // Bytes before the header (an answer to a command, which has no delimiter of its own) are counted.
  if (text.slice(0, m.index).trim())
    events.push(
      bad('unsupported', `${m.index} bytes before a report: ${text.slice(0, Math.min(m.index, 40))}`),
    );
  if (!isTrackerId(id))
    return [...events, bad('unsupported', `an id that is not 6-20 digits: ${id.slice(0, 24)}`)];
  const lines = text
    .slice(m.index + m[0].length)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '##');
  const records: TrackerRecord[] = [];
  const states: State[] = [];
  for (const line of lines) {
    const reading = readBody(line);
    if ('refused' in reading) {
      events.push(bad(reading.reason, reading.refused));
      continue;
    }
    if (reading.problem) events.push(bad('malformed', reading.problem));
    applyHeader(reading.values, m);
    if (reading.time) records.push({ ...reading.values, time: reading.time });
    else {
      // Without a time the line is no record: its coordinates, if any, are not kept.
      const {
        valid: _valid,
        lat: _lat,
        lon: _lon,
        speedKmh: _speed,
        course: _course,
        ...state
      } = reading.values;
      states.push(state);
    }
  }
  if (!records.length && !states.length) {
    const state: State = {};
    applyHeader(state, m);
    states.push(state);
  }
  const out: TrackerEvent[] = [];
  if (records.length) out.push({ type: 'records', id, records });
  for (const record of states) out.push({ type: 'heartbeat', id, record });
  return [...out, ...events];
}
