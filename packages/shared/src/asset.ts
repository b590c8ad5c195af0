import { z } from 'zod';
import { fillMessage, messages } from './messages.ts';
import { type ReadingField, readingDefinitions, readingFields } from './readings.ts';
import { isInvisible, text } from './text.ts';
import { idsSchema, optionalCell, requiredText } from './validation.ts';
import type { WidgetOf } from './widgets/widget.ts';

/**
 * Assets (spec 3: name, description, metrics of metric type, device and device field). An
 * asset (a freezer, a van, a pump) gathers metrics from one or more devices' fields; which
 * device fed a metric when is kept as its bindings, so a swapped device keeps the asset's
 * history whole.
 */

/** What a metric measures: a reading field (°C, %, a door...) or a tracker's position. */
export const assetMetricTypes = [...readingFields, 'position'] as const;
export type AssetMetricType = (typeof assetMetricTypes)[number];

/** Most metrics one asset holds. */
export const MAX_ASSET_METRICS = 20;

/** Messages of the asset API and forms (the spec's own are quoted from `messages`). */
export const assetMessages = {
  notFound: 'Asset not found',
  exists: 'Asset {{name}} already exists',
  foreignDevice: 'This device is not in the organisation',
  fieldMismatch: 'This field does not measure the metric type',
  positionField: 'A position metric takes the device position',
  metricTwice: 'Each metric id may appear once',
  tooManyMetrics: `An asset has at most ${MAX_ASSET_METRICS} metrics`,
  ambiguousDevice: 'More than one device is called {{name}}; give its Dev EUI',
  importNameTwice: 'The rows of one asset must give the same description',
  importSiblingRefused: 'Another row of this asset was refused',
} as const;

const required = (label: string) => fillMessage(messages.required, { name: label });

/** A metric's id: what asset-metric widgets name (`metricId`), 1 to 32 letters, digits, - or _. */
export const assetMetricIdSchema = z
  .string()
  .regex(/^[\w-]{1,32}$/, 'A metric id is 1 to 32 letters or digits');

export const assetMetricTypeSchema = z.enum(assetMetricTypes, { error: required('Metric type') });
/** The device field feeding a metric: a reading field, or 'position'. */
export const assetDeviceFieldSchema = z.enum(assetMetricTypes, { error: required('Field') });

/**
 * True when a device field can feed a metric type: the same unit and kind (a probe's
 * external_temperature feeds a temperature metric; humidity does not), a position only a position.
 */
export function fieldFitsMetric(type: AssetMetricType, field: AssetMetricType): boolean {
  if (type === 'position' || field === 'position') return type === field;
  const a = readingDefinitions[type as ReadingField];
  const b = readingDefinitions[field as ReadingField];
  return a.unit === b.unit && a.kind === b.kind;
}

/** One metric as a form or the API sends it; `id` keeps an existing metric (and its history). */
export const assetMetricInputSchema = z
  .object({
    id: assetMetricIdSchema.optional(),
    type: assetMetricTypeSchema,
    deviceId: z.uuid({ error: required('Device') }),
    field: assetDeviceFieldSchema,
  })
  .superRefine((metric, ctx) => {
    if (fieldFitsMetric(metric.type, metric.field)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['field'],
      message: metric.type === 'position' ? assetMessages.positionField : assetMessages.fieldMismatch,
    });
  });
export type AssetMetricInput = z.input<typeof assetMetricInputSchema>;

/** A required description (spec 5): several lines allowed, nothing invisible. */
const description = text('Description', { max: 1000, multiline: true }).refine((v) => !isInvisible(v), {
  error: required('Description'),
});

const metricsSchema = z
  .array(assetMetricInputSchema)
  .max(MAX_ASSET_METRICS, assetMessages.tooManyMetrics)
  .superRefine((metrics, ctx) => {
    const seen = new Set<string>();
    metrics.forEach((metric, index) => {
      if (!metric.id) return;
      if (seen.has(metric.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: assetMessages.metricTwice });
      seen.add(metric.id);
    });
  });

/** Asset fields (spec 3, validation spec 5: name and description required). */
export const assetInputSchema = z.object({
  name: requiredText('Name', 100),
  description,
  metrics: metricsSchema.default([]),
});
export type AssetInput = z.input<typeof assetInputSchema>;

/** POST /api/asset */
export const assetCreateSchema = assetInputSchema.extend({ organisationId: z.uuid() });
/** PATCH /api/asset/{id}: `metrics`, when given, is the whole new list (ids keep metrics, others go). */
export const assetUpdateSchema = assetInputSchema.partial();
/** POST /api/asset/bulk-delete */
export const assetBulkDeleteSchema = z.object({ organisationId: z.uuid(), ids: idsSchema });

export const assetMetricSchema = z.object({
  id: z.string(),
  type: z.enum(assetMetricTypes),
  field: z.enum(assetMetricTypes),
  /** The device feeding it now; null once that device was deleted or left the organisation. */
  deviceId: z.uuid().nullable(),
  deviceName: z.string().nullable(),
  /** When the current device started feeding it (null: since the metric's first device began). */
  since: z.string().nullable(),
});
export type AssetMetric = z.infer<typeof assetMetricSchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  description: z.string(),
  metrics: z.array(assetMetricSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** One stretch of a metric's timeline: which device (and field) fed it from when to when. */
export const assetBindingSchema = z.object({
  metricId: z.string(),
  metricType: z.enum(assetMetricTypes),
  deviceId: z.uuid().nullable(),
  /** The device's name now, or as it was called when it stopped feeding the metric. */
  deviceName: z.string(),
  field: z.enum(assetMetricTypes),
  /** null: from the device's first data (a metric's first device brings its past). */
  from: z.string().nullable(),
  /** null: still feeding it. */
  to: z.string().nullable(),
});
export type AssetBinding = z.infer<typeof assetBindingSchema>;

/** True for an IANA time zone Intl knows (America/Toronto). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/asset/{id}/data?from&to&width[&timeZone] */
export const assetDataQuerySchema = z
  .object({
    from: z.coerce.date({ error: 'from must be a date' }),
    to: z.coerce.date({ error: 'to must be a date' }),
    width: z.coerce.number().int().min(100).max(4000).default(800),
    timeZone: text('timeZone', { max: 64 })
      .refine(isTimeZone, { error: 'timeZone must be a time zone like America/Toronto' })
      .optional(),
  })
  .refine((q) => q.from < q.to, { error: 'from must be before to', path: ['to'] })
  .refine((q) => q.to.getTime() - q.from.getTime() <= 400 * 86_400_000, {
    error: 'A range is at most 400 days',
    path: ['to'],
  });

const seriesPointSchema = z.object({
  t: z.number(),
  avg: z.number().nullable(),
  n: z.number(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});
const widgetDeviceSchema = z.object({
  name: z.string(),
  type: z.string(),
  lastSeenAt: z.string().nullable(),
  quiet: z.boolean(),
});

/** One metric's data over the range: its latest value, its buckets, or (position) its fix and track. */
export const assetMetricDataSchema = z.object({
  metricId: z.string(),
  type: z.enum(assetMetricTypes),
  /** The latest reading inside the range, across its devices (reading metrics). */
  latest: z.object({ value: z.number().nullable(), time: z.string(), device: z.string() }).nullable(),
  /** Buckets of every device that fed it, joined: one series across a device swap. */
  points: z.array(seriesPointSchema),
  /** The last fix inside the range (position metrics). */
  position: z.object({ lat: z.number(), lon: z.number(), time: z.string(), device: z.string() }).nullable(),
  /** [lon, lat, time ms] over the range, oldest first (position metrics). */
  track: z.array(z.tuple([z.number(), z.number(), z.number()])),
});
export type AssetMetricData = z.infer<typeof assetMetricDataSchema>;

export const assetAlertSchema = z.object({
  time: z.string(),
  device: z.string(),
  actionId: z.uuid(),
  actionName: z.string(),
  alertType: z.string(),
  value: z.number().nullable(),
  message: z.string().nullable(),
});
export type AssetAlert = z.infer<typeof assetAlertSchema>;

export const assetDataSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  generatedAt: z.string(),
  /** Bucket width in seconds, and where buckets count from (as widget series data). */
  stride: z.number(),
  unit: z.enum(['day', 'week', 'month']).optional(),
  origin: z.string(),
  /** The devices that fed the asset's metrics over the range, by id. */
  devices: z.record(z.string(), widgetDeviceSchema),
  metrics: z.array(assetMetricDataSchema),
  /** Alerts fired for its devices while they fed it, newest first. */
  alerts: z.array(assetAlertSchema),
});
export type AssetData = z.infer<typeof assetDataSchema>;

/** A CSV cell naming a metric type or field as a person might write it: 'Door open' is door_open. */
const csvKey = (value: unknown) =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    : value;

/** One CSV row: an asset's name (and description, on its first row at least) and optionally one metric. */
export const assetImportRowSchema = z
  .object({
    name: requiredText('Name', 100),
    description: optionalCell(description),
    metric_type: optionalCell(z.preprocess(csvKey, assetMetricTypeSchema)),
    /** The device's name or Dev EUI. */
    device: optionalCell(text('Device', { max: 100 })),
    /** Defaults to the metric type (a temperature metric from the device's temperature). */
    field: optionalCell(z.preprocess(csvKey, assetDeviceFieldSchema)),
  })
  .superRefine((row, ctx) => {
    if (!row.metric_type) {
      if (row.device || row.field)
        ctx.addIssue({ code: 'custom', path: ['metric_type'], message: required('Metric type') });
      return;
    }
    if (!row.device) ctx.addIssue({ code: 'custom', path: ['device'], message: required('Device') });
    const field = row.field ?? row.metric_type;
    if (!fieldFitsMetric(row.metric_type, field))
      ctx.addIssue({
        code: 'custom',
        path: ['field'],
        message: row.metric_type === 'position' ? assetMessages.positionField : assetMessages.fieldMismatch,
      });
  });
export type AssetImportRow = z.output<typeof assetImportRowSchema>;

/** An asset a CSV describes: its rows (1 = the first under the header) and the metrics they give. */
export type AssetImportGroup = {
  name: string;
  description: string;
  rows: number[];
  metrics: Array<{ row: number; type: AssetMetricType; device: string; field: AssetMetricType }>;
};

/** A row's problems, by row number. */
export type ImportProblems = Map<number, string[]>;

const addProblem = (problems: ImportProblems, row: number, reason: string) =>
  problems.set(row, [...(problems.get(row) ?? []), reason]);

/**
 * Keeps only the assets none of whose rows has a problem: the other rows of an asset with one
 * are refused too ('Another row of this asset was refused'), so an asset never goes in half.
 */
export function dropRefusedAssets(groups: readonly AssetImportGroup[], problems: ImportProblems) {
  return groups.filter((group) => {
    if (!group.rows.some((row) => problems.has(row))) return true;
    for (const row of group.rows)
      if (!problems.has(row)) addProblem(problems, row, assetMessages.importSiblingRefused);
    return false;
  });
}

/**
 * Rows sharing a name (any case) make one asset: its description is on one of its rows (the
 * others leave it blank or repeat it), each row may add a metric. Answers the assets whose rows
 * all pass, and each row's problems (the schema's, then the asset's); the server and the web's
 * preview both use it, so the preview refuses what the server will (devices and taken names are
 * the server's to check).
 */
export function groupAssetImportRows(records: readonly Record<string, unknown>[]): {
  groups: AssetImportGroup[];
  problems: ImportProblems;
} {
  const problems: ImportProblems = new Map();
  const byName = new Map<string, AssetImportGroup>();
  records.forEach((record, index) => {
    const row = index + 1;
    const rawName = typeof record.name === 'string' ? record.name.trim() : '';
    const key = rawName.toLowerCase();
    let group = key ? byName.get(key) : undefined;
    if (key && !group) {
      group = { name: rawName, description: '', rows: [], metrics: [] };
      byName.set(key, group);
    }
    group?.rows.push(row);
    const parsed = assetImportRowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = issue.path.join('.');
        const named = issue.message.toLowerCase().includes(column.replace(/_/g, ' '));
        addProblem(problems, row, column && !named ? `${column}: ${issue.message}` : issue.message);
      }
      return;
    }
    const data = parsed.data;
    if (!group) return;
    if (group.rows.length === 1) group.name = data.name;
    if (data.description && !group.description) group.description = data.description;
    else if (data.description && data.description !== group.description)
      addProblem(problems, row, assetMessages.importNameTwice);
    if (data.metric_type && data.device) {
      if (group.metrics.length >= MAX_ASSET_METRICS) addProblem(problems, row, assetMessages.tooManyMetrics);
      else
        group.metrics.push({
          row,
          type: data.metric_type,
          device: data.device,
          field: data.field ?? data.metric_type,
        });
    }
  });
  for (const group of byName.values())
    if (!group.description && group.rows[0] !== undefined && !problems.has(group.rows[0]))
      addProblem(problems, group.rows[0], required('Description'));
  return { groups: dropRefusedAssets([...byName.values()], problems), problems };
}

/** The CSV's columns (spec-style import): the first two required, the metric ones per row. */
export const assetImportColumns = ['name', 'description', 'metric_type', 'device', 'field'] as const;

/** POST /api/asset/import: the CSV's rows keyed by column; rows sharing a name make one asset. */
export const assetImportSchema = z.object({
  organisationId: z.uuid(),
  rows: z.array(z.record(z.string(), z.unknown())).min(1, 'The file has no rows').max(5000),
});

/** How an asset stands: alerting (an alert within a day), silent (a device quiet), else ok. */
export type AssetStatus = 'ok' | 'alerting' | 'silent';
export const assetAlertingForMs = 24 * 60 * 60 * 1000;

/**
 * An asset's status from its devices' latest state: alerting when one of them had an alert in
 * the last 24 hours, silent when one was not heard within `freshForMs` (the device list's
 * freshness rule), else ok. An asset without devices is ok.
 */
export function assetStatus(
  asset: Pick<Asset, 'metrics'>,
  devices: ReadonlyMap<string, { lastSeenAt: string | null; lastAlertAt: string | null }>,
  now: number,
  freshForMs: number,
): AssetStatus {
  const bound = asset.metrics.flatMap((m) => {
    const device = m.deviceId ? devices.get(m.deviceId) : undefined;
    return device ? [device] : [];
  });
  const within = (iso: string | null, ms: number) => iso !== null && now - Date.parse(iso) < ms;
  if (bound.some((d) => within(d.lastAlertAt, assetAlertingForMs))) return 'alerting';
  if (bound.some((d) => !within(d.lastSeenAt, freshForMs))) return 'silent';
  return 'ok';
}

/**
 * The asset-metric widgets an asset page draws, one a metric (WIDGETS.md §1: assets store no
 * widgets; they derive them): a reading metric as a series, a position as its fix and track.
 */
export function assetWidgets(asset: Pick<Asset, 'id' | 'metrics'>): WidgetOf<'asset-metric'>[] {
  return asset.metrics.map((metric) => ({
    id: metric.id,
    type: 'asset-metric',
    title: '',
    devices: [],
    range: { kind: 'inherit' },
    assetId: asset.id,
    metricId: metric.id,
    options: { style: 'series' },
  }));
}
