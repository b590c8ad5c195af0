import { describe, expect, it } from 'vitest';
import { startupLog } from './startup-log.ts';

describe('the start-up lines', () => {
  it('say what a first start is doing, step by step, with how long the slow steps took', () => {
    const lines: string[] = [];
    let now = 0;
    const log = startupLog(
      (line) => lines.push(line),
      () => now,
    );
    log.database('data/postgres', 5433, true);
    now += 4200;
    log.databaseReady();
    const versions = ['0001_identity_and_organisations', '0002_devices_and_time_series'];
    for (const [i, version] of versions.entries())
      log.migration({ version, index: i + 1, total: versions.length });
    now += 1500;
    log.migrated(versions);
    log.server();
    now += 50;
    log.running('http://localhost:8080');
    expect(lines).toEqual([
      'Creating the embedded PostgreSQL database in data/postgres (first start only, port 5433)…',
      'PostgreSQL is ready (4.2 s)',
      'Migrating the database: 2 migrations to apply',
      '  1/2 0001_identity_and_organisations',
      '  2/2 0002_devices_and_time_series',
      'The database is up to date (1.5 s)',
      'Starting the server: job queue, live updates, integrations…',
      'Pinpoint is running at http://localhost:8080',
    ]);
  });

  it('says nothing of migrations when there are none to apply', () => {
    const lines: string[] = [];
    const log = startupLog((line) => lines.push(line));
    log.database('data/postgres', 5433, false);
    log.migrated([]);
    expect(lines).toEqual(['Starting the embedded PostgreSQL in data/postgres (port 5433)…']);
  });
});
