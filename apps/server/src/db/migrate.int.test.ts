import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { connect, type DbHandle } from './database.ts';
import { type MigrationProgress, migrate } from './migrate.ts';

// Issue 27 item 13: a first start says which migration of how many it is applying.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  handle = connect(database.url, 2);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('migrate', () => {
  it('reports each migration before applying it, numbered of the total, and nothing when up to date', async () => {
    const files = (await readdir(new URL('./migrations/', import.meta.url))).filter((f) =>
      f.endsWith('.sql'),
    );
    const heard: MigrationProgress[] = [];
    const applied = await migrate(handle.pool, { onProgress: (p) => heard.push(p) });
    expect(applied).toHaveLength(files.length);
    expect(heard.map((p) => p.version)).toEqual(applied);
    expect(heard.map((p) => p.index)).toEqual(applied.map((_, i) => i + 1));
    expect(heard.every((p) => p.total === files.length)).toBe(true);

    const again: MigrationProgress[] = [];
    expect(await migrate(handle.pool, { onProgress: (p) => again.push(p) })).toEqual([]);
    expect(again).toEqual([]);
  });
});
