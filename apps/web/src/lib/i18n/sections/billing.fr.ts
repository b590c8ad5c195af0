import type { Translations } from '../translations.ts';
import type { billing as en } from './billing.en.ts';

/** Canadian French strings of the billing pages and the owner's billing section. */
export const billing: Translations<typeof en> = {
  title: 'Facturation',
  loading: 'Chargement de la facturation',
  loadError: 'La facturation de cette organisation n’a pas pu être chargée.',
  overviewTitle: 'Facturation de {{organisation}}',
  overviewIntro: 'Le forfait, les appareils et les factures de l’organisation choisie.',
  askOwner:
    'Seul un propriétaire de {{organisation}} peut modifier sa limite d’appareils et sa facturation. Demandez-le à un propriétaire.',
  backToDevices: 'Retour aux appareils',

  limitReached: 'Limite d’appareils atteinte',
  limitIncreaseSuccess: 'Limite d’appareils portée à {{limit}}',
  limitIncreaseError: 'Erreur lors de l’augmentation de la limite. Veuillez communiquer avec le soutien',

  limitReachedTitle: 'Limite d’appareils atteinte',
  limitReachedText:
    'Votre organisation a atteint sa limite d’appareils. Augmentez la limite pour ajouter d’autres appareils.',
  limitReachedUsage:
    '{{organisation}} a {{count}} appareils et peut en avoir {{limit}}. Augmentez la limite pour ajouter d’autres appareils.',
  changeLimitTitle: 'Limite d’appareils',
  newLimit: 'Nouvelle limite d’appareils',
  newLimitHelp:
    'Supérieure aux {{count}} appareils que vous avez; jusqu’à {{max}} sans communiquer avec le soutien.',
  increase: 'Augmenter la limite',
  devicesTitle: 'Appareils',
  usage: '{{count}} appareils utilisés sur {{limit}}',
  nearLimit:
    'Proche de la limite : place pour {{left}} de plus. Augmentez la limite avant qu’elle soit atteinte.',

  registerCardTitle: 'Enregistrer une carte',
  registerCardText:
    'Une carte de paiement est nécessaire avant que {{organisation}} puisse ajouter des appareils.',
  cardOnFile:
    'Une carte est enregistrée pour {{organisation}}. Enregistrez-en une autre pour payer avec elle dorénavant.',
  startsWithLimit: 'L’abonnement commencera avec une limite de {{limit}} appareils.',
  stripeKeepsCard:
    'Vous saisissez la carte sur la page de Stripe : Stripe la conserve, Pinpoint n’en voit jamais le numéro.',
  registerCard: 'Enregistrer une carte',
  cardRequiredText: 'Aucune carte n’est encore enregistrée : aucun appareil ne peut être ajouté avant.',
  inactiveText:
    'L’abonnement n’est pas à jour. Enregistrez une carte pour le payer et ajouter de nouveau des appareils.',
  billingOff: 'La facturation n’est pas utilisée sur ce déploiement.',
  billingOffOwner:
    'La facturation n’est pas utilisée sur ce déploiement : {{organisation}} n’a besoin d’aucune carte. Vous pouvez modifier sa limite d’appareils dans sa section de facturation.',
  changeLimit: 'Modifier la limite d’appareils',

  successTitle: 'Carte enregistrée',
  successText: 'Merci. Stripe a votre carte.',
  settingUp: 'Préparation de votre abonnement…',
  slowConfirmation:
    'Stripe n’a pas encore confirmé la carte. Cette page continue de vérifier; vous pouvez aussi revenir plus tard.',
  subscriptionSuccessTitle: 'Abonnement actif',
  subscriptionSuccessText: 'Merci. {{organisation}} peut maintenant avoir jusqu’à {{limit}} appareils.',
  cancelTitle: 'Aucune carte enregistrée',
  cancelText: 'Vous avez quitté la page de Stripe avant l’enregistrement de la carte. Rien n’a été facturé.',
  tryAgain: 'Réessayer',

  planTitle: 'Forfait',
  planTier: 'Par appareil, jusqu’à {{upTo}} appareils : {{quantity}} appareils payés',
  planQuantity: '{{quantity}} appareils payés',
  noPlan: 'Pas encore d’abonnement.',
  periodEnd: 'La période en cours se termine le {{date}}',
  nextInvoice: 'Prochaine facture : {{amount}} le {{date}}',
  nextInvoiceNoDate: 'Prochaine facture : {{amount}}',
  noNextInvoice: 'Aucune facture à venir.',
  openPortal: 'Factures, carte et résiliation',
  buyDevices: 'Acheter des appareils',
  stripeUnavailable: 'Stripe n’a pas pu être joint. Veuillez réessayer ou communiquer avec le soutien.',
  statuses: {
    active: 'Actif',
    trialing: 'Essai',
    past_due: 'Paiement en retard',
    unpaid: 'Impayé',
    canceled: 'Résilié',
    incomplete: 'En attente du premier paiement',
    incomplete_expired: 'Expiré',
    paused: 'En pause',
    other: 'Inconnu',
  },

  invoiceDueTitle: 'Facture à payer',
  invoiceDueText: 'Une facture de {{amount}} est à payer.',
  invoiceDueOn: 'Une facture de {{amount}} est à payer le {{date}}.',
  seeInvoice: 'Voir la facture',
  payInvoice: 'Payer la facture',
  noInvoiceDue: 'Aucune facture à payer. Merci.',

  serverMessages: {
    wholeNumber: 'Entrez un nombre entier d’appareils',
    cardRequired: 'Enregistrez une carte pour augmenter la limite d’appareils',
    billingInactive: 'L’abonnement n’est pas à jour : mettez la carte à jour pour changer la limite',
    billingOff: 'La facturation est désactivée sur ce déploiement',
    couldNotStart:
      'L’enregistrement de la carte n’a pas pu commencer. Veuillez réessayer ou communiquer avec le soutien',
    portalUnavailable:
      'Le portail de facturation n’a pas pu être ouvert. Veuillez réessayer ou communiquer avec le soutien',
  },
};
