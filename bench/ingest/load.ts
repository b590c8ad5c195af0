import { createRequire } from 'node:module';
import type { UplinkSource } from './uplinks.ts';

// autocannon ships no types; this is the part of its API used here (see its README).
type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
type Context = { seq?: number };
type Instance = NodeJS.EventEmitter & { stop: () => void };
type Result = { duration: number; errors: number; timeouts: number; '2xx': number; non2xx: number };
type Autocannon = (
  options: {
    url: string;
    connections: number;
    pipelining: number;
    duration: number;
    timeout: number;
    overallRate?: number;
    requests: Array<
      Partial<Request> & {
        setupRequest: (request: Request, context: Context) => Request;
        onResponse: (status: number, body: string, context: Context) => void;
      }
    >;
  },
  done: (err: Error | null, result: Result) => void,
) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** What was sent and answered, per request number: 0 never sent, 1 sent but not answered, else status / 100. */
export type Ledger = { statuses: Uint8Array; next: number };
export const createLedger = (capacity = 16_000_000): Ledger => ({
  statuses: new Uint8Array(capacity),
  next: 0,
});

export type LoadResult = {
  connections: number;
  seconds: number;
  ok: number;
  failed: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
};

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * Drives `url` + `path` with autocannon for `seconds` on `connections`
 * keep-alive connections (one request in flight on each), every request a
 * distinct TTN uplink from `source`. Latency percentiles are of 2xx answers,
 * measured to the microsecond.
 */
export function runLoad(options: {
  url: string;
  path: string;
  key: string;
  source: UplinkSource;
  ledger: Ledger;
  connections: number;
  seconds: number;
  /** At most this many requests a second over all connections (autocannon's overallRate); unlimited without. */
  overallRate?: number;
  /** Called with each request's number as it is sent. */
  onRequest?: (seq: number) => void;
}): Promise<LoadResult> {
  const { ledger, source } = options;
  let latencies = new Float64Array(1 << 18);
  let count = 0;
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        pipelining: 1,
        duration: options.seconds,
        timeout: 10,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        requests: [
          {
            method: 'POST',
            path: options.path,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
            setupRequest(request, context) {
              const seq = ledger.next++;
              context.seq = seq;
              ledger.statuses[seq] = 1;
              request.body = source.body(seq);
              options.onRequest?.(seq);
              return request;
            },
            onResponse(status, _body, context) {
              if (context.seq !== undefined) ledger.statuses[context.seq] = Math.floor(status / 100);
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = latencies.subarray(0, count).sort();
        resolve({
          connections: options.connections,
          seconds: result.duration,
          ok: result['2xx'],
          failed,
          errors: result.errors,
          perSecond: result['2xx'] / result.duration,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status >= 300) {
        failed += 1;
        return;
      }
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = ms;
    });
  });
}
