import type { Device } from '@pinpoint/shared';
import type { DeviceBatteryForecast } from '@pinpoint/shared/battery-forecast.ts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BatteryIndicator } from '../../components/battery-indicator.tsx';
import { type ListColumn, ListShell, type ListSort } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { type BatteryRange, deviceBatteryPercent } from '../../lib/battery.ts';
import { useConfig } from '../../lib/config.ts';
import { formatCoordinates, typeLabel, typesByLabel } from '../../lib/device-format.ts';
import { deviceStatus } from '../../lib/device-status.ts';
import { readDevicesPerPage, writeDevicesPerPage } from '../../lib/devices-per-page.ts';
import { storageKeys } from '../../lib/storage.ts';
import { formatTemperature, type TemperatureUnit } from '../../lib/temperature.ts';
import { batteryForecastColumn } from './battery-forecast-column.tsx';
import styles from './device-cells.module.css';
import { type DevicePageSort, type DevicePageView, useDevicePage } from './device-page-api.ts';
import { StatusDot } from './status-dot.tsx';

/** The server's largest page (devicePageMaxSize, not imported: that module loads zod). */
const maxPageSize = 200;

/** How long the search waits for the typing to pause before asking the server. */
export const searchDelayMs = 250;

/**
 * The table's view (page, size, sort, search, type) and the page the server answered for it
 * (issue 31 item 2: sorted, searched and filtered there, so the first view costs one page).
 */
export function useDeviceTable(organisationId: string | null) {
  const [view, setView] = useState<DevicePageView>(() => ({
    page: 1,
    pageSize: Math.min(maxPageSize, Math.max(1, Math.round(readDevicesPerPage()) || 10)),
    sort: 'name',
    direction: 'asc',
    search: '',
    type: '',
  }));
  // What the search box shows at once; the server is asked once the typing pauses.
  const [text, setText] = useState('');
  useEffect(() => {
    const search = text.trim();
    if (search === view.search) return;
    const timer = setTimeout(() => setView((current) => ({ ...current, search, page: 1 })), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, view.search]);
  // The type column sorted as its labels read in the reader's language, not by the types' codes.
  const { t } = useTranslation();
  const typeOrder = useMemo(() => typesByLabel(t), [t]);
  const page = useDevicePage(organisationId, view, typeOrder);
  // A page emptied by deletes (or by a change elsewhere): back to the last one that has rows.
  const data = page.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && view.page > 1)
      setView((current) => ({ ...current, page: Math.ceil(data.total / current.pageSize) }));
  }, [data, view.page]);
  return { organisationId, view, setView, text, setText, page };
}

export type DeviceTableState = ReturnType<typeof useDeviceTable>;

type Props = {
  table: DeviceTableState;
  batteryRange: BatteryRange;
  temperatureUnit: TemperatureUnit;
  /** Now, for the status colours (ticks every minute). */
  now: number;
  /** Battery forecasts by device id (issue 30 item 4); a device missing from it has none. */
  batteryForecasts?: Readonly<Record<string, DeviceBatteryForecast>> | undefined;
  onDeleteSelected?: ((devices: Device[]) => void) | undefined;
  toolbarActions?: ReactNode;
  empty: { title: string; text: string; icon?: ReactNode; action?: ReactNode };
};

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);
// The shell shows its search box when given a search text; the server does the matching.
const searchAll = () => '';

/** The device list (spec 2): search, sort, filter by type and pages of devicesPerPage. */
export function DeviceTable({
  table,
  batteryRange,
  temperatureUnit,
  now,
  batteryForecasts,
  onDeleteSelected,
  toolbarActions,
  empty,
}: Props) {
  const { t } = useTranslation();
  const { defaultDateFormat } = useConfig();
  const { view, setView, page } = table;
  const devices = page.data?.items;
  const loading = !table.organisationId || (page.isLoading && !page.data);

  const columns = useMemo<ListColumn<Device>[]>(
    () => [
      {
        key: 'name',
        label: t('devices.name'),
        sortValue: (device) => device.name,
        priority: 0,
        width: 220,
        // One line: a long name ends in an ellipsis (the full name in its title), the demo chip beside it.
        // Plain elements with the stylesheet's classes (issue 31 item 1): nothing styled per row.
        render: (device) => (
          <div className={styles.name}>
            <StatusDot status={deviceStatus(device, now)} />
            <Link to={`/device/${device.id}`} title={device.name} className={styles.nameLink}>
              {device.name}
            </Link>
            {device.isDemo ? (
              <span className={styles.chip}>
                <span className={styles.chipLabel}>{t('devices.demo')}</span>
              </span>
            ) : null}
          </div>
        ),
      },
      {
        key: 'type',
        label: t('devices.type'),
        sortValue: (device) => typeLabel(t, device.type),
        render: (device) => typeLabel(t, device.type),
        priority: 5,
        width: 130,
      },
      {
        key: 'battery',
        label: t('devices.battery'),
        sortValue: (device) => deviceBatteryPercent(device, batteryRange),
        priority: 2,
        width: 110,
        render: (device) => <BatteryIndicator percent={deviceBatteryPercent(device, batteryRange)} />,
      },
      batteryForecastColumn(t, batteryForecasts, now, defaultDateFormat),
      {
        key: 'temperature',
        label: t('devices.temperature'),
        sortValue: (device) => device.temperature,
        priority: 3,
        width: 120,
        render: (device) =>
          device.temperature === null ? (
            <span className={styles.muted}>{t('devices.noValue')}</span>
          ) : (
            <span className={styles.nowrap}>{formatTemperature(device.temperature, temperatureUnit)}</span>
          ),
      },
      {
        key: 'location',
        label: t('devices.location'),
        priority: 4,
        width: 190,
        render: (device) =>
          device.location ? (
            <span className={styles.numbers}>{formatCoordinates(device.location)}</span>
          ) : (
            <span className={styles.muted} title={t('devices.noPosition')}>
              <span aria-hidden="true">{t('devices.noValue')}</span>
              <span className={styles.visuallyHidden}>{t('devices.noPosition')}</span>
            </span>
          ),
      },
      {
        key: 'lastUpdated',
        label: t('devices.lastUpdated'),
        sortValue: (device) => time(device.lastSeenAt),
        priority: 1,
        width: 150,
        render: (device) => (
          <span className={styles.nowrap}>
            {device.lastSeenAt ? <RelativeTime value={device.lastSeenAt} /> : t('devices.never')}
          </span>
        ),
      },
      {
        key: 'lastAlert',
        label: t('devices.lastAlert'),
        priority: 6,
        width: 150,
        sortValue: (device) => time(device.lastAlertAt),
        render: (device) =>
          device.lastAlertAt ? <RelativeTime value={device.lastAlertAt} /> : t('devices.noValue'),
      },
    ],
    [t, batteryRange, temperatureUnit, now, batteryForecasts, defaultDateFormat],
  );

  // Every type the organisation has, from the server (the rows are one page).
  const serverTypes = page.data?.types;
  const types = useMemo(() => typesByLabel(t, serverTypes ?? []), [serverTypes, t]);
  const handlePageSize = (size: number) => {
    writeDevicesPerPage(size);
    setView((current) => ({ ...current, pageSize: size, page: 1 }));
  };
  const handleSort = ({ key, direction }: ListSort) =>
    setView((current) => ({ ...current, sort: key as DevicePageSort, direction, page: 1 }));

  return (
    <ListShell<Device>
      label={t('devices.title')}
      rows={devices}
      loading={loading}
      columns={columns}
      getRowId={(device) => device.id}
      getRowLabel={(device) => device.name}
      // Searched on the server: the name, DevEUI, IMEI, barcode or type.
      searchText={searchAll}
      server={{
        query: table.text,
        onQueryChange: table.setText,
        sort: { key: view.sort, direction: view.direction },
        onSortChange: handleSort,
        empty: page.data !== undefined && page.data.types.length === 0,
      }}
      filters={
        <SelectField
          label={t('devices.filterType')}
          value={view.type}
          options={[
            { value: '', label: t('devices.allTypes') },
            ...types.map((value) => ({ value, label: typeLabel(t, value) })),
          ]}
          onChange={(type) => setView((current) => ({ ...current, type, page: 1 }))}
          minWidth={180}
        />
      }
      pagination={{
        page: view.page,
        pageSize: view.pageSize,
        total: page.data?.total ?? 0,
        onPageChange: (next) => setView((current) => ({ ...current, page: next })),
        onPageSizeChange: handlePageSize,
      }}
      columnFit={{ storageKey: storageKeys.deviceColumns }}
      onDeleteSelected={onDeleteSelected}
      toolbarActions={toolbarActions}
      empty={empty}
    />
  );
}
