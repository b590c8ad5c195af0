import type { Ledger } from './load.ts';

/** Where uplinks go and what is known about them: the ledger records each request's answer. */
export type Sender = { url: string; key: string; ledger: Ledger; bodies: string[] };

export type SendOptions = {
  /** Requests in flight at once. */
  concurrency: number;
  /** Stops sending (without waiting for those in flight) once this is true. */
  stop?: () => boolean;
  /** Called with every answer, whatever its status, with its headers and how long it took. */
  onAnswer?: (seq: number, status: number, answer: { headers: Headers; ms: number }) => void;
  /** At most this many requests a second (request i leaves no earlier than i / perSecond s after the start). */
  perSecond?: number;
};

/**
 * Sends the uplinks numbered `seqs` to `POST /api/ingest/ttn` with the ingest
 * key, as The Things Stack would, recording each answer in the ledger: 1 while
 * in flight or when no answer came (connection refused or cut), else the
 * status / 100.
 */
export async function sendUplinks(sender: Sender, seqs: readonly number[], options: SendOptions) {
  const { ledger, bodies } = sender;
  const stop = options.stop ?? (() => false);
  const endpoint = `${sender.url}/api/ingest/ttn`;
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < seqs.length && !stop()) {
      const index = next++;
      const seq = seqs[index] as number;
      if (options.perSecond) {
        const due = started + (index * 1000) / options.perSecond - Date.now();
        if (due > 0) await new Promise((r) => setTimeout(r, due));
        if (stop()) return;
      }
      ledger.statuses[seq] = 1;
      ledger.next = Math.max(ledger.next, seq + 1);
      const sentAt = Date.now();
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.key}` },
          body: bodies[seq] as string,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        ledger.statuses[seq] = Math.floor(res.status / 100);
        options.onAnswer?.(seq, res.status, { headers: res.headers, ms: Date.now() - sentAt });
      } catch {
        // Connection refused, cut, or timed out: no answer.
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}
