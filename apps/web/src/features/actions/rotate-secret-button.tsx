import AutorenewIcon from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-message.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type Action, useRotateWebhookSecret } from './api.ts';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

/**
 * An admin's 'Rotate secret' for a saved webhook: the new secret is shown once, with copy;
 * the previous one keeps signing for a while, so the receiver can be changed without a gap.
 */
export function RotateSecretButton({ action }: { action: Action }) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const rotate = useRotateWebhookSecret();
  const [shown, setShown] = useState<{ name: string; secret: string; validUntil: string } | null>(null);

  const handleRotate = () =>
    rotate.mutate(action.id, {
      onSuccess: (rotation) =>
        setShown({
          name: action.name,
          secret: rotation.webhookSecret,
          validUntil: rotation.previousSecretValidUntil,
        }),
      onError: (error) => notify(errorText(error, t('actions.rotateFailed')), 'error'),
    });

  return (
    <Grid size={12}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AutorenewIcon />}
        onClick={handleRotate}
        disabled={rotate.isPending}
      >
        {t('actions.rotateSecret')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('actions.rotateHelp')}
      </Typography>
      <WebhookSecretDialog shown={shown} onClose={() => setShown(null)} />
    </Grid>
  );
}
