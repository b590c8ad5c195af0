import type { PublicConfig } from '@pinpoint/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors } from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { isVerified } from './email-verification.ts';
import { createAdapterFactory } from './provider-adapter.ts';
import { getCookieKeys, getSigningKeys } from './secrets.ts';
import { escapeHtml, messagePage, renderPage } from './views.ts';

const API_SCOPE = 'api';
/** A script file, not inline code, so the page works under a strict Content-Security-Policy. */
export const LOGOUT_SCRIPT_PATH = '/oidc-assets/logout.js';

/** The built-in OpenID provider (oidc-provider), issuing JWT access tokens for the API. */
export async function createProvider(db: Db, config: ServerConfig, site: PublicConfig): Promise<Provider> {
  const audience = config.oidc.audience as string;
  const origins = config.webOrigins;
  const provider = new Provider(config.oidc.issuer, {
    adapter: createAdapterFactory(db),
    jwks: await getSigningKeys(db),
    cookies: { keys: await getCookieKeys(db) },
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: site.siteTitle,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/`),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    scopes: ['openid', 'offline_access', 'email', 'profile', API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    async findAccount(_ctx, sub) {
      const account = await db
        .selectFrom('local_accounts')
        .select(['id', 'email', 'name', 'email_verified_at'])
        .where('id', '=', sub)
        .executeTakeFirst()
        .catch(() => undefined);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: isVerified(account),
          name: account.name,
        }),
      };
    },
    // The web app is our own first-party client: grant what it asks without a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ??
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addOIDCClaims(['sub', 'email', 'email_verified', 'name', 'picture']);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.body = renderPage({
            site,
            title: 'Signing out',
            body: `<h1>Signing out…</h1><p class="lead">You are being signed out of ${escapeHtml(site.siteTitle)}.</p>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<button type="submit" form="op.logoutForm">Sign out</button>`,
            scriptSrc: LOGOUT_SCRIPT_PATH,
          });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = messagePage(site, 'Signed out', 'You are signed out.', {
            href: '/',
            label: `Back to ${site.siteTitle}`,
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await db
        .selectFrom('local_accounts')
        .select(['email', 'name', 'email_verified_at'])
        .where('id', '=', token.accountId as string)
        .executeTakeFirst();
      return account
        ? { email: account.email, email_verified: isVerified(account), name: account.name }
        : undefined;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The profile goes in the ID token: the access token is for our API, not for userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 30 * 24 * 3600,
      Session: 30 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage(
        site,
        'Sign-in problem',
        out.error_description ?? out.error ?? 'Something went wrong.',
        {
          href: '/',
          label: 'Try again',
        },
      );
    },
  });
  // Its endpoints' scheme and host come from the forwarded headers, which mountProvider sets from
  // the issuer (PUBLIC_URL) on every request: never from what a client put in Host.
  provider.proxy = true;
  return provider;
}

/** Mounts the provider's routes under /oidc, handing the raw request to its Koa app. */
export function mountProvider(app: FastifyInstance, provider: Provider): void {
  const callback = provider.callback();
  const issuer = new URL(provider.issuer);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Like Express's mounting: the provider reads its mount path from originalUrl.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url?.replace(/^\/oidc/, '') || '/';
    // The discovery document and redirects name PUBLIC_URL's scheme and host whatever the request
    // said (issue 25 item 7); the caller's address is the one Fastify trusts (TRUST_PROXY).
    raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    raw.headers['x-forwarded-host'] = issuer.host;
    raw.headers['x-forwarded-for'] = request.ip;
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    }
    await callback(raw, reply.raw);
  };
  // The provider parses its own bodies: keep Fastify's parsers away from these routes.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'OPTIONS', 'DELETE'],
      url: '/oidc',
      config: { access: 'public' },
      handler,
    });
    scope.route({
      method: ['GET', 'POST', 'OPTIONS', 'DELETE'],
      url: '/oidc/*',
      config: { access: 'public' },
      handler,
    });
  });
  app.get(LOGOUT_SCRIPT_PATH, { config: { access: 'public' } }, (_request, reply) =>
    reply.type('text/javascript').send("document.getElementById('op.logoutForm').submit();\n"),
  );
}
