import type {
  Device,
  deviceImportResultSchema,
  deviceShareResponseSchema,
  frameSchema,
  readingSeriesSchema,
} from '@pinpoint/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../lib/api-context.tsx';
import type { InstantRange } from '../../lib/day-range.ts';
import { deviceKeys, type Position, useDevices } from '../../lib/device-cache.ts';
import { requireOrganisation } from '../../lib/organisation-list.ts';

export type { Device, Position };
export { useDevices };
export type ReadingSeries = z.infer<typeof readingSeriesSchema>;
export type Frame = z.infer<typeof frameSchema>;
export type ImportResult = z.infer<typeof deviceImportResultSchema>;
export type ShareAnswer = z.infer<typeof deviceShareResponseSchema>;

const devicePath = (id: string, rest = '') => `/device/${encodeURIComponent(id)}${rest}`;

/** GET /device/{id}: null when it does not exist or is not the user's ('No device found'). */
export function useDevice(id: string, listed?: Device, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: deviceKeys.detail(id),
    queryFn: () => api.get<Device>(devicePath(id)),
    placeholderData: listed,
    enabled,
  });
}

/** A time range as the API takes it (ISO instants). */
export type Range = InstantRange;

const rangeQuery = ({ from, to }: Range, extra = '') =>
  `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`;

/** Positions over the range, oldest first (live fixes are appended by the live-updates writer). */
export function usePositions(id: string, range: Range) {
  const api = useApi();
  return useQuery({
    queryKey: deviceKeys.history(id, 'positions', range.from, range.to),
    queryFn: () => api.list<Position>(devicePath(id, `/positions${rangeQuery(range, '&limit=10000')}`)),
    placeholderData: keepPreviousData,
  });
}

/** Readings over the range, downsampled by the server into buckets (avg, min, max). */
export function useReadings(id: string, range: Range, buckets = 200) {
  const api = useApi();
  return useQuery({
    queryKey: deviceKeys.history(id, 'readings', range.from, range.to),
    queryFn: () =>
      api.list<ReadingSeries[number]>(devicePath(id, `/readings${rangeQuery(range, `&buckets=${buckets}`)}`)),
    placeholderData: keepPreviousData,
  });
}

/** The newest frames of the range. */
export function useFrames(id: string, range: Range, limit = 100) {
  const api = useApi();
  return useQuery({
    queryKey: deviceKeys.history(id, 'frames', range.from, range.to),
    queryFn: () => api.list<Frame>(devicePath(id, `/frames${rangeQuery(range, `&limit=${limit}`)}`)),
    placeholderData: keepPreviousData,
  });
}

export type ManualInput = {
  name: string;
  devEui: string;
  appEui: string;
  appKey: string;
  type: string;
  forwarder: string;
};

/** Adding, importing, changing and removing devices; each refreshes what it changed. */
export function useDeviceMutations(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: deviceKeys.lists });
  const orgId = () => requireOrganisation(organisationId);
  const refreshDevice = (id: string) =>
    Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: deviceKeys.detail(id) })]);

  return {
    create: useMutation({
      mutationFn: (input: ManualInput) =>
        api.mutate.post<Device>('/device', { ...input, organisationId: orgId() }),
      onSettled: refreshList,
    }),
    createSelfHosted: useMutation({
      mutationFn: (input: { name: string; type: string }) =>
        api.mutate.post<{ device: Device; token: string }>('/device/self-host', {
          ...input,
          organisationId: orgId(),
        }),
      onSettled: refreshList,
    }),
    createTracker: useMutation({
      mutationFn: (input: { name: string; imei: string; protocol: string; type: string }) =>
        api.mutate.post<Device & { warning: string | null }>('/device/tracker', {
          ...input,
          organisationId: orgId(),
        }),
      onSettled: refreshList,
    }),
    claim: useMutation({
      mutationFn: (input: { claimCode: string; name?: string | undefined }) =>
        api.mutate.post<Device>('/device/claim', { ...input, organisationId: orgId() }),
      onSettled: refreshList,
    }),
    importRows: useMutation({
      mutationFn: (input: { type: string; rows: Record<string, string>[] }) =>
        api.mutate.post<ImportResult>('/device/import', { ...input, organisationId: orgId() }),
    }),
    update: useMutation({
      mutationFn: ({
        id,
        patch,
      }: {
        id: string;
        patch: { name?: string; type?: string; decoding?: Device['decoding'] };
      }) => api.mutate.patch<Device>(devicePath(id), patch),
      onSuccess: (device) => {
        if (device) queryClient.setQueryData(deviceKeys.detail(device.id), device);
      },
      onSettled: (_data, _error, { id }) => refreshDevice(id),
    }),
    remove: useMutation({
      mutationFn: async (devices: { id: string; name: string }[]) => {
        const [first] = devices;
        if (devices.length === 1 && first) {
          await api.mutate.delete(devicePath(first.id), { confirmName: first.name });
          return;
        }
        // The server takes up to 1000 ids a call.
        for (let i = 0; i < devices.length; i += 1000) {
          const ids = devices.slice(i, i + 1000).map((device) => device.id);
          await api.mutate.post('/device/bulk-delete', { organisationId: orgId(), ids });
        }
      },
      onSettled: refreshList,
    }),
    share: useMutation({
      mutationFn: ({ id, expiresAt }: { id: string; expiresAt: string | null }) =>
        api.mutate.post<ShareAnswer>(devicePath(id, '/share'), { expiresAt }),
      onSettled: (_data, _error, { id }) => refreshDevice(id),
    }),
    unshare: useMutation({
      mutationFn: (id: string) => api.mutate.delete(devicePath(id, '/share')),
      onSettled: (_data, _error, id) => refreshDevice(id),
    }),
    transfer: useMutation({
      mutationFn: ({ id, organisationId: target }: { id: string; organisationId: string }) =>
        api.mutate.post<Device>(devicePath(id, '/transfer'), { organisationId: target }),
      onSettled: (_data, _error, { id }) => refreshDevice(id),
    }),
  };
}
