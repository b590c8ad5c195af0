import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { setUpOrganisation, waitFor } from '../action/test-helpers.ts';
import { createReportEngine, type ReportEngine } from './engine.ts';
import { nextRunAfter } from './schedule.ts';

/**
 * Issue 27 item 2: 'Run now' and previews must leave a 'since the previous run' schedule alone.
 * A daily 07:00 report (Toronto, EST in February) runs on schedule, is run by hand at 10:00 and
 * previewed at 11:00; the next 07:00 run still covers the whole day since the previous 07:00
 * run, and each run's files carry their own date and time.
 */

type Run = {
  id: string;
  trigger: string;
  status: string;
  periodFrom: string;
  periodTo: string;
  files: { format: string; fileName: string }[];
};

describe("'Run now' and previews on a 'since the previous run' report", () => {
  let server: TestServer;
  let engine: ReportEngine;
  const clock = { now: new Date('2027-02-15T12:00:10Z') };

  beforeAll(async () => {
    // MAP_STYLE none: nothing in this file may reach a basemap outside the machine.
    server = await startTestServer({ SELF_HOST: 'true', REPORT_WORKERS: '0', MAP_STYLE: 'none' });
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
  });

  it('keeps the next scheduled run covering everything since the previous scheduled one', async () => {
    const org = await setUpOrganisation(server, 'Sina', 'email');
    const created = await org.api.call('/report', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        name: 'Since last shift',
        widgets: [{ id: 'temps', type: 'series', fields: ['temperature'], devices: [org.deviceId] }],
        period: 'since_last',
        schedule: { frequency: 'daily', time: '07:00' },
        recipients: [{ kind: 'contact', id: org.contactId }],
        formats: ['pdf', 'csv'],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reportId = created.body.id as string;
    // As if saved on Sunday: the first run is Monday 15 February at 07:00 EST (12:00 UTC).
    await server.handle.db
      .updateTable('reports')
      .set({
        next_run_at: nextRunAfter(
          { frequency: 'daily', time: '07:00' },
          new Date('2027-02-14T20:00:00Z'),
          'America/Toronto',
        ),
        next_run_zone: 'America/Toronto',
      })
      .where('id', '=', reportId)
      .execute();

    const runs = async () => {
      const res = await org.api.call(`/report/${reportId}/runs`, { token: org.owner.token });
      expect(res.status).toBe(200);
      return res.body.items as Run[];
    };
    const settled = (count: number) =>
      waitFor(async () => {
        const list = await runs();
        return (
          list.length === count && list.every((r) => ['done', 'partial', 'failed'].includes(r.status)) && list
        );
      }, 30_000);

    expect(await engine.runDue()).toBe(1);
    await settled(1);

    // Monday 10:00 and 11:00 Toronto: run now, then a preview.
    clock.now = new Date('2027-02-15T15:00:00Z');
    // On this test's engine, so the request is at its clock (the route calls the server's own).
    const ask = (send: boolean) =>
      engine.requestRun({
        organisationId: org.organisationId,
        reportId,
        send,
        requestedBy: org.owner.userId,
      });
    await ask(true);
    await settled(2);
    clock.now = new Date('2027-02-15T16:00:00Z');
    await ask(false);
    await settled(3);

    // Tuesday 07:00: the scheduled run covers Monday 07:00 to Tuesday 07:00, not 11:00 to 07:00.
    clock.now = new Date('2027-02-16T12:00:05Z');
    expect(await engine.runDue()).toBe(1);
    const all = await settled(4);
    const byTrigger = (trigger: string) => all.filter((r) => r.trigger === trigger);
    const [tuesday, monday] = byTrigger('schedule');
    expect(monday).toMatchObject({ status: 'done', periodTo: '2027-02-15T12:00:00.000Z' });
    expect(tuesday).toMatchObject({
      status: 'done',
      periodFrom: '2027-02-15T12:00:00.000Z',
      periodTo: '2027-02-16T12:00:00.000Z',
    });
    // The hand-run one covered the morning since the scheduled run, and changed nothing else.
    expect(byTrigger('manual')[0]).toMatchObject({
      status: 'done',
      periodFrom: '2027-02-15T12:00:00.000Z',
      periodTo: '2027-02-15T15:00:00.000Z',
    });
    expect(byTrigger('preview')[0]).toMatchObject({ periodFrom: '2027-02-15T12:00:00.000Z' });

    // Four runs, eight files, eight names: each named after its run's local date and time.
    const names = all.flatMap((r) => r.files.map((f) => f.fileName));
    expect(names).toHaveLength(8);
    expect(new Set(names).size).toBe(8);
    expect(monday?.files.map((f) => f.fileName).sort()).toEqual([
      'since-last-shift-2027-02-15-070000.csv',
      'since-last-shift-2027-02-15-070000.pdf',
    ]);
    expect(tuesday?.files.map((f) => f.fileName)).toContain('since-last-shift-2027-02-16-070000.pdf');
    for (const name of names)
      expect(name).toMatch(/^since-last-shift-\d{4}-\d{2}-\d{2}-\d{6}(-[0-9a-f]{4})?\.(pdf|csv)$/);
  });
});
