import { z } from 'zod';
import { text } from './text.ts';
import { pageOf, pageQuery } from './validation.ts';

// Commands to devices (downlinks, issue 15): what a person may ask a device to do, the catalogue of
// what each device model understands, the queue's statuses and the per-organisation settings of the
// network servers that carry them.

/** What a command does. `raw` is bytes and a port for experts; `custom` is the text a phone app gets. */
export const commandKinds = ['set_interval', 'request_position', 'alarm', 'reboot', 'raw', 'custom'] as const;
export const commandKindSchema = z.enum(commandKinds);
export type CommandKind = z.infer<typeof commandKindSchema>;

/**
 * queued: waiting in Pinpoint (to be handed to the network server, or for a phone's next report);
 * sent: the network server has it (LoRaWAN class A: it waits for the device's next uplink) or the
 * phone got it in an answer; acknowledged: the device confirmed it; failed: it will not arrive.
 */
export const commandStatuses = ['queued', 'sent', 'acknowledged', 'failed'] as const;
export const commandStatusSchema = z.enum(commandStatuses);
export type CommandStatus = z.infer<typeof commandStatusSchema>;

/** How a command reaches its device. */
export const commandTransports = [
  'ttn',
  'chirpstack-mqtt',
  'chirpstack-rest',
  'helium',
  'answer',
  'tracker',
] as const;
export type CommandTransport = (typeof commandTransports)[number];

/** Why a device's transport cannot work yet (missing settings); the web names each in both languages. */
export const commandTransportProblems = [
  'ttn_settings',
  'chirpstack_mqtt_unavailable',
  'chirpstack_application',
  'chirpstack_rest_settings',
  'helium_url',
  'no_dev_eui',
] as const;
export type CommandTransportProblem = (typeof commandTransportProblems)[number];

/** LoRaWAN application ports: 0 carries MAC commands and 224 and up are reserved. */
export const FPORT_MIN = 1;
export const FPORT_MAX = 223;
/** The largest application payload LoRaWAN carries at the best data rate; slow rates carry less. */
export const DOWNLINK_MAX_BYTES = 242;

export const commandMessages = {
  interval: 'The interval must be a whole number of minutes from {{min}} to {{max}}',
  hex: 'Payload must be hex bytes, such as 01 00 00 3C',
  hexLength: `Payload must be 1 to ${DOWNLINK_MAX_BYTES} bytes`,
  fPort: `The port must be from ${FPORT_MIN} to ${FPORT_MAX}`,
} as const;

const hexText = z
  .string({ error: 'Payload is required' })
  .trim()
  .max(DOWNLINK_MAX_BYTES * 3 + 2, commandMessages.hexLength)
  .refine((value) => /^(0x)?([0-9a-fA-F]{2}[\s:]*)+$/.test(value), commandMessages.hex);

/** One command as a person asks for it; the device's model decides how it is encoded. */
export const commandInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set_interval'), minutes: z.number().int().min(1).max(525_600) }),
  z.object({ kind: z.literal('request_position') }),
  z.object({ kind: z.literal('alarm'), on: z.boolean() }),
  z.object({ kind: z.literal('reboot') }),
  z.object({
    kind: z.literal('raw'),
    hex: hexText,
    fPort: z.number().int().min(FPORT_MIN, commandMessages.fPort).max(FPORT_MAX, commandMessages.fPort),
  }),
  z.object({
    kind: z.literal('custom'),
    text: text('Command text', { max: 500 }).min(1, 'Command text is required'),
  }),
]);
export type CommandInput = z.infer<typeof commandInputSchema>;

/** POST /api/command: a command for one device. `confirmed` asks the device to acknowledge it. */
export const commandCreateSchema = z.object({
  deviceId: z.uuid(),
  command: commandInputSchema,
  confirmed: z.boolean().default(true),
});
export type CommandCreate = z.input<typeof commandCreateSchema>;

/** Where a catalogue entry's byte format comes from: the vendor's page for this model, or its family. */
export const commandSourceSchema = z.object({
  status: z.enum(['documented', 'family']),
  reference: z.string(),
});

/** One command a device model understands (the encoder lives in packages/decoders). */
export const commandSpecSchema = z.object({
  kind: commandKindSchema.exclude(['raw', 'custom']),
  fPort: z.number(),
  /** set_interval: the minutes the device accepts. */
  minutes: z.object({ min: z.number(), max: z.number() }).optional(),
  /** alarm: which of on and off the device accepts. */
  alarm: z.object({ on: z.boolean(), off: z.boolean() }).optional(),
  source: commandSourceSchema,
});
export type CommandSpec = z.infer<typeof commandSpecSchema>;

/** GET /api/command/device/{deviceId}/catalogue: what may be sent, and how it would travel. */
export const commandCatalogueSchema = z.object({
  deviceId: z.uuid(),
  modelId: z.string().nullable(),
  /**
   * False when nothing at all can be sent to the device from Pinpoint (a tracker protocol whose
   * settings live elsewhere, such as Digital Matter's OEM Server): `note` says why and where.
   */
  takesCommands: z.boolean(),
  commands: z.array(commandSpecSchema),
  /** Whether a raw hex command can be sent (LoRaWAN devices) and a text one (phones, self-hosted). */
  raw: z.boolean(),
  custom: z.boolean(),
  /** Why the model's catalogue is short or empty, in English (e.g. a format that could not be confirmed). */
  note: z.string().nullable(),
  transport: z.enum(commandTransports),
  /** Whether the organisation's settings let the transport work; `problem` says what is missing. */
  ready: z.boolean(),
  problem: z.enum(commandTransportProblems).nullable(),
  /** LoRaWAN class A: a downlink waits at the network server for the device's next uplink. */
  waitsForUplink: z.boolean(),
});
export type CommandCatalogue = z.infer<typeof commandCatalogueSchema>;

export const commandSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  kind: commandKindSchema,
  params: z.record(z.string(), z.unknown()),
  fPort: z.number().nullable(),
  /** The bytes sent, hex (LoRaWAN), or null for a text command. */
  payloadHex: z.string().nullable(),
  text: z.string().nullable(),
  confirmed: z.boolean(),
  transport: z.enum(commandTransports),
  status: commandStatusSchema,
  /** Why it failed, or what the network server last said about it. */
  error: z.string().nullable(),
  /** A cellular tracker's reply to the command (Codec 12 response, GT06 0x15, text reply). */
  answer: z.string().nullable(),
  attempts: z.number(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the network server said it went out on air (The Things Stack downlink_sent, ChirpStack txack). */
  transmittedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Command = z.infer<typeof commandSchema>;

/** GET /api/command/organisation/{organisationId}: newest first, with filters. */
export const commandListQuerySchema = z.object({
  ...pageQuery(50),
  deviceId: z.uuid().optional(),
  status: commandStatusSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type CommandListQuery = z.input<typeof commandListQuerySchema>;
export const commandPageSchema = pageOf(commandSchema);
export type CommandPage = z.infer<typeof commandPageSchema>;

// ---- Network-server settings of an organisation ----

export const chirpstackModes = ['mqtt', 'rest'] as const;
export const CHIRPSTACK_DEFAULT_TOPIC = 'application/{application_id}/device/{dev_eui}/command/down';

const optionalUrl = (label: string) =>
  text(label, { max: 500 })
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value),
      `${label} must be an http or https URL`,
    )
    .transform((value) => value.replace(/\/+$/, ''));
const optionalId = (label: string) =>
  text(label, { max: 200 }).refine(
    (value) => !/[\s/?#]/.test(value),
    `${label} must not contain spaces or / ? #`,
  );
/** A secret: a new value replaces the stored one, '' clears it, absent (or still masked) keeps it. */
const secret = (label: string) => text(label, { max: 2000 }).optional();

/** PUT /api/command/network-settings/{organisationId} (admin). */
export const networkSettingsInputSchema = z.object({
  ttnClusterUrl: optionalUrl('Cluster URL').default(''),
  ttnApplicationId: optionalId('Application ID').default(''),
  ttnWebhookId: optionalId('Webhook ID').default(''),
  ttnApiKey: secret('API key'),
  chirpstackMode: z.enum(chirpstackModes).default('mqtt'),
  chirpstackApplicationId: optionalId('Application ID').default(''),
  chirpstackTopic: text('Command topic', { max: 300 })
    .refine(
      (value) => value === '' || (!/[#+]/.test(value) && value.includes('{dev_eui}')),
      'Command topic must name {dev_eui} and hold no MQTT wildcards',
    )
    .default(''),
  chirpstackApiUrl: optionalUrl('API URL').default(''),
  chirpstackApiToken: secret('API token'),
  heliumDownlinkUrl: secret('Downlink URL'),
});
export type NetworkSettingsInput = z.input<typeof networkSettingsInputSchema>;

/** The settings as the API shows them: secrets masked, never whole. */
export const networkSettingsSchema = z.object({
  organisationId: z.uuid(),
  ttnClusterUrl: z.string(),
  ttnApplicationId: z.string(),
  ttnWebhookId: z.string(),
  ttnApiKey: z.string().nullable(),
  chirpstackMode: z.enum(chirpstackModes),
  chirpstackApplicationId: z.string(),
  chirpstackTopic: z.string(),
  chirpstackApiUrl: z.string(),
  chirpstackApiToken: z.string().nullable(),
  heliumDownlinkUrl: z.string().nullable(),
  /** Whether the deployment has an MQTT broker (MQTT_URL) for ChirpStack's command topic. */
  mqttAvailable: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;
