import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionEngine, startActionEngine } from '../modules/action/engine/engine.ts';
import {
  setUpOrganisation,
  startReceiver,
  startSmtp,
  updateOf,
  waitFor,
} from '../modules/action/test-helpers.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

// A real SMTP server and a Twilio-like SMS API, both on 127.0.0.1; one SMS an hour per organisation.
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startReceiver>>;
let server: TestServer;
let engine: ActionEngine;

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startReceiver(() => 201);
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Pinpoint alerts <alerts@pinpoint.test>',
    SMS_URL: `http://127.0.0.1:${sms.port}`,
    SMS_ACCOUNT_SID: 'AC123',
    SMS_AUTH_TOKEN: 'secret-token',
    SMS_FROM: '+15005550006',
    SMS_PER_ORG_PER_HOUR: '1',
  });
  engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await engine.stop();
  await server.close();
  await smtp.close();
  await sms.close();
});

describe('alert deliveries by e-mail and SMS', () => {
  it('sends the e-mail through SMTP and the SMS through the provider, rate limited per organisation', async () => {
    const { api, owner, organisationId, deviceId, contactId } = await setUpOrganisation(
      server,
      'Eve',
      'both',
    );
    const res = await api.call('/action', {
      token: owner.token,
      body: {
        organisationId,
        name: 'Leak',
        actionType: 'alert',
        alertType: 'water_leak',
        message: 'Water under {{device}} at {{time}}',
        contactIds: [contactId],
        deviceIds: [deviceId],
        repeatMinutes: 0,
        repeatMode: 'close',
      },
    });
    expect(res.status).toBe(201);
    const fire = () => engine.handleUpdates([updateOf(organisationId, deviceId, { leak: 1 })]);
    expect((await fire()).fired).toBe(1);

    const [mail] = await waitFor(async () => smtp.mails.length > 0 && smtp.mails);
    expect(mail?.from).toBe('alerts@pinpoint.test');
    expect(mail?.to).toEqual(['eve.night@example.com']);
    expect(mail?.data).toContain('Subject: Leak: Eve freezer');
    expect(mail?.data).toMatch(/Water under Eve freezer at \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(mail?.data).toMatch(/Message-ID: <[0-9a-f-]{36}@pinpoint>/i);

    const [text] = await waitFor(async () => sms.received.length > 0 && sms.received);
    expect(text?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(text?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(text?.body))).toMatchObject({
      To: '+14165550100',
      From: '+15005550006',
      Body: expect.stringContaining('Water under Eve freezer'),
    });

    // Clear, then leak again: the e-mail goes, the second SMS of the hour does not.
    await engine.handleUpdates([updateOf(organisationId, deviceId, { leak: 0 })]);
    expect((await fire()).fired).toBe(1);
    await waitFor(async () => smtp.mails.length > 1);
    const logs = await waitFor(async () => {
      const items = (await api.call(`/action/${res.body.id}/logs`, { token: owner.token })).body.items;
      return (
        items.filter((l: { status: string }) => l.status === 'sent' || l.status === 'failed').length === 4 &&
        items
      );
    });
    const outcomes = logs
      .filter((l: { event: string; status: string }) => l.event === 'delivery' && l.status !== 'queued')
      .map(
        (l: { channel: string; status: string; destination: string }) =>
          `${l.channel} ${l.status} ${l.destination}`,
      )
      .sort();
    expect(outcomes).toEqual(['email sent smtp', 'email sent smtp', 'sms failed sms', 'sms sent sms']);
    expect(logs.find((l: { status: string }) => l.status === 'failed').error).toBe(
      'SMS limit reached: 1 an hour for this organisation',
    );
    expect(sms.received).toHaveLength(1);
    const outbox = await api.call(`/organisation/${organisationId}/outbox`, { token: owner.token });
    expect(outbox.body.items).toEqual([]);
  });
});
