import type { Base } from '@pinpoint/shared';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDeleteTexts, useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { sensorsIcon } from '../../components/icon-paths.ts';
import { lazyThemed } from '../../components/lazy-themed.tsx';
import { editorListButtons } from '../../components/list-buttons.tsx';
import { DeferredMap } from '../../components/map/deferred-map.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SvgIcon } from '../../components/svg-icon.tsx';
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
import styles from './device-list-page.module.css';
import { useDevicePositions } from './device-page-api.ts';
import { DeviceTable, useDeviceTable } from './device-table.tsx';
import { MapLegend } from './map-legend.tsx';
import { useNow } from './use-now.ts';

// The map (and MapLibre, started once the list is idle), the add flows (QR scanning) and the CSV
// import (CSV parsing) load on demand.
// Each with MUI's theme, which loads with the first of them (issue 31: the list itself is plain).
const DeviceMap = lazyThemed(() => loadChunk(() => import('./device-map.tsx')).then((m) => m.DeviceMap));
const AddDeviceDialog = lazyThemed(() =>
  loadChunk(() => import('./add/add-device-dialog.tsx')).then((m) => m.AddDeviceDialog),
);
const ImportDialog = lazyThemed(() =>
  loadChunk(() => import('./import/import-dialog.tsx')).then((m) => m.ImportDialog),
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
      <div className={styles.map}>
        <DeferredMap
          label={t('devices.mapLoading')}
          // On a phone the map waits for the user's touch (issue 31): the list beneath is theirs at once.
          openLabel={isMobile ? t('devices.mapOpen') : undefined}
          dots={dots}
          dotsLabel={t('devices.mapDots', { count: dots.length })}
        >
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
      </div>
    ) : null;

  const mapFooter =
    hasPositions || mapBases.length > 0 ? (
      <div className={styles.footer}>
        {hasPositions ? <MapLegend /> : <span />}
        {mapBases.length > 0 ? (
          <SwitchLabel label={t('bases.showBases')} checked={showBases} onChange={handleShowBases} />
        ) : null}
        {hasPositions ? (
          <SwitchLabel label={t('coverage.show')} checked={showCoverage} onChange={setShowCoverage} />
        ) : null}
        {showCoverage && organisationId ? <CoverageLegend organisationId={organisationId} /> : null}
      </div>
    ) : null;

  return (
    <>
      <PageHeader title={t('devices.title')} actions={buttons.header} />
      <div className={map ? `${styles.layout} ${styles.withMap}` : styles.layout}>
        {map && isMobile ? (
          <div>
            {map}
            {mapFooter}
          </div>
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
            icon: <SvgIcon path={sensorsIcon} />,
            action: (
              <div className={styles.emptyActions}>
                {buttons.empty}
                {/* Issue 17: a new admin connects their network server or phones from here. */}
                <ConnectSourceLink organisationId={organisationId} role={role} />
              </div>
            ),
          }}
        />
        {map && !isMobile ? (
          <div className={styles.side}>
            {map}
            {mapFooter}
          </div>
        ) : null}
      </div>
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
