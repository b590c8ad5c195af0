import {
  type SharedDashboard,
  type SharedDashboardAnswer,
  type SharePreset,
  sharePresets,
} from '@pinpoint/shared/widgets/dashboard.ts';
import type { StoredWidget } from '@pinpoint/shared/widgets/widget.ts';
import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '../../components/charts/chart-theme.ts';
import { useApi } from '../../lib/api-context.tsx';
import { liveMeta, widgetDataKeys, widgetRefetchMs, widthClass } from '../../lib/widgets/widget-data.ts';
import type { LiveWidgetData } from '../../lib/widgets/widget-live.ts';
import { parseSharedWidgets } from './shared-widgets.ts';

/** A public dashboard as cached: its data (live-folded), its projection and its parsed widgets. */
export type SharedDashboardData = LiveWidgetData & { dashboard: SharedDashboard; stored: StoredWidget[] };

/**
 * GET /share/dashboard/{token} (public, no sign-in): the projection and its data under share-local
 * keys, in one request; live updates fold into it in the cache, a 10-minute refetch corrects drift.
 * An unknown, expired or revoked link fails with the server's 404.
 */
export function useSharedDashboard(token: string, preset: SharePreset | null, widthPx: number) {
  const api = useApi();
  const width = widthClass(widthPx);
  return useQuery({
    queryKey: widgetDataKeys.share(token, preset, width),
    queryFn: async (): Promise<SharedDashboardData> => {
      const now = new Date();
      const query = new URLSearchParams({ width: String(width), timeZone: browserTimeZone() });
      if (preset) query.set('range', preset);
      const answer = await api.mutate.get<SharedDashboardAnswer>(
        `/share/dashboard/${encodeURIComponent(token)}?${query}`,
      );
      const stored = parseSharedWidgets(answer.dashboard.widgets);
      const range = preset ? sharePresets[preset] : answer.dashboard.range;
      return { ...answer.data, meta: liveMeta(stored, range, now), dashboard: answer.dashboard, stored };
    },
    retry: false,
    refetchInterval: widgetRefetchMs,
    refetchIntervalInBackground: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === token ? previous : undefined,
  });
}
