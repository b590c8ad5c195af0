import { type ReadingField, readingDefinitions, readingFields } from '@pinpoint/shared/readings.ts';
import { z } from 'zod';
import type { NormalisedUplink } from '../uplink.ts';
import {
  compact,
  euiSchema,
  fPortSchema,
  hexBytesSchema,
  latitudeSchema,
  longitudeSchema,
  parseWith,
  rfc3339Schema,
  unionError,
} from './common.ts';

// Pinpoint's own ingest API for self-hosted devices. POST a JSON object, or an
// array of up to 500 of them (a device catching up after being offline):
//
//   {
//     "deviceId": "dev_...",          // the device token, or instead:
//     "devEui": "70B3D57ED0051A7C",   // a LoRaWAN device, with the organisation's
//                                     // ingest key (Authorization: Bearer <key>)
//     "messageId": "42-1699999999",   // optional; repeat it on a retry and the
//                                     // uplink is stored once
//     "time": "2026-11-20T16:20:44Z", // optional RFC 3339 time of measurement;
//                                     // default: when we received it
//     "location": {                   // optional
//       "lat": 43.64, "lon": -79.38,  // degrees (WGS 84)
//       "alt": 92,                    // metres
//       "accuracy": 5,                // metres
//       "speed": 4.2,                 // METRES PER SECOND
//       "heading": 180                // degrees clockwise from north
//     },
//     "readings": { "battery_pct": 64, "temperature": 21.5, "door_open": false },
//     "payloadHex": "CBF60B0D",       // optional raw bytes for the device type's decoder
//     "fPort": 2                      // optional port for that decoder
//   }
//
// Exactly one of deviceId and devEui. The device token authenticates (routes.ts):
// without an ingest key every message of a request names the same token, and a
// Dev EUI, printed on the device, is refused. Unknown fields are rejected, so a typo
// fails loudly instead of dropping data. Readings use the shared vocabulary
// (@pinpoint/shared readings.ts): its field names, units, kinds and bounds.

const knownFields: ReadonlySet<string> = new Set(readingFields);

const readingFieldSchema = z
  .string()
  .refine(
    (field) => knownFields.has(field),
    'expected a known reading field, such as battery_pct or temperature',
  );

const readingValueSchema = z.union([z.number(), z.boolean()], { error: unionError('a number or a boolean') });

// Each field's kind and physical bounds come from the shared vocabulary: a value
// outside them is a sender's bug and is refused rather than stored.
const readingsSchema = z.record(readingFieldSchema, readingValueSchema).superRefine((readings, ctx) => {
  for (const [field, value] of Object.entries(readings) as Array<[ReadingField, number | boolean]>) {
    const { kind, min, max } = readingDefinitions[field];
    if (typeof value !== kind) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `expected ${kind === 'number' ? 'a number' : 'a boolean'}`,
      });
    } else if (
      typeof value === 'number' &&
      ((min !== undefined && value < min) || (max !== undefined && value > max))
    ) {
      const range =
        max === undefined ? `>= ${min}` : min === undefined ? `<= ${max}` : `between ${min} and ${max}`;
      ctx.addIssue({ code: 'custom', path: [field], message: `expected a number ${range}` });
    }
  }
});

export const httpLocationSchema = z.strictObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  alt: z.number().optional(),
  accuracy: z.number().nonnegative().optional(),
  speed: z.number().nonnegative().optional(),
  heading: z
    .number()
    .min(0, 'expected a heading between 0 and 360')
    .max(360, 'expected a heading between 0 and 360')
    .optional(),
});

export const httpUplinkSchema = z
  .strictObject({
    deviceId: z.string().trim().min(1).max(256).optional(),
    devEui: euiSchema.optional(),
    messageId: z.string().min(1).max(128).optional(),
    time: rfc3339Schema.optional(),
    location: httpLocationSchema.optional(),
    readings: readingsSchema.optional(),
    payloadHex: hexBytesSchema.optional(),
    fPort: fPortSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.deviceId === undefined) === (value.devEui === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deviceId'],
        message: 'give exactly one of deviceId and devEui',
      });
    }
  });

export const httpBodySchema = z.union([httpUplinkSchema, z.array(httpUplinkSchema).min(1).max(500)]);

export type HttpUplink = z.input<typeof httpUplinkSchema>;

/** Parses a body of our own HTTP ingest API. */
export function parseHttp(body: unknown, now: Date): NormalisedUplink[] {
  const items = Array.isArray(body)
    ? parseWith(z.array(httpUplinkSchema).min(1).max(500), body)
    : [parseWith(httpUplinkSchema, body)];
  return items.map((item) => {
    const readings = Object.entries(item.readings ?? {}).map(([field, value]) => ({
      field: field as ReadingField,
      value: value as number | boolean,
    }));
    return compact({
      kind: 'uplink' as const,
      deviceId: item.deviceId,
      devEui: item.devEui,
      receivedAt: item.time ?? now,
      fPort: item.fPort,
      payload: item.payloadHex,
      dedupKey: item.messageId,
      location:
        item.location === undefined ? undefined : compact({ ...item.location, source: 'gnss' as const }),
      readings: readings.length > 0 ? readings : undefined,
    });
  });
}
