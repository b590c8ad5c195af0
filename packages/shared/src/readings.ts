import { z } from 'zod';
import { readingFields } from './reading-fields.ts';

export {
  type ReadingDefinition,
  type ReadingField,
  readingDefinitions,
  readingFields,
} from './reading-fields.ts';

// The normalised reading vocabulary. Decoders turn each vendor's own field names
// and units into these; the server stores them in `readings (device, field, time,
// value)` and the web app labels them from `readingDefinitions`. Location is not a
// reading: a fix is one object (`DecodedLocation`) so latitude and longitude are
// never stored, charted or swapped separately.

export const readingFieldSchema = z.enum(readingFields);

export const readingSchema = z.object({
  field: readingFieldSchema,
  value: z.union([z.number(), z.boolean()]),
  /** Measurement time when the payload carries its own (history records, tracker fixes). */
  time: z.iso.datetime().optional(),
});
export type Reading = z.infer<typeof readingSchema>;

export const decodedLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** Metres above sea level. */
  alt: z.number().optional(),
  /** Horizontal accuracy radius in metres. */
  accuracy: z.number().nonnegative().optional(),
  time: z.iso.datetime().optional(),
  /**
   * Seconds between the fix and the uplink, where the payload gives an age rather than a time
   * (Abeeway's): the fix is dated that long before the uplink's own time.
   */
  ageSeconds: z.number().nonnegative().optional(),
  /**
   * How the device placed itself, where not by satellites: 'network' for a position looked up
   * from the cell towers or Wi-Fi it hears (Milesight TS601's `base_station_position`), hundreds
   * of metres to kilometres off. Absent: a GNSS fix.
   */
  source: z.enum(['network']).optional(),
});
export type DecodedLocation = z.infer<typeof decodedLocationSchema>;
