import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { accessPlugin } from './auth/access.ts';
import { createPersonalKeyAuth, PERSONAL_KEY_PREFIX, personOnly } from './auth/api-keys.ts';
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
import { holdLease, type Lease } from './ingest/mqtt-lease.ts';
import { defaultMqttClientId } from './ingest/mqtt-session.ts';
import { createTtsDeviceFinder } from './ingest/network-device.ts';
import { createIngestLimits } from './ingest/org-limits.ts';
import {
  holdOutboxOwner,
  newOutboxOwner,
  type OutboxOwner,
  type OutboxRecovery,
  startOutboxRecovery,
} from './ingest/outbox.ts';
import { createIngestPipeline, type IngestPipeline } from './ingest/pipeline.ts';
import { ingestRoutes } from './ingest/routes.ts';
import { startTrackers, type Trackers } from './ingest/trackers/start.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { createMetrics } from './lib/metrics.ts';
import { createRateLimitStore } from './lib/rate-limit-store.ts';
import { roleParts } from './lib/roles.ts';
import { requestForLog } from './lib/security-log.ts';
import { defaultWebDist, registerWebApp } from './lib/web-static.ts';
import { createLiveHub } from './live/hub.ts';
import { liveRoutes } from './live/routes.ts';
import { createShareSubscriptions } from './live/share-subscription.ts';
import { type ActionEngine, startActionEngine } from './modules/action/engine/engine.ts';
import { actionRoutes } from './modules/action/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { assetRoutes } from './modules/asset/routes.ts';
import { basemapRoutes } from './modules/basemap/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { createCommandModule } from './modules/command/module.ts';
import { commandRoutes } from './modules/command/routes.ts';
import { createTrackerCommandStore } from './modules/command/tracker-store.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { batteryForecastRoutes } from './modules/device/battery-forecast-routes.ts';
import { coverageRoutes } from './modules/device/coverage-routes.ts';
import { deviceRoutes } from './modules/device/routes.ts';
import { silenceRoutes } from './modules/device/silence-routes.ts';
import { trackerDeviceRoutes } from './modules/device/tracker-routes.ts';
import { listenForGeofenceChanges, updateGeofenceMemberships } from './modules/geofence/membership.ts';
import { geofenceRoutes } from './modules/geofence/routes.ts';
import { incidentRoutes } from './modules/incident/routes.ts';
import { ingestKeyRoutes } from './modules/ingest-keys/routes.ts';
import { createKeyResolver, createTestKeys } from './modules/ingest-keys/service.ts';
import { createKeyUsage } from './modules/ingest-keys/usage.ts';
import { mapMatchingRoutes } from './modules/map-matching/routes.ts';
import { createInvitationMailer } from './modules/member/invitation-mail.ts';
import { memberRoutes } from './modules/member/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { requireRole } from './modules/organisation/service.ts';
import { createReportEngine } from './modules/report/engine.ts';
import { reportRoutes } from './modules/report/routes.ts';
import { startRetention } from './modules/retention/service.ts';
import {
  collectAtScrape,
  countUplinks,
  observeHttp,
  serveMetrics,
  watchDiskFull,
} from './modules/system/metrics.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { unknownDeviceRoutes } from './modules/unknown-devices/routes.ts';
import { startInboxMaintenance } from './modules/unknown-devices/service.ts';
import { userRoutes } from './modules/user/routes.ts';
import { widgetDataRoutes } from './modules/widget-data/routes.ts';
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
  /** One look for outbox rows to take up now (ingest/outbox.ts); answers how many it took. */
  recoverOutbox: () => Promise<number>;
  /** Every route (but HEAD) as registered, for the route-table tests (test/tenancy.int.test.ts). */
  routeList: Array<{ method: string; url: string }>;
  /** The cellular trackers' listeners of this process (ingest role), once ready. */
  trackers: () => Trackers | undefined;
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
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL),
    }),
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
  // Prometheus metrics of this process (modules/system/metrics.ts, README "Metrics").
  const metrics = createMetrics({ role: config.ROLE });
  observeHttp(app, metrics);
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
  // Callback hooks here and below: every request passes them, and an async hook costs each a
  // promise and its tick (issue 29: ingest's CPU an uplink).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (!embeddable(request.url)) return done();
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    done();
  });
  // Routes' limits in PostgreSQL, shared by every process (issue 19); a database error lets the request through.
  await app.register(fastifyRateLimit, {
    global: false,
    store: createRateLimitStore(pool),
    skipOnError: true,
  });
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pinpoint API', version: '1.0.0', description: 'GPS and IoT asset tracking' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "The signed-in person's access token from the identity provider",
          },
          ingestKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              "Ingest routes only: an organisation's ingest key (also as Authorization: Bearer); phones send their device token in the body instead",
          },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: `A personal API key (${PERSONAL_KEY_PREFIX}…, when api_key_enabled): one organisation, a role no higher than its creator's; also accepted as Authorization: Bearer ${PERSONAL_KEY_PREFIX}…`,
          },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    // Who may call each route, per operation: public routes need nothing, ingest takes an
    // ingest key or a device token, and a person's own account routes refuse personal API keys.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const method = [input.route.method].flat()[0] ?? 'GET';
      const security: Array<Record<string, string[]>> | undefined =
        access === 'public'
          ? input.url.startsWith('/api/ingest/')
            ? [{ ingestKey: [] }, {}]
            : []
          : personOnly(method, input.url)
            ? [{ bearer: [] }]
            : undefined;
      return security ? { ...out, schema: { ...out.schema, security } } : out;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Our plugins.
  const verifier = createTokenVerifier(config, config.builtInProvider ? await getSigningKeys(db) : undefined);
  const personalKeys = createPersonalKeyAuth(db, { enabled: config.public.api_key_enabled });
  await app.register(accessPlugin, {
    verifier,
    db,
    personalKeys,
    requireRole: (sub, organisationId, role) => requireRole(db, sub, organisationId, role),
  });
  // What this process runs: everything, or its role's part (lib/roles.ts, `start --role`).
  const role = roleParts(config.ROLE);
  const retentionDays = {
    framesDays: config.RETENTION_FRAMES_DAYS,
    historyDays: config.RETENTION_HISTORY_DAYS,
  };
  // A worker in demo mode feeds the demo's uplinks through its own ingest routes.
  const servesIngest = role.ingest || (role.worker && config.demo);
  if (config.builtInProvider && role.api) {
    const provider = await createProvider(db, config, config.public);
    mountProvider(app, provider);
    registerInteractionRoutes(app, provider, db, config.public, setUpEmailVerification(app, db, config));
  }

  let actions: ActionEngine | undefined;
  const afterCommit = createAfterCommit(db, pool, () => actions, updateGeofenceMemberships, app.log);
  // Processes that store uplinks keep their after-commit work in the outbox until it is done.
  const outboxOwner = servesIngest ? newOutboxOwner() : undefined;
  const commands = createCommandModule(db, pool, config, app.log);
  // Scheduled reports (issue 14): the schedule, the renderers and the mails, on the job queue.
  const reports = createReportEngine(db, pool, config, {
    log: app.log,
    ...(role.worker ? {} : { workers: 0 }),
  });
  const pipeline = countUplinks(
    createIngestPipeline(pool, {
      battery: { minMv: config.public.battery_minMV, maxMv: config.public.battery_maxMV },
      outboxOwner,
      onCommitted: (updates, outboxId) => {
        const lag = metrics.afterCommitLag.startTimer();
        afterCommit.onCommitted(updates, outboxId);
        void afterCommit.handled().then(() => lag());
      },
      futureToleranceMs: config.INGEST_FUTURE_TOLERANCE_SECONDS * 1000,
      onGroup: ({ size, seconds, decodeErrors }) => {
        metrics.groupSize.observe(size);
        metrics.commitSeconds.observe(seconds);
        if (decodeErrors) metrics.decodeErrors.inc(decodeErrors);
      },
    }),
    metrics,
  );
  const hub = createLiveHub(databaseUrl, app.log);
  const shareFollowers = createShareSubscriptions(db, hub, app.log);
  const keyUsage = createKeyUsage(pool, app.log);
  const testKeys = createTestKeys();
  let inbox: ReturnType<typeof startInboxMaintenance> | undefined;
  let retention: ReturnType<typeof startRetention> | undefined;
  let mqttIngest: Lease | undefined;
  let demo: ReturnType<typeof startDemoRunner> | undefined;
  let geofenceChanges: ChangeListener | undefined;
  let trackers: Trackers | undefined;
  let ownerLock: OutboxOwner | undefined;
  let outboxRecovery: OutboxRecovery | undefined;
  app.addHook('onReady', async () => {
    if (outboxOwner !== undefined) ownerLock = holdOutboxOwner(databaseUrl, outboxOwner, app.log);
    if (role.api) await hub.start();
    keyUsage.start();
    personalKeys.start();
    inbox = startInboxMaintenance(pool, app.log);
    geofenceChanges = await listenForGeofenceChanges(pool, app.log);
    actions = await startActionEngine(db, pool, config, {
      log: app.log,
      workers: role.worker,
      onDelivery: (channel, outcome) => metrics.deliveries.inc({ channel, outcome }),
    });
    // Work a killed ingest process left undone (issue 28.1), taken up by those that remain.
    if (ownerLock)
      outboxRecovery = startOutboxRecovery(pool, {
        owner: ownerLock,
        busy: afterCommit.busy,
        evaluate: afterCommit.onRecovered,
        log: app.log,
      });
    await commands.start(role.worker ? undefined : 0);
    await reports.start();
    // One ingest process subscribes at a time, under an advisory lock; the others wait to take over.
    const mqttUrl = config.MQTT_URL;
    if (mqttUrl && role.ingest)
      mqttIngest = holdLease(
        databaseUrl,
        () =>
          startChirpstackMqtt(mqttUrl, pipeline, app.log, commands.mqttDownlinkEvents, {
            clientId: config.MQTT_CLIENT_ID ?? defaultMqttClientId(databaseUrl),
          }),
        app.log,
      );
    // Cellular trackers' TCP/UDP listeners (issue 26) belong to the ingest role.
    if (role.ingest)
      trackers = await startTrackers({
        config,
        pool,
        pipeline,
        registry: metrics.registry,
        commandStore: createTrackerCommandStore(db),
        log: app.log,
      });
    if (config.demo && role.worker)
      demo = startDemoRunner(app, db, config.DEMO_INTERVAL_MS, trackers?.ports.teltonika);
    // Monthly partitions made ahead and dropped past keeping (issue 19); any worker may run it.
    if (role.worker) retention = startRetention(pool, retentionDays, app.log);
  });
  app.addHook('onClose', async () => {
    await outboxRecovery?.stop();
    demo?.stop();
    await trackers?.close();
    await mqttIngest?.close();
    await pipeline.flush();
    inbox?.stop();
    await retention?.stop();
    await keyUsage.stop();
    await personalKeys.stop();
    await afterCommit.settled();
    // Drained: what is left in the outbox (work that failed) is now for the other processes.
    await ownerLock?.close();
    await actions?.stop();
    await commands.stop();
    await reports.stop();
    await geofenceChanges?.close();
    shareFollowers.close();
    await hub.close();
  });

  // Routes, one plugin a module.
  const ingestDeps = {
    pipeline,
    resolveKey: createKeyResolver(db, undefined, testKeys),
    onKeyUse: keyUsage.record,
    resolveDeviceToken: createDeviceTokenResolver(db),
    limits: createIngestLimits(config, Date.now, {
      pool,
      onError: (err: unknown) =>
        app.log.warn({ err }, 'Shared ingest limits unavailable: limiting in this process'),
    }),
    commands: commands.ingestHooks,
    findTtsDevice: createTtsDeviceFinder(db),
  };
  await app.register(systemRoutes, { pool, site: config.public });
  collectAtScrape(app, metrics, pool);
  watchDiskFull(app, metrics, pool, app.log);
  await serveMetrics(app, metrics, config, app.log);
  await app.register(
    async (api) => {
      if (!role.api) {
        if (servesIngest) await api.register(ingestRoutes, ingestDeps);
        return;
      }
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
        retention: retentionDays,
      });
      await api.register(memberRoutes, { db, invitationMailer: createInvitationMailer(db, config, app.log) });
      await api.register(contactRoutes, { db });
      await api.register(ingestKeyRoutes, {
        db,
        usage: keyUsage,
        setup: { publicUrl: config.publicUrl, MQTT_URL: config.MQTT_URL, selfHost: config.public.self_host },
        test: {
          inject: (options) => app.inject(options),
          testKeys,
          publicUrl: config.publicUrl,
          mqttUrl: config.MQTT_URL,
        },
      });
      await api.register(unknownDeviceRoutes, { db, mqtt: Boolean(config.MQTT_URL) });
      await api.register(apiKeyRoutes, { db, enabled: config.public.api_key_enabled, auth: personalKeys });
      await api.register(deviceRoutes, { db, config });
      await api.register(trackerDeviceRoutes, { db, config });
      await api.register(mapMatchingRoutes, { db, config });
      await api.register(geofenceRoutes, { db, config });
      await api.register(actionRoutes, { db, config });
      await api.register(incidentRoutes, { db, config, queue: () => actions?.queue });
      await api.register(batteryForecastRoutes, { db });
      await api.register(silenceRoutes, { db, mqtt: Boolean(config.MQTT_URL) });
      await api.register(coverageRoutes, { db });
      await api.register(commandRoutes, commands.routeDeps);
      await api.register(dashboardRoutes, { db, config });
      await api.register(widgetDataRoutes, { db, defaultTimeZone: config.TZ });
      await api.register(assetRoutes, { db, defaultTimeZone: config.TZ });
      await api.register(reportRoutes, { db, engine: reports });
      await api.register(operatorRoutes, { db, config });
      await api.register(billingRoutes, {
        db,
        billing: config.billing,
        registerCardEnabled: config.public.register_card_enabled,
        publicUrl: config.publicUrl,
      });
      if (servesIngest) await api.register(ingestRoutes, ingestDeps);
      await api.register(liveRoutes, {
        hub,
        shares: shareFollowers,
        verifier,
        allowedOrigins: config.webOrigins,
        // Only an access answer (not a member: 404/403) is a no; the database failing is thrown, so a
        // live screen is asked to reconnect instead of being told its access ended (live/hub.ts).
        canRead: async (sub, organisationId) =>
          (await requireRole(db, sub, organisationId, 'viewer').catch((err) => {
            if (err instanceof AppError) return null;
            throw err;
          })) !== null,
      });
    },
    { prefix: '/api' },
  );
  // The operator's own PMTiles basemap (MAP_PMTILES_PATH), beside the web app that reads it.
  if (role.api) await app.register(basemapRoutes, { file: config.MAP_PMTILES_PATH });
  if (role.api) await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);

  const built = app as unknown as App;
  built.verifier = verifier;
  built.pipeline = pipeline;
  built.afterCommitSettled = afterCommit.settled;
  built.recoverOutbox = async () => (await outboxRecovery?.runOnce()) ?? 0;
  built.routeList = routeList;
  built.trackers = () => trackers;
  return built;
}
