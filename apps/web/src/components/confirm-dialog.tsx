import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** When set, the action waits until exactly this text is typed (e.g. an organisation's name, spec 5). */
  typeToConfirm?: { value: string; label: string; help: string };
  destructive?: boolean;
  /** Resolves when done; the dialog shows progress meanwhile. */
  onConfirm: (typed: string) => Promise<void> | void;
  onClose: () => void;
};

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ open, onClose, ...rest }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* Mounted only while open, so what was typed starts empty every time. */}
      {open ? <ConfirmForm titleId={titleId} onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function ConfirmForm({
  titleId,
  title,
  text,
  confirmLabel,
  typeToConfirm,
  destructive = true,
  onConfirm,
  onClose,
}: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = !typeToConfirm || typed.trim() === typeToConfirm.value.trim();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      await onConfirm(typed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {typeToConfirm ? (
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={typeToConfirm.label}
            helperText={typeToConfirm.help}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={!typeToConfirm}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={!ready || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
