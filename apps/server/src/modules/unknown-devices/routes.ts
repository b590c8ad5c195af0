import {
  checklistSchema,
  deviceSchema,
  unknownDeviceAddSchema,
  unknownDeviceListSchema,
  unknownTrackerSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { presentDevice } from '../device/presenter.ts';
import { deviceFor } from '../device/service.ts';
import { deviceChecklist } from './checklist.ts';
import { addFromInbox, dismiss, listInbox } from './service.ts';
import { addTrackerFromInbox, findUnknownTracker } from './trackers.ts';

const inboxParams = z.object({ id: z.string(), devEui: z.string().max(64) });

/** The unknown-devices inbox and the first-uplink checklist (issue 17). */
export async function unknownDeviceRoutes(app: FastifyInstance, { db, mqtt }: { db: Db; mqtt: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];
  const sub = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/organisation/:id/unknown-devices',
    {
      config: { access: { role: 'member', organisationParam: 'id' } },
      schema: {
        tags,
        summary:
          "Uplinks the organisation's ingest keys sent for Dev EUIs it has not registered (the last 7 days, at most 100)",
        params: z.object({ id: z.string() }),
        response: { 200: unknownDeviceListSchema },
      },
    },
    async (request) => listInbox(db, request.params.id),
  );

  r.post(
    '/organisation/:id/unknown-devices/:devEui/add',
    {
      config: { access: { role: 'member', organisationParam: 'id' } },
      schema: {
        tags,
        summary:
          'Adds an inbox Dev EUI as a device (its network-server name and a guessed type unless given)',
        params: inboxParams,
        body: unknownDeviceAddSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) => {
      const { id } = await addFromInbox(
        db,
        sub(request),
        request.params.id,
        request.params.devEui,
        request.body,
      );
      return reply.code(201).send(await presentDevice(db, id));
    },
  );

  r.delete(
    '/organisation/:id/unknown-devices/:devEui',
    {
      config: { access: { role: 'member', organisationParam: 'id' } },
      schema: { tags, summary: 'Drops a Dev EUI from the inbox until it sends again', params: inboxParams },
    },
    async (request, reply) => {
      await dismiss(db, request.params.id, request.params.devEui);
      return reply.code(204).send();
    },
  );

  r.get(
    '/organisation/:id/unknown-trackers/:imei',
    {
      config: { access: { role: 'member', organisationParam: 'id' } },
      schema: {
        tags,
        summary: 'The tracker with this exact IMEI that was refused lately for being unregistered, if any',
        params: z.object({ id: z.string(), imei: z.string().max(64) }),
        response: { 200: unknownTrackerSchema },
      },
    },
    async (request) => findUnknownTracker(db, request.params.imei),
  );

  r.post(
    '/organisation/:id/unknown-trackers/:imei/add',
    {
      config: { access: { role: 'member', organisationParam: 'id' } },
      schema: {
        tags,
        summary: 'Adds a tracker refused for its unregistered IMEI, with the protocol it spoke',
        params: z.object({ id: z.string(), imei: z.string().max(64) }),
        body: unknownDeviceAddSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) => {
      const { id } = await addTrackerFromInbox(
        db,
        sub(request),
        request.params.id,
        request.params.imei,
        request.body,
      );
      return reply.code(201).send(await presentDevice(db, id));
    },
  );

  r.get(
    '/device/:id/checklist',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The first-uplink checklist: registered, joined, first uplink, decoded, location fix',
        params: z.object({ id: z.string() }),
        response: { 200: checklistSchema },
      },
    },
    async (request) =>
      deviceChecklist(db, await deviceFor(db, sub(request), request.params.id, 'viewer'), { mqtt }),
  );
}
