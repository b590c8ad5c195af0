import type { WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { type DashboardRange, isRelative, resolveRange } from '@pinpoint/shared/widgets/range.ts';
import { type StoredWidget, widgetFields } from '@pinpoint/shared/widgets/widget.ts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context.tsx';
import { type LiveWidgetData, type WidgetLiveMeta, widgetDataKeys } from './widget-live.ts';

export { widgetDataKeys };

/**
 * The widget data of a dashboard in one request (WIDGETS.md §2), cached under the range's spec,
 * never its resolved times, so a live fold and a refetch land on the same entry.
 */

/** The periodic refetch that corrects drift (the hub does not replay what a socket missed). */
export const widgetRefetchMs = 10 * 60_000;

const widthClasses = [400, 800, 1200, 1600, 2400, 3200] as const;

/** The chart width the server sizes buckets by, rounded up to a few classes so widths share answers. */
export function widthClass(px: number | null): number {
  if (!px || px <= 0) return 1200;
  return widthClasses.find((width) => width >= px) ?? 3200;
}

/** The widgets' live metadata for the range the data was asked for, at the time it was asked. */
export function liveMeta(
  widgets: readonly StoredWidget[],
  range: DashboardRange,
  now: Date,
): Record<string, WidgetLiveMeta> {
  const meta: Record<string, WidgetLiveMeta> = {};
  for (const stored of widgets) {
    if (!stored.ok) continue;
    const widget = stored.widget;
    const window = resolveRange(widget.range, range, now);
    meta[widget.id] = {
      type: widget.type,
      relative: isRelative(widget.range, range),
      windowMs: window.to.getTime() - window.from.getTime(),
      devices: [...widget.devices],
      fields: widgetFields(widget),
    };
  }
  return meta;
}

/** GET /dashboard/{id}/data for the range, with what the live fold needs beside it. */
export function useDashboardData({
  dashboardId,
  range,
  widgets,
  widthPx,
  enabled = true,
}: {
  dashboardId: string;
  range: DashboardRange;
  widgets: readonly StoredWidget[];
  widthPx: number | null;
  enabled?: boolean;
}) {
  const api = useApi();
  const width = widthClass(widthPx);
  return useQuery({
    queryKey: widgetDataKeys.dashboard(dashboardId, range, width),
    queryFn: async (): Promise<LiveWidgetData> => {
      const now = new Date();
      const { from, to } = resolveRange(range, range, now);
      const query = new URLSearchParams({
        from: from.toISOString(),
        to: to.toISOString(),
        width: String(width),
        // Day buckets start at the viewer's midnight.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      });
      const answer = await api.mutate.get<WidgetDataResponse>(
        `/dashboard/${encodeURIComponent(dashboardId)}/data?${query}`,
      );
      return { ...answer, meta: liveMeta(widgets, range, now) };
    },
    enabled: enabled && widthPx !== null,
    refetchInterval: widgetRefetchMs,
    refetchIntervalInBackground: false,
    // Another range or width keeps the last answer on screen while the new one loads; another
    // dashboard never shows this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === dashboardId ? previous : undefined,
  });
}
