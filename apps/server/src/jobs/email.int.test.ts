import type { ActionLog, OutboxMessage } from '@pinpoint/shared';
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
import type { JobLog } from './definition.ts';

/** The engine's log, kept: the security lines are among its warnings. */
function keptLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log: JobLog = { info: () => {}, warn: (obj, msg) => lines.push({ ...obj, msg }) };
  return { log, securityLines: () => lines.filter((l) => l.security === 'rate_limited') };
}

type Org = Awaited<ReturnType<typeof setUpOrganisation>>;

/** A leak alert to the organisation's contact, and a way to set it off again (two minutes later each time). */
async function leakAlert(org: Org, engine: ActionEngine, clock: { now: Date }) {
  const res = await org.api.call('/action', {
    token: org.owner.token,
    body: {
      organisationId: org.organisationId,
      name: 'Leak',
      actionType: 'alert',
      alertType: 'water_leak',
      message: 'Water under {{device}} at {{time}}',
      contactIds: [org.contactId],
      deviceIds: [org.deviceId],
      repeatMinutes: 1,
      repeatMode: 'close',
    },
  });
  expect(res.status).toBe(201);
  engine.invalidate();
  const id = res.body.id as string;
  return {
    id,
    async fire() {
      for (const leak of [0, 1]) {
        clock.now = new Date(clock.now.getTime() + 2 * 60_000);
        const result = await engine.handleUpdates([
          updateOf(org.organisationId, org.deviceId, { leak }, clock.now),
        ]);
        if (leak) expect(result.fired).toBe(1);
      }
    },
    /** The deliveries' outcomes once `count` tries have ended, oldest first. */
    async outcomes(count: number) {
      const done = await waitFor(async () => {
        const items: ActionLog[] = (
          await org.api.call(`/action/${id}/logs?pageSize=200`, { token: org.owner.token })
        ).body.items;
        const ended = items.filter((l) => l.event === 'delivery' && l.status !== 'queued');
        return ended.length >= count && ended;
      });
      return done.reverse();
    },
  };
}

describe('alert deliveries by e-mail and SMS, with an SMTP server and an SMS provider', () => {
  // A real SMTP server and a Twilio-like SMS API, both on 127.0.0.1; quotas of 2 e-mails and 1 SMS an hour.
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sms: Awaited<ReturnType<typeof startReceiver>>;
  let server: TestServer;
  let engine: ActionEngine;
  const kept = keptLog();
  const clock = { now: new Date() };

  beforeAll(async () => {
    smtp = await startSmtp();
    sms = await startReceiver(() => 201);
    server = await startTestServer({
      SELF_HOST: 'true', // setUpOrganisation adds a self-hosted device
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Pinpoint alerts <alerts@pinpoint.test>',
      SMS_URL: `http://127.0.0.1:${sms.port}`,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'secret-token',
      SMS_FROM: '+15005550006',
      SMS_PER_ORG_PER_HOUR: '1',
      EMAIL_PER_ORG_PER_HOUR: '2',
    });
    engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
      now: () => clock.now,
      log: kept.log,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await engine.stop();
    await server.close();
    await smtp.close();
    await sms.close();
  });

  it('sends through SMTP and the provider until a quota is reached, then refuses and tells the admins once', async () => {
    const org = await setUpOrganisation(server, 'Eve', 'both');
    const alert = await leakAlert(org, engine, clock);
    const alertMails = () => smtp.mails.filter((m) => m.to.includes('eve.night@example.com'));
    const notices = (what: string) =>
      smtp.mails.filter(
        (m) => m.data.includes(`reached its ${what} limit`) && m.to.includes(org.owner.email),
      );

    await alert.fire();
    const [mail] = await waitFor(async () => alertMails().length > 0 && alertMails());
    expect(mail?.from).toBe('alerts@pinpoint.test');
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

    // The second alert: the e-mail goes (2 an hour), the SMS does not (1 an hour).
    await alert.fire();
    const second = await alert.outcomes(4);
    expect(second.map((l) => `${l.channel} ${l.status} ${l.destination}`).sort()).toEqual([
      'email sent smtp',
      'email sent smtp',
      'sms refused sms',
      'sms sent sms',
    ]);
    expect(second.find((l) => l.status === 'refused')?.error).toBe('quota reached: 1 SMS an hour');
    expect(sms.received).toHaveLength(1);
    const [smsNotice] = await waitFor(async () => notices('SMS').length > 0 && notices('SMS'));
    expect(smsNotice?.data).toContain('Subject: Pinpoint:');
    expect(smsNotice?.data).toContain('its limit of 1 an hour');
    expect(kept.securityLines()).toEqual([
      expect.objectContaining({
        msg: 'security: rate_limited',
        organisationId: org.organisationId,
        reason: 'sms quota reached: 1 SMS an hour',
      }),
    ]);

    // The third: both refused; the e-mail quota tells the admins, the SMS one does not again.
    await alert.fire();
    const third = await alert.outcomes(6);
    expect(
      third
        .slice(4)
        .map((l) => `${l.channel} ${l.status} ${l.error}`)
        .sort(),
    ).toEqual(['email refused quota reached: 2 e-mails an hour', 'sms refused quota reached: 1 SMS an hour']);
    await waitFor(async () => notices('e-mail').length > 0);
    await new Promise((r) => setTimeout(r, 500));
    expect(notices('SMS')).toHaveLength(1);
    expect(notices('e-mail')).toHaveLength(1);
    expect(alertMails()).toHaveLength(2);
    expect(sms.received).toHaveLength(1);
    expect(kept.securityLines().map((l) => l.reason)).toEqual([
      'sms quota reached: 1 SMS an hour',
      'email quota reached: 2 e-mails an hour',
    ]);
    const outbox = await org.api.call(`/organisation/${org.organisationId}/outbox`, {
      token: org.owner.token,
    });
    expect(outbox.body.items).toEqual([]);
  });
});

describe('alert deliveries kept in the outbox (no SMTP server, no SMS provider)', () => {
  let server: TestServer;
  let engine: ActionEngine;
  const clock = { now: new Date() };

  beforeAll(async () => {
    server = await startTestServer({
      SELF_HOST: 'true',
      EMAIL_PER_ORG_PER_HOUR: '1',
      SMS_PER_ORG_PER_HOUR: '5',
      SMS_PER_ORG_PER_DAY: '1',
    });
    engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
      now: () => clock.now,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await engine.stop();
    await server.close();
  });

  it('count against the same quotas, per organisation, with the notice in the outbox', async () => {
    const org = await setUpOrganisation(server, 'Ola', 'both');
    const alert = await leakAlert(org, engine, clock);
    const outbox = async (): Promise<OutboxMessage[]> =>
      (
        await org.api.call(`/organisation/${org.organisationId}/outbox?pageSize=200`, {
          token: org.owner.token,
        })
      ).body.items;

    await alert.fire();
    await alert.fire();
    const logs = await alert.outcomes(4);
    expect(logs.map((l) => `${l.channel} ${l.status} ${l.destination} ${l.error}`).sort()).toEqual([
      'email refused outbox quota reached: 1 e-mail an hour',
      'email sent outbox null',
      'sms refused outbox quota reached: 1 SMS a day',
      'sms sent outbox null',
    ]);
    await alert.fire();
    await alert.outcomes(6);
    const kept = await outbox();
    const toContact = kept.filter((m) => m.recipient !== org.owner.email);
    expect(toContact.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const notices = kept.filter((m) => m.recipient === org.owner.email);
    expect(notices).toHaveLength(2);
    expect(notices.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Pinpoint: .* reached its e-mail limit$/),
        expect.stringMatching(/^Pinpoint: .* reached its SMS limit$/),
      ]),
    );
    expect(notices.find((m) => m.subject?.endsWith('SMS limit'))?.body).toContain('its limit of 1 a day');

    // Another organisation's quota is its own.
    const other = await setUpOrganisation(server, 'Pia', 'email');
    const its = await leakAlert(other, engine, clock);
    await its.fire();
    expect((await its.outcomes(1)).map((l) => `${l.channel} ${l.status} ${l.destination}`)).toEqual([
      'email sent outbox',
    ]);
  });
});
