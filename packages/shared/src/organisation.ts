import { z } from 'zod';
import { roleSchema } from './user.ts';
import { emailField, hexColour, pageOf, pageQuery, phoneField, requiredText } from './validation.ts';

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

/** Create (POST /api/organisation) and edit (PATCH /api/organisation/{id}, any subset) body; spec 5. */
export const organisationInputSchema = z.object({
  name: requiredText('Name', 100),
  address: requiredText('Address', 300),
  email: emailField,
  phone: phoneField,
  center: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).optional(),
  zoom: z.number().min(0).max(22).optional(),
  hero: z.union([z.literal(''), z.url('Must be a link like https://example.com/hero.jpg')]).optional(),
  primaryColour: hexColour.nullable().optional(),
  secondaryColour: hexColour.nullable().optional(),
});
export type OrganisationInput = z.input<typeof organisationInputSchema>;

/** DELETE /api/organisation/{id}: the name typed to confirm (spec 5). */
export const organisationDeleteSchema = z.object({ confirmName: z.string() });

/** One member in GET /api/organisation/{id}/roles (the spec's userOrganisationRoles). */
export const memberRoleSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  since: z.string(),
});
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/organisation/{id}/members */
export const membersResponseSchema = z.object({
  members: z.array(memberRoleSchema),
  invitations: z.array(invitationSchema),
});

/** POST /api/organisation/{id}/members: a known user joins at once, anyone else at their next sign-in. */
export const memberInviteSchema = z.object({ email: emailField, role: roleSchema });
export const memberInviteResponseSchema = z.object({ status: z.enum(['added', 'invited']) });

/** PATCH /api/organisation/{id}/members/{userId} */
export const memberRoleChangeSchema = z.object({ role: roleSchema });

/** GET /api/organisation/{id}/logs?page=1&pageSize=25, newest first. */
export const organisationLogQuerySchema = z.object(pageQuery(25));
export const organisationLogSchema = z.object({
  id: z.number(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OrganisationLog = z.infer<typeof organisationLogSchema>;
export const organisationLogPageSchema = pageOf(organisationLogSchema);
export type OrganisationLogPage = z.infer<typeof organisationLogPageSchema>;
