import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Linux clock ticks a second (getconf CLK_TCK); 100 on every common kernel. */
const TICK_S = 1 / 100;

function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
    if (!cpu || cpu.length < 5) return undefined;
    const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Fields of /proc/<pid>/stat after the command name: [0] is the state, [1] the parent pid. */
function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const ownTicks = (f: string[]) => Number(f[11]) + Number(f[12]); // utime + stime
const reapedChildTicks = (f: string[]) => Number(f[13]) + Number(f[14]); // cutime + cstime

/** CPU ticks of a PostgreSQL server: the postmaster, its children, and the children it reaped. */
function postgresTicks(postmaster: number): number | undefined {
  const own = stat(postmaster);
  if (!own) return undefined;
  let ticks = ownTicks(own) + reapedChildTicks(own);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = stat(Number(entry));
    if (f && Number(f[1]) === postmaster) ticks += ownTicks(f);
  }
  return ticks;
}

/** The postmaster of a local PostgreSQL, from one of its backends' pid; undefined when not on this machine. */
export function postmasterOf(backendPid: number): number | undefined {
  try {
    if (!readFileSync(`/proc/${backendPid}/cmdline`, 'utf8').includes('postgres')) return undefined;
    const parent = Number(stat(backendPid)?.[1]);
    return readFileSync(`/proc/${parent}/cmdline`, 'utf8').includes('postgres') ? parent : undefined;
  } catch {
    return undefined;
  }
}

export type CpuSplit = {
  /** CPU seconds over the interval. */
  server: number;
  loadGenerator: number;
  postgres: number | undefined;
  /** Everything else on the machine (other programs), or everything but server and load generator. */
  other: number;
  /** Share of all cores busy, 0..1. */
  busy: number;
  cores: number;
};

/**
 * Where the CPU went between now and `stop()`: the server process, this
 * process (the load generator), PostgreSQL, and anything else that ran on the
 * machine meanwhile. Linux only; `stop()` answers undefined elsewhere.
 */
export function measureCpu(serverPid: number | undefined, postmaster: number | undefined) {
  const m0 = machineTicks();
  const s0 = serverPid === undefined ? undefined : stat(serverPid);
  const p0 = postmaster === undefined ? undefined : postgresTicks(postmaster);
  const l0 = process.cpuUsage();
  return {
    stop(): CpuSplit | undefined {
      const m1 = machineTicks();
      const s1 = serverPid === undefined ? undefined : stat(serverPid);
      const p1 = postmaster === undefined ? undefined : postgresTicks(postmaster);
      const l = process.cpuUsage(l0);
      if (!m0 || !m1 || !s0 || !s1) return undefined;
      const machine = (m1.busy - m0.busy) * TICK_S;
      const server = (ownTicks(s1) - ownTicks(s0)) * TICK_S;
      const loadGenerator = (l.user + l.system) / 1e6;
      const postgres = p0 === undefined || p1 === undefined ? undefined : (p1 - p0) * TICK_S;
      return {
        server,
        loadGenerator,
        postgres,
        other: Math.max(0, machine - server - loadGenerator - (postgres ?? 0)),
        busy: (m1.busy - m0.busy) / (m1.total - m0.total),
        cores: availableParallelism(),
      };
    },
  };
}
