import HistoryIcon from '@mui/icons-material/History';
import LockIcon from '@mui/icons-material/Lock';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrganisationLog } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { usePaging } from '../../components/use-paging.ts';
import { canAdminister } from '../../lib/roles.ts';
import { useOrganisationLogs } from './api.ts';
import { describeLog } from './describe-log.ts';
import { OrganisationPageFrame } from './organisation-page-frame.tsx';
import type { Organisation } from './types.ts';
import { useRouteOrganisation } from './use-route-organisation.ts';

/** Route /organisation/{id}/logs: who did what to which object and when, newest first, paged. */
export function OrganisationLogsPage() {
  const { t } = useTranslation();
  const route = useRouteOrganisation();
  return (
    <OrganisationPageFrame
      route={route}
      title={(organisation) => t('logs.title', { name: organisation.name })}
    >
      {(organisation) =>
        canAdminister(organisation.role) ? (
          <Logs organisation={organisation} />
        ) : (
          <EmptyState icon={<LockIcon />} title={t('logs.adminsOnlyTitle')} text={t('logs.adminsOnlyText')} />
        )
      }
    </OrganisationPageFrame>
  );
}

function Logs({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const logs = useOrganisationLogs(organisation.id, paging.page, paging.pageSize);

  const columns: ListColumn<OrganisationLog>[] = [
    { key: 'when', label: t('logs.when'), render: (log) => <RelativeTime value={log.createdAt} /> },
    { key: 'who', label: t('logs.who'), render: (log) => describeLog(log, t).who },
    {
      key: 'what',
      label: t('logs.what'),
      render: (log) => {
        const { action, detail } = describeLog(log, t);
        return (
          <Stack>
            <span>{action}</span>
            {detail ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {detail}
              </Typography>
            ) : null}
          </Stack>
        );
      },
    },
    { key: 'object', label: t('logs.object'), render: (log) => describeLog(log, t).object },
  ];

  return (
    <ListShell
      label={t('logs.title', { name: organisation.name })}
      rows={logs.data?.items}
      loading={logs.isFetching}
      columns={columns}
      getRowId={(log) => String(log.id)}
      getRowLabel={(log) => describeLog(log, t).action}
      empty={{
        title: t('organisations.logsEmptyTitle'),
        text: t('organisations.logsEmptyText'),
        icon: <HistoryIcon />,
      }}
      pagination={paging.pagination(logs.data?.total ?? 0)}
    />
  );
}
