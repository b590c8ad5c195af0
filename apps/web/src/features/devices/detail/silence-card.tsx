import Typography from '@mui/material/Typography';
import type { BatteryForecastAnswer } from '@pinpoint/shared/battery-forecast.ts';
import { explainSilence, isLate, type Silence, type SilenceReason } from '@pinpoint/shared/silence.ts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { deviceKeys } from '../../../lib/device-cache.ts';
import { freshForMs } from '../../../lib/device-status.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { Device } from '../api.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** "40 seconds", "15 minutes", "3 hours", "2 days": a duration in its largest fitting unit. */
export function formatDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 120
      ? [seconds, 'second']
      : seconds < 7_200
        ? [seconds / 60, 'minute']
        : seconds < 172_800
          ? [seconds / 3_600, 'hour']
          : [seconds / 86_400, 'day'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
    Math.round(value),
  );
}

/** One reason as a plain sentence, its values (dB, times, a step) put in words. */
function sentence(t: TFunction, reason: SilenceReason, locale: string): string {
  const v = reason.values;
  const when = (iso: string | number | undefined) => formatDateTime(new Date(String(iso)), locale);
  switch (reason.code) {
    case 'weak_signal':
      return t('silence.reasons.weakSignal', { rssi: v.rssi, snr: v.snr });
    case 'signal_falling':
      return t('silence.reasons.signalFalling', { from: v.from, to: v.to });
    case 'sf_rising':
      return t('silence.reasons.sfRising', { from: v.from, to: v.to });
    case 'sf_max':
      return t('silence.reasons.sfMax');
    case 'gateways_falling':
      return t('silence.reasons.gatewaysFalling', { from: v.from, to: v.to });
    case 'battery_low':
      return t('silence.reasons.batteryLow', { count: Number(v.days) });
    case 'joined_after_uplink':
      return t('silence.reasons.joinedAfterUplink', { at: when(v.at) });
    case 'downlink_failed':
      return t('silence.reasons.downlinkFailed', {
        at: when(v.at),
        error: v.error || t('silence.reasons.noError'),
      });
    case 'checklist_open': {
      const step = String(v.step) as 'registered' | 'joined' | 'firstUplink' | 'decoded' | 'location';
      return t('silence.reasons.checklistOpen', { step: t(`integrations.checklist.steps.${step}`) });
    }
    case 'nothing_known':
      return t('silence.reasons.nothingKnown');
  }
}

/**
 * Why a late or offline device is likely silent (issue 30 item 5): what the server knows
 * (GET /device/{id}/silence) and the battery forecast the page already reads, as sentences.
 * Nothing while the device reports on time, or before its first uplink (the checklist says why).
 */
export function SilenceCard({ device, now }: { device: Device; now: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const locale = locales[i18n.language] ?? i18n.language;
  const seen = device.lastSeenAt ? Date.parse(device.lastSeenAt) : null;
  const offline = seen !== null && now - seen >= freshForMs;
  const shown = offline || isLate(device, now, freshForMs);
  const silence = useQuery({
    queryKey: [...deviceKeys.detail(device.id), 'silence', device.lastSeenAt],
    queryFn: () => api.mutate.get<Silence>(`/device/${encodeURIComponent(device.id)}/silence`),
    enabled: shown,
  });
  // The same query as the page's battery forecast line: one request for both.
  const battery = useQuery({
    queryKey: ['devices', 'battery-forecast', device.id],
    queryFn: () =>
      api.mutate.get<BatteryForecastAnswer>(`/device/${encodeURIComponent(device.id)}/battery-forecast`),
    staleTime: 3_600_000,
    enabled: shown,
  });
  if (!shown || seen === null) return null;
  const interval = device.usualIntervalS ?? silence.data?.usualIntervalS ?? null;
  const values = {
    silent: formatDuration((now - seen) / 1000, locale),
    interval: interval ? formatDuration(interval, locale) : '',
  };
  const intro = !offline
    ? t('silence.late', values)
    : interval
      ? t('silence.offline', values)
      : t('silence.offlineUnknown', values);
  const reasons = silence.data
    ? explainSilence({ ...silence.data, batteryDaysLeft: battery.data?.forecast?.daysLeft ?? null })
    : [];
  return (
    <SectionCard title={t('silence.title')} busy={silence.isFetching} busyLabel={t('silence.loading')}>
      <Typography variant="body2" sx={{ color: offline ? 'text.secondary' : 'warning.main', mb: 1 }}>
        {intro}
      </Typography>
      {reasons.length ? (
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {reasons.map((reason) => (
            <li key={reason.code}>{sentence(t, reason, locale)}</li>
          ))}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
