import {
  commandCatalogueSchema,
  commandCreateSchema,
  commandListQuerySchema,
  commandPageSchema,
  commandSchema,
  networkSettingsInputSchema,
  networkSettingsSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import { getNetworkSettings, type SettingsDeps, saveNetworkSettings } from './network-settings.ts';
import {
  type CommandDeps,
  cancelCommand,
  createCommand,
  getCatalogue,
  getOneCommand,
  listOrganisationCommands,
} from './service.ts';

const tags = ['commands'];

/**
 * Commands to devices (issue 15) and each organisation's network-server settings. Members send
 * and cancel, viewers read, admins keep the settings; every route checks the role against the
 * organisation of the device, command or settings it names.
 */
export async function commandRoutes(app: FastifyInstance, deps: CommandDeps & SettingsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;

  r.get(
    '/command/organisation/:organisationId',
    {
      config: { access: { role: 'viewer', organisationParam: 'organisationId' } },
      schema: {
        tags,
        summary: "The organisation's commands, newest first; filters: device, status, from/to (time sent)",
        params: z.object({ organisationId: z.string() }),
        querystring: commandListQuerySchema,
        response: { 200: commandPageSchema },
      },
    },
    async (request) => listOrganisationCommands(deps.db, request.params.organisationId, request.query),
  );

  r.get(
    '/command/device/:deviceId/catalogue',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The commands a device's model understands and whether its network server is set up",
        params: z.object({ deviceId: z.string() }),
        response: { 200: commandCatalogueSchema },
      },
    },
    async (request) => getCatalogue(deps, subOf(request), request.params.deviceId),
  );

  r.post(
    '/command',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Queues a command for a device (member); LoRaWAN class A devices get it after their next uplink',
        body: commandCreateSchema,
        response: { 201: commandSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCommand(deps, subOf(request), request.body)),
  );

  r.get(
    '/command/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One command',
        params: z.object({ id: z.string() }),
        response: { 200: commandSchema },
      },
    },
    async (request) => getOneCommand(deps.db, subOf(request), request.params.id),
  );

  r.post(
    '/command/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancels a command still queued in Pinpoint (member)',
        params: z.object({ id: z.string() }),
        response: { 200: commandSchema },
      },
    },
    async (request) => cancelCommand(deps.db, subOf(request), request.params.id),
  );

  r.get(
    '/command/network-settings/:organisationId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The organisation's network-server settings, secrets masked (admin)",
        params: z.object({ organisationId: z.string() }),
        response: { 200: networkSettingsSchema },
      },
    },
    async (request) => getNetworkSettings(deps, subOf(request), request.params.organisationId),
  );

  r.put(
    '/command/network-settings/:organisationId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Sets the network-server settings (admin); a secret left out or sent back masked is kept, an empty one cleared',
        params: z.object({ organisationId: z.string() }),
        body: networkSettingsInputSchema,
        response: { 200: networkSettingsSchema },
      },
    },
    async (request) => saveNetworkSettings(deps, subOf(request), request.params.organisationId, request.body),
  );
}
