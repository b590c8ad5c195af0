import type {
  AccountMail,
  InventoryImportResult,
  InventoryItem,
  OperatorOverview,
} from '@pinpoint/shared/operator.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';

export const operatorKeys = {
  overview: ['operator', 'overview'] as const,
  inventory: ['operator', 'inventory'] as const,
  accountMail: ['operator', 'account-mail'] as const,
};

/** Verification links and other account mail kept while no SMTP server is configured. */
export function useAccountMail(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: operatorKeys.accountMail,
    queryFn: () => api.mutate.get<AccountMail[]>('/operator/account-mail'),
    enabled,
  });
}

/** The deployment's settings and inventory counts; an ApiError (403) for anyone but an operator. */
export function useOperatorOverview() {
  const api = useApi();
  return useQuery({
    queryKey: operatorKeys.overview,
    queryFn: () => api.mutate.get<OperatorOverview>('/operator/overview'),
    retry: false,
  });
}

export function useInventory(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: operatorKeys.inventory,
    queryFn: () => api.mutate.get<InventoryItem[]>('/operator/inventory'),
    enabled,
  });
}

export function useInventoryImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: Record<string, string>[]) =>
      api.mutate.post<InventoryImportResult>('/operator/inventory/import', { rows }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
}
