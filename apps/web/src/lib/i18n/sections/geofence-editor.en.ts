/** English strings of the geofence editor (/geofence/add, /geofence/{id}). */
export const geofenceEditor = {
  title: 'Geofence',
};
