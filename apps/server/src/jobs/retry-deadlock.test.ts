import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './queue.ts';

// Issue 28's fault run: api, ingest and worker started at once on a fresh database deadlocked in
// pg-boss's queue creation and one process exited at start. A deadlock victim now tries again.
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('creating queues when several processes start at once', () => {
  it('tries again when PostgreSQL chose this process as a deadlock victim', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw deadlock();
      return 'created';
    });
    expect(result).toBe('created');
    expect(calls).toBe(3);
  });

  it('does not hide any other error, nor a deadlock that keeps coming', async () => {
    await expect(
      retryOnDeadlock(async () => {
        throw Object.assign(new Error('permission denied'), { code: '42501' });
      }),
    ).rejects.toThrow('permission denied');
    await expect(
      retryOnDeadlock(async () => {
        throw deadlock();
      }, 2),
    ).rejects.toThrow('deadlock detected');
  });
});
