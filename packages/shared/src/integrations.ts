import { z } from 'zod';
import { deviceNameField, deviceTypeSchema } from './device.ts';
import { text } from './text.ts';
import { requiredText } from './validation.ts';

// The Integrations screen (issue 17): ingest keys with their use, the setup of each
// source, 'Send a test', the unknown-devices inbox, the first-uplink checklist and
// personal API keys. One schema each, for the server's validation, the web app's
// types and the OpenAPI document.

/** GET /api/organisation/{id}/ingest-keys: one key (never the key itself). */
export const ingestKeySchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  /** The last request the key authenticated, within a few seconds. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Uplinks the key brought in the last 24 hours (by the hour). */
  uplinks24h: z.number().int().nonnegative(),
});
export type IngestKey = z.infer<typeof ingestKeySchema>;
/** POST /api/organisation/{id}/ingest-keys: the new key, in this answer only. */
export const ingestKeyCreatedSchema = ingestKeySchema.extend({ key: z.string() });

/** The sources a setup card exists for. */
export const integrationSources = [
  'ttn',
  'chirpstack',
  'chirpstack-mqtt',
  'helium',
  'osmand',
  'owntracks',
  'http',
] as const;
export const integrationSourceSchema = z.enum(integrationSources);
export type IntegrationSource = z.infer<typeof integrationSourceSchema>;
/** Sources a phone or tracker authenticates to with its own device token. */
export const phoneSources: readonly IntegrationSource[] = ['osmand', 'owntracks'];

/** GET /api/organisation/{id}/integrations: the values to paste, built from PUBLIC_URL. */
export const integrationSetupSchema = z.object({
  /** PUBLIC_URL + /api/ingest: each source's endpoint is under it. */
  ingestUrl: z.string(),
  urls: z.record(integrationSourceSchema, z.string()),
  mqtt: z.object({
    /** Whether this server subscribes to a broker (MQTT_URL). */
    configured: z.boolean(),
    /** The broker's host:port, without credentials, when configured. */
    broker: z.string().nullable(),
    topic: z.string(),
  }),
  /** The deployment lets members add phones (self_host). */
  selfHost: z.boolean(),
});
export type IntegrationSetup = z.infer<typeof integrationSetupSchema>;

/** POST /api/organisation/{id}/integrations/test: which source, to which device. */
export const integrationTestSchema = z.object({
  source: integrationSourceSchema,
  /** The device the sample names; none: a Dev EUI no device has (it lands in the inbox). */
  deviceId: z.uuid().nullable().optional(),
  /** A phone's device token (shown once when the phone was added), for the phone sources. */
  deviceToken: text('Device token', { max: 256 }).optional(),
});
export type IntegrationTest = z.infer<typeof integrationTestSchema>;

export const integrationTestOutcomes = [
  'stored',
  'duplicate',
  'unknown_device',
  'refused',
  'not_configured',
  'not_stored',
] as const;

/** What 'Send a test' did: the request sent through the real ingest path and its answer. */
export const integrationTestResultSchema = z.object({
  outcome: z.enum(integrationTestOutcomes),
  /** The ingest route's HTTP status (null for MQTT). */
  status: z.number().int().nullable(),
  /** The ingest route's own message, or what happened. */
  message: z.string(),
  deviceId: z.uuid().nullable(),
  devEui: z.string().nullable(),
  /** The request as a sender would make it, with the credential masked. */
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    body: z.string(),
  }),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;

/** A short summary of an uplink kept in the inbox. */
export const uplinkSummarySchema = z.object({
  kind: z.string(),
  receivedAt: z.string(),
  fPort: z.number().nullable(),
  fCnt: z.number().nullable(),
  /** The payload bytes as upper-case hex. */
  payload: z.string().nullable(),
  /** What the network server decoded (dropped when large). */
  decoded: z.record(z.string(), z.unknown()).nullable(),
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  /** The device's name at the network server (TTS device id, ChirpStack or Helium name). */
  networkName: z.string().nullable(),
  joinEui: z.string().nullable(),
});
export type UplinkSummary = z.infer<typeof uplinkSummarySchema>;

/** GET /api/organisation/{id}/unknown-devices: one Dev EUI the organisation's key sent. */
export const unknownDeviceSchema = z.object({
  devEui: z.string(),
  source: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  count: z.number().int(),
  lastUplink: uplinkSummarySchema.nullable(),
  /** The name the device gets in one click: its network-server name, else "Device …1A7C". */
  suggestedName: z.string(),
});
export type UnknownDevice = z.infer<typeof unknownDeviceSchema>;
/**
 * A cellular tracker that connected with an id nobody registered (issue 26), found by its exact
 * IMEI: any organisation may add it; none sees the list.
 */
export const unknownTrackerSchema = z.object({
  imei: z.string(),
  protocol: z.string(),
  /** Never sent to organisations (always null there): where someone else's tracker connects from is theirs. */
  remoteAddress: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  count: z.number().int(),
  suggestedName: z.string(),
});
export type UnknownTracker = z.infer<typeof unknownTrackerSchema>;
export const unknownDeviceListSchema = z.object({
  items: z.array(unknownDeviceSchema),
  /** Most Dev EUIs the inbox keeps per organisation, and for how many days. */
  limit: z.number().int(),
  days: z.number().int(),
});
export type UnknownDeviceList = z.infer<typeof unknownDeviceListSchema>;

/** POST /api/organisation/{id}/unknown-devices/{devEui}/add: optional name and type. */
export const unknownDeviceAddSchema = z.object({
  name: deviceNameField.optional(),
  type: deviceTypeSchema.optional(),
});

export const checklistSteps = ['registered', 'joined', 'firstUplink', 'decoded', 'location'] as const;
export const checklistCauses = [
  'no_ingest_key',
  'key_unused',
  'dev_eui_reversed',
  'other_dev_eui',
  'not_joined',
  'no_decoder',
  'decode_error',
  'no_fix',
  'phone_silent',
  'joined_no_uplink',
  'tracker_silent',
] as const;

/** GET /api/device/{id}/checklist: the first-uplink checklist of a device. */
export const checklistSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(checklistSteps),
      /** skipped: does not apply (a phone does not join; a sensor without GPS has no fix). */
      state: z.enum(['done', 'open', 'skipped']),
      at: z.string().nullable(),
      /** Why the step is likely still open, with what the message names. */
      cause: z.object({ code: z.enum(checklistCauses), values: z.record(z.string(), z.string()) }).nullable(),
    }),
  ),
  complete: z.boolean(),
  createdAt: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;
export type ChecklistStep = Checklist['steps'][number];

/** Roles a personal API key may carry: never owner (deleting the organisation is a person's act). */
export const apiKeyRoleSchema = z.enum(['admin', 'member', 'viewer']);

/** POST /api/organisation/{id}/api-keys. */
export const apiKeyCreateSchema = z.object({
  name: requiredText('Name', 100),
  role: apiKeyRoleSchema,
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(365, 'Expiry must be at most 365 days'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** One personal API key (never the key itself). */
export const apiKeySchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  role: apiKeyRoleSchema,
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Whose key it is; admins see every member's keys. */
  owner: z.object({ userId: z.uuid(), email: z.string(), name: z.string() }),
  mine: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
