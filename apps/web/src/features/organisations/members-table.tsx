import GroupIcon from '@mui/icons-material/Group';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Role } from '@pinpoint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { canAdminister, hasRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { useOrganisationMutations } from './api.ts';
import type { Organisation, OrganisationRole } from './types.ts';

type Props = {
  organisation: Organisation;
  members: OrganisationRole[] | undefined;
  loading: boolean;
  roleOptions: { value: Role; label: string }[];
};

/** The members with their roles; admins change roles and remove members, viewers only read. */
export function MembersTable({ organisation, members, loading, roleOptions }: Props) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const mutations = useOrganisationMutations();
  const [removing, setRemoving] = useState<OrganisationRole | null>(null);
  const admin = canAdminister(organisation.role);
  const owner = hasRole(organisation.role, 'owner');
  // Someone else, and an owner only by an owner.
  const canChange = (member: OrganisationRole) =>
    admin && member.userId !== user?.id && (owner || member.role !== 'owner');
  const nameOf = (member: OrganisationRole) => member.name || member.email;

  const handleRoleChange = async (member: OrganisationRole, role: Role) => {
    try {
      await mutations.changeRole.mutateAsync({ id: organisation.id, userId: member.userId, role });
      notify(t('members.roleChanged', { name: nameOf(member), role: t(`roles.${role}`) }), 'success');
    } catch (error) {
      notify(errorText(error, t('members.roleError')), 'error');
    }
  };

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await mutations.removeMember.mutateAsync({ id: organisation.id, userId: removing.userId });
      notify(t('members.removed', { name: nameOf(removing) }), 'success');
      setRemoving(null);
    } catch (error) {
      notify(errorText(error, t('members.removeError')), 'error');
    }
  };

  const columns: ListColumn<OrganisationRole>[] = [
    {
      key: 'name',
      label: t('members.name'),
      render: (member) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <span>{member.name || member.email}</span>
          {member.userId === user?.id ? <Chip size="small" label={t('members.you')} /> : null}
        </Stack>
      ),
    },
    { key: 'email', label: t('members.email'), render: (member) => member.email, secondary: true },
    {
      key: 'role',
      label: t('members.role'),
      render: (member) =>
        canChange(member) ? (
          <Select
            size="small"
            value={member.role}
            onChange={(event) => void handleRoleChange(member, event.target.value as Role)}
            inputProps={{ 'aria-label': t('members.roleOf', { name: nameOf(member) }) }}
            sx={{ minWidth: 140 }}
          >
            {roleOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        ) : (
          t(`roles.${member.role}`)
        ),
    },
    {
      key: 'since',
      label: t('members.since'),
      render: (member) => <RelativeTime value={member.since} />,
      secondary: true,
    },
  ];

  return (
    <>
      <ListShell
        label={t('members.listLabel', { name: organisation.name })}
        rows={members}
        loading={loading}
        columns={columns}
        getRowId={(member) => member.userId}
        getRowLabel={nameOf}
        searchText={(member) => `${member.name} ${member.email}`}
        rowActions={
          admin
            ? (member) =>
                canChange(member) ? (
                  <Tooltip title={t('members.remove', { name: nameOf(member) })}>
                    <IconButton
                      aria-label={t('members.remove', { name: nameOf(member) })}
                      onClick={() => setRemoving(member)}
                    >
                      <PersonRemoveIcon />
                    </IconButton>
                  </Tooltip>
                ) : null
            : undefined
        }
        empty={{
          title: t('organisations.membersEmptyTitle'),
          text: t('organisations.membersEmptyText'),
          icon: <GroupIcon />,
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('members.removeTitle', { name: removing ? nameOf(removing) : '' })}
        text={t('members.removeText', { name: organisation.name })}
        confirmLabel={t('members.removeConfirm')}
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
