import { z } from 'zod';
import { roleSchema } from './user.ts';

/** An organisation as GET /api/organisation answers it: the spec's fields plus the caller's role. */
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
export type Organisation = z.infer<typeof organisationSchema>;

/** One member in GET /api/organisation/{id}/roles (the spec's userOrganisationRoles). */
export const memberRoleSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  since: z.string(),
});
export type MemberRole = z.infer<typeof memberRoleSchema>;
