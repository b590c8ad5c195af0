import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { type Geofence, type GeofenceStatus, geofenceKeys, useGeofenceMutations } from '../api.ts';

/**
 * Changes a geofence's status at once in the list (optimistic), then on the server; on failure
 * the switch goes back and the snackbar says so (spec 8: 'Error updating geofence status').
 */
export function useGeofenceStatus(organisationId: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const { setStatus } = useGeofenceMutations(organisationId);
  const key = geofenceKeys.forOrganisation(organisationId ?? '');

  const write = (id: string, status: GeofenceStatus) =>
    queryClient.setQueryData<Geofence[]>(key, (list) =>
      list?.map((geofence) => (geofence.id === id ? { ...geofence, status } : geofence)),
    );

  return async (geofence: Geofence, status: GeofenceStatus) => {
    // A refetch in flight would bring the old status back over the new one.
    await queryClient.cancelQueries({ queryKey: key });
    write(geofence.id, status);
    try {
      await setStatus.mutateAsync({ id: geofence.id, status });
    } catch (error) {
      write(geofence.id, geofence.status);
      notify(errorText(error, t('errors.geofenceStatus')), 'error');
    }
  };
}
