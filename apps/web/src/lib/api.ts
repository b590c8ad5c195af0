import type { ApiError as ApiErrorBody } from '@pinpoint/shared';
import { readAccessToken } from './storage.ts';

export type { ApiErrorBody };

/** Thrown by the mutation helpers; `message` is the server's message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, body: ApiErrorBody) {
    super(body.error.message);
    this.status = status;
    this.code = body.error.code;
    this.details = body.error.details;
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object' || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return Boolean(error && typeof error === 'object' && 'code' in error && 'message' in error);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClientOptions = {
  baseUrl: string;
  /** A silent renew; the new access token, or null. */
  renewToken: () => Promise<string | null>;
  /** Starts a new login that comes back to the current path. */
  redirectToLogin: () => void;
  fetchImpl?: typeof fetch;
  storage?: Storage;
};

export type ApiClient = {
  /** Spec 7: a failed GET yields null and is logged. */
  get: <T>(path: string) => Promise<T | null>;
  /** List loaders: a failed or empty GET yields an empty array. */
  list: <T>(path: string) => Promise<T[]>;
  /** Spec 7: a failed POST yields the error object and is logged. */
  post: <T>(path: string, body: unknown) => Promise<T | ApiErrorBody>;
  /** For screens' mutations: the data, or an ApiError with the server's message. */
  mutate: {
    /** A GET whose failure the screen shows (e.g. a search), thrown as an ApiError. */
    get: <T>(path: string) => Promise<T>;
    post: <T>(path: string, body?: unknown) => Promise<T>;
    put: <T>(path: string, body?: unknown) => Promise<T>;
    patch: <T>(path: string, body?: unknown) => Promise<T>;
    delete: <T = void>(path: string, body?: unknown) => Promise<T>;
  };
};

type Outcome = { ok: true; data: unknown } | { ok: false; status: number; body: ApiErrorBody };

function failure(status: number, code: string, message: string): Outcome {
  return { ok: false, status, body: { error: { code, message } } };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const storage = options.storage ?? localStorage;
  const base = options.baseUrl.replace(/\/+$/, '');

  const send = (method: Method, path: string, body: unknown) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = readAccessToken(storage);
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = body !== undefined && method !== 'GET';
    if (hasBody || method === 'POST') headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (hasBody) init.body = JSON.stringify(body);
    return fetchImpl(`${base}${path.startsWith('/') ? path : `/${path}`}`, init);
  };

  const request = async (method: Method, path: string, body?: unknown): Promise<Outcome> => {
    let response: Response;
    try {
      response = await send(method, path, body);
      if (response.status === 401) {
        // One silent renew and a retry; without a session, a new login.
        const token = await options.renewToken();
        if (!token) {
          options.redirectToLogin();
          return failure(401, 'unauthorized', 'Your session has ended, please sign in again');
        }
        response = await send(method, path, body);
      }
    } catch (error) {
      return failure(0, 'network', (error as Error).message || 'Network error');
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        if (response.ok)
          return failure(response.status, 'invalid_response', 'The server answered invalid JSON');
      }
    }
    if (response.ok) return { ok: true, data };
    if (isApiErrorBody(data)) return { ok: false, status: response.status, body: data };
    return failure(response.status, 'http_error', `${response.status} ${response.statusText}`.trim());
  };

  const get = async <T>(path: string): Promise<T | null> => {
    const outcome = await request('GET', path);
    if (outcome.ok) return outcome.data as T;
    console.error(`GET ${path} failed`, outcome.body.error);
    return null;
  };

  const mutation =
    (method: Method) =>
    async <T>(path: string, body?: unknown): Promise<T> => {
      const outcome = await request(method, path, body);
      if (outcome.ok) return outcome.data as T;
      throw new ApiError(outcome.status, outcome.body);
    };

  return {
    get,
    list: async <T>(path: string) => {
      const data = await get<T[]>(path);
      return Array.isArray(data) ? data : [];
    },
    post: async <T>(path: string, body: unknown) => {
      const outcome = await request('POST', path, body);
      if (outcome.ok) return outcome.data as T;
      console.error(`POST ${path} failed`, outcome.body.error);
      return outcome.body;
    },
    mutate: {
      get: (path) => mutation('GET')(path),
      post: mutation('POST'),
      put: mutation('PUT'),
      patch: mutation('PATCH'),
      delete: mutation('DELETE'),
    },
  };
}
