import {
  reportCreateSchema,
  reportDuplicateSchema,
  reportEnabledSchema,
  reportFormatSchema,
  reportPatchSchema,
  reportRunPageSchema,
  reportRunQuerySchema,
  reportRunRequestSchema,
  reportRunSchema,
  reportSchema,
} from '@pinpoint/shared/report.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { findUserId } from '../user/repo.ts';
import type { ReportEngine } from './engine.ts';
import { attachmentHeader } from './files.ts';
import {
  type Download,
  downloadByToken,
  downloadRunFile,
  getReportRun,
  getRunDocument,
  listReportRuns,
} from './history.ts';
import {
  changeReport,
  createReport,
  deleteReport,
  duplicateReport,
  getReportOrList,
  reportAccess,
  setReportEnabled,
} from './service.ts';

const tags = ['reports'];
const params = z.object({ id: z.string() });
const runParams = z.object({ id: z.string(), runId: z.uuid() });
const fileParams = runParams.extend({ format: reportFormatSchema });

type Deps = { db: Db; engine: Pick<ReportEngine, 'requestRun'>; now?: () => Date };

function sendFile(reply: FastifyReply, file: Download) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

/** Reports (issue 14); roles are checked in the service against the report's organisation. */
export async function reportRoutes(app: FastifyInstance, { db, engine, now = () => new Date() }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;
  const user = { config: { access: 'user' as const } };

  r.get(
    '/report/:id',
    {
      ...user,
      schema: {
        tags,
        summary: "An organisation's id: its reports (spec 7, DESIGN 9). A report's id: that report",
        params,
        response: { 200: z.union([z.array(reportSchema), reportSchema]) },
      },
    },
    async (request) => getReportOrList(db, subOf(request), request.params.id),
  );

  r.post(
    '/report',
    {
      ...user,
      schema: {
        tags,
        summary: 'Adds a report (member)',
        body: reportCreateSchema,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReport(db, subOf(request), request.body, now())),
  );

  r.patch(
    '/report/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'Changes a report (member)',
        params,
        body: reportPatchSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => changeReport(db, subOf(request), request.params.id, request.body, now()),
  );

  r.patch(
    '/report/:id/enabled',
    {
      ...user,
      schema: {
        tags,
        summary: 'Turns a report on (its next run scheduled from now) or off (member)',
        params,
        body: reportEnabledSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => setReportEnabled(db, subOf(request), request.params.id, request.body.enabled, now()),
  );

  r.post(
    '/report/:id/duplicate',
    {
      ...user,
      schema: {
        tags,
        summary: 'Copies a report, turned off (member)',
        params,
        body: reportDuplicateSchema,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duplicateReport(db, subOf(request), request.params.id, request.body?.name, now())),
  );

  r.delete(
    '/report/:id',
    { ...user, schema: { tags, summary: 'Deletes a report, its runs and their files (member)', params } },
    async (request, reply) => {
      await deleteReport(db, subOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/report/:id/run',
    {
      ...user,
      schema: {
        tags,
        summary:
          "'Run now' (send: true, mailed to the recipients) or a preview (send: false), queued (member)",
        params,
        body: reportRunRequestSchema,
        response: { 202: z.object({ runId: z.uuid() }) },
      },
    },
    async (request, reply) => {
      const sub = subOf(request);
      const { organisationId } = await reportAccess(db, sub, request.params.id, 'member');
      const runId = await engine.requestRun({
        organisationId,
        reportId: request.params.id,
        send: request.body?.send ?? true,
        requestedBy: (await findUserId(db, sub)) ?? null,
      });
      return reply.code(202).send({ runId });
    },
  );

  r.get(
    '/report/:id/runs',
    {
      ...user,
      schema: {
        tags,
        summary: "A report's runs, newest first, with their files and e-mails (viewer)",
        params,
        querystring: reportRunQuerySchema,
        response: { 200: reportRunPageSchema },
      },
    },
    async (request) => {
      const { organisationId } = await reportAccess(db, subOf(request), request.params.id, 'viewer');
      const { page, pageSize } = request.query;
      return listReportRuns(db, organisationId, request.params.id, page, pageSize, now());
    },
  );

  r.get(
    '/report/:id/runs/:runId',
    {
      ...user,
      schema: {
        tags,
        summary: 'One run of a report (viewer)',
        params: runParams,
        response: { 200: reportRunSchema },
      },
    },
    async (request) => {
      const { organisationId } = await reportAccess(db, subOf(request), request.params.id, 'viewer');
      return getReportRun(db, organisationId, request.params.id, request.params.runId, now());
    },
  );

  r.get(
    '/report/:id/runs/:runId/preview',
    {
      ...user,
      schema: {
        tags,
        summary: "What a run rendered (charts as SVG, tables, notes): the browser's preview (viewer)",
        params: runParams,
      },
    },
    async (request) => {
      const { organisationId } = await reportAccess(db, subOf(request), request.params.id, 'viewer');
      return getRunDocument(db, organisationId, request.params.id, request.params.runId);
    },
  );

  r.get(
    '/report/:id/runs/:runId/files/:format',
    {
      ...user,
      schema: { tags, summary: "A run's PDF, CSV or XLSX, while it is kept (viewer)", params: fileParams },
    },
    async (request, reply) => {
      const { organisationId } = await reportAccess(db, subOf(request), request.params.id, 'viewer');
      const { id, runId, format } = request.params;
      return sendFile(reply, await downloadRunFile(db, organisationId, id, runId, format, now()));
    },
  );

  r.get(
    '/report-file/:token/:format',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A report file by an e-mail's download link (public: the link's token is the credential)",
        params: z.object({ token: z.string().max(100), format: reportFormatSchema }),
      },
    },
    async (request, reply) =>
      sendFile(reply, await downloadByToken(db, request.params.token, request.params.format, now())),
  );
}
