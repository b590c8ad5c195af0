import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardMessages, type SharePreset, sharePresets } from '@pinpoint/shared/widgets/dashboard.ts';
import { normalise } from '@pinpoint/shared/widgets/layout.ts';
import type { DashboardRange } from '@pinpoint/shared/widgets/range.ts';
import type { StoredWidget } from '@pinpoint/shared/widgets/widget.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { rangeLabel } from '../../components/widgets/range-fields.tsx';
import { RangePicker } from '../../components/widgets/range-picker.tsx';
import { useWidgetEnvironment } from '../../components/widgets/use-widget-environment.ts';
import { WidgetGrid } from '../../components/widgets/widget-grid.tsx';
import { WidgetView, widgetSubtitle, widgetTitle } from '../../components/widgets/widget-view.tsx';
import { ApiError } from '../../lib/api.ts';
import { useConfig } from '../../lib/config.ts';
import { type LiveStatus, liveUrl } from '../../lib/live-connection.ts';
import { createUpdateWriter } from '../../lib/live-updates.ts';
import { connectShare } from '../../lib/widgets/share-live.ts';
import { createWidgetDataWriter, type LiveUpdate, widgetDataKeys } from '../../lib/widgets/widget-live.ts';
import { ShareUnavailable } from './share-unavailable.tsx';
import { useSharedDashboard } from './shared-dashboard-api.ts';

const idOf = (stored: StoredWidget) => (stored.ok ? stored.widget.id : stored.id);
const gone = () =>
  new ApiError(404, { error: { code: 'not_found', message: dashboardMessages.shareNotFound } });

/** Follows the link live: updates fold into its cached answer; a revoked link ends it. */
function useShareLive(token: string, onGone: () => void, onChanged: () => void): LiveStatus {
  const { API_URL } = useConfig();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const only = [...widgetDataKeys.all, 'share', token];
    const widgets = createWidgetDataWriter(queryClient);
    const writer = createUpdateWriter<LiveUpdate>(
      (updates) => {
        widgets.write(updates, Date.now(), only);
        return { unknownIds: [] };
      },
      () => undefined,
    );
    let wasLive = false;
    const connection = connectShare({
      url: liveUrl(API_URL),
      token,
      onUpdate: writer.push,
      onGone,
      onChanged: () => {
        widgets.invalidate(only);
        onChanged();
      },
      onStatus: (next) => {
        if (next === 'live' && wasLive) widgets.invalidate(only);
        if (next === 'live') wasLive = true;
        setStatus(next);
      },
    });
    return () => {
      connection.close();
      writer.dispose();
      widgets.dispose();
    };
  }, [API_URL, token, queryClient, onGone, onChanged]);
  return status;
}

/**
 * Route /share/dashboard/{token}: a dashboard's public link, signed out, without top bar or
 * sidebar. Read only and live; the link's own range or, when it allows, a shorter preset. A link
 * that does not exist, expired or was revoked (even while watched) says so.
 */
export function SharedDashboardPage() {
  const { t } = useTranslation();
  const { siteTitle } = useConfig();
  const { id: token = '' } = useParams();
  const [preset, setPreset] = useState<SharePreset | null>(null);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1200 : window.innerWidth));
  const [revoked, setRevoked] = useState(false);
  const query = useSharedDashboard(token, preset, width);
  const handleGone = useCallback(() => setRevoked(true), []);
  const handleChanged = useCallback(() => undefined, []);
  const status = useShareLive(token, handleGone, handleChanged);
  const answer = query.data;
  const env = useWidgetEnvironment({ devices: answer?.devices ?? {}, range: answer?.range ?? null });
  const onWidth = useCallback((px: number) => setWidth(px), []);
  const layouts = useMemo(
    () =>
      answer
        ? normalise(
            answer.dashboard.layouts,
            answer.stored.map((s) => ({ id: idOf(s), type: s.ok ? s.widget.type : s.type })),
          )
        : null,
    [answer],
  );

  if (revoked) return <ShareUnavailable error={gone()} onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <LoadingScreen />
      </Box>
    );
  if (!answer || !layouts)
    return <ShareUnavailable error={query.error} onRetry={() => void query.refetch()} />;

  const presets = answer.dashboard.presets.map((key) => sharePresets[key] as DashboardRange);
  const range = preset ? (sharePresets[preset] as DashboardRange) : answer.dashboard.range;
  const handleRange = (next: DashboardRange) => {
    const key = answer.dashboard.presets.find(
      (p) => JSON.stringify(sharePresets[p]) === JSON.stringify(next),
    );
    setPreset(key ?? null);
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, minHeight: '100vh', bgcolor: 'background.default' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {siteTitle}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {answer.dashboard.name}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography
            variant="body2"
            role="status"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <FiberManualRecordIcon
              aria-hidden="true"
              sx={{ fontSize: 12, color: status === 'live' ? 'success.main' : 'warning.main' }}
            />
            {status === 'live' ? t('dashboards.public.live') : t('dashboards.public.connecting')}
          </Typography>
          {presets.length > 0 ? (
            <RangePicker value={range} onChange={handleRange} presets={presets} custom={false} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {rangeLabel(t, range)}
            </Typography>
          )}
        </Stack>
      </Stack>
      <WidgetGrid
        label={t('dashboards.gridLabel', { name: answer.dashboard.name })}
        widgets={answer.stored}
        layouts={layouts}
        editable={false}
        titleOf={(item) => widgetTitle(t, item)}
        subtitleOf={(item) => widgetSubtitle(t, item)}
        busy={query.isFetching}
        onWidth={onWidth}
        renderBody={(item, size) => (
          <WidgetView
            stored={item}
            result={answer.widgets[idOf(item)]}
            context={{ ...env.context, size }}
            format={env.format}
            theme={env.theme}
          />
        )}
      />
      {answer.dashboard.expiresAt ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('dashboards.public.expires', { time: new Date(answer.dashboard.expiresAt).toLocaleString() })}
        </Typography>
      ) : null}
    </Box>
  );
}
