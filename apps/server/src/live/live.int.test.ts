import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashDeviceToken } from '../ingest/pipeline.ts';
import { type Person, testApi } from '../test/api.ts';
import { obtainTokens, uniqueEmail } from '../test/oidc-flow.ts';
import { freePort } from '../test/ports.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { LIVE_STALL_MS, MEMBERSHIP_ENDED } from './routes.ts';

let a: TestServer;
let b: { url: string; process: ChildProcess };
let token: string;
let organisationId: string;
const DEVICE_TOKEN = 'live-test-device-token';

type Message = {
  type: string;
  update?: { deviceId: string; organisationId?: string; position?: { lat: number } };
  message?: string;
};

/** A WebSocket client that records messages and can wait for one matching a test. */
async function connect(baseUrl: string, options: { token?: string; origin?: string } = {}) {
  const url = new URL('/api/live', baseUrl.replace(/^http/, 'ws'));
  if (options.token) url.searchParams.set('token', options.token);
  const socket = new WebSocket(url, { headers: options.origin ? { origin: options.origin } : {} });
  const messages: Message[] = [];
  const waiters: Array<{ test: (m: Message) => boolean; resolve: (m: Message) => void }> = [];
  socket.on('message', (raw, isBinary) => {
    // Text frames only: a browser hands a binary frame to the app as a Blob, not as text.
    if (isBinary) throw new Error(`a binary frame: ${raw.toString()}`);
    const message = JSON.parse(raw.toString()) as Message;
    messages.push(message);
    for (const w of waiters.filter((w) => w.test(message))) w.resolve(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => {
    socket.once('open', resolve);
    socket.once('close', resolve);
  });
  const next = (test: (m: Message) => boolean, ms = 3000) =>
    new Promise<Message>((resolve, reject) => {
      const found = messages.find(test);
      if (found) return resolve(found);
      waiters.push({ test, resolve });
      setTimeout(
        () => reject(new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages)}`)),
        ms,
      );
    });
  return { socket, messages, next, closed };
}

async function postPosition(baseUrl: string, lat: number, deviceToken = DEVICE_TOKEN) {
  const res = await fetch(`${baseUrl}/api/ingest/osmand?id=${deviceToken}&lat=${lat}&lon=-79.38`);
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  a = await startTestServer();
  const email = uniqueEmail('live');
  const tokens = await obtainTokens(a.url, { email, password: 'live-updates-pw' });
  token = tokens.access_token;
  const sub = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sub;
  const res = await fetch(`${a.url}/api/user/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, sub }),
  });
  organisationId = ((await res.json()) as { data: { organisations: Array<{ id: string }> } }).data
    .organisations[0]?.id as string;
  await a.handle.db
    .insertInto('devices')
    .values({
      organisation_id: organisationId,
      name: 'Van 1',
      forwarder: 'self-host',
      token_hash: hashDeviceToken(DEVICE_TOKEN),
    })
    .execute();

  // A second server process on the same database, as behind a load balancer (same public URL).
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/src/main.ts', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: a.url,
      DATABASE_URL: a.databaseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  b = { url: `http://127.0.0.1:${port}`, process: child };
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${b.url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  b.process.kill('SIGTERM');
  await new Promise((r) => (b.process.exitCode !== null ? r(null) : b.process.once('exit', r)));
  await a.close();
});

describe('live updates over WebSocket', () => {
  it('delivers an uplink stored by one process to a client of the other, both ways', async () => {
    const onB = await connect(b.url, { token });
    await onB.next((m) => m.type === 'ready');
    onB.socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
    await onB.next((m) => m.type === 'subscribed');
    await postPosition(a.url, 43.61);
    const update = await onB.next((m) => m.type === 'device' && m.update?.position?.lat === 43.61, 1000);
    expect(update.update?.deviceId).toEqual(expect.any(String));

    const onA = await connect(a.url);
    onA.socket.send(JSON.stringify({ type: 'auth', token }));
    await onA.next((m) => m.type === 'ready');
    onA.socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
    await onA.next((m) => m.type === 'subscribed');
    await postPosition(b.url, 43.62);
    await onA.next((m) => m.type === 'device' && m.update?.position?.lat === 43.62, 1000);
    onA.socket.close();
    onB.socket.close();
  });

  it('gives each of several open dashboards of the organisation the same update, once', async () => {
    // The message is made once an update for all of them (hub.ts): each still gets it whole.
    const viewers = await Promise.all([connect(a.url, { token }), connect(a.url, { token })]);
    for (const viewer of viewers) {
      await viewer.next((m) => m.type === 'ready');
      viewer.socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
      await viewer.next((m) => m.type === 'subscribed');
    }
    await postPosition(a.url, 43.63);
    const got = await Promise.all(
      viewers.map((v) => v.next((m) => m.type === 'device' && m.update?.position?.lat === 43.63, 1000)),
    );
    expect(got[1]).toEqual(got[0]);
    expect(got[0]?.update).toMatchObject({ organisationId, position: { lat: 43.63, lon: -79.38 } });
    await postPosition(a.url, 43.64);
    await Promise.all(viewers.map((v) => v.next((m) => m.update?.position?.lat === 43.64, 1000)));
    for (const viewer of viewers) {
      expect(viewer.messages.filter((m) => m.update?.position?.lat === 43.63)).toHaveLength(1);
      viewer.socket.close();
    }
  });

  it('lets go of a socket that stopped reading, and the others keep getting every update', async () => {
    const [slow, reader] = await Promise.all([connect(a.url, { token }), connect(a.url, { token })]);
    for (const viewer of [slow, reader]) {
      await viewer.next((m) => m.type === 'ready');
      viewer.socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
      await viewer.next((m) => m.type === 'subscribed');
    }
    // A browser that stopped reading: nothing of what the server sends leaves the kernel's buffers.
    (slow.socket as unknown as { _socket: { pause: () => void; resume: () => void } })._socket.pause();
    // 3,000 updates of about 7 KB (21 MB, past the kernel's buffers and the server's 4 MB).
    const count = 3000;
    await a.handle.pool.query(
      `select pg_notify('pinpoint_live', json_build_object(
         'organisationId', $1::uuid, 'deviceId', gen_random_uuid(), 'lastSeenAt', now(),
         'readings', json_build_object('seq', n, 'note', repeat('x', 7000)))::text)
         from generate_series(1, $2::int) as n`,
      [organisationId, count],
    );
    const seqOf = (m: Message) => (m.update as { readings?: { seq?: number } } | undefined)?.readings?.seq;
    await reader.next((m) => seqOf(m) === count, 30_000);
    expect(reader.messages.filter((m) => seqOf(m) !== undefined)).toHaveLength(count);
    // Both queues passed the limit during the burst; the reader's drained. The stopped one stays
    // stopped past the stall time, then reads again: by then it was let go.
    await new Promise((resolve) => setTimeout(resolve, LIVE_STALL_MS + 1000));
    (slow.socket as unknown as { _socket: { resume: () => void } })._socket.resume();
    // Terminated, not closed with a frame: the code is 1006 (no close frame came).
    expect(await slow.closed).toBe(1006);
    expect(slow.messages.filter((m) => seqOf(m) !== undefined).length).toBeLessThan(count);
    reader.socket.close();
  }, 60_000);

  it("refuses another organisation's updates as if it did not exist", async () => {
    const stranger = await obtainTokens(a.url, {
      email: uniqueEmail('stranger'),
      password: 'stranger-danger',
    });
    const client = await connect(a.url, { token: stranger.access_token });
    await client.next((m) => m.type === 'ready');
    client.socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
    expect((await client.next((m) => m.type === 'error')).message).toBe('Organisation not found');
    await postPosition(a.url, 43.63);
    await new Promise((r) => setTimeout(r, 300));
    expect(client.messages.some((m) => m.type === 'device')).toBe(false);
    client.socket.close();
  });

  it('closes the socket for a bad token and for a foreign Origin', async () => {
    const bad = await connect(a.url, { token: 'nope' });
    expect(await bad.closed).toBe(4001);
    const foreign = await connect(a.url, { token, origin: 'https://evil.example' });
    expect(await foreign.closed).toBe(1008);
  });

  it('asks for authentication before a subscription', async () => {
    const client = await connect(a.url);
    client.socket.send(JSON.stringify({ type: 'subscribe', organisationId }));
    expect((await client.next((m) => m.type === 'error')).message).toBe('Authenticate first');
    client.socket.close();
  });
});

describe('membership changes reach live subscriptions at once', () => {
  const CAST_DEVICE = 'live-cast-device-token';
  let cast: { olive: Person; max: Person; vic: Person; orgId: string };

  /** A subscriber to the cast's organisation on `baseUrl`, ready to receive. */
  async function subscribed(person: Person, baseUrl: string, organisation = cast.orgId) {
    const client = await connect(baseUrl, { token: person.token });
    await client.next((m) => m.type === 'ready');
    client.socket.send(JSON.stringify({ type: 'subscribe', organisationId: organisation }));
    await client.next((m) => m.type === 'subscribed');
    return client;
  }

  beforeAll(async () => {
    cast = await testApi(a).signUpCast();
    await a.handle.db
      .insertInto('devices')
      .values({
        organisation_id: cast.orgId,
        name: 'Cast van',
        forwarder: 'self-host',
        token_hash: hashDeviceToken(CAST_DEVICE),
      })
      .execute();
  });

  it("stops a removed member's updates within a second, on every process, and keeps a re-roled member's", async () => {
    const api = testApi(a);
    const vic = await subscribed(cast.vic, b.url); // the other process: the change travels by NOTIFY
    const max = await subscribed(cast.max, a.url);
    await postPosition(a.url, 44.01, CAST_DEVICE);
    await vic.next((m) => m.type === 'device' && m.update?.position?.lat === 44.01, 1000);

    // A role change (member -> viewer) keeps the subscription: a viewer still reads.
    const demoted = await api.call(`/organisation/${cast.orgId}/members/${cast.max.userId}`, {
      method: 'PATCH',
      token: cast.olive.token,
      body: { role: 'viewer' },
    });
    expect(demoted.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await postPosition(a.url, 44.02, CAST_DEVICE);
    await max.next((m) => m.type === 'device' && m.update?.position?.lat === 44.02, 1000);
    expect(max.messages.some((m) => m.type === 'error')).toBe(false);

    const removed = await api.call(`/organisation/${cast.orgId}/members/${cast.vic.userId}`, {
      method: 'DELETE',
      token: cast.olive.token,
    });
    expect(removed.status).toBe(204);
    expect((await vic.next((m) => m.type === 'error', 1000)).message).toBe(MEMBERSHIP_ENDED);
    await postPosition(a.url, 44.03, CAST_DEVICE);
    await max.next((m) => m.type === 'device' && m.update?.position?.lat === 44.03, 1000);
    await new Promise((r) => setTimeout(r, 300));
    expect(vic.messages.some((m) => m.type === 'device' && m.update?.position?.lat === 44.03)).toBe(false);

    // Leaving ends one's own subscription the same way.
    expect(
      (await api.call(`/organisation/${cast.orgId}/leave`, { token: cast.max.token, body: {} })).status,
    ).toBe(204);
    expect((await max.next((m) => m.type === 'error', 1000)).message).toBe(MEMBERSHIP_ENDED);
    vic.socket.close();
    max.socket.close();
  });

  it("ends every subscriber's updates when the organisation is deleted", async () => {
    const api = testApi(a);
    const [owner, viewer] = await api.signUpEach(['Dora', 'Walt'] as const);
    // A member as the invitation flow leaves one (that flow has tests of its own).
    await a.handle.db
      .insertInto('memberships')
      .values({ organisation_id: owner.organisationId, user_id: viewer.userId, role: 'viewer' })
      .execute();
    const onB = await subscribed(viewer, b.url, owner.organisationId);
    const onA = await subscribed(owner, a.url, owner.organisationId);
    const name = (await api.call(`/organisation/${owner.organisationId}`, { token: owner.token })).body.name;
    const deleted = await api.call(`/organisation/${owner.organisationId}`, {
      method: 'DELETE',
      token: owner.token,
      body: { confirmName: name },
    });
    expect(deleted.status).toBe(204);
    expect((await onB.next((m) => m.type === 'error', 1000)).message).toBe(MEMBERSHIP_ENDED);
    expect((await onA.next((m) => m.type === 'error', 1000)).message).toBe(MEMBERSHIP_ENDED);
    onA.socket.close();
    onB.socket.close();
  });
});
