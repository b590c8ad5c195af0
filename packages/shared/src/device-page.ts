import { z } from 'zod';
import { deviceSchema } from './device.ts';
import { deviceTypes } from './device-types.ts';
import { text } from './text.ts';
import { pageOf } from './validation.ts';

/**
 * The device table paged on the server (issue 31 item 2): GET /organisation/{id}/devices/page.
 * The keys the table sorts by, as its columns are named; each sorts empty values last either way,
 * then by name, as the table did in the browser.
 */
export const devicePageSorts = [
  'name',
  'type',
  'battery',
  'batteryForecast',
  'temperature',
  'lastUpdated',
  'lastAlert',
] as const;
export type DevicePageSort = (typeof devicePageSorts)[number];

/** The most rows one page may hold (the table offers 10, 25, 50 and 100). */
export const devicePageMaxSize = 200;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** `?page&pageSize&sort&direction&search&type`: the list's own controls, checked the same everywhere. */
export const devicePageQuerySchema = z.object({
  page: wholeNumber('Page', 1, 1_000_000).default(1),
  pageSize: wholeNumber('Rows per page', 1, devicePageMaxSize).default(10),
  sort: z
    .enum(devicePageSorts, { error: `Sort must be one of ${devicePageSorts.join(', ')}` })
    .default('name'),
  direction: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc' }).default('asc'),
  /** Matched anywhere in the name, DevEUI, IMEI, barcode or type, ignoring case. */
  search: text('Search', { max: 200 }).default(''),
  /** Only devices of this type (the list's type filter); none: every type. */
  type: text('Type', { max: 100 }).optional(),
  /**
   * The type sort in the reader's language: the device types, comma-separated, in the order of
   * their labels ("Pile" before "Position" in French; the server knows no labels). Types it leaves
   * out come after, by their code; without it, the type sort is by code.
   */
  typeOrder: z
    .string({ error: 'Type order must be text' })
    .max(1000, { error: 'Type order must be at most 1000 characters' })
    .transform((value) => (value === '' ? [] : value.split(',')))
    .pipe(
      z
        .array(
          z.enum(deviceTypes, {
            error: `Type order must list device types separated by commas, such as ${deviceTypes.slice(0, 3).join(',')}`,
          }),
        )
        .max(deviceTypes.length, { error: `Type order must list at most ${deviceTypes.length} types` }),
    )
    .optional(),
});
export type DevicePageQuery = z.input<typeof devicePageQuerySchema>;

/** One page of devices, with every type the organisation has (the type filter's choices). */
export const devicePageSchema = pageOf(deviceSchema).extend({ types: z.array(z.string()) });
export type DevicePage = z.infer<typeof devicePageSchema>;
