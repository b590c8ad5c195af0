import type { Command, CommandCatalogue, NetworkSettings } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeServer, pageOf, signedInAs } from '../../test/fake-server.ts';
import { testDevice, testUuid as uuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { CommandPage } from './command-page.tsx';

const van = testDevice(1, 'Van tracker', {
  forwarder: 'ttn',
  devEui: 'A84041000181AF4F',
  modelId: 'dragino/lgt92',
  type: 'location',
});

function command(n: number, overrides: Partial<Command> = {}): Command {
  return {
    id: uuid(100 + n),
    organisationId: 'org-1',
    deviceId: van.id,
    deviceName: van.name,
    kind: 'set_interval',
    params: { minutes: 20 },
    fPort: 2,
    payloadHex: '010004b0',
    text: null,
    answer: null,
    confirmed: true,
    transport: 'ttn',
    status: 'sent',
    error: null,
    attempts: 1,
    createdBy: { id: uuid(9), name: 'Max' },
    createdAt: '2026-11-02T10:00:00.000Z',
    sentAt: '2026-11-02T10:00:01.000Z',
    transmittedAt: null,
    acknowledgedAt: null,
    failedAt: null,
    ...overrides,
  };
}

const catalogue: CommandCatalogue = {
  deviceId: van.id,
  modelId: 'dragino/lgt92',
  takesCommands: true,
  commands: [
    {
      kind: 'set_interval',
      fPort: 2,
      minutes: { min: 1, max: 279620 },
      source: { status: 'documented', reference: 'Dragino LGT-92 user manual' },
    },
    { kind: 'reboot', fPort: 2, source: { status: 'documented', reference: 'Dragino LGT-92 user manual' } },
  ],
  raw: true,
  custom: false,
  note: null,
  transport: 'ttn',
  ready: true,
  problem: null,
  waitsForUplink: true,
};

function renderPage(
  role: 'admin' | 'member' | 'viewer',
  commands: Command[],
  routes: Record<string, FakeHandler> = {},
) {
  const server = fakeServer({
    ...signedInAs(role),
    'GET /organisation/:id/devices': () => [van],
    'GET /command/organisation/:id': ({ query }) =>
      pageOf(
        commands.filter((c) => !query.get('status') || c.status === query.get('status')),
        query,
      ),
    'GET /command/device/:id/catalogue': () => catalogue,
    ...routes,
  });
  renderWithProviders(withSnackbar(<CommandPage />), '/command', {
    api: server.api,
    organisationId: 'org-1',
  });
  return server;
}

describe('command page', () => {
  it('lists the organisation’s commands and says honestly where each one is', async () => {
    const server = renderPage('viewer', [
      command(1),
      command(2, {
        status: 'acknowledged',
        acknowledgedAt: '2026-11-02T10:20:00.000Z',
        kind: 'reboot',
        params: {},
      }),
      command(3, { status: 'failed', error: 'Not sent: the network server refused the API key (HTTP 403)' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Commands' });
    expect(
      await within(table).findByText('Queued at the network server, waits for the device’s next uplink.'),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('Report every 20 min')).toHaveLength(2);
    expect(
      within(table).getByText('Not sent: the network server refused the API key (HTTP 403)'),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('Through The Things Stack').length).toBe(3);
    // Viewers read, and neither send nor change the network servers.
    expect(screen.queryByRole('button', { name: 'Send a command' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Network servers' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) => r.path === '/command/organisation/org-1' && r.query.get('status') === 'failed',
        ),
      ).toBe(true),
    );
  });

  it("says where a cellular tracker's commands are, and shows its answer", async () => {
    // The answer is the Teltonika wiki's Codec 12 getinfo response ("Teltonika Data Sending Protocols").
    const getinfo = 'INI:2019/7/22 7:22 RTC:2019/7/22 7:53 RST:2 ERR:1 SR:0 BR:0 CF:0 FG:0 FL:0';
    const unanswered =
      'The tracker did not answer within 10 minutes: it may still have carried the command out';
    const tracker = (n: number, overrides: Partial<Command>) =>
      command(n, {
        transport: 'tracker',
        kind: 'custom',
        params: { text: 'getinfo' },
        fPort: null,
        payloadHex: null,
        text: 'getinfo',
        confirmed: false,
        ...overrides,
      });
    renderPage(
      'member',
      [
        tracker(4, { status: 'queued', sentAt: null }),
        tracker(5, { status: 'sent' }),
        tracker(6, { status: 'acknowledged', acknowledgedAt: '2026-11-02T10:00:03.000Z', answer: getinfo }),
        tracker(7, { status: 'failed', failedAt: '2026-11-02T10:11:00.000Z', error: unanswered }),
      ],
      {
        'GET /command/device/:id/catalogue': () => ({
          ...catalogue,
          transport: 'tracker',
          waitsForUplink: false,
        }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Commands' });
    expect(
      await within(table).findByText(
        'Waiting for the tracker: it is sent as soon as the tracker is connected (over UDP, right after its next report).',
      ),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(
        'Sent to the tracker, waiting for its answer (trackers whose protocol has none never give one).',
      ),
    ).toBeInTheDocument();
    expect(within(table).getByText(`Answer: ${getinfo}`)).toBeInTheDocument();
    expect(within(table).getByText(unanswered)).toBeInTheDocument();
    // Nothing a LoRaWAN downlink's notes say: trackers answer, and an unanswered one may have arrived.
    expect(within(table).queryByText(/network server|Unconfirmed downlink/)).not.toBeInTheDocument();
    expect(within(table).queryByText('It will not reach the device.')).not.toBeInTheDocument();

    // Sending one says how it travels: over the tracker's own connection, not an HTTP answer.
    await userEvent.click(screen.getByRole('button', { name: 'Send a command' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a command' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Van tracker' }));
    expect(
      await within(dialog).findByText(
        /This is a cellular tracker: a command is sent as soon as it is connected/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/reports over HTTP/)).not.toBeInTheDocument();
  });

  it('shows why a tracker whose protocol takes no commands gets none, with nothing to send', async () => {
    // Digital Matter units are set up in Digital Matter's OEM Server ("The HTTP/HTTPS Connector",
    // support.digitalmatter.com); the server's catalogue for a dmt tracker says so.
    const note =
      'Digital Matter units take no commands from Pinpoint: their settings are changed in Digital Matter’s OEM Server';
    const oyster = testDevice(2, 'Oyster', {
      forwarder: 'tracker',
      protocol: 'dmt',
      imei: '353323081669730',
    });
    renderPage('member', [], {
      'GET /organisation/:id/devices': () => [van, oyster],
      'GET /command/device/:id/catalogue': (_request, { id }) =>
        id === oyster.id
          ? {
              ...catalogue,
              deviceId: oyster.id,
              modelId: null,
              takesCommands: false,
              commands: [],
              raw: false,
              custom: false,
              note,
              transport: 'tracker',
              waitsForUplink: false,
            }
          : catalogue,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a command' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a command' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oyster' }));
    // The note is the dialog's content: read out with it, and announced when the device is picked.
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(`Oyster takes no commands from Pinpoint${note}`);
    expect(dialog).toHaveAccessibleDescription(`Oyster takes no commands from Pinpoint ${note}`);
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Command text/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Command' })).not.toBeInTheDocument();
    // Back to a device that takes commands: the form, and no description left behind.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Van tracker' }));
    expect(await within(dialog).findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('');
  });

  it('sends a command to a device a member picks, as the catalogue allows', async () => {
    const sent: unknown[] = [];
    const server = renderPage('member', [], {
      'POST /command': ({ body }) => {
        sent.push(body);
        return command(9, { status: 'queued', sentAt: null });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a command' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a command' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Van tracker' }));
    expect(
      await within(dialog).findByText(
        /waits at the network server and reaches the device right after its next uplink/,
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Interval \(minutes\)/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      deviceId: van.id,
      command: { kind: 'set_interval', minutes: 20 },
      confirmed: true,
    });
    expect(await screen.findByText('Command queued for Van tracker')).toBeInTheDocument();
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /command']);
  });

  it('lets an admin keep a masked key: the form sends it back as shown', async () => {
    const settings: NetworkSettings = {
      organisationId: 'org-1',
      ttnClusterUrl: 'https://eu1.cloud.thethings.network',
      ttnApplicationId: 'fleet',
      ttnWebhookId: 'pinpoint',
      ttnApiKey: '••••WXYZ',
      chirpstackMode: 'mqtt',
      chirpstackApplicationId: '',
      chirpstackTopic: '',
      chirpstackApiUrl: '',
      chirpstackApiToken: null,
      heliumDownlinkUrl: null,
      mqttAvailable: true,
      updatedAt: null,
    };
    const saved: unknown[] = [];
    renderPage('admin', [], {
      'GET /command/network-settings/:id': () => settings,
      'PUT /command/network-settings/:id': ({ body }) => {
        saved.push(body);
        return settings;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Network servers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Network servers' });
    expect(await within(dialog).findByDisplayValue('••••WXYZ')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Webhook ID' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Webhook ID' }), 'pinpoint-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      ttnApiKey: '••••WXYZ',
      ttnWebhookId: 'pinpoint-2',
      chirpstackMode: 'mqtt',
    });
  });
});
