import { userResponseSchema, validateTokenResponseSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, type Tokens, uniqueEmail } from '../../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sub as string;

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/user/ (spec 7)', () => {
  let tokens: Tokens;
  const email = uniqueEmail('ada');

  beforeAll(async () => {
    tokens = await obtainTokens(server.url, { name: 'Ada Lovelace', email, password: 'analytical-engine' });
  });

  it('records the signed-in user and answers {data: user} with an organisation they own', async () => {
    const res = await call('/user/', {
      token: tokens.access_token,
      body: { email, sub: subOf(tokens.access_token) },
    });
    expect(res.status).toBe(200);
    const { data } = userResponseSchema.parse(res.body);
    expect(data.email).toBe(email);
    expect(data.name).toBe('Ada Lovelace');
    expect(data.sub).toBe(subOf(tokens.access_token));
    expect(data.settings).toEqual({ temperatureUnit: 'C', mapMatching: false, animatedLines: true });
    expect(data.organisations).toEqual([
      { id: expect.any(String), name: "Ada Lovelace's organisation", role: 'owner' },
    ]);
  });

  it('is idempotent: a second call (the 2-minute refresh) answers the same user and organisation', async () => {
    const body = { email, sub: subOf(tokens.access_token) };
    const first = userResponseSchema.parse((await call('/user/', { token: tokens.access_token, body })).body);
    const second = userResponseSchema.parse(
      (await call('/user/', { token: tokens.access_token, body })).body,
    );
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.organisations).toEqual(first.data.organisations);
  });

  it("refuses to record someone else's subject", async () => {
    const res = await call('/user/', { token: tokens.access_token, body: { email, sub: 'someone-else' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: { code: 'forbidden', message: 'The sub does not match the signed-in user' },
    });
  });

  it('answers 400 naming the field for a bad body, and writes nothing', async () => {
    const res = await call('/user/', { token: tokens.access_token, body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request' });
    expect(String((res.body.error as { message: string }).message)).toContain('email: Invalid email address');
    expect(String((res.body.error as { message: string }).message)).toContain('sub');
  });

  it('saves settings and answers them on the next sign-in', async () => {
    const patch = await call('/user/settings', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { theme: 'dark', temperatureUnit: 'F' },
    });
    expect(patch.status).toBe(200);
    const again = userResponseSchema.parse(
      (await call('/user/', { token: tokens.access_token, body: { email, sub: subOf(tokens.access_token) } }))
        .body,
    );
    expect(again.data.settings).toMatchObject({ theme: 'dark', temperatureUnit: 'F' });
    const bad = await call('/user/settings', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { temperatureUnit: 'K' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('401 for calls without a valid access token', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a malformed token', 'not.a.jwt'],
    [
      'a token signed by someone else',
      `${'eyJhbGciOiJSUzI1NiJ9'}.${Buffer.from('{"sub":"x"}').toString('base64url')}.c2ln`,
    ],
  ])('%s', async (_label, token) => {
    const res = await call('/organisation', token ? { token } : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('refuses an id token used as an access token (wrong audience)', async () => {
    const tokens = await obtainTokens(server.url, { email: uniqueEmail(), password: 'long enough pw' });
    const res = await call('/organisation', { token: tokens.id_token });
    expect(res.status).toBe(401);
  });
});

describe('embedded-app login (spec 7)', () => {
  it('validates both tokens on POST /api/user/auth/validate-token and /api/auth/validate-token', async () => {
    const email = uniqueEmail('embedded');
    const tokens = await obtainTokens(server.url, { name: 'Grace', email, password: 'cobol-rules-1959' });
    const body = { accessToken: tokens.access_token, idToken: tokens.id_token };
    const app = await call('/user/auth/validate-token', { token: tokens.id_token, body });
    expect(app.status).toBe(200);
    expect(userResponseSchema.parse(app.body).data.email).toBe(email);
    const webView = await call('/auth/validate-token', { token: tokens.id_token, body });
    expect(webView.status).toBe(200);
    expect(validateTokenResponseSchema.parse(webView.body).user.email).toBe(email);
  });

  it('refuses tokens of two different users', async () => {
    const a = await obtainTokens(server.url, { email: uniqueEmail(), password: 'password-a-123' });
    const b = await obtainTokens(server.url, { email: uniqueEmail(), password: 'password-b-123' });
    const res = await call('/auth/validate-token', {
      token: b.id_token,
      body: { accessToken: a.access_token, idToken: b.id_token },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const t = await obtainTokens(server.url, { email: uniqueEmail(), password: 'password-c-123' });
    const res = await call('/user/auth/validate-token', {
      body: { accessToken: `${t.access_token.slice(0, -4)}AAAA`, idToken: t.id_token },
    });
    expect(res.status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('renews the access token silently with the refresh token', async () => {
    const tokens = await obtainTokens(server.url, { email: uniqueEmail(), password: 'refresh-me-please' });
    expect(tokens.refresh_token).toBeTruthy();
    const res = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token as string,
        client_id: 'pinpoint-web',
      }).toString(),
    });
    expect(res.status).toBe(200);
    const renewed = (await res.json()) as Tokens;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect((await call('/organisation', { token: renewed.access_token })).status).toBe(200);
  });
});
