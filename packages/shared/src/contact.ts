import { z } from 'zod';
import { emailField, idsSchema, phoneField, requiredText } from './validation.ts';

export const contactMethodSchema = z.enum(['email', 'sms', 'both']);

/** Contact fields (spec 3, validation spec 5). */
export const contactInputSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  phone: phoneField,
  contactMethod: contactMethodSchema,
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** POST /api/contact */
export const contactCreateSchema = contactInputSchema.extend({ organisationId: z.uuid() });

export const contactSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  contactMethod: contactMethodSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** POST /api/contact/bulk-delete */
export const contactBulkDeleteSchema = z.object({ organisationId: z.uuid(), ids: idsSchema });
