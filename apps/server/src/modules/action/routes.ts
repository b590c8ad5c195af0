import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** Actions and action logs (issue 6). */
export async function actionRoutes(_app: FastifyInstance, _deps: { db: Db; config: ServerConfig }) {}
