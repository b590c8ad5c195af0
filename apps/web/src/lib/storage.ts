/**
 * The spec's local storage keys (spec 3, "Local storage keys"), in one place.
 * oidc-client-ts also keeps its own entries (prefix `oidc.`) for the session.
 */
export const storageKeys = {
  accessToken: 'access_token',
  idToken: 'id_token',
  selectedOrganisationId: 'selectedOrganisationID',
  devicesPerPage: 'devicesPerPage',
  theme: 'theme',
  sidebarCollapsed: 'sidebarCollapsed',
  /** The device map's "Show bases" choice (on unless turned off). */
  showBases: 'showBases',
  /** The device list's columns the user hid ('Columns'). */
  deviceColumns: 'deviceColumns',
} as const;

export type TokenPair = { access_token: string; id_token?: string | undefined };

export function writeTokens(tokens: TokenPair, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.accessToken, tokens.access_token);
  if (tokens.id_token) storage.setItem(storageKeys.idToken, tokens.id_token);
}

export function clearTokens(storage: Storage = localStorage): void {
  storage.removeItem(storageKeys.accessToken);
  storage.removeItem(storageKeys.idToken);
}

export function readAccessToken(storage: Storage = localStorage): string | null {
  return storage.getItem(storageKeys.accessToken);
}

export function readSelectedOrganisationId(storage: Storage = localStorage): string | null {
  return storage.getItem(storageKeys.selectedOrganisationId) || null;
}

export function writeSelectedOrganisationId(id: string, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.selectedOrganisationId, id);
}
