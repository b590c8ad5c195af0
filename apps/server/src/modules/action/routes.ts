import {
  actionCreateSchema,
  actionEnabledSchema,
  actionLogPageSchema,
  actionLogQuerySchema,
  actionPatchSchema,
  actionSavedSchema,
  actionSchema,
  outboxPageSchema,
  outboxQuerySchema,
  webhookSecretRotationSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { getActionLogs, getOutbox } from './history.ts';
import {
  changeAction,
  createAction,
  deleteAction,
  getActionOrList,
  resumeAction,
  rotateWebhookSecret,
  setActionEnabled,
} from './service.ts';

const tags = ['actions'];
const params = z.object({ id: z.string() });

/** Actions and action logs (issue 6); roles are checked in the service against the action's organisation. */
export async function actionRoutes(app: FastifyInstance, { db, config }: { db: Db; config: ServerConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Webhook and forward URLs are refused on save as the send-time guard would refuse them.
  const saving = { allowPrivateDestinations: config.ALLOW_PRIVATE_WEBHOOKS };
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/action/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "An organisation's id: its actions (spec 7, DESIGN 9). An action's id: that action",
        params,
        response: { 200: z.union([z.array(actionSchema), actionSchema]) },
      },
    },
    async (request) => getActionOrList(db, subOf(request), request.params.id),
  );

  r.post(
    '/action',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Adds an action (member); a webhook answers its signing secret this once',
        body: actionCreateSchema,
        response: { 201: actionSavedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAction(db, subOf(request), request.body, saving)),
  );

  r.patch(
    '/action/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Changes an action (member); the result is checked as a whole',
        params,
        body: actionPatchSchema,
        response: { 200: actionSavedSchema },
      },
    },
    async (request) => changeAction(db, subOf(request), request.params.id, request.body, saving),
  );

  r.patch(
    '/action/:id/enabled',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Switches an action on or off (member)',
        params,
        body: actionEnabledSchema,
        response: { 200: actionSchema },
      },
    },
    async (request) => setActionEnabled(db, subOf(request), request.params.id, request.body.enabled),
  );

  r.post(
    '/action/:id/resume',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Resumes a webhook or forward paused after repeated failures (member); one not paused is answered unchanged',
        params,
        response: { 200: actionSchema },
      },
    },
    async (request) => resumeAction(db, subOf(request), request.params.id),
  );

  r.post(
    '/action/:id/rotate-secret',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Rotates a webhook's signing secret (admin): the new one is answered this once; both sign until previousSecretValidUntil",
        params,
        response: { 200: webhookSecretRotationSchema },
      },
    },
    async (request) =>
      rotateWebhookSecret(db, subOf(request), request.params.id, config.WEBHOOK_SECRET_ROTATION_HOURS),
  );

  r.delete(
    '/action/:id',
    { config: { access: 'user' }, schema: { tags, summary: 'Deletes an action (member)', params } },
    async (request, reply) => {
      await deleteAction(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/action/:id/logs',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "An action's firings and delivery attempts, newest first (viewer)",
        params,
        querystring: actionLogQuerySchema,
        response: { 200: actionLogPageSchema },
      },
    },
    async (request) => getActionLogs(db, subOf(request), request.params.id, request.query),
  );

  r.get(
    '/organisation/:id/outbox',
    {
      config: { access: { role: 'admin', organisationParam: 'id' } },
      schema: {
        tags,
        summary: 'Messages kept while no mail or SMS provider is configured (admin)',
        params,
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => getOutbox(db, request.params.id, request.query.page, request.query.pageSize),
  );
}
