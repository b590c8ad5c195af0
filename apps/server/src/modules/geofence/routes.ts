import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';

/** Geofences and bases (issue 7). */
export async function geofenceRoutes(_app: FastifyInstance, _deps: { db: Db }) {}
