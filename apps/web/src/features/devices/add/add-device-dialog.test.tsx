import type { Device } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../../lib/config.ts';
import { apiError, type FakeHandler, fakeServer, reply, signedInAs } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { withSnackbar } from '../../../test/snackbar-probe.tsx';
import { AddDeviceDialog } from './add-device-dialog.tsx';

vi.mock('./qr-decode.ts', () => ({
  decodeQrImage: vi.fn(async (file: File) =>
    file.name === 'blank.png' ? null : file.name.replace(/\.png$/, ''),
  ),
  scanFromCamera: vi.fn(),
  hasCamera: () => false,
}));

const orgId = '00000000-0000-4000-8000-0000000000aa';

function added(body: Record<string, unknown>): Device {
  return { id: '00000000-0000-4000-8000-000000000001', name: String(body.name ?? 'Device 0530') } as Device;
}

function renderDialog(routes: Record<string, FakeHandler> = {}, config: Partial<PublicConfig> = {}) {
  const server = fakeServer({
    'POST /device': ({ body }) => reply(201, added(body as Record<string, unknown>)),
    'POST /device/claim': () => reply(201, added({ name: 'Device 0530' })),
    'POST /device/self-host': ({ body }) =>
      reply(201, { device: added(body as Record<string, unknown>), token: 'dev_secret-token' }),
    ...routes,
  });
  const onClose = vi.fn();
  renderWithProviders(withSnackbar(<AddDeviceDialog organisationId={orgId} onClose={onClose} />), '/', {
    api: server.api,
    config: { manual_add: true, self_host: true, ...config },
  });
  return { server, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add device' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const snackbar = () => screen.findByRole('status', { name: 'Snackbar', hidden: true });

describe('the add-device dialog', () => {
  it('offers the five flows; keys by hand and self host only when the deployment allows them', () => {
    renderDialog();
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Scan QR code', 'Enter keys', 'Claim code', 'Self host', 'Cellular tracker']);
  });

  it('hides keys by hand and self host by default (spec 9 flags off)', () => {
    renderDialog({}, { manual_add: false, self_host: false });
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Scan QR code', 'Claim code', 'Cellular tracker']);
  });

  it('validates the keys with spec 5’s rules and messages before sending', async () => {
    const { server } = renderDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Enter keys' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add device' }));
    for (const message of [
      'Device name is required',
      'Dev EUI is required',
      'App EUI is required',
      'App Key is required',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(field('Device name'), 'Va');
    await userEvent.type(field('Dev EUI'), '0004A30B001C05');
    await userEvent.type(field('App EUI'), '70B3D57ED000000Z');
    await userEvent.type(field('App Key'), '2B7E151628AED2A6ABF7158809CF4F');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add device' }));
    expect(
      await within(dialog()).findByText('Device name must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Dev EUI must be exactly 16 characters')).toBeInTheDocument();
    expect(within(dialog()).getByText('App EUI must be hexadecimal (0-9, A-F)')).toBeInTheDocument();
    expect(within(dialog()).getByText('App Key must be exactly 32 characters')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
  });

  it('fills the keys form from a TR005 QR image, then adds the device', async () => {
    const { server, onClose } = renderDialog();
    const file = new File(['png'], 'LW:D0:70B3D57ED0000000:0004A30B001C0530:000A0001.png', {
      type: 'image/png',
    });
    await userEvent.upload(within(dialog()).getByLabelText('Choose an image'), file);
    expect(
      await within(dialog()).findByText(/QR code read: the Dev EUI and App EUI are filled in/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Enter keys' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Dev EUI')).toHaveValue('0004A30B001C0530');
    expect(field('App EUI')).toHaveValue('70B3D57ED0000000');
    await userEvent.type(field('Device name'), 'Pallet tracker');
    await userEvent.type(field('App Key'), '2b7e1516 28aed2a6 abf71588 09cf4f3c');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add device' }));
    expect(await snackbar()).toHaveTextContent('Device Pallet tracker added');
    expect(server.changes()[0]).toMatchObject({
      method: 'POST',
      path: '/device',
      body: {
        organisationId: orgId,
        name: 'Pallet tracker',
        devEui: '0004A30B001C0530',
        appEui: '70B3D57ED0000000',
        appKey: '2B7E151628AED2A6ABF7158809CF4F3C',
        type: 'location',
        forwarder: 'ttn',
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says when an image has no code', async () => {
    renderDialog();
    await userEvent.upload(
      within(dialog()).getByLabelText('Choose an image'),
      new File(['x'], 'blank.png', { type: 'image/png' }),
    );
    expect(await within(dialog()).findByText(/No QR code could be read in this image/)).toBeInTheDocument();
  });

  it('answers "device already exists" and the device limit with the spec’s messages, keeping the form', async () => {
    let answer = apiError(409, 'conflict', 'device already exists');
    renderDialog({ 'POST /device': () => answer });
    await userEvent.click(screen.getByRole('tab', { name: 'Enter keys' }));
    await userEvent.type(field('Device name'), 'Pallet tracker');
    await userEvent.type(field('Dev EUI'), '0004A30B001C0530');
    await userEvent.type(field('App EUI'), '70B3D57ED0000000');
    await userEvent.type(field('App Key'), '2B7E151628AED2A6ABF7158809CF4F3C');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add device' }));
    expect(await snackbar()).toHaveTextContent('device already exists');
    answer = reply(403, {
      error: {
        code: 'forbidden',
        message: 'Device limit reached: this organisation may have 5 devices',
        details: { reason: 'limit_reached', limit: 5, count: 5 },
      },
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add device' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Snackbar', hidden: true })).toHaveTextContent(
        'Device limit reached: this organisation may have 5 devices',
      ),
    );
    expect(field('Device name')).toHaveValue('Pallet tracker');
  });

  it('says how long to wait after too many wrong claim codes', async () => {
    renderDialog({
      'POST /device/claim': () =>
        reply(429, {
          error: {
            code: 'rate_limited',
            message: 'Too many wrong claim codes. Try again in 10 minutes.',
            details: { retryAfter: 600 },
          },
        }),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Claim code' }));
    await userEvent.type(field('Claim code'), 'PIN-99999');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Claim device' }));
    expect(await snackbar()).toHaveTextContent('Too many wrong claim codes. Try again in 10 minutes.');
  });

  it('claims a device by its code: "Claim code is required" first', async () => {
    const { server } = renderDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Claim code' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Claim device' }));
    expect(await within(dialog()).findByText('Claim code is required')).toBeInTheDocument();
    await userEvent.type(field('Claim code'), 'PIN-12345');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Claim device' }));
    expect(await snackbar()).toHaveTextContent('Device Device 0530 claimed');
    // No name typed: none is sent, and the server names the device.
    expect(server.changes()[0]).toEqual(
      expect.objectContaining({
        path: '/device/claim',
        body: { organisationId: orgId, claimCode: 'PIN-12345' },
      }),
    );
  });

  it('sends the name the user gives a claimed device, and says what an empty one gives', async () => {
    const { server } = renderDialog({
      'POST /device/claim': ({ body }) => reply(201, added(body as Record<string, unknown>)),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Claim code' }));
    expect(field('Device name (optional)')).toHaveAccessibleDescription(
      'Left empty: its model and the end of its Dev EUI, e.g. LHT65 C8F2',
    );
    await userEvent.type(field('Claim code'), 'PIN-12345');
    await userEvent.type(field('Device name (optional)'), 'Freezer 2');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Claim device' }));
    expect(await snackbar()).toHaveTextContent('Device Freezer 2 claimed');
    expect(server.changes()[0]?.body).toEqual({
      organisationId: orgId,
      claimCode: 'PIN-12345',
      name: 'Freezer 2',
    });
  });

  it('shows admins the way to connect a network server or a phone, and not members', async () => {
    for (const role of ['admin', 'member'] as const) {
      const server = fakeServer(signedInAs(role, { id: orgId, name: 'Acme' }));
      const view = renderWithProviders(
        <AddDeviceDialog organisationId={orgId} onClose={() => undefined} />,
        '/',
        {
          api: server.api,
          organisationId: orgId,
        },
      );
      await within(dialog()).findByRole('tab', { name: 'Claim code' });
      if (role === 'admin')
        expect(
          await within(dialog()).findByRole('link', { name: 'Connect a network server or a phone' }),
        ).toHaveAttribute('href', `/organisation/${orgId}/integrations`);
      else {
        await waitFor(() => expect(server.requests.some((r) => r.path === '/user/')).toBe(true));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(within(dialog()).queryByRole('link', { name: /Connect a network server/ })).toBeNull();
      }
      view.unmount();
    }
  });

  it('offers the demo devices set aside for the organisation: one click fills the code to claim', async () => {
    const { server } = renderDialog({
      'GET /organisation/:id/demo-claim-codes': () => [
        { claimCode: 'DEMO-AB3D-K9QX', type: 'temperature' },
        { claimCode: 'DEMO-ZZ42-PQRS', type: 'door/window' },
      ],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Claim code' }));
    const demos = await within(dialog()).findByRole('note', { name: 'Demo devices to try' });
    await userEvent.click(within(demos).getByRole('button', { name: 'DEMO-AB3D-K9QX' }));
    expect(field('Claim code')).toHaveValue('DEMO-AB3D-K9QX');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Claim device' }));
    expect(await snackbar()).toHaveTextContent('Device Device 0530 claimed');
    expect(server.changes()[0]).toMatchObject({
      path: '/device/claim',
      body: { organisationId: orgId, claimCode: 'DEMO-AB3D-K9QX' },
    });
  });

  it('creates a self-hosted device and shows its token once, with each app’s settings', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Self host' }));
    await userEvent.type(field('Device name'), 'My phone');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create device' }));
    const connect = await screen.findByRole('dialog', { name: 'Connect My phone' });
    expect(within(connect).getByText(/it is shown only once/)).toBeInTheDocument();
    expect(within(connect).getByRole('textbox', { name: 'Device token' })).toHaveValue('dev_secret-token');
    expect(within(connect).getByRole('textbox', { name: 'Server URL' })).toHaveValue(
      'http://localhost:3000/api/ingest/osmand',
    );
    expect(within(connect).getByRole('textbox', { name: 'Device identifier' })).toHaveValue(
      'dev_secret-token',
    );
    expect(within(connect).getByRole('textbox', { name: 'URL' })).toHaveValue(
      'http://localhost:3000/api/ingest/owntracks',
    );
    expect(within(connect).getByRole('textbox', { name: 'Username' })).toHaveValue('dev_secret-token');
    expect(
      (within(connect).getByRole('textbox', { name: 'Command' }) as HTMLTextAreaElement).value,
    ).toContain(`curl -X POST 'http://localhost:3000/api/ingest/http'`);
    expect(within(connect).getAllByRole('button', { name: /^Copy/ }).length).toBeGreaterThanOrEqual(6);
  });

  it('says "Error adding self hosted device" when that fails', async () => {
    renderDialog({ 'POST /device/self-host': () => apiError(500, 'internal', 'boom') });
    await userEvent.click(screen.getByRole('tab', { name: 'Self host' }));
    await userEvent.type(field('Device name'), 'My phone');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create device' }));
    expect(await snackbar()).toHaveTextContent('Error adding self hosted device');
  });
  it('gives a tracker the SMS of its protocol, and the steps in words where its units take no SMS', async () => {
    const setup = {
      host: 'track.example.com',
      protocols: [
        {
          protocol: 'teltonika',
          port: 5027,
          udp: true,
          tcp: true,
          sms: '  setparam 2004:track.example.com;2005:5027;2006:0',
          steps: null,
        },
        {
          protocol: 'dmt',
          port: 5137,
          udp: false,
          tcp: true,
          sms: null,
          steps: 'In Digital Matter’s OEM Server, give the units a raw TCP connector',
        },
      ],
    };
    renderDialog({ [`GET /organisation/${orgId}/trackers`]: () => reply(200, setup) });
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Cellular tracker' }));
    expect(
      await within(dialog()).findByText(
        'Send the tracker this SMS to make it report to track.example.com, port 5027:',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText(/setparam 2004:track\.example\.com/)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Protocol' }));
    await userEvent.click(screen.getByRole('option', { name: 'Digital Matter (cellular)' }));
    expect(
      await within(dialog()).findByText(
        'This tracker is not set up by SMS. To make it report to track.example.com, port 5137:',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText(/raw TCP connector/)).toBeInTheDocument();
    expect(within(dialog()).queryByText(/Send the tracker this SMS/)).not.toBeInTheDocument();
  });
});
