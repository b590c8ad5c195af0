import type { Translations } from '../translations.ts';
import type { commands as en } from './commands.en.ts';

/** Canadian French strings of the command page, the device's commands card and the network-server settings. */
export const commands: Translations<typeof en> = {
  title: 'Commandes',
  intro:
    'Les commandes passent par le serveur réseau de l’appareil. Un appareil LoRaWAN n’écoute que juste après l’envoi d’une liaison montante : la commande attend donc au serveur réseau la prochaine liaison montante de l’appareil.',
  send: 'Envoyer une commande',
  sendTitle: 'Envoyer une commande',
  sendTo: 'Envoyer une commande à {{name}}',
  sendButton: 'Envoyer',
  sent: 'Commande mise en file pour {{name}}',
  sendFailed: 'Erreur lors de l’envoi de la commande',
  cancel: 'Annuler la commande',
  cancelled: 'Commande annulée',
  cancelFailed: 'Erreur lors de l’annulation de la commande',
  refresh: 'Actualiser',
  loadFailed: 'Les commandes n’ont pas pu être chargées.',
  listLabel: 'Commandes',
  emptyTitle: 'Aucune commande pour l’instant',
  emptyText: 'Les commandes envoyées à vos appareils seront listées ici, avec l’étape où chacune se trouve.',
  emptyFilteredTitle: 'Aucune commande ne correspond',
  emptyFilteredText: 'Essayez un autre appareil, un autre état ou une autre période.',
  allCommands: 'Toutes les commandes',
  recent: 'Commandes récentes',
  noRecent: 'Aucune commande envoyée à cet appareil pour l’instant.',
  viewerNote: 'Les observateurs ne peuvent pas envoyer de commandes.',
  device: 'Appareil',
  allDevices: 'Tous les appareils',
  status: 'État',
  allStatuses: 'Tous les états',
  command: 'Commande',
  when: 'Heure',
  by: 'Par',
  details: 'Détails',
  kind: 'Commande',
  minutes: 'Intervalle (minutes)',
  minutesHelp: 'De {{min}} à {{max}} minutes',
  alarmState: 'Alarme',
  alarmOn: 'Activée',
  alarmOff: 'Désactivée',
  hex: 'Charge utile (hex)',
  hexHelp: 'Les octets en hexadécimal, p. ex. 01 00 00 3C',
  fPort: 'Port (fPort)',
  text: 'Texte de la commande',
  textHelp: 'Envoyé en réponse au prochain rapport de l’appareil (Traccar Client, protocole OsmAnd)',
  confirmed: 'Demander à l’appareil d’en accuser réception (liaison descendante confirmée)',
  confirmedHelp:
    'Sans cela, le serveur réseau peut seulement dire que la liaison descendante est partie, jamais que l’appareil l’a reçue.',
  kinds: {
    set_interval: 'Régler l’intervalle de rapport',
    request_position: 'Demander une position',
    alarm: 'Activer ou désactiver l’alarme',
    reboot: 'Redémarrer',
    raw: 'Charge utile brute (experts)',
    custom: 'Commande texte',
  },
  describe: {
    set_interval: 'Rapport toutes les {{minutes}} min',
    request_position: 'Demander une position',
    alarmOn: 'Alarme activée',
    alarmOff: 'Alarme désactivée',
    reboot: 'Redémarrage',
    raw: 'Brut {{hex}} sur le port {{fPort}}',
    custom: 'Texte : {{text}}',
  },
  statuses: {
    queued: 'En file',
    sent: 'Envoyée',
    acknowledged: 'Confirmée',
    failed: 'Échouée',
  },
  statusHelp: {
    queuedLoRa: 'En attente dans Pinpoint d’être remise au serveur réseau.',
    queuedPhone: 'En attente du prochain rapport de l’appareil, dont la réponse la portera.',
    sentLoRa: 'En file au serveur réseau, attend la prochaine liaison montante de l’appareil.',
    sentPhone:
      'Remise à l’appareil dans la réponse à son rapport. Ce protocole n’a pas d’accusé de réception.',
    queuedTracker:
      'En attente du traceur : elle lui est envoyée dès qu’il est connecté (en UDP, juste après son prochain message).',
    sentTracker:
      'Envoyée au traceur, en attente de sa réponse (les traceurs dont le protocole n’en a pas n’en donnent jamais).',
    answer: 'Réponse : {{answer}}',
    transmitted: 'Émise par radio {{time}}.',
    unconfirmed: 'Liaison descendante non confirmée : l’appareil n’en accuse pas réception.',
    acknowledged: 'L’appareil en a accusé réception {{time}}.',
    failed: 'Elle n’atteindra pas l’appareil.',
  },
  transports: {
    ttn: 'The Things Stack',
    'chirpstack-mqtt': 'ChirpStack (MQTT)',
    'chirpstack-rest': 'ChirpStack (API REST)',
    helium: 'Helium',
    answer: 'Réponse au rapport de l’appareil',
    tracker: 'La connexion du traceur',
  },
  via: 'Par {{transport}}',
  classA:
    'Cet appareil LoRaWAN est de classe A : une commande attend au serveur réseau et atteint l’appareil juste après sa prochaine liaison montante.',
  phone:
    'Cet appareil envoie ses rapports par HTTP : une commande l’atteint dans la réponse à son prochain rapport.',
  tracker:
    'Cet appareil est un traceur cellulaire : une commande lui est envoyée dès qu’il est connecté (en UDP, juste après son prochain message), et sa réponse, quand son protocole en donne une, est gardée avec la commande.',
  noCommandsTitle: '{{name}} ne reçoit aucune commande de Pinpoint',
  noCommands: 'Aucune commande nommée pour ce modèle : envoyez une charge utile brute tirée de son manuel.',
  familySource:
    'Format d’octets tiré des commandes communes du fabricant, pas du manuel de ce modèle : vérifiez-le d’abord.',
  problems: {
    ttn_settings:
      'Configurez The Things Stack dans Serveurs réseau (URL de la grappe, ID du webhook et clé d’API) avant d’envoyer des commandes.',
    chirpstack_mqtt_unavailable:
      'Ce déploiement n’a pas de courtier MQTT pour les commandes ChirpStack : choisissez l’API REST de ChirpStack dans Serveurs réseau.',
    chirpstack_application:
      'Indiquez l’ID d’application ChirpStack dans Serveurs réseau, ou attendez la première liaison montante de l’appareil.',
    chirpstack_rest_settings: 'Indiquez l’URL et le jeton de l’API REST de ChirpStack dans Serveurs réseau.',
    helium_url:
      'Indiquez l’URL de liaison descendante Helium dans Serveurs réseau, ou attendez une liaison montante qui en porte une.',
    no_dev_eui: 'L’appareil n’a pas de Dev EUI : son serveur réseau ne peut pas être informé.',
  },
  settings: {
    open: 'Serveurs réseau',
    title: 'Serveurs réseau',
    intro:
      'Où Pinpoint remet les commandes à vos serveurs réseau. Les clés et jetons sont chiffrés et jamais réaffichés en entier : laissez une valeur masquée telle quelle pour la garder, ou effacez-la pour la retirer.',
    saved: 'Serveurs réseau enregistrés',
    saveFailed: 'Erreur lors de l’enregistrement des serveurs réseau',
    loadFailed: 'Les réglages des serveurs réseau n’ont pas pu être chargés.',
    save: 'Enregistrer',
    ttn: 'The Things Stack',
    ttnHelp:
      'L’API d’envoi de liaisons descendantes de votre webhook. La clé d’API doit avoir le droit d’écrire des liaisons descendantes (traffic write).',
    ttnClusterUrl: 'URL de la grappe',
    ttnClusterUrlHelp: 'p. ex. https://eu1.cloud.thethings.network',
    ttnApplicationId: 'ID d’application',
    ttnWebhookId: 'ID du webhook',
    ttnApiKey: 'Clé d’API',
    chirpstack: 'ChirpStack',
    chirpstackMode: 'Envoyer les commandes par',
    modes: { mqtt: 'Le sujet de commande MQTT', rest: 'L’API REST (chirpstack-rest-api)' },
    mqttUnavailable: 'Ce déploiement n’a pas de courtier MQTT (MQTT_URL) : seule l’API REST peut servir.',
    chirpstackApplicationId: 'ID d’application (UUID)',
    chirpstackApplicationIdHelp:
      'Utilisé tant que les liaisons montantes d’un appareil ne nomment pas la sienne',
    chirpstackTopic: 'Sujet de commande',
    chirpstackTopicHelp:
      'Vide pour celui de ChirpStack par défaut : application/{application_id}/device/{dev_eui}/command/down',
    chirpstackApiUrl: 'URL de l’API REST',
    chirpstackApiUrlHelp: 'p. ex. http://chirpstack-rest-api:8090',
    chirpstackApiToken: 'Jeton d’API',
    helium: 'Helium',
    heliumDownlinkUrl: 'URL de liaison descendante',
    heliumDownlinkUrlHelp:
      'L’URL de liaison descendante de l’intégration sans l’ID de l’appareil; celle d’un appareil, envoyée avec ses liaisons montantes, passe en premier.',
    adminsOnly: 'Seuls les administrateurs peuvent modifier les serveurs réseau.',
  },
};
