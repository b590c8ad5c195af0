import type { ColumnType } from 'kysely';

/**
 * Columns of migration 0023 (issue 19, retention), merged into the core tables by schema.ts: what
 * an organisation keeps, in days (null: the server's RETENTION_FRAMES_DAYS / RETENTION_HISTORY_DAYS).
 */
export type OperationTables = {
  organisations: {
    frames_retention_days: ColumnType<number | null, number | null | undefined, number | null>;
    history_retention_days: ColumnType<number | null, number | null | undefined, number | null>;
  };
};
