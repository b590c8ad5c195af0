import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTracker, apiJson, firstOrganisationId, sendOsmAnd } from './api.ts';
import {
  accessToken,
  eventually,
  expectSnackbar,
  newAccount,
  remoteRequests,
  signUp,
  useBrowser,
} from './browser.ts';

const browser = useBrowser();

/** True when the element's box lies inside the container's box (drawn on the map, not off it). */
async function isWithin(element: Locator, container: Locator) {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  if (!inner || !outer) return false;
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Resolves once the page's live-updates connection has subscribed to its organisation. */
function liveSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"subscribed"')) resolve();
      });
    });
  });
}

const basesTable = (page: Page) => page.getByRole('table', { name: 'Bases' });
const baseRow = (page: Page, name: string) => basesTable(page).getByRole('row').filter({ hasText: name });
const deviceMap = (page: Page) => page.getByRole('region', { name: 'Map of devices' });

describe('places', () => {
  it('adds a base with its coordinates, shows it on the bases and device maps, and closing it takes it off', async () => {
    const { context, page } = await signUp(browser(), newAccount('Bea Bases'), { path: '/base' });
    const remote = remoteRequests(context);
    await page.getByRole('heading', { name: 'No bases yet' }).waitFor();
    // A second open base, added through the API, stays on the map throughout.
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);
    await apiJson(
      token,
      'POST',
      '/base',
      {
        organisationId,
        name: 'North yard',
        address: '2 Steeles Ave W, Toronto',
        postcode: 'M2M 3Y1',
        latitude: 43.7956,
        longitude: -79.4199,
      },
      201,
    );
    await page.reload();

    // Through the form, with the shared schema's messages first.
    await page.getByRole('button', { name: 'Add base' }).click();
    const dialog = page.getByRole('dialog', { name: 'New base' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Harbour depot');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Queens Quay W, Toronto');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('M5J 2H1');
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('43.6405');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Give both latitude and longitude', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-79.3776');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Base Harbour depot added');
    const row = baseRow(page, 'Harbour depot');
    await row.getByText('43.64050, -79.37760').waitFor();
    await row.getByText('Open', { exact: true }).waitFor();

    // The bases map: each base a labelled place, drawn inside the map.
    const basesMap = page.getByRole('region', { name: 'Map of bases' });
    const onBasesMap = basesMap.getByRole('button', { name: 'Base Harbour depot (Open)' });
    await onBasesMap.waitFor();
    expect(await onBasesMap.textContent()).toBe('Harbour depot');
    await eventually(
      () => isWithin(onBasesMap, basesMap),
      (inside) => inside,
    );

    // The device map, though the organisation has no device yet: both open bases, labelled.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Devices' })
      .click();
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const place = deviceMap(page).getByRole('button', { name: 'Base Harbour depot' });
    await place.waitFor();
    expect(await place.textContent()).toBe('Harbour depot');
    await eventually(
      () => isWithin(place, deviceMap(page)),
      (inside) => inside,
    );
    await deviceMap(page).getByRole('button', { name: 'Base North yard' }).waitFor();
    // Its popup tells where it is.
    await place.click();
    await deviceMap(page).getByText('1 Queens Quay W, Toronto, M5J 2H1').waitFor();

    // "Show bases" off hides them, and is remembered.
    const toggle = page.getByRole('switch', { name: 'Show bases' });
    await toggle.click();
    await place.waitFor({ state: 'detached' });
    await page.reload();
    await deviceMap(page).waitFor();
    expect(await page.getByRole('switch', { name: 'Show bases' }).isChecked()).toBe(false);
    expect(
      await deviceMap(page)
        .getByRole('button', { name: /^Base / })
        .count(),
    ).toBe(0);
    await page.getByRole('switch', { name: 'Show bases' }).click();
    await place.waitFor();

    // Closed: kept in the list, gone from the device map.
    await page.goto('/base');
    await baseRow(page, 'Harbour depot').getByRole('button', { name: 'Edit Harbour depot' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit base' });
    expect(await edit.getByRole('textbox', { name: 'Latitude' }).inputValue()).toBe('43.6405');
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Base Harbour depot updated');
    await baseRow(page, 'Harbour depot').getByText('Closed', { exact: true }).waitFor();
    await basesMap.getByRole('button', { name: 'Base Harbour depot (Closed)' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Devices' })
      .click();
    await deviceMap(page).getByRole('button', { name: 'Base North yard' }).waitFor();
    expect(await deviceMap(page).getByRole('button', { name: 'Base Harbour depot' }).count()).toBe(0);
    await page.reload();
    await deviceMap(page).getByRole('button', { name: 'Base North yard' }).waitFor();
    expect(await deviceMap(page).getByRole('button', { name: 'Base Harbour depot' }).count()).toBe(0);
    // MAP_STYLE=none: the maps and their labels drew without a request beyond this machine.
    expect(remote).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a tracker crossing a geofence as inside then outside, and fires the enter/exit action each time', async () => {
    const { context, page } = await signUp(browser(), newAccount('Gil Geofence'));
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);

    // A 300 m circle around the harbour, a contact, a phone tracker and an enter/exit alert.
    const fence = await apiJson<{ id: string }>(
      token,
      'POST',
      '/geofence',
      {
        organisationId,
        name: 'Harbourfront',
        address: '235 Queens Quay W, Toronto',
        postcode: 'M5J 2G8',
        type: 'circle',
        latitude: 43.6389,
        longitude: -79.3817,
        radius: 300,
      },
      201,
    );
    const contact = await apiJson<{ id: string }>(
      token,
      'POST',
      '/contact',
      {
        organisationId,
        name: 'Dispatch',
        email: 'dispatch@example.test',
        phone: '+14165550100',
        contactMethod: 'email',
      },
      201,
    );
    const { device, token: deviceToken } = await addTracker(token, organisationId, 'Courier bike');
    // One action for the way in and one for the way out: an action waits at least a minute
    // between two alerts on a device, and this bike crosses twice within seconds.
    const crossingAction = (alertType: string, name: string) =>
      apiJson<{ id: string }>(
        token,
        'POST',
        '/action',
        {
          organisationId,
          name,
          actionType: 'alert',
          alertType,
          geofenceId: fence.id,
          contactIds: [contact.id],
          deviceIds: [device.id],
          message: '{{device}} crossed Harbourfront',
          repeatMode: 'close',
          repeatMinutes: 1,
        },
        201,
      );
    const entering = await crossingAction('geofence_enter', 'Harbourfront arrivals');
    const leaving = await crossingAction('geofence_exit', 'Harbourfront departures');

    const start = Date.now() - 120_000;
    const outside = { lat: 43.6532, lon: -79.3832 }; // City Hall, about 1.6 km north
    const inside = { lat: 43.639, lon: -79.3815 };
    await sendOsmAnd(deviceToken, outside.lat, outside.lon, new Date(start));

    const live = liveSubscribed(page);
    await page.goto(`/device/${device.id}`);
    await page.getByRole('heading', { name: 'Courier bike', level: 1 }).waitFor();
    await live;
    const card = page.getByRole('region', { name: 'Geofences' });
    await card.getByText('Not inside any geofence').waitFor();

    // In: the card follows the live position, without a reload.
    await sendOsmAnd(deviceToken, inside.lat, inside.lon, new Date(start + 20_000));
    const link = card
      .getByRole('list', { name: 'Geofences Courier bike is inside now' })
      .getByRole('link', { name: 'Harbourfront' });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toBe(`/geofence/${fence.id}`);
    const relive = liveSubscribed(page);
    await page.reload();
    await link.waitFor();
    await relive;

    // A second fix inside (a tracker reports on a schedule), then out again.
    await sendOsmAnd(deviceToken, inside.lat + 0.0002, inside.lon, new Date(start + 40_000));
    await page
      .getByRole('region', { name: 'Current status' })
      .getByText(`${(inside.lat + 0.0002).toFixed(5)}, ${inside.lon.toFixed(5)}`)
      .waitFor();
    await sendOsmAnd(deviceToken, outside.lat, outside.lon, new Date(start + 60_000));
    await card.getByText('Not inside any geofence').waitFor({ timeout: 20_000 });
    expect(await card.getByRole('link', { name: 'Harbourfront' }).count()).toBe(0);

    // The actions fired on the way in and on the way out.
    type LogPage = { items: { event: string; deviceId: string | null }[] };
    for (const action of [entering, leaving]) {
      const fired = await eventually(
        async () => {
          const logs = await apiJson<LogPage>(token, 'GET', `/action/${action.id}/logs`, undefined, 200);
          return logs.items.filter((item) => item.event === 'fired');
        },
        (items) => items.length >= 1,
      );
      expect(fired).toHaveLength(1);
      expect(fired[0]?.deviceId).toBe(device.id);
    }
    await context.close();
  }, 120_000);
});
