import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, uniqueEmail } from '../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// One Pinpoint's built-in provider plays the external OpenID provider for another,
// which must then verify tokens through discovery and the remote JWKS alone.
let provider: TestServer;
let app: TestServer;

beforeAll(async () => {
  provider = await startTestServer();
  app = await startTestServer({
    OIDC_ISSUER: provider.config.oidc.issuer,
    OIDC_CLIENT_ID: 'pinpoint-web',
    OIDC_AUDIENCE: provider.config.oidc.audience as string,
  });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

describe('an external OpenID Connect provider', () => {
  it('turns the built-in provider off and serves the external settings', async () => {
    expect((await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    const config = (await (await fetch(`${app.url}/config.json`)).json()) as Record<string, string>;
    expect(config.authDomain).toBe(provider.config.oidc.issuer);
    expect(config.authAudience).toBe(provider.config.oidc.audience);
  });

  it("accepts the provider's access tokens, checked against its published keys", async () => {
    const email = uniqueEmail('external');
    const tokens = await obtainTokens(provider.url, { name: 'Ext User', email, password: 'external-pw-1' });
    const sub = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString(),
    ).sub;
    const res = await fetch(`${app.url}/api/user/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, sub }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { email: string } }).data.email).toBe(email);
  });

  it('refuses tokens of a provider it was not pointed at', async () => {
    const stranger = await startTestServer();
    try {
      const foreign = await obtainTokens(stranger.url, {
        email: uniqueEmail('foreign'),
        password: 'foreign-pw-1',
      });
      const res = await fetch(`${app.url}/api/organisation`, {
        headers: { authorization: `Bearer ${foreign.access_token}` },
      });
      expect(res.status).toBe(401);
    } finally {
      await stranger.close();
    }
  });
});
