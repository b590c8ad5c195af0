import { memberRoleSchema, membersResponseSchema, organisationLogPageSchema } from '@pinpoint/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { uniqueEmail } from '../../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { startSmtp, waitFor } from '../action/test-helpers.ts';

let server: TestServer;
let api: ReturnType<typeof testApi>;
// Olive owns the organisation under test; Ada is its admin, Max a member, Vic a viewer.
// Lee joins and leaves; Otto owns an organisation of his own and nothing else.
let olive: Person;
let ada: Person;
let max: Person;
let vic: Person;
let lee: Person;
let otto: Person;
let orgId: string;

const members = (path = '') => `/organisation/${orgId}/members${path}`;
const add = (by: Person, email: string, role: string, organisationId = orgId) =>
  api.call(`/organisation/${organisationId}/members`, { token: by.token, body: { email, role } });
const setRole = (by: Person, userId: string, role: string, organisationId = orgId) =>
  api.call(`/organisation/${organisationId}/members/${userId}`, {
    method: 'PATCH',
    token: by.token,
    body: { role },
  });
const remove = (by: Person, userId: string, organisationId = orgId) =>
  api.call(`/organisation/${organisationId}/members/${userId}`, { method: 'DELETE', token: by.token });
const leave = (by: Person, organisationId = orgId) =>
  api.call(`/organisation/${organisationId}/leave`, { method: 'POST', token: by.token });
/** `person` verifies their address once, then accepts the invitation to the organisation. */
const verified = new Set<string>();
const accept = async (person: Person, organisationId = orgId) => {
  if (!verified.has(person.email)) {
    await api.verifyEmail(person);
    verified.add(person.email);
  }
  return api.acceptInvitation(person, organisationId);
};
const myInvitations = (person: Person) => api.call('/user/invitations', { token: person.token });
const roleOf = async (person: Person, organisationId = orgId) =>
  (await api.call('/organisation', { token: person.token })).body.find(
    (o: { id: string }) => o.id === organisationId,
  )?.role;

beforeAll(async () => {
  server = await startTestServer();
  api = testApi(server);
  [olive, ada, max, vic, lee, otto] = await api.signUpEach(['Olive', 'Ada', 'Max', 'Vic', 'Lee', 'Otto']);
  orgId = olive.organisationId;
});
afterAll(() => server.close());

describe('POST /api/organisation/:id/members', () => {
  it('invites a known user, who joins only on accepting, matching the e-mail whatever its case', async () => {
    const res = await add(olive, ada.email.toUpperCase(), 'admin');
    expect(res).toEqual({ status: 201, body: { status: 'invited' } });
    expect(await roleOf(ada)).toBeUndefined();
    await accept(ada);
    expect(await roleOf(ada)).toBe('admin');
    expect((await add(ada, max.email, 'member')).body).toEqual({ status: 'invited' });
    expect((await add(ada, vic.email, 'viewer')).body).toEqual({ status: 'invited' });
    await accept(max);
    await accept(vic);
    expect(await roleOf(max)).toBe('member');
    expect(await roleOf(vic)).toBe('viewer');
  });

  it('answers the same for an e-mail with an account and one without, so nobody learns who has one', async () => {
    const known = await add(ada, otto.email, 'member');
    const unknown = await add(ada, uniqueEmail('nobody'), 'member');
    expect(known).toEqual({ status: 201, body: { status: 'invited' } });
    expect(unknown).toEqual(known);
    expect(await roleOf(otto)).toBeUndefined();
    // Otto never accepts: the offer stays pending until withdrawn.
    const list = membersResponseSchema.parse((await api.call(members(), { token: ada.token })).body);
    expect(list.invitations.find((i) => i.email === otto.email)).toMatchObject({
      role: 'member',
      invitedBy: 'Ada',
    });
    for (const offer of list.invitations) {
      await api.call(`/organisation/${orgId}/invitations/${offer.id}`, {
        method: 'DELETE',
        token: ada.token,
      });
    }
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await add(ada, 'not-an-email', 'member');
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('email: Invalid email address');
    expect((await add(ada, '', 'member')).body.error.message).toContain('Email is required');
    expect((await add(ada, uniqueEmail(), 'boss')).status).toBe(400);
  });

  it('refuses a member and a viewer (403), an outsider (404), and an admin granting owner (403)', async () => {
    const email = uniqueEmail('someone');
    const member = await add(max, email, 'viewer');
    expect(member.status).toBe(403);
    expect(messageOf(member)).toBe('This needs the admin role; you are a member');
    expect((await add(vic, email, 'viewer')).status).toBe(403);
    expect((await add(otto, email, 'viewer')).status).toBe(404);
    const owner = await add(ada, email, 'owner');
    expect(owner.status).toBe(403);
    expect(messageOf(owner)).toBe('Only an owner can grant or take away the owner role');
  });

  it('answers 409 for someone who already is a member', async () => {
    const res = await add(ada, max.email, 'viewer');
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(`${max.email} is already a member`);
  });
});

describe('invitations', () => {
  const newcomer = uniqueEmail('newcomer');

  it('stores an invitation for an unknown e-mail, listed with the members', async () => {
    expect(await add(ada, newcomer, 'member')).toEqual({ status: 201, body: { status: 'invited' } });
    const res = await api.call(members(), { token: vic.token });
    expect(res.status).toBe(200);
    const list = membersResponseSchema.parse(res.body);
    expect(list.members.map((m) => [m.email, m.role])).toEqual([
      [olive.email, 'owner'],
      [ada.email, 'admin'],
      [max.email, 'member'],
      [vic.email, 'viewer'],
    ]);
    expect(list.invitations).toEqual([
      {
        id: expect.any(String),
        email: newcomer,
        role: 'member',
        invitedBy: 'Ada',
        createdAt: expect.any(String),
      },
    ]);
  });

  let mallory: Person;
  it('is not taken by someone who signs up with the invited address without verifying it', async () => {
    mallory = await api.signUp('Mallory', newcomer.toUpperCase());
    // Signing in works unverified, with an organisation of their own only.
    expect(mallory.user.organisations).toEqual([
      { id: expect.not.stringMatching(orgId), name: "Mallory's organisation", role: 'owner' },
    ]);
    expect(await roleOf(mallory)).toBeUndefined();
    const mine = await myInvitations(mallory);
    expect(mine).toEqual({
      status: 200,
      body: { email: newcomer.toUpperCase(), emailVerified: false, canVerify: true, invitations: [] },
    });
    // Knowing the invitation's id does not help either.
    const list = membersResponseSchema.parse((await api.call(members(), { token: olive.token })).body);
    const invitation = list.invitations.find((i) => i.email === newcomer);
    expect(invitation).toBeDefined();
    const path = `/user/invitations/${invitation?.id}`;
    const tried = await api.call(`${path}/accept`, { method: 'POST', token: mallory.token });
    expect(tried.status).toBe(404);
    expect(messageOf(tried)).toBe('Invitation not found');
    expect((await api.call(`${path}/decline`, { method: 'POST', token: mallory.token })).status).toBe(404);
    // A new sign-in changes nothing either.
    expect((await api.signIn(mallory.token, mallory.email)).user.organisations).toHaveLength(1);
    expect(await roleOf(mallory)).toBeUndefined();
  });

  it('shows to the invitee once their address is verified, and joins them on accepting', async () => {
    await api.verifyEmail(mallory);
    const mine = await myInvitations(mallory);
    expect(mine.body).toEqual({
      email: newcomer.toUpperCase(),
      emailVerified: true,
      canVerify: false,
      invitations: [
        {
          id: expect.any(String),
          organisationId: orgId,
          organisationName: expect.any(String),
          role: 'member',
          invitedBy: 'Ada',
          createdAt: expect.any(String),
        },
      ],
    });
    const res = await api.call(`/user/invitations/${mine.body.invitations[0].id}/accept`, {
      method: 'POST',
      token: mallory.token,
    });
    expect(res).toEqual({
      status: 200,
      body: { organisationId: orgId, name: mine.body.invitations[0].organisationName, role: 'member' },
    });
    expect(await roleOf(mallory)).toBe('member');
    expect((await myInvitations(mallory)).body.invitations).toEqual([]);
    const list = membersResponseSchema.parse((await api.call(members(), { token: olive.token })).body);
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m) => m.userId)).toContain(mallory.userId);
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=1`, { token: olive.token })).body,
    );
    expect(log.items[0]).toMatchObject({
      action: 'add',
      objectType: 'member',
      objectId: mallory.userId,
      user: { id: mallory.userId },
    });
    await remove(ada, mallory.userId);
  });

  it('can be declined by the invitee: the offer is gone for both sides', async () => {
    const [dee] = await api.signUpEach(['Dee']);
    await api.verifyEmail(dee);
    await add(olive, dee.email, 'viewer');
    const [offer] = (await myInvitations(dee)).body.invitations;
    expect(offer).toMatchObject({ organisationId: orgId, role: 'viewer', invitedBy: 'Olive' });
    const path = `/user/invitations/${offer.id}`;
    expect((await api.call(`${path}/decline`, { method: 'POST', token: dee.token })).status).toBe(204);
    expect((await myInvitations(dee)).body.invitations).toEqual([]);
    const list = membersResponseSchema.parse((await api.call(members(), { token: olive.token })).body);
    expect(list.invitations.map((i) => i.email)).not.toContain(dee.email);
    expect((await api.call(`${path}/accept`, { method: 'POST', token: dee.token })).status).toBe(404);
    expect(await roleOf(dee)).toBeUndefined();
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=1`, { token: olive.token })).body,
    );
    expect(log.items[0]).toMatchObject({
      action: 'decline',
      objectType: 'invitation',
      user: { id: dee.userId },
      details: { email: dee.email, role: 'viewer' },
    });
  });

  it('is not found for anyone else, e.g. a member of another organisation (404), who cannot see or accept it', async () => {
    const [fay] = await api.signUpEach(['Fay']);
    await api.verifyEmail(fay);
    await api.verifyEmail(otto);
    verified.add(otto.email);
    await add(olive, fay.email, 'admin');
    const [offer] = (await myInvitations(fay)).body.invitations;
    expect((await myInvitations(otto)).body).toMatchObject({ emailVerified: true, invitations: [] });
    const path = `/user/invitations/${offer.id}`;
    for (const action of ['accept', 'decline']) {
      const res = await api.call(`${path}/${action}`, { method: 'POST', token: otto.token });
      expect(res.status).toBe(404);
      expect(messageOf(res)).toBe('Invitation not found');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await api.call(`/user/invitations/${id}/accept`, { method: 'POST', token: fay.token })).status,
      ).toBe(404);
    }
    expect(await roleOf(otto)).toBeUndefined();
    expect((await myInvitations(fay)).body.invitations).toEqual([offer]);
    expect((await api.call('/user/invitations')).status).toBe(401);
    await api.call(`/organisation/${orgId}/invitations/${offer.id}`, {
      method: 'DELETE',
      token: olive.token,
    });
  });

  it('can be withdrawn by an admin; others are refused', async () => {
    await add(ada, uniqueEmail('maybe'), 'viewer');
    const [invitation] = membersResponseSchema.parse(
      (await api.call(members(), { token: ada.token })).body,
    ).invitations;
    const path = `/organisation/${orgId}/invitations/${invitation?.id}`;
    expect((await api.call(path, { method: 'DELETE', token: max.token })).status).toBe(403);
    expect((await api.call(path, { method: 'DELETE', token: otto.token })).status).toBe(404);
    expect((await api.call(path, { method: 'DELETE', token: ada.token })).status).toBe(204);
    const again = await api.call(path, { method: 'DELETE', token: ada.token });
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe('Invitation not found');
    expect(
      (await api.call(`/organisation/${orgId}/invitations/nope`, { method: 'DELETE', token: ada.token }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for another organisation's invitation", async () => {
    await add(otto, uniqueEmail('ottos'), 'viewer', otto.organisationId);
    const [theirs] = membersResponseSchema.parse(
      (await api.call(`/organisation/${otto.organisationId}/members`, { token: otto.token })).body,
    ).invitations;
    const res = await api.call(`/organisation/${orgId}/invitations/${theirs?.id}`, {
      method: 'DELETE',
      token: olive.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/organisation/:id/members and /roles', () => {
  it('answers 404 to an outsider', async () => {
    expect((await api.call(members(), { token: otto.token })).status).toBe(404);
    expect((await api.call(`/organisation/${orgId}/roles`, { token: otto.token })).status).toBe(404);
  });

  it('answers the roles to a viewer (spec 7)', async () => {
    const res = await api.call(`/organisation/${orgId}/roles`, { token: vic.token });
    expect(res.body.map((m: unknown) => memberRoleSchema.parse(m).role)).toEqual([
      'owner',
      'admin',
      'member',
      'viewer',
    ]);
  });
});

describe('PATCH /api/organisation/:id/members/:userId', () => {
  it("lets an admin change a member's role", async () => {
    const res = await setRole(ada, vic.userId, 'member');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: vic.userId,
      email: vic.email,
      name: 'Vic',
      role: 'member',
      since: expect.any(String),
    });
    expect((await setRole(ada, vic.userId, 'viewer')).body.role).toBe('viewer');
  });

  it('refuses a member (403), an outsider (404), an unknown member (404) and a bad role (400)', async () => {
    expect((await setRole(max, vic.userId, 'admin')).status).toBe(403);
    expect((await setRole(otto, vic.userId, 'admin')).status).toBe(404);
    const unknown = await setRole(ada, otto.userId, 'viewer');
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe('Member not found');
    expect((await setRole(ada, vic.userId, 'king')).status).toBe(400);
  });

  it('lets only an owner grant or take away the owner role', async () => {
    expect(messageOf(await setRole(ada, max.userId, 'owner'))).toBe(
      'Only an owner can grant or take away the owner role',
    );
    expect((await setRole(ada, olive.userId, 'admin')).status).toBe(403);
    expect((await setRole(olive, ada.userId, 'owner')).body.role).toBe('owner');
    expect((await setRole(olive, ada.userId, 'admin')).body.role).toBe('admin');
  });

  it('never demotes the last owner', async () => {
    const res = await setRole(olive, olive.userId, 'admin');
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'An organisation needs at least one owner' });
  });
});

describe('DELETE /api/organisation/:id/members/:userId', () => {
  it('lets an admin remove a member; refuses a member (403) and an outsider (404)', async () => {
    await add(ada, lee.email, 'viewer');
    await accept(lee);
    expect((await remove(max, lee.userId)).status).toBe(403);
    expect((await remove(otto, lee.userId)).status).toBe(404);
    expect((await remove(ada, lee.userId)).status).toBe(204);
    expect(await roleOf(lee)).toBeUndefined();
    // Removed, not left: an admin may add them again.
    expect((await add(ada, lee.email, 'member')).body).toEqual({ status: 'invited' });
    await accept(lee);
    expect(await roleOf(lee)).toBe('member');
  });

  it('lets only an owner remove an owner, and never the last one', async () => {
    const admin = await remove(ada, olive.userId);
    expect(admin.status).toBe(403);
    expect(messageOf(admin)).toBe('Only an owner can remove an owner');
    const last = await remove(olive, olive.userId);
    expect(last.status).toBe(409);
    expect(messageOf(last)).toBe('An organisation needs at least one owner');
  });
});

describe('POST /api/organisation/:id/leave', () => {
  it('lets a member leave; then only the owner can add them back', async () => {
    expect((await leave(lee)).status).toBe(204);
    expect(await roleOf(lee)).toBeUndefined();
    const byAdmin = await add(ada, lee.email, 'member');
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toEqual({
      code: 'forbidden',
      message: 'Only the organisation owner can add you back',
    });
    expect((await add(olive, lee.email, 'member')).body).toEqual({ status: 'invited' });
    expect(await roleOf(lee)).toBeUndefined();
    await accept(lee);
    expect(await roleOf(lee)).toBe('member');
  });

  it('answers 404 to an outsider', async () => {
    expect((await leave(otto)).status).toBe(404);
  });

  it('accepts the JSON content type the web app sends with a body-less POST', async () => {
    const res = await fetch(`${server.url}/api/organisation/${orgId}/leave`, {
      method: 'POST',
      headers: { authorization: `Bearer ${otto.token}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
    const broken = await fetch(`${server.url}/api/organisation/${orgId}/members`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
  });

  it('never lets the last owner leave; a second owner makes it possible', async () => {
    const ottos = otto.organisationId;
    const last = await leave(otto, ottos);
    expect(last.status).toBe(409);
    expect(messageOf(last)).toBe('An organisation needs at least one owner');
    expect((await add(otto, lee.email, 'owner', ottos)).body).toEqual({ status: 'invited' });
    await accept(lee, ottos);
    expect((await leave(otto, ottos)).status).toBe(204);
    expect(await roleOf(lee, ottos)).toBe('owner');
    expect((await leave(lee, ottos)).status).toBe(409);
  });
});

describe('organisation log', () => {
  it('has a row for every member change, newest first', async () => {
    const log = organisationLogPageSchema.parse(
      (await api.call(`/organisation/${orgId}/logs?pageSize=200`, { token: olive.token })).body,
    );
    const actions = log.items.map((i) => `${i.action} ${i.objectType}`);
    expect(actions.slice(0, 4)).toEqual(['add member', 'invite invitation', 'leave member', 'add member']);
    for (const action of ['invite invitation', 'revoke invitation', 'role member', 'remove member']) {
      expect(actions).toContain(action);
    }
    expect(log.items[0]).toMatchObject({ user: { id: lee.userId }, objectId: lee.userId });
    expect(log.items[2]).toMatchObject({ user: { id: lee.userId }, objectId: lee.userId });
    expect(log.items.find((i) => i.action === 'role')?.details).toEqual({
      email: ada.email,
      from: 'owner',
      to: 'admin',
    });
  });
});

describe('the e-mail an invitee gets', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailing: TestServer;
  let owner: Person;
  let organisationName: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailing = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Pinpoint <team@pinpoint.test>',
      EMAIL_PER_ORG_PER_HOUR: '2',
    });
    owner = await testApi(mailing).signUp('Nora');
    organisationName = (
      await testApi(mailing).call(`/organisation/${owner.organisationId}`, { token: owner.token })
    ).body.name;
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  const invite = (email: string, role: string) =>
    testApi(mailing).call(`/organisation/${owner.organisationId}/members`, {
      token: owner.token,
      body: { email, role },
    });
  const invitationsTo = (email: string) =>
    smtp.mails.filter((m) => m.to.includes(email) && m.data.includes('invited you to join'));

  it('tells them who invited them, to what and how to accept; once per invitation, and within the e-mail quota', async () => {
    const ines = uniqueEmail('ines');
    expect((await invite(ines, 'member')).status).toBe(201);
    const [mail] = await waitFor(async () => invitationsTo(ines).length > 0 && invitationsTo(ines));
    expect(mail?.from).toBe('team@pinpoint.test');
    // Quoted-printable: lines folded with a soft break ("=" at the end).
    const text = mail?.data.replace(/=\r\n/g, '') ?? '';
    expect(text).toContain(`Subject: You are invited to ${organisationName} on Pinpoint`);
    expect(text).toContain(`(${owner.email}) invited you to join ${organisationName} on Pinpoint as member.`);
    expect(text).toContain(`create an account at ${mailing.url}/ with this e-mail address (${ines})`);

    // The same person invited again with another role: the pending invitation changes, no new e-mail.
    expect((await invite(ines, 'viewer')).status).toBe(201);
    // The quota is 2 e-mails an hour: the second invitation is mailed, the third stands unmailed.
    const jo = uniqueEmail('jo');
    const kim = uniqueEmail('kim');
    expect((await invite(jo, 'member')).status).toBe(201);
    await waitFor(async () => invitationsTo(jo).length > 0);
    expect((await invite(kim, 'member')).status).toBe(201);
    await waitFor(async () => smtp.mails.some((m) => m.data.includes('reached its e-mail limit')));
    expect(invitationsTo(ines)).toHaveLength(1);
    expect(invitationsTo(kim)).toHaveLength(0);
    const list = await testApi(mailing).call(`/organisation/${owner.organisationId}/members`, {
      token: owner.token,
    });
    expect(list.body.invitations.map((i: { email: string }) => i.email).sort()).toEqual(
      [ines, jo, kim].sort(),
    );
  });
});
