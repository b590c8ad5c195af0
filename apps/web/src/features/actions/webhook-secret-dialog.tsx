import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/copy-field.tsx';
import { formatDateTime } from '../../lib/format-date.ts';

type Props = {
  /**
   * The webhook just saved (or its secret just rotated: validUntil is when the previous secret
   * stops signing) with its secret, or null when there is nothing to show.
   */
  shown: { name: string; secret: string; validUntil?: string } | null;
  onClose: () => void;
};

/** A webhook's signing secret, shown this once (the server keeps no readable copy for us). */
export function WebhookSecretDialog({ shown, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // Kept while the dialog fades out, so its text does not blank first.
  const last = useRef(shown);
  if (shown) last.current = shown;
  const content = shown ?? last.current;
  return (
    <Dialog open={shown !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('actions.secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>{t('actions.secretText', { name: content?.name ?? '' })}</DialogContentText>
          <CopyField label={t('actions.secretLabel')} value={content?.secret ?? ''} />
          {content?.validUntil ? (
            <Alert severity="info">
              {t('actions.rotatedUntil', {
                until: formatDateTime(
                  new Date(content.validUntil),
                  i18n.language === 'fr' ? 'fr-CA' : 'en-CA',
                ),
              })}
            </Alert>
          ) : null}
          <Alert severity="warning">{t('actions.secretOnce')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('actions.secretDone')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
