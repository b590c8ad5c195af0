import type { Device } from '@pinpoint/shared';
import type {
  DeviceBatteryForecast,
  OrganisationBatteryForecasts,
} from '@pinpoint/shared/battery-forecast.ts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list-columns.ts';
import { useApi } from '../../lib/api-context.tsx';
import { type DateFormat, formatDate } from '../../lib/format-date.ts';
import styles from './device-cells.module.css';

const dayMs = 86_400_000;
/** The forecast the list shows is due within this many days: drawn as a warning. */
export const forecastWarningDays = 30;

/**
 * Every device's battery forecast in one request (issue 30 item 4): the server keeps them up to an
 * hour, so the list asks again at most every ten minutes.
 */
export function useBatteryForecasts(organisationId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['devices', 'battery-forecasts', organisationId],
    queryFn: () =>
      api.mutate.get<OrganisationBatteryForecasts>(
        `/organisation/${encodeURIComponent(organisationId ?? '')}/battery-forecasts`,
      ),
    enabled: !!organisationId,
    staleTime: 600_000,
  });
}

/** The device list's "Battery forecast" column: days left and the date, sorted by days left (unknown last). */
export function batteryForecastColumn(
  t: TFunction,
  forecasts: Readonly<Record<string, DeviceBatteryForecast>> | undefined,
  now: number,
  dateFormat: DateFormat,
): ListColumn<Device> {
  const of = (device: Device) => forecasts?.[device.id];
  return {
    key: 'batteryForecast',
    label: t('devices.batteryForecast'),
    sortValue: (device) => of(device)?.daysLeft ?? null,
    priority: 4,
    width: 150,
    render: (device) => {
      const forecast = of(device);
      if (!forecast)
        return (
          <span className={styles.muted} title={t('devices.forecastUnknown')}>
            {t('devices.noValue')}
          </span>
        );
      const date = formatDate(new Date(now + forecast.daysLeft * dayMs), dateFormat);
      return (
        <span
          title={t(`incidents.battery.confidence.${forecast.confidence}`)}
          className={
            forecast.daysLeft <= forecastWarningDays ? `${styles.nowrap} ${styles.warning}` : styles.nowrap
          }
        >
          {t('devices.forecastDays', { count: forecast.daysLeft, date })}
        </span>
      );
    },
  };
}
