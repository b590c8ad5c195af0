import type {
  ApiKey,
  ApiKeyCreate,
  apiKeyCreatedSchema,
  Device,
  IngestKey,
  IntegrationSetup,
  IntegrationTest,
  IntegrationTestResult,
  ingestKeyCreatedSchema,
  UnknownDeviceList,
  UnknownTracker,
} from '@pinpoint/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../lib/api-context.tsx';
import { deviceKeys } from '../../lib/device-cache.ts';

export type CreatedIngestKey = z.infer<typeof ingestKeyCreatedSchema>;
export type CreatedApiKey = z.infer<typeof apiKeyCreatedSchema>;

export const integrationKeys = {
  all: (organisationId: string) => ['integrations', organisationId] as const,
  ingestKeys: (organisationId: string) => ['integrations', organisationId, 'ingest-keys'] as const,
  setup: (organisationId: string) => ['integrations', organisationId, 'setup'] as const,
  inbox: (organisationId: string) => ['integrations', organisationId, 'unknown-devices'] as const,
  apiKeys: (organisationId: string) => ['integrations', organisationId, 'api-keys'] as const,
};

const path = (organisationId: string, rest: string) =>
  `/organisation/${encodeURIComponent(organisationId)}${rest}`;

/** GET /organisation/{id}/ingest-keys, refreshed every 30 s (last use, uplinks in 24 h). */
export function useIngestKeys(organisationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: integrationKeys.ingestKeys(organisationId),
    queryFn: () => api.list<IngestKey>(path(organisationId, '/ingest-keys')),
    refetchInterval: 30_000,
  });
}

/** GET /organisation/{id}/integrations: the values to paste, from PUBLIC_URL. */
export function useIntegrationSetup(organisationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: integrationKeys.setup(organisationId),
    queryFn: () => api.get<IntegrationSetup>(path(organisationId, '/integrations')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /organisation/{id}/unknown-devices, refreshed every 15 s while the page is open. */
export function useUnknownDevices(organisationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: integrationKeys.inbox(organisationId),
    queryFn: () => api.get<UnknownDeviceList>(path(organisationId, '/unknown-devices')),
    refetchInterval: 15_000,
  });
}

/** GET /organisation/{id}/api-keys: the user's personal keys (an admin's: everyone's). */
export function useApiKeys(organisationId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: integrationKeys.apiKeys(organisationId),
    queryFn: () => api.list<ApiKey>(path(organisationId, '/api-keys')),
    enabled,
  });
}

/** Creating and revoking keys, sending tests, adding and dismissing inbox Dev EUIs. */
export function useIntegrationMutations(organisationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(organisationId) });
  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: deviceKeys.list(organisationId) });
  return {
    createIngestKey: useMutation({
      mutationFn: (name: string) =>
        api.mutate.post<CreatedIngestKey>(path(organisationId, '/ingest-keys'), { name }),
      onSuccess: refresh,
    }),
    revokeIngestKey: useMutation({
      mutationFn: (id: string) => api.mutate.delete(`/ingest-key/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    sendTest: useMutation({
      mutationFn: (test: IntegrationTest) =>
        api.mutate.post<IntegrationTestResult>(path(organisationId, '/integrations/test'), test),
      onSuccess: async () => {
        await Promise.all([refresh(), refreshDevices()]);
      },
    }),
    findUnknownTracker: useMutation({
      mutationFn: (imei: string) =>
        api.get<UnknownTracker>(path(organisationId, `/unknown-trackers/${encodeURIComponent(imei)}`)),
    }),
    addUnknownTracker: useMutation({
      mutationFn: (imei: string) =>
        api.mutate.post<Device>(
          path(organisationId, `/unknown-trackers/${encodeURIComponent(imei)}/add`),
          {},
        ),
      onSuccess: async () => {
        await Promise.all([refresh(), refreshDevices()]);
      },
    }),
    addUnknown: useMutation({
      mutationFn: (devEui: string) =>
        api.mutate.post<Device>(
          path(organisationId, `/unknown-devices/${encodeURIComponent(devEui)}/add`),
          {},
        ),
      onSuccess: async () => {
        await Promise.all([refresh(), refreshDevices()]);
      },
    }),
    dismissUnknown: useMutation({
      mutationFn: (devEui: string) =>
        api.mutate.delete(path(organisationId, `/unknown-devices/${encodeURIComponent(devEui)}`)),
      onSuccess: refresh,
    }),
    addPhone: useMutation({
      mutationFn: (name: string) =>
        api.mutate.post<{ device: Device; token: string }>('/device/self-host', {
          organisationId,
          name,
          type: 'location',
        }),
      onSuccess: refreshDevices,
    }),
    createApiKey: useMutation({
      mutationFn: (input: ApiKeyCreate) =>
        api.mutate.post<CreatedApiKey>(path(organisationId, '/api-keys'), input),
      onSuccess: refresh,
    }),
    revokeApiKey: useMutation({
      mutationFn: (id: string) => api.mutate.delete(`/api-key/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}
