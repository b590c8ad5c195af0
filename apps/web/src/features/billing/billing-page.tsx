import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyPage } from '../../components/empty-page.tsx';

/** The billing pages of spec 2, by the last part of their route. */
export const billingPages = ['limit-reached', 'register-card', 'success', 'subscription-success'] as const;
export type BillingPageName = (typeof billingPages)[number];

const icons: Record<BillingPageName, ReactNode> = {
  'limit-reached': <ReportProblemIcon />,
  'register-card': <CreditCardIcon />,
  success: <CheckCircleIcon />,
  'subscription-success': <CheckCircleIcon />,
};

function pageFromPath(pathname: string): BillingPageName {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return billingPages.find((page) => page === last) ?? 'register-card';
}

/** Routes /billing/limit-reached, /billing/register-card, /billing/success and /billing/subscription-success. */
export function BillingPage() {
  const { t } = useTranslation();
  const page = pageFromPath(useLocation().pathname);
  const text = {
    'limit-reached': [t('billing.limitReachedTitle'), t('billing.limitReachedText')],
    'register-card': [t('billing.registerCardTitle'), t('billing.registerCardText')],
    success: [t('billing.successTitle'), t('billing.successText')],
    'subscription-success': [t('billing.subscriptionSuccessTitle'), t('billing.subscriptionSuccessText')],
  }[page];
  const [title = '', description = ''] = text;
  return (
    <EmptyPage title={t('billing.title')} emptyTitle={title} emptyText={description} icon={icons[page]} />
  );
}
