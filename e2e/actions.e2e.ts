import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTtnFreezer, apiJson, firstOrganisationId, hex } from './api.ts';
import { accessToken, eventually, expectSnackbar, newAccount, signUp, useBrowser } from './browser.ts';
import { joinByInvitation } from './invitations.ts';

const browser = useBrowser();

/** The row's text under the column headed `column` (the list has two columns of plain numbers). */
async function cellText(page: Page, row: Locator, column: string) {
  const headers = await page
    .getByRole('table', { name: 'Actions' })
    .getByRole('columnheader')
    .allTextContents();
  return row
    .getByRole('cell')
    .nth(headers.findIndex((header) => header.includes(column)))
    .textContent();
}

const actionRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Actions' }).getByRole('row').filter({ hasText: name });

describe('actions', () => {
  it('alerts a contact when a simulated freezer warms up, and shows it in the list, the logs and the outbox', async () => {
    const owner = newAccount('Fiona Freezer');
    const { context, page } = await signUp(browser(), owner, { path: '/action' });
    await page.getByRole('heading', { name: 'No actions yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);

    // Set-up the test does not look at: a contact, a freezer (a Dragino LHT65 on TTN), an ingest key.
    const email = `quinn-${hex(3).toLowerCase()}@example.test`;
    await apiJson(token, 'POST', '/contact', {
      organisationId,
      name: 'Quinn Cold',
      email,
      phone: '+14165550199',
      contactMethod: 'email',
    });
    const freezer = await addTtnFreezer(token, organisationId, 'Simulated freezer', 'e2e-freezer');

    // The alert, through the editor.
    await page.reload();
    await page.getByRole('button', { name: 'Add action' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New action' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('at least one device must be selected', { exact: true }).waitFor();
    await dialog.getByText('at least one contact must be selected', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Freezer too warm');
    await dialog.getByRole('combobox', { name: 'Alert type' }).click();
    await page.getByRole('option', { name: 'Temperature', exact: true }).click();
    expect(await dialog.getByRole('textbox', { name: 'Forward URL' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Threshold (°C)' }).fill('-10');
    await dialog.getByRole('button', { name: /Insert \{\{device\}\}/ }).click();
    await dialog.getByRole('textbox', { name: 'Message' }).press('End');
    await dialog.getByRole('textbox', { name: 'Message' }).pressSequentially(' is at ');
    await dialog.getByRole('button', { name: /Insert \{\{value\}\}/ }).click();
    expect(await dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
      '{{device}} is at {{value}}',
    );
    await dialog.getByRole('combobox', { name: 'Recipients' }).click();
    await page.getByRole('option', { name: /Quinn Cold/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'Assigned devices' }).fill('freezer');
    await page.getByRole('option', { name: /Simulated freezer/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Action Freezer too warm added');
    const row = actionRow(page, 'Freezer too warm');
    await row.getByRole('cell', { name: 'Temperature', exact: true }).waitFor();
    expect(await row.getByRole('switch', { name: 'Enabled: Freezer too warm' }).isChecked()).toBe(true);
    await row.getByRole('cell', { name: 'Never', exact: true }).waitFor();

    // A cold reading (no alert), then a warm one (one alert).
    await freezer.send(-19, 1, new Date(Date.now() - 60_000));
    await freezer.send(4.5, 2, new Date());

    // The log: the firing, and the e-mail delivered to the outbox.
    await row.getByRole('link', { name: 'Logs of Freezer too warm' }).click();
    await page.getByRole('heading', { name: 'Logs of Freezer too warm', level: 1 }).waitFor();
    const logs = page.getByRole('table', { name: 'Logs of Freezer too warm' });
    const delivery = logs.getByRole('row').filter({ hasText: 'Outbox (no mail server configured)' });
    await eventually(
      async () => {
        const refresh = page.getByRole('button', { name: 'Refresh' });
        if (await refresh.isEnabled()) await refresh.click();
        return delivery.filter({ hasText: 'Sent' }).count();
      },
      (count) => count === 1,
      30_000,
    );
    expect(await delivery.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'Delivery',
      'Simulated freezer',
      'E-mail',
      email,
      'Outbox (no mail server configured)',
      'SentAttempt 1',
      '',
      '',
    ]);
    const fired = logs.getByRole('row').filter({ hasText: 'Fired' });
    expect(await fired.count()).toBe(1);
    await fired.getByText('Simulated freezer is at 4.5 °C').waitFor();

    // The list: triggered once, just now.
    await page.getByRole('main').getByRole('link', { name: 'Actions' }).click();
    await eventually(
      () => cellText(page, row, 'Times triggered'),
      (text) => text === '1',
    );
    await row.getByText(/now|second/).waitFor();

    // The outbox: the e-mail, naming the device.
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const outbox = page.getByRole('table', { name: 'Outbox' });
    const message = outbox.getByRole('row').filter({ hasText: email });
    await message.getByRole('cell', { name: 'Freezer too warm: Simulated freezer', exact: true }).waitFor();
    await message.getByText('Simulated freezer is at 4.5 °C').waitFor();
    await page.getByText(/No mail server \(SMTP\) or SMS provider is configured/).waitFor();

    // A viewer of the organisation sees the action but nothing to change it with.
    const viewer = newAccount('Vera Viewer');
    await apiJson(token, 'POST', `/organisation/${organisationId}/members`, {
      email: viewer.email,
      role: 'viewer',
    });
    const { context: viewerContext, page: b } = await signUp(browser(), viewer);
    await joinByInvitation(b, viewer.email, organisationId);
    await b.evaluate((id) => localStorage.setItem('selectedOrganisationID', id), organisationId);
    await b.goto('/action');
    const seen = actionRow(b, 'Freezer too warm');
    await eventually(
      () => cellText(b, seen, 'Times triggered'),
      (text) => text === '1',
    );
    expect(await seen.getByRole('switch', { name: 'Enabled: Freezer too warm' }).isDisabled()).toBe(true);
    expect(await b.getByRole('button', { name: 'Add action' }).count()).toBe(0);
    expect(await seen.getByRole('button', { name: 'Edit Freezer too warm' }).count()).toBe(0);
    expect(await seen.getByRole('button', { name: 'Delete Freezer too warm' }).count()).toBe(0);
    expect(await b.getByRole('tab', { name: 'Outbox' }).count()).toBe(0);

    await viewerContext.close();
    await context.close();
  });
});
