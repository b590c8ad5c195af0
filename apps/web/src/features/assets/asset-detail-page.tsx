import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { LatLon } from '@pinpoint/shared';
import type { AssetInput } from '@pinpoint/shared/asset.ts';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, MissingItem } from '../../components/back-link.tsx';
import { browserTimeZone } from '../../components/charts/chart-theme.ts';
import { useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useElementWidth } from '../../components/use-element-width.ts';
import { loadChunk } from '../../lib/chunk.ts';
import { useDevices } from '../../lib/device-cache.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useTemperatureUnit } from '../../lib/temperature.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import {
  type Asset,
  type RangePreset,
  rangePresets,
  useAsset,
  useAssetBindings,
  useAssetData,
  useAssetMutations,
} from './api.ts';
import { AssetEditorDialog } from './asset-editor-dialog.tsx';
import { StatusChip } from './asset-status-chip.tsx';
import { statusOf } from './asset-values.ts';
import { AssetAlerts } from './detail/asset-alerts.tsx';
import { BindingsTimeline } from './detail/bindings-timeline.tsx';
import { HistoryCharts } from './detail/history-charts.tsx';
import { MetricNow } from './detail/metric-now.tsx';
import { useRefetchOnReports } from './detail/use-refetch-on-reports.ts';
import { useClock } from './use-clock.ts';

// MapLibre loads only for an asset with a position metric.
const AssetMap = lazy(() =>
  loadChunk(() => import('./detail/asset-map.tsx')).then((m) => ({ default: m.AssetMap })),
);

/** Route /asset/{id}: another organisation's or a deleted asset is not found. */
export function AssetDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const asset = useAsset(id);
  if (asset.isPending) return <LoadingScreen />;
  if (asset.error || !asset.data)
    return (
      <MissingItem
        back={{ to: '/asset', label: t('assets.detail.back') }}
        title={t('assets.detail.notFound')}
        text={t('assets.detail.notFoundText')}
      />
    );
  return <AssetScreen key={asset.data.id} asset={asset.data} />;
}

/**
 * An asset's page: each metric's value now (live), its history over a range, where it is when
 * a metric is a position, its devices' alerts and which device fed which metric when.
 */
function AssetScreen({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const editable = canManage(useSelectedRole());
  const unit = useTemperatureUnit();
  const now = useClock();
  const devices = useDevices(organisationId ?? asset.organisationId);
  const byId = useMemo(() => new Map((devices.data ?? []).map((d) => [d.id, d] as const)), [devices.data]);
  const [preset, setPreset] = useState<RangePreset>('day');
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const timeZone = useMemo(browserTimeZone, []);
  const hasMetrics = asset.metrics.length > 0;
  // The charts' width in steps of 200 px (a resize by a few pixels asks nothing new); measured
  // first where it can be, so the page asks once.
  const chartWidth = width === null ? 800 : Math.max(200, Math.round(width / 200) * 200);
  const measured = width !== null || typeof ResizeObserver === 'undefined';
  const data = useAssetData(asset.id, preset, chartWidth, timeZone, hasMetrics && measured);
  const bindings = useAssetBindings(asset.id, hasMetrics);
  const { update, remove } = useAssetMutations(organisationId);
  const [editing, setEditing] = useState(false);
  // A new report from one of its devices (the live device list) brings the charts up to date.
  useRefetchOnReports(asset, byId, () => void data.refetch());

  const deletion = useDeleteConfirmation<Asset>({
    remove: async (rows) => {
      await remove.mutateAsync(rows.map((a) => a.id));
      navigate('/asset');
    },
    nameOf: (a) => a.name,
    texts: {
      deletedOne: 'assets.deletedOne',
      titleOne: 'assets.deleteTitleOne',
      confirmOne: 'assets.deleteOne',
    },
    failure: (error) => errorText(error, t('assets.errorDelete')),
  });

  const handleSave = async (input: AssetInput) => {
    try {
      await update.mutateAsync({ id: asset.id, input });
    } catch (error) {
      notify(errorText(error, t('assets.errorUpdate')), 'error');
      throw error;
    }
    notify(t('assets.updated', { name: input.name }), 'success');
    setEditing(false);
  };

  const position = asset.metrics.find((m) => m.type === 'position');
  const positionData = data.data?.metrics.find((m) => m.metricId === position?.id);
  const liveDevice = position?.deviceId ? byId.get(position.deviceId) : undefined;
  const current: LatLon | null = liveDevice?.location
    ? { lat: liveDevice.location.lat, lon: liveDevice.location.lon }
    : positionData?.position
      ? { lat: positionData.position.lat, lon: positionData.position.lon }
      : null;
  const track = useMemo(
    () => (positionData?.track ?? []).map(([lon, lat]) => ({ lat, lon })),
    [positionData?.track],
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <BackLink to="/asset" label={t('assets.detail.back')} />
      <PageHeader
        title={asset.name}
        actions={
          <>
            <StatusChip status={statusOf(asset, byId, now)} />
            {editable ? (
              <>
                <Button startIcon={<EditIcon />} variant="outlined" onClick={() => setEditing(true)}>
                  {t('assets.editAction')}
                </Button>
                <Button startIcon={<DeleteIcon />} color="error" onClick={() => deletion.ask([asset])}>
                  {t('common.delete')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line', mt: -2 }}>
        {asset.description}
      </Typography>

      {!hasMetrics ? (
        <EmptyState
          icon={<Inventory2Icon />}
          title={t('assets.detailEmptyTitle')}
          text={t('assets.detailEmptyText')}
        />
      ) : (
        <>
          <SectionCard title={t('assets.detail.now')} busyLabel={t('list.loading')}>
            <MetricNow asset={asset} devices={byId} data={data.data} unit={unit} now={now} />
          </SectionCard>
          <SectionCard
            title={t('assets.detail.history')}
            busy={data.isFetching}
            busyLabel={t('list.loading')}
          >
            <Stack ref={box} sx={{ gap: 2 }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={preset}
                aria-label={t('assets.detail.range')}
                onChange={(_event, value: RangePreset | null) => value && setPreset(value)}
              >
                {(Object.keys(rangePresets) as RangePreset[]).map((key) => (
                  <ToggleButton key={key} value={key}>
                    {t(`assets.detail.ranges.${key}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {data.error ? (
                <Alert severity="error">{errorText(data.error, t('assets.detail.loadError'))}</Alert>
              ) : null}
              {data.data ? (
                <HistoryCharts data={data.data} now={now} />
              ) : (
                <Skeleton variant="rounded" height={200} />
              )}
            </Stack>
          </SectionCard>
          {position ? (
            <SectionCard title={t('assets.detail.location')} busyLabel={t('list.loading')}>
              {current || track.length > 0 ? (
                <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                  <AssetMap name={asset.name} current={current} track={track} rangeKey={preset} />
                </Suspense>
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('assets.detail.noPosition')}</Typography>
              )}
            </SectionCard>
          ) : null}
          <SectionCard title={t('assets.detail.alerts')} busyLabel={t('list.loading')}>
            {data.data ? <AssetAlerts data={data.data} /> : <Skeleton variant="rounded" height={48} />}
          </SectionCard>
          <SectionCard
            title={t('assets.detail.timeline')}
            busy={bindings.isFetching}
            busyLabel={t('list.loading')}
          >
            <BindingsTimeline asset={asset} bindings={bindings.data ?? []} />
          </SectionCard>
        </>
      )}
      <AssetEditorDialog
        open={editing}
        asset={asset}
        devices={devices.data ?? []}
        onSubmit={handleSave}
        onClose={() => setEditing(false)}
      />
      {deletion.dialog}
    </Stack>
  );
}
