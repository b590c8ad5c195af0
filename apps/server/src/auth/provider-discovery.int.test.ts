import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A GET with headers fetch would not send as given (Host above all). */
function get(path: string, headers: Record<string, string>) {
  const url = new URL(path, server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Issue 25 item 7: the discovery document named whatever host the request claimed, so a link
// or a cache poisoned with another Host sent clients' codes and passwords elsewhere. OpenID
// Connect Discovery 1.0, section 4.3: the issuer in the document must be identical to the one
// the client asked for, and its endpoints are where the client sends credentials.
describe("the built-in provider's discovery document", () => {
  it("names PUBLIC_URL's endpoints, whatever Host or X-Forwarded-* a request carries", async () => {
    const issuer = server.config.oidc.issuer;
    const variants: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of variants) {
      const res = await get('/oidc/.well-known/openid-configuration', headers);
      expect(res.status).toBe(200);
      const doc = JSON.parse(res.body) as Record<string, unknown>;
      expect(doc.issuer).toBe(issuer);
      for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'])
        expect(doc[key], key).toMatch(new RegExp(`^${issuer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
      expect(res.body).not.toContain('evil.example');
    }
  });
});
