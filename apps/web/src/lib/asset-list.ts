import type { Asset } from '@pinpoint/shared/asset.ts';
import { useOrganisationList } from './organisation-list.ts';

/**
 * GET /asset/organisation/{organisationId} (spec 7) for screens outside the assets feature (an
 * asset-metric widget's settings): the same key as the feature's list, so they share one cache.
 */
export function useAssetList(organisationId: string | null) {
  return useOrganisationList<Asset>(
    organisationId,
    (id) => ['assets', 'organisation', id] as const,
    (id) => `/asset/organisation/${id}`,
  );
}
