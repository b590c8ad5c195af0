import type { Browser, Page } from 'playwright-core';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
};

/** A script URL's file name without its build hash ("maplibre-gl-BUwiJpK_.js" → "maplibre-gl"). */
const scriptName = (url: string) => {
  if (!url) return '(native / V8)';
  const file = url.split('/').at(-1) ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}\.(m?js)$/, '.$1');
};

/**
 * Self time of each event name on one thread (a stack per thread: a child's time is not its
 * parent's), in all and within each top-level task.
 */
function selfTimes(events: TraceEvent[]) {
  const self = new Map<string, number>();
  const tasks: { dur: number; self: Map<string, number> }[] = [];
  let busy = 0;
  const stack: { end: number; name: string }[] = [];
  const add = (map: Map<string, number>, name: string, us: number) =>
    map.set(name, (map.get(name) ?? 0) + us);
  for (const e of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const dur = e.dur ?? 0;
    // JavaScript by the script it ran (React's chunk, MapLibre's, the app's), events by their type.
    const name =
      e.name === 'FunctionCall'
        ? `JS ${scriptName(e.args?.data?.url ?? '')}`
        : e.name === 'EventDispatch' && e.args?.data?.type
          ? `${e.name} ${e.args.data.type}`
          : e.name;
    while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) {
      add(self, parent.name, -dur);
      add(tasks.at(-1)?.self ?? new Map(), parent.name, -dur);
    } else {
      busy += dur;
      tasks.push({ dur, self: new Map() });
    }
    add(self, name, dur);
    add(tasks.at(-1)?.self ?? new Map(), name, dur);
    stack.push({ end: e.ts + dur, name });
  }
  return { self, busyMs: busy / 1000, tasks };
}

/**
 * Records `seconds` of the page with a Chrome trace (devtools.timeline: tasks, style, layout,
 * paint, GC, JavaScript by script, on every thread) and answers lines that say where the main
 * thread's time went per frame (`frames`: how many requestAnimationFrame callbacks the page ran
 * meanwhile, read by `countFrames`), what the longest tasks were made of, and other threads' load.
 */
export async function profileWindow(
  browser: Browser,
  page: Page,
  seconds: number,
  countFrames: () => Promise<number>,
): Promise<string[]> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'blink',
      'cc',
      'gpu',
    ],
  });
  const framesBefore = await countFrames();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const frames = Math.max(1, (await countFrames()) - framesBefore);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

  const lines: string[] = [];
  const threadNames = new Map<string, string>();
  for (const e of trace.traceEvents)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name)
      threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const threads = [...byThread].map(([key, events]) => ({
    key,
    name: threadNames.get(key) ?? key,
    ...selfTimes(events),
  }));
  // The page's main thread: the busiest CrRendererMain (other renderers are idle helpers).
  const main = threads.filter((t) => t.name === 'CrRendererMain').sort((a, b) => b.busyMs - a.busyMs)[0];
  const perFrame = (ms: number) => `${(ms / frames).toFixed(1)} ms/frame`;
  if (main) {
    const pct = (main.busyMs / (seconds * 10)).toFixed(0);
    lines.push(
      `main thread busy ${main.busyMs.toFixed(0)} ms of ${seconds * 1000} (${pct}%), ${frames} frames: ${perFrame(main.busyMs)}`,
    );
    const top = [...main.self]
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
    lines.push(
      `  by trace event (self time): ${top.map(([n, us]) => `${n} ${perFrame(us / 1000)}`).join(', ')}`,
    );
    // The long frames: the longest tasks and what they were made of.
    const longest = [...main.tasks].sort((x, y) => y.dur - x.dur).slice(0, 4);
    for (const task of longest) {
      const parts = [...task.self]
        .filter(([, us]) => us > 500)
        .sort((x, y) => y[1] - x[1])
        .slice(0, 6)
        .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`);
      lines.push(`  a long task: ${(task.dur / 1000).toFixed(0)} ms (${parts.join(', ')} ms)`);
    }
  }
  // Every other busy thread: MapLibre's worker (clustering, tiles), the GPU process (software WebGL), the compositor.
  const others = threads
    .filter((t) => t !== main && t.busyMs > 20)
    .sort((a, b) => b.busyMs - a.busyMs)
    .slice(0, 6);
  lines.push(
    `  other threads busy: ${others.map((t) => `${t.name} ${t.busyMs.toFixed(0)} ms (${(t.busyMs / (seconds * 10)).toFixed(0)}%)`).join(', ')}`,
  );

  return lines;
}
