import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';
import { useConfig } from '../../../lib/config.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { type Device, useDeviceMutations } from '../api.ts';
import { useDeviceErrorText } from '../errors.ts';

const expiries = {
  never: null,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
} as const;
type Expiry = keyof typeof expiries;

/** The public link of a share token: the configured share URL (spec 3 shareUrl) on this site. */
export function shareLink(shareUrl: string, token: string, origin: string = window.location.origin): string {
  const base = /^https?:\/\//.test(shareUrl)
    ? shareUrl
    : `${origin}${shareUrl.startsWith('/') ? '' : '/'}${shareUrl}`;
  return `${base}${base.endsWith('/') ? '' : '/'}${encodeURIComponent(token)}`;
}

/** Sharing (spec 4): a public, revocable link with an optional expiry, shown once when made. */
export function SharingCard({
  device,
  editable,
  locale,
}: {
  device: Device;
  editable: boolean;
  locale: string;
}) {
  const { t } = useTranslation();
  const { shareUrl } = useConfig();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useDeviceErrorText();
  const { share, unshare } = useDeviceMutations(device.organisationId);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [link, setLink] = useState<string | null>(null);
  const busy = share.isPending || unshare.isPending;

  const handleShare = async () => {
    const ms = expiries[expiry];
    try {
      const answer = await share.mutateAsync({
        id: device.id,
        expiresAt: ms === null ? null : new Date(Date.now() + ms).toISOString(),
      });
      setLink(shareLink(shareUrl, answer.token));
      notify(t('detail.shareEnabled'), 'success');
    } catch (error) {
      notify(errorText(error, t('detail.shareError')), 'error');
    }
  };
  const handleUnshare = async () => {
    try {
      await unshare.mutateAsync(device.id);
      setLink(null);
      notify(t('detail.shareDisabled'), 'success');
    } catch (error) {
      notify(errorText(error, t('detail.shareError')), 'error');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sharing-heading" sx={{ p: 2 }}>
      <Typography id="sharing-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('detail.sharing')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.shareIntro')}
        </Typography>
        {device.shared ? (
          <Alert severity="success">
            {device.shareExpiresAt
              ? t('detail.shareOnUntil', { date: formatDateTime(new Date(device.shareExpiresAt), locale) })
              : t('detail.shareOn')}
          </Alert>
        ) : (
          <Typography>{t('detail.shareOff')}</Typography>
        )}
        {link ? (
          <Stack sx={{ gap: 1 }}>
            <CopyField label={t('detail.shareLink')} value={link} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('detail.shareLinkOnce')}
            </Typography>
          </Stack>
        ) : null}
        {editable ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          >
            <TextField
              select
              size="small"
              label={t('detail.expiry')}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value as Expiry)}
              sx={{ minWidth: 160 }}
            >
              {(Object.keys(expiries) as Expiry[]).map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`detail.expiries.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={handleShare} disabled={busy}>
              {device.shared ? t('detail.newLink') : t('detail.enableShare')}
            </Button>
            {device.shared ? (
              <Button variant="outlined" color="error" onClick={handleUnshare} disabled={busy}>
                {t('detail.disableShare')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
