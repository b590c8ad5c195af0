import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { accessPlugin } from './auth/access.ts';
import { setUpEmailVerification } from './auth/email-verification.ts';
import { registerInteractionRoutes } from './auth/interaction-routes.ts';
import { createProvider, mountProvider } from './auth/provider.ts';
import { getSigningKeys } from './auth/secrets.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/verify.ts';
import type { ServerConfig } from './config.ts';
import type { ChangeListener } from './db/change-listener.ts';
import type { Db } from './db/database.ts';
import { createAfterCommit } from './ingest/after-commit.ts';
import { createDeviceTokenResolver } from './ingest/credentials.ts';
import { startChirpstackMqtt } from './ingest/mqtt.ts';
import { createIngestLimits } from './ingest/org-limits.ts';
import { createIngestPipeline, type IngestPipeline } from './ingest/pipeline.ts';
import { ingestRoutes } from './ingest/routes.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { requestForLog } from './lib/security-log.ts';
import { defaultWebDist, registerWebApp } from './lib/web-static.ts';
import { createLiveHub } from './live/hub.ts';
import { liveRoutes } from './live/routes.ts';
import { type ActionEngine, startActionEngine } from './modules/action/engine/engine.ts';
import { actionRoutes } from './modules/action/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { deviceRoutes } from './modules/device/routes.ts';
import { listenForGeofenceChanges } from './modules/geofence/membership.ts';
import { geofenceRoutes } from './modules/geofence/routes.ts';
import { ingestKeyRoutes } from './modules/ingest-keys/routes.ts';
import { createKeyResolver } from './modules/ingest-keys/service.ts';
import { memberRoutes } from './modules/member/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { requireRole } from './modules/organisation/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { startDemoRunner } from './simulator/demo.ts';

export type AppDeps = {
  config: ServerConfig;
  db: Db;
  pool: pg.Pool;
  databaseUrl: string;
  logger?: boolean | object;
};
export type App = FastifyInstance & {
  verifier: TokenVerifier;
  pipeline: IngestPipeline;
  /** Resolves when the geofence and action work of committed uplinks is done. */
  afterCommitSettled: () => Promise<void>;
  /** Every route (but HEAD) as registered, for the route-table tests (test/tenancy.int.test.ts). */
  routeList: Array<{ method: string; url: string }>;
};

/** The public share pages (/share/{token}, /share/dashboard/{token}): the only pages other sites may frame. */
const embeddable = (url: string) => /^\/share\/[^?#]/.test(url);

/** Builds the whole server without listening, so tests can call `app.inject`. */
export async function buildApp({ config, db, pool, databaseUrl, logger }: AppDeps): Promise<App> {
  const app = Fastify({
    // Request lines (debug) without the query string: OsmAnd and the live socket carry tokens there.
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof logger === 'object' ? logger : {}),
            serializers: { req: requestForLog },
          },
    trustProxy: config.TRUST_PROXY,
    // A line per request drowns the log of an ingest server; debug and trace keep them.
    disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const routeList: App['routeList'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The web app sends a JSON content type with every POST (spec 7), also with no body (leave, unshare).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );

  // External plugins first.
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  // HSTS only when served over https (on http it would be ignored, or pin a proxy's name wrongly).
  // No framing (clickjacking) except the public share pages, which people embed (spec: share).
  await app.register(fastifyHelmet, {
    hsts: config.publicUrl.startsWith('https:'),
    frameguard: { action: 'deny' },
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
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (!embeddable(request.url)) return;
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
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
    registerInteractionRoutes(app, provider, db, config.public, setUpEmailVerification(app, db, config));
  }

  let actions: ActionEngine | undefined;
  const afterCommit = createAfterCommit(db, () => actions, app.log);
  const pipeline = createIngestPipeline(pool, {
    battery: { minMv: config.public.battery_minMV, maxMv: config.public.battery_maxMV },
    onCommitted: afterCommit.onCommitted,
    futureToleranceMs: config.INGEST_FUTURE_TOLERANCE_SECONDS * 1000,
  });
  const hub = createLiveHub(databaseUrl, app.log);
  let mqttIngest: ReturnType<typeof startChirpstackMqtt> | undefined;
  let demo: ReturnType<typeof startDemoRunner> | undefined;
  let geofenceChanges: ChangeListener | undefined;
  app.addHook('onReady', async () => {
    await hub.start();
    geofenceChanges = await listenForGeofenceChanges(pool, app.log);
    actions = await startActionEngine(db, pool, config, { log: app.log });
    if (config.MQTT_URL) mqttIngest = startChirpstackMqtt(config.MQTT_URL, pipeline, app.log);
    if (config.demo) demo = startDemoRunner(app, db, config.DEMO_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    demo?.stop();
    await mqttIngest?.close();
    await pipeline.flush();
    await afterCommit.settled();
    await actions?.stop();
    await geofenceChanges?.close();
    await hub.close();
  });

  // Routes, one plugin a module.
  await app.register(systemRoutes, { pool, site: config.public });
  await app.register(
    async (api) => {
      // API answers over 1 kB compressed for browsers (a 10,000-device list is 6.9 MB of JSON);
      // Brotli at a quality that costs about what gzip does. Only here: the web app's files are
      // static and cacheable (not compressed again on every request), and ingest routes opt out.
      await api.register(fastifyCompress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
      await api.register(userRoutes, { db, verifier, demo: config.demo });
      await api.register(organisationRoutes, {
        db,
        organisationEnabled: config.public.organisation_enabled,
      });
      await api.register(memberRoutes, { db });
      await api.register(contactRoutes, { db });
      await api.register(ingestKeyRoutes, { db });
      await api.register(deviceRoutes, { db, config });
      await api.register(geofenceRoutes, { db, config });
      await api.register(actionRoutes, { db, config });
      await api.register(operatorRoutes, { db, config });
      await api.register(ingestRoutes, {
        pipeline,
        resolveKey: createKeyResolver(db),
        resolveDeviceToken: createDeviceTokenResolver(db),
        limits: createIngestLimits(config),
      });
      await api.register(liveRoutes, {
        hub,
        verifier,
        allowedOrigins: config.webOrigins,
        canRead: async (sub, organisationId) =>
          (await requireRole(db, sub, organisationId, 'viewer').catch(() => null)) !== null,
      });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);

  const built = app as unknown as App;
  built.verifier = verifier;
  built.pipeline = pipeline;
  built.afterCommitSettled = afterCommit.settled;
  built.routeList = routeList;
  return built;
}
