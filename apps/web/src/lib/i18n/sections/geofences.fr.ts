import type { Translations } from '../translations.ts';
import type { geofences as en } from './geofences.en.ts';

/** Canadian French strings of the geofence screens. */
export const geofences: Translations<typeof en> = {
  title: 'Géorepérages',
  emptyTitle: 'Aucun géorepérage pour l’instant',
  emptyText: 'Tracez une zone sur la carte pour être alerté quand un appareil y entre ou en sort.',
  add: 'Ajouter un géorepérage',
  importCsv: 'Importer un CSV',
  name: 'Nom',
  address: 'Adresse',
  postcode: 'Code postal',
  type: 'Type',
  size: 'Rayon ou superficie',
  status: 'État',
  alertType: 'Alertes à',
  devicesInside: 'Appareils à l’intérieur',
  types: { circle: 'Cercle', polygon: 'Polygone' },
  statuses: { active: 'Actif', paused: 'En pause' },
  alertTypes: { enter: 'L’entrée', exit: 'La sortie', 'enter-exit': 'L’entrée ou la sortie' },
  activeOf: '{{name}} actif',
  metres: '{{value}} m',
  squareMetres: '{{value}} m²',
  squareKilometres: '{{value}} km²',
  map: 'Carte des géorepérages',
  mapLoading: 'Chargement de la carte',
  mapHelp: 'Sélectionnez une zone sur la carte pour la trouver dans la liste.',
  open: 'Ouvrir {{name}}',
  deleteTitleOne: 'Supprimer le géorepérage?',
  deleteTitleMany: 'Supprimer les géorepérages?',
  deleteOne:
    'Supprimer {{name}}? Les actions qui le surveillent cessent d’alerter à son sujet. Cette opération est irréversible.',
  deleteMany:
    'Supprimer les {{count}} géorepérages sélectionnés? Les actions qui les surveillent cessent d’alerter à leur sujet. Cette opération est irréversible.',
  deletedOne: 'Géorepérage {{name}} supprimé',
  deletedMany: 'Géorepérages supprimés : {{count}}',
  offTitle: 'Les géorepérages sont désactivés',
  offText: 'Les géorepérages sont désactivés sur ce déploiement. Vos bases sont toujours là.',
  goToBases: 'Aller aux bases',
  import: {
    title: 'Importer des géorepérages à partir d’un fichier CSV',
    intro:
      'Un fichier CSV avec une ligne d’en-tête et les colonnes {{required}}; {{optional}} peuvent aussi être données. Chaque ligne est vérifiée avant tout ajout; les lignes qui ont des problèmes sont écartées.',
    introRequired:
      'Un fichier CSV avec une ligne d’en-tête et les colonnes {{required}}. Chaque ligne est vérifiée avant tout ajout; les lignes qui ont des problèmes sont écartées.',
    geofenceHint: 'Chaque ligne devient un cercle; le rayon est en mètres, 100 m s’il est laissé vide.',
    geocoderHint: 'Les lignes sans latitude ni longitude sont placées d’après leur adresse.',
    noGeocoderHint:
      'Aucune recherche d’adresse n’est configurée : donnez à chaque ligne sa latitude et sa longitude.',
    sample: 'Télécharger un exemple de CSV',
    added: 'Lignes ajoutées : {{count}}',
    geofencesAdded: 'Géorepérages ajoutés : {{count}}',
    error: 'Erreur lors de l’importation des lignes',
    reasons: {
      bothCoordinates: 'Donnez la latitude et la longitude',
      noGeocoder: 'Donnez la latitude et la longitude : aucun géocodeur n’est configuré',
      addressNotFound: 'Adresse introuvable : donnez la latitude et la longitude',
      geocoderDown:
        'Le géocodeur n’a pas répondu : donnez la latitude et la longitude, ou réessayez plus tard',
      nameTwice: 'Le nom apparaît deux fois dans le fichier',
      geofenceExists: 'Le géorepérage {{name}} existe déjà',
      baseExists: 'La base {{name}} existe déjà',
      latitudeNumber: 'La latitude doit être un nombre',
      latitudeRange: 'La latitude doit être comprise entre -90 et 90',
      longitudeNumber: 'La longitude doit être un nombre',
      longitudeRange: 'La longitude doit être comprise entre -180 et 180',
      radiusNumber: 'Le rayon doit être un nombre',
      radiusMin: 'Le rayon doit être d’au moins 1 m',
      radiusMax: 'Le rayon doit être d’au plus 100 km (100000 m)',
    },
  },
};
