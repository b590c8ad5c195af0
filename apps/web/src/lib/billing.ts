import type { BillingCheck, BillingMessage } from '@pinpoint/shared/billing.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiClient } from './api.ts';
import { useApi } from './api-context.tsx';
import { useConfig } from './config.ts';
import { useUiStore } from './ui-store.ts';

/** The billing pages (spec 2): /billing and /billing/*; the check never runs on them. */
export const isBillingPath = (pathname: string) => /^\/billing(\/|$)/.test(pathname);

/** Where each answer of the check sends the user (spec 4 "Billing check"). */
export const billingRedirects: Record<Exclude<BillingMessage, 'ok'>, string> = {
  card_required: '/billing/register-card',
  billing_inactive: '/billing/register-card',
  limit_reached: '/billing/limit-reached',
};

export const billingCheckKey = (organisationId: string) => ['billing', 'check', organisationId] as const;

/** GET /billing/check for the organisation (spec 7); null when it fails (spec 7: a failed GET is null). */
export function fetchBillingCheck(api: ApiClient, organisationId: string): Promise<BillingCheck | null> {
  return api.get<BillingCheck>(`/billing/check?organisationId=${encodeURIComponent(organisationId)}`);
}

/**
 * Spec 4 "Billing check": only when billing_enabled, after login, and not on billing pages. It
 * runs for the selected organisation after login, when the organisation changes and when the
 * user leaves the billing pages. card_required and billing_inactive send the user to
 * /billing/register-card wherever they go (the organisation cannot be used without a card);
 * limit_reached sends them to /billing/limit-reached once per organisation and session, so they
 * can still see and remove devices.
 */
export function useBillingCheck(signedIn: boolean) {
  const { billing_enabled } = useConfig();
  const api = useApi();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const shownLimit = useRef(new Set<string>());
  const enabled = billing_enabled && signedIn && Boolean(organisationId) && !isBillingPath(pathname);
  const check = useQuery({
    queryKey: billingCheckKey(organisationId ?? ''),
    queryFn: () => fetchBillingCheck(api, organisationId ?? ''),
    enabled,
    staleTime: 0,
    retry: false,
  });
  const message = check.data?.message;
  const settled = enabled && check.isSuccess && !check.isFetching;

  useEffect(() => {
    if (!settled || !organisationId || !message || message === 'ok' || isBillingPath(pathname)) return;
    if (message === 'limit_reached') {
      if (shownLimit.current.has(organisationId)) return;
      shownLimit.current.add(organisationId);
    }
    // Each page visited (a new pathname) is checked against the answer.
    void navigate(billingRedirects[message], { replace: true });
  }, [settled, organisationId, message, navigate, pathname]);
}
