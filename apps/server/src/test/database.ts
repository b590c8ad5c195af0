import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A fresh, migrated database for one test file, copied from the run's template; with `empty`, a
 * database with no tables at all (for tests that migrate it themselves, step by step).
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('dbAdminUrl');
  const name = `pinpoint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${options.empty ? 'template0' : inject('dbTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // A pool's end() can resolve while its last sessions are still closing: forcing the drop then
      // terminates them, and a pool whose idle client hears that throws it as uncaught. Wait (2 s
      // at most) for the test's own sessions to go before forcing out whatever is left.
      for (let i = 0; i < 40; i++) {
        const open = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((open.rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
