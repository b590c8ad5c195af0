import { z } from 'zod';
import { deviceTypes } from './device-types.ts';
import { name, text } from './text.ts';
import { idsSchema, optionalCell, required } from './validation.ts';

export { deviceTypes } from './device-types.ts';

export const deviceTypeSchema = z.enum(deviceTypes);
/** The types whose devices report where they are: their page shows a location history even before a position. */
export const locationDeviceTypes: readonly string[] = ['location', 'SOS button'];
export const forwarderSchema = z.enum(['ttn', 'chirpstack', 'helium', 'self-host', 'tracker']);

/** Cellular trackers' protocols (issue 26), each on its own port (Traccar's defaults). */
export const trackerProtocols = [
  'teltonika',
  'gt06',
  'h02',
  'queclink',
  'meitrack',
  'coban',
  'huabao',
  'suntech',
  'calamp',
  'atrack',
  'watch',
  'tk103',
  'wialon',
  'ruptela',
  'topflytech',
  'xirgo',
  'dmt',
  'castel',
  'eelink',
  'tzone',
  'freematics',
  'dmthttp',
  'topin',
  'minifinder',
  'laipac',
  'mictrack',
  'cellocator',
  'startek',
  'tlt2h',
  'jt600',
  'galileo',
] as const;
export const trackerProtocolSchema = z.enum(trackerProtocols, {
  error: () => `Protocol must be one of ${trackerProtocols.join(', ')}`,
});
export type TrackerProtocolName = z.infer<typeof trackerProtocolSchema>;

/**
 * Protocols whose units name themselves by a serial of letters and digits, not an IMEI (Castel's
 * OBD dongles: `213GL2016000364`, `T-234L-TEST123456`; Freematics kits' firmware: `UCFLFAYM`).
 */
export const serialIdProtocols: readonly TrackerProtocolName[] = ['castel', 'freematics', 'laipac'];
/**
 * Protocols whose units are numbered rather than named by an IMEI: a Pointer Cellocator's unit id is
 * a 32-bit number, written in decimal (Traccar's vectors carry units 6 and 257), 1 to 20 digits.
 */
export const numberedIdProtocols: readonly TrackerProtocolName[] = ['cellocator'];
const digitsId = /^[0-9]{6,20}$/;
const numberId = /^[0-9]{1,20}$/;
const serialId = /^[0-9A-Za-z][0-9A-Za-z_-]{5,19}$/;

/**
 * The id a tracker sends, as typed: spaces dropped, and the dashes people type in an IMEI
 * (`35-9710-049095095`) where what is left is digits; a serial's own dashes are kept.
 */
export function normaliseTrackerId(typed: string): string {
  const compact = typed.trim().replace(/\s/g, '');
  const digits = compact.replace(/-/g, '');
  return /^[0-9]+$/.test(digits) ? digits : compact;
}

const isOf = (protocols: readonly TrackerProtocolName[], protocol: string) =>
  (protocols as readonly string[]).includes(protocol);

/**
 * Whether `id` can be what a tracker of `protocol` sends: 6 to 20 digits, a serial where its units
 * use one, a unit number where they are numbered.
 */
export function isTrackerIdFor(id: string, protocol: string): boolean {
  if (isOf(serialIdProtocols, protocol)) return serialId.test(id);
  return (isOf(numberedIdProtocols, protocol) ? numberId : digitsId).test(id);
}

/**
 * The id a tracker sends (IMEI, an H02 unit's 10-11 digits, a Castel dongle's serial), normalised;
 * what it may be depends on the protocol (`checkTrackerId`, on the schemas that have both).
 */
export const imeiField = z
  .string({ error: required('IMEI') })
  .trim()
  .min(1, { error: required('IMEI'), abort: true })
  .transform(normaliseTrackerId);

/** Refuses an id the protocol's units cannot send, on the `imei` field, with what it must be. */
function checkTrackerId(value: { imei: string; protocol: string }, ctx: z.RefinementCtx): void {
  if (isTrackerIdFor(value.imei, value.protocol)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['imei'],
    message: isOf(serialIdProtocols, value.protocol)
      ? 'Device ID must be 6 to 20 letters, digits, - or _ (as printed on the unit)'
      : isOf(numberedIdProtocols, value.protocol)
        ? 'Unit ID must be 1 to 20 digits (0-9)'
        : 'IMEI must be 6 to 20 digits (0-9)',
  });
}

/**
 * A warning (never a refusal) for a 15-digit id whose last digit is not its Luhn check digit:
 * test units and clones carry such ids, but a typo does too. Undefined when there is nothing to say.
 */
export function imeiWarning(imei: string): string | undefined {
  if (!/^[0-9]{15}$/.test(imei)) return undefined;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(imei[13 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === Number(imei[14])
    ? undefined
    : `The last digit of this IMEI is not its check digit (${check} expected): check it is typed right (some trackers do carry such ids)`;
}

const hexOfLength = (label: string, length: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label), abort: true })
    .transform((v) => v.replace(/[\s:-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .length(length, { error: `${label} must be exactly ${length} characters`, abort: true })
        .regex(/^[0-9A-F]+$/, `${label} must be hexadecimal (0-9, A-F)`),
    );

/** Spec 5 identifier rules. */
export const devEuiField = hexOfLength('Dev EUI', 16);
export const appEuiField = hexOfLength('App EUI', 16);
export const appKeyField = hexOfLength('App Key', 32);
export const deviceNameField = name('Device name', { min: 3, max: 100 });

/** POST /api/device: a LoRaWAN device with its keys (entered by hand, scanned or imported). */
export const deviceCreateSchema = z.object({
  organisationId: z.uuid(),
  name: deviceNameField,
  devEui: devEuiField,
  appEui: appEuiField,
  appKey: appKeyField,
  type: deviceTypeSchema,
  modelId: text('Model', { max: 100 }).nullable().optional(),
  forwarder: forwarderSchema.exclude(['self-host', 'tracker']).default('ttn'),
});

/** The fields of a cellular tracker, before the check of its id against its protocol. */
export const trackerCreateFields = z.object({
  organisationId: z.uuid(),
  name: deviceNameField,
  protocol: trackerProtocolSchema,
  imei: imeiField,
  type: deviceTypeSchema.default('location'),
});
/** POST /api/device/tracker: a cellular tracker, by the id it sends and its protocol. */
export const trackerCreateSchema = trackerCreateFields.superRefine(checkTrackerId);
/** The add-device form's tracker: the same, less the organisation the form knows. */
export const trackerFormSchema = trackerCreateFields
  .omit({ organisationId: true })
  .superRefine(checkTrackerId);

/** POST /api/device/self-host: a phone or self-hosted tracker; answered with its token once. */
export const selfHostedCreateSchema = z.object({
  organisationId: z.uuid(),
  name: deviceNameField,
  type: deviceTypeSchema.default('location'),
});

/** POST /api/device/claim: the code printed on a device the deployment pre-loaded. */
export const deviceClaimSchema = z.object({
  organisationId: z.uuid(),
  // name() answers spec 5's 'Claim code is required' (messages.claimCodeRequired).
  claimCode: name('Claim code', { max: 64 }),
  name: deviceNameField.optional(),
});

/**
 * Whose decoded values a LoRaWAN device's readings take (issue 25): 'auto', the network server's
 * for the fields it decoded and Pinpoint's decoder for the rest; or one side only. Either way, when
 * the chosen side gives nothing the other's values are stored.
 */
export const decodingPreferenceSchema = z.enum(['auto', 'pinpoint', 'network'], {
  error: "Decoding must be 'auto', 'pinpoint' or 'network'",
});
export type DecodingPreference = z.infer<typeof decodingPreferenceSchema>;

/** PATCH /api/device/{id} */
export const deviceUpdateSchema = z
  .object({
    name: deviceNameField,
    type: deviceTypeSchema,
    modelId: text('Model', { max: 100 }).nullable(),
    decoding: decodingPreferenceSchema,
  })
  .partial();

/** DELETE /api/device/{id}: the device's name typed to confirm (spec 5). */
export const deviceDeleteSchema = z.object({ confirmName: text('Device name', { max: 200 }) });
export const deviceBulkDeleteSchema = z.object({ organisationId: z.uuid(), ids: idsSchema });

/** POST /api/device/{id}/share: an optional expiry. */
export const deviceShareSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const deviceShareResponseSchema = z.object({
  token: z.string(),
  path: z.string(),
  expiresAt: z.string().nullable(),
});

/** POST /api/device/{id}/transfer */
export const deviceTransferSchema = z.object({ organisationId: z.uuid() });

/**
 * CSV import rows (spec 3 columns: barcode, dev_eui, app_eui, app_key; name optional). The keys and
 * the name use the single add's schemas, on the server and in the web app's preview.
 */
export const deviceImportRowSchema = z.object({
  barcode: text('Barcode', { max: 64 }).optional().default(''),
  dev_eui: devEuiField,
  app_eui: appEuiField,
  app_key: appKeyField,
  // The single add's own name rule (spec 5), so the preview and the server refuse what the form does.
  name: optionalCell(deviceCreateSchema.shape.name),
});
/** POST /api/device/tracker answers the device, and a warning about its IMEI's check digit. */
export const trackerCreatedSchema = z.object({ warning: z.string().nullable() });

/** GET /api/organisation/{id}/trackers: where each protocol's trackers report, and the SMS (or steps) that say so. */
export const trackerSetupSchema = z.object({
  host: z.string(),
  protocols: z.array(
    z.object({
      protocol: trackerProtocolSchema,
      /** 0: this deployment does not listen for the protocol. */
      port: z.number(),
      udp: z.boolean(),
      /** False for a protocol spoken over UDP only (CalAmp's LM Direct). */
      tcp: z.boolean(),
      /** The SMS text that points a tracker at this server; null where the protocol has none here. */
      sms: z.string().nullable(),
      /** For units set up otherwise (a vendor's server or tool, a firmware build): the steps, in words. */
      steps: z.string().nullable(),
    }),
  ),
});
export type TrackerSetup = z.infer<typeof trackerSetupSchema>;

/** CSV import rows of cellular trackers (issue 26): `imei,protocol` columns, name optional. */
export const trackerImportRowSchema = z
  .object({
    imei: imeiField,
    protocol: trackerProtocolSchema,
    name: optionalCell(deviceCreateSchema.shape.name),
  })
  .superRefine(checkTrackerId);
export const deviceImportSchema = z.object({
  organisationId: z.uuid(),
  type: deviceTypeSchema.default('location'),
  rows: z.array(z.record(z.string(), z.unknown())).min(1, 'The file has no rows').max(10_000),
});
export const deviceImportResultSchema = z.object({
  added: z.number(),
  refused: z.array(
    z.object({
      row: z.number(),
      devEui: z.string().nullable(),
      /** Tracker rows: the IMEI as given. */
      imei: z.string().nullable().optional(),
      reasons: z.array(z.string()),
    }),
  ),
});

export const latestLocationSchema = z.object({ lat: z.number(), lon: z.number(), at: z.string().nullable() });

/** A momentary reading's latest occurrence: its value and when it happened. */
export const deviceEventSchema = z.object({ value: z.number(), at: z.string() });
export type DeviceEvent = z.infer<typeof deviceEventSchema>;

/** A device as the API answers it. The App Key is never returned, only whether one is set. */
export const deviceSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  devEui: z.string().nullable(),
  appEui: z.string().nullable(),
  hasAppKey: z.boolean(),
  type: z.string(),
  modelId: z.string().nullable(),
  forwarder: forwarderSchema,
  decoding: decodingPreferenceSchema,
  /** Cellular trackers: the id they send, and their protocol. */
  imei: z.string().nullable(),
  protocol: trackerProtocolSchema.nullable(),
  barcode: z.string().nullable(),
  isDemo: z.boolean(),
  batteryMv: z.number().nullable(),
  batteryPct: z.number().nullable(),
  temperature: z.number().nullable(),
  location: latestLocationSchema.nullable(),
  lastSeenAt: z.string().nullable(),
  lastAlertAt: z.string().nullable(),
  /** Its usual reporting interval, learned from its last hearings (issue 30 item 5; null: unknown yet). */
  usualIntervalS: z.number().nullable().optional(),
  /** lastSeenAt plus the usual interval: when its next uplink is due. */
  expectedAt: z.string().nullable().optional(),
  readings: z.record(z.string(), z.number()),
  /**
   * Its momentary readings' latest occurrences by field (an alarm, a press, a movement: events of
   * their uplink, never `readings`); null or absent until it sends one.
   */
  events: z.record(z.string(), deviceEventSchema).nullable().optional(),
  shared: z.boolean(),
  shareExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

/** The longest range one history or export request may cover (issue 11.9). */
export const historyMaxDays = 31;
export const historyRangeTooLong = `The range may be at most ${historyMaxDays} days; choose a shorter one`;

/** History queries: a time range (ISO or unix seconds), with optional limits. */
export const historyQuerySchema = z.object({
  from: z.coerce.date({ error: 'from must be a date' }),
  to: z.coerce.date({ error: 'to must be a date' }),
  field: text('Field', { max: 50 }).optional(),
  buckets: z.coerce.number().int().min(10).max(5000).default(500),
  limit: z.coerce.number().int().min(1).max(10_000).default(1000),
});

export const readingSeriesSchema = z.array(
  z.object({
    field: z.string(),
    points: z.array(z.object({ t: z.string(), avg: z.number(), min: z.number(), max: z.number() })),
  }),
);
export const positionSchema = z.object({
  time: z.string(),
  lat: z.number(),
  lon: z.number(),
  alt: z.number().nullable(),
  accuracy: z.number().nullable(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  source: z.string(),
});
/**
 * Why a frame's time is not the one its sender gave (issue 11): `future` and `epoch` (a clock at
 * 1970 or 1980-01-06) were replaced by the server's receive time; `rollover` (GPS week rollover) was
 * moved on by whole 1024-week periods where that falls in the last 90 days, else replaced by the
 * receive time; `late` arrived after newer data and changed no current state.
 */
export const frameTimeFlagSchema = z.enum(['future', 'rollover', 'epoch', 'late']);
export type FrameTimeFlag = z.infer<typeof frameTimeFlagSchema>;

/** Where a stored reading came from: the network server's decoded payload, Pinpoint's decoder, or the device itself. */
export const readingSourceSchema = z.enum(['network', 'pinpoint', 'device']);
export type ReadingSource = z.infer<typeof readingSourceSchema>;

export const frameSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  timeFlag: frameTimeFlagSchema.nullable(),
  /** The sender's own time where the receive time replaced it. */
  deviceTime: z.string().nullable(),
  kind: z.string(),
  fCnt: z.number().nullable(),
  fPort: z.number().nullable(),
  payloadHex: z.string().nullable(),
  decoded: z.record(z.string(), z.unknown()).nullable(),
  decodeError: z.string().nullable(),
  /** Not an error: unknown records skipped, values out of range, one side used because the other failed. */
  decodeWarning: z.string().nullable(),
  /** The Pinpoint decoder model that gave readings, if any. */
  decoder: z.string().nullable(),
  /** The readings the frame gave at its own time, each with its source. */
  readings: z.array(
    z.object({ field: z.string(), value: z.number(), source: readingSourceSchema.nullable() }),
  ),
  rssi: z.number().nullable(),
  snr: z.number().nullable(),
  gateways: z.number(),
  dataRate: z.string().nullable(),
  source: z.string(),
});

/** GET /api/share/{token}: what a public share view shows, nothing about the organisation. */
export const sharedDeviceSchema = z.object({
  name: z.string(),
  type: z.string(),
  batteryPct: z.number().nullable(),
  temperature: z.number().nullable(),
  location: latestLocationSchema.nullable(),
  lastSeenAt: z.string().nullable(),
  readings: z.record(z.string(), z.number()),
});
