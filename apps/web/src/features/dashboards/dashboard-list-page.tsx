import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublicIcon from '@mui/icons-material/Public';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { dashboardNameField } from '@pinpoint/shared/widgets/dashboard.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { EditorDialog, type EditorField } from '../../components/editor-dialog.tsx';
import { AddButton } from '../../components/list-buttons.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type DashboardSummary, useDashboardMutations, useDashboards } from './api.ts';
import { useFailureText } from './failure-text.ts';

const nameSchema = z.object({ name: dashboardNameField });
type NameInput = z.input<typeof nameSchema>;

type Editing = { kind: 'add' } | { kind: 'rename'; dashboard: DashboardSummary } | null;

/** Route /dashboard: the organisation's dashboards, to open, add, rename, duplicate and delete. */
export function DashboardListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const failure = useFailureText();
  const editable = canManage(useSelectedRole());
  const dashboards = useDashboards(organisationId);
  const { create, rename, duplicate, remove } = useDashboardMutations(organisationId);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useRef('');

  const deletion = useDeleteConfirmation<DashboardSummary>({
    remove: async ([dashboard]) => {
      if (!dashboard) return;
      deleting.current = dashboard.name;
      await remove.mutateAsync(dashboard.id);
    },
    nameOf: (dashboard) => dashboard.name,
    texts: {
      deletedOne: 'dashboards.deleted',
      titleOne: 'dashboards.deleteTitle',
      confirmOne: 'dashboards.deleteText',
    },
    failure: (error) => failure(error, 'messages.errorDeleting', deleting.current),
  });

  const handleSave = async ({ name }: { name: string }) => {
    if (editing?.kind === 'rename') {
      try {
        await rename.mutateAsync({ id: editing.dashboard.id, name });
      } catch (error) {
        notify(failure(error, 'messages.errorUpdating', editing.dashboard.name), 'error');
        throw error;
      }
      notify(t('dashboards.renamed', { name }), 'success');
      setEditing(null);
      return;
    }
    let created: { id: string };
    try {
      created = await create.mutateAsync(name);
    } catch (error) {
      notify(failure(error, 'messages.errorAdding', name), 'error');
      throw error;
    }
    notify(t('dashboards.added', { name }), 'success');
    setEditing(null);
    void navigate(`/dashboard/${created.id}`);
  };

  const handleDuplicate = async (dashboard: DashboardSummary) => {
    const name = t('dashboards.copyName', { name: dashboard.name }).slice(0, 100);
    try {
      await duplicate.mutateAsync({ id: dashboard.id, name });
      notify(t('dashboards.duplicated', { name }), 'success');
    } catch (error) {
      notify(failure(error, 'messages.errorAdding', name), 'error');
    }
  };

  const columns: ListColumn<DashboardSummary>[] = [
    {
      key: 'name',
      label: t('dashboards.name'),
      sortValue: (dashboard) => dashboard.name.toLowerCase(),
      render: (dashboard) => (
        <Link component={RouterLink} to={`/dashboard/${dashboard.id}`} sx={{ fontWeight: 600 }}>
          {dashboard.name}
        </Link>
      ),
    },
    {
      key: 'widgets',
      label: t('dashboards.widgetCount'),
      sortValue: (dashboard) => dashboard.widgetCount,
      render: (dashboard) => dashboard.widgetCount,
      hideBelow: 'sm',
    },
    {
      key: 'shared',
      label: t('dashboards.sharing'),
      sortValue: (dashboard) => (dashboard.shared ? 1 : 0),
      render: (dashboard) =>
        dashboard.shared ? (
          <Chip
            size="small"
            icon={<PublicIcon />}
            label={t('dashboards.shared')}
            color="info"
            variant="outlined"
          />
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {t('dashboards.notShared')}
          </Typography>
        ),
      hideBelow: 'md',
    },
    {
      key: 'updated',
      label: t('dashboards.lastChanged'),
      sortValue: (dashboard) => dashboard.updatedAt,
      render: (dashboard) => <RelativeTime value={dashboard.updatedAt} />,
      secondary: true,
    },
  ];

  const nameField: EditorField<NameInput>[] = [
    { name: 'name', label: t('dashboards.name'), required: true, autoComplete: 'off' },
  ];
  const addButton = editable ? (
    <AddButton label={t('dashboards.add')} onClick={() => setEditing({ kind: 'add' })} />
  ) : null;
  const hasRows = (dashboards.data ?? []).length > 0;

  return (
    <>
      <PageHeader title={t('dashboards.title')} actions={hasRows ? addButton : null} />
      <ListShell
        label={t('dashboards.title')}
        rows={dashboards.data}
        loading={!organisationId || dashboards.isLoading}
        columns={columns}
        defaultSort={{ key: 'name', direction: 'asc' }}
        getRowId={(dashboard) => dashboard.id}
        getRowLabel={(dashboard) => dashboard.name}
        searchText={(dashboard) => dashboard.name}
        rowActionItems={
          editable
            ? (dashboard) => [
                {
                  label: t('dashboards.rename', { name: dashboard.name }),
                  icon: <EditIcon fontSize="small" />,
                  onClick: () => setEditing({ kind: 'rename', dashboard }),
                },
                {
                  label: t('dashboards.duplicate', { name: dashboard.name }),
                  icon: <ContentCopyIcon fontSize="small" />,
                  onClick: () => void handleDuplicate(dashboard),
                },
                {
                  label: t('dashboards.delete', { name: dashboard.name }),
                  icon: <DeleteIcon fontSize="small" />,
                  danger: true,
                  onClick: () => deletion.ask([dashboard]),
                },
              ]
            : undefined
        }
        empty={{
          title: t('dashboards.emptyTitle'),
          text: t('dashboards.emptyText'),
          icon: <DashboardIcon />,
          action: addButton ?? undefined,
        }}
      />
      <EditorDialog
        open={editing !== null}
        title={editing?.kind === 'rename' ? t('dashboards.renameTitle') : t('dashboards.addTitle')}
        schema={nameSchema}
        defaultValues={{ name: editing?.kind === 'rename' ? editing.dashboard.name : '' }}
        fields={nameField}
        submitLabel={editing?.kind === 'rename' ? t('common.save') : t('dashboards.create')}
        onSubmit={handleSave}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </>
  );
}
