import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { apiJson, firstOrganisationId } from './api.ts';
import { accessToken, expectSnackbar, newAccount, signUp, useBrowser } from './browser.ts';

const browser = useBrowser();

/** A week of hourly temperatures for a device, written as ingest stores them (set-up the test does not look at). */
async function weekOfReadings(deviceId: string, organisationId: string) {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    await db.query(
      `insert into readings (device_id, organisation_id, time, field, value)
       select $1, $2, now() - make_interval(hours => h), 'temperature', 3 + (h % 4)
         from generate_series(1, 24 * 8) as h`,
      [deviceId, organisationId],
    );
  } finally {
    await db.end();
  }
}

describe('reports', () => {
  it('creates a report with two widgets, runs it now, previews it and downloads its PDF', async () => {
    const owner = newAccount('Rhea Reports');
    const { context, page } = await signUp(browser(), owner, { path: '/report' });
    await page.getByRole('heading', { name: 'No reports yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);
    const { device } = await apiJson<{ device: { id: string } }>(token, 'POST', '/device/self-host', {
      organisationId,
      name: 'Cold room 3',
      type: 'temperature',
    });
    await apiJson(token, 'POST', '/contact', {
      organisationId,
      name: 'Quality desk',
      email: 'quality@example.test',
      phone: '+14165550123',
      contactMethod: 'email',
    });
    await weekOfReadings(device.id, organisationId);

    // The editor: a name, a chart and a battery list, a recipient; saving without one says why.
    await page.reload();
    await page.getByRole('button', { name: 'Add report' }).first().click();
    await page.getByRole('heading', { name: 'New report', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Cold rooms weekly');
    for (const type of ['Chart', 'Battery list']) {
      await page.getByRole('button', { name: 'Add widget' }).click();
      await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Devices' }).click();
      await page.getByRole('option', { name: /Cold room 3/ }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const widgets = page.getByRole('list', { name: 'Widgets' });
    expect(await widgets.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.getByText('at least one recipient must be selected').waitFor();
    await page.getByRole('combobox', { name: 'Recipients' }).click();
    await page.getByRole('option', { name: /Quality desk/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create report' }).click();
    await expectSnackbar(page, 'Report Cold rooms weekly added');
    await page.waitForURL(/\/report\/[0-9a-f-]{36}$/);
    await page.getByText('Every Monday at 07:00 · America/Toronto').waitFor();

    // A preview renders in the browser: the chart as an image, the table of figures.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: Cold rooms weekly' });
    await preview.waitFor({ timeout: 30_000 });
    await preview.getByRole('img', { name: /^Chart: / }).waitFor();
    const summary = preview.getByRole('table', { name: /Summary$/ });
    await summary.getByRole('cell', { name: 'Cold room 3' }).first().waitFor();
    await summary.getByRole('cell', { name: '4.5 °C' }).waitFor();
    await preview.getByRole('heading', { name: 'Battery list' }).waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    // Run now: mailed (to the outbox here, no mail server), its files listed to download.
    await page.getByRole('button', { name: 'Run now' }).click();
    await expectSnackbar(page, /Run queued/);
    const runs = page.getByRole('table', { name: 'Runs' });
    const sent = runs.getByRole('row').filter({ hasText: 'Run now' });
    await sent.getByText('Done').waitFor({ timeout: 30_000 });
    // No SMTP server in the test: the run says the e-mail was kept, not mailed, and where to read it.
    await sent.getByText(/Quality desk: not e-mailed\. This deployment has no mail server/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sent.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    // Named after the run's local date and time, so two runs' files never overwrite each other;
    // a run asked for in the same second as another (the preview just before, on a fast machine)
    // takes a piece of its id too (report/runs.ts).
    expect(download.suggestedFilename()).toMatch(
      /^cold-rooms-weekly-\d{4}-\d\d-\d\d-\d{6}(-[0-9a-f]{4})?\.pdf$/,
    );
    // The run's one browser is connected to, not launched here: the file is saved to read it.
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'pinpoint-e2e-report-')), 'report.pdf');
    await download.saveAs(saved);
    const pdf = await readFile(saved);
    await rm(path.dirname(saved), { recursive: true, force: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Cold rooms weekly');
    expect(text).toContain('Cold room 3 Temperature 3 °C 4.5 °C 6 °C');

    // The list: the schedule in words and the last run.
    await page.getByRole('link', { name: 'Reports' }).first().click();
    const row = page
      .getByRole('table', { name: 'Reports' })
      .getByRole('row')
      .filter({ hasText: 'Cold rooms weekly' });
    await row.getByText('Every Monday at 07:00').waitFor();
    await row.getByText('Done').waitFor();
    await context.close();
  });
});
