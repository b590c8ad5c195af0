import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type SyntheticEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store.ts';

/** Spec 9: the snackbar hides itself after 6000 ms. */
export const snackbarAutoHideMs = 6000;

/** The shell's snackbar: bottom centre, severity (default info), closable. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const snackbar = useUiStore((state) => state.snackbar);
  const closeSnackbar = useUiStore((state) => state.closeSnackbar);
  // Keep showing the last message while the snackbar slides out.
  const shown = useRef({ message: '', severity: snackbar.severity });
  if (snackbar.open) shown.current = { message: snackbar.message, severity: snackbar.severity };

  const handleClose = (_event: SyntheticEvent | Event | null, reason?: string) => {
    if (reason === 'clickaway') return;
    closeSnackbar();
  };

  return (
    <Snackbar
      open={snackbar.open}
      autoHideDuration={snackbarAutoHideMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={shown.current.severity ?? 'info'}
        variant="filled"
        onClose={() => closeSnackbar()}
        closeText={t('snackbar.close')}
        sx={{ width: '100%' }}
      >
        {shown.current.message}
      </Alert>
    </Snackbar>
  );
}
