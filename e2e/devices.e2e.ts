import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addTracker, apiJson, firstOrganisationId, hex, sendOsmAnd } from './api.ts';
import {
  accessToken,
  baseUrl,
  callApi,
  colourCentre,
  eventually,
  expectSnackbar,
  importValidRows,
  newAccount,
  organisationsBaseUrl,
  previewRow,
  remoteRequests,
  signUp,
  useBrowser,
} from './browser.ts';
import { qrPng } from './qr-code.ts';

const browser = useBrowser();

const appKey = '2B7E151628AED2A6ABF7158809CF4F3C';
/** The map's colour for a device heard from in the last hour (lib/device-status.ts). */
const freshGreen: [number, number, number] = [0x2e, 0x7d, 0x32];

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices' });
const deviceRow = (page: Page, name: string) => devicesTable(page).getByRole('row').filter({ hasText: name });

async function openAddDialog(page: Page, flow: 'Scan QR code' | 'Enter keys' | 'Claim code' | 'Self host') {
  await page.getByRole('button', { name: 'Add device' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add device' });
  await dialog.getByRole('tab', { name: flow }).click();
  return dialog;
}

const wide = { width: 1920, height: 1000 };

describe('devices', () => {
  it('adds a device by each flow: keys by hand, a QR image, a claim code and self host', async () => {
    // A wide screen: beside the map, the list has room for the Location column (it drops it at 1280 px).
    const { context, page } = await signUp(browser(), newAccount('Dana Devices'), wide);
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();

    // Keys by hand, with spec 5's messages first.
    const manualEui = hex(8);
    let dialog = await openAddDialog(page, 'Enter keys');
    await dialog.getByRole('button', { name: 'Add device' }).click();
    for (const message of [
      'Device name is required',
      'Dev EUI is required',
      'App EUI is required',
      'App Key is required',
    ])
      await dialog.getByText(message, { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Device name' }).fill('Cold room sensor');
    await dialog.getByRole('textbox', { name: 'Dev EUI' }).fill(manualEui.slice(0, 12));
    await dialog.getByRole('textbox', { name: 'App EUI' }).fill('70B3D57ED0000000');
    await dialog.getByRole('textbox', { name: 'App Key' }).fill(appKey);
    await dialog.getByRole('button', { name: 'Add device' }).click();
    await dialog.getByText('Dev EUI must be exactly 16 characters', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Dev EUI' }).fill(manualEui);
    await dialog.getByRole('button', { name: 'Add device' }).click();
    await expectSnackbar(page, 'Device Cold room sensor added');
    await deviceRow(page, 'Cold room sensor').waitFor();

    // The same Dev EUI again: the spec's message, and the form keeps what was typed.
    dialog = await openAddDialog(page, 'Enter keys');
    await dialog.getByRole('textbox', { name: 'Device name' }).fill('Cold room twin');
    await dialog.getByRole('textbox', { name: 'Dev EUI' }).fill(manualEui);
    await dialog.getByRole('textbox', { name: 'App EUI' }).fill('70B3D57ED0000000');
    await dialog.getByRole('textbox', { name: 'App Key' }).fill(appKey);
    await dialog.getByRole('button', { name: 'Add device' }).click();
    await expectSnackbar(page, 'device already exists');
    expect(await dialog.getByRole('textbox', { name: 'Device name' }).inputValue()).toBe('Cold room twin');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A TR005 QR code from an image file fills the Dev EUI and App (Join) EUI.
    const qrEui = hex(8);
    const joinEui = hex(8);
    dialog = await openAddDialog(page, 'Scan QR code');
    await dialog.getByLabel('Choose an image').setInputFiles({
      name: 'device-label.png',
      mimeType: 'image/png',
      buffer: qrPng(`LW:D0:${joinEui}:${qrEui}:000A0001:SSN-0042`),
    });
    await dialog.getByText(/QR code read: the Dev EUI and App EUI are filled in/).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Dev EUI' }).inputValue()).toBe(qrEui);
    expect(await dialog.getByRole('textbox', { name: 'App EUI' }).inputValue()).toBe(joinEui);
    await dialog.getByRole('textbox', { name: 'Device name' }).fill('Pallet tracker');
    await dialog.getByRole('textbox', { name: 'App Key' }).fill(appKey.toLowerCase());
    await dialog.getByRole('button', { name: 'Add device' }).click();
    await expectSnackbar(page, 'Device Pallet tracker added');
    await deviceRow(page, 'Pallet tracker').waitFor();

    // A claim code: a device the deployment pre-loaded into its inventory.
    const claimEui = hex(8);
    const claimCode = `CLAIM-${hex(4)}`;
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    await db.query(
      `insert into device_inventory (claim_code, barcode, dev_eui, app_eui, app_key, type, forwarder)
       values ($1, $2, $3, '70B3D57ED0000000', $4, 'temperature', 'ttn')`,
      [claimCode, `BC-${claimEui}`, claimEui, appKey],
    );
    await db.end();
    dialog = await openAddDialog(page, 'Claim code');
    await dialog.getByRole('button', { name: 'Claim device' }).click();
    await dialog.getByText('Claim code is required', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Claim code' }).fill(claimCode);
    await dialog.getByRole('button', { name: 'Claim device' }).click();
    const claimedName = `Device ${claimEui.slice(-4)}`;
    await expectSnackbar(page, `Device ${claimedName} claimed`);
    await deviceRow(page, claimedName).waitFor();

    // Self host: a token, shown once, and the settings for the phone apps.
    dialog = await openAddDialog(page, 'Self host');
    await dialog.getByRole('textbox', { name: 'Device name' }).fill('Courier phone');
    await dialog.getByRole('button', { name: 'Create device' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Courier phone' });
    const token = await connect.getByRole('textbox', { name: 'Device token' }).inputValue();
    expect(token).toMatch(/^dev_[\w-]{20,}$/);
    expect(await connect.getByRole('textbox', { name: 'Server URL' }).inputValue()).toBe(
      `${baseUrl()}/api/ingest/osmand`,
    );
    expect(await connect.getByRole('textbox', { name: 'Device identifier' }).inputValue()).toBe(token);
    expect(await connect.getByRole('textbox', { name: 'URL', exact: true }).inputValue()).toBe(
      `${baseUrl()}/api/ingest/owntracks`,
    );
    expect(await connect.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(token);
    expect(await connect.getByRole('textbox', { name: 'Command' }).inputValue()).toContain(
      `"deviceId":"${token}"`,
    );
    await connect.getByRole('button', { name: 'Done' }).click();
    await deviceRow(page, 'Courier phone').waitFor();

    // The token works: the phone's first position reaches the list.
    await sendOsmAnd(token, 43.6426, -79.3871, new Date());
    await deviceRow(page, 'Courier phone').getByText('43.64260, -79.38710').waitFor();

    await page.reload();
    await deviceRow(page, 'Courier phone').getByText('43.64260, -79.38710').waitFor();
    expect(await devicesTable(page).locator('tbody tr').count()).toBe(4);
    await context.close();
  });

  it('imports a CSV of 50 rows with two bad rows: 48 added, the two refused with their reasons', async () => {
    const { context, page } = await signUp(browser(), newAccount('Ivan Import'));
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const euis = Array.from({ length: 50 }, () => hex(8));
    euis[16] = (euis[16] as string).slice(0, 14); // row 17: too short
    euis[32] = euis[4] as string; // row 33: the Dev EUI of row 5 again
    const csv = [
      'barcode,dev_eui,app_eui,app_key',
      ...euis.map((eui, i) => `BC-${i + 1},${eui},70B3D57ED0000000,${appKey}`),
    ].join('\n');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import devices from a CSV file' });
    await dialog
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('devices.csv: 50 rows, 48 ready to import.').waitFor();
    await dialog.getByText('Rows with problems, which will not be imported: 2').waitFor();
    await previewRow(dialog, 'BC-17').getByText('Dev EUI must be exactly 16 characters').waitFor();
    await previewRow(dialog, 'BC-33').getByText('Dev EUI appears twice in the file').waitFor();

    expect(await importValidRows(dialog, 48, ['Devices added: 48', 'Rows refused: 2'])).toEqual([
      `17${euis[16]}Dev EUI must be exactly 16 characters`,
      `33${euis[4]}Dev EUI appears twice in the file`,
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('1–10 of 48').waitFor();
    expect(await devicesTable(page).locator('tbody tr').count()).toBe(10);
    await context.close();
  });

  it('follows a self-hosted device live on the map and its page, shares it, revokes it, transfers and deletes it', async () => {
    const base = organisationsBaseUrl();
    const { context, page } = await signUp(browser(), newAccount('Sam Share'), { baseURL: base, ...wide });
    const remote = remoteRequests(context);
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token, base);
    const depot = `Depot ${hex(3)}`;
    const { id: depotId } = await apiJson<{ id: string }>(
      token,
      'POST',
      '/organisation',
      { name: depot, address: '1 Yonge St, Toronto', email: 'depot@example.test', phone: '+14165550100' },
      201,
      base,
    );
    const { device, token: deviceToken } = await addTracker(token, organisationId, 'Courier bike', base);
    const start = Date.now() - 60_000;
    await sendOsmAnd(deviceToken, 43.65, -79.38, new Date(start), base);

    // The list: its map frames the device; a new position moves the marker, without a reload.
    await page.goto('/');
    const row = deviceRow(page, 'Courier bike');
    await row.getByText('43.65000, -79.38000').waitFor();
    const map = page.getByRole('region', { name: 'Map of devices' });
    const before = await eventually(
      () => colourCentre(page, map, freshGreen),
      (marker) => marker.count > 30,
    );
    await sendOsmAnd(deviceToken, 43.653, -79.38, new Date(start + 20_000), base);
    await row.getByText('43.65300, -79.38000').waitFor();
    const after = await eventually(
      () => colourCentre(page, map, freshGreen),
      (marker) => marker.count > 30 && marker.y < before.y - 20,
    );
    expect(Math.abs(after.x - before.x)).toBeLessThan(5);

    // Its page: the position follows live too.
    await row.getByRole('link', { name: 'Courier bike' }).click();
    await page.getByRole('heading', { name: 'Courier bike', level: 1 }).waitFor();
    const status = page.getByRole('region', { name: 'Current status' });
    await status.getByText('43.65300, -79.38000').waitFor();
    await sendOsmAnd(deviceToken, 43.656, -79.377, new Date(start + 40_000), base);
    await status.getByText('43.65600, -79.37700').waitFor();
    await page.getByRole('region', { name: 'Location history' }).getByText('Positions: 3').waitFor();

    // Share it: a signed-out visitor sees it with no top bar; once revoked, the not-found page.
    const sharing = page.getByRole('region', { name: 'Sharing' });
    await sharing.getByRole('button', { name: 'Turn sharing on' }).click();
    await expectSnackbar(page, 'Sharing turned on');
    const link = await sharing.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${base}/share/[\\w-]{20,}$`));
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const visitorRemote = remoteRequests(visitor);
    const shared = await visitor.newPage();
    await shared.goto(link);
    await shared.getByRole('heading', { name: 'Courier bike', level: 1 }).waitFor();
    await shared.getByText('43.65600, -79.37700').waitFor();
    expect(await shared.getByRole('banner').count()).toBe(0);
    expect(await shared.getByText(depot).count()).toBe(0);
    await sharing.getByRole('button', { name: 'Turn sharing off' }).click();
    await expectSnackbar(page, 'Sharing turned off: the link no longer works');
    await shared.reload();
    await shared
      .getByRole('heading', { name: 'This shared link does not exist or was turned off' })
      .waitFor();
    expect(visitorRemote).toEqual([]);
    await visitor.close();

    // Transfer it to the other organisation (the user data knows it after a reload).
    expect(
      (
        await callApi(base, token, 'POST', `/device/${device.id}/transfer`, {
          organisationId: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(403);
    await page.reload();
    const manage = page.getByRole('region', { name: 'Transfer and delete' });
    await manage.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: depot }).click();
    await manage.getByRole('button', { name: 'Transfer' }).click();
    await page
      .getByRole('dialog', { name: 'Transfer Courier bike?' })
      .getByRole('button', { name: 'Transfer' })
      .click();
    await expectSnackbar(page, `Courier bike was transferred to ${depot}`);
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const depotDevices = await apiJson<{ id: string }[]>(
      token,
      'GET',
      `/organisation/${depotId}/devices`,
      undefined,
      200,
      base,
    );
    expect(depotDevices.map((d) => d.id)).toEqual([device.id]);

    // Delete it by typing its name.
    await page.goto(`/device/${device.id}`);
    await manage.getByRole('button', { name: 'Delete device' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete device?' });
    await confirm.getByText('Please enter the device name to confirm deletion').waitFor();
    await confirm.getByRole('textbox', { name: 'Device name' }).fill('Courier');
    expect(await confirm.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Device name' }).fill('Courier bike');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, 'Device Courier bike deleted');
    await page.waitForURL(`${base}/`);
    expect((await callApi(base, token, 'GET', `/device/${device.id}`)).status).toBe(404);
    // MAP_STYLE=none: the maps drew without a single request beyond this machine.
    expect(remote).toEqual([]);
    await context.close();
  }, 150_000);
});
