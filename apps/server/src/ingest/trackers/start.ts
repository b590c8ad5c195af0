import type pg from 'pg';
import type client from 'prom-client';
import type { ServerConfig } from '../../config.ts';
import type { IngestPipeline } from '../pipeline.ts';
import type { TrackerProtocol } from './codec.ts';
import { createTrackerCommandHub, type TrackerCommandStore } from './commands.ts';
import type { TrackerContext, TrackerLog } from './context.ts';
import { createAddressBook, defaultTrackerLimits, type TrackerLimits } from './limits.ts';
import { startTrackerListener, type TrackerListener } from './listener.ts';
import { createTrackerMetrics } from './metrics.ts';
import { trackerCodecs, trackerPort } from './registry.ts';
import { createUnknownTrackerInbox, findTracker } from './unknown.ts';

export type TrackerDeps = {
  config: ServerConfig;
  pool: pg.Pool;
  pipeline: Pick<IngestPipeline, 'submit'>;
  registry: client.Registry;
  commandStore: TrackerCommandStore;
  log: TrackerLog;
  limits?: Partial<TrackerLimits>;
};

export type Trackers = {
  /** The port each running protocol listens on. */
  ports: Partial<Record<TrackerProtocol, number>>;
  listeners: TrackerListener[];
  close(): Promise<void>;
};

/**
 * Starts the listener of every protocol with a port (issue 26), in the ingest role. A port
 * another program holds is logged and skipped, so the rest of ingest still starts.
 */
export async function startTrackers(deps: TrackerDeps): Promise<Trackers> {
  const { config, pool, log } = deps;
  const limits = { ...defaultTrackerLimits, ...deps.limits };
  const hub = createTrackerCommandHub(deps.commandStore, log);
  const context: TrackerContext = {
    submit: (request) => deps.pipeline.submit(request),
    identify: (imei) => findTracker(pool, imei),
    unknown: createUnknownTrackerInbox(pool, log),
    commands: hub.hooks,
    metrics: createTrackerMetrics(deps.registry),
    limits,
    addresses: createAddressBook(limits),
    log,
  };
  const listeners: TrackerListener[] = [];
  const ports: Trackers['ports'] = {};
  for (const [protocol, codec] of await trackerCodecs()) {
    const port = trackerPort(config, protocol);
    if (!port) continue;
    try {
      const listener = await startTrackerListener(codec, context, { host: config.TRACKER_BIND, port });
      listeners.push(listener);
      ports[protocol] = listener.port;
    } catch (err) {
      log.warn({ err, protocol, port }, `trackers: cannot listen for ${protocol} on port ${port}; it is off`);
    }
  }
  if (listeners.length) await hub.listen(pool);
  return {
    ports,
    listeners,
    async close() {
      await Promise.all(listeners.map((l) => l.close()));
      await hub.close();
    },
  };
}
