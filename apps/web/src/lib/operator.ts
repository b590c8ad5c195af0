import type { operatorStatusSchema } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from './api-context.tsx';

/** Whether the signed-in user is one of the deployment's operators (an Operator entry in the navigation). */
export function useIsOperator(): boolean {
  const api = useApi();
  const status = useQuery({
    queryKey: ['operator', 'status'],
    queryFn: () => api.get<z.infer<typeof operatorStatusSchema>>('/operator/status'),
    staleTime: 10 * 60_000,
  });
  return status.data?.operator === true;
}
