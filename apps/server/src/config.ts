import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type PublicConfig, publicConfigEnv, publicConfigSchema } from '@pinpoint/shared';
import { z } from 'zod';
import { basemapUrlPath } from './modules/basemap/settings.ts';
import { type BillingConfig, readBillingConfig } from './modules/billing/settings.ts';

/**
 * Server configuration: environment variables, optionally layered over a JSON
 * file (CONFIG_FILE). The file may hold any public field by its spec name and
 * any server field by its environment name; the environment wins.
 */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', '1', 'yes', 'on'].includes(v.toLowerCase()) : v),
  z.boolean(),
);
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url('must be a URL').optional());

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const trackerPort = (port: number) => z.coerce.number().int().min(0).max(65535).default(port);

/** The roles of a process (`start --role`): all of them, or one part of a scaled-out deployment. */
export const serverRoles = ['all', 'api', 'ingest', 'worker'] as const;
export type ServerRole = (typeof serverRoles)[number];

const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // What this process does (README "Scaling out"): everything, or one role of several processes on
  // one PostgreSQL. Also `start --role`.
  ROLE: z.enum(serverRoles, { error: () => `must be one of ${serverRoles.join(', ')}` }).default('all'),
  // Prometheus metrics: GET /metrics with this bearer token (unset: 404), or on METRICS_PORT.
  METRICS_TOKEN: optionalText,
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // How long a request waits for the database before a 503 with Retry-After (db/database.ts).
  DATABASE_WAIT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  DEMO: flag.optional(),
  // The deployment's operators (their verified e-mail addresses, comma-separated): they load the
  // device inventory. In demo mode the first account is one too.
  OPERATOR_EMAILS: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
  MQTT_URL: optionalUrl,
  // The client id the MQTT subscriber's persistent session is kept under at the broker (unset: one
  // derived from the database, the same for all of a deployment's processes; ingest/mqtt-session.ts).
  MQTT_CLIENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, or . _ : -')
      .optional(),
  ),
  GEOCODER_URL: optionalUrl,
  DEMO_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(5000),
  // Actions (issue 6): deliveries by mail, SMS and HTTP.
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Pinpoint <alerts@pinpoint.invalid>'),
  SMS_URL: z.url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  SMS_PER_ORG_PER_HOUR: z.coerce.number().int().min(0).default(30),
  // Issue 11.7: what alerts may cost an organisation, outbox included (0: none at all).
  SMS_PER_ORG_PER_DAY: z.coerce.number().int().min(0).default(200),
  EMAIL_PER_ORG_PER_HOUR: z.coerce.number().int().min(0).default(100),
  EMAIL_PER_ORG_PER_DAY: z.coerce.number().int().min(0).default(1000),
  // How long a rotated webhook secret keeps signing next to the new one.
  WEBHOOK_SECRET_ROTATION_HOURS: z.coerce.number().min(0).max(720).default(24),
  ALLOW_PRIVATE_WEBHOOKS: flag.default(false),
  // Incidents (issue 30): how long an e-mail's "I'm on it" link works, and the URL Twilio posts SMS
  // replies to exactly as configured at Twilio (its signature covers it; behind a proxy that rewrites
  // addresses give it here). SMS_AUTH_TOKEN verifies X-Twilio-Signature.
  INCIDENT_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  SMS_INBOUND_URL: optionalUrl,
  // Commands (issue 15): the key network-server secrets are encrypted with (any text; 32+ random
  // characters). Without it, a key generated once and kept in the database (server_secrets) is used.
  SECRETS_KEY: optionalText,
  // The time zone of the alerts' out-of-hours windows and of {{time}} in messages.
  TZ: optionalText.pipe(
    z
      .string()
      .refine((tz) => isTimeZone(tz), 'must be a time zone like America/Toronto')
      .default('America/Toronto'),
  ),
  DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Issue 28.5: a webhook or forward is paused after this many failed tries in a row spanning at
  // least this many minutes (0 failures: never paused); an organisation has at most this many
  // HTTP deliveries in flight, of DELIVERY_HTTP_WORKERS a process runs at once per queue.
  DELIVERY_PAUSE_AFTER_FAILURES: z.coerce.number().int().min(0).default(20),
  DELIVERY_PAUSE_AFTER_MINUTES: z.coerce.number().min(0).default(60),
  DELIVERY_ORG_IN_FLIGHT: z.coerce.number().int().min(1).default(8),
  DELIVERY_HTTP_WORKERS: z.coerce.number().int().min(1).max(256).default(16),
  // Issue 28.1: how long one delivery try may take (a webhook's try is bounded at 10 s; an SMTP
  // server may be silent up to 30 s at a time): a try still running after it counts as failed and
  // is retried, and the tries of a worker that died are taken up by another once it passes and
  // pg-boss's maintenance (every JOB_MAINTENANCE_SECONDS, over all processes) has seen it.
  DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(15).max(3600).default(60),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  // The most rows one device export (CSV, GPX, GeoJSON) may hold; a range with more answers 400.
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(2_000_000).default(200_000),
  // Reports (issue 14): days a run's files stay downloadable (kept in PostgreSQL), and the
  // largest total of files attached to one e-mail; larger runs are mailed as download links.
  REPORT_FILES_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  REPORT_ATTACHMENT_MAX_BYTES: z.coerce.number().int().min(0).max(100_000_000).default(10_000_000),
  // Report runs a process renders at once (CPU-bound); 0: the process renders none and keeps no
  // schedule (another process does), it still queues 'Run now'.
  REPORT_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  // Retention (issue 19): days raw frames, and readings and positions, are kept (0: for ever).
  // Enforced by dropping monthly partitions: data goes once its whole month is older than this.
  // An organisation may keep less (its settings), not more.
  RETENTION_FRAMES_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  RETENTION_HISTORY_DAYS: z.coerce.number().int().min(0).max(36_500).default(400),
  // Ingest limits (issue 11), per server process: uplinks a second per organisation
  // (0: no limit) and the burst it may send above that; failed ingest authentications
  // a minute per client address (0: no limit) and their burst.
  INGEST_ORG_RATE: z.coerce.number().min(0).default(300),
  INGEST_ORG_BURST: z.coerce.number().int().min(1).default(600),
  INGEST_AUTH_FAILURES_PER_MINUTE: z.coerce.number().min(0).default(60),
  INGEST_AUTH_FAILURE_BURST: z.coerce.number().int().min(1).default(30),
  // How far ahead of the server's clock an uplink's time may be before the receive time replaces it.
  INGEST_FUTURE_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Map matching (issue 20): a road-matching service speaking the OSRM match API (unset: none;
  // tracks are drawn as reported). See modules/map-matching.
  MAP_MATCHING_URL: optionalUrl,
  // The operator's own basemap (issue 27): a PMTiles archive on this machine, served at
  // /basemap/<its name> with range requests and drawn in the built-in styles (modules/basemap).
  MAP_PMTILES_PATH: optionalText.pipe(
    z
      .string()
      .regex(/^[^?#]*[\w-]\.pmtiles$/i, 'must name a .pmtiles file, like /srv/maps/toronto.pmtiles')
      .optional(),
  ),
  MAP_MATCHING_PROFILE: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)?$/, 'must be a profile name like driving or mapbox/driving')
    .default('driving'),
  // Matchings the service is less sure of than this (0 to 1) are drawn as reported instead.
  MAP_MATCHING_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.3),
  // Coordinates a request (OSRM's --max-matching-size and Mapbox's limit are 100) and how many
  // the chunks of a long track share, so each chunk's ends are matched with context.
  MAP_MATCHING_CHUNK_SIZE: z.coerce.number().int().min(3).max(10_000).default(100),
  MAP_MATCHING_CHUNK_OVERLAP: z.coerce.number().int().min(2).max(1000).default(10),
  // The search radius sent for a position (its accuracy, in metres) is capped at this.
  MAP_MATCHING_MAX_RADIUS: z.coerce.number().min(1).max(1000).default(50),
  MAP_MATCHING_GAPS: z.enum(['split', 'ignore']).default('split'),
  // Bounds: positions one request matches, the time a call to the service and a whole request
  // may take, the calls an organisation may have in flight at once (per server process), and
  // how long a part that failed for now (timeout, service error) is drawn raw before a retry.
  MAP_MATCHING_MAX_POINTS: z.coerce.number().int().min(2).max(100_000).default(10_000),
  MAP_MATCHING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  MAP_MATCHING_REQUEST_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  MAP_MATCHING_ORG_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  MAP_MATCHING_RETRY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Cellular trackers (issue 26): one port per protocol, in the ingest role; 0 turns one off.
  // Traccar's ports, so a tracker set up for a Traccar server moves by changing only the host.
  TELTONIKA_PORT: trackerPort(5027),
  GT06_PORT: trackerPort(5023),
  H02_PORT: trackerPort(5013),
  QUECLINK_PORT: trackerPort(5004),
  MEITRACK_PORT: trackerPort(5020),
  COBAN_PORT: trackerPort(5001),
  HUABAO_PORT: trackerPort(5015),
  SUNTECH_PORT: trackerPort(5011),
  // CalAmp LM Direct: UDP.
  CALAMP_PORT: trackerPort(5082),
  ATRACK_PORT: trackerPort(5044),
  WATCH_PORT: trackerPort(5093),
  TK103_PORT: trackerPort(5002),
  WIALON_PORT: trackerPort(5039),
  RUPTELA_PORT: trackerPort(5046),
  TOPFLYTECH_PORT: trackerPort(5094),
  XIRGO_PORT: trackerPort(5081),
  DMT_PORT: trackerPort(5137),
  CASTEL_PORT: trackerPort(5086),
  EELINK_PORT: trackerPort(5064),
  TZONE_PORT: trackerPort(5029),
  FREEMATICS_PORT: trackerPort(5170),
  DMT_HTTP_PORT: trackerPort(5139),
  TOPIN_PORT: trackerPort(5199),
  MINIFINDER_PORT: trackerPort(5187),
  LAIPAC_PORT: trackerPort(5048),
  MICTRACK_PORT: trackerPort(5191),
  CELLOCATOR_PORT: trackerPort(5033),
  STARTEK_PORT: trackerPort(5222),
  TLT2H_PORT: trackerPort(5030),
  JT600_PORT: trackerPort(5014),
  GALILEO_PORT: trackerPort(5034),
  // The address trackers' listeners bind to, and the host name trackers are told to report to
  // (the SMS text on the Integrations screen; the public URL's host unless given).
  TRACKER_BIND: z.string().default('0.0.0.0'),
  TRACKER_HOST: optionalText,
});

export type ServerConfig = z.infer<typeof serverEnvSchema> & {
  publicUrl: string;
  builtInProvider: boolean;
  /** Issuer URL, client id and API audience the tokens are checked against. */
  oidc: { issuer: string; clientId: string; audience: string | undefined };
  /** Origins the web app may be served from: the public URL, and on localhost its 127.0.0.1 twin and the Vite dev server. */
  webOrigins: string[];
  demo: boolean;
  /** Stripe billing (modules/billing/settings.ts: STRIPE_*, BILLING_*, DEVICE_LIMIT_MAX). */
  billing: BillingConfig;
  public: PublicConfig;
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function readConfigFile(file: string | undefined): Record<string, unknown> {
  if (!file) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
    throw new ConfigError(`CONFIG_FILE ${file}: must hold a JSON object`);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`CONFIG_FILE ${file}: ${(err as Error).message}`);
  }
}

function describeIssues(error: z.ZodError, nameOf: (key: string) => string): string {
  return error.issues
    .map((issue) => {
      const key = String(issue.path[0] ?? '');
      return `${nameOf(key)}: ${issue.message}`;
    })
    .join('; ');
}

/** Reads and validates the whole configuration; throws ConfigError naming each bad field. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const file = readConfigFile(env.CONFIG_FILE);
  const pick = (name: string): unknown => env[name] ?? file[name];

  const serverInput = Object.fromEntries(Object.keys(serverEnvSchema.shape).map((k) => [k, pick(k)]));
  const server = serverEnvSchema.safeParse(serverInput);
  if (!server.success)
    throw new ConfigError(`Invalid configuration: ${describeIssues(server.error, (k) => k)}`);

  const publicInput = Object.fromEntries(
    Object.entries(publicConfigEnv).map(([key, envName]) => [
      key,
      env[envName] ?? file[key] ?? file[envName],
    ]),
  );
  const pub = publicConfigSchema.safeParse(publicInput);
  if (!pub.success) {
    const envName = (key: string) =>
      key in publicConfigEnv ? `${publicConfigEnv[key as keyof typeof publicConfigEnv]} (${key})` : key;
    throw new ConfigError(`Invalid configuration: ${describeIssues(pub.error, envName)}`);
  }

  // Billing is on only with BILLING_ENABLED and a Stripe key; a malformed key stops the start.
  const billing = readBillingConfig(pick, pub.data.billing_enabled);
  if ('problems' in billing) throw new ConfigError(`Invalid configuration: ${billing.problems.join('; ')}`);

  const s = server.data;
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, '');
  const builtInProvider = !s.OIDC_ISSUER;
  if (!builtInProvider && !s.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: OIDC_CLIENT_ID: is required when OIDC_ISSUER is set');
  }
  if (s.MAP_MATCHING_CHUNK_OVERLAP >= s.MAP_MATCHING_CHUNK_SIZE) {
    throw new ConfigError(
      'Invalid configuration: MAP_MATCHING_CHUNK_OVERLAP: must be smaller than MAP_MATCHING_CHUNK_SIZE',
    );
  }
  if (s.MAP_PMTILES_PATH && !existsSync(s.MAP_PMTILES_PATH)) {
    throw new ConfigError(`Invalid configuration: MAP_PMTILES_PATH: no file at ${s.MAP_PMTILES_PATH}`);
  }
  const oidc = builtInProvider
    ? { issuer: `${publicUrl}/oidc`, clientId: 'pinpoint-web', audience: `${publicUrl}/api` }
    : { issuer: s.OIDC_ISSUER as string, clientId: s.OIDC_CLIENT_ID as string, audience: s.OIDC_AUDIENCE };

  const webOrigins = new Set([publicUrl]);
  const url = new URL(publicUrl);
  if (['localhost', '127.0.0.1'].includes(url.hostname)) {
    for (const host of ['localhost', '127.0.0.1'])
      webOrigins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    webOrigins.add('http://localhost:5173');
  }

  return {
    ...s,
    webOrigins: [...webOrigins],
    DATA_DIR: path.resolve(s.DATA_DIR),
    publicUrl,
    builtInProvider,
    oidc,
    demo: s.DEMO ?? !s.DATABASE_URL,
    billing: billing.config,
    public: {
      ...pub.data,
      billing_enabled: billing.config.enabled,
      authDomain: oidc.issuer,
      authClientId: oidc.clientId,
      authAudience: oidc.audience ?? '',
      geocoder: Boolean(s.GEOCODER_URL),
      mapMatching: Boolean(s.MAP_MATCHING_URL),
      mapPmtiles: basemapUrlPath(s.MAP_PMTILES_PATH),
      retentionFramesDays: s.RETENTION_FRAMES_DAYS,
      retentionHistoryDays: s.RETENTION_HISTORY_DAYS,
    },
  };
}
