import {
  type DashboardRange,
  type ResolvedRange,
  resolveRange,
  type Widget,
  type WidgetDataKind,
  type WidgetResult,
  widgetDataLimits,
  widgetFields,
  widgetRegistry,
  widgetResultCodes,
} from '@pinpoint/shared/widgets/index.ts';
import { type CalendarUnit, localMidnight, startOfLocal } from './zone.ts';

/** Who asks: the signed-in API, a public share, the report job, an asset page. */
export type Audience = 'member' | 'share' | 'report' | 'asset';

/** Limits of one call (WIDGETS.md §2), from the shared `widgetDataLimits`, and the server's own. */
export const limits = {
  ...widgetDataLimits,
  /**
   * Track points one map widget sends in all: its devices share them (at most `trackPoints`
   * each), so a 50-vehicle week is 400 points a vehicle, not 100,000 points of JSON.
   */
  trackPointsPerWidget: 20_000,
  /** Positions a trip summary reads per device (sampled evenly over the range beyond that). */
  tripPoints: 20_000,
  /** Device keys listed per geofence by an occupancy widget (the count stays exact). */
  occupancyDevices: 200,
  /** Uplinks-per-hour bars of a health widget cover at most this many days back from the range's end. */
  healthDays: 7,
} as const;

/** Statements one call runs at once (the pool is 10), and each one's time budget. */
export const MAX_STATEMENTS_AT_ONCE = 3;
export const statementTimeoutMs = (audience: Audience) => (audience === 'report' ? 60_000 : 5_000);

/** A bucket width: whole seconds below a day; from a day up a calendar unit of the zone. */
export type Stride = { seconds: number; unit?: CalendarUnit };

/** Nice strides below a day (1–30 min, 1–12 h), so widgets share results and live points hit the same buckets. */
const niceSeconds = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200];
const calendar: Array<{ unit: CalendarUnit; seconds: number }> = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'week', seconds: 604_800 },
  { unit: 'month', seconds: 2_629_746 },
];

/** About one bucket every 4 px of chart, 24 to 720. */
export const bucketTarget = (widthPx: number) =>
  Math.min(limits.maxBuckets, Math.max(limits.minBuckets, Math.round(widthPx / 4)));

/** The smallest nice stride giving at most about `bucketTarget(widthPx)` buckets over the span. */
export function chooseStride(spanMs: number, widthPx: number): Stride {
  const wanted = spanMs / 1000 / bucketTarget(widthPx);
  const seconds = niceSeconds.find((s) => s >= wanted);
  if (seconds) return { seconds };
  const unit = calendar.find((c) => c.seconds >= wanted) ?? (calendar[2] as (typeof calendar)[number]);
  return { seconds: unit.seconds, unit: unit.unit };
}

/**
 * Where buckets count from: local midnight of the range's first day (strides below a day),
 * or the start of the first local day, week or month (date_trunc in the zone, so a day is
 * a local day across DST, 23 or 25 hours long).
 */
export function seriesOrigin(fromMs: number, stride: Stride, timeZone: string): number {
  return stride.unit ? startOfLocal(fromMs, stride.unit, timeZone) : localMidnight(fromMs, timeZone);
}

/** At most how many buckets a span gives at a stride. */
export const bucketCount = (spanMs: number, stride: Stride) => Math.ceil(spanMs / 1000 / stride.seconds) + 1;

/** A widget with its window resolved and its devices cut to those it may read. */
export type PlannedWidget = {
  widget: Widget;
  kind: WidgetDataKind;
  range: ResolvedRange;
  /** Its devices, each once, in its order. */
  devices: string[];
  stride?: Stride;
  origin?: number;
};

export type Plan = {
  planned: PlannedWidget[];
  /** Widgets answered without a statement: skipped (over a limit, not supported) or notes. */
  answered: Map<string, WidgetResult>;
  /** Every device the planned widgets read. */
  deviceIds: string[];
  /** The parent's window (the dashboard's range, or the report's period) at `now`. */
  range: ResolvedRange;
};

const skipped = (code: string, message: string): WidgetResult => ({ status: 'skipped', code, message });

/**
 * Resolves each widget's window and checks the limits, in the widgets' order: a widget past
 * one is skipped and the others still run (40 widgets, the devices of its type and 200 in
 * all, 400 days, 250k series points). Pure: no database.
 */
export function planWidgets(
  widgets: readonly Widget[],
  options: {
    range: DashboardRange | ResolvedRange;
    now: Date;
    widthPx: number;
    timeZone: string;
    audience: Audience;
  },
): Plan {
  const answered = new Map<string, WidgetResult>();
  const planned: PlannedWidget[] = [];
  const allDevices = new Set<string>();
  let points = 0;
  const parent = options.range;
  const whole = resolveRange({ kind: 'inherit' }, parent, options.now);

  widgets.forEach((widget, index) => {
    const info = widgetRegistry[widget.type];
    if (index >= limits.widgets) {
      answered.set(widget.id, skipped(widgetResultCodes.tooManyWidgets, `At most ${limits.widgets} widgets`));
      return;
    }
    if (info.kind === 'none') {
      answered.set(widget.id, { status: 'ok', data: null });
      return;
    }
    const devices = [...new Set(widget.devices)];
    const max = Math.min(info.maxDevices, limits.devicesPerWidget);
    if (devices.length > max) {
      answered.set(widget.id, skipped(widgetResultCodes.tooManyDevices, `At most ${max} devices`));
      return;
    }
    const added = devices.filter((d) => !allDevices.has(d));
    if (allDevices.size + added.length > limits.devicesPerDashboard) {
      answered.set(
        widget.id,
        skipped(widgetResultCodes.tooManyDevices, `At most ${limits.devicesPerDashboard} devices in all`),
      );
      return;
    }
    const range = resolveRange(widget.range, parent, options.now);
    const span = range.to.getTime() - range.from.getTime();
    if (!(span > 0) || span > limits.days * 86_400_000) {
      answered.set(
        widget.id,
        skipped(widgetResultCodes.rangeTooLong, `A range is at most ${limits.days} days`),
      );
      return;
    }
    const plan: PlannedWidget = { widget, kind: info.kind, range, devices };
    if (info.kind === 'series') {
      plan.stride = chooseStride(span, options.widthPx);
      plan.origin = seriesOrigin(range.from.getTime(), plan.stride, options.timeZone);
      const cost = bucketCount(span, plan.stride) * devices.length * widgetFields(widget).length;
      if (points + cost > limits.points) {
        answered.set(widget.id, skipped(widgetResultCodes.tooManyPoints, `At most ${limits.points} points`));
        return;
      }
      points += cost;
    }
    for (const d of added) allDevices.add(d);
    planned.push(plan);
  });
  return { planned, answered, deviceIds: [...allDevices], range: whole };
}

/** A list of requests kept once each by key (two widgets asking the same get one answer). */
export class RequestSet<T> {
  readonly items: T[] = [];
  private readonly index = new Map<string, number>();
  add(key: string, make: () => T): number {
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.items.length;
      this.items.push(make());
      this.index.set(key, at);
    }
    return at;
  }
  get size() {
    return this.items.length;
  }
}
