import { type Action, actionSavedSchema, actionSchema, organisationLogPageSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { setUpOrganisation } from './test-helpers.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// Olive owns the organisation under test, Max is a member and Vic a viewer; Otto has his own.
let olive: Person;
let max: Person;
let vic: Person;
let otto: Person;
let orgId: string;
let deviceId: string;
let contactId: string;
let ottosDevice: string;
let ottosAction: Action;

const freezer = () => ({
  organisationId: orgId,
  name: 'Freezer too warm',
  actionType: 'alert',
  alertType: 'temperature',
  comparison: 'above',
  threshold: -10,
  message: '{{device}} is at {{value}} ({{time}}) {{location}}',
  contactIds: [contactId],
  deviceIds: [deviceId],
  repeatMinutes: 30,
  repeatMode: 'close',
});
const create = (by: Person, body: Record<string, unknown>) => api.call('/action', { token: by.token, body });
const patch = (by: Person, id: string, body: unknown) =>
  api.call(`/action/${id}`, { method: 'PATCH', token: by.token, body });

beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' }); // setUpOrganisation adds a self-hosted device
  api = testApi(server);
  const olives = await setUpOrganisation(server, 'Olive');
  ({ owner: olive, organisationId: orgId, deviceId, contactId } = olives);
  [max, vic] = await api.signUpEach(['Max', 'Vic']);
  for (const [person, role] of [
    [max, 'member'],
    [vic, 'viewer'],
  ] as const) {
    await api.call(`/organisation/${orgId}/members`, {
      token: olive.token,
      body: { email: person.email, role },
    });
    await api.verifyEmail(person);
    await api.acceptInvitation(person, orgId);
  }
  const ottos = await setUpOrganisation(server, 'Otto');
  otto = ottos.owner;
  ottosDevice = ottos.deviceId;
  ottosAction = (
    await create(otto, {
      ...freezer(),
      organisationId: ottos.organisationId,
      contactIds: [ottos.contactId],
      deviceIds: [ottosDevice],
    })
  ).body;
});
afterAll(() => server.close());

describe('POST /api/action', () => {
  it('lets a member add an alert; fields that do not apply are cleared', async () => {
    const res = await create(max, {
      ...freezer(),
      webhookUrl: 'https://example.com/x',
      forwardHeaders: { a: 'b' },
    });
    expect(res.status).toBe(201);
    const action = actionSavedSchema.parse(res.body);
    expect(action).toMatchObject({
      organisationId: orgId,
      actionType: 'alert',
      alertType: 'temperature',
      threshold: -10,
      contactIds: [contactId],
      deviceIds: [deviceId],
      webhookUrl: null,
      forwardHeaders: {},
      hasWebhookSecret: false,
      enabled: true,
      timesTriggered: 0,
      lastTriggeredAt: null,
    });
    expect(action.webhookSecret).toBeUndefined();
  });

  it('answers a webhook with its signing secret once', async () => {
    const res = await create(max, {
      organisationId: orgId,
      name: 'Door to the ERP',
      actionType: 'webhook',
      alertType: 'door_open',
      webhookUrl: 'https://erp.example.com/hooks/door',
      webhookMethod: 'PUT',
      deviceIds: [deviceId],
      repeatMinutes: 1,
      repeatMode: 'open',
    });
    expect(res.status).toBe(201);
    expect(res.body.webhookSecret).toMatch(/^whsec_/);
    expect(res.body.hasWebhookSecret).toBe(true);
    const again = await api.call(`/action/${res.body.id}`, { token: olive.token });
    expect(again.body.hasWebhookSecret).toBe(true);
    expect(JSON.stringify(again.body)).not.toContain('whsec_');
  });

  it('adds a forward with headers given as JSON text', async () => {
    const res = await create(max, {
      organisationId: orgId,
      name: 'To the data lake',
      actionType: 'forward',
      forwardUrl: 'https://lake.example.com/in',
      forwardHeaders: '{"Authorization": "Bearer abc"}',
      deviceIds: [deviceId],
    });
    expect(res.status).toBe(201);
    // Saved, the value is never shown again: a member sees the header's name only.
    expect(res.body).toMatchObject({ forwardHeaders: { Authorization: '••••' }, alertType: null });
    const bad = await create(max, { ...res.body, organisationId: orgId, forwardHeaders: '{"a": 1}' });
    expect(messageOf(bad)).toContain('forwardHeaders: Headers must be a JSON object of strings');
  });

  it("answers 400 with the spec's messages", async () => {
    const none = await create(max, { ...freezer(), deviceIds: [], contactIds: [] });
    expect(none.status).toBe(400);
    expect(messageOf(none)).toContain('deviceIds: at least one device must be selected');
    expect(messageOf(none)).toContain('contactIds: at least one contact must be selected');
    const empty = await create(max, {
      organisationId: orgId,
      name: '',
      actionType: 'alert',
      deviceIds: [deviceId],
    });
    for (const m of ['Name is required']) expect(messageOf(empty)).toContain(m);
    const blank = await create(max, {
      organisationId: orgId,
      name: 'x',
      actionType: 'alert',
      deviceIds: [deviceId],
    });
    for (const m of [
      'Alert type is required',
      'Message is required',
      'Open/close is required',
      'Open/close time is required',
    ])
      expect(messageOf(blank)).toContain(m);
    const temp = await create(max, { ...freezer(), threshold: undefined, comparison: undefined });
    expect(messageOf(temp)).toContain('Threshold is required');
    expect(messageOf(temp)).toContain('Above/below is required');
    const fence = await create(max, { ...freezer(), alertType: 'geofence_exit' });
    expect(messageOf(fence)).toContain('Geofence is required');
    const hook = await create(max, { ...freezer(), actionType: 'webhook', webhookUrl: 'ftp://x' });
    expect(messageOf(hook)).toContain('webhookUrl: Must be an http or https URL');
    expect(messageOf(hook)).toContain('Webhook method is required');
    const window = await create(max, { ...freezer(), windowStart: '22:00' });
    expect(messageOf(window)).toContain('End time is required');
  });

  it('refuses a time between alerts under a minute (it would alert on every uplink)', async () => {
    const res = await create(max, { ...freezer(), repeatMinutes: 0 });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('repeatMinutes: Time between alerts must be at least 1 minute');
    const ok = await create(max, { ...freezer(), name: 'Every minute', repeatMinutes: 1 });
    expect(ok.status).toBe(201);
    await api.call(`/action/${ok.body.id}`, { method: 'DELETE', token: max.token });
  });

  it('refuses webhook and forward URLs the send-time guard would refuse, naming the field', async () => {
    const hook = (webhookUrl: string) =>
      create(max, {
        organisationId: orgId,
        name: 'Inside job',
        actionType: 'webhook',
        alertType: 'button',
        webhookUrl,
        webhookMethod: 'POST',
        deviceIds: [deviceId],
        repeatMinutes: 5,
        repeatMode: 'close',
      });
    for (const [url, problem] of [
      ['http://127.0.0.1/hook', 'must not point to a loopback address'],
      ['http://2130706433/hook', 'must not point to a loopback address'],
      ['http://[::1]/hook', 'must not point to a loopback address'],
      ['http://10.1.2.3/hook', 'must not point to a private address'],
      ['http://100.64.0.1/hook', 'must not point to a carrier-grade NAT address'],
      ['http://169.254.169.254/latest/meta-data/', 'must not point to a cloud metadata address'],
      ['http://169.254.1.1/hook', 'must not point to a link-local address'],
      // localhost means this machine whatever a resolver answers (RFC 6761 section 6.3).
      ['http://localhost/hook', 'must not point to a loopback address (localhost is'],
      ['https://hooks.example.com:22/x', 'must use port 80, 443, 8080 or 8443'],
    ]) {
      const res = await hook(url as string);
      expect(res.status, url).toBe(400);
      expect(messageOf(res), url).toContain(`webhookUrl: Webhook URL ${problem}`);
    }
    for (const url of ['https://hooks.example.com:8443/x', 'http://93.184.215.14:8080/x']) {
      const ok = await hook(url);
      expect(ok.status, url).toBe(201);
      await api.call(`/action/${ok.body.id}`, { method: 'DELETE', token: max.token });
    }
    const forward = await create(max, {
      organisationId: orgId,
      name: 'Lake at home',
      actionType: 'forward',
      forwardUrl: 'http://192.168.1.10/in',
      deviceIds: [deviceId],
    });
    expect(forward.status).toBe(400);
    expect(messageOf(forward)).toContain('forwardUrl: Forward URL must not point to a private address');
  });

  it("refuses another organisation's device or contact, a viewer (403) and an outsider (404)", async () => {
    const foreign = await create(max, { ...freezer(), deviceIds: [deviceId, ottosDevice] });
    expect(foreign.status).toBe(400);
    expect(messageOf(foreign)).toContain('Error assigning action');
    expect((await create(vic, freezer())).status).toBe(403);
    expect((await create(otto, freezer())).status).toBe(404);
  });
});

describe('GET /api/action/:id', () => {
  it("with an organisation's id, answers its actions as a list to a viewer (spec 7)", async () => {
    const res = await api.call(`/action/${orgId}`, { token: vic.token });
    expect(res.status).toBe(200);
    const list = res.body.map((a: unknown) => actionSchema.parse(a)) as Action[];
    expect(list.map((a) => a.name)).toEqual(['Door to the ERP', 'Freezer too warm', 'To the data lake']);
    expect(list.every((a) => a.organisationId === orgId)).toBe(true);
    expect((await api.call(`/action/${orgId}`, { token: otto.token })).status).toBe(404);
  });

  it("with an action's id, answers the action to a viewer; 404 across organisations", async () => {
    const [first] = (await api.call(`/action/${orgId}`, { token: vic.token })).body as Action[];
    expect((await api.call(`/action/${first?.id}`, { token: vic.token })).body).toEqual(first);
    const outsider = await api.call(`/action/${first?.id}`, { token: otto.token });
    expect(outsider.status).toBe(404);
    expect(messageOf(outsider)).toBe('Action not found');
    expect((await api.call(`/action/${ottosAction.id}`, { token: olive.token })).status).toBe(404);
    expect((await api.call('/action/nope', { token: olive.token })).status).toBe(404);
  });
});

describe('PATCH and DELETE /api/action/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(olive, { ...freezer(), name: 'Cold room' })).body.id;
  });

  it('lets a member change some fields, checking the result as a whole', async () => {
    const res = await patch(max, id, {
      threshold: 8,
      repeatMode: 'open',
      windowStart: '22:00',
      windowEnd: '06:00',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      threshold: 8,
      repeatMode: 'open',
      windowStart: '22:00',
      name: 'Cold room',
    });
    const bad = await patch(max, id, { alertType: 'battery', threshold: 150 });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('Threshold must be between 0 and 100 %');
    const noDevice = await patch(max, id, { deviceIds: [] });
    expect(messageOf(noDevice)).toContain('at least one device must be selected');
  });

  it('turning an alert into a webhook makes and shows its secret once', async () => {
    const res = await patch(max, id, {
      actionType: 'webhook',
      webhookUrl: 'https://x.example.com',
      webhookMethod: 'POST',
    });
    expect(res.status).toBe(200);
    expect(res.body.webhookSecret).toMatch(/^whsec_/);
    expect(res.body.contactIds).toEqual([]);
    const again = await patch(max, id, { name: 'Cold room hook' });
    expect(again.body.webhookSecret).toBeUndefined();
    expect(again.body.hasWebhookSecret).toBe(true);
  });

  it('switches an action off and on', async () => {
    const off = await api.call(`/action/${id}/enabled`, {
      method: 'PATCH',
      token: max.token,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.enabled).toBe(false);
    const viewer = await api.call(`/action/${id}/enabled`, {
      method: 'PATCH',
      token: vic.token,
      body: { enabled: true },
    });
    expect(viewer.status).toBe(403);
  });

  it('refuses a viewer (403) and an outsider (404)', async () => {
    expect((await patch(vic, id, { name: 'Mine' })).status).toBe(403);
    expect((await patch(otto, id, { name: 'Mine' })).status).toBe(404);
    expect((await patch(olive, ottosAction.id, { name: 'Mine' })).status).toBe(404);
    expect((await api.call(`/action/${id}`, { method: 'DELETE', token: vic.token })).status).toBe(403);
    expect((await api.call(`/action/${id}`, { method: 'DELETE', token: otto.token })).status).toBe(404);
  });

  it('deletes for a member', async () => {
    expect((await api.call(`/action/${id}`, { method: 'DELETE', token: max.token })).status).toBe(204);
    expect((await api.call(`/action/${id}`, { token: olive.token })).status).toBe(404);
    expect((await api.call(`/action/${id}`, { method: 'DELETE', token: max.token })).status).toBe(404);
  });

  it('leaves a log row for every change', async () => {
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    const rows = log.items.filter((i) => i.objectType === 'action').map((i) => [i.action, i.details.name]);
    expect(rows.slice(0, 5)).toEqual([
      ['delete', 'Cold room hook'],
      ['disable', 'Cold room hook'],
      ['update', 'Cold room hook'],
      ['update', 'Cold room'],
      ['update', 'Cold room'],
    ]);
    expect(rows).toContainEqual(['create', 'Door to the ERP']);
  });
});

describe('logs and outbox', () => {
  it("shows an action's log to a viewer; 404 to an outsider", async () => {
    const [first] = (await api.call(`/action/${orgId}`, { token: vic.token })).body as Action[];
    const res = await api.call(`/action/${first?.id}/logs?from=2020-01-01T00:00:00Z&page=1`, {
      token: vic.token,
    });
    expect(res).toEqual({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 50 } });
    expect((await api.call(`/action/${first?.id}/logs`, { token: otto.token })).status).toBe(404);
  });

  it('shows the outbox to admins only', async () => {
    expect((await api.call(`/organisation/${orgId}/outbox`, { token: olive.token })).body.items).toEqual([]);
    expect((await api.call(`/organisation/${orgId}/outbox`, { token: max.token })).status).toBe(403);
    expect((await api.call(`/organisation/${orgId}/outbox`, { token: otto.token })).status).toBe(404);
  });

  it('documents every route in OpenAPI', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/api/action',
      '/api/action/{id}',
      '/api/action/{id}/enabled',
      '/api/action/{id}/logs',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
    expect(doc.paths).toHaveProperty(['/api/organisation/{id}/outbox']);
  });
});

describe('forward headers (downstream credentials)', () => {
  let id: string;
  const stored = async () =>
    (
      await server.handle.db
        .selectFrom('actions')
        .select('forward_headers')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).forward_headers;
  beforeAll(async () => {
    const res = await create(max, {
      organisationId: orgId,
      name: 'To the warehouse',
      actionType: 'forward',
      forwardUrl: 'https://warehouse.example.com/in',
      forwardHeaders: { Authorization: 'Bearer sk_live_abcdef1234', 'X-Tenant': 'north' },
      deviceIds: [deviceId],
    });
    expect(res.status).toBe(201);
    id = res.body.id;
  });

  it('are shown masked to admins, as names to members, and not at all to viewers', async () => {
    const shown = async (person: Person) =>
      (await api.call(`/action/${id}`, { token: person.token })).body.forwardHeaders;
    expect(await shown(olive)).toEqual({ Authorization: 'Bearer ••••1234', 'X-Tenant': '••••' });
    expect(await shown(max)).toEqual({ Authorization: '••••', 'X-Tenant': '••••' });
    expect(await shown(vic)).toEqual({});
    const list = (await api.call(`/action/${orgId}`, { token: vic.token })).body as Action[];
    expect(JSON.stringify(list)).not.toContain('sk_live');
    expect(JSON.stringify((await api.call(`/action/${orgId}`, { token: olive.token })).body)).not.toContain(
      'sk_live',
    );
  });

  it('keep their stored value when a save sends the masked value back, and take a new one', async () => {
    const shown = (await api.call(`/action/${id}`, { token: olive.token })).body.forwardHeaders;
    const same = await patch(olive, id, { name: 'To the warehouse (EU)', forwardHeaders: shown });
    expect(same.status).toBe(200);
    expect(await stored()).toEqual({ Authorization: 'Bearer sk_live_abcdef1234', 'X-Tenant': 'north' });
    // A member's save of the whole action (headers as names only) keeps them too.
    const byMember = await patch(max, id, {
      forwardUrl: 'https://warehouse.example.com/v2',
      forwardHeaders: { Authorization: '••••', 'X-Tenant': '••••' },
    });
    expect(byMember.status).toBe(200);
    expect(await stored()).toEqual({ Authorization: 'Bearer sk_live_abcdef1234', 'X-Tenant': 'north' });
    const replaced = await patch(olive, id, {
      forwardHeaders: { Authorization: 'Bearer sk_live_zyxwvu9876', 'X-Tenant': '••••' },
    });
    expect(replaced.body.forwardHeaders).toEqual({ Authorization: 'Bearer ••••9876', 'X-Tenant': '••••' });
    expect(await stored()).toEqual({ Authorization: 'Bearer sk_live_zyxwvu9876', 'X-Tenant': 'north' });
    // A masked value with nothing stored behind it cannot be kept.
    const unknown = await patch(olive, id, { forwardHeaders: { 'X-Other': 'Bearer ••••1234' } });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toContain('forwardHeaders: Type the value of this header again (X-Other)');
    expect(await stored()).toEqual({ Authorization: 'Bearer sk_live_zyxwvu9876', 'X-Tenant': 'north' });
  });
});

describe('POST /api/action/:id/rotate-secret', () => {
  it("gives an admin a new webhook secret once; members, viewers, outsiders and non-webhooks can't", async () => {
    const hook = await create(max, {
      organisationId: orgId,
      name: 'Rotating hook',
      actionType: 'webhook',
      alertType: 'button',
      webhookUrl: 'https://erp.example.com/hooks/button',
      webhookMethod: 'POST',
      deviceIds: [deviceId],
      repeatMinutes: 5,
      repeatMode: 'close',
    });
    const rotate = (by: Person, id: string) =>
      api.call(`/action/${id}/rotate-secret`, { method: 'POST', token: by.token });
    expect((await rotate(max, hook.body.id)).status).toBe(403);
    expect((await rotate(vic, hook.body.id)).status).toBe(403);
    expect((await rotate(otto, hook.body.id)).status).toBe(404);
    const alert = (await api.call(`/action/${orgId}`, { token: olive.token })).body.find(
      (a: Action) => a.actionType === 'alert',
    );
    const notHook = await rotate(olive, alert.id);
    expect(notHook.status).toBe(400);
    expect(messageOf(notHook)).toBe('Only a webhook has a signing secret to rotate');

    const res = await rotate(olive, hook.body.id);
    expect(res.status).toBe(200);
    expect(res.body.webhookSecret).toMatch(/^whsec_/);
    expect(res.body.webhookSecret).not.toBe(hook.body.webhookSecret);
    const hours = (Date.parse(res.body.previousSecretValidUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const again = (await api.call(`/action/${hook.body.id}`, { token: olive.token })).body;
    expect(again.previousSecretValidUntil).toBe(res.body.previousSecretValidUntil);
    expect(JSON.stringify(again)).not.toContain('whsec_');
  });
});
