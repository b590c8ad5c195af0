/**
 * `npm test`: every test, in three passes so they do not fight over two cores:
 * 1. unit and component tests (vitest projects unit, web and web-isolated);
 * 2. server integration tests against a real PostgreSQL: TEST_EXTERNAL_DATABASE_URL when set
 *    (CI sets it to the machine's PostgreSQL), else DATABASE_URL, else an embedded one;
 * 3. the production build, then end-to-end tests in the system Chromium (on the embedded PostgreSQL).
 * Each pass but the end-to-end one runs two files at a time (maxWorkers in vitest.config.ts).
 * Ends with the failed tests, if any, and one line: `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

type Pass = { label: string; args: string[]; env?: Record<string, string> };
const reportDir = path.resolve('node_modules/.cache/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const passes: Pass[] = [
  { label: 'unit', args: ['--project', 'unit', '--project', 'web', '--project', 'web-isolated'] },
  // With TEST_EXTERNAL_DATABASE_URL (CI: the machine's packaged PostgreSQL), the integration tests run on
  // it; the end-to-end tests and the faults still run the embedded one that `npm start` uses. Running the
  // whole integration suite on both doubled CI's time for what the end-to-end pass already covers.
  {
    label: 'server',
    args: ['--project', 'server'],
    env: process.env.TEST_EXTERNAL_DATABASE_URL
      ? { DATABASE_URL: process.env.TEST_EXTERNAL_DATABASE_URL }
      : {},
  },
  { label: 'e2e', args: ['--project', 'e2e'] },
];

const onlyArgs = process.argv.slice(2);
let passed = 0;
let failed = 0;
let broken = false;
/** Each failed test with the first lines of its message, printed again after the last pass so a log's tail names them. */
const failures: string[] = [];
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

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
    const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
    failures.push(...failedTests(pass.label, result));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (run.status !== 0 && result.numFailedTests === 0) {
      broken = true;
      failures.push(
        `- [${pass.label}] the pass ended with exit ${run.status} and no failed test: an error outside the tests (above)`,
      );
    }
  } catch {
    broken = true;
    console.error(`The ${pass.label} tests did not produce a report (exit ${run.status}).`);
  }
}

if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);

function failedTests(label: string, result: Report): string[] {
  const lines: string[] = [];
  for (const file of result.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedHere = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedHere) {
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
      lines.push(`- [${label}] ${where} > ${test.fullName}\n    ${message}`);
    }
    if (!failedHere.length && file.message)
      lines.push(`- [${label}] ${where}: ${file.message.split('\n')[0]}`);
  }
  return lines;
}
