import type { Layouts } from '@pinpoint/shared/widgets/layout.ts';
import type { DashboardRange } from '@pinpoint/shared/widgets/range.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';
import { useUiStore } from '../../lib/ui-store.ts';
import { canUndo, emptyHistory, record, type UndoHistory, undo } from '../../lib/widgets/undo.ts';
import { widgetDataKeys } from '../../lib/widgets/widget-live.ts';
import { type Dashboard, dashboardKeys } from './api.ts';
import { useFailureText } from './failure-text.ts';

/** What an edit changes and undo restores. */
export type DashboardState = { widgets: Dashboard['widgets']; layouts: Layouts; range: DashboardRange };

const stateOf = (dashboard: Dashboard): DashboardState => ({
  widgets: dashboard.widgets,
  layouts: dashboard.layouts,
  range: dashboard.range,
});

/** Only widgets the schema accepts are sent: one of an unknown type cannot be saved back as it is. */
const savable = (widgets: Dashboard['widgets']) =>
  widgets.flatMap((widget) => {
    const parsed = widgetSchema.safeParse(widget);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * The detail page's edits: each change shows at once (written into the dashboard's cached
 * answer), then saves with PATCH in order, each carrying the version the last save answered;
 * a dashboard changed elsewhere (409) or a refused save reloads the server's state and says so.
 * The state before each change is kept for undo.
 */
export function useDashboardEditor(dashboard: Dashboard) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useUiStore((state) => state.showSnackbar);
  const failure = useFailureText();
  const [history, setHistory] = useState<UndoHistory<DashboardState>>(() => emptyHistory());
  const key = dashboardKeys.detail(dashboard.id);
  const version = useRef(dashboard.version);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);

  // A refetch (after a conflict, another tab's change) brings the version to save against.
  useEffect(() => {
    if (pending.current === 0) version.current = dashboard.version;
  }, [dashboard.version]);

  const change = useCallback(
    (next: Partial<DashboardState>, { remember = true }: { remember?: boolean } = {}) => {
      const current = queryClient.getQueryData<Dashboard>(key);
      if (!current) return;
      if (remember) setHistory((h) => record(h, stateOf(current)));
      queryClient.setQueryData<Dashboard>(key, { ...current, ...next });
      pending.current += 1;
      const body = {
        ...(next.widgets ? { widgets: savable(next.widgets) } : {}),
        ...(next.layouts ? { layouts: next.layouts } : {}),
        ...(next.range ? { range: next.range } : {}),
      };
      chain.current = chain.current.then(async () => {
        try {
          const saved = await api.mutate.patch<Dashboard>(`/dashboard/${encodeURIComponent(dashboard.id)}`, {
            ...body,
            version: version.current,
          });
          version.current = saved.version;
          pending.current -= 1;
          // Later edits already show: only the last answer replaces what is cached.
          if (pending.current === 0) queryClient.setQueryData<Dashboard>(key, saved);
          else
            queryClient.setQueryData<Dashboard>(key, (old) =>
              old ? { ...old, version: saved.version } : old,
            );
          if (next.widgets)
            void queryClient.invalidateQueries({
              queryKey: [...widgetDataKeys.all, 'dashboard', dashboard.id],
            });
          void queryClient.invalidateQueries({ queryKey: dashboardKeys.list(saved.organisationId) });
        } catch (error) {
          pending.current -= 1;
          const conflict = error instanceof ApiError && error.status === 409;
          notify(
            conflict
              ? t('dashboards.changedElsewhere')
              : failure(error, 'messages.errorUpdating', current.name),
            'error',
          );
          setHistory(emptyHistory());
          await queryClient.invalidateQueries({ queryKey: key });
        }
      });
    },
    [api, queryClient, key, dashboard.id, notify, failure, t],
  );

  const handleUndo = useCallback(() => {
    const step = undo(history);
    if (!step) return;
    setHistory(step.history);
    change(step.state, { remember: false });
  }, [history, change]);

  return { change, undo: handleUndo, canUndo: canUndo(history) };
}
