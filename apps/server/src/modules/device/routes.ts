import type { Device } from '@pinpoint/shared';
import {
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
  positionSchema,
  readingSeriesSchema,
  selfHostedCreateSchema,
  sharedDeviceSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { csvCell, geojson, gpx, readingsCsv } from './export.ts';
import { frames, positions, readingSeries } from './history.ts';
import { importDevices } from './import.ts';
import { devicesJsonText, presentDevice } from './presenter.ts';
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

export async function deviceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sub = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;
  const show = (device: { id: string }) => presentDevice(db, device.id);

  r.get(
    '/organisation/:id/devices',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary: "The organisation's devices with their latest state (spec 7)",
        params: idParams,
        response: { 200: z.array(deviceSchema) },
      },
    },
    // Sent as PostgreSQL built it: serialising 10,000 objects in JS was most of the time.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .serializer((p) => p as string)
        // The text is a JSON array of deviceSchema; the type system only knows it as a string.
        .send((await devicesJsonText(db, request.params.id)) as unknown as Device[]),
  );

  r.post(
    '/device',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Adds a LoRaWAN device',
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
      schema: {
        tags,
        summary: 'Adds a self-hosted device; its token is in the answer once',
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
        summary: 'Claims a pre-loaded device by its code',
        body: deviceClaimSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await show(
            await claimDevice(
              db,
              sub(request),
              request.body.organisationId,
              request.body.claimCode,
              request.body.name,
            ),
          ),
        ),
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
    const stem = `${device.name.replace(/[^\w.-]+/g, '_')}-${request.query.from.toISOString().slice(0, 10)}`;
    reply.header(
      'content-disposition',
      `attachment; filename=${csvCell(`${stem}.${request.params.format}`)}`,
    );
    if (request.params.format === 'csv')
      return reply.type('text/csv; charset=utf-8').send(await readingsCsv(db, device, request.query));
    const track = await positions(db, device.id, request.query, 100_000);
    if (request.params.format === 'gpx')
      return reply.type('application/gpx+xml').send(gpx(device.name, track));
    return reply.type('application/geo+json').send(JSON.stringify(geojson(device.name, track)));
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
    async (request) => findShared(db, request.params.token),
  );
}
