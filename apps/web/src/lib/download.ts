import { ApiError, isApiErrorBody } from './api.ts';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (star) return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
  const plain = /filename=("?)([^";]+)\1/i.exec(disposition)?.[2];
  return plain?.trim() || null;
}

/**
 * Downloads an API file (an export) with the user's token, which a plain link could not send,
 * and saves it under the server's file name.
 */
export async function downloadApiFile(
  apiUrl: string,
  path: string,
  token: string | null,
  fallbackName: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const base = apiUrl.replace(/\/+$/, '');
  const response = await fetchImpl(`${base}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // The server's refusal (e.g. a range or an export too large) carries words for people.
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new ApiError(response.status, body);
    throw new Error(`${response.status} ${response.statusText}`.trim());
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
