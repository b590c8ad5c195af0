import { z } from 'zod';
import { fillMessage, messages } from './messages.ts';
import { name } from './text.ts';

/** Spec 5's generic message: '{{name}} is required'. */
export const required = (name: string) => fillMessage(messages.required, { name });

/** A required text field with the spec's message (text.ts: one line, nothing invisible or hidden). */
export const requiredText = (label: string, max = 200) => name(label, { max });

export const emailField = z
  .string({ error: required('Email') })
  .trim()
  .min(1, { error: required('Email'), abort: true })
  .pipe(z.email(messages.invalidEmail));

/** E.164: a plus, the country code and the number, 8 to 15 digits in all; spaces and dashes are dropped. */
export const phoneField = z
  .string({ error: required('Phone') })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: required('Phone'), abort: true })
      .regex(/^\+[1-9]\d{7,14}$/, messages.invalidPhone),
  );

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #004AAD');

export const idsSchema = z.array(z.uuid()).min(1, 'Select at least one').max(1000);

/** `?page&pageSize` of a paged list (page 1 first); `pageSize` defaults per list. */
export const pageQuery = (defaultPageSize: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(defaultPageSize),
});

/** One page of a list as the API answers it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** An optional CSV column: an empty cell is no value (the column was left blank), else `schema` checks it. */
export const optionalCell = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
