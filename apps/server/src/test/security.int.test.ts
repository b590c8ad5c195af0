import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { outboundScope } from '../jobs/http/address.ts';
import { createOutboundDispatcher } from '../jobs/http/dispatcher.ts';
import { sendHttp } from '../jobs/http/send.ts';
import { startActionEngine } from '../modules/action/engine/engine.ts';
import { setUpOrganisation, updateOf, waitFor } from '../modules/action/test-helpers.ts';
import { type Person, testApi } from './api.ts';
import { startTestServer, type TestServer } from './server.ts';

type Entry = Record<string, unknown> & { msg?: string; security?: string };

/** The server's log, parsed line by line as pino writes it. */
function logCapture() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    entries: (): Entry[] => lines.map((l) => JSON.parse(l) as Entry),
    security: (kind: string) => lines.map((l) => JSON.parse(l) as Entry).filter((e) => e.security === kind),
  };
}

let server: TestServer;
let log: ReturnType<typeof logCapture>;
let api: ReturnType<typeof testApi>;
let olive: Person;
let vic: Person;
let otto: Person;
let orgId: string;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pinpoint-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Pinpoint</title>');
  log = logCapture();
  server = await startTestServer({ WEB_DIST: webDist, SELF_HOST: 'true' }, { logStream: log.stream });
  api = testApi(server);
  ({ olive, vic, otto, orgId } = await api.signUpCast());
});

afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the security log', () => {
  it('records a refused token with route and request id, never the token', async () => {
    const forged = `${olive.token.slice(0, -8)}AAAAAAAA`;
    const res = await api.call(`/organisation/${orgId}`, { token: forged });
    expect(res.status).toBe(401);
    const entry = log.security('auth_failed').find((e) => e.route === 'GET /api/organisation/:id');
    expect(entry).toMatchObject({
      level: 40,
      requestId: expect.any(String),
      organisationId: orgId,
      reason: expect.stringMatching(/^token refused: ERR_JWS_SIGNATURE_VERIFICATION_FAILED/),
    });
    expect(log.lines.join('\n')).not.toContain(forged);
    expect(log.lines.join('\n')).not.toContain(forged.split('.')[2]);
  });

  it("records a non-member's refusal as access_denied with the organisation, answering like a random id", async () => {
    const foreign = await api.call(`/organisation/${orgId}`, { token: otto.token });
    const random = await api.call('/organisation/00000000-0000-4000-8000-000000000000', {
      token: otto.token,
    });
    expect(foreign).toEqual(random);
    expect(foreign.status).toBe(404);
    const entry = log
      .security('access_denied')
      .find((e) => e.organisationId === orgId && e.route === 'GET /api/organisation/:id');
    expect(entry).toMatchObject({ userId: otto.sub, requestId: expect.any(String) });

    // A thing of the organisation, found through its id: the same entry, from the service.
    const created = await api.call('/contact', {
      token: olive.token,
      body: {
        organisationId: orgId,
        name: 'Ada Contact',
        email: 'ada@example.com',
        phone: '+14165550100',
        contactMethod: 'email',
      },
    });
    expect(created.status).toBe(201);
    const contact = await api.call(`/contact/${created.body.id}`, { token: otto.token });
    expect(contact.status).toBe(404);
    expect(
      log
        .security('access_denied')
        .find((e) => e.organisationId === orgId && e.route === 'GET /api/contact/:id'),
    ).toMatchObject({ userId: otto.sub });
  });

  it("records a viewer's refused write as access_denied", async () => {
    const res = await api.call(`/organisation/${orgId}`, {
      method: 'PATCH',
      token: vic.token,
      body: { name: 'Renamed by a viewer' },
    });
    expect(res.status).toBe(403);
    expect(
      log
        .security('access_denied')
        .find((e) => e.route === 'PATCH /api/organisation/:id' && e.userId === vic.sub),
    ).toMatchObject({ organisationId: orgId, requestId: expect.any(String) });
  });

  it('never writes an ingest key, even one sent where a user token belongs', async () => {
    const created = await api.call(`/organisation/${orgId}/ingest-keys`, {
      token: olive.token,
      body: { name: 'Network server' },
    });
    expect(created.status).toBe(201);
    const key = created.body.key as string;
    expect((await api.call(`/organisation/${orgId}`, { token: key })).status).toBe(401);
    const revoked = await api.call(`/ingest-key/${created.body.id}`, {
      method: 'DELETE',
      token: olive.token,
    });
    expect(revoked.status).toBe(204);
    const res = await fetch(`${server.url}/api/ingest/chirpstack?event=up`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceInfo: { devEui: '0011223344556677' }, object: { temperature: 21 } }),
    });
    expect(res.status).toBe(401);
    expect(log.security('auth_failed').some((e) => String(e.route).startsWith('POST /api/ingest/'))).toBe(
      true,
    );
    expect(log.lines.join('\n')).not.toContain(key);
  });

  it('records a refused WebSocket token, without the token', async () => {
    const url = new URL('/api/live', server.url.replace(/^http/, 'ws'));
    const bad = `${vic.token.slice(0, -8)}BBBBBBBB`;
    url.searchParams.set('token', bad);
    const socket = new WebSocket(url);
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4001);
    expect(log.security('auth_failed').find((e) => e.route === 'GET /api/live')).toMatchObject({
      requestId: expect.any(String),
      reason: expect.stringMatching(/^WebSocket token refused/),
    });
    expect(log.lines.join('\n')).not.toContain(bad);
    expect(log.lines.join('\n')).not.toContain(bad.split('.')[2]);
  });

  it('logs requests (at debug) without their query string, where tokens travel', async () => {
    const debug = logCapture();
    const verbose = await startTestServer(
      { LOG_LEVEL: 'debug' },
      { logStream: debug.stream, logLevel: 'debug' },
    );
    try {
      const res = await fetch(`${verbose.url}/api/ingest/osmand?id=dev-query-secret&lat=43.6&lon=-79.4`);
      expect(res.status).toBe(401);
      const incoming = debug.entries().find((e) => e.msg === 'incoming request');
      expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/ingest/osmand' });
      expect(debug.lines.join('\n')).not.toContain('dev-query-secret');
    } finally {
      await verbose.close();
    }
  });

  it('records a webhook URL refused on save once, as host:port with the organisation, never its path or query', async () => {
    const device = await api.call('/device/self-host', {
      token: olive.token,
      body: { organisationId: orgId, name: 'Hook van' },
    });
    const res = await api.call('/action', {
      token: olive.token,
      body: {
        organisationId: orgId,
        name: 'Sneaky hook',
        actionType: 'webhook',
        alertType: 'button',
        webhookUrl: 'http://localhost:8080/hook?token=save-secret',
        webhookMethod: 'POST',
        deviceIds: [device.body.device.id],
        repeatMinutes: 1,
        repeatMode: 'close',
      },
    });
    expect(res.status).toBe(400);
    const entries = log.security('outbound_blocked').filter((e) => e.route === 'POST /api/action');
    expect(entries).toEqual([
      expect.objectContaining({
        organisationId: orgId,
        userId: olive.sub,
        destination: 'localhost:8080',
        reason: expect.stringMatching(/^Webhook URL refused on save: must not point to a loopback address/),
      }),
    ]);
    expect(log.lines.join('\n')).not.toContain('save-secret');
  });

  it('records a blocked outbound destination once, as host:port, without the path or query', async () => {
    const outbound = logCapture();
    const warn = (o: object, m: string) => outbound.stream.write(JSON.stringify({ ...o, msg: m }));
    const dispatcher = createOutboundDispatcher({ allowPrivate: false, log: { warn } });
    try {
      const send = (url: string) =>
        sendHttp(dispatcher, { url, method: 'POST', headers: {}, body: '{"secret":"payload"}' });
      // A delivery sends within its organisation's scope (jobs/deliveries.ts), which the entry names.
      await expect(
        outboundScope.run({ organisationId: orgId }, () =>
          send('http://127.0.0.1:8080/hook?token=hook-secret'),
        ),
      ).rejects.toThrow();
      await expect(send('http://localhost/other?token=hook-secret')).rejects.toThrow();
    } finally {
      await dispatcher.close();
    }
    const entries = outbound.security('outbound_blocked');
    expect(entries.map((e) => e.destination)).toEqual(['127.0.0.1:8080', 'localhost:80']);
    expect(entries[0]).toMatchObject({ organisationId: orgId, reason: expect.stringMatching(/loopback/) });
    expect(outbound.lines.join('\n')).not.toMatch(/hook-secret|payload|\/hook/);
  });
});

describe('a delivery to a blocked destination', () => {
  it('is one outbound_blocked entry naming the organisation and host:port, never the URL path or payload', async () => {
    const jobs = logCapture();
    const warn = (o: object, m: string) => jobs.stream.write(JSON.stringify({ ...o, msg: m }));
    const engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
      pollingIntervalSeconds: 0.5,
      log: { warn, info: () => {} },
    });
    try {
      const { api: ownApi, owner, organisationId, deviceId } = await setUpOrganisation(server, 'Sid');
      const res = await ownApi.call('/action', {
        token: owner.token,
        body: {
          organisationId,
          name: 'Sneaky hook',
          actionType: 'webhook',
          alertType: 'button',
          webhookUrl: 'https://hooks.example.com/pinpoint',
          webhookMethod: 'POST',
          deviceIds: [deviceId],
          repeatMinutes: 5,
          repeatMode: 'open',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // Saving refuses a private URL; a name that later resolves to one is refused when sending.
      await server.handle.db
        .updateTable('actions')
        .set({ webhook_url: 'http://localhost:8080/private-path?key=hook-secret' })
        .where('id', '=', res.body.id)
        .execute();
      expect((await engine.handleUpdates([updateOf(organisationId, deviceId, { button: 1 })])).fired).toBe(1);
      const entry = await waitFor(async () => jobs.security('outbound_blocked')[0]);
      expect(entry).toMatchObject({ organisationId, destination: 'localhost:8080' });
      expect(jobs.security('outbound_blocked')).toHaveLength(1);
      expect(jobs.lines.join('\n')).not.toMatch(/private-path|hook-secret/);
    } finally {
      await engine.stop();
    }
  });
});

describe('security headers', () => {
  const get = (target: TestServer, url: string) => target.app.inject({ method: 'GET', url });

  it('forbids framing on every page and answer except the public share pages, and sends no HSTS over http', async () => {
    for (const url of ['/', '/devices', '/healthz', '/api/openapi.json', '/sharelike']) {
      const res = await get(server, url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    for (const url of ['/share/tok_123', '/share/dashboard/tok_456?theme=dark']) {
      const res = await get(server, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toContain('frame-ancestors *');
      expect(res.headers['content-security-policy'], url).not.toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS when the public URL is https', async () => {
    const secure = await startTestServer({ PUBLIC_URL: 'https://pinpoint.example', WEB_DIST: webDist });
    try {
      for (const url of ['/', '/share/tok_123', '/healthz']) {
        const res = await get(secure, url);
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
      }
      expect((await get(secure, '/')).headers['x-frame-options']).toBe('DENY');
    } finally {
      await secure.close();
    }
  });
});
