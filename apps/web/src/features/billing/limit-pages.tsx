import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SectionCard } from '../../components/section-card.tsx';
import { useConfig } from '../../lib/config.ts';
import { useBillingSummary, useStripeRedirect } from './api.ts';
import { BillingFrame } from './billing-frame.tsx';
import { LimitForm } from './limit-form.tsx';
import { StripeError } from './stripe-error.tsx';
import { UsageMeter } from './usage-meter.tsx';
import { useBillingOrganisation } from './use-billing-organisation.ts';

const backToDevices = (label: string) => (
  <Button component={RouterLink} to="/" variant="text">
    {label}
  </Button>
);

/** Route /billing/limit-reached (spec 4: limit_reached): the usage and, for owners, the increase form. */
export function LimitReachedPage() {
  const { t } = useTranslation();
  const { organisationId, name, isOwner } = useBillingOrganisation();
  const summary = useBillingSummary(organisationId, isOwner);
  const devices = summary.data?.devices;
  return (
    <BillingFrame
      title={t('billing.limitReachedTitle')}
      intro={
        <Typography>
          {devices
            ? t('billing.limitReachedUsage', {
                organisation: name,
                count: devices.count,
                limit: devices.limit,
              })
            : t('billing.limitReachedText')}
        </Typography>
      }
      isOwner={isOwner}
      organisationName={name}
      summary={summary}
      actions={backToDevices(t('billing.backToDevices'))}
    >
      {(data) => (
        <SectionCard title={t('billing.changeLimitTitle')} busyLabel={t('billing.loading')}>
          <Stack sx={{ gap: 2 }}>
            <UsageMeter count={data.devices.count} limit={data.devices.limit} />
            <LimitForm
              organisationId={organisationId ?? ''}
              count={data.devices.count}
              max={data.maxSelfServiceLimit}
            />
          </Stack>
        </SectionCard>
      )}
    </BillingFrame>
  );
}

/**
 * Route /billing/register-card (spec 4: card_required and billing_inactive): the owner registers a
 * card on Stripe's Checkout page (setup mode); ?limit= carries a limit asked for before the card.
 */
export function RegisterCardPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const [params] = useSearchParams();
  const { organisationId, name, isOwner } = useBillingOrganisation();
  const summary = useBillingSummary(organisationId, isOwner && config.billing_enabled);
  const checkout = useStripeRedirect(organisationId, 'checkout');
  const asked = Number(params.get('limit'));
  const limit = Number.isInteger(asked) && asked > 0 ? asked : undefined;

  // No card to register: the owner is shown what they can still do (the device limit), others whom to ask.
  if (!config.billing_enabled)
    return (
      <BillingFrame
        title={t('billing.registerCardTitle')}
        intro={
          <Alert severity="info">
            {t(isOwner ? 'billing.billingOffOwner' : 'billing.billingOff', { organisation: name })}
          </Alert>
        }
        isOwner={isOwner}
        organisationName={name}
        actions={
          <>
            {isOwner ? (
              <Button component={RouterLink} to="/billing" variant="contained">
                {t('billing.changeLimit')}
              </Button>
            ) : null}
            {backToDevices(t('billing.backToDevices'))}
          </>
        }
      />
    );
  return (
    <BillingFrame
      title={t('billing.registerCardTitle')}
      isOwner={isOwner}
      organisationName={name}
      summary={summary}
      actions={backToDevices(t('billing.backToDevices'))}
    >
      {(data) => (
        <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Typography>
            {data.message === 'billing_inactive'
              ? t('billing.inactiveText')
              : data.cardRegistered && data.message !== 'card_required'
                ? t('billing.cardOnFile', { organisation: name })
                : t('billing.registerCardText', { organisation: name })}
          </Typography>
          {limit ? <Typography>{t('billing.startsWithLimit', { limit })}</Typography> : null}
          <Typography color="text.secondary">{t('billing.stripeKeepsCard')}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => checkout.mutate(limit ? { limit } : {})}
              disabled={checkout.isPending}
            >
              {t('billing.registerCard')}
            </Button>
            {data.openInvoice ? (
              <Button component={RouterLink} to="/billing/invoice-due" variant="outlined">
                {t('billing.seeInvoice')}
              </Button>
            ) : null}
          </Stack>
          <StripeError error={checkout.error} />
        </Stack>
      )}
    </BillingFrame>
  );
}
