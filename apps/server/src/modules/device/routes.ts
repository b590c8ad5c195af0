import {
  type Device,
  deviceBulkDeleteSchema,
  deviceClaimSchema,
  deviceCreateSchema,
  deviceDeleteSchema,
  deviceImportResultSchema,
  deviceImportSchema,
  deviceSchema,
  deviceShareResponseSchema,
  deviceShareSchema,
  deviceTransferSchema,
  deviceUpdateSchema,
  frameSchema,
  historyQuerySchema,
  messages,
  positionSchema,
  readingSeriesSchema,
  selfHostedCreateSchema,
  sharedDeviceSchema,
} from '@pinpoint/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { createClaimLimiter } from './claim-limit.ts';
import { devicePageRoutes } from './device-page-routes.ts';
import { checkRows, csvCell, geojson, gpx, readingsCsv } from './export.ts';
import { frames, positions, readingSeries } from './history.ts';
import { importDevices } from './import.ts';
import { answerEncoding, createDeviceListCache, revalidated } from './list-cache.ts';
import { presentDevice } from './presenter.ts';
import {
  claimDevice,
  createDevice,
  createSelfHosted,
  deviceFor,
  removeDevice,
  removeDevices,
  transferDevice,
  updateDevice,
} from './service.ts';
import { findShared, shareDevice, unshareDevice } from './sharing.ts';

const idParams = z.object({ id: z.string() });
const tags = ['devices'];

/** Spec 9 flags manual_add and self_host: refusals a person understands when they are off. */
export const manualAddOff = 'Adding devices by their keys is turned off on this server';
export const selfHostOff = 'Adding self-hosted devices is turned off on this server';

/** A route hook refusing with 403 `message` (before the body is even checked) while `on` is false. */
const onlyWhen = (on: boolean, message: string) => async (_request: FastifyRequest, _reply: FastifyReply) => {
  if (!on) throw forbidden(message);
};

const tooManyClaims = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    'rate_limited',
    `Too many wrong claim codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter: seconds },
  );
};

export async function deviceRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<ServerConfig, 'public' | 'EXPORT_MAX_ROWS'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const claims = createClaimLimiter();
  const sub = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;
  const show = (device: { id: string }) => presentDevice(db, device.id);
  const deviceLists = createDeviceListCache(db);
  await devicePageRoutes(app, { db, config });

  r.get(
    '/organisation/:id/devices',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary: "The organisation's devices with their latest state (spec 7); an ETag, 304 to If-None-Match",
        params: idParams,
        response: { 200: z.array(deviceSchema) },
      },
    },
    // Sent as PostgreSQL built it (serialising 10,000 objects in JS was most of the time), kept
    // with its compressed forms while nothing changed, and answered 304 to a client that has it.
    async (request, reply) => {
      const organisationId = request.params.id;
      const etag = await deviceLists.tag(organisationId);
      // No body (nothing for the 200 schema to check): the client's copy is current.
      if (revalidated(request.headers, reply, etag)) return (reply as FastifyReply).code(304).send();
      const encoding = answerEncoding(request.headers);
      const list = await deviceLists.body(organisationId, encoding, etag);
      reply.header('etag', list.etag).type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return (
        reply
          .serializer((p) => p as string)
          // The body is a JSON array of deviceSchema; the type system only knows it as bytes.
          .send(list.body as unknown as Device[])
      );
    },
  );

  r.post(
    '/device',
    {
      config: { access: 'user' },
      preValidation: onlyWhen(config.public.manual_add, manualAddOff),
      schema: {
        tags,
        summary: 'Adds a LoRaWAN device by its keys (when manual_add is on)',
        body: deviceCreateSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await show(await createDevice(db, sub(request), request.body))),
  );

  r.post(
    '/device/self-host',
    {
      config: { access: 'user' },
      preValidation: onlyWhen(config.public.self_host, selfHostOff),
      schema: {
        tags,
        summary: 'Adds a self-hosted device (when self_host is on); its token is in the answer once',
        body: selfHostedCreateSchema,
        response: { 201: z.object({ device: deviceSchema, token: z.string() }) },
      },
    },
    async (request, reply) => {
      const { device, token } = await createSelfHosted(db, sub(request), request.body);
      return reply.code(201).send({ device: await show(device), token });
    },
  );

  r.post(
    '/device/claim',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Claims a pre-loaded device by its code; 10 wrong codes in 10 minutes answer 429',
        body: deviceClaimSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) => {
      const user = sub(request);
      const { organisationId, claimCode, name } = request.body;
      const wait = claims.retryAfter(user, organisationId);
      if (wait) {
        reply.header('retry-after', String(wait));
        throw tooManyClaims(wait);
      }
      const device = await claimDevice(db, user, organisationId, claimCode, name).catch((err: unknown) => {
        // A code matching no unclaimed device (not an unknown organisation) counts as a wrong guess.
        if (err instanceof AppError && err.status === 404 && err.message === messages.noDeviceFound)
          claims.recordFailure(user, organisationId);
        throw err;
      });
      return reply.code(201).send(await show(device));
    },
  );

  r.post(
    '/device/import',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Imports devices from CSV rows; valid rows only',
        body: deviceImportSchema,
        response: { 200: deviceImportResultSchema },
      },
    },
    async (request) =>
      importDevices(db, sub(request), request.body.organisationId, request.body.type, request.body.rows),
  );

  r.post(
    '/device/bulk-delete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Deletes several devices',
        body: deviceBulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => ({
      deleted: await removeDevices(db, sub(request), request.body.organisationId, request.body.ids),
    }),
  );

  r.get(
    '/device/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One device', params: idParams, response: { 200: deviceSchema } },
    },
    async (request) => show(await deviceFor(db, sub(request), request.params.id, 'viewer')),
  );

  r.patch(
    '/device/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Renames or retypes a device',
        params: idParams,
        body: deviceUpdateSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) => show(await updateDevice(db, sub(request), request.params.id, request.body)),
  );

  r.delete(
    '/device/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Deletes a device; its name must be typed to confirm',
        params: idParams,
        body: deviceDeleteSchema,
      },
    },
    async (request, reply) => {
      await removeDevice(db, sub(request), request.params.id, request.body.confirmName);
      return reply.code(204).send();
    },
  );

  r.post(
    '/device/:id/share',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turns public sharing on with a new link',
        params: idParams,
        body: deviceShareSchema,
        response: { 200: deviceShareResponseSchema },
      },
    },
    async (request) => shareDevice(db, sub(request), request.params.id, request.body.expiresAt),
  );

  r.delete(
    '/device/:id/share',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Turns public sharing off; the old link dies at once', params: idParams },
    },
    async (request, reply) => {
      await unshareDevice(db, sub(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/device/:id/transfer',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Moves a device and its history to another of your organisations',
        params: idParams,
        body: deviceTransferSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) =>
      show(await transferDevice(db, sub(request), request.params.id, request.body.organisationId)),
  );

  const historyQuery = {
    config: { access: 'user' as const },
    schema: { tags, params: idParams, querystring: historyQuerySchema },
  };

  r.get(
    '/device/:id/readings',
    {
      ...historyQuery,
      schema: {
        ...historyQuery.schema,
        summary: 'Readings over a range, downsampled into buckets',
        response: { 200: readingSeriesSchema },
      },
    },
    async (request) => {
      const device = await deviceFor(db, sub(request), request.params.id, 'viewer');
      const q = request.query;
      return readingSeries(db, device.id, q, q.buckets, q.field);
    },
  );

  r.get(
    '/device/:id/positions',
    {
      ...historyQuery,
      schema: {
        ...historyQuery.schema,
        summary: 'Positions over a range',
        response: { 200: z.array(positionSchema) },
      },
    },
    async (request) => {
      const device = await deviceFor(db, sub(request), request.params.id, 'viewer');
      return positions(db, device.id, request.query, request.query.limit);
    },
  );

  r.get(
    '/device/:id/frames',
    {
      ...historyQuery,
      schema: {
        ...historyQuery.schema,
        summary: 'Frames over a range, newest first',
        response: { 200: z.array(frameSchema) },
      },
    },
    async (request) => {
      const device = await deviceFor(db, sub(request), request.params.id, 'viewer');
      return frames(db, device.id, request.query, request.query.limit);
    },
  );

  const exportQuery = {
    config: { access: 'user' as const },
    schema: {
      tags,
      params: z.object({ id: z.string(), format: z.enum(['csv', 'gpx', 'geojson']) }),
      querystring: historyQuerySchema,
      summary: 'Exports readings (CSV) or the track (GPX, GeoJSON) of a range',
    },
  };
  r.get('/device/:id/export.:format', exportQuery, async (request, reply) => {
    const device = await deviceFor(db, sub(request), request.params.id, 'viewer');
    const { format } = request.params;
    const stem = `${device.name.replace(/[^\w.-]+/g, '_')}-${request.query.from.toISOString().slice(0, 10)}`;
    // Built before any header is set, so a refused range answers plain JSON, not an attachment.
    let body: string;
    const maxRows = config.EXPORT_MAX_ROWS;
    if (format === 'csv') body = await readingsCsv(db, device, request.query, maxRows);
    else {
      const track = await positions(db, device.id, request.query, maxRows + 1);
      checkRows(track.length, maxRows);
      body = format === 'gpx' ? gpx(device.name, track) : JSON.stringify(geojson(device.name, track));
    }
    const type = {
      csv: 'text/csv; charset=utf-8',
      gpx: 'application/gpx+xml',
      geojson: 'application/geo+json',
    };
    return reply
      .header('content-disposition', `attachment; filename=${csvCell(`${stem}.${format}`)}`)
      .type(type[format])
      .send(body);
  });

  r.get(
    '/share/:token',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A shared device, public (no sign-in)',
        params: z.object({ token: z.string().max(100) }),
        response: { 200: sharedDeviceSchema },
      },
    },
    async (request, reply) => {
      // A public link's data is live and revocable: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      return findShared(db, request.params.token);
    },
  );
}
