import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { BillingSummary } from '@pinpoint/shared/billing.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { billingText } from './billing-text.ts';

type Props = {
  title: string;
  /** What everyone reads, owner or not. */
  intro?: ReactNode;
  isOwner: boolean;
  organisationName: string;
  /** The organisation's billing, loaded for owners; none when the page has nothing to load. */
  summary?: UseQueryResult<BillingSummary>;
  /** The owner's part, once the organisation's billing is known. */
  children?: (summary: BillingSummary) => ReactNode;
  actions?: ReactNode;
};

/** A billing page: its title and words, then the owner's part (others are told to ask an owner). */
export function BillingFrame({ title, intro, isOwner, organisationName, summary, children, actions }: Props) {
  const { t } = useTranslation();
  let owned: ReactNode = null;
  if (!isOwner)
    owned = <Alert severity="info">{t('billing.askOwner', { organisation: organisationName })}</Alert>;
  else if (!summary) owned = null;
  else if (summary.isPending) owned = <PageSpinner label={t('billing.loading')} />;
  else if (summary.isError)
    owned = (
      <Alert severity="error">
        {summary.error instanceof ApiError ? billingText(summary.error.message, t) : t('billing.loadError')}
      </Alert>
    );
  else if (children) owned = children(summary.data);
  return (
    <Stack sx={{ gap: 2, maxWidth: 760 }}>
      <PageHeader title={title} />
      {intro}
      {owned}
      {actions ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
