import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createDiskFullWatch, DISK_FULL_QUIET_MS, isDiskFull, onDiskFull, watchClient } from './disk-full.ts';
import { registerErrorHandler } from './error-handler.ts';

// PostgreSQL's words for a relation it could not extend (SQLSTATE 53100, errcodes.txt "disk_full").
const refused = Object.assign(
  new Error('could not extend file "base/16384/17616": No space left on device'),
  {
    code: '53100',
  },
);

describe('a database out of disk space', () => {
  it('is told by SQLSTATE 53100, also as the cause of another error, and by nothing else', () => {
    expect(isDiskFull(refused)).toBe(true);
    expect(isDiskFull(new Error('the group failed', { cause: refused }))).toBe(true);
    expect(isDiskFull({ code: '53200', message: 'out of memory' })).toBe(false);
    expect(isDiskFull({ code: 'ENOSPC' })).toBe(false); // the server's own disk, not PostgreSQL's answer
    expect(isDiskFull(undefined)).toBe(false);
  });

  it('is answered 503 with Retry-After and a message saying nothing was stored, never a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post('/write', async () => {
      throw refused;
    });
    const res = await app.inject({ method: 'POST', url: '/write' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().error).toEqual({
      code: 'unavailable',
      message: expect.stringMatching(/out of disk space.*Nothing was stored/),
    });
    await app.close();
  });

  it('is logged once when it starts and once when no statement has been refused for a while, and counted each time', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = {
        warn: (_o: object, m: string) => lines.push(`warn ${m}`),
        info: (_o: object, m: string) => lines.push(`info ${m}`),
      };
      let counted = 0;
      const watch = createDiskFullWatch(
        log,
        () => (counted += 1),
        () => Date.now(),
      );
      expect(watch.full()).toBe(false);
      for (let i = 0; i < 50; i++) watch.refused(refused);
      expect(counted).toBe(50);
      expect(watch.full()).toBe(true);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^warn database disk full: PostgreSQL refuses writes/);
      vi.advanceTimersByTime(DISK_FULL_QUIET_MS / 2);
      watch.refused(refused);
      vi.advanceTimersByTime(DISK_FULL_QUIET_MS - 1);
      expect(watch.full()).toBe(true);
      vi.advanceTimersByTime(2);
      expect(watch.full()).toBe(false);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^info database disk full: no statement refused .* writes work again/);
      watch.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is heard from every query a pool client makes, promise or callback, and the caller still gets its error', async () => {
    const pool = {} as never;
    const heard: unknown[] = [];
    onDiskFull(pool, (err) => heard.push(err));
    const client = {
      query(text: string, callback?: (err: unknown, res: unknown) => void) {
        const err = text === 'insert' ? refused : null;
        if (callback) return void callback(err, err ? undefined : { rows: [] });
        return err ? Promise.reject(err) : Promise.resolve({ rows: [] });
      },
    };
    watchClient(pool, client as never);
    const q = client.query as (
      text: string,
      callback?: (err: unknown) => void,
    ) => Promise<unknown> | undefined;
    await expect(q('insert')).rejects.toBe(refused);
    await expect(q('select')).resolves.toEqual({ rows: [] });
    const viaCallback = await new Promise((resolve) => q('insert', resolve));
    expect(viaCallback).toBe(refused);
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toEqual([refused, refused]);
  });
});
