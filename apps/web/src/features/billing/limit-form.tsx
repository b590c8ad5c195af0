import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@pinpoint/shared';
import { limitIncreaseSchema } from '@pinpoint/shared/billing.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FieldErrorProvider } from '../../components/form/form-field.tsx';
import { NumberInput } from '../../components/form/number-input.tsx';
import { ApiError } from '../../lib/api.ts';
import { useChangeLimit } from './api.ts';
import { billingText } from './billing-text.ts';

type Props = {
  organisationId: string;
  /** The devices the organisation has: the new limit must be higher (spec 5). */
  count: number;
  /** The highest limit the owner may set without support. */
  max: number;
  /** Prefill (e.g. the current limit plus some room). */
  suggested?: number;
};

/**
 * Spec 4 "Account device limit": the owner asks for a higher limit. 'Limit must be higher than
 * number of devices on account currently' when it is not (spec 5); limit_increase_success, or
 * limit_increase_error ('Limit increase error. Please contact support'). Without a card (or a
 * paid-up subscription) the card is registered first, through the billing redirect.
 */
export function LimitForm({ organisationId, count, max, suggested }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeLimit(organisationId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const schema = useMemo(
    () =>
      limitIncreaseSchema.refine((value) => value.limit > count, {
        message: messages.limitTooLow,
        path: ['limit'],
      }),
    [count],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { limit: suggested as number },
    mode: 'onSubmit',
  });

  const handleSubmit = form.handleSubmit(async ({ limit }) => {
    setOutcome(null);
    try {
      const result = await change.mutateAsync(limit);
      setOutcome({ ok: true, text: t('billing.limitIncreaseSuccess', { limit: result.limit }) });
    } catch (error) {
      const reason = error instanceof ApiError ? (error.details as { reason?: string })?.reason : undefined;
      if (reason === 'card_required' || reason === 'billing_inactive') {
        void navigate(`/billing/register-card?limit=${limit}`);
        return;
      }
      const message = error instanceof ApiError && error.status < 500 ? error.message : '';
      setOutcome({
        ok: false,
        text:
          message && reason !== 'limit_increase_error'
            ? billingText(message, t)
            : t('billing.limitIncreaseError'),
      });
    }
  });

  return (
    <Stack component="form" onSubmit={handleSubmit} noValidate sx={{ gap: 2, maxWidth: 420 }}>
      <FieldErrorProvider translate={billingText.fieldError}>
        <NumberInput
          control={form.control}
          name="limit"
          label={t('billing.newLimit')}
          helperText={t('billing.newLimitHelp', { count, max })}
          required
          step={1}
        />
      </FieldErrorProvider>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('billing.increase')}
        </Button>
      </Stack>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="alert">
          {outcome.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
