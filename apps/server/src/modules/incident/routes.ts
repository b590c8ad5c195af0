import {
  escalationPreviewQuerySchema,
  escalationPreviewSchema,
  incidentAckViewSchema,
  incidentDetailSchema,
  incidentListQuerySchema,
  incidentPageSchema,
  incidentPatchSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import { previewEscalation } from './preview.ts';
import { smsInbound, useAckLink, viewAckLink } from './public.ts';
import {
  acknowledgeInApp,
  changeIncident,
  getOneIncident,
  type IncidentDeps,
  listOrganisationIncidents,
  resolveInApp,
} from './service.ts';

const tags = ['incidents'];
const params = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string().max(200) });

/** Incidents (issue 30): the list, one incident, acknowledging, assigning, notes, and the public ways to acknowledge. */
export async function incidentRoutes(app: FastifyInstance, deps: IncidentDeps & { config: ServerConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/organisation/:id/incidents',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary: "The organisation's incidents, newest first, by state, device and action (viewer)",
        params,
        querystring: incidentListQuerySchema,
        response: { 200: incidentPageSchema },
      },
    },
    async (request) => listOrganisationIncidents(db, request.params.id, request.query),
  );

  r.get(
    '/incident/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'An incident and its timeline (viewer)',
        params,
        response: { 200: incidentDetailSchema },
      },
    },
    async (request) => getOneIncident(db, subOf(request), request.params.id),
  );

  r.patch(
    '/incident/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Assigns an incident to a member (or nobody) and sets its notes (member)',
        params,
        body: incidentPatchSchema,
        response: { 200: incidentDetailSchema },
      },
    },
    async (request) => changeIncident(deps, subOf(request), request.params.id, request.body),
  );

  r.post(
    '/incident/:id/acknowledge',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Acknowledges an incident (member): escalation stops and the others are told who took it',
        params,
        response: { 200: incidentDetailSchema },
      },
    },
    async (request) => acknowledgeInApp(deps, subOf(request), request.params.id),
  );

  r.post(
    '/incident/:id/resolve',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Resolves an incident by hand (member)',
        params,
        response: { 200: incidentDetailSchema },
      },
    },
    async (request) => resolveInApp(deps, subOf(request), request.params.id),
  );

  r.get(
    '/action/:id/escalation-preview',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Dry run of an action's escalation: who would be told when if it fired at `at` (viewer)",
        params,
        querystring: escalationPreviewQuerySchema,
        response: { 200: escalationPreviewSchema },
      },
    },
    async (request) =>
      previewEscalation(
        db,
        config,
        subOf(request),
        request.params.id,
        request.query.at ? new Date(request.query.at) : (deps.now?.() ?? new Date()),
      ),
  );

  const linkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  r.get(
    '/incident-ack/:token',
    {
      config: { access: 'public', ...linkLimit },
      schema: {
        tags,
        summary: 'What an e-mail\'s "I\'m on it" link is about (public: the signed link is the credential)',
        params: tokenParams,
        response: { 200: incidentAckViewSchema },
      },
    },
    async (request) => viewAckLink(deps, request.params.token),
  );

  r.post(
    '/incident-ack/:token',
    {
      config: { access: 'public', ...linkLimit },
      schema: {
        tags,
        summary:
          "Acknowledges the link's incident as the contact it was sent to; works once, until it expires",
        params: tokenParams,
        response: { 200: incidentAckViewSchema },
      },
    },
    async (request) => useAckLink(deps, request.params.token),
  );

  r.post(
    '/sms/inbound',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      // Twilio's form holds a message of at most 1,600 characters and a few dozen parameters:
      // a public route unsigned callers reach reads no more than that before the signature check.
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary:
          "Twilio's messaging webhook: an SMS reply ACK or 1 acknowledges (X-Twilio-Signature required)",
        body: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      },
    },
    async (request, reply) => {
      const signature = request.headers['x-twilio-signature'];
      const answer = await smsInbound(
        deps,
        config,
        typeof signature === 'string' ? signature : undefined,
        request.body,
      );
      return reply.type('text/xml').send(answer);
    },
  );
}
