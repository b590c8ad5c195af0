import type { Translations } from '../translations.ts';
import type { geofenceEditor as en } from './geofence-editor.en.ts';

/** Canadian French strings of the geofence editor. */
export const geofenceEditor: Translations<typeof en> = {
  title: 'Géorepérage',
};
