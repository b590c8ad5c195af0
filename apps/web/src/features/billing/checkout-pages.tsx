import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useFormatDate } from '../../lib/format-date.ts';
import { useBillingSummary, useStripeRedirect } from './api.ts';
import { BillingFrame } from './billing-frame.tsx';
import { formatMoney } from './format.ts';
import { StripeError } from './stripe-error.tsx';
import { useBillingOrganisation } from './use-billing-organisation.ts';

/** How long the success page waits for Stripe's word (the webhook) before saying so. */
const patienceMs = 60_000;

/**
 * Route /billing/success: back from Stripe's Checkout with the card saved. Stripe confirms by
 * webhook; until then the page checks every 2 s, then moves on to /billing/subscription-success.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organisationId, name, isOwner } = useBillingOrganisation();
  const started = useRef(Date.now());
  const [slow, setSlow] = useState(false);
  const summary = useBillingSummary(organisationId, isOwner, (data) =>
    data && data.message !== 'card_required' ? false : 2000,
  );
  const confirmed = summary.data !== undefined && summary.data.message !== 'card_required';
  useEffect(() => {
    if (confirmed) void navigate('/billing/subscription-success', { replace: true });
  }, [confirmed, navigate]);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), patienceMs - (Date.now() - started.current));
    return () => clearTimeout(timer);
  }, []);
  return (
    <BillingFrame
      title={t('billing.successTitle')}
      intro={<Typography>{t('billing.successText')}</Typography>}
      isOwner={isOwner}
      organisationName={name}
      summary={summary}
    >
      {() => (
        <Stack sx={{ gap: 2 }}>
          <LinearProgress aria-label={t('billing.settingUp')} />
          <Typography role="status">{t('billing.settingUp')}</Typography>
          {slow ? <Alert severity="info">{t('billing.slowConfirmation')}</Alert> : null}
        </Stack>
      )}
    </BillingFrame>
  );
}

/** Route /billing/subscription-success: the subscription is active, with the limit it pays for. */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const { organisationId, name, isOwner } = useBillingOrganisation();
  const summary = useBillingSummary(organisationId, isOwner);
  return (
    <BillingFrame
      title={t('billing.subscriptionSuccessTitle')}
      isOwner={isOwner}
      organisationName={name}
      summary={summary}
      actions={
        <>
          <Button component={RouterLink} to="/" variant="contained">
            {t('billing.backToDevices')}
          </Button>
          <Button component={RouterLink} to="/billing" variant="outlined">
            {t('billing.title')}
          </Button>
        </>
      }
    >
      {(data) => (
        <Alert severity="success">
          {t('billing.subscriptionSuccessText', { organisation: name, limit: data.devices.limit })}
        </Alert>
      )}
    </BillingFrame>
  );
}

/** Route /billing/invoice-due: an unpaid invoice, with Stripe's page to pay it and the portal. */
export function InvoiceDuePage() {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const { organisationId, name, isOwner } = useBillingOrganisation();
  const summary = useBillingSummary(organisationId, isOwner);
  const portal = useStripeRedirect(organisationId, 'portal');
  return (
    <BillingFrame
      title={t('billing.invoiceDueTitle')}
      isOwner={isOwner}
      organisationName={name}
      summary={summary}
    >
      {({ openInvoice }) =>
        openInvoice ? (
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Alert severity="warning">
              {openInvoice.dueDate
                ? t('billing.invoiceDueOn', {
                    amount: formatMoney(openInvoice.amount, openInvoice.currency, i18n.language),
                    date: formatDate(new Date(openInvoice.dueDate)),
                  })
                : t('billing.invoiceDueText', {
                    amount: formatMoney(openInvoice.amount, openInvoice.currency, i18n.language),
                  })}
            </Alert>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {openInvoice.url ? (
                <Button
                  component={Link}
                  href={openInvoice.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  endIcon={<OpenInNewIcon aria-hidden="true" />}
                >
                  {t('billing.payInvoice')}
                </Button>
              ) : null}
              <Button variant="outlined" onClick={() => portal.mutate({})} disabled={portal.isPending}>
                {t('billing.openPortal')}
              </Button>
            </Stack>
            <StripeError error={portal.error} />
          </Stack>
        ) : (
          <Alert severity="success">{t('billing.noInvoiceDue')}</Alert>
        )
      }
    </BillingFrame>
  );
}

/** Route /billing/cancel: back from Stripe's Checkout without saving a card. */
export function CancelPage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ maxWidth: 760 }}>
      <PageHeader title={t('billing.cancelTitle')} />
      <Typography sx={{ mb: 3 }}>{t('billing.cancelText')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/billing/register-card" variant="contained">
          {t('billing.tryAgain')}
        </Button>
        <Button component={RouterLink} to="/" variant="text">
          {t('billing.backToDevices')}
        </Button>
      </Stack>
    </Stack>
  );
}
