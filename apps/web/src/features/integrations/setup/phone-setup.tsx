import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IntegrationSetup, IntegrationSource } from '@pinpoint/shared';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message.ts';
import { useIntegrationMutations } from '../api.ts';
import { ownTracksLink, traccarClientLink } from './phone-config.ts';

type Props = {
  organisationId: string;
  source: IntegrationSource;
  setup: IntegrationSetup;
  token: string | null;
  onToken: (token: string | null) => void;
};

/** A QR code image of `text`, drawn in the browser. */
function QrImage({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={label}
      sx={{ width: 240, height: 240, bgcolor: '#fff', borderRadius: 1 }}
    />
  ) : null;
}

/**
 * A phone's credential and its quick set-up: add the phone as a device here (its token is
 * shown once) or paste a token; then a QR code the app reads where it can (OwnTracks: any
 * camera, the link opens the app; Traccar Client 9: its own scanner), else the values to type.
 */
export function PhoneSetup({ organisationId, source, setup, token, onToken }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { addPhone } = useIntegrationMutations(organisationId);
  const [name, setName] = useState('');
  const [pasted, setPasted] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      onToken((await addPhone.mutateAsync(name.trim())).token);
    } catch (error) {
      setFailure(errorText(error, t('errors.selfHostedAdd')));
    }
  };

  if (!token) {
    return (
      <Stack sx={{ gap: 1.5 }}>
        {setup.selfHost ? (
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1 }}
            onSubmit={handleAdd}
          >
            <TextField
              size="small"
              label={t('integrations.phone.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 100, minLength: 3 } }}
              sx={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<PhoneAndroidIcon />}
              disabled={name.trim().length < 3 || addPhone.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('integrations.phone.add')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info">{t('integrations.phone.selfHostOff')}</Alert>
        )}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (pasted.trim()) onToken(pasted.trim());
          }}
        >
          <TextField
            size="small"
            label={t('integrations.phone.paste')}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 256, spellCheck: false, autoComplete: 'off' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={!pasted.trim()} sx={{ alignSelf: 'flex-start' }}>
            {t('integrations.phone.use')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  const owntracks = source === 'owntracks';
  const link = owntracks
    ? ownTracksLink(setup.urls.owntracks, token)
    : traccarClientLink(setup.urls.osmand, token);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Alert severity="warning">{t('integrations.phone.tokenIsCredential')}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <QrImage
          text={link}
          label={t(owntracks ? 'integrations.phone.qrOwnTracks' : 'integrations.phone.qrTraccar')}
        />
        <Stack sx={{ gap: 1 }}>
          <Typography>
            {t(owntracks ? 'integrations.phone.scanOwnTracks' : 'integrations.phone.scanTraccar')}
          </Typography>
          {owntracks ? <Link href={link}>{t('integrations.phone.openOwnTracks')}</Link> : null}
          <Button variant="text" onClick={() => onToken(null)} sx={{ alignSelf: 'flex-start' }}>
            {t('integrations.phone.another')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
