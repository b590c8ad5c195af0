import SensorsIcon from '@mui/icons-material/Sensors';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Base } from '@pinpoint/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDeleteTexts, useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { editorListButtons } from '../../components/list-buttons.tsx';
import { DeferredMap } from '../../components/map/deferred-map.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SwitchLabel } from '../../components/switch-label.tsx';
import { useBatteryRange } from '../../lib/battery.ts';
import { loadChunk } from '../../lib/chunk.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { useBases } from '../../lib/places.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { storageKeys } from '../../lib/storage.ts';
import { useTemperatureUnit } from '../../lib/temperature.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type Device, useDeviceMutations } from './api.ts';
import { useBatteryForecasts } from './battery-forecast-column.tsx';
import { ConnectSourceLink } from './connect-source-link.tsx';
import { CoverageLegend } from './coverage-legend.tsx';
import { deviceDots } from './device-dots.ts';
import { useDevicePositions } from './device-page-api.ts';
import { DeviceTable, useDeviceTable } from './device-table.tsx';
import { MapLegend } from './map-legend.tsx';
import { useNow } from './use-now.ts';

// The map (and MapLibre, started once the list is idle), the add flows (QR scanning) and the CSV
// import (CSV parsing) load on demand.
const DeviceMap = lazy(() =>
  loadChunk(() => import('./device-map.tsx')).then((m) => ({ default: m.DeviceMap })),
);
const AddDeviceDialog = lazy(() =>
  loadChunk(() => import('./add/add-device-dialog.tsx')).then((m) => ({ default: m.AddDeviceDialog })),
);
const ImportDialog = lazy(() =>
  loadChunk(() => import('./import/import-dialog.tsx')).then((m) => ({ default: m.ImportDialog })),
);

function readShowBases(): boolean {
  try {
    return localStorage.getItem(storageKeys.showBases) !== 'false';
  } catch {
    return true;
  }
}

function writeShowBases(value: boolean): void {
  try {
    localStorage.setItem(storageKeys.showBases, String(value));
  } catch {
    // Storage is off (private mode): the choice lasts for this page only.
  }
}

const openWithLocation = (bases: Base[]) =>
  bases.filter((base) => base.status === 'open' && base.latitude !== null && base.longitude !== null);

/** Routes / and /device: the selected organisation's devices, in a table and on a map (spec 2). */
export function DeviceListPage() {
  const { t } = useTranslation();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const isMobile = useUiStore((state) => state.isMobile);
  const errorText = useErrorText();
  const role = useSelectedRole();
  const editable = canManage(role);
  // The table a page at a time, then the map from every device's packed position (issue 31 item 2).
  const table = useDeviceTable(organisationId);
  const positions = useDevicePositions(organisationId, table.page.data !== undefined);
  const { remove } = useDeviceMutations(organisationId);
  const batteryRange = useBatteryRange();
  const temperatureUnit = useTemperatureUnit();
  const now = useNow(60_000);
  const forecasts = useBatteryForecasts(organisationId);
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const bases = useBases(organisationId).data;
  const mapBases = useMemo(() => openWithLocation(bases ?? []), [bases]);
  const placed = positions.data?.devices;
  const dots = useMemo(() => deviceDots(placed ?? [], now), [placed, now]);
  const [showBases, setShowBases] = useState(readShowBases);
  const [showCoverage, setShowCoverage] = useState(false);

  const deletion = useDeleteConfirmation<Device>({
    remove: (rows) => remove.mutateAsync(rows.map(({ id, name }) => ({ id, name }))),
    nameOf: (device) => device.name,
    texts: listDeleteTexts('devices'),
    failure: (error) => errorText(error, t('errors.deviceDelete')),
  });

  // Every device has a type: the organisation has devices when the server names any type.
  const hasDevices = (table.page.data?.types.length ?? 0) > 0;
  const buttons = editorListButtons({
    editable,
    hasRows: hasDevices,
    add: { label: t('devices.add'), onClick: () => setDialog('add') },
    importCsv: { label: t('devices.import'), onClick: () => setDialog('import') },
  });
  const hasPositions = (placed?.length ?? 0) > 0;

  const handleShowBases = (value: boolean) => {
    setShowBases(value);
    writeShowBases(value);
  };

  // The map shows with devices, or with bases to place on it.
  const map =
    hasDevices || mapBases.length > 0 ? (
      <Paper
        variant="outlined"
        sx={{ overflow: 'hidden', height: { xs: 320, md: 'calc(100vh - 180px)' }, minHeight: 320 }}
      >
        <DeferredMap label={t('devices.mapLoading')} dots={dots}>
          <DeviceMap
            key={organisationId}
            devices={placed ?? []}
            now={now}
            batteryRange={batteryRange}
            temperatureUnit={temperatureUnit}
            bases={showBases ? mapBases : undefined}
            coverageOf={showCoverage && organisationId ? organisationId : undefined}
          />
        </DeferredMap>
      </Paper>
    ) : null;

  const mapFooter =
    hasPositions || mapBases.length > 0 ? (
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        {hasPositions ? <MapLegend /> : <span />}
        {mapBases.length > 0 ? (
          <SwitchLabel label={t('bases.showBases')} checked={showBases} onChange={handleShowBases} />
        ) : null}
        {hasPositions ? (
          <SwitchLabel label={t('coverage.show')} checked={showCoverage} onChange={setShowCoverage} />
        ) : null}
        {showCoverage && organisationId ? <CoverageLegend organisationId={organisationId} /> : null}
      </Stack>
    ) : null;

  return (
    <>
      <PageHeader title={t('devices.title')} actions={buttons.header} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: map ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
          },
        }}
      >
        {map && isMobile ? (
          <Box>
            {map}
            {mapFooter}
          </Box>
        ) : null}
        <DeviceTable
          table={table}
          batteryRange={batteryRange}
          temperatureUnit={temperatureUnit}
          now={now}
          batteryForecasts={forecasts.data?.forecasts}
          onDeleteSelected={editable ? deletion.ask : undefined}
          empty={{
            title: t('devices.emptyTitle'),
            text: t('devices.emptyText'),
            icon: <SensorsIcon />,
            action: (
              <Stack sx={{ gap: 1.5, alignItems: 'center' }}>
                {buttons.empty}
                {/* Issue 17: a new admin connects their network server or phones from here. */}
                <ConnectSourceLink organisationId={organisationId} role={role} />
              </Stack>
            ),
          }}
        />
        {map && !isMobile ? (
          <Box sx={{ position: 'sticky', top: 80 }}>
            {map}
            {mapFooter}
          </Box>
        ) : null}
      </Box>
      {dialog === 'add' ? (
        <Suspense fallback={null}>
          <AddDeviceDialog organisationId={organisationId} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'import' ? (
        <Suspense fallback={null}>
          <ImportDialog organisationId={organisationId} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {deletion.dialog}
    </>
  );
}
