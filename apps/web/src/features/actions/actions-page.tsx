import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { AddButton } from '../../components/list-buttons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { canAdminister, canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { ActionEditorDialog } from './action-editor-dialog.tsx';
import { isAssignError } from './action-form.ts';
import { ActionsTable } from './actions-table.tsx';
import {
  type Action,
  type ActionFields,
  useActionChoices,
  useActionMutations,
  useActions,
  useResumeAction,
  useSetActionEnabled,
} from './api.ts';
import { OutboxPanel } from './outbox-panel.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

/** Route /action: the organisation's actions and, for admins, the outbox (?tab=outbox). */
export function ActionsPage() {
  const { t } = useTranslation();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const role = useSelectedRole();
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const showOutbox = canAdminister(role);
  const tab = showOutbox && params.get('tab') === 'outbox' ? 'outbox' : 'actions';

  return (
    <>
      <PageHeader
        title={t('actions.title')}
        actions={
          <Button component={RouterLink} to="/incident" variant="outlined" startIcon={<ReportProblemIcon />}>
            {t('actions.incidents')}
          </Button>
        }
      />
      {showOutbox ? (
        <Tabs
          value={tab}
          onChange={(_event, next: string) => setParams(next === 'outbox' ? { tab: 'outbox' } : {})}
          aria-label={t('actions.tabs.label')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="actions"
            label={t('actions.tabs.actions')}
            id={`${tabsId}-actions`}
            aria-controls={`${tabsId}-panel`}
          />
          <Tab
            value="outbox"
            label={t('actions.tabs.outbox')}
            id={`${tabsId}-outbox`}
            aria-controls={`${tabsId}-panel`}
          />
        </Tabs>
      ) : null}
      <Box
        role={showOutbox ? 'tabpanel' : undefined}
        id={`${tabsId}-panel`}
        aria-labelledby={showOutbox ? `${tabsId}-${tab}` : undefined}
      >
        {tab === 'outbox' ? (
          <OutboxPanel organisationId={organisationId} />
        ) : (
          <ActionsList organisationId={organisationId} editable={canManage(role)} />
        )}
      </Box>
    </>
  );
}

function ActionsList({ organisationId, editable }: { organisationId: string | null; editable: boolean }) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const actions = useActions(organisationId);
  const { devices } = useActionChoices(organisationId);
  const { create, update, remove } = useActionMutations(organisationId);
  const setEnabled = useSetActionEnabled(organisationId);
  const resume = useResumeAction(organisationId);
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const existing = editing && editing !== 'new' ? editing : null;

  const handleSave = async (fields: ActionFields) => {
    try {
      const saved = existing
        ? await update.mutateAsync({ actionId: existing.id, input: fields })
        : await create.mutateAsync(fields);
      notify(t(existing ? 'actions.updated' : 'actions.added', { name: saved.name }), 'success');
      setEditing(null);
      if (saved.webhookSecret) setSecret({ name: saved.name, secret: saved.webhookSecret });
    } catch (error) {
      const fallback = t(existing ? 'errors.actionUpdate' : 'errors.actionAdd');
      notify(isAssignError(error) ? t('errors.actionAssign') : errorText(error, fallback), 'error');
      throw error;
    }
  };

  const handleToggle = (action: Action, enabled: boolean) =>
    setEnabled.mutate(
      { actionId: action.id, enabled },
      {
        onSuccess: () =>
          notify(t(enabled ? 'actions.enabledNow' : 'actions.disabledNow', { name: action.name }), 'success'),
        onError: (error) => notify(errorText(error, t('errors.actionUpdate')), 'error'),
      },
    );

  const handleResume = (action: Action) =>
    resume.mutate(action.id, {
      onSuccess: () => notify(t('actions.resumed', { name: action.name }), 'success'),
      onError: (error) => notify(errorText(error, t('errors.actionUpdate')), 'error'),
    });

  // One action at a time: the list has no bulk delete.
  const deletion = useDeleteConfirmation<Action>({
    remove: (rows) => Promise.all(rows.map((action) => remove.mutateAsync(action.id))),
    nameOf: (action) => action.name,
    texts: {
      deletedOne: 'actions.deleted',
      titleOne: 'actions.deleteTitle',
      confirmOne: 'actions.deleteText',
    },
    failure: (error) => errorText(error, t('errors.actionDelete')),
  });

  const addButton = editable ? (
    <AddButton label={t('actions.add')} onClick={() => setEditing('new')} />
  ) : null;

  return (
    <>
      <ActionsTable
        actions={actions.data}
        loading={!organisationId || actions.isLoading}
        devices={devices.data}
        editable={editable}
        addButton={addButton}
        onEdit={setEditing}
        onDelete={(action) => deletion.ask([action])}
        onToggle={handleToggle}
        onResume={handleResume}
        resuming={resume.isPending ? resume.variables : null}
      />
      <ActionEditorDialog
        open={editing !== null}
        action={existing}
        organisationId={organisationId}
        onSubmit={handleSave}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
    </>
  );
}
