/**
 * The spec's validation and error messages (spec 5 and 8), quoted exactly.
 * The web app's catalogues translate them; the server answers them in English.
 */
export const messages = {
  required: '{{name}} is required',
  errorAdding: 'Error adding {{name}}',
  errorUpdating: 'Error updating {{name}}',
  errorDeleting: 'Error deleting {{name}}',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number, please include country code (eg. +44)',
  claimCodeRequired: 'Claim code is required',
  confirmDeviceDeletion: 'Please enter the device name to confirm deletion',
  ownerOnlyReAdd: 'Only the organisation owner can add you back',
  limitTooLow: 'Limit must be higher than number of devices on account currently',
  limitIncreaseError: 'Limit increase error. Please contact support',
  loginFailed: 'Login failed',
  getAccessTokenFailed: 'Get access token failed',
  validateTokensFailed: 'Failed to validate authentication tokens',
  deviceExists: 'device already exists',
  noDeviceFound: 'No device found',
  organisationExists: 'Organisation {{name}} already exists',
  contactExists: 'Contact {{name}} already exists',
  confirmOrganisationName: 'Type the organisation name to confirm',
  lastOwner: 'An organisation needs at least one owner',
  creatingTurnedOff: 'Creating organisations is turned off',
  ownerGrantsOwner: 'Only an owner can grant or take away the owner role',
  ownerRemovesOwner: 'Only an owner can remove an owner',
  alreadyMember: '{{name}} is already a member',
} as const;

/** Replaces {{key}} placeholders, as the catalogues do. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
