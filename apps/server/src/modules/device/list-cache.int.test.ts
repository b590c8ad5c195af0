import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, uniqueEmail } from '../../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 18: the device list answers 304 with no body while nothing changed, and the new list
// as soon as anything did (an uplink, an edit), whichever encoding the client asks for.

let server: TestServer;
type User = { token: string; organisationId: string };
let owner: User;
let other: User;

async function signUp(): Promise<User> {
  const email = uniqueEmail('list');
  const t = await obtainTokens(server.url, { email, password: 'device-list-pw' });
  const sub = JSON.parse(Buffer.from(t.access_token.split('.')[1] as string, 'base64url').toString()).sub;
  const res = await fetch(`${server.url}/api/user/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, sub }),
  });
  const data = ((await res.json()) as { data: { organisations: Array<{ id: string }> } }).data;
  return { token: t.access_token, organisationId: data.organisations[0]?.id as string };
}

const list = (user: User, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/organisation/${user.organisationId}/devices`, {
    headers: { authorization: `Bearer ${user.token}`, ...headers },
  });

async function addSelfHosted(user: User, name: string) {
  const res = await fetch(`${server.url}/api/device/self-host`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ organisationId: user.organisationId, name, type: 'location' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { device: { id: string }; token: string };
}

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  owner = await signUp();
  other = await signUp();
});
afterAll(() => server.close());

describe('the device list answers 304 while nothing changed', () => {
  it('answers 304 with no body to its own tag, and the new list after an uplink or an edit', async () => {
    const { device, token } = await addSelfHosted(owner, 'Van 1');
    const first = await list(owner);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('no-cache');
    expect(((await first.json()) as Array<{ name: string }>).map((d) => d.name)).toEqual(['Van 1']);

    const again = await list(owner, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // An uplink moves the device: the old tag no longer matches and the answer has the new place.
    const uplink = await fetch(`${server.url}/api/ingest/osmand?id=${token}&lat=43.6427&lon=-79.387`);
    expect(uplink.status).toBe(200);
    const moved = await list(owner, { 'if-none-match': etag });
    expect(moved.status).toBe(200);
    const [placed] = (await moved.json()) as Array<{ location: { lat: number; lon: number } | null }>;
    expect(placed?.location).toMatchObject({ lat: 43.6427, lon: -79.387 });
    const movedTag = moved.headers.get('etag') as string;
    expect(movedTag).not.toBe(etag);
    expect((await list(owner, { 'if-none-match': movedTag })).status).toBe(304);

    // A rename, compressed as a browser asks for it: the new name, not the kept list.
    const renamed = await fetch(`${server.url}/api/device/${device.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Van 2' }),
    });
    expect(renamed.status).toBe(200);
    const edited = await list(owner, { 'if-none-match': movedTag, 'accept-encoding': 'br, gzip' });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('content-encoding')).toBe('br');
    expect(((await edited.json()) as Array<{ name: string }>).map((d) => d.name)).toEqual(['Van 2']);
    const editedTag = edited.headers.get('etag') as string;
    expect(editedTag).not.toBe(movedTag);
    // The same list in gzip and uncompressed carries the same tag.
    const gz = await list(owner, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toBe(editedTag);
    expect(((await gz.json()) as Array<{ name: string }>)[0]?.name).toBe('Van 2');
  });

  it("never matches another organisation's tag, even when both lists are empty", async () => {
    const a = await signUp();
    const b = await signUp();
    const tagA = (await list(a)).headers.get('etag') as string;
    const res = await list(b, { 'if-none-match': tagA });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get('etag')).not.toBe(tagA);
  });

  it("answers another organisation's member 404 whatever tag it sends", async () => {
    const ownTag = (await list(owner)).headers.get('etag') as string;
    const res = await fetch(`${server.url}/api/organisation/${owner.organisationId}/devices`, {
      headers: { authorization: `Bearer ${other.token}`, 'if-none-match': ownTag },
    });
    expect(res.status).toBe(404);
  });

  it('answers a device added by another path (a delete too) with a new list', async () => {
    const before = await list(other);
    const tag = before.headers.get('etag') as string;
    const { device } = await addSelfHosted(other, 'Forklift');
    const added = await list(other, { 'if-none-match': tag });
    expect(added.status).toBe(200);
    expect(((await added.json()) as Array<{ name: string }>).map((d) => d.name)).toEqual(['Forklift']);
    const deleted = await fetch(`${server.url}/api/device/${device.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmName: 'Forklift' }),
    });
    expect(deleted.status).toBe(204);
    const gone = await list(other, { 'if-none-match': added.headers.get('etag') as string });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual([]);
  });
});
