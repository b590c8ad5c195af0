import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { accessPlugin } from './auth/access.ts';
import { registerInteractionRoutes } from './auth/interaction-routes.ts';
import { createProvider, mountProvider } from './auth/provider.ts';
import { getSigningKeys } from './auth/secrets.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/verify.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { defaultWebDist, registerWebApp } from './lib/web-static.ts';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { requireRole } from './modules/organisation/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { userRoutes } from './modules/user/routes.ts';

export type AppDeps = { config: ServerConfig; db: Db; pool: pg.Pool; logger?: boolean | object };
export type App = FastifyInstance & { verifier: TokenVerifier };

/** Builds the whole server without listening, so tests can call `app.inject`. */
export async function buildApp({ config, db, pool, logger }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // External plugins first.
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  await app.register(fastifyHelmet, {
    hsts: config.publicUrl.startsWith('https:'),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin, 'https:', 'wss:', 'ws:'],
        workerSrc: ["'self'", 'blob:'],
        formAction: null,
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pinpoint API', version: '1.0.0', description: 'GPS and IoT asset tracking' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Our plugins.
  const verifier = createTokenVerifier(config, config.builtInProvider ? await getSigningKeys(db) : undefined);
  await app.register(accessPlugin, {
    verifier,
    db,
    requireRole: (sub, organisationId, role) => requireRole(db, sub, organisationId, role),
  });
  if (config.builtInProvider) {
    const provider = await createProvider(db, config, config.public);
    mountProvider(app, provider);
    registerInteractionRoutes(app, provider, db, config.public);
  }

  // Routes, one plugin a module.
  await app.register(systemRoutes, { pool, site: config.public });
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
      await api.register(userRoutes, { db, verifier });
      await api.register(organisationRoutes, { db });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);

  const built = app as unknown as App;
  built.verifier = verifier;
  return built;
}
