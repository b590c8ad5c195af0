import type { ColumnType } from 'kysely';

/**
 * Columns of migration 0021 (issue 19, operations and scale-out), merged into the core tables by
 * schema.ts: frames' dedup window, computed by PostgreSQL (a stored generated column), never written.
 */
export type OperationTables = {
  frames: { dedup_window: ColumnType<string, never, never> };
};
