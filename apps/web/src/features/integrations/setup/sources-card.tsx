import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type IntegrationSource, integrationSources } from '@pinpoint/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useIntegrationSetup } from '../api.ts';
import { SourceSetupPanel } from './source-setup-panel.tsx';

type Props = { organisationId: string; ingestKey: string | null };

/** One tab a source: The Things Stack, ChirpStack (HTTP, MQTT), Helium, the phone apps, plain HTTP. */
export function SourcesCard({ organisationId, ingestKey }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const setup = useIntegrationSetup(organisationId);
  const [source, setSource] = useState<IntegrationSource>('ttn');
  // A phone's token, once added here (shown once) or pasted: both phone cards use it.
  const [token, setToken] = useState<string | null>(null);
  return (
    <SectionCard
      title={t('integrations.sources.title')}
      busy={setup.isLoading}
      busyLabel={t('integrations.loading')}
    >
      <Tabs
        value={source}
        onChange={(_event, value: IntegrationSource) => setSource(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('integrations.sources.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {integrationSources.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`integrations.sources.names.${value}`)}
            id={`${id}-${value}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${source}`}>
        {setup.data ? (
          <SourceSetupPanel
            key={source}
            organisationId={organisationId}
            source={source}
            setup={setup.data}
            ingestKey={ingestKey}
            token={token}
            onToken={setToken}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
