import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/server.ts';
import type { ActionEngine } from '../action/engine/engine.ts';
import { waitFor } from '../action/test-helpers.ts';
import {
  addContact,
  feed,
  freezerAlert,
  type IncidentStack,
  incident,
  incidentsOf,
  setUpOrganisation,
  startIncidentStack,
} from './test/helpers.ts';

// Issue 30 item 3 on a controlled clock: escalation steps, quiet hours, the dry run; and the
// validation of the new fields through the shared schemas. The clock runs years ahead of the
// machine's, so the test server's own engine never finds an escalation due.
let stack: IncidentStack;
let server: TestServer;
let engine: ActionEngine;
let clock = new Date('2032-03-10T15:00:00Z'); // 11:00 in Toronto (the deployment's zone)
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  stack = await startIncidentStack({ TZ: 'America/Toronto' }, () => clock);
  ({ server, engine } = stack);
});
afterAll(() => stack.close());

const mailsTo = (address: string) => stack.smtp.mails.filter((m) => m.to.includes(address));

describe('escalation', () => {
  it('tells the next step after N minutes unacknowledged, skips quiet hours and moves on, as the dry run says', async () => {
    const org = await setUpOrganisation(server, 'Esme');
    const boss = await addContact(org, 'Esme boss');
    const sleeper = await addContact(org, 'Esme sleeper', { quietStart: '08:00', quietEnd: '18:00' });
    const owner = await addContact(org, 'Esme owner');
    const id = await freezerAlert(org, engine, {
      escalation: [
        { afterMinutes: 10, contactIds: [boss] },
        { afterMinutes: 5, contactIds: [sleeper] },
        { afterMinutes: 5, contactIds: [owner] },
      ],
    });
    const preview = await org.api.call(`/action/${id}/escalation-preview?at=${clock.toISOString()}`, {
      token: org.owner.token,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const steps = preview.body.steps as Array<{
      at: string;
      contacts: Array<{ name: string; skipped: boolean }>;
    }>;
    expect(
      steps.map((s) => [
        s.at.slice(11, 16),
        s.contacts.map((c) => `${c.name}${c.skipped ? ' (skipped)' : ''}`),
      ]),
    ).toEqual([
      ['15:00', ['Esme night shift']],
      ['15:10', ['Esme boss']],
      ['15:15', ['Esme sleeper (skipped)']],
      ['15:15', ['Esme owner']], // nobody to tell in the step before: at once
    ]);

    await feed(engine, org, 0, clock);
    const [open] = (await incidentsOf(org)).items;
    expect(open?.nextEscalationAt).toBe(new Date(clock.getTime() + 10 * 60_000).toISOString());
    advance(9);
    expect(await engine.checkEscalations()).toBe(0);
    advance(1);
    expect(await engine.checkEscalations()).toBe(1);
    await waitFor(async () => mailsTo('esme.boss@example.com').length === 1);
    // Twice at the same minute (two processes, or a retry): told once.
    expect(await engine.checkEscalations()).toBe(0);
    advance(5);
    expect(await engine.checkEscalations()).toBe(1);
    await waitFor(async () => mailsTo('esme.owner@example.com').length === 1);
    expect(mailsTo('esme.sleeper@example.com')).toHaveLength(0);
    expect(mailsTo('esme.owner@example.com')[0]?.data).toContain(
      'Subject: Not yet acknowledged: Freezer too warm',
    );
    const after = await incident(org, open?.id as string);
    expect(after).toMatchObject({ escalationStep: 3, nextEscalationAt: null, state: 'open' });
    expect(after.events.map((e) => `${e.kind}${e.step === null ? '' : ` ${e.step}`}`)).toEqual([
      'opened',
      'notified 0',
      'escalated 1',
      'notified 1',
      'escalated 2',
      'skipped 2',
      'notified 3',
    ]);
  });

  it('stops at the first acknowledgement', async () => {
    const org = await setUpOrganisation(server, 'Stan');
    const boss = await addContact(org, 'Stan boss');
    await freezerAlert(org, engine, { escalation: [{ afterMinutes: 10, contactIds: [boss] }] });
    await feed(engine, org, 0, clock);
    const [open] = (await incidentsOf(org)).items;
    const acked = await org.api.call(`/incident/${open?.id}/acknowledge`, {
      token: org.owner.token,
      body: {},
    });
    expect(acked.body.nextEscalationAt).toBeNull();
    advance(30);
    expect(await engine.checkEscalations()).toBe(0);
    expect(mailsTo('stan.boss@example.com')).toHaveLength(0);
  });
});

describe('the new fields are checked by the shared schemas, with a clear message', () => {
  it('refuses a clear threshold on the wrong side, a contact in two steps, half quiet hours and bad incident changes', async () => {
    const org = await setUpOrganisation(server, 'Vera');
    const call = (path: string, body: unknown, method = 'POST') =>
      org.api.call(path, { token: org.owner.token, body, method });
    const action = {
      organisationId: org.organisationId,
      name: 'Cold room',
      actionType: 'alert',
      alertType: 'temperature',
      comparison: 'above',
      threshold: 4,
      message: 'Warm',
      contactIds: [org.contactId],
      deviceIds: [org.deviceId],
      repeatMinutes: 5,
      repeatMode: 'close',
    };
    const wrongSide = await call('/action', { ...action, clearThreshold: 6 });
    expect(wrongSide.status).toBe(400);
    expect(wrongSide.body.error.message).toContain('The clear threshold must be at or below the threshold');
    const twice = await call('/action', {
      ...action,
      escalation: [{ afterMinutes: 5, contactIds: [org.contactId] }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toContain('A contact can be in one escalation step only');
    const tooLong = await call('/action', {
      ...action,
      escalation: [{ afterMinutes: 2000, contactIds: [org.contactId] }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toContain('Wait at most 1440 minutes');
    const half = await call('/contact', {
      organisationId: org.organisationId,
      name: 'Half quiet',
      email: 'half@example.com',
      phone: '+14165550123',
      contactMethod: 'email',
      quietStart: '22:00',
    });
    expect(half.status).toBe(400);
    expect(half.body.error.message).toContain('Give both ends of the quiet hours, or neither');

    const id = await freezerAlert(org, engine);
    await feed(engine, org, 0, clock);
    const [open] = (await incidentsOf(org, `?actionId=${id}`)).items;
    const path = `/incident/${open?.id}`;
    expect((await call(path, {}, 'PATCH')).body.error.message).toContain(
      'Give an assignee or notes to change',
    );
    const stranger = await call(path, { assigneeId: '00000000-0000-4000-8000-000000000000' }, 'PATCH');
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.message).toBe('assigneeId: The assignee must be a member of the organisation');
    expect((await call(path, { notes: 'x'.repeat(4001) }, 'PATCH')).status).toBe(400);
    expect(
      (await org.api.call('/organisation/x/incidents?state=lost', { token: org.owner.token })).status,
    ).toBe(400);
    const me = (await org.api.call(`/organisation/${org.organisationId}/members`, { token: org.owner.token }))
      .body;
    const ownerId = (me.members ?? me)[0]?.userId ?? (me.members ?? me)[0]?.id;
    const changed = await call(
      path,
      { assigneeId: ownerId, notes: 'Door left open by the delivery' },
      'PATCH',
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ assigneeId: ownerId, notes: 'Door left open by the delivery' });
    // (Stamped by the server's clock, years before the engine's: order by time would mislead here.)
    expect(changed.body.events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['assigned', 'noted']),
    );
  });
});
