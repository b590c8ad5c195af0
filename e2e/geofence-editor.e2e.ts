import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson } from './api.ts';
import {
  accessToken,
  colourCentre,
  eventually,
  expectSnackbar,
  newAccount,
  signUp,
  useBrowser,
} from './browser.ts';

const browser = useBrowser();

/** The drawn shape's outline: the theme's primary colour (config default #004AAD). */
const primary: [number, number, number] = [0x00, 0x4a, 0xad];
const uuidPath = /\/geofence\/[0-9a-f-]{36}$/;

/** Whether a toggle button (a drawing tool, a shape type) is on. */
const pressed = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const numberIn = async (page: Page, name: string) => Number(await field(page, name).inputValue());

/** The map, once its style is in and terra-draw listens to the pointer. */
async function readyMap(page: Page) {
  const map = page.locator('.maplibregl-map[data-drawing="ready"]');
  await map.waitFor({ timeout: 20_000 });
  const box = await map.locator('canvas').boundingBox();
  if (!box) throw new Error('The map has no canvas');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function fillDetails(page: Page, details: { name: string; address: string; postcode: string }) {
  await field(page, 'Name').fill(details.name);
  await field(page, 'Address').fill(details.address);
  await field(page, 'Postcode').fill(details.postcode);
}

/** Saves the new geofence `name` and waits for its page; returns its id. */
async function saveNew(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `Geofence ${name} added`);
  await page.waitForURL(uuidPath);
  return new URL(page.url()).pathname.split('/').pop() as string;
}

type StoredGeofence = {
  name: string;
  type: string;
  latitude: number;
  longitude: number;
  radius: number | null;
  polygon: { lat: number; lon: number }[] | null;
};

const getGeofence = async (page: Page, id: string) =>
  apiJson<StoredGeofence>(await accessToken(page), 'GET', `/geofence/${id}`, undefined, 200);

describe('geofence editor', () => {
  it('draws a circle and a polygon with the mouse, saves them, and shows them again after a reload', async () => {
    const { context, page } = await signUp(browser(), newAccount('Gina Geofence'), { path: '/geofence/add' });
    await page.getByRole('heading', { name: 'New geofence', level: 1 }).waitFor();

    // The e2e server has no GEOCODER_URL: a note says how to place the geofence instead.
    await page
      .getByRole('note')
      .filter({ hasText: 'Address search is not configured on this deployment' })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Find an address' }).count()).toBe(0);

    // A circle: the draw tool is on; press at the centre and drag out the radius.
    expect(await pressed(page, 'Draw a circle')).toBe('true');
    const centre = await readyMap(page);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y, { steps: 6 });
    await page.mouse.move(centre.x + 120, centre.y, { steps: 6 });
    await page.mouse.up();
    const radius = await eventually(
      () => numberIn(page, 'Radius (m)'),
      (value) => value > 0,
    );
    const latitude = await numberIn(page, 'Latitude');
    const longitude = await numberIn(page, 'Longitude');
    // The default view is the Greater Toronto Area at zoom 9: 120 px is several kilometres.
    expect(latitude).toBeGreaterThan(43);
    expect(latitude).toBeLessThan(44.5);
    expect(longitude).toBeGreaterThan(-80.5);
    expect(longitude).toBeLessThan(-78.5);
    expect(radius).toBeGreaterThan(1000);
    // Drawing done, the shape is being edited.
    expect(await pressed(page, 'Edit the shape')).toBe('true');

    await fillDetails(page, { name: 'Depot yard', address: '1 Front St W, Toronto', postcode: 'M5J 2X5' });
    const circleId = await saveNew(page, 'Depot yard');

    await page.reload();
    await page.getByRole('heading', { name: 'Depot yard', level: 1 }).waitFor();
    expect(await numberIn(page, 'Latitude')).toBe(latitude);
    expect(await numberIn(page, 'Longitude')).toBe(longitude);
    expect(await numberIn(page, 'Radius (m)')).toBe(radius);
    // The map is fitted to the circle: its outline is drawn around the middle of the map.
    await readyMap(page);
    const map = page.getByRole('region', { name: 'Map of geofence Depot yard' });
    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('The map is not shown');
    const outline = await eventually(
      () => colourCentre(page, map, primary),
      (found) => found.count > 200,
    );
    expect(Math.abs(outline.x - mapBox.width / 2)).toBeLessThan(mapBox.width * 0.1);
    expect(Math.abs(outline.y - mapBox.height / 2)).toBeLessThan(mapBox.height * 0.1);
    const stored = await getGeofence(page, circleId);
    expect(stored).toMatchObject({ type: 'circle', latitude, longitude, radius });

    // A polygon: four clicks, then a click on the first vertex closes it.
    await page.goto('/geofence/add');
    await page.getByRole('heading', { name: 'New geofence', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Polygon', exact: true }).click();
    expect(await pressed(page, 'Draw a polygon')).toBe('true');
    const middle = await readyMap(page);
    const corners = [
      [-90, -70],
      [90, -80],
      [100, 70],
      [-80, 90],
    ] as const;
    for (const [dx, dy] of corners) await page.mouse.click(middle.x + dx, middle.y + dy);
    await page.mouse.click(middle.x + corners[0][0], middle.y + corners[0][1]);
    await page.getByText('Vertices: 4').waitFor();
    await fillDetails(page, { name: 'Loading bay', address: '2 Front St W, Toronto', postcode: 'M5J 2X6' });
    const polygonId = await saveNew(page, 'Loading bay');

    await page.reload();
    await page.getByRole('heading', { name: 'Loading bay', level: 1 }).waitFor();
    await page.getByText('Vertices: 4').waitFor();
    expect(await pressed(page, 'Polygon')).toBe('true');
    const polygon = await getGeofence(page, polygonId);
    expect(polygon.type).toBe('polygon');
    expect(polygon.polygon).toHaveLength(4);
    await readyMap(page);
    const polygonMap = page.getByRole('region', { name: 'Map of geofence Loading bay' });
    await eventually(
      () => colourCentre(page, polygonMap, primary),
      (found) => found.count > 200,
    );
    await context.close();
  });

  it('creates a circle from typed coordinates alone, and keeps the form when the name is taken', async () => {
    const { context, page } = await signUp(browser(), newAccount('Tariq Typed'), { path: '/geofence/add' });
    await page.getByRole('heading', { name: 'New geofence', level: 1 }).waitFor();

    // Spec 5's messages first.
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Name is required', 'Address is required', 'Postcode is required'])
      await page.getByText(message, { exact: true }).waitFor();

    await fillDetails(page, { name: 'Typed fence', address: '100 Queen St W, Toronto', postcode: 'M5H 2N2' });
    await field(page, 'Latitude').fill('43.6534');
    await field(page, 'Longitude').fill('-79.3841');
    await field(page, 'Radius (m)').fill('250');
    const id = await saveNew(page, 'Typed fence');
    expect(await getGeofence(page, id)).toMatchObject({
      name: 'Typed fence',
      type: 'circle',
      latitude: 43.6534,
      longitude: -79.3841,
      radius: 250,
    });

    // The same name again: the server's message, and nothing typed is lost.
    await page.goto('/geofence/add');
    await page.getByRole('heading', { name: 'New geofence', level: 1 }).waitFor();
    await fillDetails(page, { name: 'Typed fence', address: '200 Bay St, Toronto', postcode: 'M5J 2J2' });
    await field(page, 'Latitude').fill('43.646');
    await field(page, 'Longitude').fill('-79.379');
    await field(page, 'Radius (m)').fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Geofence Typed fence already exists');
    expect(page.url()).toMatch(/\/geofence\/add$/);
    expect(await field(page, 'Address').inputValue()).toBe('200 Bay St, Toronto');
    expect(await field(page, 'Radius (m)').inputValue()).toBe('90');
    await context.close();
  });
});
