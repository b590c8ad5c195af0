import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrganisationInput } from '@pinpoint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useConfig } from '../../lib/config.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useOrganisationMutations, useOrganisations } from './api.ts';
import { MyInvitations } from './my-invitations.tsx';
import { OrganisationDetails } from './organisation-details.tsx';
import { OrganisationEditor } from './organisation-editor.tsx';
import { organisationRowActions } from './organisation-row-actions.tsx';
import type { Organisation } from './types.ts';
import { useCanLeave } from './use-can-leave.ts';
import { useSelectOrganisation } from './use-select-organisation.ts';

type Pending = { kind: 'delete' | 'leave'; organisation: Organisation };

/**
 * Route /organisation: the selected organisation's settings and the user's organisations, to
 * switch between, edit, delete (typing the name) and leave. Creating one needs organisation_enabled.
 */
export function OrganisationsPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const notify = useUiStore((state) => state.showSnackbar);
  const selectedId = useUiStore((state) => state.selectedOrganisationId);
  const errorText = useErrorText();
  const organisations = useOrganisations(true);
  const mutations = useOrganisationMutations();
  const selectOrganisation = useSelectOrganisation();
  const [editing, setEditing] = useState<Organisation | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const list = organisations.data ?? [];
  const selected = list.find((organisation) => organisation.id === selectedId) ?? null;
  // With organisations turned off the user keeps at least one; leaving or deleting the last is refused.
  const canDrop = config.organisation_enabled || list.length > 1;
  // Not offered to an organisation's only owner: the server would refuse.
  const canLeave = useCanLeave(list);

  const handleSave = async (input: OrganisationInput) => {
    const existing = editing === 'new' ? null : editing;
    try {
      if (existing) await mutations.update.mutateAsync({ id: existing.id, input });
      else {
        const created = await mutations.create.mutateAsync(input);
        selectOrganisation(created.id);
      }
    } catch (error) {
      notify(errorText(error, t(existing ? 'errors.organisationUpdate' : 'errors.organisationAdd')), 'error');
      throw error;
    }
    notify(t(existing ? 'organisations.updated' : 'organisations.added', { name: input.name }), 'success');
    setEditing(null);
  };

  const handleSwitch = (organisation: Organisation) => {
    selectOrganisation(organisation.id);
    notify(t('organisations.switched', { name: organisation.name }), 'success');
  };

  const handleConfirm = async (typed: string) => {
    if (!pending) return;
    const { kind, organisation } = pending;
    try {
      if (kind === 'delete') await mutations.remove.mutateAsync({ id: organisation.id, confirmName: typed });
      else await mutations.leave.mutateAsync(organisation.id);
      notify(
        t(kind === 'delete' ? 'organisations.deleted' : 'organisations.left', { name: organisation.name }),
        'success',
      );
      setPending(null);
    } catch (error) {
      notify(
        errorText(error, t(kind === 'delete' ? 'errors.organisationDelete' : 'errors.organisationLeave')),
        'error',
      );
    }
  };

  const columns: ListColumn<Organisation>[] = [
    {
      key: 'name',
      label: t('organisations.name'),
      render: (organisation) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <span>{organisation.name}</span>
          {organisation.id === selectedId ? (
            <Chip size="small" color="primary" variant="outlined" label={t('organisations.selected')} />
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'role',
      label: t('organisations.role'),
      render: (organisation) => t(`roles.${organisation.role}`),
    },
    { key: 'address', label: t('organisations.address'), render: (o) => o.address, secondary: true },
    { key: 'email', label: t('organisations.email'), render: (o) => o.email, secondary: true },
    { key: 'phone', label: t('organisations.phone'), render: (o) => o.phone, secondary: true },
  ];

  const addButton = config.organisation_enabled ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {t('organisations.add')}
    </Button>
  ) : null;

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeader title={t('organisations.title')} actions={addButton} />
      <MyInvitations />
      {selected ? <OrganisationDetails organisation={selected} onEdit={() => setEditing(selected)} /> : null}
      <Stack component="section" aria-labelledby="your-organisations" sx={{ gap: 1 }}>
        <Typography variant="h6" component="h2" id="your-organisations">
          {t('organisations.yours')}
        </Typography>
        <ListShell
          label={t('organisations.yours')}
          rows={organisations.data}
          loading={organisations.isLoading}
          columns={columns}
          getRowId={(organisation) => organisation.id}
          getRowLabel={(organisation) => organisation.name}
          searchText={(organisation) => `${organisation.name} ${organisation.address} ${organisation.email}`}
          rowActionItems={(organisation) =>
            organisationRowActions(t, {
              organisation,
              selected: organisation.id === selectedId,
              canDrop,
              canLeave: canLeave(organisation.id),
              onSwitch: () => handleSwitch(organisation),
              onEdit: () => setEditing(organisation),
              onDelete: () => setPending({ kind: 'delete', organisation }),
              onLeave: () => setPending({ kind: 'leave', organisation }),
            })
          }
          empty={{
            title: t('organisations.emptyTitle'),
            text: t('organisations.emptyText'),
            icon: <BusinessIcon />,
            action: addButton,
          }}
        />
      </Stack>
      <OrganisationEditor editing={editing} onSubmit={handleSave} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'delete'
            ? t('organisations.deleteTitle', { name: pending.organisation.name })
            : t('organisations.leaveTitle', { name: pending?.organisation.name ?? '' })
        }
        text={pending?.kind === 'delete' ? t('organisations.deleteText') : t('organisations.leaveText')}
        confirmLabel={pending?.kind === 'delete' ? t('common.delete') : t('organisations.leave')}
        typeToConfirm={
          pending?.kind === 'delete'
            ? {
                value: pending.organisation.name,
                label: t('organisations.confirmName'),
                help: t('organisations.typeName', { name: pending.organisation.name }),
              }
            : undefined
        }
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
