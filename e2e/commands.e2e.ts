import { describe, expect, it } from 'vitest';
import { addTracker, apiJson, firstOrganisationId, hex } from './api.ts';
import {
  accessToken,
  baseUrl,
  eventually,
  expectSnackbar,
  newAccount,
  signUp,
  useBrowser,
} from './browser.ts';

const browser = useBrowser();
const wide = { width: 1400, height: 1000 };

describe('commands', () => {
  it('sends a command to a phone from its page and sees it queued, then sent with its next report', async () => {
    const { context, page } = await signUp(browser(), newAccount('Cora Command'), {
      path: '/command',
      ...wide,
    });
    await page.getByRole('heading', { name: 'Commands', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'No commands yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);
    const name = `Courier ${hex(2)}`;
    const phone = await addTracker(token, organisationId, name);

    // The phone's page: its commands card says how a command travels, and sends one.
    await page.goto(`/device/${phone.device.id}`);
    const card = page.getByRole('region', { name: 'Commands', exact: true });
    await card
      .getByText('a command reaches it in the answer to its next report', { exact: false })
      .first()
      .waitFor();
    await card.getByRole('combobox', { name: 'Command' }).waitFor();
    await card.getByRole('textbox', { name: 'Command text' }).fill('positionPeriodic 30');
    await card.getByRole('button', { name: 'Send' }).click();
    await expectSnackbar(page, `Command queued for ${name}`);
    const recent = card.getByRole('table', { name: 'Commands', exact: true });
    await recent.getByText('Text: positionPeriodic 30').waitFor();
    await recent.getByText('Queued', { exact: true }).waitFor();
    await recent.getByText('Waiting for the device’s next report, whose answer carries it.').waitFor();

    // The phone reports (Traccar Client, OsmAnd protocol) and gets the command in the answer.
    const report = await fetch(`${baseUrl()}/api/ingest/osmand?id=${phone.token}&lat=43.6532&lon=-79.3832`);
    expect(report.status).toBe(200);
    expect(await report.text()).toBe('positionPeriodic 30');

    // The card follows it on its own while it is on its way.
    await recent.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
    await recent.getByText('Handed to the device in the answer to its report.', { exact: false }).waitFor();

    // The command page lists it, by device and status.
    await card.getByRole('link', { name: 'All commands' }).click();
    await page.waitForURL(/\/command\?deviceId=/);
    const table = page.getByRole('table', { name: 'Commands', exact: true });
    await table.getByRole('link', { name }).waitFor();
    await table.getByText('Sent', { exact: true }).waitFor();
    await context.close();
  });

  it('says what a LoRaWAN device needs before a command can go, and lets the owner set up the network servers', async () => {
    const { context, page } = await signUp(browser(), newAccount('Lars Lora'), wide);
    await page.getByRole('heading', { name: 'No devices yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);
    const device = await apiJson<{ id: string }>(token, 'POST', '/device', {
      organisationId,
      name: 'Van tracker',
      devEui: hex(8),
      appEui: '70B3D57ED0000000',
      appKey: hex(16),
      type: 'location',
      modelId: 'dragino/lgt92',
      forwarder: 'ttn',
    });
    await page.goto(`/device/${device.id}`);
    const card = page.getByRole('region', { name: 'Commands', exact: true });
    await card
      .getByText(
        'Set up The Things Stack under Network servers (cluster URL, webhook ID and API key) before sending commands.',
      )
      .waitFor();

    await page.goto('/command');
    await page.getByRole('button', { name: 'Network servers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Network servers' });
    await dialog.getByRole('textbox', { name: 'Cluster URL' }).fill('https://eu1.cloud.thethings.network');
    await dialog.getByRole('textbox', { name: 'Application ID' }).first().fill('fleet');
    await dialog.getByRole('textbox', { name: 'Webhook ID' }).fill('pinpoint');
    await dialog.getByRole('textbox', { name: 'API key' }).fill('NNSXS.E2EKEY.SECRETSECRETSECRET1234');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, 'Network servers saved');
    // Opened again, the key is masked: never shown whole after it is saved.
    await page.getByRole('button', { name: 'Network servers' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'API key' }).inputValue()).toBe('••••1234');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Now the van's card offers its model's commands, and says a command waits for its next uplink.
    await page.goto(`/device/${device.id}`);
    await card
      .getByText('waits at the network server and reaches the device right after its next uplink', {
        exact: false,
      })
      .waitFor();
    await eventually(
      () => card.getByRole('combobox', { name: 'Command' }).textContent(),
      (text) => text === 'Set reporting interval',
    );
    await context.close();
  });
});
