import type { PublicConfig } from '@pinpoint/shared';
import {
  MetadataService,
  OidcClientSettingsStore,
  type OidcMetadata,
  UserManager,
  WebStorageStateStore,
} from 'oidc-client-ts';
import { authLimits, normalizeAuthority, signInRequest } from './user-manager.ts';

/**
 * OpenID Connect code flow with PKCE; the session lives in local storage (spec 7). `metadata` is
 * the provider's discovery document when it was read first (openUserManager): the request asks
 * for what it supports, and oidc-client-ts does not fetch it again.
 */
export function createUserManager(
  config: PublicConfig,
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
  metadata?: Partial<OidcMetadata>,
): UserManager {
  const home = `${origin}/`;
  const request = signInRequest(config, metadata?.scopes_supported);
  return new UserManager({
    authority: normalizeAuthority(config.authDomain),
    client_id: config.authClientId,
    redirect_uri: home,
    silent_redirect_uri: home,
    post_logout_redirect_uri: home,
    response_type: 'code',
    ...request,
    ...(metadata ? { metadata } : {}),
    // The ID token carries the profile; the access token is for the API's audience, which
    // providers' userinfo endpoints may refuse (the built-in one does).
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: true,
    requestTimeoutInSeconds: authLimits.requestTimeoutSeconds,
    silentRequestTimeoutInSeconds: authLimits.requestTimeoutSeconds,
    maxSilentRenewTimeoutRetries: authLimits.tokenRequestAttempts,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: authLimits.popupTimeoutSeconds },
  });
}

/** Reads the provider's discovery document, then makes the UserManager that asks for what it supports. */
export async function openUserManager(
  config: PublicConfig,
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
): Promise<UserManager> {
  const settings = new OidcClientSettingsStore({
    authority: normalizeAuthority(config.authDomain),
    client_id: config.authClientId,
    redirect_uri: `${origin}/`,
    requestTimeoutInSeconds: authLimits.requestTimeoutSeconds,
  });
  const metadata = await new MetadataService(settings).getMetadata();
  return createUserManager(config, origin, storage, metadata);
}
