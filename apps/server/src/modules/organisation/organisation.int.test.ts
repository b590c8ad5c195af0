import { organisationLogPageSchema, organisationSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// A second deployment with organisation_enabled off (the default).
let off: TestServer;
let flo: Person;
// Olive owns "Acme Tracking", where Ada is admin, Max member and Vic viewer; Otto is in none of it.
let olive: Person;
let ada: Person;
let max: Person;
let vic: Person;
let otto: Person;
let acmeId: string;

const acme = {
  name: 'Acme Tracking',
  address: '1 Front St W, Toronto',
  email: 'ops@acme.example',
  phone: '+1 416 555 0100',
};

beforeAll(async () => {
  [server, off] = await Promise.all([startTestServer({ ORGANISATION_ENABLED: 'true' }), startTestServer()]);
  api = testApi(server);
  [[olive, ada, max, vic, otto], flo] = await Promise.all([
    api.signUpEach(['Olive', 'Ada', 'Max', 'Vic', 'Otto']),
    testApi(off).signUp('Flo'),
  ]);
  const created = await api.call('/organisation', { token: olive.token, body: acme });
  acmeId = created.body.id;
  for (const [person, role] of [
    [ada, 'admin'],
    [max, 'member'],
    [vic, 'viewer'],
  ] as const) {
    await api.call(`/organisation/${acmeId}/members`, {
      token: olive.token,
      body: { email: person.email, role },
    });
    // An invitation is an offer: the person verifies their e-mail and accepts it.
    await api.verifyEmail(person);
    await api.acceptInvitation(person, acmeId);
  }
});
afterAll(() => Promise.all([server.close(), off.close()]));

const patch = (person: Person, id: string, body: unknown) =>
  api.call(`/organisation/${id}`, { method: 'PATCH', token: person.token, body });

describe('POST /api/organisation', () => {
  it('creates an organisation the caller owns, listed with their organisations', async () => {
    const list = await api.call('/organisation', { token: olive.token });
    const created = list.body.find((o: { id: string }) => o.id === acmeId);
    expect(organisationSchema.parse(created)).toMatchObject({
      ...acme,
      phone: '+14165550100',
      role: 'owner',
      center: { lat: 43.6532, lon: -79.3832 },
    });
    expect(list.body.map((o: { role: string }) => o.role)).toEqual(['owner', 'owner']);
  });

  it("answers 409 with the spec's message for a taken name, whatever its case", async () => {
    const res = await api.call('/organisation', {
      token: otto.token,
      body: { ...acme, name: 'ACME tracking' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'Organisation ACME tracking already exists',
    });
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await api.call('/organisation', {
      token: otto.token,
      body: { name: ' ', address: 'x', email: 'nope', phone: '4165550100' },
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('name: Name is required');
    expect(messageOf(res)).toContain('email: Invalid email address');
    expect(messageOf(res)).toContain('phone: Invalid phone number, please include country code (eg. +44)');
    const missing = await api.call('/organisation', { token: otto.token, body: { name: 'Lonely' } });
    expect(messageOf(missing)).toContain('address: Address is required');
  });

  it('refuses with 403 when the deployment turns organisations off', async () => {
    const res = await testApi(off).call('/organisation', { token: flo.token, body: acme });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message: 'Creating organisations is turned off' });
    // The first sign-in still gave them their own organisation.
    expect(flo.user.organisations).toHaveLength(1);
  });
});

describe('GET /api/organisation/:id', () => {
  it("answers the organisation with the caller's role, to any member", async () => {
    const res = await api.call(`/organisation/${acmeId}`, { token: vic.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: acmeId, name: acme.name, role: 'viewer' });
  });

  it('answers 404 to a member of another organisation, and for a malformed id', async () => {
    expect((await api.call(`/organisation/${acmeId}`, { token: otto.token })).status).toBe(404);
    expect((await api.call('/organisation/not-a-uuid', { token: olive.token })).status).toBe(404);
  });
});

describe('PATCH /api/organisation/:id', () => {
  it('lets an admin change the settings, leaving the rest as it was', async () => {
    const res = await patch(ada, acmeId, {
      hero: 'https://example.com/hero.jpg',
      zoom: 13,
      primaryColour: '#112233',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: acme.name,
      hero: 'https://example.com/hero.jpg',
      zoom: 13,
      primaryColour: '#112233',
      role: 'admin',
    });
  });

  it('refuses a member and a viewer (403), and answers 404 to an outsider', async () => {
    const member = await patch(max, acmeId, { zoom: 3 });
    expect(member.status).toBe(403);
    expect(messageOf(member)).toBe('This needs the admin role; you are a member');
    expect((await patch(vic, acmeId, { zoom: 3 })).status).toBe(403);
    expect((await patch(otto, acmeId, { zoom: 3 })).status).toBe(404);
  });

  it("answers 409 for another organisation's name and 400 with the spec's messages", async () => {
    const taken = (await api.call(`/organisation/${otto.organisationId}`, { token: otto.token })).body.name;
    const res = await patch(olive, acmeId, { name: taken.toUpperCase() });
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(`Organisation ${taken.toUpperCase()} already exists`);
    const bad = await patch(olive, acmeId, { phone: '555', email: '' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('Invalid phone number, please include country code (eg. +44)');
    expect(messageOf(bad)).toContain('Email is required');
  });

  // Issue 25 item 7: the hero is shown as an image link; a javascript: or data: URL is a script or
  // a document of the caller's choosing (WHATWG URL Standard: any scheme is a valid URL).
  it('takes only an http or https hero image', async () => {
    for (const hero of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const res = await patch(ada, acmeId, { hero });
      expect(res.status, hero).toBe(400);
      expect(messageOf(res)).toContain('Must be an http or https link like https://example.com/hero.jpg');
    }
    // (An https hero is taken: the first test of this block saves one.)
    expect((await api.call(`/organisation/${acmeId}`, { token: ada.token })).body.hero).toBe(
      'https://example.com/hero.jpg',
    );
  });
});

describe('GET /api/organisation/:id/logs', () => {
  it('pages the log newest first, with who did what to which object', async () => {
    const first = await api.call(`/organisation/${acmeId}/logs?page=1&pageSize=2`, { token: ada.token });
    expect(first.status).toBe(200);
    const page1 = organisationLogPageSchema.parse(first.body);
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]).toMatchObject({
      action: 'update',
      objectType: 'organisation',
      objectId: acmeId,
      user: { id: ada.userId, email: ada.email, name: 'Ada' },
    });
    const all = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${acmeId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    expect(all.total).toBe(all.items.length);
    expect(all.items.slice(0, 2)).toEqual(page1.items);
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Oldest first: the creation, then the three members invited and joining.
    expect([...all.items].reverse().map((i) => [i.action, i.objectType])).toEqual([
      ['create', 'organisation'],
      ['invite', 'invitation'],
      ['add', 'member'],
      ['invite', 'invitation'],
      ['add', 'member'],
      ['invite', 'invitation'],
      ['add', 'member'],
      ['update', 'organisation'],
    ]);
    const second = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${acmeId}/logs?page=2&pageSize=2`, { token: olive.token })).body,
    );
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
  });

  it('logs the ingest-key changes too', async () => {
    const key = await api.call(`/organisation/${acmeId}/ingest-keys`, {
      token: ada.token,
      body: { name: 'The Things Stack' },
    });
    expect(key.status).toBe(201);
    expect(
      (await api.call(`/ingest-key/${key.body.id}`, { method: 'DELETE', token: ada.token })).status,
    ).toBe(204);
    const log = (await api.call(`/organisation/${acmeId}/logs?pageSize=2`, { token: ada.token })).body;
    expect(
      log.items.map((i: { action: string; objectType: string; details: unknown }) => [
        i.action,
        i.objectType,
        i.details,
      ]),
    ).toEqual([
      ['revoke', 'ingest_key', { name: 'The Things Stack' }],
      ['create', 'ingest_key', { name: 'The Things Stack' }],
    ]);
  });

  it('logs only the fields an edit changed: the settings form sends them all', async () => {
    const {
      role: _role,
      id: _id,
      deviceLimit: _limit,
      ...settings
    } = organisationSchema.parse((await api.call(`/organisation/${acmeId}`, { token: olive.token })).body);
    const latest = async () =>
      organisationLogPageSchema.parse(
        (await api.call(`/organisation/${acmeId}/logs?pageSize=1`, { token: olive.token })).body,
      ).items[0];
    expect((await patch(olive, acmeId, { ...settings, phone: '+1 416 555 0199' })).status).toBe(200);
    const edit = await latest();
    expect(edit).toMatchObject({
      action: 'update',
      objectType: 'organisation',
      details: { name: acme.name, fields: ['phone'] },
    });
    // Saving the form again without a change leaves no row.
    expect((await patch(olive, acmeId, { ...settings, phone: '+1 416 555 0199' })).status).toBe(200);
    expect((await latest())?.id).toBe(edit?.id);
  });

  it('refuses a member (403) and an outsider (404), and validates the paging', async () => {
    expect((await api.call(`/organisation/${acmeId}/logs`, { token: max.token })).status).toBe(403);
    expect((await api.call(`/organisation/${acmeId}/logs`, { token: otto.token })).status).toBe(404);
    const bad = await api.call(`/organisation/${acmeId}/logs?pageSize=0`, { token: olive.token });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('pageSize');
  });
});

describe('DELETE /api/organisation/:id', () => {
  const remove = (person: Person, id: string, confirmName: string) =>
    api.call(`/organisation/${id}`, { method: 'DELETE', token: person.token, body: { confirmName } });

  it('refuses an admin (403) and an outsider (404)', async () => {
    const admin = await remove(ada, acmeId, acme.name);
    expect(admin.status).toBe(403);
    expect(messageOf(admin)).toBe('This needs the owner role; you are an admin');
    expect((await remove(otto, acmeId, acme.name)).status).toBe(404);
  });

  it('needs the name typed to confirm', async () => {
    const res = await remove(olive, acmeId, 'acme tracking');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: 'Type the organisation name to confirm' });
    const missing = await api.call(`/organisation/${acmeId}`, {
      method: 'DELETE',
      token: olive.token,
      body: {},
    });
    expect(missing.status).toBe(400);
  });

  it('deletes the organisation and everything of it', async () => {
    await api.call('/contact', {
      token: max.token,
      body: {
        organisationId: acmeId,
        name: 'Night desk',
        email: 'n@acme.example',
        phone: '+14165550199',
        contactMethod: 'sms',
      },
    });
    expect((await remove(olive, acmeId, acme.name)).status).toBe(204);
    expect((await api.call(`/organisation/${acmeId}`, { token: olive.token })).status).toBe(404);
    const left = await server.handle.pool.query(
      `select (select count(*) from memberships where organisation_id = $1) as members,
              (select count(*) from contacts where organisation_id = $1) as contacts,
              (select count(*) from organisation_logs where organisation_id = $1) as logs`,
      [acmeId],
    );
    expect(left.rows[0]).toEqual({ members: 0, contacts: 0, logs: 0 });
    const list = await api.call('/organisation', { token: max.token });
    expect(list.body.map((o: { id: string }) => o.id)).toEqual([max.organisationId]);
  });
});
