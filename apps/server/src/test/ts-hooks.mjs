// Module hooks that let a Node.js without type stripping (before 22.6) run the server's
// TypeScript in child processes of tests (test/processes.ts). Node 24 needs none of this.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'rolldown/utils';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !/\.[cm]?ts$/.test(url)) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const result = transformSync(filename, await readFile(filename, 'utf8'), { lang: 'ts', sourcemap: false });
  if (result.errors?.length) throw new Error(`${filename}: ${result.errors[0].message}`);
  return { format: 'module', source: result.code, shortCircuit: true };
}
