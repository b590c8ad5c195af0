import type { sharedDeviceSchema } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../lib/api-context.tsx';

export type SharedDevice = z.infer<typeof sharedDeviceSchema>;

/** How often a share view asks again: live-ish, and well inside the public endpoint's rate limit. */
export const sharePollMs = 30_000;

export class ShareNotFound extends Error {
  override name = 'ShareNotFound';
}

/** GET /share/{token} (public), every 30 s; an unknown, expired or revoked link is an error. */
export function useSharedDevice(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['share', token],
    queryFn: async () => {
      const device = await api.get<SharedDevice>(`/share/${encodeURIComponent(token)}`);
      if (!device) throw new ShareNotFound(token);
      return device;
    },
    refetchInterval: sharePollMs,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
