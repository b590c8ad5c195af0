import LockIcon from '@mui/icons-material/Lock';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useConfig } from '../../lib/config.ts';
import { canAdminister } from '../../lib/roles.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { InboxCard } from './inbox-card.tsx';
import { IngestKeysCard } from './ingest-keys-card.tsx';
import { SourcesCard } from './setup/sources-card.tsx';
import { TrackersCard } from './trackers-card.tsx';

/**
 * Route /organisation/{id}/integrations (issue 17): connect a network server or a phone without
 * the API. Admins: ingest keys, a setup card per source with 'Send a test', the unknown-devices
 * inbox. Every member: their personal API keys (when api_key_enabled).
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const config = useConfig();
  const user = useCurrentUser();
  // The key just created, kept only while the page is open: the setup cards paste it in.
  const [newKey, setNewKey] = useState<string | null>(null);
  const back = <BackLink to="/organisation" label={t('integrations.back')} />;

  if (user.isLoading) return <PageSpinner label={t('integrations.loading')} />;
  const organisation = user.data?.organisations.find((o) => o.id === id);
  if (!organisation) {
    return (
      <Stack>
        {back}
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('organisations.notFoundTitle')}
          text={t('organisations.notFoundText')}
        />
      </Stack>
    );
  }
  const admin = canAdminister(organisation.role);
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack>
        {back}
        <PageHeader title={t('integrations.title', { name: organisation.name })} />
        <Typography sx={{ color: 'text.secondary', mt: -2 }}>{t('integrations.intro')}</Typography>
      </Stack>
      {admin ? (
        <>
          <IngestKeysCard organisationId={id} onCreated={setNewKey} />
          <SourcesCard organisationId={id} ingestKey={newKey} />
          <InboxCard organisationId={id} />
          <TrackersCard organisationId={id} />
        </>
      ) : (
        <EmptyState
          icon={<LockIcon />}
          title={t('integrations.adminsOnlyTitle')}
          text={t('integrations.adminsOnlyText')}
        />
      )}
      {config.api_key_enabled ? <ApiKeysCard organisationId={id} role={organisation.role} /> : null}
    </Stack>
  );
}
