import { type Dispatcher, fetch } from 'undici';
import { BlockedAddressError } from './dispatcher.ts';

/** A failure worth no retry (a refused address, a limit reached): the delivery fails at once. */
export class PermanentError extends Error {}

export const HTTP_TIMEOUT_MS = 10_000;

/** The first bytes of an answer, for the action log. */
async function excerpt(body: ReadableStream<Uint8Array> | null, max = 300): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  let text = '';
  const decoder = new TextDecoder();
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.slice(0, max).trim();
}

function describe(err: unknown): Error {
  let cause: unknown = err;
  while (cause instanceof Error && cause.cause && !(cause instanceof BlockedAddressError))
    cause = cause.cause;
  if (cause instanceof BlockedAddressError) return new PermanentError(cause.message);
  if (err instanceof Error && err.name === 'TimeoutError') return new Error('No answer within 10 s');
  const message = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { code?: string }).code;
  return new Error(code && !message.includes(code) ? `${code}: ${message}` : message);
}

/**
 * One outbound request of a webhook or forward: through the guarded dispatcher,
 * 10 s in all, redirects answered but never followed. Resolves with the status
 * of a 2xx answer; throws otherwise (PermanentError when retrying cannot help).
 */
export async function sendHttp(
  dispatcher: Dispatcher,
  request: { url: string; method: string; headers: Record<string, string>; body: string },
): Promise<number> {
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      dispatcher,
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    throw describe(err);
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel().catch(() => {});
    return response.status;
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {});
    throw new Error(
      `HTTP ${response.status}: redirect to ${response.headers.get('location') ?? '?'} not followed`,
    );
  }
  const text = await excerpt(response.body as ReadableStream<Uint8Array> | null).catch(() => '');
  throw new Error(`HTTP ${response.status}${text ? `: ${text}` : ''}`);
}
