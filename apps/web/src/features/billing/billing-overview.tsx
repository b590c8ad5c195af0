import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingSummary } from '@pinpoint/shared/billing.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useConfig } from '../../lib/config.ts';
import { useFormatDate } from '../../lib/format-date.ts';
import { useStripeRedirect } from './api.ts';
import { formatMoney } from './format.ts';
import { LimitForm } from './limit-form.tsx';
import { StripeError } from './stripe-error.tsx';
import { UsageMeter } from './usage-meter.tsx';

type Props = { organisationId: string; name: string; summary: BillingSummary };

/**
 * Route /billing, the owner's billing section: the state, devices used against the limit, the
 * plan and next invoice, Stripe's customer portal, the buy link (show_buy_link), and the limit form.
 */
export function BillingOverview({ organisationId, name, summary }: Props) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const formatDate = useFormatDate();
  const portal = useStripeRedirect(organisationId, 'portal');
  const { devices, plan, nextInvoice, openInvoice } = summary;
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, i18n.language);

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title={t('billing.overviewTitle', { organisation: name })} />
      {summary.message === 'card_required' || summary.message === 'billing_inactive' ? (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/billing/register-card" color="inherit" size="small">
              {t('billing.registerCard')}
            </Button>
          }
        >
          {t(summary.message === 'card_required' ? 'billing.cardRequiredText' : 'billing.inactiveText')}
        </Alert>
      ) : null}
      {openInvoice ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/billing/invoice-due" color="inherit" size="small">
              {t('billing.seeInvoice')}
            </Button>
          }
        >
          {t('billing.invoiceDueText', { amount: money(openInvoice) })}
        </Alert>
      ) : null}

      <SectionCard title={t('billing.devicesTitle')} busyLabel={t('billing.loading')}>
        <UsageMeter count={devices.count} limit={devices.limit} />
      </SectionCard>

      {summary.enabled ? (
        <SectionCard title={t('billing.planTitle')} busyLabel={t('billing.loading')}>
          <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            {plan ? (
              <>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography>
                    {plan.tierUpTo
                      ? t('billing.planTier', { quantity: plan.quantity, upTo: plan.tierUpTo })
                      : t('billing.planQuantity', { quantity: plan.quantity })}
                  </Typography>
                  <Chip size="small" label={t(`billing.statuses.${statusKey(plan.status)}`)} />
                </Stack>
                {plan.currentPeriodEnd ? (
                  <Typography color="text.secondary">
                    {t('billing.periodEnd', { date: formatDate(new Date(plan.currentPeriodEnd)) })}
                  </Typography>
                ) : null}
              </>
            ) : (
              <Typography>{t('billing.noPlan')}</Typography>
            )}
            <Typography>
              {nextInvoice
                ? nextInvoice.date
                  ? t('billing.nextInvoice', {
                      amount: money(nextInvoice),
                      date: formatDate(new Date(nextInvoice.date)),
                    })
                  : t('billing.nextInvoiceNoDate', { amount: money(nextInvoice) })
                : t('billing.noNextInvoice')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {summary.cardRegistered || plan ? (
                <Button variant="outlined" onClick={() => portal.mutate({})} disabled={portal.isPending}>
                  {t('billing.openPortal')}
                </Button>
              ) : (
                <Button component={RouterLink} to="/billing/register-card" variant="contained">
                  {t('billing.registerCard')}
                </Button>
              )}
              {config.show_buy_link && config.buy_link ? (
                <Button
                  component={Link}
                  href={config.buy_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon aria-hidden="true" />}
                >
                  {t('billing.buyDevices')}
                </Button>
              ) : null}
            </Stack>
            <StripeError error={portal.error} />
          </Stack>
        </SectionCard>
      ) : null}

      <SectionCard title={t('billing.changeLimitTitle')} busyLabel={t('billing.loading')}>
        <LimitForm
          organisationId={organisationId}
          count={devices.count}
          max={summary.maxSelfServiceLimit}
          suggested={Math.max(devices.limit, devices.count + 1)}
        />
      </SectionCard>
    </Stack>
  );
}

const statuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
];
/** Stripe's subscription status as a catalogue key (an unknown one: 'other'). */
const statusKey = (status: string) => (statuses.includes(status) ? status : 'other') as 'active';
