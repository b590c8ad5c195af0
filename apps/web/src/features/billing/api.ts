import type { BillingSummary, LimitIncreaseResult } from '@pinpoint/shared/billing.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { userQueryKey } from '../../lib/user.ts';

export const billingKeys = {
  all: ['billing'] as const,
  summary: (organisationId: string) => ['billing', 'summary', organisationId] as const,
};

const base = (organisationId: string) => `/organisation/${encodeURIComponent(organisationId)}/billing`;

/** The owner's billing section (GET /organisation/{id}/billing); an ApiError (403) for others. */
export function useBillingSummary(
  organisationId: string | null,
  enabled = true,
  refetchInterval?: (summary: BillingSummary | undefined) => number | false,
) {
  const api = useApi();
  return useQuery({
    queryKey: billingKeys.summary(organisationId ?? ''),
    queryFn: () => api.mutate.get<BillingSummary>(base(organisationId ?? '')),
    enabled: enabled && Boolean(organisationId),
    retry: false,
    ...(refetchInterval
      ? {
          refetchInterval: (query: { state: { data?: BillingSummary } }) => refetchInterval(query.state.data),
        }
      : {}),
  });
}

/** Sets the device limit; the billing state, the devices' limit and the user's organisations follow. */
export function useChangeLimit(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limit: number) =>
      api.mutate.post<LimitIncreaseResult>(`${base(organisationId ?? '')}/limit`, { limit }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}

/** Opens a Stripe page (Checkout or the customer portal) the server made for the organisation. */
export function useStripeRedirect(organisationId: string | null, kind: 'checkout' | 'portal') {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { limit?: number } = {}) => {
      const { url } = await api.mutate.post<{ url: string }>(`${base(organisationId ?? '')}/${kind}`, body);
      window.location.assign(url);
      return url;
    },
  });
}
