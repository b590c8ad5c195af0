import { z } from 'zod';
import { timeOfDay } from './action.ts';
import { emailField, idsSchema, phoneField, requiredText } from './validation.ts';

export const contactMethodSchema = z.enum(['email', 'sms', 'both']);

export const contactMessages = { quietBoth: 'Give both ends of the quiet hours, or neither' } as const;

/**
 * Contact fields (spec 3, validation spec 5). Quiet hours (issue 30), 'HH:MM' in the deployment's
 * zone: inside them the contact is skipped by alerts and escalation moves on; 22:00 to 07:00 runs
 * across midnight.
 */
/** 'HH:MM', or blank (a form's empty field) for none. */
const quietTime = z
  .union([z.literal(''), timeOfDay])
  .nullish()
  .transform((v) => (v === '' ? null : v));

export const contactFieldsSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  phone: phoneField,
  contactMethod: contactMethodSchema,
  quietStart: quietTime,
  quietEnd: quietTime,
});
const bothOrNeither = (c: { quietStart?: string | null; quietEnd?: string | null }, ctx: z.RefinementCtx) => {
  if (!c.quietStart !== !c.quietEnd)
    ctx.addIssue({
      code: 'custom',
      path: [c.quietStart ? 'quietEnd' : 'quietStart'],
      message: contactMessages.quietBoth,
    });
};
export const contactInputSchema = contactFieldsSchema.superRefine(bothOrNeither);
/** PATCH /api/contact/{id}: quiet hours change as a pair. */
export const contactPatchSchema = contactFieldsSchema.partial().superRefine(bothOrNeither);
export type ContactInput = z.input<typeof contactInputSchema>;

/** POST /api/contact */
export const contactCreateSchema = contactFieldsSchema
  .extend({ organisationId: z.uuid() })
  .superRefine(bothOrNeither);

export const contactSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  contactMethod: contactMethodSchema,
  quietStart: z.string().nullable(),
  quietEnd: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** POST /api/contact/bulk-delete */
export const contactBulkDeleteSchema = z.object({ organisationId: z.uuid(), ids: idsSchema });
