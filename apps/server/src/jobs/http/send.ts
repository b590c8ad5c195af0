import { type Dispatcher, fetch } from 'undici';
import { BlockedAddressError } from './dispatcher.ts';

/** A failure worth no retry (a refused address, a limit reached): the delivery fails at once. */
export class PermanentError extends Error {}

export const HTTP_TIMEOUT_MS = 10_000;

/**
 * A failed HTTP try, as the action log keeps it: a class of error ('http_500',
 * 'timeout', 'connection_refused', 'blocked_destination', ...) and how long the
 * try took, never what the remote end answered (it may be anyone's page).
 */
export class HttpFailure extends Error {
  readonly latencyMs: number;
  readonly permanent: boolean;
  /** Our own account of a refusal (which guard, which address), for the server log; never a remote answer. */
  readonly detail: string | undefined;
  constructor(errorClass: string, latencyMs: number, permanent = false, detail?: string) {
    super(errorClass);
    this.latencyMs = latencyMs;
    this.permanent = permanent;
    this.detail = detail;
  }
}

const networkClasses: Record<string, string> = {
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  ENOTFOUND: 'dns_error',
  EAI_AGAIN: 'dns_error',
  EHOSTUNREACH: 'host_unreachable',
  ENETUNREACH: 'host_unreachable',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
};

/** The class of a failure to get an answer at all. */
export function networkErrorClass(err: unknown): { errorClass: string; permanent: boolean; detail?: string } {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return { errorClass: 'timeout', permanent: false };
  let cause: unknown = err;
  for (let depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause instanceof BlockedAddressError)
      return { errorClass: 'blocked_destination', permanent: true, detail: cause.message };
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (networkClasses[code]) return { errorClass: networkClasses[code], permanent: false };
      if (/CERT|SSL|TLS/i.test(code)) return { errorClass: 'tls_error', permanent: false };
    }
    if (cause.name === 'TimeoutError') return { errorClass: 'timeout', permanent: false };
    cause = cause.cause;
  }
  return { errorClass: 'network_error', permanent: false };
}

/**
 * One outbound request of a webhook or forward: through the guarded dispatcher,
 * 10 s in all, redirects answered but never followed, the answer's body never
 * read. Resolves with the status and latency of a 2xx answer; throws an
 * HttpFailure otherwise (permanent when retrying cannot help).
 */
export async function sendHttp(
  dispatcher: Dispatcher,
  request: { url: string; method: string; headers: Record<string, string>; body: string },
  timeoutMs = HTTP_TIMEOUT_MS,
): Promise<{ status: number; latencyMs: number }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const { errorClass, permanent, detail } = networkErrorClass(err);
    throw new HttpFailure(errorClass, elapsed(), permanent, detail);
  }
  const latencyMs = elapsed();
  await response.body?.cancel().catch(() => {});
  if (response.status >= 200 && response.status < 300) return { status: response.status, latencyMs };
  throw new HttpFailure(`http_${response.status}`, latencyMs);
}
