import type { MigrationProgress } from './db/migrate.ts';

/**
 * What `npm start` says while it gets ready (issue 27 item 13): a first start creates the
 * database, applies every migration and starts the job queue, and should not sit silent for
 * most of a minute. One concise line a step, with how long the slow ones took.
 */
export function startupLog(write: (line: string) => void = console.log, clock = () => performance.now()) {
  let since = clock();
  const took = () => {
    const seconds = (clock() - since) / 1000;
    return seconds < 0.1 ? '' : ` (${seconds.toFixed(1)} s)`;
  };
  const step = (line: string) => {
    since = clock();
    write(line);
  };
  return {
    database(dir: string, port: number, fresh: boolean) {
      step(
        fresh
          ? `Creating the embedded PostgreSQL database in ${dir} (first start only, port ${port})…`
          : `Starting the embedded PostgreSQL in ${dir} (port ${port})…`,
      );
    },
    databaseReady: () => write(`PostgreSQL is ready${took()}`),
    migration({ version, index, total }: MigrationProgress) {
      if (index === 1) step(`Migrating the database: ${total} migration${total === 1 ? '' : 's'} to apply`);
      write(`  ${index}/${total} ${version}`);
    },
    migrated(applied: string[]) {
      if (applied.length) write(`The database is up to date${took()}`);
    },
    server: () => step('Starting the server: job queue, live updates, integrations…'),
    running: (url: string) => write(`Pinpoint is running at ${url}${took()}`),
  };
}
