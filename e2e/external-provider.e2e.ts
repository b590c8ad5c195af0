import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { createDatabase, dropDatabase, type Server as Pinpoint, startServer } from './global-setup.ts';

/*
 * Issue 25 item 6: signing in through an OpenID provider that is not Pinpoint's own, as a
 * deployment with OIDC_ISSUER does. The provider is a separate oidc-provider instance with its
 * own client, issuer and keys, strict where the standards are:
 * - its API audience is a resource indicator, which RFC 8707 section 2 requires to be an
 *   absolute URI (oidc-provider refuses a plain name such as `pinpoint-api`);
 * - it issues a refresh token only for the `offline_access` scope, and keeps that scope only
 *   with `prompt=consent` (OpenID Connect Core 1.0, section 11 "Offline Access").
 * The deployment is started as `npm start` starts it, with OIDC_AUTH_PARAMS=prompt=consent as
 * the README's settings for such a provider say.
 */

const clientId = 'pinpoint-e2e-web';
const audience = 'https://pinpoint.e2e.test/api';
const login = 'erin@example.test';

let http: Server;
let issuer: string;
let provider: Provider;
let pinpoint: Pinpoint;
let cleanUp: () => Promise<void>;
/** What the provider did, in order: grant types at its token endpoint, sign-outs. */
const seen: string[] = [];

/** The provider, answering 503 until it is made (it must know Pinpoint's address first). */
async function listen(): Promise<{ setHandler: (h: RequestListener) => void }> {
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  http = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { setHandler: (h) => (handler = h) };
}

async function makeProvider(pinpointUrl: string): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: 'e2e-external', alg: 'RS256', use: 'sig' };
  const account = (sub: string) => ({ sub, email: sub, email_verified: true, name: 'Erin External' });
  const made = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${pinpointUrl}/`],
        post_logout_redirect_uris: [`${pinpointUrl}/`],
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => account(sub) }),
    // Its own sign-in and consent pages (any login, any password): a stand-in for a real one's.
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: '',
          audience,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    clientBasedCORS: (_ctx, origin) => origin === pinpointUrl,
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 3600,
      Grant: 3600,
      Session: 3600,
      Interaction: 600,
    },
    extraTokenClaims: (_ctx, token) =>
      'accountId' in token && token.accountId ? account(token.accountId as string) : undefined,
  });
  made.on('grant.success', (ctx: KoaContextWithOIDC) => seen.push(String(ctx.oidc.params?.grant_type)));
  made.on('end_session.success', () => seen.push('end_session'));
  return made;
}

beforeAll(async () => {
  const { setHandler } = await listen();
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-e2e-external-'));
  const admin = inject('databaseUrl');
  const name = `pinpoint_e2e_ext_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(admin, name);
  pinpoint = await startServer(dir, {
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_AUDIENCE: audience,
    OIDC_AUTH_PARAMS: 'prompt=consent',
  });
  provider = await makeProvider(pinpoint.baseUrl);
  setHandler(provider.callback());
  cleanUp = async () => {
    await pinpoint.stop();
    await dropDatabase(admin, name);
    await rm(dir, { recursive: true, force: true });
  };
}, 60_000);

afterAll(async () => {
  await cleanUp?.();
  await new Promise((resolve) => http?.close(resolve));
});

/** oidc-client-ts's stored session (local storage, `oidc.user:<authority>:<client>`). */
const storedUser = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `oidc.user:${issuer}:${clientId}`);
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
const devicesHeading = (page: Page) => page.getByRole('heading', { name: 'Devices', level: 1 });

/** Only this machine: the provider's stock pages import a web font. */
async function localOnly(context: BrowserContext) {
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort(),
  );
}

describe('a second, independently configured OpenID provider', () => {
  it('signs in with a refresh token, renews the session without the provider, and signs out', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: pinpoint.baseUrl });
      await localOnly(context);
      const page = await context.newPage();
      const authorize = page.waitForRequest((r) => r.url().startsWith(`${issuer}/auth?`));
      await page.goto('/');

      // The request asks for offline_access (the provider's discovery lists it) with consent.
      const asked = new URL((await authorize).url()).searchParams;
      expect(asked.get('scope')?.split(' ')).toEqual(['openid', 'profile', 'email', 'offline_access']);
      expect(asked.get('prompt')).toBe('consent');
      await page.waitForURL(`${issuer}/interaction/**`);
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await devicesHeading(page).waitFor({ timeout: 20_000 });

      const first = await storedUser(page);
      expect(first.refresh_token).toEqual(expect.any(String));
      expect(claimsOf(first.access_token)).toMatchObject({ iss: issuer, aud: audience, email: login });
      expect(seen).toEqual(['authorization_code']);

      // The access token has expired: the app renews it with the refresh token, never sending
      // the person back to the provider, and the API takes the new one.
      await page.evaluate(
        ({ key }) => {
          const user = JSON.parse(localStorage.getItem(key) as string);
          localStorage.setItem(
            key,
            JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }),
          );
        },
        { key: `oidc.user:${issuer}:${clientId}` },
      );
      await page.reload();
      await devicesHeading(page).waitFor({ timeout: 20_000 });
      expect(page.url()).toBe(`${pinpoint.baseUrl}/`);
      await expect.poll(() => seen).toEqual(['authorization_code', 'refresh_token']);
      const renewed = await storedUser(page);
      expect(renewed.access_token).not.toBe(first.access_token);
      expect(renewed.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
      const me = await fetch(`${pinpoint.baseUrl}/api/organisation`, {
        headers: { authorization: `Bearer ${renewed.access_token}` },
      });
      expect(me.status).toBe(200);

      // Signing out ends the provider's session too: the app is back at the provider's sign-in.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: login }).waitFor();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await page.waitForURL(`${issuer}/interaction/**`, { timeout: 20_000 });
      await page.locator('input[name="login"]').waitFor();
      expect(seen).toEqual(['authorization_code', 'refresh_token', 'end_session']);
      const { origins } = await context.storageState();
      const app = origins.find((o) => o.origin === pinpoint.baseUrl)?.localStorage ?? [];
      expect(app.map((entry) => entry.name)).not.toContain('access_token');
      expect(app.map((entry) => entry.name)).not.toContain(`oidc.user:${issuer}:${clientId}`);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
