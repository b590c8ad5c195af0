import type { Role } from '@pinpoint/shared';
import { vi } from 'vitest';
import { type ApiClient, createApiClient } from '../lib/api.ts';
import { testOrganisations, testUser } from './fakes.ts';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
/** A reply with a status; a handler's plain data is a 200. */
export class FakeReply {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body?: unknown) {
    this.status = status;
    this.body = body;
  }
}
/** Answers a request: a reply, or plain data for a 200. */
export type FakeHandler = (request: FakeRequest, params: Record<string, string>) => FakeReply | unknown;

export const reply = (status: number, body?: unknown) => new FakeReply(status, body);
export const apiError = (status: number, code: string, message: string) =>
  reply(status, { error: { code, message } });

/**
 * The real API client over a fake fetch: routes are 'METHOD /path/:param' (under /api), so a
 * test checks the exact URLs, methods and bodies a screen sends and how it takes the answers.
 * The signed-in user and the organisation list answer by default.
 */
export function fakeServer(routes: Record<string, FakeHandler>) {
  const all: Record<string, FakeHandler> = {
    'POST /user/': () => ({ data: testUser }),
    'GET /organisation': () => testOrganisations,
    'GET /organisation/:id/roles': () => [],
    'GET /contact/organisation/:id': () => [],
    ...routes,
  };
  const requests: FakeRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, query: url.searchParams, body };
    requests.push(request);
    for (const [route, handler] of Object.entries(all)) {
      const params = match(route, method, path);
      if (!params) continue;
      const answer = await handler(request, params);
      const { status, body: data } = answer instanceof FakeReply ? answer : { status: 200, body: answer };
      return new Response(data === undefined ? null : JSON.stringify(data), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({ error: { code: 'not_found', message: `No route ${method} ${path}` } }),
      {
        status: 404,
      },
    );
  });
  const api: ApiClient = createApiClient({
    baseUrl: '/api',
    fetchImpl: fetchImpl as typeof fetch,
    renewToken: async () => null,
    redirectToLogin: () => undefined,
  });
  /** The requests that change something (not GETs, not the user load). */
  const changes = () => requests.filter((request) => request.method !== 'GET' && request.path !== '/user/');
  return { api, requests, changes, fetchImpl };
}

/** The 'POST /user/' route of a user who is `role` in the one organisation given (Acme, org-1, by default). */
export function signedInAs(
  role: Role,
  organisation = { id: 'org-1', name: 'Acme' },
): Record<string, FakeHandler> {
  return { 'POST /user/': () => ({ data: { ...testUser, organisations: [{ ...organisation, role }] } }) };
}

/** A paged answer holding `items`, for the page and page size the request asked for. */
export function pageOf<T>(items: T[], query: URLSearchParams, total = items.length) {
  return { items, total, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')) };
}

/**
 * Rows the fake server keeps, and the handlers of the usual routes over them: the list of an
 * organisation ('GET /thing/organisation/:id'), a change ('PATCH /thing/:id', the body merged in),
 * a delete ('DELETE /thing/:id', 204) and a bulk delete ('POST /thing/bulk-delete' with { ids }).
 */
export function fakeRows<T extends { id: string; organisationId?: string }>(initial: T[]) {
  let rows = [...initial];
  const inOrganisation: FakeHandler = (_request, { id }) => rows.filter((row) => row.organisationId === id);
  const update: FakeHandler = ({ body }, { id }) => {
    rows = rows.map((row) => (row.id === id ? { ...row, ...(body as Partial<T>) } : row));
    return rows.find((row) => row.id === id);
  };
  const remove: FakeHandler = (_request, { id }) => {
    rows = rows.filter((row) => row.id !== id);
    return reply(204);
  };
  const removeMany: FakeHandler = ({ body }) => {
    const { ids } = body as { ids: string[] };
    rows = rows.filter((row) => !ids.includes(row.id));
    return { deleted: ids.length };
  };
  const add = (row: T) => {
    rows.push(row);
    return row;
  };
  return { rows: () => rows, add, inOrganisation, update, remove, removeMany };
}

function match(route: string, method: string, path: string): Record<string, string> | null {
  const [routeMethod, routePath = ''] = route.split(' ');
  if (routeMethod !== method) return null;
  const expected = routePath.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}
