import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { setUpOrganisation, startSmtp, waitFor } from '../action/test-helpers.ts';
import { createReportEngine, type ReportEngine } from './engine.ts';
import { nextRunAfter } from './schedule.ts';
import { insertReadings, pdfText, readMail, xlsxRows } from './test-helpers.ts';

/**
 * Scheduled reports end to end on a real PostgreSQL and a real SMTP server: the schedule
 * at a controlled clock, the rendered PDF, CSV and XLSX, the e-mails and their fallbacks.
 * The server's own report engine is off (REPORT_WORKERS=0); each test runs one on its clock.
 */

type Org = Awaited<ReturnType<typeof setUpOrganisation>>;

const week = {
  // Monday 8 to Sunday 14 February 2027 in Toronto (EST, UTC-5).
  start: Date.parse('2027-02-08T05:00:00Z'),
  hours: 7 * 24,
};

/** 3, 4, 5, 6 °C in turn, every hour of the week (168 readings: 3 lowest, 4.5 on average, 6 highest), and outliers just outside it. */
async function freezerWeek(server: TestServer, org: Org) {
  const device = { id: org.deviceId, organisationId: org.organisationId };
  const points = Array.from({ length: week.hours }, (_, h) => ({
    time: new Date(week.start + h * 3_600_000 + 60_000),
    value: 3 + (h % 4),
  }));
  points.push({ time: new Date(week.start - 30 * 60_000), value: 100 });
  points.push({ time: new Date(week.start + week.hours * 3_600_000 + 30 * 60_000), value: -50 });
  await insertReadings(server.handle.db, device, 'temperature', points);
}

function weeklyReport(org: Org, extra: Record<string, unknown> = {}) {
  return {
    organisationId: org.organisationId,
    name: 'Weekly cold chain',
    widgets: [
      {
        id: 'temps',
        type: 'series',
        title: 'Freezer temperature',
        fields: ['temperature'],
        devices: [org.deviceId],
      },
      { id: 'note', type: 'note', title: 'Reminder', markdown: 'Check the **seals** on Friday.' },
    ],
    period: 'week',
    schedule: { frequency: 'weekly', time: '07:00', days: [1] },
    recipients: [
      { kind: 'contact', id: org.contactId },
      { kind: 'member', id: org.owner.userId },
    ],
    formats: ['pdf', 'csv', 'xlsx'],
    ...extra,
  };
}

async function create(org: Org, body: Record<string, unknown>) {
  const res = await org.api.call('/report', { token: org.owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; nextRunAt: string | null };
}

/** Sets when the report runs next, as if it had been saved at `at` (the API saves at the real time). */
async function scheduledFrom(server: TestServer, reportId: string, at: Date) {
  const row = await server.handle.db
    .selectFrom('reports')
    .select('schedule')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  await server.handle.db
    .updateTable('reports')
    .set({
      next_run_at: nextRunAfter(row.schedule as never, at, 'America/Toronto'),
      next_run_zone: 'America/Toronto',
    })
    .where('id', '=', reportId)
    .execute();
}

async function runsOf(org: Org, reportId: string) {
  const res = await org.api.call(`/report/${reportId}/runs`, { token: org.owner.token });
  expect(res.status).toBe(200);
  return res.body.items as Array<{
    id: string;
    trigger: string;
    status: string;
    periodFrom: string;
    periodTo: string;
    files: { format: string; fileName: string; available: boolean }[];
    deliveries: { recipient: string; status: string; destination: string; attached: boolean }[];
  }>;
}

const finished = async (org: Org, reportId: string, count = 1) =>
  waitFor(async () => {
    const runs = await runsOf(org, reportId);
    return (
      runs.length >= count && runs.every((r) => ['done', 'partial', 'failed'].includes(r.status)) && runs
    );
  }, 30_000);

describe('a weekly report, at a controlled clock, mailed through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let engine: ReportEngine;
  const clock = { now: new Date('2027-02-10T12:00:00Z') };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({
      SELF_HOST: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Pinpoint reports <reports@pinpoint.test>',
      REPORT_WORKERS: '0',
      SITE_TITLE: 'Cold Chain Co',
    });
    engine = createReportEngine(server.handle.db, server.handle.pool, server.config, {
      now: () => clock.now,
      workers: 1,
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
  });
  afterAll(async () => {
    await engine?.stop();
    await server?.close();
    await smtp?.close();
  });

  it('runs once on Monday at 07:00 and mails the PDF, CSV and XLSX with the same figures', async () => {
    const org = await setUpOrganisation(server, 'Wes', 'email');
    await freezerWeek(server, org);
    const report = await create(org, weeklyReport(org));
    expect(report.nextRunAt).not.toBeNull();
    await scheduledFrom(server, report.id, clock.now);

    // Sunday night: nothing due. Monday 07:00 EST: one run; asking again changes nothing.
    clock.now = new Date('2027-02-15T04:59:00Z');
    expect(await engine.runDue()).toBe(0);
    clock.now = new Date('2027-02-15T12:00:20Z');
    expect(await engine.runDue()).toBe(1);
    expect(await engine.runDue()).toBe(0);

    const [run] = await finished(org, report.id);
    expect(run).toMatchObject({
      trigger: 'schedule',
      status: 'done',
      periodFrom: '2027-02-08T05:00:00.000Z',
      periodTo: '2027-02-15T05:00:00.000Z',
    });
    expect(
      run?.deliveries.map((d) => `${d.recipient} ${d.status} ${d.destination} ${d.attached}`).sort(),
    ).toEqual([`${org.owner.email} sent smtp true`, 'wes.night@example.com sent smtp true']);

    const raw = (await waitFor(async () => smtp.mails.find((m) => m.to.includes('wes.night@example.com'))))
      .data;
    const mail = readMail(raw);
    expect(
      smtp.mails.filter(
        (m) => m.to.includes(org.owner.email) && m.data.includes('weekly-cold-chain-2027-02-15-070000.pdf'),
      ),
    ).toHaveLength(1);
    expect(mail.subject).toBe('Weekly cold chain: Feb 8, 2027 – Feb 14, 2027');
    expect(mail.text).toContain('Every Monday at 07:00 (America/Toronto)');
    expect([...mail.attachments.keys()].sort()).toEqual([
      'weekly-cold-chain-2027-02-15-070000.csv',
      'weekly-cold-chain-2027-02-15-070000.pdf',
      'weekly-cold-chain-2027-02-15-070000.xlsx',
    ]);

    // The PDF: the deployment's title, the period, and the week's figures (outliers outside it left out).
    const pdf = mail.attachments.get('weekly-cold-chain-2027-02-15-070000.pdf') as Buffer;
    const text = await pdfText(pdf);
    for (const expected of [
      'Cold Chain Co',
      'Weekly cold chain',
      'Period: Feb 8, 2027 – Feb 14, 2027',
      'Freezer temperature',
      'Wes freezer Temperature 3 °C 4.5 °C 6 °C 168',
      'Check the seals on Friday.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('100 °C');
    expect(text).not.toContain('-50 °C');

    // The CSV and the XLSX hold the same numbers, as numbers.
    const csv = (mail.attachments.get('weekly-cold-chain-2027-02-15-070000.csv') as Buffer).toString('utf8');
    expect(csv).toContain(
      'Device,Field,Lowest (°C),Average (°C),Highest (°C),Readings\r\nWes freezer,Temperature,3,4.5,6,168\r\n',
    );
    const sheets = await xlsxRows(mail.attachments.get('weekly-cold-chain-2027-02-15-070000.xlsx') as Buffer);
    expect(sheets['Freezer temperature Summary']).toEqual([
      ['Device', 'Field', 'Lowest (°C)', 'Average (°C)', 'Highest (°C)', 'Readings'],
      ['Wes freezer', 'Temperature', 3, 4.5, 6, 168],
    ]);
    const data = sheets['Freezer temperature Data'] ?? [];
    const values = data.slice(1).map((row) => row[1] as number);
    expect(values.length).toBeGreaterThan(20);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...values)).toBeLessThanOrEqual(6);

    // The run's files are downloadable as mailed, while kept.
    const download = await fetch(`${server.url}/api/report/${report.id}/runs/${run?.id}/files/pdf`, {
      headers: { authorization: `Bearer ${org.owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('weekly-cold-chain-2027-02-15-070000.pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // The list shows the last run and the next one, a week later at 07:00.
    const listed = await org.api.call(`/report/${org.organisationId}`, { token: org.owner.token });
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: report.id,
        lastRun: expect.objectContaining({ id: run?.id, status: 'done' }),
        nextRunAt: '2027-02-22T12:00:00.000Z',
      }),
    ]);
  });

  it('fires once in the week clocks fall back, at 07:00 local, and once for a time that happens twice', async () => {
    const org = await setUpOrganisation(server, 'Dee', 'email');
    const sunday = (time: string) =>
      weeklyReport(org, {
        name: `Sunday ${time}`,
        schedule: { frequency: 'weekly', time, days: [7] },
        widgets: [{ id: 'n', type: 'note', markdown: 'Sunday' }],
        recipients: [{ kind: 'contact', id: org.contactId }],
        formats: ['csv'],
      });
    const seven = await create(org, sunday('07:00'));
    const early = await create(org, sunday('01:30'));
    const start = new Date('2027-11-06T12:00:00Z');
    await scheduledFrom(server, seven.id, start);
    await scheduledFrom(server, early.id, start);
    // Every 20 minutes from Saturday noon to Monday noon (7 November 2027: 02:00 EDT becomes 01:00 EST).
    for (let t = start.getTime(); t <= Date.parse('2027-11-08T17:00:00Z'); t += 20 * 60_000) {
      clock.now = new Date(t);
      await engine.runDue();
    }
    const scheduled = async (reportId: string) =>
      server.handle.db
        .selectFrom('report_runs')
        .select('scheduled_for')
        .where('report_id', '=', reportId)
        .execute();
    expect((await scheduled(seven.id)).map((r) => r.scheduled_for?.toISOString())).toEqual([
      '2027-11-07T12:00:00.000Z', // 07:00 EST, not 07:00 EDT (11:00 UTC)
    ]);
    expect((await scheduled(early.id)).map((r) => r.scheduled_for?.toISOString())).toEqual([
      '2027-11-07T05:30:00.000Z', // the first 01:30 (EDT); the second (EST) does not run again
    ]);
    await finished(org, seven.id);
  });

  it("follows the organisation's time zone when an admin changes it", async () => {
    const org = await setUpOrganisation(server, 'Van', 'email');
    const report = await create(org, weeklyReport(org, { name: 'Zoned' }));
    await scheduledFrom(server, report.id, new Date('2027-03-01T12:00:00Z'));
    const bad = await org.api.call(`/organisation/${org.organisationId}`, {
      method: 'PATCH',
      token: org.owner.token,
      body: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(bad.status).toBe(400);
    const changed = await org.api.call(`/organisation/${org.organisationId}`, {
      method: 'PATCH',
      token: org.owner.token,
      body: { timeZone: 'America/Regina' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.timeZone).toBe('America/Regina');
    clock.now = new Date('2027-03-02T12:00:00Z');
    expect(await engine.runDue()).toBe(0);
    const shown = await org.api.call(`/report/${report.id}`, { token: org.owner.token });
    // Monday 8 March 2027, 07:00 in Regina (CST all year, UTC-6), no longer 07:00 in Toronto.
    expect(shown.body).toMatchObject({
      timeZone: 'America/Regina',
      nextRunAt: '2027-03-08T13:00:00.000Z',
    });
  });

  it('runs now and previews on request, one run at a time, without mailing a preview', async () => {
    const org = await setUpOrganisation(server, 'Pam', 'email');
    const report = await create(org, weeklyReport(org, { name: 'On request', formats: ['pdf'] }));
    const [first, second] = await Promise.all([
      org.api.call(`/report/${report.id}/run`, { token: org.owner.token, body: { send: false } }),
      org.api.call(`/report/${report.id}/run`, { token: org.owner.token, body: { send: false } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    expect([first, second].find((r) => r.status === 409)?.body.error.message).toBe(
      'This report is already running; wait for it to finish',
    );
    const [preview] = await finished(org, report.id);
    expect(preview).toMatchObject({ trigger: 'preview', status: 'done', deliveries: [] });
    const document = await org.api.call(`/report/${report.id}/runs/${preview?.id}/preview`, {
      token: org.owner.token,
    });
    expect(document.body.sections.map((s: { title: string }) => s.title)).toEqual([
      'Freezer temperature',
      'Reminder',
    ]);
    expect(document.body.sections[0].svg).toMatch(/^<svg /);
    expect(smtp.mails.some((m) => m.to.includes('pam.night@example.com'))).toBe(false);

    const sent = await org.api.call(`/report/${report.id}/run`, { token: org.owner.token, body: {} });
    expect(sent.status).toBe(202);
    const runs = await finished(org, report.id, 2);
    expect(runs[0]).toMatchObject({ id: sent.body.runId, trigger: 'manual', status: 'done' });
    await waitFor(async () => smtp.mails.some((m) => m.to.includes('pam.night@example.com')));
  });
});

describe('report e-mails past the attachment cap, and without a mail server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  const clock = { now: new Date('2027-02-15T12:00:20Z') };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SELF_HOST: 'true', SMTP_URL: smtp.url, REPORT_WORKERS: '0' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** One run of a fresh report on an engine with these settings. */
  async function runWith(settings: Partial<TestServer['config']>, name: string, withOwner = false) {
    const org = await setUpOrganisation(server, name, 'email');
    await freezerWeek(server, org);
    const recipients = [
      { kind: 'contact', id: org.contactId },
      ...(withOwner ? [{ kind: 'member', id: org.owner.userId }] : []),
    ];
    const report = await create(org, weeklyReport(org, { recipients }));
    await scheduledFrom(server, report.id, new Date('2027-02-10T12:00:00Z'));
    const engine = createReportEngine(
      server.handle.db,
      server.handle.pool,
      { ...server.config, ...settings },
      {
        now: () => clock.now,
        workers: 1,
        pollingIntervalSeconds: 0.5,
      },
    );
    await engine.start();
    try {
      await engine.runDue();
      const [run] = await finished(org, report.id);
      return { org, report, run };
    } finally {
      await engine.stop();
    }
  }

  it('sends download links instead of files too large to attach; the links work, and only them', async () => {
    const { run } = await runWith({ REPORT_ATTACHMENT_MAX_BYTES: 1000 }, 'Lin');
    expect(run?.deliveries).toEqual([
      expect.objectContaining({ status: 'sent', destination: 'smtp', attached: false }),
    ]);
    const mail = readMail(
      (await waitFor(async () => smtp.mails.find((m) => m.to.includes('lin.night@example.com')))).data,
    );
    expect(mail.attachments.size).toBe(0);
    expect(mail.text).toContain('is ready. Download it until');
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/api\/report-file\/[\w-]+\/(pdf|csv|xlsx)/g)].map(
      (m) => m[0],
    );
    expect(links).toHaveLength(3);
    const pdf = await fetch(links.find((l) => l.endsWith('/pdf')) as string);
    expect(pdf.status).toBe(200);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('4.5 °C');
    const forged = await fetch((links[0] as string).replace(/report-file\/[\w-]{5}/, 'report-file/AAAAA'));
    expect(forged.status).toBe(404);
    // The token is kept only as its hash.
    const token = (links[0] as string).split('/').at(-2) as string;
    const stored = await server.handle.db.selectFrom('report_deliveries').select('link_token_hash').execute();
    expect(stored.some((d) => d.link_token_hash === token)).toBe(false);
  });

  it("counts its e-mails against the organisation's e-mail quota: past it a recipient is refused, and the admins are told once", async () => {
    const { org, run } = await runWith({ EMAIL_PER_ORG_PER_HOUR: 1 }, 'Quo', true);
    expect(run?.status).toBe('partial');
    expect(run?.deliveries.map((d) => d.status).sort()).toEqual(['failed', 'sent']);
    const refused = await server.handle.db
      .selectFrom('report_deliveries')
      .select(['recipient', 'error'])
      .where('status', '=', 'failed')
      .where('organisation_id', '=', org.organisationId)
      .execute();
    expect(refused).toEqual([expect.objectContaining({ error: 'quota reached: 1 e-mail an hour' })]);
    const sentTo = run?.deliveries.find((d) => d.status === 'sent')?.recipient as string;
    const notices = await waitFor(async () => {
      const found = smtp.mails.filter((m) => m.data.includes('reached its e-mail limit'));
      return found.length > 0 && found;
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.to).toContain(org.owner.email);
    expect(notices[0]?.data).toContain('has sent 1 e-mail (alerts and reports) this hour');
    // The refused recipient got no report; the other did.
    const recipients = run?.deliveries.map((d) => d.recipient) ?? [];
    // (The subject is MIME-encoded: "Weekly_cold_chain".)
    const reportMails = smtp.mails.filter(
      (m) => /Subject: .*Weekly[_ ]cold[_ ]chain/.test(m.data) && m.to.some((to) => recipients.includes(to)),
    );
    expect(reportMails.flatMap((m) => m.to)).toEqual([sentTo]);
  });

  it('keeps the mail in the outbox, with its links, when no mail server is configured', async () => {
    const { org, run } = await runWith({ SMTP_URL: undefined }, 'Oli');
    expect(run?.deliveries).toEqual([
      expect.objectContaining({
        recipient: 'oli.night@example.com',
        status: 'sent',
        destination: 'outbox',
        attached: false,
      }),
    ]);
    const outbox = await org.api.call(`/organisation/${org.organisationId}/outbox`, {
      token: org.owner.token,
    });
    expect(outbox.body.items).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'oli.night@example.com',
        subject: 'Weekly cold chain: Feb 8, 2027 – Feb 14, 2027',
        body: expect.stringMatching(/\/api\/report-file\/[\w-]{43}\/pdf/),
      }),
    ]);
  });
});

describe("reports refuse another organisation's devices and recipients, and a viewer's changes", () => {
  let server: TestServer;
  let cast: Awaited<ReturnType<ReturnType<typeof testApi>['signUpCast']>>;
  let api: ReturnType<typeof testApi>;
  let olive: Person;
  const ids = { device: '', contact: '', foreignDevice: '', foreignContact: '' };

  beforeAll(async () => {
    server = await startTestServer({ SELF_HOST: 'true', REPORT_WORKERS: '0' });
    api = testApi(server);
    cast = await api.signUpCast();
    olive = cast.olive;
    const add = async (who: Person, path: string, body: Record<string, unknown>) =>
      (await api.call(path, { token: who.token, body: { organisationId: who.organisationId, ...body } }))
        .body;
    ids.device = (await add(olive, '/device/self-host', { name: 'Olive van' })).device.id;
    ids.contact = (
      await add(olive, '/contact', {
        name: 'Ops',
        email: 'ops@example.com',
        phone: '+14165550100',
        contactMethod: 'email',
      })
    ).id;
    ids.foreignDevice = (await add(cast.otto, '/device/self-host', { name: 'Otto van' })).device.id;
    ids.foreignContact = (
      await add(cast.otto, '/contact', {
        name: 'Otto ops',
        email: 'otto.ops@example.com',
        phone: '+14165550101',
        contactMethod: 'email',
      })
    ).id;
  });
  afterAll(() => server?.close());

  const body = (over: Record<string, unknown> = {}) => ({
    organisationId: olive.organisationId,
    name: 'Fleet weekly',
    widgets: [{ id: 'm', type: 'map', devices: [ids.device] }],
    period: 'week',
    schedule: { frequency: 'weekly', time: '07:00', days: [1] },
    recipients: [{ kind: 'contact', id: ids.contact }],
    formats: ['pdf'],
    ...over,
  });
  const count = async () =>
    Number(
      (
        await server.handle.db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a device of another organisation (400 naming it) and stores nothing', async () => {
    const res = await api.call('/report', {
      token: olive.token,
      body: body({ widgets: [{ id: 'm', type: 'map', devices: [ids.device, ids.foreignDevice] }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('widgets[0].devices[1]: This device is not in the organisation');
    expect(await count()).toBe(0);
  });

  it("refuses another organisation's contact and someone who is not a member (400), and no recipient at all", async () => {
    const foreignContact = await api.call('/report', {
      token: olive.token,
      body: body({
        recipients: [
          { kind: 'contact', id: ids.contact },
          { kind: 'contact', id: ids.foreignContact },
        ],
      }),
    });
    expect(foreignContact.status).toBe(400);
    expect(foreignContact.body.error.message).toBe('recipients[1]: Contact not found');
    const outsider = await api.call('/report', {
      token: olive.token,
      body: body({ recipients: [{ kind: 'member', id: cast.otto.userId }] }),
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.message).toBe(
      'recipients[0]: This person is not a member of the organisation',
    );
    const none = await api.call('/report', { token: olive.token, body: body({ recipients: [] }) });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toContain('at least one recipient must be selected');
    expect(await count()).toBe(0);
  });

  it('changes only the fields a PATCH carries', async () => {
    const created = await api.call('/report', {
      token: olive.token,
      body: body({ name: 'Patched weekly', formats: ['pdf', 'xlsx'], language: 'fr', temperatureUnit: 'F' }),
    });
    expect(created.status).toBe(201);
    const read = async () => {
      const { updatedAt, nextRunAt, ...rest } = (
        await api.call(`/report/${created.body.id}`, { token: olive.token })
      ).body;
      return rest;
    };
    const changes: Record<string, unknown> = {
      name: 'Patched weekly 2',
      period: 'since_last',
      schedule: { frequency: 'monthly', time: '06:30', dayOfMonth: 31 },
      recipients: [{ kind: 'member', id: cast.max.userId }],
      formats: ['csv'],
      language: 'en',
      temperatureUnit: 'C',
      widgets: [{ id: 'n', type: 'note', markdown: 'Hello' }],
      enabled: false,
    };
    for (const [field, value] of Object.entries(changes)) {
      const before = await read();
      const res = await api.call(`/report/${created.body.id}`, {
        method: 'PATCH',
        token: olive.token,
        body: { [field]: value },
      });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(200);
      const after = await read();
      const { [field]: _changed, ...others } = after;
      const { [field]: _was, ...othersBefore } = before;
      expect(others, field).toEqual(othersBefore);
    }
    expect(await read()).toMatchObject({
      period: 'since_last',
      schedule: { frequency: 'monthly', time: '06:30', dayOfMonth: 31 },
      formats: ['csv'],
      enabled: false,
    });
  });

  it('lets a viewer read but not change, and answers an outsider as if the report did not exist', async () => {
    const created = await api.call('/report', {
      token: olive.token,
      body: body({ recipients: [{ kind: 'member', id: cast.max.userId }] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.recipients).toEqual([
      { kind: 'member', id: cast.max.userId, name: 'Max', email: cast.max.email },
    ]);
    const id = created.body.id;
    expect((await api.call(`/report/${id}`, { token: cast.vic.token })).status).toBe(200);
    for (const [method, path, payload] of [
      ['PATCH', `/report/${id}`, { name: 'Viewer was here' }],
      ['PATCH', `/report/${id}/enabled`, { enabled: false }],
      ['POST', `/report/${id}/run`, {}],
      ['POST', `/report/${id}/duplicate`, {}],
      ['DELETE', `/report/${id}`, undefined],
    ] as const) {
      const res = await api.call(path, { method, token: cast.vic.token, body: payload });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await api.call(`/report/${id}`, { token: cast.otto.token })).status).toBe(404);
    expect((await api.call(`/report/${olive.organisationId}`, { token: cast.otto.token })).status).toBe(404);
    const copy = await api.call(`/report/${id}/duplicate`, { token: cast.max.token, body: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Fleet weekly (copy)', enabled: false, nextRunAt: null });
    const list = await api.call(`/report/${olive.organisationId}`, { token: cast.vic.token });
    expect(
      list.body.map((r: { name: string }) => r.name).filter((n: string) => n.startsWith('Fleet weekly')),
    ).toEqual(['Fleet weekly', 'Fleet weekly (copy)']);
    expect(list.body[0].schedule).toEqual({ frequency: 'weekly', time: '07:00', days: [1] });
  });
});
