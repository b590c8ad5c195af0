import { toBuffer } from '../bytes.ts';
import type { TrackerEvent, TrackerStream } from '../codec.ts';
import { ascii } from '../text-scan.ts';

/**
 * HTTP/1.1 requests (RFC 9112) read off a tracker connection's bytes, for Digital Matter's OEM
 * Server, which POSTs each unit's records to its HTTP connector's URL and keeps the connection for
 * the next POST. The server side only, and only what a client that POSTs JSON needs:
 * - a request line `METHOD target HTTP/1.x` and header lines, up to `MAX_HEAD_BYTES` in all;
 * - a body of `Content-Length` bytes, or `Transfer-Encoding: chunked` (decoded; its trailers are
 *   read and dropped), up to `MAX_BODY_BYTES`; a request with neither has no body;
 * - `Expect: 100-continue` is answered `100 Continue` while the body is still to come;
 * - `Connection: close` (or HTTP/1.0 without `keep-alive`) gets `Connection: close` in its answer.
 *
 * The answers are the events' bytes, so the listener writes them in the requests' order. A request
 * whose framing cannot be known (a damaged head, a length too large, a chunk that is no chunk) is
 * answered with its error status and `Connection: close`, and ends the stream (a fatal bad frame);
 * what the body says is the caller's (`onRequest`), whose answer keeps the connection.
 */

/** Header fields are a few hundred bytes from OEM Server; 8 KiB is what most servers allow. */
export const MAX_HEAD_BYTES = 8 * 1024;
/**
 * A unit's upload after days without coverage is many records in one POST (about 500 bytes each
 * in the traditional form); Traccar takes 64 KiB (BaseProtocol.MAX_HTTP_LENGTH), we take twice that.
 * A larger one is answered 413 (OEM Server would send it again, unchanged).
 */
export const MAX_BODY_BYTES = 128 * 1024;

export type HttpRequest = {
  method: string;
  target: string;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  headers: Map<string, string>;
  /** Whether the client keeps the connection after the answer. */
  keepAlive: boolean;
  body: Buffer;
};

const reasons: Record<number, string> = {
  100: 'Continue',
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  411: 'Length Required',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
  501: 'Not Implemented',
  505: 'HTTP Version Not Supported',
};

/**
 * An answer with no body: its status line, `Content-Length: 0`, and `Connection: close` when the
 * connection ends after it (a client that keeps it is told nothing: HTTP/1.1's default).
 */
export function httpResponse(status: number, keepAlive: boolean, extraHeaders: string[] = []): Uint8Array {
  const lines = [`HTTP/1.1 ${status} ${reasons[status] ?? 'Error'}`, 'Content-Length: 0', ...extraHeaders];
  if (!keepAlive) lines.push('Connection: close');
  return ascii(`${lines.join('\r\n')}\r\n\r\n`);
}

const CONTINUE = ascii('HTTP/1.1 100 Continue\r\n\r\n');
const CR = 0x0d;
const LF = 0x0a;

type Head = Omit<HttpRequest, 'body'> & { length?: number; chunked: boolean; expectContinue: boolean };
type Refusal = { status: number; detail: string };

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/(\d)\.(\d)$/;

/** The head's text (request line and header lines, without the blank line) to its fields. */
function parseHead(text: string): Head | Refusal {
  const lines = text.split(/\r?\n/);
  const requestLine = REQUEST_LINE.exec(lines[0] ?? '');
  if (!requestLine) return { status: 400, detail: 'not an HTTP request line' };
  const [, method = '', target = '', major, minor] = requestLine;
  if (major !== '1') return { status: 505, detail: `HTTP/${major}.${minor}` };
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    // Obsolete line folding (a line starting with a space) is refused, as RFC 9112 5.2 allows.
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon) : '';
    if (!TOKEN.test(name)) return { status: 400, detail: 'a header line without a name' };
    const key = name.toLowerCase();
    const value = line.slice(colon + 1).trim();
    const before = headers.get(key);
    headers.set(key, before === undefined ? value : `${before}, ${value}`);
  }
  const connection = (headers.get('connection') ?? '').toLowerCase().split(/\s*,\s*/);
  const keepAlive = minor === '0' ? connection.includes('keep-alive') : !connection.includes('close');
  const expectContinue = (headers.get('expect') ?? '').toLowerCase() === '100-continue';
  const encoding = headers.get('transfer-encoding');
  const lengthText = headers.get('content-length');
  if (encoding !== undefined) {
    // A length beside an encoding is how requests are smuggled past a proxy: refused (RFC 9112 6.1).
    if (lengthText !== undefined) return { status: 400, detail: 'both Transfer-Encoding and Content-Length' };
    if (encoding.toLowerCase() !== 'chunked')
      return { status: 501, detail: `Transfer-Encoding ${JSON.stringify(encoding.slice(0, 40))}` };
    return { method, target, headers, keepAlive, chunked: true, expectContinue };
  }
  if (lengthText === undefined) return { method, target, headers, keepAlive, chunked: false, expectContinue };
  // The same length repeated (`5, 5`) is one length; different ones are refused (RFC 9112 6.3).
  const lengths = new Set(lengthText.split(/\s*,\s*/));
  const [only] = lengths;
  if (lengths.size !== 1 || !/^\d{1,12}$/.test(only ?? ''))
    return { status: 400, detail: `Content-Length ${JSON.stringify(lengthText.slice(0, 40))}` };
  return { method, target, headers, keepAlive, length: Number(only), chunked: false, expectContinue };
}

/** Where the head ends (after its blank line), or -1 while it has not. Bare LF line ends are taken. */
function headEnd(buf: Buffer): number {
  const limit = Math.min(buf.length, MAX_HEAD_BYTES + 4);
  for (let i = 0; i < limit; i++) {
    if (buf[i] !== LF) continue;
    if (buf[i + 1] === LF) return i + 2;
    if (buf[i + 1] === CR && buf[i + 2] === LF) return i + 3;
  }
  return -1;
}

type Body = { kind: 'need' } | { kind: 'body'; body: Buffer; used: number } | ({ kind: 'refused' } & Refusal);

const NEED: Body = { kind: 'need' };
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,8})[ \t]*(?:;.*)?$/;
/** A chunk-size line or a trailer line longer than this is no chunked body. */
const MAX_LINE = 1024;

/** A chunked body (RFC 9112 7.1) at the head of `buf`, decoded, or what is missing or wrong. */
function chunkedBody(buf: Buffer): Body {
  const parts: Buffer[] = [];
  let total = 0;
  let at = 0;
  const line = (): string | Body => {
    const eol = buf.indexOf('\r\n', at);
    if (eol < 0)
      return buf.length - at > MAX_LINE
        ? { kind: 'refused', status: 400, detail: 'a chunk line too long' }
        : NEED;
    if (eol - at > MAX_LINE) return { kind: 'refused', status: 400, detail: 'a chunk line too long' };
    const text = buf.toString('latin1', at, eol);
    at = eol + 2;
    return text;
  };
  for (;;) {
    const sizeLine = line();
    if (typeof sizeLine !== 'string') return sizeLine;
    const size = CHUNK_SIZE.exec(sizeLine);
    if (!size) return { kind: 'refused', status: 400, detail: 'a chunk without its size' };
    const n = Number.parseInt(size[1] as string, 16);
    if (n === 0) {
      // Trailer fields, up to the blank line: read and dropped.
      for (;;) {
        const trailer = line();
        if (typeof trailer !== 'string') return trailer;
        if (trailer === '') return { kind: 'body', body: Buffer.concat(parts, total), used: at };
      }
    }
    total += n;
    if (total > MAX_BODY_BYTES)
      return { kind: 'refused', status: 413, detail: `a chunked body over ${MAX_BODY_BYTES} bytes` };
    if (buf.length < at + n + 2) return NEED;
    if (buf[at + n] !== CR || buf[at + n + 1] !== LF)
      return { kind: 'refused', status: 400, detail: 'a chunk longer than its size' };
    parts.push(buf.subarray(at, at + n));
    at += n + 2;
  }
}

function bodyOf(head: Head, buf: Buffer): Body {
  if (head.chunked) {
    const body = chunkedBody(buf);
    // What a chunked body's framing may add to its data is bounded too.
    if (body.kind === 'need' && buf.length > MAX_BODY_BYTES + MAX_HEAD_BYTES)
      return { kind: 'refused', status: 413, detail: `a chunked body over ${MAX_BODY_BYTES} bytes` };
    return body;
  }
  const length = head.length ?? 0;
  if (buf.length < length) return NEED;
  return { kind: 'body', body: Buffer.from(buf.subarray(0, length)), used: length };
}

/**
 * A connection's stream of HTTP requests; each complete one goes to `onRequest`, whose events
 * (with the answer's bytes as their ack) are the stream's.
 */
export function createHttpStream(onRequest: (request: HttpRequest) => TrackerEvent[]): TrackerStream {
  let held: Buffer = Buffer.alloc(0);
  let head: Head | undefined;
  let continued = false;
  let dead = false;

  /** The framing is lost: answered, and nothing more is read. */
  const refuse = (events: TrackerEvent[], refusal: Refusal): TrackerEvent[] => {
    dead = true;
    held = Buffer.alloc(0);
    head = undefined;
    events.push(
      { type: 'heartbeat', ack: httpResponse(refusal.status, false) },
      {
        type: 'bad_frame',
        reason: refusal.status === 413 || refusal.status === 431 ? 'too_long' : 'malformed',
        detail: `HTTP ${refusal.status}: ${refusal.detail}`,
        fatal: true,
      },
    );
    return events;
  };

  function push(chunk: Uint8Array): TrackerEvent[] {
    if (dead) return [];
    const incoming = toBuffer(chunk);
    let buf = held.length === 0 ? incoming : Buffer.concat([held, incoming]);
    const events: TrackerEvent[] = [];
    for (;;) {
      if (!head) {
        // Blank lines before a request line are ignored (RFC 9112 2.2).
        let start = 0;
        while (start < buf.length && (buf[start] === CR || buf[start] === LF)) start++;
        buf = buf.subarray(start);
        if (buf.length === 0) break;
        const end = headEnd(buf);
        if (end > MAX_HEAD_BYTES || (end < 0 && buf.length > MAX_HEAD_BYTES))
          return refuse(events, { status: 431, detail: `a head over ${MAX_HEAD_BYTES} bytes` });
        if (end < 0) break;
        const parsed = parseHead(buf.toString('latin1', 0, end).replace(/\r?\n\r?\n$/, ''));
        if ('status' in parsed) return refuse(events, parsed);
        if (parsed.length !== undefined && parsed.length > MAX_BODY_BYTES)
          return refuse(events, { status: 413, detail: `a body of ${parsed.length} bytes` });
        head = parsed;
        continued = false;
        buf = buf.subarray(end);
      }
      const body = bodyOf(head, buf);
      if (body.kind === 'refused') return refuse(events, body);
      if (body.kind === 'need') {
        // The client waits (a moment) for this before it sends the body.
        if (head.expectContinue && !continued) {
          continued = true;
          events.push({ type: 'heartbeat', ack: CONTINUE });
        }
        break;
      }
      const { length: _length, chunked: _chunked, expectContinue: _expect, ...request } = head;
      head = undefined;
      buf = buf.subarray(body.used);
      events.push(...onRequest({ ...request, body: body.body }));
    }
    // Copied, so the socket's chunk can be collected.
    held = buf.length === 0 ? Buffer.alloc(0) : Buffer.from(buf);
    return events;
  }

  return { push, buffered: () => held.length };
}
