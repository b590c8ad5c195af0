import type { Translations } from '../translations.ts';
import type { bases as en } from './bases.en.ts';

/** Canadian French strings of the bases screens, the bases on the device map and the device's geofences. */
export const bases: Translations<typeof en> = {
  title: 'Bases',
  one: 'base',
  emptyTitle: 'Aucune base pour l’instant',
  emptyText:
    'Les bases sont vos dépôts, cours et sites. Les bases ouvertes qui ont un emplacement s’affichent sur la carte des appareils.',
  listLabel: 'Bases',
  name: 'Nom',
  address: 'Adresse',
  postcode: 'Code postal',
  status: 'État',
  statuses: { open: 'Ouverte', closed: 'Fermée' },
  statusHelp: {
    open: 'Ouverte : en service, affichée sur la carte des appareils',
    closed: 'Fermée : conservée au dossier mais hors service, absente de la carte',
  },
  statusFieldHelp:
    'Ouverte : en service, affichée sur la carte des appareils. Fermée : conservée au dossier, absente de la carte.',
  location: 'Emplacement',
  noLocation: 'Aucun emplacement',
  latitude: 'Latitude',
  longitude: 'Longitude',
  coordinatesHelp:
    'Facultatives : les deux ou aucune. Sans elles, la base n’a pas d’emplacement et n’est pas sur la carte.',
  coordinatesHelpGeocoder:
    'Facultatives : les deux ou aucune. Laissées vides, l’emplacement est trouvé à partir de l’adresse.',
  add: 'Ajouter une base',
  addTitle: 'Nouvelle base',
  editTitle: 'Modifier la base',
  edit: 'Modifier {{name}}',
  delete: 'Supprimer {{name}}',
  added: 'Base {{name}} ajoutée',
  addedWithoutLocation: 'Base {{name}} ajoutée sans emplacement : elle n’est pas affichée sur la carte',
  updated: 'Base {{name}} mise à jour',
  deletedOne: 'Base {{name}} supprimée',
  deletedMany: '{{count}} bases supprimées',
  deleteTitleOne: 'Supprimer la base?',
  deleteTitleMany: 'Supprimer les bases?',
  deleteOne: 'Supprimer {{name}}? Cette action est irréversible.',
  deleteMany: 'Supprimer les {{count}} bases sélectionnées? Cette action est irréversible.',
  errorWithReason: '{{error}} : {{reason}}',
  map: 'Carte des bases',
  mapLoading: 'Chargement de la carte',
  mapEmpty:
    'Aucune base n’a encore d’emplacement : indiquez sa latitude et sa longitude pour la voir sur la carte.',
  place: 'Base {{name}}',
  placeDetails: '{{address}}, {{postcode}}',
  import: 'Importer un CSV',
  importTitle: 'Importer des bases à partir d’un fichier CSV',
  importHint:
    'Les lignes sans latitude ni longitude sont enregistrées sans emplacement et ne figurent pas sur la carte.',
  importError: 'Erreur lors de l’importation de {{count}} bases',
  importAdded: 'Bases ajoutées : {{count}}',
  showBases: 'Afficher les bases',
  presence: {
    title: 'Géorepérages',
    none: 'Dans aucun géorepérage',
    insideLabel: 'Géorepérages où se trouve {{name}} en ce moment',
    loading: 'Chargement des géorepérages',
    help: 'Les géorepérages actifs où se trouve l’appareil en ce moment, d’après sa dernière position.',
  },
};
