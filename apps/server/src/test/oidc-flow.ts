import { createHash, randomBytes } from 'node:crypto';

export type Tokens = { access_token: string; id_token: string; refresh_token?: string; expires_in: number };

/** A browser's cookie jar, enough for the provider's cookies on one host. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

type Account = { name?: string; email: string; password: string };

/**
 * Walks the built-in provider's authorization code flow with PKCE as the web
 * app does: authorize, sign up (or sign in) on the provider's form, exchange
 * the code. Answers the tokens, or throws with the page the provider showed.
 */
export async function obtainTokens(baseUrl: string, account: Account, mode: 'signup' | 'login' = 'signup') {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/`;
  const auth = new URL('/oidc/auth', baseUrl);
  auth.search = new URLSearchParams({
    client_id: 'pinpoint-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'test-state',
  }).toString();

  let res = await go(auth.toString());
  const interaction = res.headers.get('location');
  if (!interaction?.startsWith('/interaction/'))
    throw new Error(`authorize answered ${res.status} ${interaction}`);
  const form = new URLSearchParams({
    email: account.email,
    password: account.password,
    name: account.name ?? 'Test User',
  });
  res = await go(`${interaction}/${mode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  if (res.status !== 303) throw new Error(`${mode} answered ${res.status}: ${await res.text()}`);
  const backToApp = (url: string | null) =>
    url !== null && new URL(url, baseUrl).href.startsWith(`${redirectUri}?`);
  let location = res.headers.get('location');
  for (let hops = 0; location && !backToApp(location) && hops < 5; hops++) {
    res = await go(location);
    location = res.headers.get('location');
  }
  if (!location || !backToApp(location))
    throw new Error(`no redirect back to the app: ${res.status} ${await res.text()}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const tokenRes = await go('/oidc/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'pinpoint-web',
      code_verifier: verifier,
    }).toString(),
  });
  if (!tokenRes.ok) throw new Error(`token endpoint answered ${tokenRes.status}: ${await tokenRes.text()}`);
  return (await tokenRes.json()) as Tokens;
}

let counter = 0;
/** A unique e-mail for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}
