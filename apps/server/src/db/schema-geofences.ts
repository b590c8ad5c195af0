/** Kysely types of the geofence and base tables (migration 0005); part of Database in schema.ts. */
export type GeofenceTables = Record<never, never>;
