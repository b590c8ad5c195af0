import { z } from 'zod';
import { alertTypeSchema } from './action.ts';
import { text } from './text.ts';
import { pageOf, pageQuery } from './validation.ts';

/** Incidents (issue 30): one per action and device while its condition holds. */

export const incidentStates = ['open', 'acknowledged', 'resolved'] as const;
export const incidentStateSchema = z.enum(incidentStates);
export type IncidentState = z.infer<typeof incidentStateSchema>;
export const ackChannelSchema = z.enum(['app', 'email', 'sms']);

export const incidentMessages = {
  notFound: 'Incident not found',
  nothingToChange: 'Give an assignee or notes to change',
  notMember: 'The assignee must be a member of the organisation',
  alreadyResolved: 'This incident is resolved already',
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired',
  linkUsed: 'This link has been used already',
} as const;

export const incidentSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  actionId: z.uuid(),
  actionName: z.string(),
  alertType: alertTypeSchema.nullable(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  state: incidentStateSchema,
  openedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  acknowledgedVia: ackChannelSchema.nullable(),
  resolvedAt: z.string().nullable(),
  /** null while unresolved or when it resolved by itself. */
  resolvedBy: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  notes: z.string(),
  /** Firings folded into it, the first included. */
  firings: z.number(),
  firstValue: z.number().nullable(),
  lastValue: z.number().nullable(),
  lastFiredAt: z.string(),
  escalationStep: z.number(),
  nextEscalationAt: z.string().nullable(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentEventSchema = z.object({
  id: z.number(),
  kind: z.enum([
    'opened',
    'repeated',
    'reminded',
    'notified',
    'skipped',
    'escalated',
    'acknowledged',
    'assigned',
    'noted',
    'resolved',
  ]),
  at: z.string(),
  step: z.number().nullable(),
  channel: ackChannelSchema.nullable(),
  recipient: z.string().nullable(),
  actor: z.string().nullable(),
  value: z.number().nullable(),
});
export type IncidentEvent = z.infer<typeof incidentEventSchema>;
export const incidentDetailSchema = incidentSchema.extend({ events: z.array(incidentEventSchema) });
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

/** GET /api/organisation/{id}/incidents?state&deviceId&actionId&page&pageSize, newest first. */
export const incidentListQuerySchema = z.object({
  state: incidentStateSchema.optional(),
  deviceId: z.uuid().optional(),
  actionId: z.uuid().optional(),
  ...pageQuery(25),
});
export type IncidentListQuery = z.input<typeof incidentListQuerySchema>;
export const incidentPageSchema = pageOf(incidentSchema);
export type IncidentPage = z.infer<typeof incidentPageSchema>;

/** PATCH /api/incident/{id} (member): the assignee (null: nobody) and the notes. */
export const incidentPatchSchema = z
  .object({
    assigneeId: z.uuid().nullable().optional(),
    notes: text('Notes', { max: 4000, multiline: true }).optional(),
  })
  .refine((p) => p.assigneeId !== undefined || p.notes !== undefined, incidentMessages.nothingToChange);
export type IncidentPatch = z.input<typeof incidentPatchSchema>;

/** What an "I'm on it" link shows, signed out: this incident and nothing else. */
export const incidentAckViewSchema = z.object({
  actionName: z.string(),
  deviceName: z.string(),
  alertType: alertTypeSchema.nullable(),
  lastValue: z.number().nullable(),
  openedAt: z.string(),
  state: incidentStateSchema,
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** To whom this link was sent. */
  sentTo: z.string(),
  /** 'ok': the button acknowledges; otherwise why it cannot. */
  usable: z.enum(['ok', 'used', 'expired', 'resolved', 'taken']),
});
export type IncidentAckView = z.infer<typeof incidentAckViewSchema>;

/** GET /api/action/{id}/escalation-preview?at: who would be told when, if it fired at `at` (default now). */
export const escalationPreviewQuerySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export const escalationPreviewSchema = z.object({
  at: z.string(),
  steps: z.array(
    z.object({
      step: z.number(),
      /** When this step would be told, if nobody acknowledged before. */
      at: z.string(),
      afterMinutes: z.number(),
      contacts: z.array(
        z.object({
          contactId: z.uuid(),
          name: z.string(),
          channels: z.array(z.enum(['email', 'sms'])),
          /** In quiet hours then: skipped. */
          skipped: z.boolean(),
        }),
      ),
    }),
  ),
});
export type EscalationPreview = z.infer<typeof escalationPreviewSchema>;
