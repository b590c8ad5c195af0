import type { ServerRole } from '../config.ts';

/**
 * What a process of a role runs (`start --role`, README "Scaling out"). Any number of processes
 * of each role share one PostgreSQL: live updates cross them by LISTEN/NOTIFY, jobs by pg-boss
 * (each runs once), the MQTT subscription by an advisory lock (ingest/mqtt-lease.ts). Every role
 * may queue jobs; only workers run them.
 */
export type RoleParts = {
  /** Every /api route but ingest, the web app, the sign-in pages and the live socket. */
  api: boolean;
  /** The ingest routes, the pipeline and its after-commit work, the MQTT subscription. */
  ingest: boolean;
  /** The job handlers (deliveries, commands, reports), the report schedule, the demo runner. */
  worker: boolean;
};

export function roleParts(role: ServerRole): RoleParts {
  return {
    api: role === 'all' || role === 'api',
    ingest: role === 'all' || role === 'ingest',
    worker: role === 'all' || role === 'worker',
  };
}
