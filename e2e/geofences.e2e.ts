import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  colourCentre,
  eventually,
  expectSnackbar,
  importValidRows,
  newAccount,
  previewRow,
  signUp,
  useBrowser,
} from './browser.ts';

const browser = useBrowser();

/** The map's colours: active geofences in the theme's primary colour, paused ones grey (theme grey 500). */
const primary: [number, number, number] = [0x00, 0x4a, 0xad];
const pausedGrey: [number, number, number] = [0x9e, 0x9e, 0x9e];

const geofencesTable = (page: Page) => page.getByRole('table', { name: 'Geofences' });
const geofenceRow = (page: Page, name: string) =>
  geofencesTable(page).getByRole('row').filter({ hasText: name });
const shownNames = (page: Page) => geofencesTable(page).locator('tbody tr td:nth-child(2)').allTextContents();

/** Opens the import dialog and picks the file through the browser's file chooser, as a person does. */
async function importFile(page: Page, name: string, csv: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import geofences from a CSV file' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Choose a CSV file').click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return dialog;
}

describe('geofences', () => {
  it('imports a CSV, shows the geofences in the list and on the map, pauses, searches and deletes them', async () => {
    const { context, page } = await signUp(browser(), newAccount('Gina Geofence'), { path: '/geofence' });
    await page.getByRole('heading', { name: 'Geofences', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No geofences yet' }).waitFor();

    // Three rows, one without its postcode: two are added, the third is refused with its reason.
    const csv = [
      'name,address,postcode,latitude,longitude,radius',
      'Union Station,65 Front St W,M5J 1E6,43.6453,-79.3806,200',
      'Harbourfront,235 Queens Quay W,,43.6387,-79.3817,150',
      'Distillery,55 Mill St,M5A 3C4,43.6503,-79.3596,250',
    ].join('\n');
    let dialog = await importFile(page, 'geofences.csv', csv);
    await dialog.getByText('geofences.csv: 3 rows, 2 ready to import.').waitFor();
    await previewRow(dialog, 'Harbourfront').getByText('Postcode is required').waitFor();
    expect(await importValidRows(dialog, 2, ['Geofences added: 2', 'Error importing 1 geofences'])).toEqual([
      '2HarbourfrontPostcode is required',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // In the list, with their radius, and on the map.
    await geofenceRow(page, 'Union Station').getByText('200 m').waitFor();
    await geofenceRow(page, 'Distillery').getByText('250 m').waitFor();
    expect(await shownNames(page)).toEqual(['Distillery', 'Union Station']);
    const map = page.getByRole('region', { name: 'Map of geofences' });
    const both = await eventually(
      () => colourCentre(page, map, primary),
      (outline) => outline.count > 60,
    );

    // A row without coordinates: this server has no geocoder, and the preview already says what
    // the server would (it once marked the row ready, then the server refused it).
    dialog = await importFile(page, 'more.csv', 'name,address,postcode\nCasa Loma,1 Austin Terrace,M5R 1X8');
    await dialog.getByText('more.csv: 1 rows, 0 ready to import.').waitFor();
    await previewRow(dialog, 'Casa Loma')
      .getByText('Give latitude and longitude: no geocoder is configured')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Import the valid rows (0)' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Pause Union Station (the western one) from the list: it turns grey on the map, and stays
    // paused after a reload.
    const unionSwitch = geofenceRow(page, 'Union Station').getByRole('switch', {
      name: 'Union Station active',
    });
    await unionSwitch.click();
    // At once, without waiting for the server (a refetch in flight is cancelled first, a tick later).
    expect(
      await eventually(
        () => unionSwitch.isChecked(),
        (checked) => !checked,
        2_000,
      ),
    ).toBe(false);
    const distillery = await eventually(
      () => colourCentre(page, map, primary),
      (outline) => outline.count > 30 && outline.count < both.count * 0.8 && outline.x > both.x + 20,
    );
    await eventually(
      () => colourCentre(page, map, pausedGrey, 16),
      (outline) => outline.count > 20 && outline.x < both.x - 20,
    );
    await page.reload();
    const union = geofenceRow(page, 'Union Station');
    await union.getByText('Paused').waitFor();
    expect(await union.getByRole('switch', { name: 'Union Station active' }).isChecked()).toBe(false);
    expect(
      await geofenceRow(page, 'Distillery').getByRole('switch', { name: 'Distillery active' }).isChecked(),
    ).toBe(true);

    // A click on the map picks the geofence there: its row is marked and a link opens it.
    await eventually(
      () => colourCentre(page, map, primary),
      (outline) => outline.count > 30,
    );
    await map.click({ position: { x: distillery.x, y: distillery.y } });
    await page.getByRole('link', { name: 'Open Distillery' }).waitFor();
    await geofencesTable(page).locator('[aria-current="true"]').filter({ hasText: 'Distillery' }).waitFor();

    // Search.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('distil');
    await eventually(
      () => shownNames(page),
      (names) => names.join() === 'Distillery',
    );
    await search.fill('M5J');
    await eventually(
      () => shownNames(page),
      (names) => names.join() === 'Union Station',
    );
    await search.fill('');

    // Delete both at once, after the confirmation.
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete geofences?' });
    await confirm.getByText('Delete the 2 selected geofences?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, 'Geofences deleted: 2');
    await page.getByRole('heading', { name: 'No geofences yet' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'No geofences yet' }).waitFor();
    await context.close();
  });
});
