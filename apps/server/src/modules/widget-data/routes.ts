import { widgetDataPreviewSchema } from '@pinpoint/shared/widgets/index.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/access.ts';
import type { Db } from '../../db/database.ts';
import { requireRole } from '../organisation/service.ts';
import { assertWidgetReferences } from './references.ts';
import { loadWidgetData } from './service.ts';

/**
 * POST /api/widget-data/preview: the data of unsaved widgets (the settings dialog draws what
 * it would save). Members and viewers of the organisation may preview; a device, geofence or
 * asset of another organisation answers 400 naming its path, as a save would.
 */
export async function widgetDataRoutes(app: FastifyInstance, deps: { db: Db; defaultTimeZone: string }) {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/widget-data/preview',
    {
      config: { access: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['dashboards'],
        summary:
          'Data of unsaved widgets (shared/widgets/data.ts answer), for viewers and up of the organisation',
        body: widgetDataPreviewSchema,
      },
    },
    async (request) => {
      const { organisationId, widgets, range, width, timeZone } = request.body;
      await requireRole(db, requireAuth(request).claims.sub, organisationId, 'viewer');
      await assertWidgetReferences(db, organisationId, widgets);
      return loadWidgetData(db, {
        organisationId,
        widgets,
        range,
        widthPx: width,
        audience: 'member',
        now: new Date(),
        timeZone: timeZone ?? deps.defaultTimeZone,
        log: request.log,
      });
    },
  );
}
