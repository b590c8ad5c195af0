import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { useBillingCheck } from '../lib/billing.ts';

/**
 * Spec 2: a signed-out visitor on a protected screen goes to the provider login, with the
 * current path plus query remembered; the wrapped screens render only when signed in.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status, signIn } = useAuth();
  const { pathname, search } = useLocation();
  const requested = useRef(false);
  // Spec 4: the billing check, after login (only with billing_enabled, never on billing pages).
  useBillingCheck(status === 'signedIn');

  useEffect(() => {
    if (status !== 'signedOut' || requested.current) return;
    requested.current = true;
    void signIn(`${pathname}${search}`);
  }, [status, signIn, pathname, search]);

  if (status !== 'signedIn') return <PageSpinner label={t('auth.signingIn')} fullScreen />;
  return <Outlet />;
}
