import type { UplinkSource } from '../ingest/uplinks.ts';

/** The answers of one minute of load: how many, how many not 2xx, and their latencies (ms). */
export type LoadMinute = { sent: number; ok: number; failed: number; latencies: Float64Array; count: number };

const newMinute = (capacity: number): LoadMinute => ({
  sent: 0,
  ok: 0,
  failed: 0,
  latencies: new Float64Array(capacity),
  count: 0,
});

/**
 * TTN uplinks at `rate` a second to `POST /api/ingest/ttn` for `seconds`, request i leaving
 * i / rate s after the start (a late request does not hurry the next: the rate is kept, not
 * made up), at most `inFlight` at once. Each minute's answers are handed to `onMinute` as the
 * minute ends, so the driver keeps no more than a minute of latencies.
 */
export async function driveUplinks(options: {
  url: string;
  key: string;
  source: UplinkSource;
  rate: number;
  seconds: number;
  inFlight: number;
  onMinute: (minute: LoadMinute, index: number) => void;
}) {
  const { rate, seconds } = options;
  const endpoint = `${options.url}/api/ingest/ttn`;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  // Room for a minute that catches up on the one before (a busy machine sends late, then more).
  const capacity = Math.ceil(rate * 60 * 2) + 16;
  let minuteIndex = 0;
  let minute = newMinute(capacity);
  // A minute is handed over once the next has ended too, so its last answers are in.
  let previous: LoadMinute | undefined;
  const roll = (now: number) => {
    while (now - started >= (minuteIndex + 1) * 60_000) {
      if (previous) options.onMinute(previous, minuteIndex - 1);
      previous = minute;
      minuteIndex += 1;
      minute = newMinute(capacity);
    }
  };
  let next = 0;
  let behind = 0;
  const worker = async () => {
    while (next < total) {
      const seq = next++;
      const due = started + (seq * 1000) / rate - performance.now();
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      else if (due < -1000) behind += 1;
      const at = performance.now();
      roll(at);
      const counted = minute;
      counted.sent += 1;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
          body: options.source.body(seq),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.ok) counted.ok += 1;
        else counted.failed += 1;
      } catch {
        counted.failed += 1;
      }
      if (counted.count < counted.latencies.length)
        counted.latencies[counted.count++] = performance.now() - at;
    }
  };
  await Promise.all(Array.from({ length: options.inFlight }, worker));
  roll(performance.now());
  if (previous) options.onMinute(previous, minuteIndex - 1);
  if (minute.sent) options.onMinute(minute, minuteIndex);
  return { sent: total, behind };
}
