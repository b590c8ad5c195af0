import type { Translations } from '../translations.ts';
import type { integrations as en } from './integrations.en.ts';

/** Canadian French strings of the Integrations page, the first-uplink checklist and personal API keys. */
export const integrations: Translations<typeof en> = {
  title: 'Intégrations de {{name}}',
  link: 'Intégrations',
  linkOf: 'Intégrations de {{name}}',
  devicesEmptyLink: 'Connecter un serveur réseau ou un téléphone',
  back: 'Organisations',
  loading: 'Chargement des intégrations…',
  intro:
    'Connectez un serveur réseau ou un téléphone en quelques minutes : créez une clé d’ingestion, collez les valeurs ci-dessous dans votre source, puis envoyez un test.',
  adminsOnlyTitle: 'Réservé aux administrateurs',
  adminsOnlyText:
    'Les clés d’ingestion, la configuration des serveurs réseau et la boîte des appareils inconnus sont réservées aux administrateurs.',
  actions: 'Actions',
  keys: {
    one: 'clé d’ingestion',
    title: 'Clés d’ingestion',
    help: 'Les serveurs réseau (The Things Stack, ChirpStack, Helium) envoient les messages avec une clé d’ingestion de cette organisation. Une clé n’atteint que les appareils de cette organisation.',
    name: 'Nom de la clé',
    nameHelp: 'Où elle servira, p. ex. « The Things Stack »',
    create: 'Créer une clé',
    shownOnce:
      'Copiez la clé « {{name}} » maintenant : elle n’est affichée qu’une fois. Les fiches de configuration ci-dessous l’utilisent tant que cette page est ouverte.',
    keyLabel: 'Clé d’ingestion',
    empty: 'Aucune clé d’ingestion : créez-en une pour connecter un serveur réseau.',
    columns: {
      name: 'Nom',
      prefix: 'Clé',
      lastUsed: 'Dernière utilisation',
      uplinks: 'Messages en 24 h',
      status: 'État',
    },
    never: 'Jamais',
    active: 'Active',
    revoked: 'Révoquée',
    revoke: 'Révoquer {{name}}',
    revokeTitle: 'Révoquer {{name}} ?',
    revokeText: 'Les expéditeurs qui utilisent cette clé sont refusés d’ici 10 secondes. C’est irréversible.',
    revokeConfirm: 'Révoquer',
    revokedNotice: 'Clé {{name}} révoquée',
  },
  sources: {
    title: 'Connecter une source',
    names: {
      ttn: 'The Things Stack',
      chirpstack: 'ChirpStack (HTTP)',
      'chirpstack-mqtt': 'ChirpStack (MQTT)',
      helium: 'Helium',
      osmand: 'Traccar Client / OsmAnd',
      owntracks: 'OwnTracks',
      http: 'HTTP simple',
    },
    keyPlaceholder: '<votre clé d’ingestion>',
    tokenPlaceholder: '<le jeton de l’appareil du téléphone>',
    keyHint:
      'Créez une clé d’ingestion ci-dessus : elle est insérée ici tant que cette page est ouverte. Une clé ne peut pas être réaffichée.',
  },
  fields: {
    headerName: 'Nom de l’en-tête',
    headerValue: 'Valeur de l’en-tête',
    webhookFormat: 'Format du webhook',
    baseUrl: 'URL de base',
    endpointUrl: 'URL du point de terminaison',
    encoding: 'Encodage des données',
    broker: 'Courtier',
    topic: 'Sujet',
    method: 'Méthode',
    serverUrl: 'URL du serveur',
    deviceIdentifier: 'Identifiant de l’appareil',
    accuracy: 'Précision de la position',
    high: 'Élevée',
    mode: 'Mode',
    url: 'URL',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe (non vérifié)',
    curl: 'Exemple',
    eventTypes: 'Types de messages à cocher',
  },
  steps: {
    ttn: {
      s1: 'Dans la console The Things Stack, ouvrez votre application → Integrations → Webhooks → Add webhook → Custom webhook.',
      s2: 'Réglez le format du webhook et l’URL de base, et ajoutez l’en-tête ci-dessous (Additional headers).',
      s3: 'Cochez les types de messages ci-dessous en laissant leurs chemins vides. Un formateur de données est facultatif : sans lui, Pinpoint décode les données selon le modèle de l’appareil.',
    },
    chirpstack: {
      s1: 'Dans ChirpStack, ouvrez Applications → votre application → Integrations → HTTP → Add.',
      s2: 'Collez l’URL, choisissez l’encodage JSON et ajoutez l’en-tête ci-dessous. ChirpStack ajoute lui-même ?event=up, join…',
    },
    'chirpstack-mqtt': {
      s1: 'Ce serveur s’abonne au courtier ci-dessous, sur les sujets d’événements par défaut de ChirpStack. Dirigez l’intégration MQTT de ChirpStack (JSON) vers ce courtier.',
      s2: 'Aucune clé d’ingestion n’est nécessaire : les appareils sont reconnus par leur Dev EUI dans toutes les organisations; le courtier ne doit donc laisser publier que votre ChirpStack sur ce sujet.',
    },
    mqttOff:
      'Ce serveur ne s’abonne à aucun courtier MQTT. Son exploitant règle MQTT_URL sur le courtier où publie votre ChirpStack; d’ici là, utilisez l’intégration HTTP de ChirpStack.',
    helium: {
      s1: 'Dans la console Helium, ouvrez Integrations → Add → HTTP.',
      s2: 'Collez le point de terminaison, méthode POST, et ajoutez l’en-tête ci-dessous. Reliez ensuite l’intégration à l’étiquette de vos appareils dans l’éditeur de flux.',
    },
    osmand: {
      s1: 'Ajoutez le téléphone ci-dessous (son jeton n’est affiché qu’une fois), ou collez un jeton que vous avez déjà.',
      s2: 'Traccar Client 9 ou plus récent : ouvrez les paramètres et lisez le code QR avec l’application. Versions antérieures et OsmAnd : saisissez les valeurs ci-dessous.',
      s3: 'Démarrez le service dans l’application. Les formats requête et JSON sont tous deux compris.',
    },
    owntracks: {
      s1: 'Ajoutez le téléphone ci-dessous (son jeton n’est affiché qu’une fois), ou collez un jeton que vous avez déjà.',
      s2: 'Lisez le code QR avec l’appareil photo du téléphone, ou ouvrez le lien sur le téléphone : OwnTracks importe les réglages. Sinon, saisissez les valeurs ci-dessous (Réglages → Connexion, mode HTTP).',
      s3: 'Le jeton de l’appareil est le nom d’utilisateur; le mot de passe n’est pas vérifié.',
    },
    http: {
      s1: 'Envoyez du JSON par POST à l’URL, un objet ou un tableau d’au plus 500, avec la clé d’ingestion dans l’en-tête et devEui qui nomme l’appareil.',
      s2: 'Un traceur à vous peut envoyer son jeton d’appareil dans deviceId au lieu d’une clé.',
    },
  },
  test: {
    title: 'Envoyer un test',
    help: 'Pinpoint envoie un message d’exemple au format de cette source par le vrai chemin d’ingestion, comme le ferait votre serveur réseau, et affiche le résultat.',
    helpPhone:
      'Pinpoint envoie une position d’exemple comme le ferait l’application, avec le jeton du téléphone, et affiche le résultat.',
    device: 'Vers l’appareil',
    noDevice: 'Aucun appareil : un Dev EUI non enregistré (il arrive dans la boîte)',
    send: 'Envoyer un test',
    sending: 'Envoi…',
    needsToken: 'Ajoutez d’abord le téléphone ou collez son jeton.',
    needsDevice:
      'Ajoutez d’abord un appareil LoRaWAN : par MQTT, un test vise un appareil de cette organisation.',
    failed: 'Le test n’a pas pu être envoyé',
    outcomes: {
      stored: 'Reçu et enregistré',
      duplicate: 'Reçu : déjà enregistré une fois',
      unknownDevice: 'Reçu, mais aucun appareil ici n’a ce Dev EUI',
      refused: 'Refusé',
      notConfigured: 'Non configuré sur ce serveur',
      notStored: 'Envoyé, mais non enregistré',
    },
    openDevice: 'Ouvrir l’appareil',
    toInbox: 'Il est maintenant dans la boîte des appareils inconnus ci-dessous.',
    showRequest: 'Afficher la requête',
    hideRequest: 'Masquer la requête',
  },
  phone: {
    name: 'Nom du téléphone',
    add: 'Ajouter le téléphone',
    selfHostOff:
      'L’ajout de téléphones est désactivé sur ce serveur : collez le jeton d’un téléphone ajouté auparavant.',
    paste: 'Jeton d’un téléphone ajouté auparavant',
    use: 'Utiliser ce jeton',
    tokenIsCredential:
      'Le jeton est l’identifiant secret de ce téléphone : quiconque l’a peut envoyer des positions en son nom. Il n’est affiché que tant que cette page est ouverte.',
    qrOwnTracks: 'Code QR qui configure OwnTracks',
    qrTraccar: 'Code QR pour le lecteur de Traccar Client',
    scanOwnTracks:
      'Lisez-le avec l’appareil photo du téléphone : le lien ouvre OwnTracks, qui propose d’importer les réglages.',
    scanTraccar:
      'Dans Traccar Client 9 ou plus récent : Paramètres → lire un code QR. Il règle l’URL du serveur et l’identifiant de l’appareil.',
    openOwnTracks: 'Ouvrir dans OwnTracks (sur le téléphone)',
    another: 'Configurer un autre téléphone',
  },
  trackers: {
    title: 'Traceurs cellulaires',
    help: 'Dirigez un traceur vers ce serveur avec le SMS de son protocole (ou les étapes indiquées quand ses appareils se règlent autrement) ; il apparaît une fois ajouté sous Appareils (Ajouter un appareil, Traceur cellulaire) ou ci-dessous par son IMEI s’il a déjà tenté de se connecter.',
    empty: 'Ce serveur n’écoute aucun protocole de traceur.',
    protocol: 'Protocole',
    host: 'Hôte',
    port: 'Port',
    sms: 'SMS à envoyer au traceur (ou comment le régler)',
    off: 'désactivé',
    unknownTitle: 'Un traceur refusé pour un IMEI inconnu',
    unknownHelp:
      'Un traceur qui s’est connecté avant d’être ajouté est refusé et gardé 7 jours. Tapez son IMEI (imprimé sur l’appareil) pour le trouver et l’ajouter avec le protocole qu’il parlait.',
    imei: 'IMEI',
    find: 'Chercher',
    found: 'A tenté de se connecter {{count}} fois en {{protocol}}, dernière fois',
    notFound: 'Aucun traceur avec cet IMEI n’a tenté de se connecter ces 7 derniers jours.',
    add: 'Ajouter',
    addAs: 'Ajouter le traceur {{imei}} sous le nom {{name}}',
  },
  inbox: {
    title: 'Appareils inconnus',
    help: 'Messages que vos clés d’ingestion ont envoyés pour des Dev EUI non enregistrés ici, des {{days}} derniers jours (au plus {{limit}}). Ajoutez-en un comme appareil en un clic.',
    empty: 'Rien ici : chaque message de vos clés visait un appareil enregistré.',
    source: 'Source',
    lastSeen: 'Vu',
    count: 'Messages',
    lastUplink: 'Dernier message',
    join: 'Connexion au réseau',
    add: 'Ajouter l’appareil',
    addAs: 'Ajouter {{devEui}} comme l’appareil {{name}}',
    dismiss: 'Écarter {{devEui}}',
    open: 'Ouvrir {{name}}',
    sources: {
      ttn: 'The Things Stack',
      chirpstack: 'ChirpStack',
      helium: 'Helium',
      http: 'HTTP simple',
      mqtt: 'ChirpStack (MQTT)',
    },
  },
  apiKeys: {
    one: 'clé d’API',
    title: 'Clés d’API personnelles',
    help: 'Vos propres clés pour appeler l’API REST depuis des scripts : chacune n’atteint que cette organisation, avec un rôle au plus égal au vôtre, jusqu’à son expiration ou sa révocation. Envoyez-la en Authorization: Bearer <clé> ou X-API-Key.',
    name: 'Nom de la clé',
    role: 'Rôle',
    expiry: 'Expire dans',
    days: '{{count}} jours',
    create: 'Créer une clé d’API',
    shownOnce: 'Copiez la clé « {{name}} » maintenant : elle n’est affichée qu’une fois.',
    keyLabel: 'Clé d’API',
    example: 'Essayez-la',
    empty: 'Aucune clé d’API personnelle.',
    owner: 'Propriétaire',
    you: 'Vous',
    expires: 'Expire',
    status: { active: 'Active', expired: 'Expirée', revoked: 'Révoquée' },
    revokeText: 'Les scripts qui utilisent cette clé sont refusés immédiatement. C’est irréversible.',
  },
  checklist: {
    title: 'Premier message',
    steps: {
      registered: 'Enregistré',
      joined: 'Connecté au réseau',
      firstUplink: 'Premier message reçu',
      decoded: 'Données décodées',
      location: 'Position obtenue',
    },
    states: { done: 'fait', open: 'en attente', skipped: 'sans objet' },
    causes: {
      noIngestKey:
        'Cette organisation n’a aucune clé d’ingestion : créez-en une et dirigez votre serveur réseau vers Pinpoint.',
      keyUnused:
        'Aucune requête n’a utilisé les clés d’ingestion de cette organisation depuis l’ajout de l’appareil : vérifiez l’URL du webhook et son en-tête Authorization (une clé erronée ou révoquée est refusée).',
      devEuiReversed:
        'Votre serveur réseau envoie {{devEui}} : le Dev EUI de cet appareil avec ses octets inversés (ordre LSB). Corrigez le Dev EUI.',
      otherDevEui:
        'Des messages arrivent pour {{total}} Dev EUI non enregistrés ici (le plus récent : {{devEui}}) : le Dev EUI de cet appareil est-il exact?',
      notJoined:
        'Votre serveur réseau envoie des données, mais rien encore pour ce Dev EUI : vérifiez que l’appareil s’est connecté (son App EUI et son App Key au serveur réseau, la couverture des passerelles) et que le webhook envoie les messages et les connexions.',
      noDecoder:
        'Pinpoint n’a aucun décodeur pour ces données : choisissez le modèle de l’appareil dans ses réglages, ou ajoutez un formateur de données au serveur réseau.',
      decodeError:
        'Les données n’ont pas pu être décodées ({{error}}) : vérifiez le modèle de l’appareil dans ses réglages.',
      noFix:
        'Les messages arrivent sans position : un traceur GPS a besoin de quelques minutes à ciel ouvert pour sa première position.',
      phoneSilent:
        'Le téléphone n’a encore rien envoyé : vérifiez l’URL du serveur et l’identifiant de l’appareil (son jeton) dans l’application, et qu’elle peut utiliser la position en arrière-plan.',
      joinedNoUplink:
        'L’appareil s’est connecté, mais aucun message n’est arrivé depuis : vérifiez que le webhook envoie les messages montants, ainsi que la couverture et le débit de l’appareil.',
      trackerSilent:
        'Le traceur n’a encore rien envoyé : réglez son serveur sur l’adresse de ce déploiement et le port {{protocol}} indiqué dans Intégrations, et vérifiez que son IMEI est celui enregistré ici.',
    },
    openIntegrations: 'Ouvrir les intégrations',
    complete: 'Tout est prêt : cet appareil envoie des données.',
  },
};
