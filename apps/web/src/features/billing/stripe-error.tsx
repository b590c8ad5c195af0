import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { billingText } from './billing-text.ts';

/** Why a Stripe page could not be opened, in the reader's language; nothing without an error. */
export function StripeError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const text = error instanceof ApiError ? billingText(error.message, t) : t('billing.stripeUnavailable');
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
