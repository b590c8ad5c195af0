import { roleSchema } from '@pinpoint/shared';
import { z } from 'zod';

export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  center: z.object({ lat: z.number(), lon: z.number() }),
  zoom: z.number(),
  hero: z.string(),
  primaryColour: z.string().nullable(),
  secondaryColour: z.string().nullable(),
  deviceLimit: z.number(),
  role: roleSchema,
});

export const memberRoleSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  since: z.string(),
});
