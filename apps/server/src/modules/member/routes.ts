import {
  invitationAcceptResponseSchema,
  memberInviteResponseSchema,
  memberInviteSchema,
  memberRoleChangeSchema,
  memberRoleSchema,
  membersResponseSchema,
  myInvitationsResponseSchema,
  type Role,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import type { InvitationMailer } from './invitation-mail.ts';
import {
  acceptInvitation,
  changeRole,
  declineInvitation,
  inviteMember,
  leaveOrganisation,
  listMembersAndInvitations,
  listMyInvitations,
  listRoles,
  removeMemberFrom,
  revokeInvitation,
} from './service.ts';

const tags = ['members'];
const needs = (role: Role) => ({ access: { role, organisationParam: 'id' } });
const params = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });

export async function memberRoutes(
  app: FastifyInstance,
  { db, invitationMailer }: { db: Db; invitationMailer?: InvitationMailer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/organisation/:id/roles',
    {
      config: needs('viewer'),
      schema: {
        tags,
        summary: "The organisation's members and their roles (spec 7)",
        params,
        response: { 200: z.array(memberRoleSchema) },
      },
    },
    async (request) => listRoles(db, request.params.id),
  );

  r.get(
    '/organisation/:id/members',
    {
      config: needs('viewer'),
      schema: {
        tags,
        summary: "The organisation's members and pending invitations",
        params,
        response: { 200: membersResponseSchema },
      },
    },
    async (request) => listMembersAndInvitations(db, request.params.id),
  );

  r.post(
    '/organisation/:id/members',
    {
      config: needs('admin'),
      schema: {
        tags,
        summary:
          'Invites an e-mail: its person joins on accepting. The same answer whether or not the address has an account',
        params,
        body: memberInviteSchema,
        response: { 201: memberInviteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: await inviteMember(
          db,
          subOf(request),
          request.params.id,
          request.body,
          invitationMailer ? { send: invitationMailer, log: request.log } : undefined,
        ),
      }),
  );

  r.patch(
    '/organisation/:id/members/:userId',
    {
      config: needs('admin'),
      schema: {
        tags,
        summary: "Changes a member's role",
        params: memberParams,
        body: memberRoleChangeSchema,
        response: { 200: memberRoleSchema },
      },
    },
    async (request) =>
      changeRole(db, subOf(request), request.params.id, request.params.userId, request.body.role),
  );

  r.delete(
    '/organisation/:id/members/:userId',
    {
      config: needs('admin'),
      schema: { tags, summary: 'Removes a member', params: memberParams },
    },
    async (request, reply) => {
      await removeMemberFrom(db, subOf(request), request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );

  r.post(
    '/organisation/:id/leave',
    {
      config: needs('viewer'),
      schema: { tags, summary: 'The caller leaves the organisation', params },
    },
    async (request, reply) => {
      await leaveOrganisation(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.delete(
    '/organisation/:id/invitations/:invitationId',
    {
      config: needs('admin'),
      schema: {
        tags,
        summary: 'Withdraws a pending invitation',
        params: z.object({ id: z.string(), invitationId: z.string() }),
      },
    },
    async (request, reply) => {
      await revokeInvitation(db, subOf(request), request.params.id, request.params.invitationId);
      return reply.code(204).send();
    },
  );

  const invitationParams = z.object({ invitationId: z.string() });

  r.get(
    '/user/invitations',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's pending invitations, to their e-mail once it is verified",
        response: { 200: myInvitationsResponseSchema },
      },
    },
    async (request) => listMyInvitations(db, subOf(request)),
  );

  r.post(
    '/user/invitations/:invitationId/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accepts an invitation to the caller’s verified e-mail: they join the organisation',
        params: invitationParams,
        response: { 200: invitationAcceptResponseSchema },
      },
    },
    async (request) => acceptInvitation(db, subOf(request), request.params.invitationId),
  );

  r.post(
    '/user/invitations/:invitationId/decline',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Declines an invitation to the caller’s verified e-mail',
        params: invitationParams,
      },
    },
    async (request, reply) => {
      await declineInvitation(db, subOf(request), request.params.invitationId);
      return reply.code(204).send();
    },
  );
}
