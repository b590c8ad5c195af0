import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useConfig } from '../../lib/config.ts';
import { formatDate } from '../../lib/format-date.ts';
import { ActionLogsTable } from './action-logs-table.tsx';
import { type Action, useAction, useActionLogs } from './api.ts';
import { changeRange, type DayRange, firstDay, lastDay, lastWeek, toApiRange } from './log-range.ts';

/** Route /action/{id}/logs: the action's firings and delivery attempts over a date range. */
export function ActionLogsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const action = useAction(id);
  const back = (
    <Button
      component={RouterLink}
      to="/action"
      nativeButton={false}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('actions.back')}
    </Button>
  );

  if (action.isLoading) return <PageSpinner label={t('actions.loading')} />;
  if (action.isError) {
    return (
      <Stack sx={{ gap: 2 }}>
        {back}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void action.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {t('actions.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  if (!action.data) {
    return (
      <Stack sx={{ gap: 2 }}>
        {back}
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('actions.notFoundTitle')}
          text={t('actions.notFoundText')}
        />
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {back}
      <Logs action={action.data} onRefreshAction={() => void action.refetch()} />
    </Stack>
  );
}

function Logs({ action, onRefreshAction }: { action: Action; onRefreshAction: () => void }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<DayRange>(() => lastWeek());
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const range = useMemo(() => toApiRange(days), [days]);
  const logs = useActionLogs(action.id, range, page, pageSize);

  const handleRange = (next: DayRange) => {
    setDays(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('actions.logsTitleOf', { name: action.name })}
        actions={
          <Button
            variant="outlined"
            startIcon={
              logs.isFetching ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : (
                <RefreshIcon />
              )
            }
            disabled={logs.isFetching}
            onClick={() => {
              void logs.refetch();
              onRefreshAction();
            }}
          >
            {t('actions.refresh')}
          </Button>
        }
      />
      <RangePicker range={days} onChange={handleRange} />
      {logs.isError ? <Alert severity="error">{t('actions.loadFailed')}</Alert> : null}
      <ActionLogsTable
        action={action}
        rows={logs.data?.items ?? (logs.isError ? [] : undefined)}
        loading={logs.isFetching}
        pagination={{
          page,
          pageSize,
          total: logs.data?.total ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    </>
  );
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** From and to dates (1900-01-01 to 2099-12-31), with the range in the site's date format. */
function RangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const { defaultDateFormat } = useConfig();
  const shown = `${formatDate(asDate(range.from), defaultDateFormat, 'UTC')} – ${formatDate(asDate(range.to), defaultDateFormat, 'UTC')}`;
  const input = { inputLabel: { shrink: true }, htmlInput: { min: firstDay, max: lastDay } };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        type="date"
        size="small"
        label={t('actions.from')}
        value={range.from}
        onChange={(event) => onChange(changeRange(range, 'from', event.target.value))}
        slotProps={input}
      />
      <TextField
        type="date"
        size="small"
        label={t('actions.to')}
        value={range.to}
        onChange={(event) => onChange(changeRange(range, 'to', event.target.value))}
        slotProps={input}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {t('actions.rangeShown', { range: shown })}
      </Typography>
    </Stack>
  );
}
