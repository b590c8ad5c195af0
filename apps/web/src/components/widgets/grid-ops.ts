import {
  type Breakpoint,
  breakpoints,
  breakpointWidths,
  columns,
  type LayoutItem,
  type Layouts,
  moveBy,
  place,
  resizeBy,
} from '@pinpoint/shared/widgets/layout.ts';
import { verticalCompactor } from 'react-grid-layout';

/**
 * The grid's own rules around the shared layout operations (layout.ts): which breakpoint a width
 * gets, how the grid packs items upwards, and the keyboard's moves and resizes, which run the same
 * moveBy/resizeBy as the server and then pack as a drag would, so what is saved is what is drawn.
 */

/** The breakpoint of a container width; null below the smallest, where phones get one column. */
export function breakpointFor(width: number): Breakpoint | null {
  if (width >= breakpointWidths.lg) return 'lg';
  if (width >= breakpointWidths.md) return 'md';
  if (width >= breakpointWidths.sm) return 'sm';
  return null;
}

const plain = ({ i, x, y, w, h }: LayoutItem): LayoutItem => ({ i, x, y, w, h });

/** The layout packed upwards, as the grid draws it (react-grid-layout's vertical compaction). */
export function pack(items: readonly LayoutItem[], cols: number): LayoutItem[] {
  // The compactor moves the items it is given: it gets copies.
  return verticalCompactor.compact(items.map(plain), cols).map(plain);
}

export const sameItems = (a: readonly LayoutItem[], b: readonly LayoutItem[]) =>
  a.length === b.length &&
  a.every((item) => {
    const other = b.find((candidate) => candidate.i === item.i);
    return other && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h;
  });

export type KeyboardChange = { kind: 'move' | 'resize'; dx: number; dy: number };

/** The change an arrow key asks for: arrows move, Shift+arrows resize; null for other keys. */
export function keyboardChange(key: string, shift: boolean): KeyboardChange | null {
  const deltas: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const delta = deltas[key];
  if (!delta) return null;
  return { kind: shift ? 'resize' : 'move', dx: delta[0], dy: delta[1] };
}

/**
 * One keyboard step on the breakpoint's layout: the item moves (or grows) by whole cells until
 * the packed grid actually changes (a widget moved down one row would pack straight back, so it
 * goes on until it passes the one below it). Null when it cannot go further that way.
 */
export function keyboardStep(
  layouts: Layouts,
  bp: Breakpoint,
  id: string,
  type: string,
  change: KeyboardChange,
): Layouts | null {
  const cols = columns[bp];
  const shown = pack(layouts[bp], cols);
  const base: Layouts = { ...layouts, [bp]: shown };
  const limit = shown.reduce((max, item) => Math.max(max, item.y + item.h), 0) + cols + 1;
  let previous: LayoutItem | undefined = shown.find((item) => item.i === id);
  if (!previous) return null;
  for (let step = 1; step <= limit; step++) {
    const moved =
      change.kind === 'move'
        ? moveBy(base, bp, id, change.dx * step, change.dy * step, type)
        : resizeBy(base, bp, id, change.dx * step, change.dy * step, type);
    const item = moved[bp].find((candidate) => candidate.i === id);
    if (!item) return null;
    // Clamped at the grid's edge or the type's minimum: no further step changes anything.
    if (step > 1 && previous && sameItems([item], [previous])) return null;
    previous = item;
    // Moving up or left, the item goes first, so it wins the place it moves into.
    const ordered =
      change.dx < 0 || change.dy < 0
        ? [item, ...moved[bp].filter((candidate) => candidate.i !== id)]
        : moved[bp];
    const packed = pack(ordered, cols);
    if (!sameItems(packed, shown)) {
      // Kept in the saved order, so an unchanged widget's item keeps its place in the array.
      const byId = new Map(packed.map((candidate) => [candidate.i, candidate]));
      return { ...layouts, [bp]: layouts[bp].map((candidate) => byId.get(candidate.i) ?? candidate) };
    }
  }
  return null;
}

const overlaps = (a: LayoutItem, b: LayoutItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * A new widget on every breakpoint (the shared `place`, so no layout lacks it), moved up into the
 * first gap of the grid as drawn that fits it, reading top to bottom and left to right, rather than
 * always below everything: a 12-column grid fills its rows instead of growing one tall column.
 */
export function placeInFirstGap(layouts: Layouts, widget: { id: string; type: string }): Layouts {
  const placed = place(layouts, widget);
  const next: Layouts = { ...placed };
  for (const bp of breakpoints) {
    const cols = columns[bp];
    const item = placed[bp].find((candidate) => candidate.i === widget.id);
    if (!item) continue;
    const others = pack(
      placed[bp].filter((candidate) => candidate.i !== widget.id),
      cols,
    );
    const bottom = others.reduce((max, other) => Math.max(max, other.y + other.h), 0);
    let spot = { x: 0, y: bottom };
    search: for (let y = 0; y < bottom; y++)
      for (let x = 0; x + item.w <= cols; x++) {
        const candidate = { ...item, x, y };
        if (!others.some((other) => overlaps(candidate, other))) {
          spot = { x, y };
          break search;
        }
      }
    next[bp] = [...others, { ...item, ...spot }];
  }
  return next;
}
