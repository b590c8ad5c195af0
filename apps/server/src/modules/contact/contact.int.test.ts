import { type Contact, contactSchema, organisationLogPageSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudCalls, messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// Olive owns the organisation under test, Max is a member of it and Vic a viewer; Otto has his own.
let olive: Person;
let max: Person;
let vic: Person;
let otto: Person;
let orgId: string;
let ottosContact: Contact;

const grace = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+44 7700 900123',
  contactMethod: 'both',
};
const { create, getOne, patch, remove, bulkDelete, notFoundOutside } = crudCalls('/contact', () => ({
  api,
  orgId,
}));

beforeAll(async () => {
  server = await startTestServer();
  api = testApi(server);
  ({ olive, max, vic, otto, orgId } = await api.signUpCast());
  ottosContact = (await create(otto, { ...grace, name: 'Otto desk' }, otto.organisationId)).body;
});
afterAll(() => server.close());

describe('POST /api/contact', () => {
  let created: Contact;

  it('lets a member add a contact, the phone kept in E.164', async () => {
    const res = await create(max, grace);
    expect(res.status).toBe(201);
    created = contactSchema.parse(res.body);
    expect(created).toMatchObject({ ...grace, phone: '+447700900123', organisationId: orgId });
  });

  it("answers 409 with the spec's message for a name the organisation has, whatever its case", async () => {
    const res = await create(olive, { ...grace, name: 'GRACE HOPPER' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'Contact GRACE HOPPER already exists' });
    // Another organisation may use the name.
    expect((await create(otto, grace, otto.organisationId)).status).toBe(201);
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await create(olive, {
      name: '',
      email: 'grace@',
      phone: '07700 900123',
      contactMethod: 'pigeon',
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('name: Name is required');
    expect(messageOf(res)).toContain('email: Invalid email address');
    expect(messageOf(res)).toContain('phone: Invalid phone number, please include country code (eg. +44)');
    expect(messageOf(res)).toContain('contactMethod');
    expect(messageOf(await create(olive, { ...grace, phone: '' }))).toContain('Phone is required');
  });

  it('refuses a viewer (403) and an outsider (404)', async () => {
    const viewer = await create(vic, { ...grace, name: 'Someone' });
    expect(viewer.status).toBe(403);
    expect(messageOf(viewer)).toBe('This needs the member role; you are a viewer');
    expect((await create(otto, { ...grace, name: 'Someone' })).status).toBe(404);
  });

  it('shows in GET /api/contact/organisation/:id to a viewer, sorted by name; 404 to an outsider', async () => {
    await create(olive, { ...grace, name: 'Alan Turing', contactMethod: 'email' });
    const res = await api.call(`/contact/organisation/${orgId}`, { token: vic.token });
    expect(res.status).toBe(200);
    expect(res.body.map((c: Contact) => contactSchema.parse(c).name)).toEqual([
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect((await api.call(`/contact/organisation/${orgId}`, { token: otto.token })).status).toBe(404);
  });

  it('shows in GET /api/contact/:id to a viewer; 404 to an outsider and for unknown ids', async () => {
    expect((await getOne(vic, created.id)).body).toEqual(created);
    expect(
      await notFoundOutside({ id: created.id, outsider: otto, othersId: ottosContact.id, member: olive }),
    ).toEqual({ statuses: [404, 404, 404, 404], message: 'Contact not found' });
  });
});

describe('PATCH /api/contact/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(olive, { ...grace, name: 'Edsger Dijkstra' })).body.id;
  });

  it('lets a member change some fields', async () => {
    const res = await patch(max, id, { contactMethod: 'sms', phone: '+1 (416) 555-0123' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Edsger Dijkstra',
      contactMethod: 'sms',
      phone: '+14165550123',
    });
    expect(res.body.updatedAt > res.body.createdAt).toBe(true);
  });

  it("answers 409 for a taken name and 400 with the spec's messages", async () => {
    const taken = await patch(max, id, { name: 'alan turing' });
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe('Contact alan turing already exists');
    const bad = await patch(max, id, { email: 'x' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('Invalid email address');
  });

  it('refuses a viewer (403) and an outsider (404)', async () => {
    expect((await patch(vic, id, { name: 'E. W. Dijkstra' })).status).toBe(403);
    expect((await patch(otto, id, { name: 'E. W. Dijkstra' })).status).toBe(404);
    expect((await patch(olive, ottosContact.id, { name: 'Mine now' })).status).toBe(404);
  });
});

describe('DELETE /api/contact/:id and POST /api/contact/bulk-delete', () => {
  it('deletes one contact for a member; refuses a viewer (403) and an outsider (404)', async () => {
    const id = (await create(olive, { ...grace, name: 'Barbara Liskov' })).body.id;
    expect((await remove(vic, id)).status).toBe(403);
    expect((await remove(otto, id)).status).toBe(404);
    expect((await remove(max, id)).status).toBe(204);
    expect((await api.call(`/contact/${id}`, { token: olive.token })).status).toBe(404);
    expect((await remove(max, id)).status).toBe(404);
  });

  it("deletes only the organisation's own contacts among the ids", async () => {
    const ids = await Promise.all(
      ['Ken Thompson', 'Dennis Ritchie'].map(
        async (name) => (await create(olive, { ...grace, name })).body.id,
      ),
    );
    const res = await bulkDelete(max, [...ids, ottosContact.id]);
    expect(res).toEqual({ status: 200, body: { deleted: 2 } });
    expect((await api.call(`/contact/${ottosContact.id}`, { token: otto.token })).status).toBe(200);
  });

  it('refuses a viewer (403) and an outsider (404), and validates the ids', async () => {
    expect((await bulkDelete(vic, [ottosContact.id])).status).toBe(403);
    expect((await bulkDelete(otto, [ottosContact.id])).status).toBe(404);
    const empty = await bulkDelete(olive, []);
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toContain('ids: Select at least one');
    expect((await bulkDelete(olive, ['nope'])).status).toBe(400);
  });

  it('leaves a log row for every change, newest first', async () => {
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    const rows = log.items.filter((i) => i.objectType === 'contact').map((i) => [i.action, i.details.name]);
    expect(rows.slice(0, 4)).toEqual([
      ['delete', expect.stringMatching(/Ken Thompson|Dennis Ritchie/)],
      ['delete', expect.stringMatching(/Ken Thompson|Dennis Ritchie/)],
      ['create', expect.stringMatching(/Ken Thompson|Dennis Ritchie/)],
      ['create', expect.stringMatching(/Ken Thompson|Dennis Ritchie/)],
    ]);
    expect(rows).toContainEqual(['update', 'Edsger Dijkstra']);
    expect(rows).toContainEqual(['delete', 'Barbara Liskov']);
    expect(rows.at(-1)).toEqual(['create', 'Grace Hopper']);
  });
});

describe('OpenAPI', () => {
  it('documents every route of organisations, members and contacts', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/api/organisation/{id}',
      '/api/organisation/{id}/members',
      '/api/organisation/{id}/members/{userId}',
      '/api/organisation/{id}/leave',
      '/api/organisation/{id}/invitations/{invitationId}',
      '/api/organisation/{id}/logs',
      '/api/contact',
      '/api/contact/{id}',
      '/api/contact/organisation/{id}',
      '/api/contact/bulk-delete',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
