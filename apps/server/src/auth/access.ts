import type { Role } from '@pinpoint/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { securityScope } from '../lib/security-log.ts';
import { type PersonalKeyAuth, type PersonalKeyScope, personalKeyOf, personOnly } from './api-keys.ts';
import type { TokenClaims, TokenVerifier } from './verify.ts';

/**
 * What a route requires, declared on every route as `config.access`:
 * - 'public': anyone;
 * - 'user': a valid access token;
 * - { role, organisationParam }: a member of the organisation named by that
 *   path parameter with at least that role (others get 404, never a hint).
 * Routes resolving an object to its organisation check roles in their service
 * with `requireRole`.
 */
export type Access = 'public' | 'user' | { role: Role; organisationParam: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller; with a personal API key (auth/api-keys.ts), also its scope. */
    auth: { token: string; claims: TokenClaims; apiKey?: PersonalKeyScope } | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The verified caller, or a 401 for routes that need one. */
export function requireAuth(request: FastifyRequest): { token: string; claims: TokenClaims } {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const accessPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { verifier: TokenVerifier; db: Db; requireRole: RequireRole; personalKeys?: PersonalKeyAuth },
  ) => {
    app.decorateRequest('auth', null);
    // Services deep down log refusals against the request (lib/security-log.ts). Only routes that
    // check a caller need it; public ones (ingest above all, the hot path) skip the scope.
    app.addHook('onRequest', (request, _reply, done) =>
      request.routeOptions.config?.access && request.routeOptions.config.access !== 'public'
        ? securityScope.run(request, done)
        : done(),
    );
    const undeclared: string[] = [];
    app.addHook('onRoute', (route) => {
      // Every API route must say who may call it; static files and pages are public.
      if (!route.config?.access && route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) {
        undeclared.push(`${route.method} ${route.url}`);
      }
    });
    app.addHook('onReady', async () => {
      if (undeclared.length)
        throw new Error(`Routes without an access declaration: ${undeclared.join(', ')}`);
    });
    async function authenticate(request: FastifyRequest, access: Exclude<Access, 'public'>) {
      const personalKey = personalKeyOf(request);
      if (personalKey && opts.personalKeys) {
        request.auth = await opts.personalKeys.authenticate(personalKey);
        if (personOnly(request.method, request.routeOptions.url))
          throw forbidden('A personal API key cannot do this: it needs the person signed in');
      } else {
        const token = bearerToken(request);
        if (!token) throw unauthorized();
        request.auth = { token, claims: await opts.verifier.verifyAccessToken(token) };
      }
      if (typeof access === 'object') {
        const organisationId = (request.params as Record<string, string>)[access.organisationParam] ?? '';
        await opts.requireRole(request.auth.claims.sub, organisationId, access.role);
      }
    }
    // A callback hook: public routes (ingest above all) pass without a promise and its tick.
    app.addHook('preHandler', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return done();
      authenticate(request, access).then(() => done(), done);
    });
  },
  { name: 'access' },
);

export type RequireRole = (sub: string, organisationId: string, role: Role) => Promise<Role>;
