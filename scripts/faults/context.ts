import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { SimulatedDevice } from '../../apps/server/src/simulator/fleet.ts';
import type { ServerProcess } from '../../bench/ingest/processes.ts';
import type { RestartablePostgres } from './postgres.ts';

/** What faults.ts lends a fault in a file of its own: its verdicts, its servers and databases (cleaned up there). */
export type FaultContext = {
  check: (ok: boolean, what: string) => void;
  /** Something to undo after the phase, also when it fails or outlives its time limit. */
  onCleanup: (undo: () => Promise<unknown>) => void;
  elapsed: () => string;
  startServer: (databaseUrl: string, env?: Record<string, string>) => Promise<ServerProcess>;
  /** A fresh, migrated database with an organisation of `devices` simulated devices and an ingest key. */
  freshOrganisation: (
    postgres: RestartablePostgres,
    devices: number,
  ) => Promise<{
    database: { url: string };
    handle: DbHandle;
    fleet: SimulatedDevice[];
    key: string;
    organisationId: string;
  }>;
};
