import { z } from 'zod';
import { timeZoneSchema } from './report.ts';
import { text } from './text.ts';
import { roleSchema } from './user.ts';
import { emailField, hexColour, pageOf, pageQuery, phoneField, requiredText } from './validation.ts';

/** Days an organisation keeps its data (at most the server's, which the server checks). */
const retentionDays = z
  .number({ error: 'Must be a whole number of days' })
  .int('Must be a whole number of days')
  .min(1, 'Keep data at least 1 day')
  .max(36_500, 'At most 36500 days');

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
  /** Where schedules and report periods are reckoned (reports, issue 14): an IANA zone. */
  timeZone: z.string(),
  /** Days raw frames, and readings and positions, are kept (issue 19); null: the server's own. */
  framesRetentionDays: z.number().nullable(),
  historyRetentionDays: z.number().nullable(),
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
  hero: text('Hero image', { max: 2000 })
    // An http(s) image only: the page shows it, so javascript: or data: must never get there.
    .pipe(
      z.union([
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          error: 'Must be an http or https link like https://example.com/hero.jpg',
        }),
      ]),
    )
    .optional(),
  primaryColour: hexColour.nullable().optional(),
  secondaryColour: hexColour.nullable().optional(),
  timeZone: timeZoneSchema.optional(),
  framesRetentionDays: retentionDays.nullable().optional(),
  historyRetentionDays: retentionDays.nullable().optional(),
});
export type OrganisationInput = z.input<typeof organisationInputSchema>;

/** POST /api/organisation/{id}/ingest-keys: the name of a network server's key. */
export const ingestKeyCreateSchema = z.object({ name: requiredText('Name', 100) });

/** DELETE /api/organisation/{id}: the name typed to confirm (spec 5). */
export const organisationDeleteSchema = z.object({ confirmName: text('Organisation name', { max: 200 }) });

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

/**
 * POST /api/organisation/{id}/members: invites an e-mail. The answer is 'invited' whether or not
 * the address has an account ('added' is no longer answered); the person joins when they accept.
 */
export const memberInviteSchema = z.object({ email: emailField, role: roleSchema });
export const memberInviteResponseSchema = z.object({ status: z.enum(['added', 'invited']) });

/** An invitation as its invitee sees it (GET /api/user/invitations). */
export const inviteeInvitationSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type InviteeInvitation = z.infer<typeof inviteeInvitationSchema>;

/**
 * GET /api/user/invitations: the caller's e-mail, whether it is verified, whether they can ask
 * for a verification link (built-in sign-in), and the invitations to it (none until verified).
 */
export const myInvitationsResponseSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  canVerify: z.boolean(),
  invitations: z.array(inviteeInvitationSchema),
});
export type MyInvitations = z.infer<typeof myInvitationsResponseSchema>;

/** POST /api/user/invitations/{id}/accept: the organisation joined and the role. */
export const invitationAcceptResponseSchema = z.object({
  organisationId: z.uuid(),
  name: z.string(),
  role: roleSchema,
});

/** PATCH /api/organisation/{id}/members/{userId} */
export const memberRoleChangeSchema = z.object({ role: roleSchema });

/**
 * Every verb the organisation log writes (its `action`). The server's log writer takes only these,
 * and the web names each in English and French, so a new verb cannot reach the log page untranslated.
 */
export const organisationLogActions = [
  'create',
  'update',
  'delete',
  'import',
  'claim',
  'invite',
  'add',
  'role',
  'remove',
  'leave',
  'revoke',
  'decline',
  'share',
  'unshare',
  'enable',
  'disable',
  'status',
  'transfer',
  'rotate_secret',
  'resume',
  'send',
  'cancel',
] as const;
export type OrganisationLogAction = (typeof organisationLogActions)[number];

/** Every kind of object the organisation log names (its `objectType`), each named in both languages. */
export const organisationLogObjectTypes = [
  'organisation',
  'member',
  'invitation',
  'contact',
  'ingest_key',
  'api_key',
  'device',
  'action',
  'geofence',
  'base',
  'dashboard',
  'report',
  'command',
  'network_settings',
  'asset',
] as const;
export type OrganisationLogObjectType = (typeof organisationLogObjectTypes)[number];

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
