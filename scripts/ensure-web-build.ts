/**
 * `npm start` runs this first: builds the web app when there is no build, or
 * when a source file is newer than it, so a fresh clone starts with one command.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve('apps/web');
const built = path.join(web, 'dist/index.html');
const sources = [path.join(web, 'src'), path.join(web, 'index.html'), path.resolve('packages/shared/src')];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app (once; again only when its sources change)…');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status === 0)
    console.log(`The web app is built (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(result.status ?? 1);
}
