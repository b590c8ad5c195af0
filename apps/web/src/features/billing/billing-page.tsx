import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBillingSummary } from './api.ts';
import { BillingFrame } from './billing-frame.tsx';
import { BillingOverview } from './billing-overview.tsx';
import { CancelPage, InvoiceDuePage, SubscriptionSuccessPage, SuccessPage } from './checkout-pages.tsx';
import { LimitReachedPage, RegisterCardPage } from './limit-pages.tsx';
import { useBillingOrganisation } from './use-billing-organisation.ts';

/**
 * The billing pages under /billing/: spec 2's limit-reached, register-card, success and
 * subscription-success, and the check's invoice-due and cancel (Stripe Checkout's way back).
 */
export const billingPages = [
  'limit-reached',
  'register-card',
  'success',
  'subscription-success',
  'invoice-due',
  'cancel',
] as const;
export type BillingPageName = (typeof billingPages)[number];

function pageFromPath(pathname: string): BillingPageName | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return billingPages.find((page) => page === last) ?? null;
}

/** Route /billing: the owner's billing section of the selected organisation. */
function OverviewPage() {
  const { t } = useTranslation();
  const { organisationId, name, isOwner } = useBillingOrganisation();
  const summary = useBillingSummary(organisationId, isOwner);
  if (isOwner && summary.data && organisationId)
    return <BillingOverview organisationId={organisationId} name={name} summary={summary.data} />;
  return (
    <BillingFrame
      title={t('billing.title')}
      intro={<Typography>{t('billing.overviewIntro')}</Typography>}
      isOwner={isOwner}
      organisationName={name}
      summary={summary}
    />
  );
}

const pages: Record<BillingPageName, () => React.JSX.Element> = {
  'limit-reached': LimitReachedPage,
  'register-card': RegisterCardPage,
  success: SuccessPage,
  'subscription-success': SubscriptionSuccessPage,
  'invoice-due': InvoiceDuePage,
  cancel: CancelPage,
};

/** Routes /billing and /billing/{page}, one chunk for all of them. */
export function BillingPage() {
  const page = pageFromPath(useLocation().pathname);
  const Page = page ? pages[page] : OverviewPage;
  return <Page />;
}
