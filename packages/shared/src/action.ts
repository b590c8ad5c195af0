import { z } from 'zod';
import type { ReadingField } from './readings.ts';
import { isInvisible, jsonProblem, text } from './text.ts';
import { pageOf, pageQuery, required } from './validation.ts';

/** Actions (spec 3 Action, validation spec 5, DESIGN 6): alerts, forwards and webhooks. */

export const actionMessages = {
  noDevice: 'at least one device must be selected',
  noContact: 'at least one contact must be selected',
  errorAssigning: 'Error assigning action',
  invalidUrl: 'Must be an http or https URL',
  invalidHeaders: 'Headers must be a JSON object of strings',
  invalidTime: 'Use a time like 08:30',
  repeatTooShort: 'Time between alerts must be at least 1 minute',
  maskedHeader: 'Type the value of this header again',
  clearAbove: 'The clear threshold must be at or below the threshold',
  clearBelow: 'The clear threshold must be at or above the threshold',
  contactTwice: 'A contact can be in one escalation step only',
} as const;

/** At most this many escalation steps after the first contacts (issue 30). */
export const MAX_ESCALATION_STEPS = 5;

/** The shortest time between two alerts of an action on one device (the engine clamps older rows to it). */
export const MIN_REPEAT_MINUTES = 1;

/** What hides a forward header's value once saved: 'Bearer ••••1234'. A value sent back with it keeps the stored one. */
export const headerMask = '••••';

export const actionTypes = ['alert', 'forward', 'webhook'] as const;
export const actionTypeSchema = z.enum(actionTypes);
export type ActionType = z.infer<typeof actionTypeSchema>;

export const comparisonSchema = z.enum(['above', 'below']);
export type Comparison = z.infer<typeof comparisonSchema>;
/** Time between alerts: 'open' repeats while the condition holds, 'close' alerts once until it clears. */
export const repeatModeSchema = z.enum(['open', 'close']);
export type RepeatMode = z.infer<typeof repeatModeSchema>;
export const webhookMethodSchema = z.enum(['POST', 'PUT', 'PATCH']);

export type AlertTypeDefinition = {
  label: string;
  /** The reading it watches (readings are numbers; flags are 1 or 0). */
  field?: ReadingField;
  /** 'event': met only by the uplink carrying it; 'state': an uplink without the field keeps the last state. */
  kind: 'threshold' | 'event' | 'state' | 'geofence' | 'offline' | 'forecast';
  /** Threshold unit on the wire (temperature always °C), its bounds, and the comparison when fixed. */
  threshold?: { unit: string; min?: number; max?: number; integer?: boolean; comparison?: Comparison };
};

const definitions = {
  button: { label: 'Button pressed', field: 'button', kind: 'event' },
  temperature: {
    label: 'Temperature',
    field: 'temperature',
    kind: 'threshold',
    threshold: { unit: '°C', min: -273.15, max: 1000 },
  },
  humidity: {
    label: 'Humidity',
    field: 'humidity',
    kind: 'threshold',
    threshold: { unit: '%', min: 0, max: 100 },
  },
  battery: {
    label: 'Battery',
    field: 'battery_pct',
    kind: 'threshold',
    threshold: { unit: '%', min: 0, max: 100, comparison: 'below' },
  },
  co2: {
    label: 'CO2 PPM',
    field: 'co2',
    kind: 'threshold',
    threshold: { unit: 'ppm', min: 0, max: 100_000, comparison: 'above' },
  },
  movement: { label: 'Movement', field: 'motion', kind: 'event' },
  geofence_enter: { label: 'Geofence enter', kind: 'geofence' },
  geofence_exit: { label: 'Geofence exit', kind: 'geofence' },
  geofence_enter_exit: { label: 'Geofence enter or exit', kind: 'geofence' },
  door_open: { label: 'Door/window open', field: 'door_open', kind: 'state' },
  water_leak: { label: 'Water leak detected', field: 'leak', kind: 'state' },
  offline: {
    label: 'No data for N minutes',
    kind: 'offline',
    threshold: { unit: 'min', min: 1, max: 10_080, integer: true },
  },
  // Issue 30 item 4: the battery's forecast days left (battery-forecast.ts) under N, checked on a schedule.
  battery_forecast: {
    label: 'Battery forecast under N days',
    kind: 'forecast',
    threshold: { unit: 'days', min: 1, max: 365, integer: true, comparison: 'below' },
  },
  // The alarms devices raise themselves, as Traccar's alarm events and ThingsBoard's device alarms:
  // a smoke detector's smoke, a sensor or tracker removed or opened, a vehicle tracker's external
  // power cut (the battery disconnected), a wearable's fall, and the alarm a sensor raises when a
  // measurement crosses the threshold configured on the device (`threshold_alarm`).
  // Smoke and the threshold alarm are states: their devices say when they end (a GS524N's
  // "normal", a sensor's alarm release). A tracker's tamper and power cut come as alarms, true
  // only, never ended: events, met by the uplink that carries them.
  smoke: { label: 'Smoke detected', field: 'smoke', kind: 'state' },
  tamper: { label: 'Tampered or removed', field: 'tamper', kind: 'event' },
  power_cut: { label: 'External power cut', field: 'power_cut', kind: 'event' },
  fall_detected: { label: 'Fall detected', field: 'fall_detected', kind: 'event' },
  device_alarm: { label: 'Device alarm (its own threshold)', field: 'threshold_alarm', kind: 'state' },
  // A measurement that changed faster than the device's configured limit (Milesight's "mutation
  // alarm"): no release ever reports its end, so an event.
  sudden_change: { label: 'Device alarm (sudden change)', field: 'sudden_change', kind: 'event' },
} satisfies Record<string, AlertTypeDefinition>;

/**
 * The alert types (spec 3) and, beyond the spec, 'offline': no data for N minutes,
 * 'battery_forecast': the battery is forecast to run out in under N days, and the devices' own
 * alarms (smoke, tamper, power cut, fall, the device's threshold alarm).
 */
export const alertTypes = Object.keys(definitions) as [
  keyof typeof definitions,
  ...Array<keyof typeof definitions>,
];
export const alertTypeSchema = z.enum(alertTypes);
export type AlertType = z.infer<typeof alertTypeSchema>;
export const alertTypeDefinitions: Record<AlertType, AlertTypeDefinition> = definitions;

/** The fields that depend on the action's types. */
export type ActionField = Exclude<
  keyof z.output<typeof actionFieldsSchema>,
  'name' | 'actionType' | 'deviceIds' | 'enabled'
>;

/** The fields that apply to an action of this type (the editor shows only these; the server clears the rest). */
export function actionFieldsFor(actionType: ActionType, alertType?: AlertType | null): Set<ActionField> {
  if (actionType === 'forward') return new Set(['forwardUrl', 'forwardHeaders']);
  const fields = new Set<ActionField>([
    'alertType',
    'repeatMinutes',
    'repeatMode',
    'windowStart',
    'windowEnd',
  ]);
  if (actionType === 'alert') for (const f of ['message', 'contactIds', 'escalation'] as const) fields.add(f);
  else for (const f of ['message', 'webhookUrl', 'webhookMethod'] as const) fields.add(f);
  const definition = alertType ? alertTypeDefinitions[alertType] : undefined;
  if (definition?.threshold) fields.add('threshold');
  if (definition?.kind === 'threshold')
    for (const f of ['comparison', 'clearThreshold'] as const) fields.add(f);
  // A forecast hovering at N days clears only past the clear threshold (below is fixed).
  if (definition?.kind === 'forecast') fields.add('clearThreshold');
  // Hysteresis for conditions that last (a momentary event or a single crossing has nothing to clear).
  if (definition && lasting(alertType as AlertType)) fields.add('clearMinutes');
  if (definition?.kind === 'geofence') fields.add('geofenceId');
  return fields;
}

/**
 * Whether an alert type's condition lasts until it clears (a temperature, an open door, a device
 * gone quiet, being outside a geofence), so its incident resolves by itself; button presses,
 * movements and enter-or-exit crossings are momentary: their incidents are resolved by a person.
 */
export function lasting(alertType: AlertType): boolean {
  const kind = alertTypeDefinitions[alertType].kind;
  return (
    kind === 'threshold' ||
    kind === 'state' ||
    kind === 'offline' ||
    kind === 'forecast' ||
    alertType === 'geofence_enter' ||
    alertType === 'geofence_exit'
  );
}

/** One escalation step: these contacts are told after `afterMinutes` without an acknowledgement. */
export const escalationStepSchema = z.object({
  afterMinutes: z.number().int().min(1, 'Wait at least 1 minute').max(1440, 'Wait at most 1440 minutes'),
  contactIds: z.array(z.uuid()).min(1, actionMessages.noContact).max(100),
});
export type EscalationStep = z.infer<typeof escalationStepSchema>;

export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, actionMessages.invalidTime);
const httpUrl = text('URL', { max: 2000 }).pipe(
  z.url({ protocol: /^https?$/, error: actionMessages.invalidUrl }),
);

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const forbiddenHeaders = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
]);
/** A JSON object of strings, given as an object or as the JSON text the editor holds. */
export const forwardHeadersSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .record(z.string(), z.unknown(), { error: actionMessages.invalidHeaders })
    .refine(
      (h) =>
        Object.keys(h).length <= 50 &&
        Object.entries(h).every(
          ([k, v]) =>
            typeof v === 'string' &&
            headerName.test(k) &&
            !forbiddenHeaders.has(k.toLowerCase()) &&
            !/[\r\n]/.test(v) &&
            v.length <= 4000,
        ),
      actionMessages.invalidHeaders,
    )
    .superRefine((h, ctx) => {
      const problem = jsonProblem(h, 'A header');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((h) => h as Record<string, string>),
);

/** Every field an action may carry; which are required depends on the types (checkAction). */
export const actionFieldsSchema = z.object({
  // Blank is caught by checkAction, so the form shows it with the other messages.
  name: text('Name', { max: 100 }),
  actionType: actionTypeSchema,
  alertType: alertTypeSchema.nullish(),
  comparison: comparisonSchema.nullish(),
  threshold: z.number().finite().nullish(),
  message: text('Message', { max: 1000, multiline: true }).nullish(),
  contactIds: z.array(z.uuid()).max(100).nullish(),
  deviceIds: z.array(z.uuid()).max(5000),
  geofenceId: z.uuid().nullish(),
  repeatMinutes: z
    .number()
    .int()
    .min(MIN_REPEAT_MINUTES, actionMessages.repeatTooShort)
    .max(10_080)
    .nullish(),
  repeatMode: repeatModeSchema.nullish(),
  windowStart: timeOfDay.nullish(),
  windowEnd: timeOfDay.nullish(),
  forwardUrl: httpUrl.nullish(),
  forwardHeaders: forwardHeadersSchema.nullish(),
  webhookUrl: httpUrl.nullish(),
  webhookMethod: webhookMethodSchema.nullish(),
  /** Hysteresis (issue 30): clears only past this value (null: the threshold) ... */
  clearThreshold: z.number().finite().nullish(),
  /** ... and after this many minutes back in range (0: at once). */
  clearMinutes: z.number().int().min(0).max(1440, 'At most 1440 minutes').nullish(),
  /** Steps after the first contacts, each told when the one before went unacknowledged. */
  escalation: z.array(escalationStepSchema).max(MAX_ESCALATION_STEPS).nullish(),
  enabled: z.boolean().optional(),
});
type ActionFields = z.output<typeof actionFieldsSchema>;

const blank = (v: unknown) => v === undefined || v === null || v === '';

const isActionType = (v: unknown): v is ActionType => actionTypes.includes(v as ActionType);
const isAlertType = (v: unknown): v is AlertType => alertTypes.includes(v as AlertType);

/**
 * Spec 5's rules across fields: what each action and alert type requires, with
 * the spec's messages. It runs even when single fields failed (so a form shows
 * every message at once), hence reads its input warily.
 */
export function checkAction(a: ActionFields, ctx: z.RefinementCtx) {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (blank(a.name) || (typeof a.name === 'string' && isInvisible(a.name))) fail('name', required('Name'));
  if (Array.isArray(a.deviceIds) && a.deviceIds.length === 0) fail('deviceIds', actionMessages.noDevice);
  if (!isActionType(a.actionType)) return;
  const alertType = isAlertType(a.alertType) ? a.alertType : null;
  const applies = actionFieldsFor(a.actionType, alertType);
  if (applies.has('alertType') && blank(a.alertType)) fail('alertType', required('Alert type'));
  if (applies.has('contactIds') && !a.contactIds?.length) fail('contactIds', actionMessages.noContact);
  if (
    a.actionType === 'alert' &&
    (blank(a.message) || (typeof a.message === 'string' && isInvisible(a.message)))
  )
    fail('message', required('Message'));
  const definition = alertType ? alertTypeDefinitions[alertType] : undefined;
  const bounds = definition?.threshold;
  if (bounds) {
    const t = a.threshold;
    if (t === undefined || t === null) fail('threshold', required('Threshold'));
    else if (
      typeof t === 'number' &&
      ((bounds.min !== undefined && t < bounds.min) ||
        (bounds.max !== undefined && t > bounds.max) ||
        (bounds.integer && !Number.isInteger(t)))
    )
      fail(
        'threshold',
        `Threshold must be ${bounds.integer ? 'a whole number ' : ''}between ${bounds.min} and ${bounds.max} ${bounds.unit}`,
      );
    if (definition.kind === 'threshold' && !bounds.comparison && blank(a.comparison))
      fail('comparison', required('Above/below'));
  }
  const missing: Array<[ActionField, string]> = [
    ['geofenceId', 'Geofence'],
    ['repeatMode', 'Open/close'],
    ['repeatMinutes', 'Open/close time'],
    ['forwardUrl', 'Forward URL'],
    ['webhookUrl', 'Webhook URL'],
    ['webhookMethod', 'Webhook method'],
  ];
  for (const [field, name] of missing) if (applies.has(field) && blank(a[field])) fail(field, required(name));
  checkIncidentFields(a, applies, comparisonOf(a, alertType), fail);
  if (applies.has('windowStart') && blank(a.windowStart) !== blank(a.windowEnd))
    fail(
      blank(a.windowStart) ? 'windowStart' : 'windowEnd',
      required(blank(a.windowStart) ? 'Start time' : 'End time'),
    );
}

const comparisonOf = (a: ActionFields, alertType: AlertType | null): Comparison | undefined =>
  (alertType ? alertTypeDefinitions[alertType].threshold?.comparison : undefined) ??
  (a.comparison === 'above' || a.comparison === 'below' ? a.comparison : undefined);

/** Hysteresis on the right side of the threshold; a contact in one step only. */
function checkIncidentFields(
  a: ActionFields,
  applies: Set<ActionField>,
  comparison: Comparison | undefined,
  fail: (path: string, message: string) => void,
) {
  const { threshold: t, clearThreshold: c } = a;
  if (applies.has('clearThreshold') && typeof c === 'number' && typeof t === 'number') {
    if (comparison === 'above' && c > t) fail('clearThreshold', actionMessages.clearAbove);
    if (comparison === 'below' && c < t) fail('clearThreshold', actionMessages.clearBelow);
  }
  if (!applies.has('escalation') || !Array.isArray(a.escalation)) return;
  const seen = new Set(Array.isArray(a.contactIds) ? a.contactIds : []);
  for (const [i, step] of a.escalation.entries())
    for (const id of Array.isArray(step?.contactIds) ? step.contactIds : []) {
      if (seen.has(id)) fail(`escalation.${i}.contactIds`, actionMessages.contactTwice);
      seen.add(id);
    }
}

/** Runs checkAction even after single fields failed, as long as the input is an object. */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The editor's form and PUT-like validation of a whole action. */
export const actionInputSchema = actionFieldsSchema.superRefine(checkAction, always);
export type ActionInput = z.input<typeof actionInputSchema>;
/** POST /api/action */
export const actionCreateSchema = actionFieldsSchema
  .extend({ organisationId: z.uuid() })
  .superRefine(checkAction, always);
/** PATCH /api/action/{id}: the fields to change; the merged action is checked as a whole. */
export const actionPatchSchema = actionFieldsSchema.partial();
/** PATCH /api/action/{id}/enabled */
export const actionEnabledSchema = z.object({ enabled: z.boolean() });

export const actionSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  actionType: actionTypeSchema,
  alertType: alertTypeSchema.nullable(),
  comparison: comparisonSchema.nullable(),
  threshold: z.number().nullable(),
  message: z.string(),
  contactIds: z.array(z.uuid()),
  deviceIds: z.array(z.uuid()),
  geofenceId: z.uuid().nullable(),
  repeatMinutes: z.number(),
  repeatMode: repeatModeSchema,
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  forwardUrl: z.string().nullable(),
  forwardHeaders: z.record(z.string(), z.string()),
  webhookUrl: z.string().nullable(),
  webhookMethod: webhookMethodSchema.nullable(),
  clearThreshold: z.number().nullable(),
  clearMinutes: z.number(),
  escalation: z.array(escalationStepSchema),
  /** The signing secret exists; it is shown once, in the answer that created it. */
  hasWebhookSecret: z.boolean(),
  /** During a secret rotation: until then deliveries are signed with the previous secret too. */
  previousSecretValidUntil: z.string().nullable(),
  enabled: z.boolean(),
  /**
   * A webhook or forward whose receiver kept failing is paused (issue 28.5): nothing is sent
   * until POST /api/action/{id}/resume. deliveryFailures: failed tries in a row, since failingSince.
   */
  pausedAt: z.string().nullable(),
  deliveryFailures: z.number(),
  failingSince: z.string().nullable(),
  timesTriggered: z.number(),
  lastTriggeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Action = z.infer<typeof actionSchema>;
/** The answer of POST (and of a PATCH that made a webhook): webhookSecret (whsec_…) appears this once. */
export const actionSavedSchema = actionSchema.extend({ webhookSecret: z.string().optional() });
export type ActionSaved = z.infer<typeof actionSavedSchema>;
/** POST /api/action/{id}/rotate-secret (admin): the new secret, shown this once, and the end of the overlap. */
export const webhookSecretRotationSchema = z.object({
  webhookSecret: z.string(),
  previousSecretValidUntil: z.string(),
});
export type WebhookSecretRotation = z.infer<typeof webhookSecretRotationSchema>;

const page = pageQuery(50);

/** GET /api/action/{id}/logs?from&to&page&pageSize (from and to: ISO dates or unix seconds), newest first. */
export const actionLogQuerySchema = z.object({
  from: z.union([z.coerce.number().transform((s) => new Date(s * 1000)), z.coerce.date()]).optional(),
  to: z.union([z.coerce.number().transform((s) => new Date(s * 1000)), z.coerce.date()]).optional(),
  ...page,
});
export const deliveryChannelSchema = z.enum(['email', 'sms', 'webhook', 'forward']);
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;
/** Where a delivery went: a mail server, the SMS provider, the outbox (none configured) or an HTTP endpoint. */
export const deliveryDestinationSchema = z.enum(['smtp', 'sms', 'outbox', 'http']);
/** 'refused': not sent because the organisation's e-mail or SMS quota was reached. */
export const deliveryStatusSchema = z.enum(['queued', 'sent', 'failed', 'retried', 'refused']);

/** One line of an action's log: an evaluation that fired, or one delivery attempt on one channel. */
export const actionLogSchema = z.object({
  id: z.number(),
  actionId: z.uuid(),
  event: z.enum(['fired', 'delivery']),
  deviceId: z.uuid().nullable(),
  deviceName: z.string().nullable(),
  deliveryId: z.uuid().nullable(),
  channel: deliveryChannelSchema.nullable(),
  recipient: z.string().nullable(),
  destination: deliveryDestinationSchema.nullable(),
  status: deliveryStatusSchema.nullable(),
  attempt: z.number().nullable(),
  /** Why a try failed: an error class ('http_500', 'timeout', 'connection_refused', 'quota reached', ...), never a remote answer. */
  error: z.string().nullable(),
  /** How long an HTTP try took, in milliseconds. */
  latencyMs: z.number().nullable(),
  value: z.number().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ActionLog = z.infer<typeof actionLogSchema>;
export const actionLogPageSchema = pageOf(actionLogSchema);
export type ActionLogPage = z.infer<typeof actionLogPageSchema>;

/** GET /api/organisation/{id}/outbox (admin): messages kept while no SMTP or SMS provider is configured. */
export const outboxQuerySchema = z.object(page);
export const outboxMessageSchema = z.object({
  id: z.number(),
  actionId: z.uuid().nullable(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = pageOf(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

const location = z.object({ lat: z.number(), lon: z.number() }).nullable();
/** The JSON body of a webhook (Standard Webhooks shape), signed with the action's secret. */
export const webhookEventSchema = z.object({
  type: z.literal('action.fired'),
  timestamp: z.string(),
  data: z.object({
    organisationId: z.uuid(),
    action: z.object({ id: z.uuid(), name: z.string(), alertType: alertTypeSchema.nullable() }),
    device: z.object({ id: z.uuid(), name: z.string() }),
    value: z.number().nullable(),
    message: z.string(),
    firedAt: z.string(),
    location,
    readings: z.record(z.string(), z.number()),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
/** The JSON body a forward sends for every uplink of an assigned device. */
export const forwardEventSchema = z.object({
  type: z.literal('uplink'),
  timestamp: z.string(),
  data: z.object({
    organisationId: z.uuid(),
    action: z.object({ id: z.uuid(), name: z.string() }),
    device: z.object({ id: z.uuid(), name: z.string() }),
    receivedAt: z.string(),
    readings: z.record(z.string(), z.number()),
    position: z
      .object({
        lat: z.number(),
        lon: z.number(),
        time: z.string(),
        speed: z.number().optional(),
        heading: z.number().optional(),
        accuracy: z.number().optional(),
      })
      .nullable(),
  }),
});
export type ForwardEvent = z.infer<typeof forwardEventSchema>;
