import type { TrackerSetup } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';

export type { TrackerSetup };

/**
 * Where this deployment's cellular trackers report, per protocol, with the SMS that points one
 * here (GET /organisation/{id}/trackers): the add-device form and the Integrations cards share it.
 */
export function useTrackerSetup(organisationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['tracker-setup', organisationId],
    queryFn: () =>
      api.get<TrackerSetup>(`/organisation/${encodeURIComponent(organisationId ?? '')}/trackers`),
    enabled: Boolean(organisationId),
    staleTime: 5 * 60_000,
  });
}
