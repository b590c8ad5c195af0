import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Device } from '@pinpoint/shared';
import type { DeviceBatteryForecast } from '@pinpoint/shared/battery-forecast.ts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BatteryIndicator } from '../../components/battery-indicator.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { type BatteryRange, deviceBatteryPercent } from '../../lib/battery.ts';
import { useConfig } from '../../lib/config.ts';
import { formatCoordinates, typeLabel } from '../../lib/device-format.ts';
import { deviceStatus } from '../../lib/device-status.ts';
import { readDevicesPerPage, writeDevicesPerPage } from '../../lib/devices-per-page.ts';
import { storageKeys } from '../../lib/storage.ts';
import { formatTemperature, type TemperatureUnit } from '../../lib/temperature.ts';
import { batteryForecastColumn } from './battery-forecast-column.tsx';
import { StatusDot } from './status-dot.tsx';

type Props = {
  devices: Device[] | undefined;
  loading: boolean;
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

/** The device list (spec 2): search, sort, filter by type and pages of devicesPerPage. */
export function DeviceTable({
  devices,
  loading,
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
  const [type, setType] = useState('');
  const [pageSize, setPageSize] = useState(() => readDevicesPerPage());

  const columns = useMemo<ListColumn<Device>[]>(
    () => [
      {
        key: 'name',
        label: t('devices.name'),
        sortValue: (device) => device.name,
        priority: 0,
        width: 220,
        // One line: a long name ends in an ellipsis (the full name in its title), the demo chip beside it.
        render: (device) => (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 150, maxWidth: 320 }}>
            <StatusDot status={deviceStatus(device, now)} />
            <Link
              component={RouterLink}
              to={`/device/${device.id}`}
              title={device.name}
              noWrap
              sx={{ fontWeight: 500, minWidth: 0, display: 'block' }}
            >
              {device.name}
            </Link>
            {device.isDemo ? (
              <Chip
                size="small"
                variant="outlined"
                label={t('devices.demo')}
                sx={{ height: 20, fontSize: 12, flexShrink: 0 }}
              />
            ) : null}
          </Stack>
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
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {t('devices.noValue')}
            </Typography>
          ) : (
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatTemperature(device.temperature, temperatureUnit)}
            </span>
          ),
      },
      {
        key: 'location',
        label: t('devices.location'),
        priority: 4,
        width: 190,
        render: (device) =>
          device.location ? (
            <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatCoordinates(device.location)}
            </span>
          ) : (
            <Typography component="span" sx={{ color: 'text.secondary' }} title={t('devices.noPosition')}>
              <span aria-hidden="true">{t('devices.noValue')}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('devices.noPosition')}
              </Box>
            </Typography>
          ),
      },
      {
        key: 'lastUpdated',
        label: t('devices.lastUpdated'),
        sortValue: (device) => time(device.lastSeenAt),
        priority: 1,
        width: 150,
        render: (device) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {device.lastSeenAt ? <RelativeTime value={device.lastSeenAt} /> : t('devices.never')}
          </Box>
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

  const types = useMemo(
    () =>
      [...new Set((devices ?? []).map((device) => device.type))].sort((a, b) =>
        typeLabel(t, a).localeCompare(typeLabel(t, b)),
      ),
    [devices, t],
  );
  const filter = useCallback((device: Device) => device.type === type, [type]);
  const searchText = useCallback(
    (device: Device) =>
      `${device.name} ${device.devEui ?? ''} ${device.barcode ?? ''} ${typeLabel(t, device.type)}`,
    [t],
  );
  const handlePageSize = (size: number) => {
    writeDevicesPerPage(size);
    setPageSize(size);
  };

  return (
    <ListShell<Device>
      label={t('devices.title')}
      rows={devices}
      loading={loading}
      columns={columns}
      getRowId={(device) => device.id}
      getRowLabel={(device) => device.name}
      searchText={searchText}
      filter={type ? filter : undefined}
      filters={
        <TextField
          select
          size="small"
          label={t('devices.filterType')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('devices.allTypes')}</MenuItem>
          {types.map((value) => (
            <MenuItem key={value} value={value}>
              {typeLabel(t, value)}
            </MenuItem>
          ))}
        </TextField>
      }
      defaultSort={{ key: 'name', direction: 'asc' }}
      clientPaging={{ pageSize, onPageSizeChange: handlePageSize }}
      columnFit={{ storageKey: storageKeys.deviceColumns }}
      onDeleteSelected={onDeleteSelected}
      toolbarActions={toolbarActions}
      empty={empty}
    />
  );
}
