import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, firstOrganisationId, hex } from './api.ts';
import { accessToken, baseUrl, newAccount, signUp, useBrowser } from './browser.ts';

// Issue 17, end to end: a new admin connects The Things Stack from the Integrations page
// (no API, no README), an unknown Dev EUI becomes a device in one click, and a new device's
// first-uplink checklist ticks as the device comes alive.

const browser = useBrowser();

/** What a Copy button put on the clipboard. */
async function copied(page: Page, label: string): Promise<string> {
  await page.getByRole('button', { name: `Copy ${label}`, exact: true }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** An uplink as The Things Stack's custom webhook posts it: to the base URL, with the header pasted there. */
function ttnWebhook(url: string, authorization: string, devEui: string, message: Record<string, unknown>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({
      end_device_ids: {
        device_id: 'walk-in-cooler',
        application_ids: { application_id: 'gta-cold-chain' },
        dev_eui: devEui,
        join_eui: 'A840410000000101',
      },
      received_at: new Date().toISOString(),
      ...message,
    }),
  });
}
const uplink = (decoded: Record<string, unknown>) => ({
  uplink_message: {
    f_port: 2,
    f_cnt: Math.floor(Math.random() * 60_000),
    frm_payload: 'y/YLDQN2AQrdf/8=',
    decoded_payload: decoded,
    received_at: new Date().toISOString(),
  },
});

describe('integrations', () => {
  it('a new admin creates an ingest key, pastes the TTN values, and the device list updates; an unknown Dev EUI becomes a device in one click', async () => {
    const { context, page } = await signUp(browser(), newAccount('Ines Integrations'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);

    // From the empty device list to the Integrations page.
    await page.getByRole('link', { name: 'Connect a network server or a phone' }).click();
    await page.getByRole('heading', { name: /^Integrations of / }).waitFor();

    await page.getByRole('textbox', { name: 'Key name' }).fill('The Things Stack');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('it is shown only once', { exact: false }).waitFor();
    const keys = page.getByRole('table', { name: 'Ingest keys' });
    await keys.getByRole('row').filter({ hasText: 'The Things Stack' }).waitFor();

    // A LoRaWAN device registered meanwhile (its keys typed in the add dialog, tested elsewhere).
    const devEui = hex(8);
    await apiJson(token, 'POST', '/device', {
      organisationId,
      name: 'Cold room',
      devEui,
      appEui: 'A840410000000101',
      appKey: '2B7E151628AED2A6ABF7158809CF4F3C',
      type: 'temperature',
    });

    // The Things Stack tab: the values to paste, each copied with its button.
    await page.getByRole('tab', { name: 'The Things Stack' }).click();
    const url = await copied(page, 'Base URL');
    const header = await copied(page, 'Header value');
    expect(url).toBe(`${baseUrl()}/api/ingest/ttn`);
    expect(header).toMatch(/^Bearer ppk_/);
    expect(await copied(page, 'Header name')).toBe('Authorization');
    expect(await copied(page, 'Message types to tick')).toBe('Uplink message, Join accept, Location solved');

    // The Things Stack posts an uplink with them; the device list shows it live.
    await page.goto('/');
    const row = page.getByRole('row').filter({ hasText: 'Cold room' });
    await row.waitFor();
    const answer = await ttnWebhook(url, header, devEui, uplink({ TempC_SHT: 4.29, Hum_SHT: 88.6 }));
    expect(answer.status).toBe(200);
    // Its Last updated cell goes from "Never" to the uplink's time, without a reload.
    await row.getByText('Never').first().waitFor();
    await row.locator('time').first().waitFor({ timeout: 15_000 });

    // A Dev EUI not registered here: answered 404, kept in the inbox, a device in one click.
    const stranger = hex(8);
    expect((await ttnWebhook(url, header, stranger, uplink({ TempC_SHT: -18.5 }))).status).toBe(404);
    await page.goto(`/organisation/${organisationId}/integrations`);
    const inbox = page.getByRole('table', { name: 'Unknown devices' });
    const strangerRow = inbox.getByRole('row').filter({ hasText: stranger });
    await strangerRow.waitFor();
    await strangerRow.getByRole('button', { name: `Add ${stranger} as the device walk-in-cooler` }).click();
    await page.getByRole('link', { name: 'Open walk-in-cooler' }).click();
    await page.getByRole('heading', { name: 'walk-in-cooler', level: 1 }).waitFor();
    await page.getByText(`Dev EUI ${stranger}`, { exact: false }).waitFor();
    // Its next uplink is stored.
    expect((await ttnWebhook(url, header, stranger, uplink({ TempC_SHT: -18.4 }))).status).toBe(200);

    // The key's use shows on the page: last used, and its uplinks in the last 24 h.
    await page.goto(`/organisation/${organisationId}/integrations`);
    const keyRow = page
      .getByRole('table', { name: 'Ingest keys' })
      .getByRole('row')
      .filter({ hasText: 'The Things Stack' });
    await keyRow.getByRole('cell', { name: '3', exact: true }).waitFor({ timeout: 15_000 });

    // 'Send a test' posts a sample through the real path and says what happened.
    await page.getByRole('combobox', { name: 'To device' }).click();
    await page.getByRole('option', { name: `Cold room (${devEui})` }).click();
    await page.getByRole('button', { name: 'Send a test' }).click();
    await page.getByText('Received and stored').waitFor();
    await context.close();
  });

  it('the first-uplink checklist ticks as a simulated device joins and sends its first fix', async () => {
    const { context, page } = await signUp(browser(), newAccount('Chris Checklist'));
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);
    const { key } = await apiJson<{ key: string }>(
      token,
      'POST',
      `/organisation/${organisationId}/ingest-keys`,
      {
        name: 'Simulator',
      },
    );
    const devEui = hex(8);
    const device = await apiJson<{ id: string }>(token, 'POST', '/device', {
      organisationId,
      name: 'Van 7',
      devEui,
      appEui: 'A840410000000101',
      appKey: '2B7E151628AED2A6ABF7158809CF4F3C',
      type: 'location',
    });

    // The organisation's page links to its integrations; the device page has the checklist.
    await page.goto('/organisation');
    await page
      .getByRole('link', { name: /^Integrations of / })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Integrations of / }).waitFor();
    await page.goto(`/device/${device.id}`);
    const checklist = page.getByRole('region', { name: 'First uplink' });
    await checklist.getByRole('listitem', { name: 'Registered: done' }).waitFor();
    await checklist.getByRole('listitem', { name: 'Joined the network: waiting' }).waitFor();
    // Nothing has used the key since the device was added: the likely cause says so.
    await checklist
      .getByText('No request has used this organisation’s ingest keys', { exact: false })
      .waitFor();

    const url = `${baseUrl()}/api/ingest/ttn`;
    const join = await ttnWebhook(url, `Bearer ${key}`, devEui, {
      join_accept: { session_key_id: 'AYxk3m1YQ8yq0Zc5Jm7t5g==', received_at: new Date().toISOString() },
    });
    expect(join.status).toBe(200);
    await checklist.getByRole('listitem', { name: 'Joined the network: done' }).waitFor({ timeout: 20_000 });
    await checklist.getByRole('listitem', { name: 'First uplink received: waiting' }).waitFor();

    const fix = await ttnWebhook(
      url,
      `Bearer ${key}`,
      devEui,
      uplink({ latitude: 43.642566, longitude: -79.387057 }),
    );
    expect(fix.status).toBe(200);
    for (const step of ['First uplink received', 'Payload decoded', 'Location fix'])
      await checklist.getByRole('listitem', { name: `${step}: done` }).waitFor({ timeout: 20_000 });
    await checklist.getByText('All set: this device is sending data.').waitFor();
    await context.close();
  });
});
