import { ByteReader, FrameError, readableText } from '../bytes.ts';
import type {
  TrackerCodec,
  TrackerCommandRequest,
  TrackerEvent,
  TrackerRecord,
  TrackerStream,
} from '../codec.ts';
import { createFrameStream, type FrameScan, parseFrame } from '../frame-stream.ts';
import {
  answerFor,
  checksum,
  encodePackage,
  HEAD_BYTES,
  MARK,
  type Package,
  pid,
  readImei,
  UDP_HEAD_BYTES,
  UDP_MARK,
  wrapDatagram,
} from './frame.ts';
import { readNormal } from './normal.ts';
import { readObd, readOldPosition, readOldStatus } from './old.ts';

/**
 * Eelink trackers (TK115/TK116/TK119, GPT06/GPT46, GOT08/GOT10 and the brands built on them), both
 * generations of the binary `gg` protocol, over TCP and UDP. Sources: Eelink "Device Protocol V2.0"
 * (package list and answers), its "Terminal Communication Protocol Second Edition" 1.8.x, and
 * Traccar's EelinkProtocolDecoder/Encoder (9e5c458a), whose vectors the tests replay.
 *
 * What is answered (Traccar alike; the V2 document: "All response packages must have same Package
 * identifier and Package sequence number"):
 * - login (0x01): the package with the server's time, version 1 and no action, once the unit is
 *   known; an unknown unit is closed unanswered;
 * - positions (alarm, state, SMS, the protocol-2 location/warning/report/message/OBD packages):
 *   the empty package, once stored; the first protocol's GPS package (0x02): nothing;
 * - heartbeats, OBD status and the packages we do not read: the empty package;
 * - a command's answer (0x80): the empty 0x80 package; a unit's 0x81: nothing.
 */

/** Positions are under 100 bytes; a protocol-2 location with LTE cells and BLE tags runs to a few hundred. */
const MAX_FRAME_BYTES = 4096;

type Now = () => Date;

/** The answer to a command (0x80): type (1), the server's id of it (4), the unit's text. */
const RESULT_POSITION =
  /Lat:([NS])(\d+\.\d+).*?Lon:([EW])(\d+\.\d+).*?Course:(\d+\.\d+).*?Speed:(\d+\.\d+).*?Date ?Time:(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)/s;

function readResult(content: Buffer): { text: string; record?: TrackerRecord } {
  const r = new ByteReader(content);
  r.skip(1 + 4);
  const text = readableText(r.bytes(r.remaining()), 'latin1');
  const m = RESULT_POSITION.exec(text);
  if (!m) return { text };
  const [ns, lat, ew, lon, course, speed, ...when] = m.slice(1) as string[];
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = when.map(Number);
  if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 && mi <= 59 && s <= 59)) return { text };
  const time = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const record: TrackerRecord = {
    time,
    valid: true,
    lat: (ns === 'S' ? -1 : 1) * Number(lat),
    lon: (ew === 'W' ? -1 : 1) * Number(lon),
    course: Number(course),
    speedKmh: Number(speed),
  };
  if (Math.abs(record.lat as number) > 90 || Math.abs(record.lon as number) > 180) return { text };
  return { text, record };
}

const isNormal = (type: number) => type >= pid.normal && type <= pid.obdCode;

/**
 * One package to events (exported for the tests). `wrap` turns an answer into what is sent (the
 * UDP wrapper); `form` is the login's, which commands use.
 */
export function parseEelinkPackage(
  pkg: Package,
  now: Date,
  wrap: (answer: Buffer) => Buffer = (a) => a,
  form?: string,
): TrackerEvent[] {
  const { type, content } = pkg;
  const ack = new Uint8Array(wrap(answerFor(pkg, now)));
  const r = new ByteReader(content);
  if (type === pid.login) {
    const id = readImei(r.bytes(8));
    return [{ type: 'login', id, accept: ack, ...(form ? { form } : {}) }];
  }
  if (type === pid.gps) return [{ type: 'records', records: [readOldPosition(type, r)] }];
  if (type === pid.alarm || type === pid.state || type === pid.sms)
    return [{ type: 'records', records: [readOldPosition(type, r)], ack }];
  if ((type === pid.heartbeat && content.length >= 2) || (type === pid.obd && content.length === 4))
    return [{ type: 'heartbeat', ack, record: readOldStatus(r.u16()) }];
  if (type === pid.obd) return [{ type: 'records', records: [readObd(r)], ack }];
  if (isNormal(type)) return [{ type: 'records', records: [readNormal(type, r)], ack }];
  if (type === pid.downlink) {
    const { text, record } = readResult(content);
    const result: TrackerEvent = { type: 'command_result', text, ack };
    return record ? [{ type: 'records', records: [record] }, result] : [result];
  }
  if (type === pid.data) return [{ type: 'heartbeat' }];
  // Heartbeats without a status, pedometer, param-set, camera…: answered, nothing kept.
  return [{ type: 'heartbeat', ack }];
}

/** The package at the head of `buf`, as its size gives it; a FrameError when it is cut short. */
function packageAt(buf: Buffer, at: number): { pkg: Package; end: number } {
  if (buf.length - at < HEAD_BYTES) throw new FrameError('a package cut short');
  const size = buf.readUInt16BE(at + 3);
  const end = at + 5 + size;
  if (size < 2 || end > buf.length)
    throw new FrameError(`a package of ${size} bytes where ${buf.length - at - 5} are`);
  const pkg = {
    type: buf[at + 2] as number,
    sequence: buf.readUInt16BE(at + 5),
    content: buf.subarray(at + HEAD_BYTES, end),
  };
  return { pkg, end };
}

/** Bytes up to the next mark, for skipping what is no package. */
function garbage(buf: Buffer, detail: string): FrameScan {
  let end = 1;
  while (end < buf.length && !(buf[end] === MARK && (end + 1 === buf.length || buf[end + 1] === MARK))) end++;
  return { kind: 'skip', length: end, event: { type: 'bad_frame', reason: 'malformed', detail } };
}

function scan(buf: Buffer, now: Now): FrameScan {
  if (buf[0] !== MARK || (buf.length > 1 && buf[1] !== MARK)) return garbage(buf, 'no Eelink mark');
  if (buf.length < 5) return { kind: 'need' };
  const size = buf.readUInt16BE(3);
  if (size < 2) return garbage(buf, `a package that says it is ${size} bytes`);
  const length = 5 + size;
  if (length > MAX_FRAME_BYTES) return { kind: 'too_long', length, detail: `a package of ${length} bytes` };
  if (buf.length < length) return { kind: 'need' };
  return parseFrame(length, () => parseEelinkPackage(packageAt(buf, 0).pkg, now()));
}

/** A connection's stream; `now` gives the time a login is answered with (the tests fix it). */
export function createEelinkStream(now: Now = () => new Date()): TrackerStream {
  return createFrameStream(MAX_FRAME_BYTES, (buf) => scan(buf, now));
}

const malformed = (detail: string): TrackerEvent => ({ type: 'bad_frame', reason: 'malformed', detail });

/**
 * One UDP datagram: the 'EL' wrapper naming the unit, its checksum checked, then one or more
 * packages, each event naming the unit (a datagram is its own conversation) and answered in the
 * wrapper. A datagram without the wrapper is read as TCP bytes are.
 */
export function parseEelinkDatagram(datagram: Uint8Array, now: Now = () => new Date()): TrackerEvent[] {
  const buf = Buffer.from(datagram);
  if (buf.length < 2 || buf.readUInt16BE(0) !== UDP_MARK) {
    const stream = createEelinkStream(now);
    const events = stream.push(buf);
    if (stream.buffered() > 0) events.push(malformed('a datagram that holds no whole package'));
    return events;
  }
  if (buf.length < UDP_HEAD_BYTES) return [malformed('a datagram cut short')];
  const end = 4 + buf.readUInt16BE(2);
  if (end > buf.length || end < UDP_HEAD_BYTES) return [malformed(`a datagram that says it is ${end} bytes`)];
  const sum = checksum(buf.subarray(6, end));
  const expected = buf.readUInt16BE(4);
  if (sum !== expected) {
    const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(4, '0')}`;
    return [
      { type: 'bad_frame', reason: 'checksum', detail: `checksum ${hex(sum)}, expected ${hex(expected)}` },
    ];
  }
  const body = buf.subarray(0, end);
  const at = { pos: UDP_HEAD_BYTES };
  const events: TrackerEvent[] = [];
  try {
    const id = readImei(body.subarray(6, UDP_HEAD_BYTES));
    const wrap = (answer: Buffer) => wrapDatagram(id, answer);
    while (at.pos < body.length) {
      if (body[at.pos] !== MARK || body[at.pos + 1] !== MARK)
        throw new FrameError('no Eelink mark in a datagram');
      const { pkg, end: next } = packageAt(body, at.pos);
      at.pos = next;
      for (const event of parseEelinkPackage(pkg, now(), wrap, 'udp'))
        events.push(event.type === 'bad_frame' || event.type === 'login' ? event : { ...event, id });
    }
  } catch (error) {
    if (!(error instanceof FrameError)) throw error;
    events.push(malformed(error.message));
  }
  return events;
}

/**
 * A command: the instruction package (0x80), sequence 0, content type 1 (a command), the server's
 * id of it (0), the command's text (UTF-8), as Traccar's EelinkProtocolEncoder writes it; in the
 * UDP wrapper for a unit that logged in over UDP.
 */
function encodeCommand(command: TrackerCommandRequest): Uint8Array {
  const text = Buffer.from(command.text.trim(), 'utf8');
  const content = Buffer.alloc(5 + text.length);
  content.writeUInt8(0x01, 0);
  text.copy(content, 5);
  const pkg = encodePackage(pid.downlink, 0, content);
  return new Uint8Array(command.form === 'udp' ? wrapDatagram(command.id, pkg) : pkg);
}

export const eelinkCodec: TrackerCodec = {
  protocol: 'eelink',
  // Traccar's port for Eelink (TCP and UDP), so a unit set up for Traccar moves by its host alone.
  defaultPort: 5064,
  maxFrameBytes: MAX_FRAME_BYTES,
  // Heartbeats come every few minutes (the HBT setting, in minutes); a personal unit that sleeps
  // between reports keeps its heartbeat, so twice a generous interval.
  idleTimeoutSeconds: 900,
  createStream: () => createEelinkStream(),
  parseDatagram: (datagram) => parseEelinkDatagram(datagram),
  encodeCommand,
  // The unit answers an instruction with a 0x80 package carrying its reply text.
  answersCommands: true,
  // Eelink's SERVER command: SERVER,<0: IP, 1: domain>,<address>,<port>,<0: TCP, 1: UDP>#. Its
  // form is taken from Eelink's user manuals as remembered, not checked against a document at hand.
  setupSms: (host, port) => `SERVER,${/^\d{1,3}(\.\d{1,3}){3}$/.test(host) ? 0 : 1},${host},${port},0#`,
};
