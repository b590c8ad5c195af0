/** Kysely types of the action tables (migration 0006); part of Database in schema.ts. */
export type ActionTables = Record<never, never>;
