/** True for PostgreSQL's unique_violation: a name or key that is already taken. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** Runs a write; a unique violation answers 'conflict' instead of throwing, for the service to word. */
export async function orConflict<T>(write: () => Promise<T>): Promise<T | 'conflict'> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) return 'conflict';
    throw err;
  }
}
