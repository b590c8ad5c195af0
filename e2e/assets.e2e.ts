import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTracker, addTtnFreezer, apiJson, firstOrganisationId, sendOsmAnd } from './api.ts';
import { accessToken, expectSnackbar, newAccount, signUp, useBrowser } from './browser.ts';

const browser = useBrowser();

/** Picks `option` in the select labelled `label` inside the metric group `group`. */
async function choose(page: Page, group: string, label: string, option: string | RegExp) {
  await page.getByRole('group', { name: group }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('assets', () => {
  it('gathers two simulated devices into an asset: live values, a chart, its place, which device fed it, and a dashboard widget of it', async () => {
    const owner = newAccount('Asha Asset');
    const { context, page } = await signUp(browser(), owner, { path: '/asset' });
    await page.getByRole('heading', { name: 'No assets yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);

    // Set-up the test does not look at: a freezer probe (a Dragino LHT65 on TTN) that reported
    // over the last hour, and a van's phone tracker.
    const freezer = await addTtnFreezer(token, organisationId, 'Freezer probe', 'e2e-asset-freezer');
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await freezer.send(-18, 1, minutesAgo(50), 4);
    await freezer.send(-19.5, 2, minutesAgo(30), 4);
    await freezer.send(-19, 3, minutesAgo(10), 4);
    const van = await addTracker(token, organisationId, 'Van tracker');
    await sendOsmAnd(van.token, 43.6426, -79.3871, minutesAgo(5));

    // A new asset, by mouse: the probe's external temperature and the van's position.
    await page.reload();
    await page.getByRole('button', { name: 'Add asset' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New asset' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Reefer truck');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Frozen goods, route 12');
    await choose(page, 'Metric 1', 'Device', 'Freezer probe');
    await choose(page, 'Metric 1', 'Field', 'External probe temperature (reported)');
    await dialog.getByRole('button', { name: 'Add metric' }).click();
    await choose(page, 'Metric 2', 'Metric type', 'Position');
    await choose(page, 'Metric 2', 'Device', 'Van tracker');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Asset Reefer truck added');

    // The list: its metrics' current values and its status.
    const row = page.getByRole('row', { name: /Reefer truck/ });
    await row.getByText('Temperature: -19.0 °C').waitFor();
    await row.getByText('Position: 43.64260, -79.38710').waitFor();
    await row.getByText('OK', { exact: true }).waitFor();

    // Its page: the values now, a chart of the last day, where it is, which device fed what.
    await row.getByRole('link', { name: 'Reefer truck' }).click();
    await page.getByRole('heading', { name: 'Reefer truck', level: 1 }).waitFor();
    const now = page.getByRole('list', { name: 'Now' });
    await now.getByRole('listitem', { name: 'Temperature' }).getByText('-19.0 °C').waitFor();
    await now.getByText('from Freezer probe').waitFor();
    const chart = page.getByRole('img', { name: 'Temperature (°C)' });
    await chart.waitFor();
    await page.getByRole('button', { name: 'Show the values' }).click();
    const values = page.getByRole('table', { name: 'Temperature (°C)' });
    await values.getByRole('cell', { name: '-19.5 °C' }).first().waitFor();
    // Where it is: the van's fix on the map (or, without WebGL, the map's own note).
    await page.getByRole('region', { name: 'Location' }).waitFor();
    const timeline = page.getByRole('region', { name: 'Which device fed each metric' });
    await timeline.getByRole('link', { name: 'Freezer probe' }).waitFor();
    await timeline.getByRole('link', { name: 'Van tracker' }).waitFor();

    // A new uplink reaches the page live, without a reload: the value, then the chart.
    await freezer.send(-21.5, 4, new Date(), 4);
    await now
      .getByRole('listitem', { name: 'Temperature' })
      .getByText('-21.5 °C')
      .waitFor({ timeout: 15_000 });
    await values.getByRole('cell', { name: '-21.5 °C' }).first().waitFor({ timeout: 20_000 });

    // The API answers its history as one series built from its bindings.
    const asset = (await apiJson<{ id: string }[]>(token, 'GET', `/asset/organisation/${organisationId}`))[0];
    const to = new Date(Date.now() + 60_000).toISOString();
    const data = await apiJson<{ metrics: { points: unknown[] }[] }>(
      token,
      'GET',
      `/asset/${asset?.id}/data?from=${minutesAgo(120).toISOString()}&to=${to}`,
    );
    expect(data.metrics[0]?.points.length).toBeGreaterThanOrEqual(4);

    // On a dashboard: an asset-metric widget, set up by mouse, draws the asset's latest value.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add dashboard' }).first().click();
    const create = page.getByRole('dialog', { name: 'New dashboard' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Fleet');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Fleet', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add widget' }).first().click();
    await page.getByRole('menuitem', { name: /^Asset metric/ }).click();
    const settings = page.getByRole('dialog', { name: 'Settings: Asset metric' });
    await settings.getByRole('textbox', { name: 'Title' }).fill('Reefer now');
    await settings.getByRole('combobox', { name: 'Asset' }).click();
    await page.getByRole('option', { name: 'Reefer truck' }).click();
    await settings.getByRole('combobox', { name: 'Metric' }).click();
    await page.getByRole('option', { name: 'Temperature (Freezer probe)' }).click();
    await settings.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'The latest value' }).click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });
    const tile = page.getByRole('region', { name: 'Reefer now', exact: true });
    await tile.getByLabel('Freezer probe: -21.5 °C').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
