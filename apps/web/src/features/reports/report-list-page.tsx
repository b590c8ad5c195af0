import AssessmentIcon from '@mui/icons-material/Assessment';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { describeSchedule } from '@pinpoint/shared/report.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { AddButton } from '../../components/list-buttons.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type Report, useReportMutations, useReports } from './api.ts';
import { formatNextRun } from './run-period.ts';
import { RunStatus } from './run-status.tsx';
import { useReportFailure } from './use-report-failure.ts';

const language = (lang: string) => (lang.startsWith('fr') ? 'fr' : 'en');

/** Route /report: the organisation's reports with their schedule in words, last and next runs. */
export function ReportListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const failure = useReportFailure();
  const editable = canManage(useSelectedRole());
  const reports = useReports(organisationId);
  const { setEnabled, duplicate, remove } = useReportMutations(organisationId);
  const deleting = useRef('');

  const deletion = useDeleteConfirmation<Report>({
    remove: async ([report]) => {
      if (!report) return;
      deleting.current = report.name;
      await remove.mutateAsync(report.id);
    },
    nameOf: (report) => report.name,
    texts: {
      deletedOne: 'reports.deleted',
      titleOne: 'reports.deleteTitle',
      confirmOne: 'reports.deleteText',
    },
    failure: (error) => failure(error, 'messages.errorDeleting', deleting.current),
  });

  const handleDuplicate = async (report: Report) => {
    try {
      const copy = await duplicate.mutateAsync(report.id);
      notify(t('reports.duplicated', { name: copy.name }), 'success');
    } catch (error) {
      notify(failure(error, 'messages.errorAdding', report.name), 'error');
    }
  };

  const handleToggle = (report: Report, enabled: boolean) =>
    setEnabled.mutate(
      { id: report.id, enabled },
      {
        onSuccess: () =>
          notify(t(enabled ? 'reports.enabledNow' : 'reports.disabledNow', { name: report.name }), 'success'),
        onError: (error) => notify(failure(error, 'messages.errorUpdating', report.name), 'error'),
      },
    );

  const columns: ListColumn<Report>[] = [
    {
      key: 'name',
      label: t('reports.columns.name'),
      sortValue: (report) => report.name.toLowerCase(),
      render: (report) => (
        <Link component={RouterLink} to={`/report/${report.id}`} sx={{ fontWeight: 600 }}>
          {report.name}
        </Link>
      ),
    },
    {
      key: 'schedule',
      label: t('reports.columns.schedule'),
      render: (report) => describeSchedule(report.schedule, language(i18n.language)),
    },
    {
      key: 'recipients',
      label: t('reports.columns.recipients'),
      sortValue: (report) => report.recipients.length,
      render: (report) => (
        <Tooltip title={report.recipients.map((r) => r.name || r.email).join(', ')} describeChild>
          <span>{t('reports.recipientCount', { count: report.recipients.length })}</span>
        </Tooltip>
      ),
      hideBelow: 'md',
    },
    {
      key: 'lastRun',
      label: t('reports.columns.lastRun'),
      sortValue: (report) => report.lastRun?.createdAt ?? null,
      render: (report) =>
        report.lastRun ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <RunStatus status={report.lastRun.status} />
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              <RelativeTime value={report.lastRun.finishedAt ?? report.lastRun.createdAt} />
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {t('reports.never')}
          </Typography>
        ),
      secondary: true,
    },
    {
      key: 'nextRun',
      label: t('reports.columns.nextRun'),
      sortValue: (report) => report.nextRunAt,
      render: (report) =>
        report.nextRunAt ? (
          <time dateTime={report.nextRunAt}>
            {formatNextRun(report.nextRunAt, report.timeZone, i18n.language)}
          </time>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {t('reports.off')}
          </Typography>
        ),
      secondary: true,
    },
    {
      key: 'enabled',
      label: t('reports.columns.enabled'),
      sortValue: (report) => (report.enabled ? 1 : 0),
      render: (report) => (
        <Switch
          checked={report.enabled}
          disabled={!editable}
          onChange={(event) => handleToggle(report, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('reports.enabledOf', { name: report.name }) } }}
        />
      ),
    },
  ];

  const addButton = editable ? (
    <AddButton label={t('reports.add')} onClick={() => void navigate('/report/new')} />
  ) : null;
  const hasRows = (reports.data ?? []).length > 0;

  return (
    <>
      <PageHeader title={t('reports.title')} actions={hasRows ? addButton : null} />
      <ListShell
        label={t('reports.title')}
        rows={reports.data}
        loading={!organisationId || reports.isLoading}
        columns={columns}
        defaultSort={{ key: 'name', direction: 'asc' }}
        getRowId={(report) => report.id}
        getRowLabel={(report) => report.name}
        searchText={(report) => report.name}
        rowActionItems={
          editable
            ? (report) => [
                {
                  label: t('reports.edit', { name: report.name }),
                  icon: <EditIcon fontSize="small" />,
                  to: `/report/${report.id}`,
                },
                {
                  label: t('reports.duplicate', { name: report.name }),
                  icon: <ContentCopyIcon fontSize="small" />,
                  onClick: () => void handleDuplicate(report),
                },
                {
                  label: t('reports.delete', { name: report.name }),
                  icon: <DeleteIcon fontSize="small" />,
                  danger: true,
                  onClick: () => deletion.ask([report]),
                },
              ]
            : undefined
        }
        empty={{
          title: t('reports.emptyTitle'),
          text: t('reports.emptyText'),
          icon: <AssessmentIcon />,
          action: addButton ?? undefined,
        }}
      />
      {deletion.dialog}
    </>
  );
}
