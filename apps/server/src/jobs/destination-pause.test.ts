import { describe, expect, it } from 'vitest';
import { shouldPause } from './destination-pause.ts';

// Issue 28.5 and 28.8: when a destination's failure streak pauses it, and that a clock set back
// never makes a streak look longer than it is.

describe("a destination's failure streak across clock jumps", () => {
  const policy = { failures: 20, minutes: 60 };
  const since = new Date('2026-01-15T15:00:00Z');
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);

  it('pauses after 20 failures spanning an hour, not before', () => {
    expect(shouldPause({ failures: 20, failingSince: since }, policy, at(59))).toBe(false);
    expect(shouldPause({ failures: 19, failingSince: since }, policy, at(61))).toBe(false);
    expect(shouldPause({ failures: 20, failingSince: since }, policy, at(60))).toBe(true);
  });

  it('never pauses when the clock went back to before the streak began', () => {
    expect(shouldPause({ failures: 40, failingSince: since }, policy, at(-10))).toBe(false);
    expect(shouldPause({ failures: 40, failingSince: since }, { failures: 20, minutes: 0 }, at(-10))).toBe(
      false,
    );
  });

  it('never pauses with DELIVERY_PAUSE_AFTER_FAILURES=0', () => {
    expect(shouldPause({ failures: 1000, failingSince: since }, { failures: 0, minutes: 0 }, at(600))).toBe(
      false,
    );
  });
});
