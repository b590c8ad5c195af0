import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpOrganisation } from '../modules/action/test-helpers.ts';
import { createReportEngine, type ReportEngine } from '../modules/report/engine.ts';
import { expireFiles } from '../modules/report/runs-repo.ts';
import { nextRunAfter } from '../modules/report/schedule.ts';
import { insertReadings } from '../modules/report/test-helpers.ts';
import { runRetention } from '../modules/retention/service.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * Issue 28.8, clock jumps: the server's clock moves forward an hour, then back ten minutes (an
 * NTP step, a virtual machine resumed from a snapshot). Scheduled reports fire once for each
 * due time and never cover a period twice; retention and report files drop nothing early.
 * (Rate limits: ingest/org-limits.test.ts; alert repeats: modules/action/engine/evaluate.test.ts;
 * a destination's failure streak: jobs/destination-pause.test.ts.)
 */

let server: TestServer;
let engine: ReportEngine;
const clock = { now: new Date('2027-01-12T11:30:00Z') }; // 06:30 in Toronto (EST)
const at = (iso: string) => {
  clock.now = new Date(iso);
};

beforeAll(async () => {
  // The server's own report engine neither schedules nor renders: the one below runs on the test's clock.
  server = await startTestServer({ SELF_HOST: 'true', REPORT_WORKERS: '0' });
  engine = createReportEngine(server.handle.db, server.handle.pool, server.config, {
    now: () => clock.now,
    workers: 0,
  });
  await engine.start();
});
afterAll(async () => {
  await engine?.stop();
  await server?.close();
});

describe('a daily report at 07:00 when the clock jumps', () => {
  it('fires once for each due time, its periods never overlapping', async () => {
    const org = await setUpOrganisation(server, 'Clara');
    const created = await org.api.call('/report', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        name: 'Daily cold chain',
        widgets: [{ id: 'note', type: 'note', title: 'Note', markdown: 'Daily.' }],
        period: 'day',
        schedule: { frequency: 'daily', time: '07:00' },
        recipients: [{ kind: 'member', id: org.owner.userId }],
        formats: ['csv'],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reportId = created.body.id as string;
    // As if saved at the test's clock (the API saves at the real time).
    await server.handle.db
      .updateTable('reports')
      .set({
        next_run_at: nextRunAfter({ frequency: 'daily', time: '07:00' }, clock.now, 'America/Toronto'),
        next_run_zone: 'America/Toronto',
      })
      .where('id', '=', reportId)
      .execute();

    expect(await engine.runDue()).toBe(0); // 06:30
    at('2027-01-12T12:30:00Z'); // forward an hour: 07:30, due
    expect(await engine.runDue()).toBe(1);
    at('2027-01-12T12:20:00Z'); // back ten minutes: 07:20
    expect(await engine.runDue()).toBe(0);
    at('2027-01-12T12:31:00Z');
    expect(await engine.runDue()).toBe(0);

    // The next morning the clock runs ahead again, then goes back across 07:00.
    at('2027-01-13T12:05:00Z'); // 07:05: due
    expect(await engine.runDue()).toBe(1);
    at('2027-01-13T11:55:00Z'); // back to 06:55, then past 07:00 a second time
    expect(await engine.runDue()).toBe(0);
    at('2027-01-13T12:01:00Z');
    expect(await engine.runDue()).toBe(0);

    const runs = (await org.api.call(`/report/${reportId}/runs`, { token: org.owner.token })).body
      .items as Array<{
      trigger: string;
      periodFrom: string;
      periodTo: string;
    }>;
    const periods = runs
      .map((r) => [r.trigger, r.periodFrom, r.periodTo])
      .sort((x, y) => (x[1] ?? '').localeCompare(y[1] ?? ''));
    // Each run covers the day before its morning (Toronto midnights, 05:00 UTC in winter).
    expect(periods).toEqual([
      ['schedule', '2027-01-11T05:00:00.000Z', '2027-01-12T05:00:00.000Z'],
      ['schedule', '2027-01-12T05:00:00.000Z', '2027-01-13T05:00:00.000Z'],
    ]);

    // A run's files are kept REPORT_FILES_DAYS; a clock an hour ahead expires none early.
    const run = await server.handle.db
      .selectFrom('report_runs')
      .select('id')
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    const realNow = Date.now();
    await server.handle.db
      .insertInto('report_files')
      .values({
        run_id: run.id,
        organisation_id: org.organisationId,
        format: 'csv',
        file_name: 'daily.csv',
        content_type: 'text/csv',
        size: 3,
        content: Buffer.from('a,b'),
        expires_at: new Date(realNow + 30 * 60_000),
      })
      .execute();
    expect(await expireFiles(server.handle.db, new Date(realNow + 3_600_000))).toBe(0);
    expect(await expireFiles(server.handle.db, new Date(realNow + 50 * 60_000))).toBe(0);
    const file = await server.handle.db
      .selectFrom('report_files')
      .select((eb) => eb('content', 'is not', null).as('kept'))
      .where('run_id', '=', run.id)
      .executeTakeFirstOrThrow();
    expect(file.kept).toBe(true);
  });
});

describe('retention when the clock runs an hour ahead', () => {
  it("deletes an organisation's history only once it is really past keeping", async () => {
    const org = await setUpOrganisation(server, 'Rita');
    // The organisation keeps 10 days of history (less than the server's 400).
    await server.handle.db
      .updateTable('organisations')
      .set({ history_retention_days: 10 })
      .where('id', '=', org.organisationId)
      .execute();
    const realNow = Date.now();
    const day = 86_400_000;
    await insertReadings(
      server.handle.db,
      { id: org.deviceId, organisationId: org.organisationId },
      'temperature',
      [
        { time: new Date(realNow - 10 * day - 30 * 60_000), value: 1 }, // past keeping: goes
        { time: new Date(realNow - 10 * day + 30 * 60_000), value: 2 }, // half an hour left: stays
        { time: new Date(realNow - day), value: 3 },
      ],
    );
    const kept = async () =>
      (
        await server.handle.db
          .selectFrom('readings')
          .select('value')
          .where('device_id', '=', org.deviceId)
          .orderBy('value')
          .execute()
      ).map((r) => r.value);

    const days = { framesDays: 90, historyDays: 400 };
    await runRetention(server.handle.pool, days, new Date(realNow + 3_600_000)); // forward an hour
    expect(await kept()).toEqual([2, 3]);
    await runRetention(server.handle.pool, days, new Date(realNow + 50 * 60_000)); // back ten minutes
    expect(await kept()).toEqual([2, 3]);
  });
});
