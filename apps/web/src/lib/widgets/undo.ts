/**
 * The editor's undo: the states before each change, newest last, bounded. Pure, so the editor
 * (dashboards, reports) keeps it in React state and a test drives it without a screen.
 */
export type UndoHistory<T> = { readonly past: readonly T[]; readonly limit: number };

export const emptyHistory = <T>(limit = 30): UndoHistory<T> => ({ past: [], limit });

/** Remembers `before`, the state a change is about to replace; the oldest drops past the limit. */
export function record<T>(history: UndoHistory<T>, before: T): UndoHistory<T> {
  const past = [...history.past, before];
  return { ...history, past: past.length > history.limit ? past.slice(past.length - history.limit) : past };
}

/** The state to go back to and the history without it, or null when there is nothing to undo. */
export function undo<T>(history: UndoHistory<T>): { state: T; history: UndoHistory<T> } | null {
  if (history.past.length === 0) return null;
  const state = history.past[history.past.length - 1] as T;
  return { state, history: { ...history, past: history.past.slice(0, -1) } };
}

export const canUndo = <T>(history: UndoHistory<T>) => history.past.length > 0;
