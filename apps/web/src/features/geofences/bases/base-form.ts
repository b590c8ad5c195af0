import { type Base, type BaseInput, baseInputSchema } from '@pinpoint/shared';
import { z } from 'zod';
import type { BaseUpdate } from '../api.ts';

/** What the editor holds: an empty number field is null (react-hook-form reads undefined as "the default"). */
export type BaseFormValues = Omit<BaseInput, 'latitude' | 'longitude'> & {
  latitude: number | null;
  longitude: number | null;
};
export type BaseFormOutput = z.output<typeof baseInputSchema>;

const emptyToUndefined = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as Record<string, unknown>;
  return {
    ...form,
    latitude: form.latitude ?? undefined,
    longitude: form.longitude ?? undefined,
  };
};

/** The shared base schema, with the editor's empty coordinates read as "not given". */
export const baseFormSchema = z.preprocess(emptyToUndefined, baseInputSchema) as unknown as z.ZodType<
  BaseFormOutput,
  BaseFormValues
>;

export function formValues(base: Base | null): BaseFormValues {
  return base
    ? {
        name: base.name,
        address: base.address,
        postcode: base.postcode,
        status: base.status,
        latitude: base.latitude,
        longitude: base.longitude,
      }
    : { name: '', address: '', postcode: '', status: 'open', latitude: null, longitude: null };
}

/**
 * The change to send for an edited base. Coordinates given are sent. Cleared coordinates forget
 * where the base is, except when a geocoder is configured and the address changed: then the
 * server finds the new address (it geocodes only a changed address).
 */
export function toUpdate(values: BaseFormOutput, existing: Base, geocoder: boolean): BaseUpdate {
  const { latitude, longitude, ...fields } = values;
  if (latitude !== undefined && longitude !== undefined) return { ...fields, latitude, longitude };
  if (existing.latitude === null || existing.longitude === null) return fields;
  const moved = fields.address !== existing.address || fields.postcode !== existing.postcode;
  if (geocoder && moved) return fields;
  return { ...fields, latitude: null, longitude: null };
}
