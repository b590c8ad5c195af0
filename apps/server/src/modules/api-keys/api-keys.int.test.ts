import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Issue 17: personal API keys reach one organisation, with a role no higher than their
// creator's (then or now), stop at once when revoked or expired, and never reach another
// organisation, whatever else their creator may do there.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let olive: Person;
let max: Person;
let vic: Person;
let otto: Person;
let orgA: string;

const keyFor = async (by: Person, role: string, organisationId = orgA, name = `${role} script`) => {
  const res = await api.call(`/organisation/${organisationId}/api-keys`, {
    token: by.token,
    body: { name, role, expiresInDays: 30 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; key: string; prefix: string };
};
const devices = (key: string, organisationId = orgA) =>
  api.call(`/organisation/${organisationId}/devices`, { token: key });
const addPhone = (key: string, organisationId = orgA) =>
  api.call('/device/self-host', { token: key, body: { organisationId, name: 'Script phone' } });

beforeAll(async () => {
  server = await startTestServer({
    API_KEY_ENABLED: 'true',
    SELF_HOST: 'true',
    ORGANISATION_ENABLED: 'true',
  });
  api = testApi(server);
  ({ olive, max, vic, otto, orgId: orgA } = await api.signUpCast());
  // Olive is also an admin of Otto's organisation: her keys for A must still never reach it.
  const invited = await api.call(`/organisation/${otto.organisationId}/members`, {
    token: otto.token,
    body: { email: olive.email, role: 'admin' },
  });
  expect(invited.status).toBe(201);
  await api.verifyEmail(olive);
  await api.acceptInvitation(olive, otto.organisationId);
});
afterAll(() => server.close());

describe('personal API keys', () => {
  it('are shown once, stored hashed, listed with their last use, and work as a bearer or X-API-Key', async () => {
    const created = await keyFor(olive, 'admin');
    expect(created.key).toMatch(/^pk_/);
    const stored = await server.handle.pool.query('select key_hash from api_keys where id = $1', [
      created.id,
    ]);
    expect(stored.rows[0].key_hash).not.toContain(created.key.slice(3));

    expect((await devices(created.key)).status).toBe(200);
    const byHeader = await fetch(`${server.url}/api/organisation/${orgA}/devices`, {
      headers: { 'x-api-key': created.key },
    });
    expect(byHeader.status).toBe(200);

    const list = await api.call(`/organisation/${orgA}/api-keys`, { token: olive.token });
    const listed = list.body.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'admin script', role: 'admin', mine: true, revokedAt: null });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(created.key);
  });

  it('cannot be given a role above its creator’s, nor owner', async () => {
    const tooHigh = await api.call(`/organisation/${orgA}/api-keys`, {
      token: max.token,
      body: { name: 'Escalation', role: 'admin', expiresInDays: 30 },
    });
    expect(tooHigh.status).toBe(403);
    expect(messageOf(tooHigh)).toBe('A key cannot have more rights than you: you are a member');
    const owner = await api.call(`/organisation/${orgA}/api-keys`, {
      token: olive.token,
      body: { name: 'Owner', role: 'owner', expiresInDays: 30 },
    });
    expect(owner.status).toBe(400);
  });

  it('act with the key’s role, not the person’s', async () => {
    const viewer = await keyFor(olive, 'viewer');
    expect((await devices(viewer.key)).status).toBe(200);
    expect((await addPhone(viewer.key)).status).toBe(403);
    const member = await keyFor(olive, 'member');
    expect((await addPhone(member.key)).status).toBe(201);
    const patch = await api.call(`/organisation/${orgA}`, {
      method: 'PATCH',
      token: member.key,
      body: { name: 'Renamed by a script' },
    });
    expect(patch.status).toBe(403);
  });

  it('follow their creator: demoted, the key loses the role; removed, it reaches nothing', async () => {
    const member = await keyFor(max, 'member');
    expect((await addPhone(member.key)).status).toBe(201);
    const demote = await api.call(`/organisation/${orgA}/members/${max.userId}`, {
      method: 'PATCH',
      token: olive.token,
      body: { role: 'viewer' },
    });
    expect(demote.status).toBe(200);
    expect((await addPhone(member.key)).status).toBe(403);
    expect((await devices(member.key)).status).toBe(200);
    const removed = await api.call(`/organisation/${orgA}/members/${max.userId}`, {
      method: 'DELETE',
      token: olive.token,
    });
    expect(removed.status).toBe(204);
    expect((await devices(member.key)).status).toBe(404);
  });

  it('never reach another organisation, even one their creator administers', async () => {
    const admin = await keyFor(olive, 'admin');
    expect(
      (await api.call(`/organisation/${otto.organisationId}/devices`, { token: olive.token })).status,
    ).toBe(200);
    const foreign = await devices(admin.key, otto.organisationId);
    expect(foreign.status).toBe(404);
    expect((await addPhone(admin.key, otto.organisationId)).status).toBe(404);
    const organisations = await api.call('/organisation', { token: admin.key });
    expect(organisations.body.map((o: { id: string }) => o.id)).toEqual([orgA]);
  });

  it('stop at once when revoked or expired', async () => {
    const revoked = await keyFor(olive, 'viewer');
    expect((await devices(revoked.key)).status).toBe(200);
    expect((await api.call(`/api-key/${revoked.id}`, { method: 'DELETE', token: olive.token })).status).toBe(
      204,
    );
    const afterRevoke = await devices(revoked.key);
    expect(afterRevoke.status).toBe(401);
    expect(messageOf(afterRevoke)).toBe('This API key was revoked');

    const expiring = await keyFor(olive, 'viewer');
    expect((await devices(expiring.key)).status).toBe(200);
    await server.handle.pool.query(
      `update api_keys set expires_at = now() - interval '1 second' where id = $1`,
      [expiring.id],
    );
    const afterExpiry = await devices(expiring.key);
    expect(afterExpiry.status).toBe(401);
    expect(messageOf(afterExpiry)).toBe('This API key has expired: create a new one');
  });

  it('cannot manage keys or the person’s account', async () => {
    const admin = await keyFor(olive, 'admin');
    const mint = await api.call(`/organisation/${orgA}/api-keys`, {
      token: admin.key,
      body: { name: 'Minted', role: 'admin', expiresInDays: 365 },
    });
    expect(mint.status).toBe(403);
    const settings = await api.call('/user/settings', {
      method: 'PATCH',
      token: admin.key,
      body: { theme: 'dark' },
    });
    expect(settings.status).toBe(403);
  });

  it("are listed to their owner; an admin sees and may revoke everyone's, others get 404", async () => {
    const vics = await keyFor(vic, 'viewer');
    const vicList = await api.call(`/organisation/${orgA}/api-keys`, { token: vic.token });
    expect(vicList.body.map((k: { id: string }) => k.id)).toEqual([vics.id]);
    const olives = await keyFor(olive, 'viewer');
    expect((await api.call(`/api-key/${olives.id}`, { method: 'DELETE', token: vic.token })).status).toBe(
      404,
    );
    const adminList = await api.call(`/organisation/${orgA}/api-keys`, { token: olive.token });
    expect(adminList.body.find((k: { id: string }) => k.id === vics.id)).toMatchObject({ mine: false });
    expect((await api.call(`/api-key/${vics.id}`, { method: 'DELETE', token: olive.token })).status).toBe(
      204,
    );
    expect((await devices(vics.key)).status).toBe(401);
  });

  it('refuse keys the name rules refuse, and an expiry out of range', async () => {
    for (const body of [
      { name: '', role: 'viewer', expiresInDays: 30 },
      { name: 'a\u202Eb', role: 'viewer', expiresInDays: 30 },
      { name: 'Ok', role: 'viewer', expiresInDays: 0 },
      { name: 'Ok', role: 'viewer', expiresInDays: 366 },
    ]) {
      const res = await api.call(`/organisation/${orgA}/api-keys`, { token: olive.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('with api_key_enabled off', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({});
  });
  afterAll(() => off.close());

  it('keys can be neither made nor used', async () => {
    const offApi = testApi(off);
    const person = await offApi.signUp('Pat');
    const made = await offApi.call(`/organisation/${person.organisationId}/api-keys`, {
      token: person.token,
      body: { name: 'Script', role: 'viewer', expiresInDays: 30 },
    });
    expect(made.status).toBe(403);
    expect(messageOf(made)).toBe('Personal API keys are turned off on this server');
    const used = await offApi.call(`/organisation/${person.organisationId}/devices`, {
      token: 'pk_anything',
    });
    expect(used.status).toBe(401);
  });
});
