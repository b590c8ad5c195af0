import type { PublicConfig } from '@pinpoint/shared';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authLimits, authScope, normalizeAuthority } from './user-manager.ts';

/** OpenID Connect code flow with PKCE; the session lives in local storage (spec 7). */
export function createUserManager(
  config: PublicConfig,
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
): UserManager {
  const home = `${origin}/`;
  return new UserManager({
    authority: normalizeAuthority(config.authDomain),
    client_id: config.authClientId,
    redirect_uri: home,
    silent_redirect_uri: home,
    post_logout_redirect_uri: home,
    response_type: 'code',
    scope: authScope,
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
    extraQueryParams: config.authAudience ? { audience: config.authAudience } : {},
  });
}
