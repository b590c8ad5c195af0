import Inventory2Icon from '@mui/icons-material/Inventory2';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@pinpoint/shared';
import type { AssetInput } from '@pinpoint/shared/asset.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DeleteTexts, useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { editorListButtons } from '../../components/list-buttons.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { editDeleteActions } from '../../components/row-actions.tsx';
import { loadChunk } from '../../lib/chunk.ts';
import { useDevices } from '../../lib/device-cache.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { type TemperatureUnit, useTemperatureUnit } from '../../lib/temperature.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type Asset, useAssetMutations, useAssets } from './api.ts';
import { AssetEditorDialog } from './asset-editor-dialog.tsx';
import { StatusChip } from './asset-status-chip.tsx';
import { currentValue, formatMetricValue, metricLabel, statusOf } from './asset-values.ts';
import { useClock } from './use-clock.ts';

// The CSV import (papaparse) loads on demand.
const AssetImportDialog = lazy(() =>
  loadChunk(() => import('./asset-import-dialog.tsx')).then((m) => ({ default: m.AssetImportDialog })),
);

const deleteTexts: DeleteTexts = {
  deletedOne: 'assets.deletedOne',
  deletedMany: 'assets.deletedMany',
  titleOne: 'assets.deleteTitleOne',
  titleMany: 'assets.deleteTitleMany',
  confirmOne: 'assets.deleteOne',
  confirmMany: 'assets.deleteMany',
};

/**
 * Route /asset: the selected organisation's assets with their metrics' current values and
 * status (ok, alerting, silent), live from the device list; search, add, edit, delete, CSV import.
 */
export function AssetListPage() {
  const { t } = useTranslation();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const unit = useTemperatureUnit();
  const now = useClock();
  const editable = canManage(useSelectedRole());
  const assets = useAssets(organisationId);
  const devices = useDevices(organisationId);
  const { create, update, remove, importRows } = useAssetMutations(organisationId);
  const [editing, setEditing] = useState<Asset | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const byId = useMemo(() => new Map((devices.data ?? []).map((d) => [d.id, d] as const)), [devices.data]);
  const list = assets.data ?? [];

  const deletion = useDeleteConfirmation<Asset>({
    remove: (rows) => remove.mutateAsync(rows.map((a) => a.id)),
    nameOf: (a) => a.name,
    texts: deleteTexts,
    failure: (error) => errorText(error, t('assets.errorDelete')),
  });

  const columns: ListColumn<Asset>[] = [
    {
      key: 'name',
      label: t('assets.name'),
      sortValue: (a) => a.name.toLowerCase(),
      render: (a) => (
        <Link component={RouterLink} to={`/asset/${encodeURIComponent(a.id)}`} sx={{ fontWeight: 500 }}>
          {a.name}
        </Link>
      ),
    },
    {
      key: 'description',
      label: t('assets.description'),
      secondary: true,
      render: (a) => (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {a.description}
        </Typography>
      ),
    },
    {
      key: 'metrics',
      label: t('assets.metrics'),
      render: (a) => <MetricValues asset={a} devices={byId} unit={unit} />,
    },
    {
      key: 'status',
      label: t('assets.status'),
      sortValue: (a) => statusOf(a, byId, now),
      render: (a) => <StatusChip status={statusOf(a, byId, now)} />,
    },
  ];

  const handleSave = async (input: AssetInput) => {
    const existing = editing === 'new' ? null : editing;
    try {
      if (existing) await update.mutateAsync({ id: existing.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      notify(errorText(error, t(existing ? 'assets.errorUpdate' : 'assets.errorAdd')), 'error');
      throw error;
    }
    notify(t(existing ? 'assets.updated' : 'assets.added', { name: input.name }), 'success');
    setEditing(null);
  };

  const buttons = editorListButtons({
    editable,
    hasRows: list.length > 0,
    add: { label: t('assets.add'), onClick: () => setEditing('new') },
    importCsv: { label: t('assets.importCsv'), onClick: () => setImporting(true) },
  });

  return (
    <>
      <PageHeader title={t('assets.title')} actions={buttons.header} />
      <ListShell
        label={t('assets.title')}
        rows={assets.data}
        loading={!organisationId || assets.isLoading}
        columns={columns}
        getRowId={(a) => a.id}
        getRowLabel={(a) => a.name}
        searchText={(a) =>
          [
            a.name,
            a.description,
            ...a.metrics.flatMap((m) => [m.deviceName ?? '', metricLabel(t, m.type)]),
          ].join(' ')
        }
        onDeleteSelected={editable ? deletion.ask : undefined}
        rowActionItems={
          editable
            ? (a) =>
                editDeleteActions({
                  editLabel: t('assets.edit', { name: a.name }),
                  deleteLabel: t('assets.delete', { name: a.name }),
                  onEdit: () => setEditing(a),
                  onDelete: () => deletion.ask([a]),
                })
            : undefined
        }
        empty={{
          title: t('assets.emptyTitle'),
          text: t('assets.emptyText'),
          icon: <Inventory2Icon />,
          action: buttons.empty,
        }}
      />
      <AssetEditorDialog
        open={editing !== null}
        asset={editing && editing !== 'new' ? editing : null}
        devices={devices.data ?? []}
        onSubmit={handleSave}
        onClose={() => setEditing(null)}
      />
      {importing ? (
        <Suspense fallback={null}>
          <AssetImportDialog
            onClose={() => setImporting(false)}
            importRows={(rows) => importRows.mutateAsync(rows)}
          />
        </Suspense>
      ) : null}
      {deletion.dialog}
    </>
  );
}

/** Each metric's current value, from its device as the live device list holds it. */
function MetricValues({
  asset,
  devices,
  unit,
}: {
  asset: Asset;
  devices: ReadonlyMap<string, Device>;
  unit: TemperatureUnit;
}) {
  const { t } = useTranslation();
  if (asset.metrics.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('assets.noMetrics')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {asset.metrics.map((metric) => {
        const now = currentValue(metric, devices);
        const value = now ? formatMetricValue(t, metric.type, now.value, unit) : t('assets.noValue');
        return (
          <Chip
            key={metric.id}
            size="small"
            variant="outlined"
            label={`${metricLabel(t, metric.type)}: ${value}`}
          />
        );
      })}
    </Stack>
  );
}
