import { emptyLayouts, type Layouts } from '@pinpoint/shared/widgets/layout.ts';
import { describe, expect, it } from 'vitest';
import {
  breakpointFor,
  type KeyboardChange,
  keyboardChange,
  keyboardStep,
  placeInFirstGap,
} from './grid-ops.ts';

const key = (name: string, shift = false): KeyboardChange => {
  const change = keyboardChange(name, shift);
  if (!change) throw new Error(`${name} is not an arrow`);
  return change;
};

/** Two notes stacked in the large layout: a (3 rows) over b (2 rows). */
const stacked = (): Layouts => ({
  ...emptyLayouts(),
  lg: [
    { i: 'a', x: 0, y: 0, w: 4, h: 3 },
    { i: 'b', x: 0, y: 3, w: 4, h: 2 },
  ],
});

describe('grid operations', () => {
  it('picks the breakpoint of a width, and none (one column) under 600 px', () => {
    expect(breakpointFor(1300)).toBe('lg');
    expect(breakpointFor(1000)).toBe('md');
    expect(breakpointFor(700)).toBe('sm');
    expect(breakpointFor(390)).toBeNull();
  });

  it('moves a widget down past the one under it, as a drag would, and keeps the other breakpoints', () => {
    const layouts = stacked();
    const next = keyboardStep(layouts, 'lg', 'a', 'note', key('ArrowDown'));
    expect(next?.lg).toEqual([
      { i: 'a', x: 0, y: 2, w: 4, h: 3 },
      { i: 'b', x: 0, y: 0, w: 4, h: 2 },
    ]);
    expect(next?.md).toBe(layouts.md);
    // And back up.
    const back = next && keyboardStep(next, 'lg', 'a', 'note', key('ArrowUp'));
    expect(back?.lg).toEqual(layouts.lg);
  });

  it('says when a widget cannot go further', () => {
    expect(keyboardStep(stacked(), 'lg', 'a', 'note', key('ArrowUp'))).toBeNull();
    expect(keyboardStep(stacked(), 'lg', 'a', 'note', key('ArrowLeft'))).toBeNull();
  });

  it('resizes with Shift, within the type’s minimum', () => {
    const wider = keyboardStep(stacked(), 'lg', 'a', 'note', key('ArrowRight', true));
    expect(wider?.lg[0]).toEqual({ i: 'a', x: 0, y: 0, w: 5, h: 3 });
    // A note is at least 2 columns wide.
    const narrow: Layouts = { ...emptyLayouts(), lg: [{ i: 'a', x: 0, y: 0, w: 2, h: 3 }] };
    expect(keyboardStep(narrow, 'lg', 'a', 'note', key('ArrowLeft', true))).toBeNull();
  });

  it('places a new widget in the first gap that fits on every breakpoint', () => {
    const layouts = stacked();
    const next = placeInFirstGap(layouts, { id: 'c', type: 'note' });
    // Beside a, not under b.
    expect(next.lg.find((item) => item.i === 'c')).toEqual({ i: 'c', x: 4, y: 0, w: 4, h: 3 });
    expect(next.md.find((item) => item.i === 'c')).toMatchObject({ x: 0, y: 0 });
    expect(next.sm.find((item) => item.i === 'c')).toMatchObject({ x: 0, y: 0 });
  });
});
