import { describe, expect, it } from 'vitest';
import { addTracker, firstOrganisationId, sendOsmAnd } from './api.ts';
import { accessToken, colourCentre, eventually, newAccount, signUp, useBrowser } from './browser.ts';
import { useOwnServer } from './own-server.ts';

/**
 * Issue 27.4: with the default map style unreachable (offline, a firewall, an outage) the maps
 * still draw the devices, on a plain background, and say so. A server of its own with the default
 * MAP_STYLE (OpenFreeMap's styles); the browser's requests to other hosts all fail.
 */

const browser = useBrowser();
const base = useOwnServer('map-fallback', { MAP_STYLE: '' });

/** A device seen in the last minutes: the device map's fresh green (#2e7d32). */
const freshGreen: [number, number, number] = [0x2e, 0x7d, 0x32];
const local = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

describe('a map whose style cannot be reached', () => {
  it('draws the devices on a plain background and says the background is unavailable', async () => {
    const { context, page } = await signUp(browser(), newAccount('Olive Offline'), {
      baseURL: base(),
      width: 1920,
      height: 1000,
    });
    // Nothing beyond this machine answers: the default style's host fails as when offline.
    const refused: string[] = [];
    await context.route(
      (url) => !local(url) && url.protocol.startsWith('http'),
      (route) => {
        refused.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token, base());
    const { token: deviceToken } = await addTracker(token, organisationId, 'Van 12', base());
    await sendOsmAnd(deviceToken, 43.65, -79.38, new Date(Date.now() - 30_000), base());

    await page.goto('/');
    const map = page.getByRole('region', { name: 'Map of devices' });
    await map.getByRole('status').getByText('Map background unavailable: showing positions only').waitFor();
    const marker = await eventually(
      () => colourCentre(page, map, freshGreen),
      (found) => found.count > 30,
    );
    expect(marker.count).toBeGreaterThan(30);
    // The built-in style was asked for, and refused: the fallback is why the map is not blank.
    expect(refused.some((url) => url.startsWith('https://tiles.openfreemap.org/styles/'))).toBe(true);
    await context.close();
  }, 60_000);
});
