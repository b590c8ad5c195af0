import { silenceSchema } from '@pinpoint/shared/silence.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { deviceFor } from './service.ts';
import { deviceSilence } from './silence.ts';

export async function silenceRoutes(app: FastifyInstance, { db, mqtt }: { db: Db; mqtt: boolean }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/device/:id/silence',
    {
      config: { access: 'user' },
      schema: {
        tags: ['devices'],
        summary: 'Why the device is likely silent: its usual interval, radio trend, network events (viewer)',
        params: z.object({ id: z.string() }),
        response: { 200: silenceSchema },
      },
    },
    async (request) => {
      const device = await deviceFor(db, requireAuth(request).claims.sub, request.params.id, 'viewer');
      return deviceSilence(db, device, { mqtt });
    },
  );
}
