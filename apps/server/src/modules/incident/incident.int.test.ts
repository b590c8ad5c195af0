import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/server.ts';
import type { ActionEngine } from '../action/engine/engine.ts';
import { startReceiver, waitFor } from '../action/test-helpers.ts';
import {
  addContact,
  feed,
  freezerAlert,
  type IncidentStack,
  incident,
  incidentsOf,
  linkToken,
  mailText,
  setUpOrganisation,
  startIncidentStack,
} from './test/helpers.ts';

// Issue 30 items 1 and 2 on a real PostgreSQL, a real SMTP server (smtp-server) and a Twilio
// stand-in on 127.0.0.1, with the engine on a controlled clock. The clock runs years ahead of the
// machine's, so the test server's own engine (real clock) never finds an escalation due.
let stack: IncidentStack;
let sms: Awaited<ReturnType<typeof startReceiver>>;
let server: TestServer;
let engine: ActionEngine;
let clock = new Date('2031-01-15T15:00:00Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const AUTH_TOKEN = 'twilio-auth-token-of-the-test';

beforeAll(async () => {
  sms = await startReceiver(() => 201);
  stack = await startIncidentStack(
    {
      SMS_URL: `http://127.0.0.1:${sms.port}`,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: AUTH_TOKEN,
      SMS_FROM: '+15005550006',
    },
    () => clock,
  );
  ({ server, engine } = stack);
});
afterAll(async () => {
  await stack.close();
  await sms.close();
});

const mailsTo = (address: string) => stack.smtp.mails.filter((m) => m.to.includes(address));

describe('an incident', () => {
  it('opens once with one e-mail, folds repeats in, holds through the clear band and resolves once', async () => {
    const org = await setUpOrganisation(server, 'Ina');
    const to = 'ina.night@example.com';
    const id = await freezerAlert(org, engine, { clearThreshold: -14, repeatMode: 'close' });
    expect(await feed(engine, org, -5, clock)).toBe(1);
    advance(10);
    // Still warm, then hovering between the clear threshold (-14) and the threshold (-10): no flapping.
    for (const t of [-4, -12, -11, -6, -13]) {
      expect(await feed(engine, org, t, clock)).toBe(0);
      advance(2);
    }
    await waitFor(async () => mailsTo(to).length >= 1);
    const [open] = (await incidentsOf(org, '?state=open')).items;
    expect(open).toMatchObject({ actionId: id, deviceId: org.deviceId, firings: 1, firstValue: -5 });
    expect(await feed(engine, org, -15, clock)).toBe(0);
    const done = await incident(org, open?.id as string);
    expect(done.state).toBe('resolved');
    expect(done.resolvedBy).toBeNull();
    expect(done.events.map((e) => e.kind)).toEqual(['opened', 'notified', 'resolved']);
    // Resolving again changes nothing.
    advance(1);
    expect(await feed(engine, org, -16, clock)).toBe(0);
    expect((await incident(org, done.id)).events.filter((e) => e.kind === 'resolved')).toHaveLength(1);
    // The action's history keeps working: one firing, its log line, its delivery.
    const action = (await org.api.call(`/action/${id}`, { token: org.owner.token })).body;
    expect(action).toMatchObject({ timesTriggered: 1, clearThreshold: -14, clearMinutes: 0 });
    const logs = (await org.api.call(`/action/${id}/logs`, { token: org.owner.token })).body.items;
    expect(logs.filter((l: { event: string }) => l.event === 'fired')).toHaveLength(1);
    expect(mailsTo(to)).toHaveLength(1);
    expect(mailText(mailsTo(to)[0] as never)).toContain("I'm on it: http");
  });

  it('resolves only after the minimum minutes back in range', async () => {
    const org = await setUpOrganisation(server, 'Mina');
    await freezerAlert(org, engine, { clearMinutes: 15 });
    expect(await feed(engine, org, -2, clock)).toBe(1);
    const [open] = (await incidentsOf(org)).items;
    for (const [minutes, t] of [
      [1, -20], // back in range: the count starts
      [10, -20],
      [1, -3], // warm again: no new firing, the count starts afresh
      [1, -20],
      [14, -20],
    ] as const) {
      advance(minutes);
      expect(await feed(engine, org, t, clock)).toBe(0);
    }
    expect((await incident(org, open?.id as string)).state).toBe('open');
    advance(1);
    await feed(engine, org, -20, clock);
    expect((await incident(org, open?.id as string)).state).toBe('resolved');
    expect((await incidentsOf(org)).total).toBe(1);
  });

  it('reminds at the repeat interval while unacknowledged, and stays quiet once acknowledged in the app', async () => {
    const org = await setUpOrganisation(server, 'Remi');
    const to = 'remi.night@example.com';
    await freezerAlert(org, engine, { repeatMode: 'open', repeatMinutes: 5 });
    await feed(engine, org, 0, clock);
    advance(5);
    expect(await feed(engine, org, 1, clock)).toBe(1);
    await waitFor(async () => mailsTo(to).length >= 2);
    expect(mailsTo(to)[1]?.data).toContain('Subject: Reminder: Freezer too warm');
    const [open] = (await incidentsOf(org)).items;
    const acked = await org.api.call(`/incident/${open?.id}/acknowledge`, {
      token: org.owner.token,
      body: {},
    });
    expect(acked.status, JSON.stringify(acked.body)).toBe(200);
    expect(acked.body).toMatchObject({
      state: 'acknowledged',
      acknowledgedVia: 'app',
      nextEscalationAt: null,
    });
    advance(5);
    expect(await feed(engine, org, 2, clock)).toBe(1); // still a firing of the action ...
    const after = await incident(org, open?.id as string);
    expect(after.firings).toBe(3); // ... folded into the incident ...
    expect(after.events.at(-1)?.kind).toBe('repeated');
    // ... and no message: the only mail since is the notice that the owner took it.
    await waitFor(async () => mailsTo(to).length >= 3);
    expect(mailsTo(to)[2]?.data).toContain('Subject: Taken by');
  });

  it('does not tell a member who acknowledged in the app, as any contact of theirs, that they took it', async () => {
    const org = await setUpOrganisation(server, 'Mona');
    const night = 'mona.night@example.com';
    const phone = '+14165550166';
    // The owner is one of the alert's contacts too, under their own e-mail written in capitals,
    // by e-mail and SMS.
    const ownerContact = await addContact(org, 'Mona herself', {
      email: org.owner.email.toUpperCase(),
      phone,
      contactMethod: 'both',
    });
    // And a second contact under the same e-mail (as written), SMS only, to their on-call phone.
    const onCall = '+14165550167';
    const ownerOnCall = await addContact(org, 'Mona on call', {
      email: org.owner.email,
      phone: onCall,
      contactMethod: 'sms',
    });
    await freezerAlert(org, engine, { contactIds: [org.contactId, ownerContact, ownerOnCall] });
    const toOwner = () =>
      stack.smtp.mails.filter((m) => m.to.some((a) => a.toLowerCase() === org.owner.email.toLowerCase()));
    const smsTo = (number: string) =>
      sms.received.filter((r) => new URLSearchParams(r.body).get('To') === number);
    const smsToOwner = () => smsTo(phone);
    expect(await feed(engine, org, 0, clock)).toBe(1);
    await waitFor(
      async () =>
        mailsTo(night).length >= 1 &&
        toOwner().length >= 1 &&
        smsToOwner().length >= 1 &&
        smsTo(onCall).length >= 1,
    );
    const [open] = (await incidentsOf(org)).items;
    const acked = await org.api.call(`/incident/${open?.id}/acknowledge`, {
      token: org.owner.token,
      body: {},
    });
    expect(acked.status, JSON.stringify(acked.body)).toBe(200);
    // The night shift hears who took it; the owner, by neither channel.
    await waitFor(async () => mailsTo(night).some((m) => m.data.includes('Subject: Taken by')));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toOwner().filter((m) => m.data.includes('Subject: Taken by'))).toEqual([]);
    expect(smsToOwner()).toHaveLength(1);
    expect(smsTo(onCall)).toHaveLength(1);
    // The timeline names who took it, in the app; not the member's address.
    const taken = (await incident(org, open?.id as string)).events.find((e) => e.kind === 'acknowledged');
    expect(taken).toMatchObject({ channel: 'app', recipient: null });
  });
});

describe("acknowledging from an e-mail's link, signed out", () => {
  it('shows only that incident, acknowledges once, tells the others, and refuses a forged or reused link', async () => {
    const org = await setUpOrganisation(server, 'Lina');
    const second = await addContact(org, 'Lina day shift');
    await freezerAlert(org, engine, { contactIds: [org.contactId, second] });
    await feed(engine, org, 3, clock);
    const day = 'lina.day.shift@example.com';
    const mail = await waitFor(async () => mailsTo('lina.night@example.com')[0]);
    await waitFor(async () => mailsTo(day).length >= 1);
    const token = linkToken(mail);
    const view = await fetch(`${server.url}/api/incident-ack/${token}`).then((r) => r.json());
    expect(view).toEqual({
      actionName: 'Freezer too warm',
      deviceName: 'Lina freezer',
      alertType: 'temperature',
      lastValue: 3,
      openedAt: clock.toISOString(),
      state: 'open',
      acknowledgedBy: null,
      acknowledgedAt: null,
      sentTo: 'Lina night shift',
      usable: 'ok',
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await fetch(`${server.url}/api/incident-ack/${forged}`, { method: 'POST' })).status).toBe(404);
    const used = await fetch(`${server.url}/api/incident-ack/${token}`, { method: 'POST' });
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ state: 'acknowledged', usable: 'used' });
    const again = await fetch(`${server.url}/api/incident-ack/${token}`, { method: 'POST' });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This link has been used already',
    );
    const [taken] = (await incidentsOf(org)).items;
    expect(taken).toMatchObject({
      acknowledgedBy: 'Lina night shift (lina.night@example.com)',
      acknowledgedVia: 'email',
    });
    // The day shift hears who took it; the night shift is not told of its own answer.
    const notice = await waitFor(async () => mailsTo(day).find((m) => m.data.includes('Subject: Taken by')));
    expect(mailText(notice)).toContain('Lina night shift (lina.night@example.com) is on it');
    expect(mailsTo('lina.night@example.com')).toHaveLength(1);
    // The day shift's own link now says someone took it.
    const dayView = await fetch(`${server.url}/api/incident-ack/${linkToken(mailsTo(day)[0] as never)}`);
    expect(((await dayView.json()) as { usable: string }).usable).toBe('taken');
  });
});

/**
 * X-Twilio-Signature as Twilio's "Webhooks security" guide documents it
 * (https://www.twilio.com/docs/usage/webhooks/webhooks-security): the full URL of the request,
 * then each POST parameter's name and value, sorted by name, appended with no delimiters; signed
 * with HMAC-SHA1 keyed by the account's auth token; Base64-encoded. Written here from the guide,
 * not taken from the server's code, so the test checks the server against Twilio, not itself.
 */
function signedAsTwilioDocuments(authToken: string, url: string, params: Record<string, string>) {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => `${name}${params[name]}`)
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

describe("acknowledging by an SMS reply through the Twilio webhook (the issue's 'Done when')", () => {
  const inbound = (params: Record<string, string>, signature?: string) =>
    fetch(`${server.url}/api/sms/inbound`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      body: new URLSearchParams(params).toString(),
    });

  it('tells the others who took it by SMS, but not the same contact by e-mail', async () => {
    const org = await setUpOrganisation(server, 'Sam');
    const phone = '+14165550188';
    const taker = await addContact(org, 'Sam pager', { contactMethod: 'both', phone });
    const other = await addContact(org, 'Sam backup', { phone: '+14165550189' });
    await freezerAlert(org, engine, { contactIds: [taker, other] });
    expect(await feed(engine, org, 4, clock)).toBe(1);
    const smsTo = () => sms.received.filter((r) => new URLSearchParams(r.body).get('To') === phone);
    await waitFor(
      async () =>
        mailsTo('sam.pager@example.com').length >= 1 &&
        mailsTo('sam.backup@example.com').length >= 1 &&
        smsTo().length >= 1,
    );
    const reply = { MessageSid: 'SM0201', From: phone, To: '+15005550006', Body: 'ACK' };
    const url = `${server.config.publicUrl}/api/sms/inbound`;
    const answer = await inbound(reply, signedAsTwilioDocuments(AUTH_TOKEN, url, reply));
    expect(await answer.text()).toContain("Thanks: you're on it.");
    // The backup hears who took it; both notices were queued in the acknowledgement's transaction.
    await waitFor(async () => mailsTo('sam.backup@example.com').length >= 2);
    expect(mailsTo('sam.backup@example.com')[1]?.data).toContain('Subject: Taken by Sam pager');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('sam.pager@example.com')).toHaveLength(1);
  });

  it('one warm value: one e-mail and one SMS through the Twilio API; a reply signed as Twilio documents acknowledges, a forged one changes nothing', async () => {
    // The guide's worked example, to trust the signer below.
    expect(
      signedAsTwilioDocuments('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+12349013030',
        Digits: '1234',
        From: '+12349013030',
        To: '+18005551212',
      }),
    ).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    const org = await setUpOrganisation(server, 'Dana');
    const phone = '+14165550177';
    const duty = await addContact(org, 'Dana duty', { contactMethod: 'both', phone });
    await freezerAlert(org, engine, { contactIds: [duty], clearThreshold: -14 });
    const smsTo = () => sms.received.filter((r) => new URLSearchParams(r.body).get('To') === phone);
    expect(await feed(engine, org, 4, clock)).toBe(1);
    advance(1);
    expect(await feed(engine, org, 5, clock)).toBe(0); // still warm: folded in, nothing sent
    await waitFor(async () => mailsTo('dana.duty@example.com').length >= 1 && smsTo().length >= 1);
    const [open] = (await incidentsOf(org)).items;
    expect(open).toMatchObject({ state: 'open', firings: 1 });
    expect(
      (await incident(org, open?.id as string)).events.filter((e) => e.kind === 'notified'),
    ).toHaveLength(2);
    expect(mailsTo('dana.duty@example.com')).toHaveLength(1);
    // Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, basic auth
    // with the account SID and auth token, To, From and Body as a form.
    const [sent] = smsTo();
    expect(smsTo()).toHaveLength(1);
    expect(sent?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`AC123:${AUTH_TOKEN}`).toString('base64')}`,
    );
    const form = new URLSearchParams(sent?.body);
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toBe("Dana freezer at 4 °C Reply ACK or 1 if you're on it.");

    const reply = { MessageSid: 'SM0101', From: phone, To: '+15005550006', Body: 'ACK' };
    const url = `${server.config.publicUrl}/api/sms/inbound`;
    // Signed with another token; the right token over another text; no signature at all.
    expect((await inbound(reply, signedAsTwilioDocuments('not-the-token', url, reply))).status).toBe(403);
    expect(
      (await inbound(reply, signedAsTwilioDocuments(AUTH_TOKEN, url, { ...reply, Body: 'no' }))).status,
    ).toBe(403);
    expect((await inbound(reply)).status).toBe(403);
    expect((await incident(org, open?.id as string)).state).toBe('open');

    const good = await inbound(reply, signedAsTwilioDocuments(AUTH_TOKEN, url, reply));
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toContain('text/xml');
    expect(await good.text()).toContain("Thanks: you're on it.");
    expect(await incident(org, open?.id as string)).toMatchObject({
      state: 'acknowledged',
      acknowledgedVia: 'sms',
      acknowledgedBy: `Dana duty (${phone})`,
    });
    const late = { ...reply, MessageSid: 'SM0102', Body: '1' };
    expect(await (await inbound(late, signedAsTwilioDocuments(AUTH_TOKEN, url, late))).text()).toContain(
      'There is no alert waiting for your answer.',
    );
    // Back in range past the clear threshold: resolved, once.
    advance(1);
    expect(await feed(engine, org, -15, clock)).toBe(0);
    advance(1);
    await feed(engine, org, -16, clock);
    const done = await incident(org, open?.id as string);
    expect(done.state).toBe('resolved');
    expect(done.events.filter((e) => e.kind === 'resolved')).toHaveLength(1);
    expect(mailsTo('dana.duty@example.com')).toHaveLength(1);
    expect(smsTo()).toHaveLength(1);
  });
});
