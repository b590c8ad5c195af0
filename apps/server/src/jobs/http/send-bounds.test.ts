import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundDispatcher } from './dispatcher.ts';
import { HttpFailure, sendHttp } from './send.ts';

// Issue 28.5: a receiver that trickles its answer or sends a gigabyte costs one bounded try, never
// the sender's memory or a worker for ever. (Receivers on 127.0.0.1: private addresses allowed.)

const MB = Buffer.alloc(1024 * 1024, 'x');
let sentBytes = 0;
let closed = 0;

const server = http.createServer((req, res) => {
  req.resume();
  res.on('close', () => {
    closed++;
  });
  if (req.url === '/trickle') {
    // A valid answer a byte at a time, one every 100 ms: a header value that never ends, so the
    // headers never finish in time (and the parser never sees anything malformed).
    const start = 'HTTP/1.1 200 OK\r\nX-Slow: ';
    let at = 0;
    const timer = setInterval(() => res.socket?.write(at < start.length ? start.charAt(at++) : 'a'), 100);
    res.on('close', () => clearInterval(timer));
    return;
  }
  const status = req.url === '/huge-500' ? 500 : 200;
  res.writeHead(status, { 'content-type': 'application/octet-stream', 'content-length': String(1024 ** 3) });
  // A gigabyte, as fast as the socket takes it, for as long as anyone reads.
  const pump = () => {
    while (sentBytes < 1024 ** 3 && !res.destroyed) {
      sentBytes += MB.length;
      if (!res.write(MB)) return res.once('drain', pump);
    }
  };
  pump();
});

let base = '';
const dispatcher = createOutboundDispatcher({ allowPrivate: true });
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await dispatcher.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const post = (path: string, timeoutMs?: number) =>
  sendHttp(dispatcher, { url: `${base}${path}`, method: 'POST', headers: {}, body: '{}' }, timeoutMs);

describe('a try against a hostile receiver', () => {
  it('takes a 2xx with a gigabyte body as sent, reading none of it', async () => {
    sentBytes = 0;
    const started = Date.now();
    expect(await post('/huge-200')).toMatchObject({ status: 200 });
    expect(Date.now() - started).toBeLessThan(3000);
    // The connection is dropped: the receiver got to write what the socket buffers held, not a gigabyte.
    await new Promise((r) => setTimeout(r, 200));
    expect(sentBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('fails a 500 with a gigabyte body as http_500, without reading it', async () => {
    sentBytes = 0;
    const err = await post('/huge-500').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpFailure);
    expect(err).toMatchObject({ message: 'http_500', permanent: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(sentBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('gives up on a trickled answer at the timeout, as a timeout', async () => {
    const before = closed;
    const started = Date.now();
    const err = await post('/trickle', 500).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'timeout', permanent: false });
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBeGreaterThan(before);
  });
});
