import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { ServerConfig } from '../config.ts';
import { unauthorized } from '../lib/errors.ts';

export type TokenClaims = JWTPayload & {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
  azp?: string;
};
export type TokenVerifier = {
  verifyAccessToken: (token: string) => Promise<TokenClaims>;
  verifyIdToken: (token: string) => Promise<TokenClaims>;
  /** The provider's userinfo endpoint, for claims an access token does not carry. */
  userinfo: (accessToken: string) => Promise<Record<string, unknown> | undefined>;
};

type Metadata = { keys: JWTVerifyGetKey; userinfo?: string | undefined };

async function discover(issuer: string): Promise<{ jwks_uri: string; userinfo_endpoint?: string }> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`OpenID discovery at ${url} answered ${res.status}`);
  return (await res.json()) as { jwks_uri: string; userinfo_endpoint?: string };
}

/**
 * Checks tokens against the issuer's keys: signature, issuer, audience and
 * expiry. With the built-in provider the keys are local; an external
 * provider's are read from its discovery document on first use.
 */
export function createTokenVerifier(config: ServerConfig, localKeys?: { keys: JWK[] }): TokenVerifier {
  const { issuer, clientId, audience } = config.oidc;
  let metadata: Promise<Metadata> | undefined;
  const load = (): Promise<Metadata> => {
    if (!metadata) {
      const loading: Promise<Metadata> = localKeys
        ? Promise.resolve({
            keys: createLocalJWKSet({
              keys: localKeys.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
            }),
            userinfo: `${issuer}/me`,
          })
        : discover(issuer).then((d) => ({
            keys: createRemoteJWKSet(new URL(d.jwks_uri)),
            userinfo: d.userinfo_endpoint,
          }));
      loading.catch(() => {
        metadata = undefined; // try discovery again on the next request
      });
      metadata = loading;
    }
    return metadata;
  };

  async function verify(token: string, expectedAudience: string | undefined): Promise<TokenClaims> {
    const { keys } = await load();
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        ...(expectedAudience ? { audience: expectedAudience } : {}),
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
      return payload as TokenClaims;
    } catch (err) {
      const code = (err as { code?: string }).code;
      const refusal = unauthorized(
        code === 'ERR_JWT_EXPIRED' ? 'Your session has expired, sign in again' : 'Invalid access token',
      );
      // The security log says which check failed (jose's code, e.g. ERR_JWS_SIGNATURE_VERIFICATION_FAILED).
      refusal.logReason = `token refused: ${code ?? (err as Error).message}`;
      throw refusal;
    }
  }

  return {
    async verifyAccessToken(token) {
      const claims = await verify(token, audience);
      // Without a configured audience the token must at least have been issued to our client.
      if (!audience && claims.azp !== undefined && claims.azp !== clientId) {
        const refusal = unauthorized('Invalid access token');
        refusal.logReason = 'token refused: issued to another client';
        throw refusal;
      }
      return claims;
    },
    verifyIdToken: (token) => verify(token, clientId),
    async userinfo(accessToken) {
      const { userinfo } = await load();
      if (!userinfo) return undefined;
      const res = await fetch(userinfo, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      return res?.ok ? ((await res.json()) as Record<string, unknown>) : undefined;
    },
  };
}
