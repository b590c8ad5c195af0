import type { sharedDeviceSchema } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../lib/api-context.tsx';

export type SharedDevice = z.infer<typeof sharedDeviceSchema>;

/** How often a share view asks again: live-ish, and well inside the public endpoint's rate limit. */
export const sharePollMs = 30_000;

/**
 * GET /share/{token} (public), every 30 s. An unknown, expired or revoked link fails with the
 * server's ApiError (404 and its message), any other failure with what went wrong.
 */
export function useSharedDevice(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['share', token],
    queryFn: () => api.mutate.get<SharedDevice>(`/share/${encodeURIComponent(token)}`),
    refetchInterval: sharePollMs,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
