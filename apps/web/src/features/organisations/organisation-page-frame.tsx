import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import type { Organisation } from './types.ts';
import type { RouteOrganisation } from './use-route-organisation.ts';

type Props = {
  route: RouteOrganisation;
  /** The page's title for the organisation, e.g. "Members of Acme". */
  title: (organisation: Organisation) => string;
  actions?: (organisation: Organisation) => ReactNode;
  children: (organisation: Organisation) => ReactNode;
};

/** The frame of an organisation's sub-page: back link, title, and not-found for someone else's. */
export function OrganisationPageFrame({ route, title, actions, children }: Props) {
  const { t } = useTranslation();
  const back = (
    <Button
      component={RouterLink}
      to="/organisation"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('organisations.back')}
    </Button>
  );
  if (route.isLoading) return <PageSpinner label={t('organisations.loading')} />;
  const { organisation } = route;
  if (!organisation) {
    return (
      <Stack sx={{ gap: 2 }}>
        {back}
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('organisations.notFoundTitle')}
          text={t('organisations.notFoundText')}
        />
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {back}
      <PageHeader title={title(organisation)} actions={actions?.(organisation)} />
      {children(organisation)}
    </Stack>
  );
}
