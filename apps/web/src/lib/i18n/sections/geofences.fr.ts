import type { Translations } from '../translations.ts';
import type { geofences as en } from './geofences.en.ts';

/** Canadian French strings of the geofence screens. */
export const geofences: Translations<typeof en> = {
  title: 'Géorepérages',
  emptyTitle: 'Aucun géorepérage pour l’instant',
  emptyText: 'Tracez une zone sur la carte pour être alerté quand un appareil y entre ou en sort.',
  newTitle: 'Nouveau géorepérage',
  editTitle: 'Géorepérage',
  editorEmptyTitle: 'L’éditeur de carte arrive bientôt',
  editorEmptyText: 'Nommez le géorepérage, indiquez son adresse et tracez sa zone sur la carte.',
};
