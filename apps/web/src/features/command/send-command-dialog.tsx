import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Device } from '@pinpoint/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoCommandsNote, SendCommandForm } from '../../components/commands/send-command-form.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { commandErrorText, useCommandCatalogue } from '../../lib/commands.ts';

type Props = { open: boolean; devices: Device[]; initialDeviceId: string; onClose: () => void };

/** 'Send a command' from the command page: pick a device, then one of its commands. */
export function SendCommandDialog({ open, devices, initialDeviceId, onClose }: Props) {
  const titleId = useId();
  // Describes the dialog while the picked device takes no commands (an absent id describes nothing).
  const noteId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      maxWidth="sm"
      fullWidth
    >
      {/* Mounted only while open, so each opening starts from the page's device filter. */}
      {open ? (
        <SendCommandContent
          titleId={titleId}
          noteId={noteId}
          devices={devices}
          initialDeviceId={initialDeviceId}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function SendCommandContent({
  titleId,
  noteId,
  devices,
  initialDeviceId,
  onClose,
}: Omit<Props, 'open'> & { titleId: string; noteId: string }) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState(initialDeviceId);
  const device = devices.find((d) => d.id === deviceId);
  return (
    <>
      <DialogTitle id={titleId}>{t('commands.sendTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            label={t('commands.device')}
            value={device ? deviceId : ''}
            onChange={(event) => setDeviceId(event.target.value)}
            autoFocus
          >
            {devices.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
          {device ? (
            <DeviceCommands key={device.id} device={device} noteId={noteId} onSent={onClose} />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </>
  );
}

function DeviceCommands({ device, noteId, onSent }: { device: Device; noteId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const catalogue = useCommandCatalogue(device.id);
  if (catalogue.isLoading) return <PageSpinner label={t('commands.sendTitle')} />;
  if (!catalogue.data) {
    return <Alert severity="error">{commandErrorText(catalogue.error, t('commands.loadFailed'), t)}</Alert>;
  }
  // Its protocol takes nothing from Pinpoint: say why and where its settings live, with no form to fill.
  if (catalogue.data.takesCommands === false) {
    return <NoCommandsNote id={noteId} name={device.name} note={catalogue.data.note} />;
  }
  return (
    <SendCommandForm
      deviceId={device.id}
      deviceName={device.name}
      catalogue={catalogue.data}
      onSent={onSent}
    />
  );
}
