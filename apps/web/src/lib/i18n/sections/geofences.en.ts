/** English strings of the geofence screens (list, editor, import). */
export const geofences = {
  title: 'Geofences',
  emptyTitle: 'No geofences yet',
  emptyText: 'Draw an area on the map to be alerted when a device enters or leaves it.',
  newTitle: 'New geofence',
  editTitle: 'Geofence',
  editorEmptyTitle: 'Map editor coming soon',
  editorEmptyText: 'Name the geofence, give its address and draw its area on the map.',
};
