import client from 'prom-client';

/**
 * The trackers' part of /metrics (issue 26), in the process's registry (lib/metrics.ts):
 * connections open and made, frames taken, bad frames by reason (a checksum failure is
 * `reason="checksum"`), and refusals by why (unknown id, throttled address, rate, garbage).
 */
export function createTrackerMetrics(registry: client.Registry) {
  const registers = [registry];
  return {
    connections: new client.Gauge({
      name: 'pinpoint_tracker_connections',
      help: 'Open tracker connections of this process, by protocol',
      labelNames: ['protocol'] as const,
      registers,
    }),
    connectionsTotal: new client.Counter({
      name: 'pinpoint_tracker_connections_total',
      help: 'Tracker connections accepted (TCP) or datagram senders heard (UDP), by protocol',
      labelNames: ['protocol'] as const,
      registers,
    }),
    messages: new client.Counter({
      name: 'pinpoint_tracker_messages_total',
      help: 'Tracker frames taken, by protocol and type (login, records, heartbeat, command_result)',
      labelNames: ['protocol', 'type'] as const,
      registers,
    }),
    records: new client.Counter({
      name: 'pinpoint_tracker_records_total',
      help: 'Position records received from trackers, by protocol',
      labelNames: ['protocol'] as const,
      registers,
    }),
    badFrames: new client.Counter({
      name: 'pinpoint_tracker_bad_frames_total',
      help: 'Tracker frames refused and not stored, by protocol and reason (checksum, malformed, too_long, unsupported)',
      labelNames: ['protocol', 'reason'] as const,
      registers,
    }),
    refusals: new client.Counter({
      name: 'pinpoint_tracker_refusals_total',
      help: 'Tracker connections refused or closed by us, by protocol and reason (unknown_id, throttled, too_many_connections, bad_frames, idle, write_buffer, failed)',
      labelNames: ['protocol', 'reason'] as const,
      registers,
    }),
    ackSeconds: new client.Histogram({
      name: 'pinpoint_tracker_ack_seconds',
      help: 'From a records message read to its acknowledgement written (the records committed), by protocol',
      labelNames: ['protocol'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
  };
}

export type TrackerMetrics = ReturnType<typeof createTrackerMetrics>;
