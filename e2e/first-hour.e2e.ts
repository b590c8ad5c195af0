import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiJson, firstOrganisationId, hex } from './api.ts';
import {
  accessToken,
  eventually,
  expectSnackbar,
  newAccount,
  previewRow,
  remoteRequests,
  signUp,
  useBrowser,
} from './browser.ts';
import { createDatabase, dropDatabase, type Server, startServer } from './global-setup.ts';

/**
 * Issue 12 "Done when": a newcomer's first hour, on a server started as a default start does it
 * (demo mode on; keys by hand and self-hosted devices off), in a real Chromium.
 */

const browser = useBrowser();

let server: Server | undefined;
let cleanUp: () => Promise<void> = async () => {};

beforeAll(async () => {
  // A default start: demo mode, MANUAL_ADD and SELF_HOST off (their defaults). Its database lives
  // on the e2e PostgreSQL; DEMO=true says what a default start (no DATABASE_URL) decides itself.
  // MAP_STYLE=none (startServer's) keeps every request on this machine; the demo runs every second.
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-first-hour-'));
  const adminUrl = inject('databaseUrl');
  const name = `pinpoint_e2e_first_hour_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  cleanUp = async () => {
    await server?.stop();
    await dropDatabase(adminUrl, name);
    await rm(dir, { recursive: true, force: true });
  };
  server = await startServer(dir, {
    DATABASE_URL: databaseUrl,
    DEMO: 'true',
    DEMO_INTERVAL_MS: '1000',
    MANUAL_ADD: 'false',
    SELF_HOST: 'false',
  });
});
afterAll(() => cleanUp());

const base = () => {
  if (!server) throw new Error('The demo server starts in beforeAll');
  return server.baseUrl;
};

type Position = { time: string; lat: number; lon: number };
type DeviceSummary = { id: string; name: string };

/** Metres between two fixes (haversine). */
function metres(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The steps between consecutive fixes, in metres. */
const steps = (track: Position[]) => track.slice(1).map((p, i) => metres(track[i] as Position, p));

/** What the device page's location history reads: GET /device/{id}/positions over a range. */
function positionsSince(token: string, deviceId: string, from: Date): Promise<Position[]> {
  const query = new URLSearchParams({
    from: from.toISOString(),
    to: new Date(Date.now() + 60_000).toISOString(),
  });
  return apiJson<Position[]>(token, 'GET', `/device/${deviceId}/positions?${query}`, undefined, 200, base());
}

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices' });
const deviceRow = (page: Page, name: string) => devicesTable(page).getByRole('row').filter({ hasText: name });
/** The status card's position: its coordinates, as the page writes them. */
const coordinates = /^-?\d{1,3}\.\d{5}, -?\d{1,3}\.\d{5}$/;

const vans = ['Delivery van 1 (demo)', 'Delivery van 2 (demo)', 'Service truck (demo)'];

/**
 * A device's row, found as a user would by the list's search: the demo fleet (11 with the cellular
 * van and the courier phone, 12 once one is claimed) runs past the first page of 10.
 */
async function searchedRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  return deviceRow(page, name);
}

describe("a newcomer's first hour (issue 12)", () => {
  it('signs up, watches a demo van drive, claims a demo device, keeps their settings, imports, shares and unshares', async () => {
    // 1. Sign up on the built-in provider's pages; the demo fleet is there at once.
    const { context, page } = await signUp(browser(), newAccount('Nora Newcomer'), { baseURL: base() });
    const remote = remoteRequests(context);
    const watchFrom = new Date();
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    for (const van of vans) await deviceRow(page, van).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token, base());
    const listDevices = () =>
      apiJson<DeviceSummary[]>(
        token,
        'GET',
        `/organisation/${organisationId}/devices`,
        undefined,
        200,
        base(),
      );
    const fleet = await listDevices();
    const vanIds = vans.map((name) => {
      const van = fleet.find((device) => device.name === name);
      if (!van) throw new Error(`No ${name} in ${JSON.stringify(fleet.map((d) => d.name))}`);
      return van.id;
    });
    const tracks = () => Promise.all(vanIds.map((id) => positionsSince(token, id, watchFrom)));

    // 2. Watch a van drive. The fleet's depot stops never fall together: follow the one on the
    // move, on its page, where its position changes without a reload.
    const start = await eventually(tracks, (all) => all.every((track) => track.length >= 3));
    const travelled = start.map((track) => metres(track[0] as Position, track.at(-1) as Position));
    const moving = travelled.indexOf(Math.max(...travelled));
    const movingName = vans[moving] as string;
    await (await searchedRow(page, movingName)).getByRole('link', { name: movingName }).click();
    await page.getByRole('heading', { name: movingName, level: 1 }).waitFor();
    const status = page.getByRole('region', { name: 'Current status' });
    const shown = status.getByText(coordinates);
    const first = await shown.textContent();
    await status.getByText(first as string, { exact: true }).waitFor({ state: 'detached' });
    expect(await shown.textContent()).not.toBe(first);

    // About a minute of driving (45 s of one fix a second), read as the device page reads it.
    const watched = await eventually(
      tracks,
      (all) => all.every((track) => Date.parse(track.at(-1)?.time ?? '') - watchFrom.getTime() >= 45_000),
      90_000,
    );
    for (const [i, track] of watched.entries()) {
      const name = vans[i] as string;
      expect(track.length, `${name}: fixes in 45 s`).toBeGreaterThanOrEqual(20);
      const times = track.map((p) => Date.parse(p.time));
      expect(
        times.every((t, j) => j === 0 || t > (times[j - 1] as number)),
        `${name}: fixes in time order`,
      ).toBe(true);
      // No jump: a van drives its street, never more than 200 m between two fixes.
      expect(Math.max(...steps(track)), `${name}: longest step (m)`).toBeLessThanOrEqual(200);
    }
    // And they move along: at most one van stands at a depot, the others cover their street.
    const distances = watched.map((track) => steps(track).reduce((a, b) => a + b, 0));
    expect(Math.max(...distances), `distances driven (m): ${distances.map(Math.round)}`).toBeGreaterThan(100);
    expect(
      distances.filter((d) => d > 50).length,
      `distances driven (m): ${distances.map(Math.round)}`,
    ).toBeGreaterThanOrEqual(2);
    await page
      .getByRole('region', { name: 'Location history' })
      .getByText(/^Positions: \d+$/)
      .waitFor();

    // 3. Claim one of the demo devices set aside in the inventory for this organisation.
    const codes = await apiJson<{ claimCode: string; type: string }[]>(
      token,
      'GET',
      `/organisation/${organisationId}/demo-claim-codes`,
      undefined,
      200,
      base(),
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const { claimCode } of codes) expect(claimCode).toMatch(/^DEMO-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = (codes[0] as { claimCode: string }).claimCode;
    await page.getByRole('link', { name: 'Devices' }).first().click();
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add device' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add device' });
    // A default start offers no keys by hand and no self-hosted devices.
    await dialog.getByRole('tab', { name: 'Claim code' }).click();
    expect(await dialog.getByRole('tab', { name: 'Enter keys' }).count()).toBe(0);
    expect(await dialog.getByRole('tab', { name: 'Self host' }).count()).toBe(0);
    const field = dialog.getByRole('textbox', { name: 'Claim code' });
    await field.waitFor();
    // The form lists the demo codes, each a button that fills the field; typed by hand otherwise.
    const demoButton = dialog
      .getByRole('note', { name: 'Demo devices to try' })
      .or(dialog.getByRole('list', { name: 'Demo devices to try' }))
      .getByRole('button', { name: code, exact: true });
    const offered = await demoButton.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (offered) {
      for (const other of codes)
        await dialog.getByRole('button', { name: other.claimCode, exact: true }).waitFor();
      await demoButton.click();
    } else {
      await field.fill(code);
    }
    expect(await field.inputValue()).toBe(code);
    await dialog.getByRole('button', { name: 'Claim device' }).click();
    await dialog.waitFor({ state: 'detached' });
    const claimed = (await listDevices()).find((device) => !fleet.some((d) => d.id === device.id));
    if (!claimed) throw new Error('The claimed device is not in the organisation');
    await expectSnackbar(page, `Device ${claimed.name} claimed`);
    await (await searchedRow(page, claimed.name)).waitFor();
    const left = await apiJson<{ claimCode: string }[]>(
      token,
      'GET',
      `/organisation/${organisationId}/demo-claim-codes`,
      undefined,
      200,
      base(),
    );
    // The claimed code is no longer offered; the others still are.
    expect(left.map((c) => c.claimCode).sort()).toEqual(
      codes
        .map((c) => c.claimCode)
        .filter((c) => c !== code)
        .sort(),
    );

    // 4. Two account settings, one after the other, both kept after a reload (a server bug
    // used to reset the first when the second was saved).
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    const fahrenheit = page.getByRole('button', { name: 'Fahrenheit' });
    const mapMatching = page.getByRole('switch', { name: 'Map matching (snap tracks to roads)' });
    expect(await fahrenheit.getAttribute('aria-pressed')).toBe('false');
    expect(await mapMatching.isChecked()).toBe(false);
    await fahrenheit.click();
    await expectSnackbar(page, 'Settings saved');
    await mapMatching.click();
    await expectSnackbar(page, 'Settings saved');
    await page.reload();
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await fahrenheit.and(page.locator('[aria-pressed="true"]')).waitFor();
    expect(await page.getByRole('button', { name: 'Celsius' }).getAttribute('aria-pressed')).toBe('false');
    expect(await mapMatching.isChecked()).toBe(true);
    // Every screen speaks °F now: the demo fridge's page.
    await page.getByRole('link', { name: 'Devices' }).first().click();
    const fridge = 'Walk-in fridge (demo)';
    await (await searchedRow(page, fridge)).getByRole('link', { name: fridge }).click();
    await page.getByRole('heading', { name: fridge, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Current status' }).getByText(/\d °F/).first().waitFor();
    expect(await page.getByRole('region', { name: 'Current status' }).getByText(/\d °C/).count()).toBe(0);
    await page.getByRole('link', { name: 'Devices' }).first().click();
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();

    // 5. A device CSV with a 2-character name. Import CSV is offered on a default start (the list's
    // header, for editors, whatever MANUAL_ADD says), so it is tried here: the preview refuses the
    // row with the single add's message before anything is sent.
    const goodEui = hex(8);
    const shortEui = hex(8);
    const appKey = '2B7E151628AED2A6ABF7158809CF4F3C';
    const csv = [
      'name,dev_eui,app_eui,app_key',
      `Pallet seven,${goodEui},70B3D57ED0000000,${appKey}`,
      `P7,${shortEui},70B3D57ED0000000,${appKey}`,
    ].join('\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import devices from a CSV file' });
    await importDialog
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importDialog.getByText('devices.csv: 2 rows, 1 ready to import.').waitFor();
    await importDialog.getByText('Rows with problems, which will not be imported: 1').waitFor();
    await previewRow(importDialog, shortEui).getByText('Device name must be at least 3 characters').waitFor();
    expect(await previewRow(importDialog, goodEui).getByText('Device name must be').count()).toBe(0);
    await importDialog.getByRole('button', { name: 'Import the valid rows (1)' }).waitFor();
    // The preview has no Cancel button: Escape closes it, nothing imported.
    await page.keyboard.press('Escape');
    await importDialog.waitFor({ state: 'detached' });

    // 6. Share the van, turn the share off, and open the link signed out.
    await (await searchedRow(page, movingName)).getByRole('link', { name: movingName }).click();
    await page.getByRole('heading', { name: movingName, level: 1 }).waitFor();
    const sharing = page.getByRole('region', { name: 'Sharing' });
    await sharing.getByRole('button', { name: 'Turn sharing on' }).click();
    await expectSnackbar(page, 'Sharing turned on');
    const link = await sharing.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${base()}/share/[\\w-]{20,}$`));
    // While on, a signed-out visitor sees the van.
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const visitorRemote = remoteRequests(visitor);
    const shared = await visitor.newPage();
    await shared.goto(link);
    await shared.getByRole('heading', { name: movingName, level: 1 }).waitFor();
    await visitor.close();

    await sharing.getByRole('button', { name: 'Turn sharing off' }).click();
    await expectSnackbar(page, 'Sharing turned off: the link no longer works');
    const stranger = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const strangerRemote = remoteRequests(stranger);
    const gone = await stranger.newPage();
    await gone.goto(link);
    await gone
      .getByRole('heading', { name: 'This shared link does not exist or was turned off', level: 1 })
      .waitFor();
    expect(gone.url()).toBe(link);
    expect(await gone.getByText(movingName).count()).toBe(0);
    // Nothing leads into the signed-in app (which would only send the visitor to sign in).
    const origin = new URL(base()).origin;
    const hrefs = await gone
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => new URL(href).origin === origin)).toEqual([]);
    expect(await gone.getByRole('button', { name: /sign in|log in/i }).count()).toBe(0);
    expect(await gone.getByRole('banner').count()).toBe(0);
    expect(await gone.getByRole('navigation').count()).toBe(0);
    await stranger.close();

    // MAP_STYLE=none: the maps drew without a single request beyond this machine.
    expect(remote).toEqual([]);
    expect(visitorRemote).toEqual([]);
    expect(strangerRemote).toEqual([]);
    await context.close();
  }, 240_000);
});
