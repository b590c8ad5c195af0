import type {
  DashboardRange,
  ResolvedRange,
  Widget,
  WidgetData,
  WidgetDataKind,
  WidgetDataResponse,
} from '@pinpoint/shared/widgets/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assetMetricTask } from '../asset/expand.ts';
import { assemble } from './assemble.ts';
import { type LoadContext, loaders } from './loaders.ts';
import {
  type Audience,
  MAX_STATEMENTS_AT_ONCE,
  type PlannedWidget,
  planWidgets,
  statementTimeoutMs,
} from './plan.ts';
import { selectDevices } from './repo.ts';
import { applyRoadMatching, type RoadMatching } from './roads.ts';
import { runTasks, type Task } from './run.ts';
import { projectShareData } from './share-data-projection.ts';

export type { Audience } from './plan.ts';
export { assertWidgetReferences } from './references.ts';

export type LoadWidgetDataOptions = {
  organisationId: string;
  /** Parsed widgets (parseStoredWidgets' good ones); they may name any id: each is checked here. */
  widgets: readonly Widget[];
  /** The parent range 'inherit' widgets follow: a dashboard's range, or a resolved window (a report's period). */
  range: DashboardRange | ResolvedRange;
  /** Width of the widest chart, CSS px: about one bucket every 4 px. */
  widthPx: number;
  /** 'share' answers the share projection (share-local keys, allowlisted fields); 'report' gets 60 s a statement. */
  audience: Audience;
  now: Date;
  /** Where local days start (day buckets, the origin of smaller ones). */
  timeZone: string;
  log?: { warn: (o: object, m: string) => void };
  /**
   * Snap map widgets' tracks and trip summaries' distances to roads (the asker's map-matching
   * setting is on and the server has a matcher). Absent: positions as reported.
   */
  roads?: RoadMatching | undefined;
};

/**
 * The data of many widgets in one call (WIDGETS.md §2): resolve each widget's range, check
 * the limits (a widget past one is 'skipped'), authorise its devices (the organisation's
 * only), then one statement a data kind, at most three at once under a statement timeout,
 * and a result or an error per widget: a failing statement errors only its widgets.
 */
export async function loadWidgetData(
  db: Kysely<Database>,
  options: LoadWidgetDataOptions,
): Promise<WidgetDataResponse> {
  const { organisationId, now } = options;
  const plan = planWidgets(options.widgets, options);
  const devices = new Map(
    (await selectDevices(db, organisationId, plan.deviceIds)).map((row) => [row.id, row] as const),
  );
  for (const pw of plan.planned) pw.devices = pw.devices.filter((id) => devices.has(id));

  const ctx: LoadContext = {
    organisationId,
    timeZone: options.timeZone,
    now,
    out: new Map<string, WidgetData>(),
    occupants: new Map(),
    shareDevices: options.audience === 'share' ? new Set(plan.planned.flatMap((pw) => pw.devices)) : null,
  };
  const byKind = new Map<WidgetDataKind, PlannedWidget[]>();
  // Asset metrics read their bindings' (device, field, from, to) segments (modules/asset/expand.ts).
  const assetMetrics: PlannedWidget[] = [];
  for (const pw of plan.planned) {
    if (pw.widget.type === 'asset-metric') assetMetrics.push(pw);
    if (!loaders[pw.kind] || pw.widget.type === 'asset-metric') continue;
    byKind.set(pw.kind, [...(byKind.get(pw.kind) ?? []), pw]);
  }
  const taskOf = (kind: WidgetDataKind, widgets: PlannedWidget[]): Task => ({
    name: kind,
    widgets: widgets.map((pw) => pw.widget.id),
    run: (trx) => loaders[kind]?.(trx, ctx, widgets) ?? Promise.resolve(),
    split: () => widgets.map((pw) => taskOf(kind, [pw])),
  });
  const timeoutMs = statementTimeoutMs(options.audience);
  const tasks = [...byKind].map(([kind, widgets]) => taskOf(kind, widgets));
  if (assetMetrics.length > 0) tasks.push(assetMetricTask(ctx, assetMetrics));
  const failures = await runTasks(db, tasks, {
    lanes: MAX_STATEMENTS_AT_ONCE,
    timeoutMs,
    deadlineMs: timeoutMs * 2,
  });
  for (const failure of failures)
    if (failure.error)
      options.log?.warn({ err: failure.error, widgets: failure.widgets }, 'widget data: a statement failed');
  if (options.roads) await applyRoadMatching(db, ctx, plan.planned, options.roads, options.log);
  const answer = assemble(options.widgets, plan, ctx.out, failures, devices, ctx.occupants, now);
  return options.audience === 'share' ? projectShareData(answer, options.widgets) : answer;
}
