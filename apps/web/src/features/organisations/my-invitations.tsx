import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InviteeInvitation } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useMyInvitationMutations, useMyInvitations } from './api.ts';

/**
 * On the organisations page: the invitations to the user's verified e-mail, each to accept or
 * decline; while the address is not verified (built-in sign-in), a notice to verify it, with a
 * way to get the link again.
 */
export function MyInvitations() {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const { data } = useMyInvitations();
  const mutations = useMyInvitationMutations();
  if (!data) return null;

  if (!data.emailVerified) {
    if (!data.canVerify) return null;
    const resend = async () => {
      try {
        const { email } = await mutations.resendLink.mutateAsync();
        notify(t('invitations.linkSent', { email }), 'success');
      } catch (error) {
        const tooSoon = error instanceof ApiError && error.status === 429;
        notify(tooSoon ? t('invitations.tooSoon') : errorText(error, t('invitations.resendError')), 'error');
      }
    };
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={resend} disabled={mutations.resendLink.isPending}>
            {t('invitations.resend')}
          </Button>
        }
      >
        <AlertTitle>{t('invitations.verifyTitle')}</AlertTitle>
        {t('invitations.verifyText', { email: data.email })}
      </Alert>
    );
  }

  if (data.invitations.length === 0) return null;

  const respond = async (invitation: InviteeInvitation, action: 'accept' | 'decline') => {
    const name = invitation.organisationName;
    try {
      await mutations[action].mutateAsync(invitation.id);
      notify(t(action === 'accept' ? 'invitations.joined' : 'invitations.declined', { name }), 'success');
    } catch (error) {
      notify(
        errorText(error, t(action === 'accept' ? 'invitations.acceptError' : 'invitations.declineError')),
        'error',
      );
    }
  };
  const busy = mutations.accept.isPending || mutations.decline.isPending;

  return (
    <Stack component="section" aria-labelledby="my-invitations" sx={{ gap: 1 }}>
      <Typography variant="h6" component="h2" id="my-invitations">
        {t('invitations.title')}
      </Typography>
      <Stack component="ul" sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {data.invitations.map((invitation) => {
          const name = invitation.organisationName;
          const role = t(`roles.${invitation.role}`);
          return (
            <Alert
              key={invitation.id}
              component="li"
              role="listitem"
              severity="info"
              icon={false}
              action={
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={busy}
                    aria-label={t('invitations.acceptOne', { name })}
                    onClick={() => respond(invitation, 'accept')}
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    color="inherit"
                    size="small"
                    disabled={busy}
                    aria-label={t('invitations.declineOne', { name })}
                    onClick={() => respond(invitation, 'decline')}
                  >
                    {t('invitations.decline')}
                  </Button>
                </Stack>
              }
            >
              {invitation.invitedBy
                ? t('invitations.offer', { inviter: invitation.invitedBy, name, role })
                : t('invitations.offerNoInviter', { name, role })}
            </Alert>
          );
        })}
      </Stack>
    </Stack>
  );
}
