import type pg from 'pg';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { IngestCommandHooks } from '../../ingest/routes.ts';
import type { JobLog } from '../../jobs/definition.ts';
import { applyDownlinkEvents } from './events.ts';
import { createCommandQueue } from './queue.ts';
import { takeAnswer } from './repo.ts';

/**
 * The command queue as the server wires it (app.ts): the routes' dependencies, the ingest hooks
 * (downlink events in, a phone's pending command out), the MQTT ack handler, start and stop.
 */
export function createCommandModule(db: Db, pool: pg.Pool, config: ServerConfig, log: JobLog) {
  const queue = createCommandQueue(db, pool, config, log);
  const mqttAvailable = Boolean(config.MQTT_URL);
  const ingestHooks: IngestCommandHooks = {
    downlinkEvents: async (organisationId, events) => {
      await applyDownlinkEvents(db, organisationId, events);
    },
    answerFor: async (deviceId) => (await takeAnswer(db, deviceId)) ?? '',
  };
  return {
    routeDeps: {
      db,
      queue,
      mqttAvailable,
      sealer: queue.sealer,
      allowPrivateDestinations: config.ALLOW_PRIVATE_WEBHOOKS,
    },
    ingestHooks,
    /** ChirpStack ack/txack events from the deployment's broker: matched by Dev EUI, any organisation. */
    mqttDownlinkEvents: async (events: Parameters<IngestCommandHooks['downlinkEvents']>[1]) => {
      await applyDownlinkEvents(db, undefined, events);
    },
    /** Starts the queue and `workers` senders in this process (0: it only queues commands). */
    start: (workers?: number) => queue.start(workers),
    stop: () => queue.stop(),
  };
}

export type CommandModule = ReturnType<typeof createCommandModule>;
