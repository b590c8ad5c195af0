import DeleteIcon from '@mui/icons-material/Delete';
import MoveUpIcon from '@mui/icons-material/DriveFileMove';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { canManage } from '../../../lib/roles.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useCurrentUser } from '../../../lib/user.ts';
import { type Device, useDeviceMutations } from '../api.ts';
import { useDeviceErrorText } from '../errors.ts';

/** Transfer to another of the user's organisations (spec 6) and delete by typing the name (spec 5). */
export function ManageCard({ device }: { device: Device }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useDeviceErrorText();
  const { transfer, remove } = useDeviceMutations(device.organisationId);
  const user = useCurrentUser().data;
  const targets = (user?.organisations ?? []).filter(
    (organisation) => organisation.id !== device.organisationId && canManage(organisation.role),
  );
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState<'transfer' | 'delete' | null>(null);
  const targetName = targets.find((organisation) => organisation.id === target)?.name ?? '';

  const handleTransfer = async () => {
    try {
      await transfer.mutateAsync({ id: device.id, organisationId: target });
      notify(t('detail.transferred', { name: device.name, organisation: targetName }), 'success');
      setConfirming(null);
      void navigate('/');
    } catch (error) {
      notify(errorText(error, t('errors.deviceTransfer')), 'error');
    }
  };
  const handleDelete = async () => {
    try {
      await remove.mutateAsync([{ id: device.id, name: device.name }]);
      notify(t('devices.deletedOne', { name: device.name }), 'success');
      setConfirming(null);
      void navigate('/');
    } catch (error) {
      notify(errorText(error, t('errors.deviceDelete')), 'error');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="manage-heading" sx={{ p: 2 }}>
      <Typography id="manage-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('detail.manage')}
      </Typography>
      <Stack sx={{ gap: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('detail.transfer')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.transferIntro')}
        </Typography>
        {targets.length ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('detail.transferTo')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {targets.map((organisation) => (
                <MenuItem key={organisation.id} value={organisation.id}>
                  {organisation.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<MoveUpIcon />}
              disabled={!target}
              onClick={() => setConfirming('transfer')}
            >
              {t('detail.transferButton')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2">{t('detail.transferNone')}</Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.transferSupport')}
        </Typography>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" component="h3">
          {t('detail.delete')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.deleteIntro')}
        </Typography>
        <div>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirming('delete')}
          >
            {t('detail.delete')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming === 'transfer'}
        title={t('detail.transferTitle', { name: device.name })}
        text={t('detail.transferText', { name: device.name, organisation: targetName })}
        confirmLabel={t('detail.transferButton')}
        destructive={false}
        onConfirm={handleTransfer}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('devices.deleteTitleOne')}
        text={t('devices.deleteOne', { name: device.name })}
        confirmLabel={t('common.delete')}
        typeToConfirm={{
          value: device.name,
          label: t('detail.deleteConfirmLabel'),
          help: t('messages.confirmDeviceDeletion'),
        }}
        onConfirm={handleDelete}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
