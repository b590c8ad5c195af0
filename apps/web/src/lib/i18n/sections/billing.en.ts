import { messages } from '@pinpoint/shared/messages.ts';

/**
 * English strings of the billing pages and the owner's billing section. limitReached,
 * limitIncreaseSuccess and limitIncreaseError are spec 4's message keys limit_reached,
 * limit_increase_success and limit_increase_error.
 */
export const billing = {
  title: 'Billing',
  loading: 'Loading billing',
  loadError: 'The billing of this organisation could not be loaded.',
  overviewTitle: 'Billing of {{organisation}}',
  overviewIntro: 'The plan, the devices and the invoices of the selected organisation.',
  askOwner:
    'Only an owner of {{organisation}} can change its device limit and billing. Ask an owner to do it.',
  backToDevices: 'Back to devices',

  // Spec 4 "Account device limit".
  limitReached: 'Device limit reached',
  limitIncreaseSuccess: 'Device limit increased to {{limit}}',
  limitIncreaseError: messages.limitIncreaseError,

  limitReachedTitle: 'Device limit reached',
  limitReachedText: 'Your organisation has reached its device limit. Increase the limit to add more devices.',
  limitReachedUsage:
    '{{organisation}} has {{count}} devices and may have {{limit}}. Increase the limit to add more devices.',
  changeLimitTitle: 'Device limit',
  newLimit: 'New device limit',
  newLimitHelp: 'Higher than the {{count}} devices you have; up to {{max}} without contacting support.',
  increase: 'Increase limit',
  devicesTitle: 'Devices',
  usage: '{{count}} of {{limit}} devices used',
  nearLimit: 'Close to the limit: room for {{left}} more. Increase the limit before it is reached.',

  registerCardTitle: 'Register a card',
  registerCardText: 'A payment card is needed before {{organisation}} can add devices.',
  cardOnFile: 'A card is registered for {{organisation}}. Register another one to pay with it from now on.',
  startsWithLimit: 'The subscription will start with a limit of {{limit}} devices.',
  stripeKeepsCard: 'You enter the card on Stripe’s page: Stripe keeps it, Pinpoint never sees its number.',
  registerCard: 'Register a card',
  cardRequiredText: 'No card is registered yet: devices cannot be added until one is.',
  inactiveText: 'The subscription is not paid up. Register a card to pay for it and add devices again.',
  billingOff: 'Billing is not used on this deployment.',
  billingOffOwner:
    'Billing is not used on this deployment: {{organisation}} needs no card. You can change its device limit in its billing section.',
  changeLimit: 'Change the device limit',

  successTitle: 'Card registered',
  successText: 'Thank you. Stripe has your card.',
  settingUp: 'Setting up your subscription…',
  slowConfirmation:
    'Stripe has not confirmed the card yet. This page keeps checking; you can also come back later.',
  subscriptionSuccessTitle: 'Subscription active',
  subscriptionSuccessText: 'Thank you. {{organisation}} may now have up to {{limit}} devices.',
  cancelTitle: 'No card registered',
  cancelText: 'You left Stripe’s page before the card was saved. Nothing was charged.',
  tryAgain: 'Try again',

  planTitle: 'Plan',
  planTier: 'Per device, up to {{upTo}} devices: {{quantity}} devices paid for',
  planQuantity: '{{quantity}} devices paid for',
  noPlan: 'No subscription yet.',
  periodEnd: 'Current period ends {{date}}',
  nextInvoice: 'Next invoice: {{amount}} on {{date}}',
  nextInvoiceNoDate: 'Next invoice: {{amount}}',
  noNextInvoice: 'No upcoming invoice.',
  openPortal: 'Invoices, card and cancelling',
  buyDevices: 'Buy devices',
  stripeUnavailable: 'Stripe could not be reached. Please try again, or contact support.',
  statuses: {
    active: 'Active',
    trialing: 'Trial',
    past_due: 'Payment past due',
    unpaid: 'Unpaid',
    canceled: 'Cancelled',
    incomplete: 'Awaiting first payment',
    incomplete_expired: 'Expired',
    paused: 'Paused',
    other: 'Unknown',
  },

  invoiceDueTitle: 'Invoice due',
  invoiceDueText: 'An invoice of {{amount}} is due.',
  invoiceDueOn: 'An invoice of {{amount}} is due on {{date}}.',
  seeInvoice: 'See the invoice',
  payInvoice: 'Pay the invoice',
  noInvoiceDue: 'No invoice is due. Thank you.',

  /** The server's and the limit schema's messages, as they answer them in English. */
  serverMessages: {
    wholeNumber: 'Enter a whole number of devices',
    cardRequired: 'Register a card to increase the device limit',
    billingInactive: 'The subscription is not paid up: update the card to change the limit',
    billingOff: 'Billing is turned off on this deployment',
    couldNotStart: 'Card registration could not start. Please try again, or contact support',
    portalUnavailable: 'The billing portal could not be opened. Please try again, or contact support',
  },
};
