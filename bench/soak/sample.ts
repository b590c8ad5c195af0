import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type pg from 'pg';

/** One process at one moment: its memory and what it holds open (Linux /proc, proc(5)). */
export type ProcessSample = {
  /** Resident set size, bytes (VmRSS). */
  rss: number;
  /** Proportional set size, bytes (smaps_rollup Pss): shared pages split among their users. */
  pss: number;
  fds: number;
  sockets: number;
  /** CPU seconds used so far (utime + stime, in ticks of 1/100 s). */
  cpu: number;
};

const kB = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** What /proc says of `pid` now, or undefined when it has gone. */
export function sampleProcess(pid: number): ProcessSample | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const fds = readdirSync(`/proc/${pid}/fd`);
    let sockets = 0;
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
      } catch {
        // closed between the listing and the look
      }
    }
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
    return { rss: kB(status, 'VmRSS'), pss: kB(rollup, 'Pss'), fds: fds.length, sockets, cpu };
  } catch {
    return undefined;
  }
}

const parentOf = (pid: number) => {
  try {
    // The fourth field of /proc/<pid>/stat, after the command in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
};

/** A postmaster and its children (backends, background workers), now. */
export function postgresProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster);
  return [postmaster, ...children];
}

/**
 * The sum of the samples of `group` (PostgreSQL's postmaster and backends) and how many there
 * were; its CPU counts only the processes alive now (a backend that ended takes its share).
 */
export function sampleGroup(group: number[]): ProcessSample & { processes: number } {
  const total = { rss: 0, pss: 0, fds: 0, sockets: 0, cpu: 0, processes: 0 };
  for (const pid of group) {
    const s = sampleProcess(pid);
    if (!s) continue;
    total.rss += s.rss;
    total.pss += s.pss;
    total.fds += s.fds;
    total.sockets += s.sockets;
    total.cpu += s.cpu;
    total.processes += 1;
  }
  return total;
}

/** Connections to `database` by state (active, idle, idle in transaction...), from pg_stat_activity. */
export async function postgresConnections(
  pool: pg.Pool,
): Promise<{ total: number; byState: Record<string, number> }> {
  const { rows } = await pool.query<{ state: string | null; n: number }>(
    `select state, count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() group by state`,
  );
  const byState = Object.fromEntries(rows.map((r) => [r.state ?? 'none', r.n]));
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byState };
}

/**
 * Node's heap from a process's Prometheus metrics (prom-client's default metrics under `pinpoint_`):
 * in use (live objects and garbage not yet collected) and its size (what V8 has taken from the
 * system for it), so a growing RSS can be told apart: the heap's size, or memory outside it.
 */
export async function scrapeHeap(
  url: string,
  token: string,
): Promise<{ used: number; total: number; young: number | undefined } | undefined> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  if (!res?.ok) return undefined;
  const lines = (await res.text()).split('\n');
  const value = (name: string) => {
    // `name` is a metric's name, or its name and the start of its labels (`...{space="new"`).
    const line = lines.find((l) => l.startsWith(name) && '{ ,'.includes(l[name.length] ?? ''));
    return line ? Number(line.split(' ').pop()) : undefined;
  };
  const used = value('pinpoint_nodejs_heap_size_used_bytes');
  const total = value('pinpoint_nodejs_heap_size_total_bytes');
  // V8's young generation, which it grows in steps under a steady allocation rate (8 -> 64 -> 128
  // MB on this 24 GB machine, in the api at 500 uplinks a second): part of the heap's size.
  const young = value('pinpoint_nodejs_heap_space_size_total_bytes{space="new"');
  return used === undefined || total === undefined ? undefined : { used, total, young };
}
