import type { LoadMinute } from './load.ts';
import type { ProcessSample } from './sample.ts';
import { joined, MB, mean, percentile, slope } from './stats.ts';

/** One look at every process (api, ingest, worker, postgres, driver) and PostgreSQL's connections. */
export type Sample = {
  minute: number;
  /** `heap`: Node's heap in use; `heapTotal`: its size (V8's own pages: RSS minus it is memory outside). */
  processes: Record<
    string,
    ProcessSample & { heap: number | undefined; heapTotal?: number | undefined; young?: number | undefined }
  >;
  connections: number;
};

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
const mb = (bytes: number) => MB(bytes).toFixed(0);
const signed = (n: number, digits = 1) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

/**
 * The soak's verdict in figures: per process, memory (RSS, PSS for PostgreSQL, Node's heap) at
 * the warm-up's end and at the end and its least-squares slope in MB an hour over that span,
 * file descriptors and sockets at both ends (and the most seen), PostgreSQL's connections, CPU
 * share, and the load's p50/p99 over the first and the last `window` minutes.
 */
export function summarise(o: {
  samples: Sample[];
  loadMinutes: LoadMinute[];
  warmup: number;
  window: number;
  minutes: number;
  rate: number;
  behind: number;
}): string {
  const after = o.samples.filter((s) => s.minute >= o.warmup);
  const first = after[0];
  const last = after[after.length - 1];
  const lines: string[] = [];
  if (!first || !last || after.length < 2) return 'soak: too short to say anything after the warm-up';
  const hours = (last.minute - first.minute) / 60;
  lines.push(
    `\nafter the warm-up (minute ${first.minute.toFixed(1)} to ${last.minute.toFixed(1)}, ${after.length} samples):`,
    row([
      'process',
      'memory at start',
      'at end',
      'slope (MB/h)',
      'second half (MB/h)',
      'heap start',
      'heap end',
      'heap slope (MB/h)',
      'heap size start → end',
      'outside the heap start → end',
      'fds start → end (max)',
      'sockets start → end (max)',
      'CPU',
    ]),
    row(Array(13).fill('---')),
  );
  for (const role of Object.keys(last.processes)) {
    const series = after.flatMap((s) =>
      s.processes[role] ? [{ t: s.minute / 60, p: s.processes[role] }] : [],
    );
    const a = series[0]?.p;
    const b = series[series.length - 1]?.p;
    if (!a || !b) continue;
    // PostgreSQL's processes share their buffers: PSS counts each page once among them.
    const memory = (p: ProcessSample) => (role === 'postgres' ? p.pss : p.rss);
    const memSlope = slope(series.map((x) => ({ t: x.t, v: MB(memory(x.p)) })));
    // The second half alone: growth that stops (a cache filling, the heap finding its size) shows less.
    const half = series.slice(Math.floor(series.length / 2));
    const halfSlope = slope(half.map((x) => ({ t: x.t, v: MB(memory(x.p)) })));
    const heaps = series.filter((x) => x.p.heap !== undefined);
    const heapSlope = slope(heaps.map((x) => ({ t: x.t, v: MB(x.p.heap as number) })));
    const maxFds = Math.max(...series.map((x) => x.p.fds));
    const maxSockets = Math.max(...series.map((x) => x.p.sockets));
    const cpu = hours > 0 ? (b.cpu - a.cpu) / (hours * 3600) : 0;
    lines.push(
      row([
        role === 'postgres'
          ? `postgres (${(b as { processes?: number }).processes ?? '?'} processes, PSS)`
          : role,
        `${mb(memory(a))} MB`,
        `${mb(memory(b))} MB`,
        signed(memSlope),
        signed(halfSlope),
        a.heap === undefined ? '' : `${mb(a.heap)} MB`,
        b.heap === undefined ? '' : `${mb(b.heap)} MB`,
        heaps.length ? signed(heapSlope) : '',
        a.heapTotal === undefined || b.heapTotal === undefined
          ? ''
          : `${mb(a.heapTotal)} → ${mb(b.heapTotal)} MB${a.young !== undefined && b.young !== undefined ? ` (young ${mb(a.young)} → ${mb(b.young)})` : ''}`,
        // RSS less the heap's own pages: the binary, code, buffers and what the C allocator holds.
        a.heapTotal === undefined || b.heapTotal === undefined
          ? ''
          : `${mb(a.rss - a.heapTotal)} → ${mb(b.rss - b.heapTotal)} MB`,
        `${a.fds} → ${b.fds} (${maxFds})`,
        `${a.sockets} → ${b.sockets} (${maxSockets})`,
        `${(cpu * 100).toFixed(0)}% of a core`,
      ]),
    );
  }
  const connections = after.map((s) => s.connections);
  lines.push(
    `PostgreSQL connections: ${first.connections} → ${last.connections} (most ${Math.max(...connections)}, mean ${mean(connections).toFixed(1)})`,
  );
  // Requests sent late, past the last minute, make a short extra minute: left out.
  const minutes = o.loadMinutes.slice(0, Math.ceil(o.minutes)).filter(Boolean);
  const w = Math.max(1, Math.round(o.window));
  const head = minutes.slice(0, w);
  const tail = minutes.slice(-w);
  const figures = (ms: LoadMinute[]) => {
    const all = joined(ms);
    const sent = ms.reduce((s, m) => s + m.sent, 0);
    const failed = ms.reduce((s, m) => s + m.failed, 0);
    return `p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms over ${all.length} answers (${failed} of ${sent} not 2xx)`;
  };
  lines.push(
    `load: first ${w} min ${figures(head)}; last ${w} min ${figures(tail)}`,
    `${o.rate} uplinks/s asked; ${o.behind} requests left more than 1 s late (the driver or the server could not keep up)`,
  );
  return lines.join('\n');
}
