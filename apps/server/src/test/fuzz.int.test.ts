import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Person, testApi } from './api.ts';
import { startTestServer } from './server.ts';

/**
 * Property-based proof of input validation: every API route that takes a body (but ingest, whose
 * machine formats have tests of their own) is sent bodies made from its own zod schema with
 * hostile values mixed in (NUL, lone surrogates, direction overrides, control characters, huge
 * strings, deep nesting, wrong types, extra fields), as the owner of an organisation. No answer
 * may be a 5xx, and a refused request (4xx) must write nothing.
 *
 * CI runs a fixed seed; elsewhere each run draws a new one, which fast-check prints on failure
 * (rerun with FUZZ_SEED=<seed> to replay it).
 */

const ci = process.env.CI === 'true';
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : ci ? 20_261_124 : Date.now() % 2 ** 31;
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);

type Schema = z.ZodType & { _zod: { def: Def } };
type Def = {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
};

// Collect the route table as the app builds it: every route with its schema.
const routes: RouteOptions[] = [];
const onInit = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    routes.push(route);
  });
};
diagnostics.subscribe('fastify.initialization', onInit);
const server = await startTestServer({
  ORGANISATION_ENABLED: 'true',
  SELF_HOST: 'true',
  MANUAL_ADD: 'true',
  // No report renders in the background: a queued run's writes would show in another route's fingerprint.
  REPORT_WORKERS: '0',
}).finally(() => diagnostics.unsubscribe('fastify.initialization', onInit));
afterAll(() => server.close());

const api = testApi(server);
const [olive, max] = (await api.signUpEach(['Olive', 'Max'] as const)) as [Person, Person];
const orgId = olive.organisationId;

async function made(path: string, body: unknown): Promise<string> {
  const res = await api.call(path, { token: olive.token, body });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`fuzz setup: ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.device?.id ?? res.body.id) as string;
}
await made(`/organisation/${orgId}/members`, { email: max.email, role: 'member' });
const deviceId = await made('/device/self-host', {
  organisationId: orgId,
  name: 'Fuzz van',
  type: 'location',
});
const contactId = await made('/contact', {
  organisationId: orgId,
  name: 'Fuzz contact',
  email: 'fuzz@example.com',
  phone: '+14165550100',
  contactMethod: 'email',
});
const geofenceId = await made('/geofence', {
  organisationId: orgId,
  name: 'Fuzz yard',
  address: '1 Front St',
  postcode: 'M5J 2N8',
  latitude: 43.64,
  longitude: -79.38,
  radius: 200,
});
const baseId = await made('/base', {
  organisationId: orgId,
  name: 'Fuzz depot',
  address: '2 Front St',
  postcode: 'M5J 2N8',
  latitude: 43.65,
  longitude: -79.39,
});
const actionId = await made('/action', {
  organisationId: orgId,
  name: 'Fuzz alert',
  actionType: 'alert',
  alertType: 'button',
  message: 'Pressed',
  contactIds: [contactId],
  deviceIds: [deviceId],
  repeatMode: 'open',
  repeatMinutes: 5,
});

const report = {
  name: 'Fuzz weekly',
  widgets: [
    { id: 'temps', type: 'series', fields: ['temperature'], devices: [deviceId] },
    { id: 'note', type: 'note', markdown: 'Check the **seals**' },
  ],
  period: 'week',
  schedule: { frequency: 'weekly', time: '07:00', days: [1, 4] },
  recipients: [
    { kind: 'contact', id: contactId },
    { kind: 'member', id: olive.userId },
  ],
  formats: ['pdf', 'csv', 'xlsx'],
};
const reportId = await made('/report', { organisationId: orgId, ...report });

// A dashboard and an asset, so their `:id` routes reach real objects (not only 404s).
const dashboard = {
  name: 'Fuzz board',
  widgets: [
    { id: 'temps', type: 'series', fields: ['temperature'], devices: [deviceId] },
    { id: 'where', type: 'map', devices: [deviceId] },
  ],
};
const dashboardId = await made('/dashboard', { organisationId: orgId, ...dashboard });
const asset = {
  name: 'Fuzz trailer',
  description: 'Reefer trailer 12',
  metrics: [{ type: 'position', deviceId, field: 'position' }],
};
const assetId = await made('/asset', { organisationId: orgId, ...asset });

/** The id a path parameter names: the object of that kind made above. */
const idsByKind: Record<string, string> = {
  report: reportId,
  dashboard: dashboardId,
  asset: assetId,
  device: deviceId,
  contact: contactId,
  geofence: geofenceId,
  base: baseId,
  action: actionId,
  organisation: orgId,
};
const knownIds = [
  orgId,
  deviceId,
  contactId,
  geofenceId,
  baseId,
  actionId,
  max.userId,
  reportId,
  dashboardId,
  assetId,
];

// ---- Hostile values ----

const hostileTexts = [
  '\u0000',
  'Depot\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uDC00\uD800',
  '\u202Eevil',
  'name\u2066\u2069',
  '\u200B',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\u0007\u001B[31m',
  '\u0085\u009B',
  '\u007F',
  'line\nbreak',
  '\r\n',
  '   ',
  '',
  '__proto__',
  'constructor',
  "'; drop table devices; --",
  '%00',
  '\\u0000',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];
const hostileText = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD83D', '\u202E', '\u0001', '\u2067'))
    .map(([s, bad]) => `${s}${bad}${s}`),
);

function deep(levels: number, asArray: boolean): unknown {
  let value: unknown = 'bottom\u0000';
  for (let i = 0; i < levels; i++) value = asArray ? [value] : { a: value };
  return value;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    [],
    {},
    ['\u0000'],
    { '\u0000': '\uD800' },
    deep(300, true),
    deep(300, false),
  ),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

// ---- Plausible values from a zod schema ----

function checkOf(def: Def, name: string): Record<string, unknown> | undefined {
  return def.checks?.map((c) => c._zod.def).find((c) => c.check === name);
}

function plausibleString(def: Def): fc.Arbitrary<string> {
  switch (def.format) {
    case 'uuid':
    case 'guid':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownIds) }, fc.uuid());
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  const regex = def.checks?.map((c) => c._zod.def).find((c) => c.format === 'regex')?.pattern;
  if (regex instanceof RegExp) return fc.stringMatching(regex);
  const maxLength = (checkOf(def, 'max_length')?.maximum as number | undefined) ?? 60;
  return fc.oneof(
    fc.constantFrom('Café Łódź 東京', 'Depot 12', 'A84041000181C8F9', 'fuzz'),
    fc.string({ minLength: 1, maxLength: Math.min(maxLength, 60) }),
  );
}

function plausibleNumber(def: Def): fc.Arbitrary<number> {
  const low = checkOf(def, 'greater_than')?.value as number | undefined;
  const high = checkOf(def, 'less_than')?.value as number | undefined;
  const integer = def.checks?.some((c) => c._zod.def.format === 'safeint' || c._zod.def.format === 'int32');
  const min = Math.max(low ?? -1e6, -1e9);
  const max = Math.min(high ?? 1e6, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value of the schema's shape where any part may be swapped for a hostile one. */
function arbitraryOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleOf(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: plausible }, { weight: 1, arbitrary: hostileValue });
}

function plausibleOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  if (depth > 6) return hostileValue;
  switch (def.type) {
    case 'string':
      return plausibleString(def);
    case 'number':
      return plausibleNumber(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType as Schema, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as Schema, depth), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(arbitraryOf(def.innerType as Schema, depth), { nil: undefined, freq: 4 });
    case 'pipe':
      // A preprocess (transform in front) takes what its output takes; else what its input takes.
      return (def.in as Schema)._zod.def.type === 'transform'
        ? plausibleOf(def.out as Schema, depth)
        : plausibleOf(def.in as Schema, depth);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => arbitraryOf(o, depth + 1)));
    case 'array':
      return fc.array(arbitraryOf(def.element as Schema, depth + 1), { maxLength: 4 });
    case 'record':
      return fc.dictionary(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom('X-Token', 'name', 'dev_eui') }, hostileText),
        arbitraryOf(def.valueType as Schema, depth + 1),
        { maxKeys: 4 },
      );
    case 'object':
      return objectOf(def.shape ?? {}, depth);
    default:
      // unknown, any, transform: anything JSON
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
  }
}

function objectOf(shape: Record<string, Schema>, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field, depth + 1)]),
  );
  const extra = fc.option(
    fc.tuple(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'extra',
        'organisation_id',
        'id',
        'role',
        'x\u0000',
        'k\uD800',
      ),
      hostileValue,
    ),
    { freq: 3 },
  );
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), extra).map(([value, more]) => {
    const body = { ...(value as Record<string, unknown>) };
    if (more) Object.defineProperty(body, more[0], { value: more[1], enumerable: true, writable: true });
    return body;
  });
}

/** Bodies nested too deep to print in a report: sent as JSON text made on the fly. */
const deepArray = Symbol('[[[…]]] 20000 deep');
const deepObject = Symbol('{"a":{"a":…}} 20000 deep');
function jsonOf(body: unknown): string {
  if (body === deepArray) return `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  if (body === deepObject) return `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
  return JSON.stringify(body) ?? 'null';
}

// ---- Valid bodies to mutate ----

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9A-F]{${length}}$`));
const lora = fc.record({ devEui: hex(16), appEui: hex(16), appKey: hex(32) });
const contact = {
  name: 'Night shift',
  email: 'night@example.com',
  phone: '+14165550100',
  contactMethod: 'both',
};
const place = {
  name: 'Yard 7',
  address: '1 Front St W',
  postcode: 'M5J 2N8',
  latitude: 43.6,
  longitude: -79.4,
};
const importRow = {
  name: 'Row yard',
  address: '9 Bay St',
  postcode: 'M5J',
  latitude: '43.61',
  longitude: '-79.38',
};
const alert = {
  name: 'Cold room',
  actionType: 'alert',
  alertType: 'temperature',
  comparison: 'above',
  threshold: 8,
  message: 'Too warm\nCheck the door',
  contactIds: [contactId],
  deviceIds: [deviceId],
  repeatMode: 'open',
  repeatMinutes: 30,
  windowStart: '08:00',
  windowEnd: '18:00',
};
const forward = {
  name: 'To the ERP',
  actionType: 'forward',
  deviceIds: [deviceId],
  forwardUrl: 'https://erp.example.com/uplinks',
  forwardHeaders: { Authorization: 'Bearer abc', 'X-Site': 'Łódź' },
};
const webhook = {
  name: 'Door hook',
  actionType: 'webhook',
  alertType: 'geofence_enter',
  geofenceId,
  message: 'Entered',
  deviceIds: [deviceId],
  webhookUrl: 'https://hooks.example.com/in',
  webhookMethod: 'POST',
  repeatMode: 'close',
  repeatMinutes: 60,
};
const organisation = {
  name: 'Fuzz Ltd',
  address: '5 King St',
  email: 'ops@example.com',
  phone: '+442071234567',
};

/** The body with a name of its own, so that creating it again is not a conflict. */
const renamed = <T extends { name: string }>(body: T) =>
  fc.nat(999_999).map((n) => ({ ...body, name: `${body.name} ${n}` }));

/** Bodies each route accepts (when the objects above are there), by `METHOD url`. */
const examples: Record<string, fc.Arbitrary<unknown>> = {
  'POST /api/user/': fc.constant({ email: olive.email, sub: olive.sub }),
  'PATCH /api/user/settings': fc.constant({ theme: 'dark', temperatureUnit: 'F' }),
  'POST /api/organisation': renamed(organisation),
  'PATCH /api/organisation/:id': fc.constant({ ...organisation, hero: 'https://example.com/hero.jpg' }),
  'POST /api/organisation/:id/members': fc.constant({ email: 'newcomer@example.com', role: 'viewer' }),
  'PATCH /api/organisation/:id/members/:userId': fc.constant({ role: 'admin' }),
  'POST /api/organisation/:id/ingest-keys': fc.constant({ name: 'Gateway key' }),
  'POST /api/contact': renamed({ organisationId: orgId, ...contact }),
  'PATCH /api/contact/:id': renamed(contact),
  'POST /api/device': lora.map((keys) => ({
    organisationId: orgId,
    name: 'Freezer 9',
    type: 'temperature',
    modelId: 'dragino-lht65',
    ...keys,
  })),
  'POST /api/device/self-host': fc.constant({ organisationId: orgId, name: 'Phone 3', type: 'location' }),
  'POST /api/device/tracker': fc.constant({
    organisationId: orgId,
    name: 'Van 3',
    protocol: 'teltonika',
    imei: '356307042441013',
  }),
  'POST /api/organisation/:id/unknown-trackers/:imei/add': fc.constant({ name: 'Van 4' }),
  'POST /api/device/claim': fc.constant({
    organisationId: orgId,
    claimCode: 'CLAIM-42',
    name: 'Claimed one',
  }),
  'POST /api/device/import': lora.map((keys) => ({
    organisationId: orgId,
    type: 'temperature',
    rows: [
      { barcode: 'BC-1', dev_eui: keys.devEui, app_eui: keys.appEui, app_key: keys.appKey, name: 'Row 1' },
    ],
  })),
  'PATCH /api/device/:id': fc.constant({ name: 'Fuzz van', type: 'location', modelId: 'gl320m' }),
  'POST /api/device/:id/share': fc.constant({ expiresAt: '2099-01-01T00:00:00Z' }),
  'POST /api/device/:id/transfer': fc.constant({ organisationId: orgId }),
  'POST /api/geofence': renamed({ organisationId: orgId, ...place, radius: 150 }),
  'PATCH /api/geofence/:id': fc.constant({ ...place, name: 'Fuzz yard' }),
  'POST /api/geofence/import': fc.constant({ organisationId: orgId, rows: [importRow] }),
  'POST /api/base': renamed({ organisationId: orgId, ...place }),
  'PATCH /api/base/:id': fc.constant({ ...place, name: 'Fuzz depot' }),
  'POST /api/base/import': fc.constant({ organisationId: orgId, rows: [{ ...importRow, status: 'open' }] }),
  'POST /api/action': fc.constantFrom(alert, forward, webhook).map((a) => ({ organisationId: orgId, ...a })),
  'PATCH /api/action/:id': fc.constantFrom(alert, { name: 'Renamed', message: 'Pressed again' }),
  'POST /api/report': renamed({ organisationId: orgId, ...report }),
  'POST /api/dashboard': renamed({ organisationId: orgId, ...dashboard }),
  'PATCH /api/dashboard/:id': fc.constantFrom({ name: 'Fuzz board renamed' }, { widgets: dashboard.widgets }),
  'POST /api/dashboard/:id/shares': fc.constant({ expiresAt: '2099-01-01T00:00:00Z' }),
  'POST /api/asset': renamed({ organisationId: orgId, ...asset }),
  'PATCH /api/asset/:id': fc.constant({ name: 'Fuzz trailer 2', description: 'Reefer trailer 12b' }),
  'PATCH /api/report/:id': fc.constantFrom(report, {
    schedule: { frequency: 'monthly', time: '06:30', dayOfMonth: 31 },
  }),
};

type Path = Array<string | number>;

/** Every place in a JSON value: each value, and each key of an object (`key` true). */
function placesOf(value: unknown, path: Path = [], out: Array<{ path: Path; key: boolean }> = []) {
  out.push({ path, key: false });
  if (Array.isArray(value)) for (const [i, v] of value.entries()) placesOf(v, [...path, i], out);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push({ path: [...path, k], key: true });
      placesOf(v, [...path, k], out);
    }
  return out;
}

const hostileCharacter = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u2066',
  '\u0001',
  '\u001B',
  '\u0085',
  '\n',
  '\u200B',
);

/** The value with one place spoiled: a hostile character slipped into a text or a key, or a hostile value. */
function mutate(
  value: unknown,
  at: number,
  how: 'insert' | 'replace' | 'extra',
  character: string,
  hostile: unknown,
): unknown {
  const copy = structuredClone(value);
  const places = placesOf(copy);
  const place = places[at % places.length] as { path: Path; key: boolean };
  if (place.path.length === 0) return how === 'replace' ? hostile : copy;
  const parentPath = place.path.slice(0, -1);
  const parent = parentPath.reduce<Record<string | number, unknown>>(
    (node, step) => node[step] as Record<string | number, unknown>,
    copy as Record<string | number, unknown>,
  );
  const last = place.path[place.path.length - 1] as string | number;
  const current = parent[last];
  const spoil = (text: string) => {
    const cut = Math.floor(text.length / 2);
    return `${text.slice(0, cut)}${character}${text.slice(cut)}`;
  };
  if (place.key && typeof last === 'string') {
    delete parent[last];
    parent[spoil(last)] = current;
  } else if (how === 'insert' && typeof current === 'string') parent[last] = spoil(current);
  else if (how === 'extra' && current !== null && typeof current === 'object' && !Array.isArray(current))
    Object.defineProperty(current, character === '\u0000' ? '__proto__' : `extra${character}`, {
      value: hostile,
      enumerable: true,
      writable: true,
    });
  else parent[last] = hostile;
  return copy;
}

/**
 * Whole bodies: mostly a valid body (the route's example, or one drawn from its schema) with one
 * place spoiled; else the schema's shape with hostile values anywhere; sometimes not an object at all.
 */
const bodyOf = (route: { method: string; url: string; body: Schema }) => {
  const example = examples[`${route.method} ${route.url}`];
  const base = example
    ? fc.oneof({ weight: 3, arbitrary: example }, plausibleOf(route.body, 0))
    : plausibleOf(route.body, 0);
  const spoiled = fc
    .tuple(
      base,
      fc.nat(),
      fc.constantFrom('insert', 'insert', 'insert', 'replace', 'extra') as fc.Arbitrary<
        'insert' | 'replace' | 'extra'
      >,
      hostileCharacter,
      hostileValue,
    )
    .map(([value, at, how, character, hostile]) => mutate(value, at, how, character, hostile));
  return fc.oneof(
    { weight: 6, arbitrary: spoiled },
    { weight: 2, arbitrary: plausibleOf(route.body, 0) },
    { weight: 1, arbitrary: example ?? hostileValue },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(deepArray, deepObject, 'text', 42, null) },
  );
};

// ---- What the database holds ----

const tables = (
  await server.handle.pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and c.relname not in ('oidc_payloads', 'schema_migrations', 'server_secrets')
        -- the rate limits' own counters: every limited request counts, refused or not
        and c.relname not in ('rate_limit_windows', 'limit_buckets')
      order by 1`,
  )
).rows.map((r) => r.name);

/** One fingerprint of every user table: its rows, hashed, so any insert, update or delete shows. */
async function fingerprint(): Promise<Record<string, string>> {
  const sql = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::text || ':' || md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h from "${t}" x`,
    )
    .join(' union all ');
  const { rows } = await server.handle.pool.query<{ t: string; h: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return tables.filter((t) => before[t] !== after[t]);
}

// ---- The routes ----

const bodyRoutes = routes
  .flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, route })),
  )
  .filter(
    ({ method, route }) =>
      ['POST', 'PUT', 'PATCH'].includes(method) &&
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/ingest/') &&
      (route.schema?.body as Schema | undefined)?._zod !== undefined,
  )
  .map(({ method, route }) => ({ method, url: route.url, body: route.schema?.body as Schema }))
  // Bulk deletes and transfers may take the objects made above away: they go last.
  .sort((a, b) => Number(/bulk-delete|transfer/.test(a.url)) - Number(/bulk-delete|transfer/.test(b.url)));

/** Path parameters that are no id at all (percent-encoded as a browser would send them). */
const hostileSegments = [
  'nope',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E2%80%AE',
  '%C0%80',
  '..',
  '%20',
  'x'.repeat(300),
];

/** The path with its parameters filled: mostly the object made above, else a random id or not an id. */
const pathOf = (url: string) =>
  fc.tuple(fc.nat(9), fc.constantFrom(...hostileSegments)).map(([draw, segment]) =>
    url.replace(/:(\w+)/g, (_whole, param: string) => {
      if (draw === 0) return segment;
      if (draw <= 2) return randomUUID();
      if (param === 'userId') return max.userId;
      const kind = url.split('/')[2] ?? '';
      return idsByKind[kind] ?? randomUUID();
    }),
  );

describe('hostile request bodies on every API route (property-based)', () => {
  it('walks the route table', () => {
    const urls = bodyRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/contact',
        'PATCH /api/device/:id',
        'POST /api/geofence',
        'POST /api/action',
        'PATCH /api/organisation/:id',
      ]),
    );
    expect(urls.some((u) => u.includes('/api/ingest/'))).toBe(false);
  });

  it('sees a write in the fingerprint of the database (so "writes nothing" means something)', async () => {
    const before = await fingerprint();
    const res = await api.call(`/contact/${contactId}`, {
      method: 'PATCH',
      token: olive.token,
      body: { phone: '+14165550199' },
    });
    expect(res.status).toBe(200);
    expect(changedTables(before, await fingerprint())).toContain('contacts');
  });

  it.each(bodyRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: never a 5xx, and a refused body writes nothing',
    async (name, route) => {
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(pathOf(route.url), bodyOf(route), async (path, body) => {
          const before = await fingerprint();
          const res = await fetch(`${server.url}${path}`, {
            method: route.method,
            headers: { authorization: `Bearer ${olive.token}`, 'content-type': 'application/json' },
            body: jsonOf(body),
          });
          const answer = await res.text();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          expect(res.status, `${route.method} ${path} answered ${answer}`).toBeLessThan(500);
          if (res.status >= 400) {
            const changed = changedTables(before, await fingerprint());
            expect(changed, `${route.method} ${path} answered ${res.status} but wrote`).toEqual([]);
          }
        }),
        { seed, numRuns, endOnFailure: true },
      );
      if (process.env.FUZZ_STATS) console.log(name, JSON.stringify(statuses));
    },
    60_000,
  );
});
