import type { Device } from '@pinpoint/shared';
import type { DevicePage, DevicePageSort } from '@pinpoint/shared/device-page.ts';
import { type DevicePositions, unpackDevicePositions } from '@pinpoint/shared/device-positions.ts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { deviceKeys } from '../../lib/device-cache.ts';

export type { DevicePage, DevicePageSort, DevicePositions };

/** What the table asks the server for (issue 31 item 2): its page, sort, search and type filter. */
export type DevicePageView = {
  page: number;
  pageSize: number;
  sort: DevicePageSort;
  direction: 'asc' | 'desc';
  search: string;
  type: string;
};

/**
 * The query string of a view, defaults left out (the server has the same ones). Sorted by type, it
 * sends the types in the order of the labels the reader sees (`typeOrder`): the server knows none.
 */
export function devicePageQuery(view: DevicePageView, typeOrder: readonly string[] = []): string {
  const params = new URLSearchParams({ page: String(view.page), pageSize: String(view.pageSize) });
  if (view.sort !== 'name') params.set('sort', view.sort);
  if (view.direction !== 'asc') params.set('direction', view.direction);
  if (view.search) params.set('search', view.search);
  if (view.type) params.set('type', view.type);
  if (view.sort === 'type' && typeOrder.length) params.set('typeOrder', typeOrder.join(','));
  return params.toString();
}

/**
 * GET /organisation/{id}/devices/page: one page of the table, the last page kept on screen while
 * the next loads. Under the list's key, so whatever refreshes the list refreshes its pages; the
 * browser revalidates it with its ETag (304) on its own.
 */
export function useDevicePage(
  organisationId: string | null,
  view: DevicePageView,
  typeOrder: readonly string[] = [],
) {
  const api = useApi();
  const query = devicePageQuery(view, typeOrder);
  return useQuery({
    queryKey: deviceKeys.page(organisationId ?? '', query),
    queryFn: () =>
      api.mutate.get<DevicePage>(
        `/organisation/${encodeURIComponent(organisationId ?? '')}/devices/page?${query}`,
      ),
    enabled: Boolean(organisationId),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /organisation/{id}/devices/positions: every positioned device for the map, unpacked; asked
 * for once `ready` (the list's first page is shown), so the first view costs that page alone.
 */
export function useDevicePositions(organisationId: string | null, ready = true) {
  const api = useApi();
  return useQuery({
    queryKey: deviceKeys.positions(organisationId ?? ''),
    queryFn: async () =>
      unpackDevicePositions(
        await api.mutate.get<unknown>(
          `/organisation/${encodeURIComponent(organisationId ?? '')}/devices/positions`,
        ),
      ),
    enabled: Boolean(organisationId) && ready,
  });
}

/**
 * The device as a list already holds it (the whole list, or a page of the table), for a screen to
 * show while its own copy loads; asks the server for nothing.
 */
export function useListedDevice(organisationId: string | null, id: string): Device | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!organisationId) return undefined;
    const list = queryClient.getQueryData<Device[]>(deviceKeys.list(organisationId));
    const inList = list?.find((device) => device.id === id);
    if (inList) return inList;
    for (const [, page] of queryClient.getQueriesData<DevicePage>({
      queryKey: [...deviceKeys.list(organisationId), 'page'],
    })) {
      const onPage = page?.items.find((device) => device.id === id);
      if (onPage) return onPage;
    }
    return undefined;
  }, [queryClient, organisationId, id]);
}
