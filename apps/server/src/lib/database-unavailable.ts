import { AppError } from './errors.ts';

/** What a request answered 503 because the database is away is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const MESSAGE = 'Pinpoint cannot reach its database just now. Try again in a few seconds.';

/**
 * The database did not answer within the bound a request may wait for it
 * (database.ts): a 503 with Retry-After, like a connection refused or cut.
 */
export class DatabaseUnavailable extends AppError {
  constructor(message = MESSAGE, options?: { cause: unknown }) {
    super(503, 'unavailable', message);
    if (options) this.cause = options.cause;
  }
}

// PostgreSQL's connection exceptions (08), too many connections (53300), shutdown and crash
// (57P01-57P03), and the socket's own failures: the database is away, not the request wrong.
const databaseDown = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// node-postgres says a connection broke or never came in words, with no code: while PostgreSQL
// restarts, or when the pool's connection timeout passes (pg-pool: "timeout exceeded when trying to connect").
const connectionLost =
  /Connection terminated|is not queryable|connection error|Client was closed|timeout exceeded when trying to connect/i;

type ErrorLike = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown; severity?: unknown };

/** The database is unreachable or went away mid-request: worth a 503 and a retry, not a 500. */
export function isDatabaseDown(err: ErrorLike, depth = 0): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  if (databaseDown.has(String(err.code))) return true;
  // A PANIC ends every session: PostgreSQL restarts (crash recovery), whatever the code says.
  if (err.severity === 'PANIC') return true;
  if (err.code === undefined && connectionLost.test(String(err.message))) return true;
  if (depth > 3) return false;
  // Node answers a host with several addresses (localhost) with an AggregateError of each try.
  const inner = [...(Array.isArray(err.errors) ? err.errors : []), err.cause];
  return inner.some((e) => typeof e === 'object' && e !== null && isDatabaseDown(e as ErrorLike, depth + 1));
}

/**
 * PostgreSQL failed a statement for a reason of its own, not the request's: a system or I/O error
 * (class 58), an internal one (XX), a resource (53) or an operator's intervention (57). With its
 * WAL disk full, a commit already durable can fail so ("cannot abort transaction …, it was already
 * committed") just before PostgreSQL restarts. A request's data (22, 23, 54: the sender's fault)
 * never fails this way.
 */
export function isDatabaseFault(err: unknown): boolean {
  const code = (err as ErrorLike | null)?.code;
  return typeof code === 'string' && /^(53|57|58|XX)/.test(code);
}

/** What a sender is told of a write PostgreSQL failed for itself: try again (a resend is kept once). */
export const STORE_FAILED_MESSAGE =
  'Pinpoint’s database failed while storing this request. Send it again in a few seconds: a message stored twice is kept once.';

/** The answer's body and headers for a request the database's absence failed. */
export const databaseUnavailableAnswer = {
  headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  body: { error: { code: 'unavailable' as const, message: MESSAGE } },
};

/**
 * `promise`, or a DatabaseUnavailable after `ms`: what bounds a request's wait
 * for a database that accepts connections but never answers (frozen, cut off).
 */
export function withinDatabaseWait<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
