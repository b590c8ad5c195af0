/**
 * `npm test`: every test, in three passes so they do not fight over two cores:
 * 1. unit and component tests (vitest projects unit and web);
 * 2. server integration tests against a real PostgreSQL (embedded unless
 *    DATABASE_URL is set), and the most database-bound of them once more against
 *    TEST_EXTERNAL_DATABASE_URL when that is set (CI sets it to the machine's PostgreSQL);
 * 3. the production build, then end-to-end tests in the system Chromium.
 * Ends with one line: `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

type Pass = { label: string; args: string[]; env?: Record<string, string> };
const reportDir = path.resolve('node_modules/.cache/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const passes: Pass[] = [
  { label: 'unit', args: ['--project', 'unit', '--project', 'web'] },
  { label: 'server', args: ['--project', 'server'] },
];
/**
 * The second PostgreSQL (CI: the machine's own, a packaged server rather than the embedded one)
 * runs the files that lean on the database's behaviour most: every migration and the route table,
 * ingest's constraints and deduplication, the batched widget statements with time zones, report
 * schedules, and real processes sharing one database. The whole suite twice would double CI's time.
 */
const externalDatabaseFiles = [
  'apps/server/src/test/tenancy.int.test.ts',
  'apps/server/src/ingest/ingest.int.test.ts',
  'apps/server/src/ingest/dedup.int.test.ts',
  'apps/server/src/ingest/shared-limits.int.test.ts',
  'apps/server/src/modules/widget-data/widget-data.int.test.ts',
  'apps/server/src/modules/report/report.int.test.ts',
  'apps/server/src/test/scale-out.int.test.ts',
];
if (process.env.TEST_EXTERNAL_DATABASE_URL) {
  passes.push({
    label: 'server-external-db',
    args: ['--project', 'server', ...externalDatabaseFiles],
    env: { DATABASE_URL: process.env.TEST_EXTERNAL_DATABASE_URL },
  });
}
passes.push({ label: 'e2e', args: ['--project', 'e2e'] });

const onlyArgs = process.argv.slice(2);
let passed = 0;
let failed = 0;
let broken = false;

for (const pass of passes) {
  if (onlyArgs.length && !onlyArgs.includes(pass.label)) continue;
  if (pass.label === 'e2e') {
    console.log('\n> building the web app for the end-to-end tests');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) {
      broken = true;
      console.error('The web build failed; end-to-end tests not run.');
      continue;
    }
  }
  console.log(`\n> ${pass.label} tests`);
  const report = path.join(reportDir, `${pass.label}.json`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', ...pass.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, ...pass.env } },
  );
  try {
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (run.status !== 0 && result.numFailedTests === 0) broken = true;
  } catch {
    broken = true;
    console.error(`The ${pass.label} tests did not produce a report (exit ${run.status}).`);
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
