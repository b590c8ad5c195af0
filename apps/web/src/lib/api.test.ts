import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const serverError = { error: { code: 'conflict', message: 'device already exists' } };

describe('api client', () => {
  const fetchImpl = vi.fn<typeof fetch>();
  const renewToken = vi.fn<() => Promise<string | null>>();
  const redirectToLogin = vi.fn();
  const client = () => createApiClient({ baseUrl: '/api', fetchImpl, renewToken, redirectToLogin });
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    localStorage.setItem('access_token', 'abc');
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    fetchImpl.mockReset();
    renewToken.mockReset();
    redirectToLogin.mockReset();
  });

  it('sends every call to API_URL with the stored bearer token', async () => {
    fetchImpl.mockResolvedValue(json(200, [{ id: 'o1' }]));
    await expect(client().get('/organisation')).resolves.toEqual([{ id: 'o1' }]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/organisation');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('posts JSON with a JSON content type', async () => {
    fetchImpl.mockResolvedValue(json(200, { data: { id: 'u1' } }));
    await expect(client().post('/user/', { email: 'a@b.c', sub: 's' })).resolves.toEqual({
      data: { id: 'u1' },
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c', sub: 's' }));
  });

  it('yields null for a failed GET and logs it', async () => {
    fetchImpl.mockResolvedValue(json(404, { error: { code: 'not_found', message: 'No device found' } }));
    await expect(client().get('/device/1')).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      'GET /device/1 failed',
      expect.objectContaining({ code: 'not_found' }),
    );
  });

  it('yields an empty list for a failed list loader, and for a network failure', async () => {
    fetchImpl.mockResolvedValueOnce(json(500, { error: { code: 'internal', message: 'boom' } }));
    await expect(client().list('/organisation')).resolves.toEqual([]);
    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client().list('/organisation')).resolves.toEqual([]);
  });

  it('yields the error object for a failed POST and logs it', async () => {
    fetchImpl.mockResolvedValue(json(409, serverError));
    await expect(client().post('/device', {})).resolves.toEqual(serverError);
    expect(consoleError).toHaveBeenCalledWith('POST /device failed', serverError.error);
  });

  it('renews once on 401 and retries with the new token', async () => {
    fetchImpl.mockResolvedValueOnce(json(401, { error: { code: 'unauthorized', message: 'expired' } }));
    fetchImpl.mockResolvedValueOnce(json(200, { ok: true }));
    renewToken.mockImplementation(async () => {
      localStorage.setItem('access_token', 'fresh');
      return 'fresh';
    });
    await expect(client().get('/organisation')).resolves.toEqual({ ok: true });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchImpl.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer fresh');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('starts a new login when the renew fails', async () => {
    fetchImpl.mockResolvedValue(json(401, { error: { code: 'unauthorized', message: 'expired' } }));
    renewToken.mockResolvedValue(null);
    await expect(client().get('/organisation')).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('throws an ApiError with the server message from the mutation helpers', async () => {
    fetchImpl.mockResolvedValue(json(409, serverError));
    const error = await client()
      .mutate.patch('/device/1', { name: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'device already exists', code: 'conflict', status: 409 });
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('PATCH');
  });

  it('returns the data from the mutation helpers, and nothing for an empty answer', async () => {
    fetchImpl.mockResolvedValueOnce(json(201, { id: 'd1' }));
    await expect(client().mutate.post('/device', { name: 'x' })).resolves.toEqual({ id: 'd1' });
    fetchImpl.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client().mutate.delete('/device/d1')).resolves.toBeNull();
  });
});
