import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';

function capture(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('decode CLI', () => {
  it('prints the decode result as JSON', () => {
    const { code, out, err } = capture(['dragino/lht65', '2', 'CB F6 0B 0D 03 76 01 0A DD 7F FF']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(JSON.parse(out).fields.TempC_SHT).toBe(28.29);
  });

  it('lists the models', () => {
    const { code, out } = capture(['--list']);
    expect(code).toBe(0);
    expect(out).toContain('milesight-iot/em300-th');
    expect(out).toContain('any (85)');
  });

  it.each([
    [[], /Expected 3 arguments, got 0/],
    [['dragino/lht65', 'two', 'CB'], /fPort must be a whole number/],
    [['dragino/lht65', '2', 'XYZ'], /not a hex byte string/],
    [['dragino/lht65', '2', 'CBF6'], /payload too short \(2 bytes, expected 11\)/],
    [['acme/widget', '2', 'CBF6'], /unknown model "acme\/widget"[\s\S]*--list/],
  ])('fails with a clear message for %j', (args, message) => {
    const { code, out, err } = capture(args);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });

  it('runs as a script with the exit code', () => {
    const script = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const ok = spawnSync(process.execPath, [script, 'browan/tbpb100', '147', '01FE370000040000'], {
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).fields).toEqual({ status: 1, battery: 3.9, temperatureBoard: 23 });
    const bad = spawnSync(process.execPath, [script, 'browan/tbpb100', '5', '01'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('unsupported fPort 5');
  });
});
