import { describe, expect, it } from 'vitest';
import { canUndo, emptyHistory, record, undo } from './undo.ts';

describe('undo', () => {
  it('goes back one change at a time, newest first, then has nothing left', () => {
    let history = emptyHistory<string>();
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBeNull();
    history = record(history, 'empty dashboard');
    history = record(history, 'one chart');
    const first = undo(history);
    expect(first?.state).toBe('one chart');
    const second = first ? undo(first.history) : null;
    expect(second?.state).toBe('empty dashboard');
    expect(second && canUndo(second.history)).toBe(false);
  });

  it('keeps only the latest changes past its limit', () => {
    let history = emptyHistory<number>(3);
    for (const state of [1, 2, 3, 4, 5]) history = record(history, state);
    expect(history.past).toEqual([3, 4, 5]);
  });
});
