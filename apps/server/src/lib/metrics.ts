import client from 'prom-client';

/**
 * Prometheus metrics of one process (GET /metrics, see modules/system/metrics.ts): each process keeps its
 * own registry, and Prometheus adds them up across processes by their `instance` label. Names
 * follow Prometheus conventions (base units, `_total` for counters).
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(labels: { role: string }) {
  const registry = new client.Registry();
  registry.setDefaultLabels(labels);
  client.collectDefaultMetrics({ register: registry, prefix: 'pinpoint_' });

  const uplinks = new client.Counter({
    name: 'pinpoint_uplinks_total',
    help: 'Uplinks received, by source and outcome (stored, duplicate, unknown_device, refused, failed)',
    labelNames: ['source', 'outcome'] as const,
    registers: [registry],
  });
  const decodeErrors = new client.Counter({
    name: 'pinpoint_decode_errors_total',
    help: 'Stored uplinks whose payload could not be decoded',
    registers: [registry],
  });
  const groupSize = new client.Histogram({
    name: 'pinpoint_ingest_group_size',
    help: 'Uplinks committed in one transaction',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
    registers: [registry],
  });
  const commitSeconds = new client.Histogram({
    name: 'pinpoint_ingest_commit_seconds',
    help: 'Time to write and commit one group of uplinks',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const afterCommitLag = new client.Histogram({
    name: 'pinpoint_after_commit_lag_seconds',
    help: 'From a group commit to the end of its geofence and alert work',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers: [registry],
  });
  const deliveries = new client.Counter({
    name: 'pinpoint_deliveries_total',
    help: 'Alert, forward, webhook and report deliveries, by channel and outcome',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const queueDepth = new client.Gauge({
    name: 'pinpoint_queue_depth',
    help: 'Jobs waiting in the queue (created or retrying), by queue; read at scrape time',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const liveSockets = new client.Gauge({
    name: 'pinpoint_live_sockets',
    help: 'Open live WebSockets of this process',
    registers: [registry],
  });
  const httpSeconds = new client.Histogram({
    name: 'pinpoint_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });

  const diskFullErrors = new client.Counter({
    name: 'pinpoint_database_disk_full_errors_total',
    help: 'Statements PostgreSQL refused for want of disk space (SQLSTATE 53100), whatever sent them',
    registers: [registry],
  });
  const diskFull = new client.Gauge({
    name: 'pinpoint_database_disk_full',
    help: '1 while PostgreSQL refuses this process writes for want of disk space (until none for 10 s)',
    registers: [registry],
  });

  /** Reads values that are cheaper to ask for than to track (queue depth), just before a scrape. */
  const collectors: Array<() => Promise<void>> = [];

  return {
    registry,
    uplinks,
    decodeErrors,
    groupSize,
    commitSeconds,
    afterCommitLag,
    deliveries,
    queueDepth,
    liveSockets,
    httpSeconds,
    diskFullErrors,
    diskFull,
    onScrape: (collect: () => Promise<void>) => collectors.push(collect),
    async render(): Promise<string> {
      await Promise.allSettled(collectors.map((collect) => collect()));
      return registry.metrics();
    },
  };
}
