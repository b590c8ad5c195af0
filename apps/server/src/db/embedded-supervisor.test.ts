import { spawn } from 'node:child_process';
import { afterEach, expect, it, vi } from 'vitest';
import { superviseRestarts } from './embedded-supervisor.ts';

/**
 * A stop that PostgreSQL's fast shutdown never ends (its shutdown checkpoint cannot be written
 * on a full disk; seen in the disk-full fault check, issue 28.4) goes on to an immediate
 * shutdown (SIGQUIT), then SIGKILL, as PostgreSQL's "Shutting Down the Server" describes the
 * three modes, rather than leaving the caller waiting for ever. A child that ignores the first
 * signals stands in for the postmaster.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

function stubbornChild(ignore: string[]) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `for (const s of ${JSON.stringify(ignore)}) process.on(s, () => console.log('ignored ' + s));
       console.log('ready'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let said = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (d) => {
      said += d;
      if (said.includes('ready')) resolve();
    }),
  );
  return { child, ready, said: () => said };
}

it('stops a postmaster that ignores a fast shutdown with an immediate one', async () => {
  const stubborn = stubbornChild(['SIGINT']);
  await stubborn.ready;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const supervisor = superviseRestarts(stubborn, () => Promise.reject(new Error('not restarted')), {
    fast: 300,
    immediate: 2000,
  });
  await supervisor.stop();
  expect(stubborn.child.signalCode).toBe('SIGQUIT');
  expect(stubborn.said()).toContain('ignored SIGINT');
  expect(warn.mock.calls.join(' ')).toContain('did not stop within 0.3 s');
});

it('kills one that ignores both', async () => {
  const stubborn = stubbornChild(['SIGINT', 'SIGQUIT']);
  await stubborn.ready;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const supervisor = superviseRestarts(stubborn, () => Promise.reject(new Error('not restarted')), {
    fast: 200,
    immediate: 200,
  });
  await supervisor.stop();
  expect(stubborn.child.signalCode).toBe('SIGKILL');
  expect(stubborn.said()).toContain('ignored SIGQUIT');
});

it('stops one that honours the fast shutdown with nothing more', async () => {
  const obliging = stubbornChild([]);
  await obliging.ready;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await superviseRestarts(obliging, () => Promise.reject(new Error('not restarted')), {
    fast: 5000,
    immediate: 200,
  }).stop();
  expect(obliging.child.signalCode).toBe('SIGINT');
  expect(warn).not.toHaveBeenCalled();
});
