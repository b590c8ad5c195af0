import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntegrationSetup, IntegrationSource } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { CopyField } from '../../../components/copy-field.tsx';
import { PhoneSetup } from './phone-setup.tsx';
import { SendTest } from './send-test.tsx';
import { sourceSetup } from './source-fields.ts';

type Props = {
  organisationId: string;
  source: IntegrationSource;
  setup: IntegrationSetup;
  ingestKey: string | null;
  token: string | null;
  onToken: (token: string | null) => void;
};

/** A source's setup: what to do there, the values to paste (each with a copy button), a test. */
export function SourceSetupPanel({ organisationId, source, setup, ingestKey, token, onToken }: Props) {
  const { t } = useTranslation();
  const values = sourceSetup(source, setup, ingestKey, token, t);
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack component="ol" sx={{ m: 0, pl: 3, gap: 0.5 }}>
        {values.steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Stack>
      {values.usesKey && !ingestKey ? (
        <Alert severity="info">{t('integrations.sources.keyHint')}</Alert>
      ) : null}
      {values.phone ? (
        <PhoneSetup
          organisationId={organisationId}
          source={source}
          setup={setup}
          token={token}
          onToken={onToken}
        />
      ) : null}
      <Stack sx={{ gap: 1.5 }}>
        {values.fields.map((field) => (
          <CopyField
            key={field.label}
            label={field.label}
            value={field.value}
            multiline={field.multiline ?? false}
          />
        ))}
      </Stack>
      {values.eventTypes ? (
        <Stack sx={{ gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('integrations.fields.eventTypes')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {values.eventTypes.map((type) => (
              <Chip key={type} label={type} variant="outlined" />
            ))}
            <CopyButton text={values.eventTypes.join(', ')} what={t('integrations.fields.eventTypes')} />
          </Stack>
        </Stack>
      ) : null}
      <SendTest organisationId={organisationId} source={source} token={token} />
    </Stack>
  );
}
