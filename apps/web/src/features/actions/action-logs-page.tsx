import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, MissingItem } from '../../components/back-link.tsx';
import { DayRangePicker } from '../../components/day-range-picker.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { usePaging } from '../../components/use-paging.ts';
import { useConfig } from '../../lib/config.ts';
import { type DayRange, lastDays, toApiRange } from '../../lib/day-range.ts';
import { ActionLogsTable } from './action-logs-table.tsx';
import { type Action, useAction, useActionLogs } from './api.ts';

/** Route /action/{id}/logs: the action's firings and delivery attempts over a date range. */
export function ActionLogsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const action = useAction(id);
  const back = <BackLink to="/action" label={t('actions.back')} />;

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
      <MissingItem
        back={{ to: '/action', label: t('actions.back') }}
        title={t('actions.notFoundTitle')}
        text={t('actions.notFoundText')}
      />
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
  const { defaultDateFormat } = useConfig();
  const [days, setDays] = useState<DayRange>(() => lastDays(7));
  const paging = usePaging();
  const range = useMemo(() => toApiRange(days), [days]);
  const logs = useActionLogs(action.id, range, paging.page, paging.pageSize);

  const handleRange = (next: DayRange) => {
    setDays(next);
    paging.restart();
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
      <DayRangePicker range={days} dateFormat={defaultDateFormat} onChange={handleRange} />
      {logs.isError ? <Alert severity="error">{t('actions.loadFailed')}</Alert> : null}
      <ActionLogsTable
        action={action}
        rows={logs.data?.items ?? (logs.isError ? [] : undefined)}
        loading={logs.isFetching}
        pagination={paging.pagination(logs.data?.total ?? 0)}
      />
    </>
  );
}
