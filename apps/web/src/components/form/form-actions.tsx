import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's submit button: disabled, with a spinner, while the form is being saved. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
    >
      {children}
    </Button>
  );
}

/** An editor dialog's Cancel and submit buttons; neither can be pressed while it saves. */
export function FormDialogActions({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </DialogActions>
  );
}
