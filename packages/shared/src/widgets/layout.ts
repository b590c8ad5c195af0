import { z } from 'zod';
import { widgetRegistry } from './registry.ts';
import type { WidgetType } from './widget.ts';

/**
 * Grid layouts per breakpoint (react-grid-layout items), and the pure operations the
 * editor's mouse and keyboard and the server's read and write all run, so a layout
 * never depends on which of them touched it last. Phones (< 600 px) get one column in
 * the large layout's reading order, derived, never stored.
 */
export const breakpoints = ['lg', 'md', 'sm'] as const;
export type Breakpoint = (typeof breakpoints)[number];
export const columns: Record<Breakpoint, number> = { lg: 12, md: 8, sm: 4 };
/** Minimum container widths (px) of each breakpoint; below `sm`'s, the phone column. */
export const breakpointWidths: Record<Breakpoint, number> = { lg: 1200, md: 900, sm: 600 };
export const ROW_HEIGHT = 40;
export const MAX_ITEM_HEIGHT = 48;

const int0 = z.number().int().min(0).max(10_000);
export const layoutItemSchema = z.object({
  i: z.string().regex(/^[\w-]{1,32}$/),
  x: int0,
  y: int0,
  w: int0.min(1),
  h: int0.min(1).max(MAX_ITEM_HEIGHT),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;
export const layoutsSchema = z.object({
  lg: z.array(layoutItemSchema).max(40),
  md: z.array(layoutItemSchema).max(40),
  sm: z.array(layoutItemSchema).max(40),
});
export type Layouts = z.infer<typeof layoutsSchema>;
export const emptyLayouts = (): Layouts => ({ lg: [], md: [], sm: [] });

type Sized = { id: string; type: WidgetType | string };

const sizeOf = (type: string, cols: number) => {
  const info = widgetRegistry[type as WidgetType];
  const base = info?.size ?? { w: 4, h: 4 };
  return { w: Math.min(cols, Math.max(1, Math.round((base.w * cols) / 12))), h: base.h };
};
const minOf = (type: string) => widgetRegistry[type as WidgetType]?.minSize ?? { w: 1, h: 1 };

const bottom = (items: LayoutItem[]) => items.reduce((max, item) => Math.max(max, item.y + item.h), 0);

/** Clamps an item inside its grid and above its type's minimum size. */
function clamp(item: LayoutItem, cols: number, type: string): LayoutItem {
  const min = minOf(type);
  const w = Math.min(cols, Math.max(Math.min(min.w, cols), item.w));
  const h = Math.min(MAX_ITEM_HEIGHT, Math.max(min.h, item.h));
  return { i: item.i, x: Math.min(Math.max(0, item.x), cols - w), y: Math.max(0, item.y), w, h };
}

/** Adds a widget to every breakpoint, below what is there, so no layout lacks it. */
export function place(layouts: Layouts, widget: Sized): Layouts {
  const next = emptyLayouts();
  for (const bp of breakpoints) {
    const items = layouts[bp].filter((item) => item.i !== widget.id);
    next[bp] = [...items, { i: widget.id, x: 0, y: bottom(items), ...sizeOf(widget.type, columns[bp]) }];
  }
  return next;
}

/** Drops a widget from every breakpoint. */
export function remove(layouts: Layouts, id: string): Layouts {
  const next = emptyLayouts();
  for (const bp of breakpoints) next[bp] = layouts[bp].filter((item) => item.i !== id);
  return next;
}

/** Replaces one breakpoint's layout (a drag or resize stop), leaving the others alone. */
export function replaceBreakpoint(layouts: Layouts, bp: Breakpoint, items: LayoutItem[]): Layouts {
  return { ...layouts, [bp]: items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })) };
}

/** Moves an item by whole cells within its grid (the keyboard's arrows). */
export function moveBy(
  layouts: Layouts,
  bp: Breakpoint,
  id: string,
  dx: number,
  dy: number,
  type = '',
): Layouts {
  const items = layouts[bp].map((item) =>
    item.i === id ? clamp({ ...item, x: item.x + dx, y: item.y + dy }, columns[bp], type) : item,
  );
  return { ...layouts, [bp]: items };
}

/** Grows or shrinks an item by whole cells (the keyboard's Shift+arrows). */
export function resizeBy(
  layouts: Layouts,
  bp: Breakpoint,
  id: string,
  dw: number,
  dh: number,
  type = '',
): Layouts {
  const items = layouts[bp].map((item) =>
    item.i === id ? clamp({ ...item, w: item.w + dw, h: item.h + dh }, columns[bp], type) : item,
  );
  return { ...layouts, [bp]: items };
}

/**
 * The layouts made whole for these widgets: items of removed widgets dropped, a missing
 * item placed at the bottom, every item clamped inside its grid. Run on read and write.
 */
export function normalise(layouts: Layouts | null | undefined, widgets: readonly Sized[]): Layouts {
  const types = new Map(widgets.map((w) => [w.id, String(w.type)]));
  const next = emptyLayouts();
  for (const bp of breakpoints) {
    const seen = new Set<string>();
    next[bp] = (layouts?.[bp] ?? [])
      .filter((item) => types.has(item.i) && !seen.has(item.i) && seen.add(item.i))
      .map((item) => clamp(item, columns[bp], types.get(item.i) ?? ''));
  }
  for (const widget of widgets) {
    for (const bp of breakpoints) {
      if (next[bp].some((item) => item.i === widget.id)) continue;
      next[bp] = [
        ...next[bp],
        { i: widget.id, x: 0, y: bottom(next[bp]), ...sizeOf(String(widget.type), columns[bp]) },
      ];
    }
  }
  return next;
}

/** Reading order of a layout: top to bottom, then left to right. */
export const readingOrder = (items: readonly LayoutItem[]): LayoutItem[] =>
  [...items].sort((a, b) => a.y - b.y || a.x - b.x);

/** The phone's single column: the large layout's reading order, full width, heights kept. */
export function phoneColumn(layouts: Layouts): LayoutItem[] {
  let y = 0;
  return readingOrder(layouts.lg).map((item) => {
    const placed = { i: item.i, x: 0, y, w: 1, h: item.h };
    y += item.h;
    return placed;
  });
}
