import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StubEngine, startStubEngine } from '../apps/server/src/modules/map-matching/stub-engine.ts';
import { addTracker, apiJson, firstOrganisationId, sendOsmAnd } from './api.ts';
import {
  accessToken,
  colourCentre,
  eventually,
  expectSnackbar,
  newAccount,
  remoteRequests,
  signUp,
  useBrowser,
} from './browser.ts';
import { createDatabase, dropDatabase, type Server, startServer } from './global-setup.ts';

/**
 * Issue 20 "Done when": with map matching on, the device page draws the matched line (a stub
 * road-matching service answers a known geometry) and playback follows it; with it off, the
 * positions as reported. A server of its own, with MAP_MATCHING_URL pointing at the stub.
 */

const browser = useBrowser();

// The van drives due east along one latitude; the stub's "road" arches north over the drive.
const west = -79.4;
const east = -79.37;
const street = 43.65;
const arch = (lon: number) => street + 0.004 * Math.sin((Math.PI * (lon - west)) / (east - west));

let engine: StubEngine;
let server: Server | undefined;
let cleanUp: () => Promise<void> = async () => {};

beforeAll(async () => {
  engine = await startStubEngine({
    snap: (p) => ({ lat: Math.round(arch(p.lon) * 1e6) / 1e6, lon: p.lon }),
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'pinpoint-map-matching-'));
  const adminUrl = inject('databaseUrl');
  const name = `pinpoint_e2e_map_matching_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  cleanUp = async () => {
    await server?.stop();
    await engine.close();
    await dropDatabase(adminUrl, name);
    await rm(dir, { recursive: true, force: true });
  };
  server = await startServer(dir, { DATABASE_URL: databaseUrl, MAP_MATCHING_URL: engine.url });
});
afterAll(() => cleanUp());

const base = () => {
  if (!server) throw new Error('The server starts in beforeAll');
  return server.baseUrl;
};

/** The primary colour (#004AAD) of the track, drawn at 85 % over the plain map's light background. */
const trackColour: [number, number, number] = [35, 99, 183];
/** The playback marker: the secondary colour (#0d00ad). */
const playbackColour: [number, number, number] = [13, 0, 173];

/** The box around the pixels of a colour in an element's screenshot. */
async function colourBox(page: Page, element: Locator, rgb: [number, number, number], tolerance = 30) {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, rgb, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let [top, bottom, left, right, count] = [Number.POSITIVE_INFINITY, -1, Number.POSITIVE_INFINITY, -1, 0];
      for (let i = 0; i < data.length; i += 4) {
        const near = [0, 1, 2].every(
          (c) => Math.abs((data[i + c] as number) - (rgb[c] as number)) <= tolerance,
        );
        if (!near) continue;
        const pixel = i / 4;
        const [x, y] = [pixel % image.width, Math.floor(pixel / image.width)];
        [top, bottom, left, right] = [
          Math.min(top, y),
          Math.max(bottom, y),
          Math.min(left, x),
          Math.max(right, x),
        ];
        count += 1;
      }
      return { top, bottom, left, right, count, height: bottom - top, width: right - left };
    },
    { png, rgb, tolerance },
  );
}

/** Moves playback to the `index`-th position with the keyboard, as a person would. */
async function playbackTo(history: Locator, index: number) {
  const slider = history.getByRole('slider', { name: 'Playback position' });
  await eventually(
    async () => {
      await slider.press('Home');
      for (let i = 0; i < index; i++) await slider.press('ArrowRight');
      return slider.getAttribute('aria-valuenow');
    },
    (value) => value === String(index),
  );
}

describe('map matching on the device page (issue 20)', () => {
  it('draws the road the service matched and plays back along it; with the setting off, the positions', async () => {
    const { context, page } = await signUp(browser(), newAccount('Mia Matcher'), { baseURL: base() });
    const remote = remoteRequests(context);
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token, base());
    const { device, token: deviceToken } = await addTracker(token, organisationId, 'Van 9', base());
    // Still lines, so the track's pixels have one colour.
    await apiJson(token, 'PATCH', '/user/settings', { animatedLines: false }, 200, base());

    // 31 positions over the last few minutes of today (UTC), as the phone app sends them.
    const dayStart = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    if (Date.now() - dayStart < 120_000)
      await new Promise((r) => setTimeout(r, 120_000 - (Date.now() - dayStart)));
    const start = Math.max(dayStart + 1000, Date.now() - 5 * 60_000);
    const step = Math.floor((Date.now() - 5000 - start) / 30 / 1000) * 1000;
    for (let i = 0; i <= 30; i++)
      await sendOsmAnd(
        deviceToken,
        street,
        west + (i * (east - west)) / 30,
        new Date(start + i * step),
        base(),
      );

    // 1. The account page says the server can match; the switch turns it on.
    await page.goto('/account');
    const mapMatching = page.getByRole('switch', { name: 'Map matching (snap tracks to roads)' });
    expect(await mapMatching.getAttribute('aria-describedby')).toBeTruthy();
    await page
      .getByText('Device tracks follow the roads, through this server’s road-matching service.')
      .waitFor();
    await mapMatching.click();
    await expectSnackbar(page, 'Settings saved');

    // 2. The device page draws the arch the service answered, not the straight drive.
    await page.goto(`/device/${device.id}`);
    const history = page.getByRole('region', { name: 'Location history' });
    await history.getByText(/^Snapped to roads by the road-matching service\./).waitFor();
    expect(engine.requests.length).toBeGreaterThan(0);
    // Every position was sent (in one request, or two when the drive spans the top of an hour).
    const sent = new Set(engine.requests.flatMap((r) => r.coordinates.map((c) => c.lon.toFixed(6))));
    expect(sent.size).toBe(31);
    const map = page.getByRole('region', { name: 'Map of Van 9’s track' });
    const matchedLine = await eventually(
      () => colourBox(page, map, trackColour),
      (box) => box.count > 200 && box.height > 60,
    );
    // Playback follows the road: at the start it is at the west foot of the arch, half-way at its top.
    await playbackTo(history, 0);
    const foot = await eventually(
      () => colourCentre(page, map, playbackColour),
      (marker) => marker.count > 30 && marker.x < matchedLine.left + 40,
    );
    expect(foot.y).toBeGreaterThan(matchedLine.bottom - 30);
    await playbackTo(history, 15);
    const top = await eventually(
      () => colourCentre(page, map, playbackColour),
      (marker) => marker.count > 30 && Math.abs(marker.x - (matchedLine.left + matchedLine.right) / 2) < 40,
    );
    expect(top.y).toBeLessThan(matchedLine.top + 30);

    // 3. Setting off: the positions as reported, a flat line, and playback on it.
    await page.goto('/account');
    await mapMatching.click();
    await expectSnackbar(page, 'Settings saved');
    const calls = engine.requests.length;
    await page.goto(`/device/${device.id}`);
    await history.getByText('Positions as reported, joined by straight lines.').waitFor();
    const rawLine = await eventually(
      () => colourBox(page, map, trackColour),
      (box) => box.count > 200 && box.width > 200 && box.height < 20,
    );
    await playbackTo(history, 15);
    const middle = await eventually(
      () => colourCentre(page, map, playbackColour),
      (marker) => marker.count > 30 && Math.abs(marker.x - (rawLine.left + rawLine.right) / 2) < 40,
    );
    expect(Math.abs(middle.y - (rawLine.top + rawLine.bottom) / 2)).toBeLessThan(10);
    expect(engine.requests).toHaveLength(calls);
    expect(remote).toEqual([]);
    await context.close();
  });
});
