import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.ts';

// Issue 17: the OpenAPI document at /api/openapi.json (browsable at /api/docs) lists every API
// route with its schemas, and the ways to authenticate: a person's access token, a personal
// API key, and on ingest routes an organisation's ingest key.

/** Routes that are not operations of the API: the documentation itself and the WebSocket. */
const notOperations = [/^GET \/api\/docs/, /^GET \/api\/openapi\.json$/, /^GET \/api\/live$/];
// biome-ignore lint/suspicious/noExplicitAny: the document is read loosely
type Doc = any;

let server: TestServer;
let doc: Doc;
beforeAll(async () => {
  server = await startTestServer({ API_KEY_ENABLED: 'true' });
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(() => server.close());

const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operation = (key: string) => {
  const [method = '', url = ''] = key.split(' ');
  return doc.paths?.[toOpenApi(url)]?.[method.toLowerCase()];
};

describe('the OpenAPI document', () => {
  it('declares the access token and the personal API key, and the ingest key', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer', 'ingestKey']);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(doc.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
  });

  it('lists every API route with a summary, its parameters, its body and its answers', async () => {
    const routes = [
      ...new Set(
        server.app.routeList.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`),
      ),
    ].filter((key) => !notOperations.some((re) => re.test(key)));
    const hidden = routes.filter((key) => !operation(key));
    // Only Stripe's webhook is left out (a machine's endpoint, signed; see the billing tests).
    expect(hidden.filter((key) => key !== 'POST /api/billing/webhook')).toEqual([]);
    for (const key of routes.filter((k) => operation(k))) {
      const op = operation(key);
      expect(op.summary, `${key} has no summary`).toBeTruthy();
      expect(Object.keys(op.responses ?? {}).length, `${key} has no answers`).toBeGreaterThan(0);
      const params = [...key.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const documented = (op.parameters ?? [])
        .filter((p: { in: string }) => p.in === 'path')
        .map((p: { name: string }) => p.name);
      expect(documented.sort(), `${key}'s path parameters`).toEqual(params.sort());
    }
    expect(operation('POST /api/organisation/:id/api-keys').requestBody).toBeDefined();
    expect(operation('POST /api/organisation/:id/integrations/test').requestBody).toBeDefined();
  });

  it('says who may call what: ingest by key or device token, account routes by the person only', () => {
    expect(operation('POST /api/ingest/ttn').security).toEqual([{ ingestKey: [] }, {}]);
    expect(operation('GET /api/share/:token').security).toEqual([]);
    expect(operation('PATCH /api/user/settings').security).toEqual([{ bearer: [] }]);
    expect(operation('POST /api/organisation/:id/api-keys').security).toEqual([{ bearer: [] }]);
    expect(operation('GET /api/organisation/:id/devices').security).toBeUndefined();
  });

  it('is browsable at /api/docs', async () => {
    const res = await fetch(`${server.url}/api/docs/`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger');
  });
});
