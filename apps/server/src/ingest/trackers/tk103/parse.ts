import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { ascii, unreadable, utcTime } from '../text-scan.ts';
import { applyType, bo01Code, parsePosition } from './position.ts';

/**
 * One TK103 message (the text between its parentheses) to events. Its head is the unit's id and
 * a 4-character type (TK103B GPRS communication protocol v1.5: "(" serial number, 12 bytes;
 * command word, 4 bytes; message body; ")"); the ZCxx/DWxx units send their IMEI and a comma
 * instead. Answers, as Traccar's Tk103ProtocolDecoder writes them and the protocol defines them:
 * BP00 handshake -> `(<id>AP01HSO)`, BP05 login -> `(<id>AP05)`, BO01 alarm -> `(<id>AS01<code>)`.
 */
export function parseTk103(body: string): TrackerEvent[] {
  const { id, type, rest, comma } = header(body);
  // A unit named with letters (Traccar's "BALLESTEROS3") cannot be registered: ids are digits.
  if (!isTrackerId(id))
    return [{ type: 'bad_frame', reason: 'unsupported', detail: `an id that is not 6-20 digits: ${id}` }];
  const answer = (text: string) => ascii(`(${id}${text})`);

  if (type === 'BP00') return [{ type: 'login', id, accept: answer('AP01HSO') }];
  const login: TrackerEvent[] = type === 'BP05' ? [{ type: 'login', id, accept: answer('AP05') }] : [];
  if (body.includes('{') && body.includes('}')) return [...login, cellList(id, rest)];
  if (type === 'ZC20') return [battery(id, rest)];
  if (type === 'BZ00') return [network(id, rest)];
  if (type === 'ZC03') return [commandResult(id, rest)];
  if (type.startsWith('DW5')) return [lbsWifi(id, type, rest)];
  const vin = /^[A-HJ-NPR-Z0-9]{17}$/.exec(rest);
  if (type === 'BV00' && vin) return [{ type: 'heartbeat', id, record: { extra: { vin: vin[0] } } }];
  // Battery-management reports (BS50 binary in hex, BS51 tagged values): the unit is alive; not read.
  if (type === 'BS50' || type === 'BS51') return [{ type: 'heartbeat', id }];

  const position = parsePosition(rest, comma);
  if (!position) {
    // An answer to one of our commands (AV00 -> BV00, AV01 -> BV01, AT00…), kept as its text.
    if (login.length) return login;
    // BPxx other than the handshake (BP00) and login (BP05) answer the server's APxx (BP12 the
    // speed limits set by AP12, BP04 the one-time call…), as BS/BT/BU/BV/BX answer AS/AT/AU/AV/AX.
    if (/^B[STUVX]/.test(type) || type.startsWith('BP'))
      return [{ type: 'command_result', id, text: `${type}${rest}`.trim() }];
    return [{ type: 'heartbeat', id }];
  }
  const { record, data } = position;
  applyType(record, type, data);
  const code = type === 'BO01' ? bo01Code(data) : undefined;
  const records: TrackerEvent = {
    type: 'records',
    id,
    records: [record],
    ...(code ? { ack: answer(`AS01${code}`) } : {}),
  };
  // BP04 answers the one-time call (AP00) with the position.
  if (type === 'BP04') return [records, { type: 'command_result', id, text: 'BP04 position' }];
  return [...login, records];
}

type Header = { id: string; type: string; rest: string; comma: boolean };

const messageType = '[A-Z]{2}[0-9A-Z]{2}';
const packed12 = new RegExp(`^([^,]{12})(${messageType})(.*)$`, 's');
/** An id that is not 12 characters (11-digit serials, 15-digit IMEIs) straight before the type. */
const packedDigits = new RegExp(`^(\\d{6,20})(${messageType})(.*)$`, 's');
const commaSeparated = /^([^,]{1,20}),([0-9A-Z]{4})(?:,(.*))?$/s;

function header(body: string): Header {
  const p = packed12.exec(body) ?? packedDigits.exec(body);
  // `BZ00,<mcc>,…` and `BQ81,ALARM,…` separate their body with a comma of their own.
  if (p)
    return {
      id: p[1] as string,
      type: p[2] as string,
      rest: (p[3] as string).replace(/^,/, ''),
      comma: false,
    };
  const c = commaSeparated.exec(body);
  if (c) return { id: c[1] as string, type: c[2] as string, rest: c[3] ?? '', comma: true };
  unreadable('not a TK103 message', body);
}

/** `ddMMyy` and `HHmmss`, as the comma layouts send them. */
function dayFirstTime(date: string | undefined, time: string | undefined): Date | undefined {
  const d = /^(\d\d)(\d\d)(\d\d)$/.exec(date ?? '');
  const t = /^(\d\d)(\d\d)(\d\d)$/.exec(time ?? '');
  if (!d || !t) return undefined;
  const n = (m: RegExpExecArray, i: number) => Number(m[i]);
  return utcTime(2000 + n(d, 3), n(d, 2), n(d, 1), n(t, 1), n(t, 2), n(t, 3));
}

/**
 * Cell towers only, `{mcc,mnc,lac,cid}` one a line (BZ00, or BP05 after the IMEI): no fix is
 * made of them; the towers are kept with the heartbeat.
 */
function cellList(id: string, rest: string): TrackerEvent {
  const towers = [...rest.matchAll(/\{(\d+),(\d+),(\d+),(\d+)\}/g)].map((m) => m.slice(1).join(','));
  if (!towers.length) unreadable('no cell towers in', rest);
  return { type: 'heartbeat', id, record: { extra: { cells: towers.join(';') } } };
}

/** BZ00 with `mcc,mnc,lac,cid` (hex) of the serving cell, then its neighbours'. */
function network(id: string, rest: string): TrackerEvent {
  const m = /^(\d+),(\d+),([0-9A-Fa-f]+),([0-9A-Fa-f]+)(?:,|$)/.exec(rest);
  if (!m) unreadable('no cell in', rest);
  const [mcc, mnc, lac, cid] = [
    Number(m[1]),
    Number(m[2]),
    Number.parseInt(m[3] as string, 16),
    Number.parseInt(m[4] as string, 16),
  ];
  return { type: 'heartbeat', id, record: { extra: { mcc, mnc, lac, cellId: cid } } };
}

/**
 * ZC20, the battery report: `ddMMyy,HHmmss,<level 2..6>,<battery, 10 mV>,<power, 0.1 V>,<installed>`,
 * 255 and 65535 meaning none (Traccar's decodeBattery: levels 6..2 are 100, 80, 50, 20, 10 %).
 */
const levels: Record<string, number> = { '6': 100, '5': 80, '4': 50, '3': 20, '2': 10 };
function battery(id: string, rest: string): TrackerEvent {
  const f = rest.split(',');
  if (f.length < 6 || !f.slice(2, 6).every((v) => /^\d+$/.test(v))) unreadable('not a battery report', rest);
  const record: Omit<TrackerRecord, 'time' | 'valid'> = {};
  const level = levels[f[2] as string];
  if (level !== undefined) record.batteryPct = level;
  if (f[3] !== '65535') record.batteryV = Number(f[3]) / 100;
  if (f[4] !== '65535') record.externalPowerV = Number(f[4]) / 10;
  return { type: 'heartbeat', id, record };
}

/** ZC03, the unit's text answer to an SMS-style command: `ddMMyy,HHmmss,$<text>$`. */
function commandResult(id: string, rest: string): TrackerEvent {
  const m = /\$([\s\S]*?)(?:\$|$)/.exec(rest);
  if (!m) unreadable('no text in', rest);
  return { type: 'command_result', id, text: (m[1] as string).trim() };
}

/**
 * DW5x, a cell and Wi-Fi report when GPS has no fix: `mcc,mnc,lac,cid,<n>,<mac*rssi*channel>…,
 * ddMMyy,HHmmss`. The event its type names is stored at its own time, without a position.
 */
function lbsWifi(id: string, type: string, rest: string): TrackerEvent {
  const f = rest.split(',');
  const [mcc, mnc, lac, cid, count] = f.slice(0, 5).map((v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN));
  if (f.length < 7 || ![mcc, mnc, lac, cid, count].every(Number.isFinite))
    unreadable('not a cell/Wi-Fi report', rest);
  const record: TrackerRecord = {
    time: dayFirstTime(f[f.length - 2], f[f.length - 1]) ?? new Date(),
    valid: false,
    extra: {
      mcc: mcc as number,
      mnc: mnc as number,
      lac: lac as number,
      cellId: cid as number,
      wifi: count as number,
    },
  };
  applyType(record, type, '');
  return { type: 'records', id, records: [record] };
}

/**
 * A connection's parser: the first message naming a device (and any naming another) is
 * preceded by a `login`, so the listener identifies the unit and sends its queued commands,
 * unless the message is itself a handshake or login, whose answer the listener writes.
 */
export function createTk103Parser(): (body: string) => TrackerEvent[] {
  let said = '';
  return (body) => {
    const events = parseTk103(body);
    const first = events[0];
    if (first?.type === 'login') {
      said = first.id;
      return events;
    }
    const named = events.find((e) => e.type !== 'bad_frame' && e.type !== 'login' && e.id);
    const id = named && 'id' in named ? named.id : undefined;
    if (!id || id === said) return events;
    said = id;
    return [{ type: 'login', id }, ...events];
  };
}
