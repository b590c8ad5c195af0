import { z } from 'zod';

/**
 * Time ranges of widgets, dashboards and reports. A widget either follows its
 * parent's range ('inherit': the dashboard's range, or the report's period), looks
 * back a number of hours or days from now, or names a fixed window.
 */
export const MAX_RANGE_DAYS = 400;

const lastRange = z.object({
  kind: z.literal('last'),
  amount: z
    .number()
    .int()
    .min(1)
    .max(MAX_RANGE_DAYS * 24),
  unit: z.enum(['hour', 'day']),
});
const fixedRange = z
  .object({
    kind: z.literal('fixed'),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .refine((r) => Date.parse(r.from) < Date.parse(r.to), {
    error: 'The start must be before the end',
    path: ['to'],
  })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= MAX_RANGE_DAYS * 86_400_000, {
    error: `A range is at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });

/** A dashboard's own range (never 'inherit'). */
export const dashboardRangeSchema = z.discriminatedUnion('kind', [lastRange, fixedRange]);
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

export const widgetRangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('inherit') }),
  lastRange,
  fixedRange,
]);
export type WidgetRange = z.infer<typeof widgetRangeSchema>;

export const defaultDashboardRange: DashboardRange = { kind: 'last', amount: 24, unit: 'hour' };

export type ResolvedRange = { from: Date; to: Date };

/** The window a range spec covers at `now`; 'inherit' takes the parent's. */
export function resolveRange(
  spec: WidgetRange,
  parent: DashboardRange | ResolvedRange,
  now: Date,
): ResolvedRange {
  if (spec.kind === 'inherit') {
    return 'kind' in parent ? resolveRange(parent, parent, now) : parent;
  }
  if (spec.kind === 'fixed') return { from: new Date(spec.from), to: new Date(spec.to) };
  const ms = spec.amount * (spec.unit === 'hour' ? 3_600_000 : 86_400_000);
  return { from: new Date(now.getTime() - ms), to: now };
}

/** True when the range moves with the clock (live updates may extend it). */
export const isRelative = (spec: WidgetRange, parent: DashboardRange): boolean =>
  spec.kind === 'inherit' ? parent.kind === 'last' : spec.kind === 'last';
