import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect, type DbHandle } from '../db/database.ts';
import { LIVE_TRY_AGAIN_CLOSE_CODE } from '../live/hub.ts';
import { createKey } from '../modules/ingest-keys/service.ts';
import { type Person, testApi } from '../test/api.ts';
import { createTestDatabase } from '../test/database.ts';
import { startDatabaseProxy } from '../test/database-proxy.ts';
import { freePort } from '../test/ports.ts';

// Issue 28 item 2: a lost database answers 503 with Retry-After on every route, within a bound,
// and the same process stores again once it is back. The uplink is The Things Stack v3's
// webhook uplink message ("Data Formats", Uplink Messages:
// https://www.thethingsindustries.com/docs/the-things-stack/concepts/data-formats/#uplink-messages),
// shared/fixtures/uplinks/ttn-uplink-lht65-raw.json, sent with a new frame counter each time.

const WAIT_SECONDS = 2;
const ttnUplink = JSON.parse(
  readFileSync(
    new URL('../../../../../shared/fixtures/uplinks/ttn-uplink-lht65-raw.json', import.meta.url),
    'utf8',
  ),
);
const DEV_EUI = ttnUplink.end_device_ids.dev_eui as string;

/** An answer as the tests read it: ingest's counts, or the one error shape. */
type Answer = {
  status: number;
  headers: Headers;
  body: { stored?: number; error?: { code: string; message: string } };
};

describe('a lost database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
  let handle: DbHandle; // the server's pool, through the proxy
  let direct: DbHandle; // the test's own, straight to the database
  let app: App;
  let url: string;
  let key: string;
  let deviceId: string;
  let person: Person;
  let api: ReturnType<typeof testApi>;
  /** The server's warnings and errors, one pino JSON line each. */
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startDatabaseProxy(database.url);
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: proxy.url,
      DATABASE_WAIT_SECONDS: String(WAIT_SECONDS),
      LOG_LEVEL: 'silent',
      DEMO: 'false',
    });
    handle = connect(proxy.url, 5, config.DATABASE_WAIT_SECONDS * 1000);
    app = await buildApp({
      config,
      db: handle.db,
      pool: handle.pool,
      databaseUrl: proxy.url,
      logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
    });
    await app.listen({ port, host: '127.0.0.1' });
    url = config.publicUrl;
    direct = connect(database.url, 2);
    const organisation = await direct.db
      .insertInto('organisations')
      .values({ name: 'Cold chain', device_limit: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ({ key } = await createKey(direct.db, '', organisation.id, 'The Things Stack'));
    ({ id: deviceId } = await direct.db
      .insertInto('devices')
      .values({
        organisation_id: organisation.id,
        name: 'Freezer 12',
        dev_eui: DEV_EUI,
        model_id: 'dragino/lht65',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    const server = { url, databaseUrl: database.url, app, config, handle: direct, close: async () => {} };
    api = testApi(server);
    person = await api.signUp('Dana');
  });

  afterAll(async () => {
    await proxy?.set('open');
    await app?.close();
    await handle?.close();
    await direct?.close();
    await proxy?.close();
    await database?.drop();
  });

  const uplink = async (fCnt: number) => {
    const started = Date.now();
    const res = await fetch(`${url}/api/ingest/ttn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ ...ttnUplink, uplink_message: { ...ttnUplink.uplink_message, f_cnt: fCnt } }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as Answer['body'];
    return { status: res.status, headers: res.headers, body, ms: Date.now() - started };
  };
  const get = async (path: string, token?: string) => {
    const res = await fetch(`${url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
  };
  const stored = async () => {
    const rows = await direct.db
      .selectFrom('frames')
      .select('f_cnt')
      .where('device_id', '=', deviceId)
      .execute();
    return rows.map((r) => r.f_cnt).sort((a, b) => Number(a) - Number(b));
  };
  const expectUnavailable = (answer: Answer) => {
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answer.body.error?.code).toBe('unavailable');
    expect(answer.body.error?.message).toMatch(/cannot reach its database.*try again/i);
  };

  it('answers 503 with Retry-After on ingest, public and signed-in routes when nothing listens at its port, and stores again once it is back', async () => {
    expect((await uplink(101)).status).toBe(200);
    expect((await get('/user/invitations', person.token)).status).toBe(200);

    await proxy.set('closed');
    const refused = await uplink(102);
    expectUnavailable(refused);
    expect(refused.ms).toBeLessThan(WAIT_SECONDS * 1000 + 1500);
    expectUnavailable(await get('/share/no-such-share-link-of-anyone-at-all', undefined));
    expectUnavailable(await get('/user/invitations', person.token));

    // The same process, not restarted: the uplink The Things Stack would resend is stored, once.
    await proxy.set('open');
    const resent = await uplink(102);
    expect(resent.status).toBe(200);
    expect(resent.body.stored).toBe(1);
    expect((await get('/user/invitations', person.token)).status).toBe(200);
    expect(await stored()).toEqual([101, 102]);
  });

  it('answers 503 with Retry-After within the bound when the database takes connections but never answers', async () => {
    expect((await uplink(103)).status).toBe(200);

    await proxy.set('silent');
    const [first, second] = await Promise.all([uplink(104), uplink(105)]);
    for (const answer of [first, second]) {
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(WAIT_SECONDS * 1000 + 1500);
    }

    await proxy.set('open');
    // The pool drops the connections that went silent and opens new ones by itself.
    let again = await uplink(104);
    for (let tries = 0; again.status !== 200 && tries < 20; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      again = await uplink(104);
    }
    expect(again.status).toBe(200);
    expect((await uplink(105)).status).toBe(200);
    expect(await stored()).toEqual([101, 102, 103, 104, 105]);
  });

  it('answers 503 with Retry-After when PostgreSQL fails the write for a reason of its own, and stores the resend once', async () => {
    // With its WAL disk full, PostgreSQL can fail a commit already durable with an internal error
    // ("cannot abort transaction …, it was already committed", XX000) before it restarts; an I/O
    // error is class 58. Both are PostgreSQL's failures, not the uplink's: The Things Stack is told
    // to send it again, never a 500.
    for (const [code, fCnt] of [
      ['XX000', 106],
      ['58030', 107],
    ] as const) {
      await direct.pool.query(`
        create function fail_store() returns trigger language plpgsql as $$
        begin raise exception 'the disk failed' using errcode = '${code}'; end $$;
        create trigger fail_store before insert on frames for each row execute function fail_store()`);
      let refused: Awaited<ReturnType<typeof uplink>>;
      try {
        refused = await uplink(fCnt);
      } finally {
        await direct.pool.query('drop trigger fail_store on frames; drop function fail_store()');
      }
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.body.error).toEqual({
        code: 'unavailable',
        message:
          'Pinpoint’s database failed while storing this request. Send it again in a few seconds: a message stored twice is kept once.',
      });
      const resent = await uplink(fCnt);
      expect(resent.status).toBe(200);
      expect(resent.body.stored).toBe(1);
    }
    expect(await stored()).toEqual([101, 102, 103, 104, 105, 106, 107]);
  });

  it('closes a live socket with 1013 when the database cannot look its share link up, or up again while followed, keeps running, and follows the link once it is back', async () => {
    // The socket's message handler is async: a lookup the database refused rejected with nobody
    // handling it, and Node 24 ends the process on an unhandled rejection.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const board = await api.call('/dashboard', {
        token: person.token,
        body: { organisationId: person.organisationId, name: 'Wall screen', widgets: [] },
      });
      expect(board.status).toBe(201);
      const made = await api.call(`/dashboard/${board.body.id}/shares`, { token: person.token, body: {} });
      expect(made.status).toBe(201);
      const token = made.body.token as string;

      /** A signed-out socket following the link: its frames, and its close code (-1: still open after `ms`). */
      const follow = async (ms = 5000) => {
        const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
        const frames: string[] = [];
        socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()).type));
        const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ type: 'subscribeShare', token }));
        const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), ms))]);
        return { socket, frames, code, closed };
      };

      await proxy.set('closed');
      const refused = await follow();
      expect(unhandled).toEqual([]);
      expect(refused.code).toBe(LIVE_TRY_AGAIN_CLOSE_CODE);
      expect(refused.frames).toEqual([]);
      expect(logLines.some((line) => line.includes('live: a message could not be handled'))).toBe(true);

      // The same process, not restarted: the web app's reconnection follows the link.
      await proxy.set('open');
      const again = await follow(1000);
      expect(again.code).toBe(-1);
      // (A 'shareChanged' may follow: the change listener, back too, has every link looked up again.)
      expect(again.frames[0]).toBe('shareSubscribed');

      // The database lost while the link is followed: every link is looked up again, which fails.
      // Asked to come back (1013), not told the link is gone (4404, which the share page takes as final).
      await proxy.set('closed');
      const lost = await Promise.race([
        again.closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), 15_000)),
      ]);
      expect(lost).toBe(LIVE_TRY_AGAIN_CLOSE_CODE);
      await proxy.set('open');
      const back = await follow(1000);
      expect(back.frames[0]).toBe('shareSubscribed');
      back.socket.close();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('asks a signed-in live screen to come back, not that its access ended, when the database goes away, and follows again once it is back', async () => {
    // The hub checks every subscription again when its listening connection is lost. With the
    // database away that check failed, and the screen was told "You are no longer a member of this
    // organisation", which the web app takes as final: every live map stopped until a reload.
    /** A signed-in socket subscribed to Dana's organisation: its frames, and how it closed. */
    const subscribe = async () => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
      const frames: Array<{ type: string; message?: string }> = [];
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      const next = (type: string) =>
        new Promise<void>((resolve) => {
          const look = () => (frames.some((f) => f.type === type) ? resolve() : setTimeout(look, 20));
          look();
        });
      socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'auth', token: person.token }));
      await next('ready');
      socket.send(JSON.stringify({ type: 'subscribe', organisationId: person.organisationId }));
      await next('subscribed');
      return { socket, frames, closed };
    };

    const screen = await subscribe();
    await proxy.set('closed');
    const code = await Promise.race([
      screen.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 15_000)),
    ]);
    expect(screen.frames.filter((f) => f.type === 'error')).toEqual([]);
    expect(code).toBe(LIVE_TRY_AGAIN_CLOSE_CODE);

    // What the web app's reconnection does, once the database is back: subscribed again.
    await proxy.set('open');
    const again = await subscribe();
    expect(again.frames.map((f) => f.type)).toEqual(['ready', 'subscribed']);
    again.socket.close();
  });
});
