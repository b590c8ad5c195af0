import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { memberInviteSchema } from '@pinpoint/shared/organisation.ts';
import { type Role, roleSchema } from '@pinpoint/shared/user.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EditorDialog } from '../../components/editor-dialog.tsx';
import { useConfig } from '../../lib/config.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { canAdminister, hasRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useMembers, useOrganisationMutations } from './api.ts';
import { InvitationsTable } from './invitations-table.tsx';
import { MembersTable } from './members-table.tsx';
import { OrganisationPageFrame } from './organisation-page-frame.tsx';
import type { Organisation } from './types.ts';
import { useCanLeave } from './use-can-leave.ts';
import { useRouteOrganisation } from './use-route-organisation.ts';

/** Route /organisation/{id}/members. */
export function OrganisationMembersPage() {
  const { t } = useTranslation();
  const route = useRouteOrganisation();
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { organisation_enabled } = useConfig();
  // While organisations are off, the user's only organisation cannot be left; nor can its only owner leave.
  const notSoleOwner = useCanLeave([route.organisation]);
  const canLeave = (organisation_enabled || route.count > 1) && notSoleOwner(route.id);
  return (
    <OrganisationPageFrame
      route={route}
      title={(organisation) => t('members.title', { name: organisation.name })}
      actions={(organisation) => (
        <>
          {canLeave ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => setLeaving(true)}
            >
              {t('organisations.leave')}
            </Button>
          ) : null}
          {canAdminister(organisation.role) ? (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              {t('members.invite')}
            </Button>
          ) : null}
        </>
      )}
    >
      {(organisation) => (
        <Members
          organisation={organisation}
          inviting={inviting}
          leaving={leaving}
          onInvited={() => setInviting(false)}
          onLeaveDone={() => setLeaving(false)}
        />
      )}
    </OrganisationPageFrame>
  );
}

type MembersProps = {
  organisation: Organisation;
  inviting: boolean;
  leaving: boolean;
  onInvited: () => void;
  onLeaveDone: () => void;
};

function Members({ organisation, inviting, leaving, onInvited, onLeaveDone }: MembersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const members = useMembers(organisation.id);
  const mutations = useOrganisationMutations();
  const id = organisation.id;
  // Only owners grant the owner role.
  const assignable = roleSchema.options.filter(
    (role) => role !== 'owner' || hasRole(organisation.role, 'owner'),
  );
  const roleOptions = assignable.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  const handleInvite = async ({ email, role }: { email: string; role: Role }) => {
    try {
      // The same answer whether or not the address has an account: they join on accepting.
      await mutations.invite.mutateAsync({ id, email, role });
      notify(t('members.invited', { email }), 'success');
      onInvited();
    } catch (error) {
      notify(errorText(error, t('members.inviteError')), 'error');
      throw error;
    }
  };

  const handleLeave = async () => {
    try {
      await mutations.leave.mutateAsync(id);
      notify(t('organisations.left', { name: organisation.name }), 'success');
      onLeaveDone();
      void navigate('/organisation');
    } catch (error) {
      notify(errorText(error, t('errors.organisationLeave')), 'error');
    }
  };

  return (
    <>
      <MembersTable
        organisation={organisation}
        members={members.data?.members}
        loading={members.isLoading}
        roleOptions={roleOptions}
      />
      {members.data && members.data.invitations.length > 0 ? (
        <InvitationsTable organisation={organisation} invitations={members.data.invitations} />
      ) : null}
      <EditorDialog
        open={inviting}
        title={t('members.inviteTitle', { name: organisation.name })}
        schema={memberInviteSchema}
        defaultValues={{ email: '', role: 'member' }}
        fields={[
          { name: 'email', label: t('members.email'), kind: 'email', required: true, autoComplete: 'off' },
          {
            name: 'role',
            label: t('members.role'),
            kind: 'select',
            required: true,
            options: roleOptions,
            helperText: t('members.inviteHelp'),
          },
        ]}
        submitLabel={t('members.sendInvite')}
        onSubmit={handleInvite}
        onClose={onInvited}
      />
      <ConfirmDialog
        open={leaving}
        title={t('organisations.leaveTitle', { name: organisation.name })}
        text={t('organisations.leaveText')}
        confirmLabel={t('organisations.leave')}
        onConfirm={handleLeave}
        onClose={onLeaveDone}
      />
    </>
  );
}
