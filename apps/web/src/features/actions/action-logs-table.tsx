import HistoryIcon from '@mui/icons-material/History';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alertTypeDefinitions } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { type ListColumn, type ListPagination, ListShell } from '../../components/list-shell.tsx';
import { formatDateTime, useFormatDate } from '../../lib/format-date.ts';
import { formatTemperature, useTemperatureUnit } from '../../lib/temperature.ts';
import type { Action, ActionLog } from './api.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };
const statusColours = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  retried: 'warning',
  refused: 'warning',
} as const;

type Props = {
  action: Action;
  rows: ActionLog[] | undefined;
  loading: boolean;
  pagination: ListPagination;
};

/** Every firing of an action and each delivery attempt, per channel and recipient. */
export function ActionLogsTable({ action, rows, loading, pagination }: Props) {
  const { t, i18n } = useTranslation();
  const unit = useTemperatureUnit();
  const locale = locales[i18n.language] ?? i18n.language;
  const definition = action.alertType ? alertTypeDefinitions[action.alertType] : undefined;

  const formatValue = (value: number) => {
    if (action.alertType === 'temperature') return formatTemperature(value, unit);
    if (definition?.threshold) return `${Math.round(value * 100) / 100} ${definition.threshold.unit}`;
    return value !== 0 ? t('common.yes') : t('common.no');
  };

  const destination = (log: ActionLog) => {
    if (!log.destination) return '';
    if (log.destination === 'outbox')
      return log.channel === 'sms'
        ? t('actions.destinations.outboxSms')
        : t('actions.destinations.outboxEmail');
    return t(`actions.destinations.${log.destination}`);
  };

  const columns: ListColumn<ActionLog>[] = [
    {
      key: 'time',
      label: t('actions.log.time'),
      render: (log) => <LogTime value={log.createdAt} locale={locale} />,
    },
    { key: 'event', label: t('actions.log.event'), render: (log) => t(`actions.events.${log.event}`) },
    { key: 'device', label: t('actions.log.device'), render: (log) => log.deviceName ?? '' },
    {
      key: 'channel',
      label: t('actions.log.channel'),
      render: (log) => (log.channel ? t(`actions.channels.${log.channel}`) : ''),
    },
    { key: 'recipient', label: t('actions.log.recipient'), render: (log) => log.recipient ?? '' },
    { key: 'destination', label: t('actions.log.destination'), render: destination, secondary: true },
    {
      key: 'status',
      label: t('actions.log.status'),
      // The attempt under the status keeps the table narrow enough for the message.
      render: (log) =>
        log.status ? (
          <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              color={statusColours[log.status]}
              label={t(`actions.statuses.${log.status}`)}
            />
            {log.attempt !== null ? (
              <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {t('actions.log.attemptNumber', { attempt: log.attempt })}
              </Typography>
            ) : null}
          </Stack>
        ) : null,
    },
    {
      key: 'error',
      label: t('actions.log.error'),
      // The error's class (http_500, timeout, quota reached, ...) and how long an HTTP try took.
      render: (log) =>
        log.error || log.latencyMs !== null ? (
          <Stack sx={{ alignItems: 'flex-start' }}>
            {log.error ? (
              <Typography variant="body2" sx={{ color: 'error.main', wordBreak: 'break-word' }}>
                {log.error}
              </Typography>
            ) : null}
            {log.latencyMs !== null ? (
              <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {t('actions.log.latency', { ms: log.latencyMs })}
              </Typography>
            ) : null}
          </Stack>
        ) : null,
    },
    {
      key: 'value',
      label: t('actions.log.value'),
      secondary: true,
      render: (log) => (
        <Stack sx={{ minWidth: 160, maxWidth: 360 }}>
          {log.value !== null ? <span>{formatValue(log.value)}</span> : null}
          {log.message ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
              {log.message}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <ListShell
      label={t('actions.logsTitleOf', { name: action.name })}
      rows={rows}
      loading={loading}
      columns={columns}
      getRowId={(log) => String(log.id)}
      getRowLabel={(log) => `${t(`actions.events.${log.event}`)} ${log.createdAt}`}
      empty={
        // Never fired at all, or just not in these dates.
        action.lastTriggeredAt === null
          ? { title: t('actions.logsEmptyTitle'), text: t('actions.logsEmptyText'), icon: <HistoryIcon /> }
          : {
              title: t('actions.logsRangeEmptyTitle'),
              text: t('actions.logsRangeEmptyText'),
              icon: <HistoryIcon />,
            }
      }
      pagination={pagination}
    />
  );
}

/** The date (site format) over the time of day, with the full date, time and zone on hover. */
function LogTime({ value, locale }: { value: string; locale: string }) {
  const formatDate = useFormatDate();
  const date = new Date(value);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return (
    <Tooltip title={formatDateTime(date, locale)} describeChild>
      <Stack component="time" dateTime={value} sx={{ whiteSpace: 'nowrap' }}>
        <span>{formatDate(date)}</span>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {time.format(date)}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
