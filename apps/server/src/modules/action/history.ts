import type { actionLogQuerySchema } from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listActionLogs, listOutbox } from './log-repo.ts';
import { presentActionLog, presentOutbox } from './presenter.ts';
import { actionOrganisation } from './service.ts';

/** An action's log for a viewer of its organisation, filtered by date, newest first. */
export async function getActionLogs(
  db: Db,
  sub: string,
  id: string,
  query: z.output<typeof actionLogQuerySchema>,
) {
  const organisationId = await actionOrganisation(db, sub, id, 'viewer');
  const { rows, total } = await listActionLogs(db, organisationId, id, query);
  return { items: rows.map(presentActionLog), total, page: query.page, pageSize: query.pageSize };
}

/** The organisation's outbox (the route checks the admin role). */
export async function getOutbox(db: Db, organisationId: string, page: number, pageSize: number) {
  const { rows, total } = await listOutbox(db, organisationId, page, pageSize);
  return { items: rows.map(presentOutbox), total, page, pageSize };
}
