import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { isTrackerId } from '../fields.ts';
import { ascii } from '../text-scan.ts';
import { dataCodes, dataFieldCounts, parseDataBody } from './data.ts';
import { textOf } from './params.ts';

/**
 * One Wialon IPS packet, `#PT#Msg` without its `\r\n` (v1.1 p. 1; v2.0 p. 3), optionally after the
 * UDP prefix `IMEI` (v1.1 p. 8) or `Protocol_version;IMEI` (v2.0 p. 20), to events. Every packet
 * the unit sends is answered (`#A<PT>#<code>\r\n`): the answer to data is the records' `ack`, sent
 * once they are committed; a packet we refuse is answered with the document's code for why, as
 * an answer-only `heartbeat` (it stores nothing) before its `bad_frame`.
 *
 * Version 2.0 ends the L, SD, D, B and M packets with a CRC16 (CRC-16/ARC, the document's table:
 * `crc16Ibm`) in hex, of the text between the packet type and the checksum, separators included
 * (v2.0 pp. 23-24). Data packets show by their field count whether it is there; a login says its
 * version, which the connection keeps for its M packets and the commands sent to the unit.
 */

/** What a connection has learnt from the unit's login. */
export type WialonSession = { version?: string };

const answer = (type: string, code = '') => ascii(`#A${type}#${code}\r\n`);

/** Refused, answered with the document's code for why. */
function refused(
  type: string,
  code: string,
  reason: 'malformed' | 'checksum' | 'unsupported',
  detail: string,
): TrackerEvent[] {
  return [
    { type: 'heartbeat', ack: answer(type, code) },
    { type: 'bad_frame', reason, detail: `${type}: ${detail}` },
  ];
}

/** v2.0 p. 23: "added to the message as a hexadecimal number"; a Traccar vector writes `0x9b0`. */
function checksumOf(field: string): number | undefined {
  const m = /^(?:0x)?([0-9a-f]{1,4})$/i.exec(field);
  return m ? Number.parseInt(m[1] as string, 16) : undefined;
}

const crcOf = (signed: string) => crc16Ibm(Buffer.from(signed, 'latin1'));
const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** The checksum at the end of `body` after its last `sep`: undefined when it holds. */
function badChecksum(body: string, sep: string): string | undefined {
  const at = body.lastIndexOf(sep);
  const signed = body.slice(0, at + 1);
  const given = checksumOf(body.slice(at + 1));
  const actual = crcOf(signed);
  if (at >= 0 && given === actual) return undefined;
  return `checksum ${JSON.stringify(body.slice(at + 1).slice(0, 8))}, expected ${hex4(actual)}`;
}

/** A version 2 login carries a checksum; 1.1 has no version field at all. */
const isVersion2 = (version: string | undefined) => version !== undefined && /^2\.\d+$/.test(version);

function login(body: string, session: WialonSession): TrackerEvent[] {
  const fields = body.split(';');
  const versioned = /^\d+\.\d+$/.test(fields[0] as string);
  // v1.1: `IMEI;Password`; v2.0: `Protocol_version;IMEI;Password;CRC16`.
  if (versioned ? fields.length !== 4 : fields.length > 2)
    return refused('L', '0', 'malformed', `${fields.length} fields`);
  const version = versioned ? (fields[0] as string) : '1.1';
  if (versioned && !isVersion2(version))
    return refused('L', '0', 'unsupported', `protocol version ${version.slice(0, 8)}`);
  if (versioned) {
    const bad = badChecksum(body, ';');
    if (bad) return refused('L', '10', 'checksum', bad);
  }
  const id = fields[versioned ? 1 : 0] as string;
  // The document allows any "ID or serial number"; devices are registered by 6 to 20 digits.
  if (!isTrackerId(id))
    return refused('L', '0', 'malformed', `id ${JSON.stringify(id.slice(0, 24))} is not 6 to 20 digits`);
  session.version = version;
  // The password is not checked: a unit is known by its IMEI (answer 01 is never sent).
  return [{ type: 'login', id, accept: answer('L', '1'), reject: answer('L', '0'), form: version }];
}

/** SD or D: one message; its answer (ASD or AD) once stored. */
function data(type: 'SD' | 'D', body: string, now: () => Date): TrackerEvent[] {
  const fields = body.split(';');
  const { short, extended } = dataFieldCounts;
  // A D packet with only the short fields is read too, as Traccar does.
  const sizes = type === 'SD' ? [short] : [short, extended];
  const signed = sizes.includes(fields.length - 1);
  if (!signed && !sizes.includes(fields.length))
    return refused(type, dataCodes.structure, 'malformed', `${fields.length} fields`);
  if (signed) {
    const bad = badChecksum(body, ';');
    if (bad) return refused(type, type === 'SD' ? '13' : '16', 'checksum', bad);
  }
  const result = parseDataBody(signed ? fields.slice(0, -1) : fields, now);
  if ('code' in result) return refused(type, result.code, 'malformed', result.detail);
  return [{ type: 'records', records: [result.record], ack: answer(type, dataCodes.ok) }];
}

/**
 * B: messages of the past (up to 5000) separated by `|`, each the body of an SD or D packet
 * without its own checksum; in v2.0 the packet's checksum follows the last `|`. The answer is the
 * number of messages registered; an empty one means a bad checksum (v2.0 p. 11).
 */
function blackBox(body: string, now: () => Date): TrackerEvent[] {
  const parts = body.split('|');
  const last = parts.at(-1) as string;
  if (parts.length > 1 && !last.includes(';')) {
    if (last !== '') {
      const bad = badChecksum(body, '|');
      if (bad) return refused('B', '', 'checksum', bad);
    }
    parts.pop();
  }
  const records: TrackerRecord[] = [];
  const failed: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const result = parseDataBody(part.split(';'), now);
    if ('record' in result) records.push(result.record);
    else failed.push(result.detail);
  }
  const bad: TrackerEvent[] = failed.length
    ? [
        {
          type: 'bad_frame',
          reason: 'malformed',
          detail: `B: ${failed.length} message(s) refused, ${failed[0]}`,
        },
      ]
    : [];
  if (!records.length) return [{ type: 'heartbeat', ack: answer('B', '0') }, ...bad];
  return [{ type: 'records', records, ack: answer('B', String(records.length)) }, ...bad];
}

/**
 * M: a message from the driver (v1.1 p. 6; v2.0 p. 13, `Msg;CRC16` in 2.0), answered AM 1, or 01
 * for a bad checksum. It is kept with the unit's state, not taken as a command's answer: the
 * document lets a unit answer a command this way, but nothing tells the two apart.
 */
function message(body: string, version: string | undefined): TrackerEvent[] {
  let text = body;
  const at = body.lastIndexOf(';');
  if (isVersion2(version)) {
    const bad = badChecksum(body, ';');
    if (bad) return refused('M', '01', 'checksum', bad);
    text = body.slice(0, at);
  } else if (
    version === undefined &&
    at >= 0 &&
    checksumOf(body.slice(at + 1)) === crcOf(body.slice(0, at + 1))
  ) {
    // No login yet to tell the version: a checksum that holds is one.
    text = body.slice(0, at);
  }
  return [{ type: 'heartbeat', record: { extra: { message: textOf(text) } }, ack: answer('M', '1') }];
}

/** The UDP prefix: `IMEI` (v1.1) or `Protocol_version;IMEI` (v2.0). */
function prefixOf(prefix: string): { id: string; version: string } | undefined {
  const parts = prefix.split(';');
  if (parts.length > 2 || (parts.length === 2 && !/^\d+\.\d+$/.test(parts[0] as string))) return undefined;
  const id = parts.at(-1) as string;
  if (!isTrackerId(id)) return undefined;
  return { id, version: parts.length === 2 ? (parts[0] as string) : '1.1' };
}

/** Gives the events of a packet whose prefix named its unit that unit's id. */
function named(events: TrackerEvent[], id: string): TrackerEvent[] {
  return events.map((e) => (e.type === 'records' || e.type === 'heartbeat' ? { ...e, id } : e));
}

/**
 * One packet's events. `prefixed`: it must name its unit (a UDP datagram); over TCP a prefix is
 * allowed (Traccar's vectors `2.0;99999999#D#…`) and names the unit too.
 */
export function parsePacket(
  line: string,
  session: WialonSession,
  now: () => Date,
  prefixed = false,
): TrackerEvent[] {
  const m = /^([^#]{0,40})#([A-Z]{1,3})#(.*)$/s.exec(line);
  if (!m)
    return [
      { type: 'bad_frame', reason: 'malformed', detail: `not a Wialon IPS packet: ${line.slice(0, 40)}` },
    ];
  const [, prefix = '', type = '', body = ''] = m;
  const unit = prefix === '' ? undefined : prefixOf(prefix);
  if ((prefix !== '' && !unit) || (prefixed && !unit))
    return [
      {
        type: 'bad_frame',
        reason: 'malformed',
        detail: `no unit id before the packet: ${prefix.slice(0, 40)}`,
      },
    ];
  const events = packetEvents(type, body, unit ? { version: unit.version } : session, now);
  return unit && type !== 'L' ? named(events, unit.id) : events;
}

function packetEvents(type: string, body: string, session: WialonSession, now: () => Date): TrackerEvent[] {
  switch (type) {
    case 'L':
      return login(body, session);
    case 'P':
      return [{ type: 'heartbeat', ack: answer('P') }];
    case 'SD':
    case 'D':
      return data(type, body, now);
    case 'B':
      return blackBox(body, now);
    case 'M':
      return message(body, session.version);
    default:
      return [{ type: 'bad_frame', reason: 'unsupported', detail: `a ${type} packet (not read)` }];
  }
}
