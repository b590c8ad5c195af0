import { obtainTokens } from '../../apps/server/src/test/oidc-flow.ts';
import { BENCH_PASSWORD } from '../dashboard/setup.ts';

/** A signed-in owner whose access token (an hour long) is renewed by signing in again every 45 minutes. */
export function createSession(apiUrl: string, email: string, token: string) {
  let current = token;
  const timer = setInterval(() => {
    void obtainTokens(apiUrl, { email, password: BENCH_PASSWORD }, 'login').then(
      (tokens) => {
        current = tokens.access_token;
      },
      (err: Error) => console.error(`soak: could not sign in again: ${err.message}`),
    );
  }, 45 * 60_000).unref();
  return {
    token: () => current,
    auth: () => ({ authorization: `Bearer ${current}` }),
    stop: () => clearInterval(timer),
  };
}

export type Session = ReturnType<typeof createSession>;

/** What the viewers saw, added up since the start. */
export type ViewerCounts = {
  messages: number;
  reconnects: number;
  polls: number;
  pollFailures: number;
  /** Bytes of the dashboard's data at the first and the latest fetch answered 2xx. */
  firstBytes: number;
  lastBytes: number;
  /** How long each dashboard fetch answered 2xx took, in milliseconds, in the order they ended. */
  pollMs: number[];
};

/**
 * `count` people with the organisation's dashboard open: each a live WebSocket (GET /api/live)
 * following the organisation, reconnecting when it closes (its token expired), and the
 * dashboard's data fetched every `pollSeconds` as the open page refreshes it.
 */
export function openViewers(options: {
  apiUrl: string;
  session: Session;
  organisationId: string;
  dashboardId: string;
  count: number;
  pollSeconds: number;
}) {
  const counts: ViewerCounts = {
    messages: 0,
    reconnects: 0,
    polls: 0,
    pollFailures: 0,
    firstBytes: 0,
    lastBytes: 0,
    pollMs: [],
  };
  let stopped = false;
  const sockets = new Set<WebSocket>();
  const connect = () => {
    if (stopped) return;
    const socket = new WebSocket(`${options.apiUrl.replace(/^http/, 'ws')}/api/live`);
    sockets.add(socket);
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ type: 'auth', token: options.session.token() })),
    );
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string };
      if (message.type === 'ready')
        socket.send(JSON.stringify({ type: 'subscribe', organisationId: options.organisationId }));
      else if (message.type === 'device') counts.messages += 1;
    });
    socket.addEventListener('close', () => {
      sockets.delete(socket);
      if (stopped) return;
      counts.reconnects += 1;
      setTimeout(connect, 1000);
    });
    socket.addEventListener('error', () => {});
  };
  const timers: NodeJS.Timeout[] = [];
  for (let i = 0; i < options.count; i++) {
    connect();
    const poll = async () => {
      const started = performance.now();
      const res = await fetch(`${options.apiUrl}/api/dashboard/${options.dashboardId}/data`, {
        headers: options.session.auth(),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      const body = await res?.arrayBuffer().catch(() => undefined);
      counts.polls += 1;
      if (!res?.ok || !body) counts.pollFailures += 1;
      else {
        counts.firstBytes ||= body.byteLength;
        counts.lastBytes = body.byteLength;
        counts.pollMs.push(performance.now() - started);
      }
    };
    // Spread over the interval, as pages opened at different times are.
    const start = setTimeout(
      () => timers.push(setInterval(() => void poll(), options.pollSeconds * 1000)),
      (i * options.pollSeconds * 1000) / options.count,
    );
    timers.push(start);
  }
  return {
    counts,
    close() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.close();
    },
  };
}

/** 'Run now' of a report every `everySeconds` (409 while one is under way counts as skipped); the runs' ends. */
export function runReports(options: {
  apiUrl: string;
  session: Session;
  reportId: string;
  everySeconds: number;
}) {
  const counts = { asked: 0, skipped: 0, failedToAsk: 0 };
  const ask = async () => {
    const res = await fetch(`${options.apiUrl}/api/report/${options.reportId}/run`, {
      method: 'POST',
      headers: { ...options.session.auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ send: true }),
    }).catch(() => undefined);
    await res?.arrayBuffer();
    if (res?.status === 202) counts.asked += 1;
    else if (res?.status === 409) counts.skipped += 1;
    else counts.failedToAsk += 1;
  };
  void ask();
  const timer = setInterval(() => void ask(), options.everySeconds * 1000);
  return {
    counts,
    /** The report's runs by status, from its run history (the first page of 100). */
    async outcomes(): Promise<Record<string, number>> {
      const res = await fetch(`${options.apiUrl}/api/report/${options.reportId}/runs?pageSize=100`, {
        headers: options.session.auth(),
      });
      const page = (await res.json()) as { items: Array<{ status: string }>; total: number };
      const by: Record<string, number> = {};
      for (const run of page.items) by[run.status] = (by[run.status] ?? 0) + 1;
      return by;
    },
    stop: () => clearInterval(timer),
  };
}
