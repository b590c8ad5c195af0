/**
 * Where the first screen's main-thread time goes, by package and by function: a V8 CPU profile of
 * one load (Chrome DevTools Protocol `Profiler`, with the CPU slowed like Lighthouse's mobile
 * preset), each sample's self time traced back through the build's source maps (`vite build
 * --sourcemap hidden`; without maps, by built file) to the original file, then summed by package
 * (`react-dom`, `@mui/material`, `zod`, …) or, for our own code, by folder of apps/web/src.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  totalMs: number;
  byPackage: [string, number][];
  byFunction: [string, number][];
};

/** The package or app folder an original source path belongs to. */
export function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const app = /apps\/web\/src\/([^/]+)(\/[^/]+)?/.exec(source);
  if (app) return `app: ${app[1]}${app[2] && !app[2].includes('.') ? app[2] : ''}`;
  const shared = /packages\/([^/]+)/.exec(source);
  if (shared) return `@pinpoint/${shared[1]}`;
  return source;
}

export function createSourceLookup(dist: string, baseUrl: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string): SourceMap | null => {
    let map = maps.get(url);
    if (map === undefined) {
      const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
      map = existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null;
      maps.set(url, map);
    }
    return map;
  };
  /** The original file and function of a built position (0-based line and column, as V8 gives). */
  return (frame: CallFrame): { owner: string; name: string } => {
    if (!frame.url)
      return { owner: frame.functionName || '(program)', name: frame.functionName || '(program)' };
    if (!frame.url.startsWith(baseUrl)) return { owner: '(other)', name: frame.functionName };
    const map = mapOf(frame.url);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !('originalSource' in entry) || !entry.originalSource)
      return { owner: new URL(frame.url).pathname, name: frame.functionName || '(anonymous)' };
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
    const where = `${source.replace(/^.*node_modules\//, '')}:${entry.originalLine + 1}`;
    const name = (entry as { name?: string }).name ?? frame.functionName;
    return { owner: ownerOf(source), name: `${name || '(anonymous)'} ${where}` };
  };
}

/** Profiles `load` with the CPU slowed `rate` times; answers self time by package and function. */
export async function profileLoad(
  cdp: CDPSession,
  lookup: ReturnType<typeof createSourceLookup>,
  load: () => Promise<void>,
  rate = 4,
): Promise<ProfileSummary> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    await load();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Profiler.disable');

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { owner, name } = lookup(node.callFrame);
    totalUs += us;
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + us);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => [key, us / 1000] as [string, number]);
  return { totalMs: totalUs / 1000, byPackage: top(byPackage, 15), byFunction: top(byFunction, 15) };
}
