import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { canAdminister } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useOrganisationMutations } from './api.ts';
import type { Organisation } from './types.ts';

type Props = { organisation: Organisation; invitations: Invitation[] };

/** Invitations of people who have not signed in yet; admins cancel them. */
export function InvitationsTable({ organisation, invitations }: Props) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const { cancelInvitation } = useOrganisationMutations();

  const handleCancel = async (invitation: Invitation) => {
    try {
      await cancelInvitation.mutateAsync({ id: organisation.id, invitationId: invitation.id });
      notify(t('members.invitationCancelled', { email: invitation.email }), 'success');
    } catch (error) {
      notify(errorText(error, t('members.cancelError')), 'error');
    }
  };

  const columns: ListColumn<Invitation>[] = [
    { key: 'email', label: t('members.email'), render: (invitation) => invitation.email },
    { key: 'role', label: t('members.role'), render: (invitation) => t(`roles.${invitation.role}`) },
    {
      key: 'invitedBy',
      label: t('members.invitedBy'),
      render: (invitation) => invitation.invitedBy ?? '',
      secondary: true,
    },
    {
      key: 'sent',
      label: t('members.sent'),
      render: (invitation) => <RelativeTime value={invitation.createdAt} />,
      secondary: true,
    },
  ];

  return (
    <Stack component="section" aria-labelledby="pending-invitations" sx={{ gap: 1, mt: 2 }}>
      <Typography variant="h6" component="h2" id="pending-invitations">
        {t('members.pending')}
      </Typography>
      <ListShell
        label={t('members.pending')}
        rows={invitations}
        columns={columns}
        getRowId={(invitation) => invitation.id}
        getRowLabel={(invitation) => invitation.email}
        rowActions={
          canAdminister(organisation.role)
            ? (invitation) => (
                <Tooltip title={t('members.cancelInvitation', { email: invitation.email })}>
                  <IconButton
                    aria-label={t('members.cancelInvitation', { email: invitation.email })}
                    onClick={() => void handleCancel(invitation)}
                  >
                    <CancelScheduleSendIcon />
                  </IconButton>
                </Tooltip>
              )
            : undefined
        }
        empty={{ title: t('members.noPendingTitle'), text: t('members.noPendingText') }}
      />
    </Stack>
  );
}
