/** Tables of migration 0022 (issue 19): rate limits shared by all server processes, merged into Database by schema.ts. */
export type LimitTables = {
  limit_buckets: { key: string; tokens: number; at: Date; granted: number };
  rate_limit_windows: { key: string; hits: number; ends_at: Date };
};
