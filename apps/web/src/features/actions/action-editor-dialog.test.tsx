import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type FakeHandler, fakeServer, reply, signedInAs } from '../../test/fake-server.ts';
import { testUser } from '../../test/fakes.ts';
import { testContact as contact, testUuid as uuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { ActionsPage } from './actions-page.tsx';
import type { Action, Geofence } from './api.ts';
import { action, device } from './test-fixtures.ts';

function renderEditor(
  initial: Action[] = [],
  {
    routes = {},
    unit = 'C',
    geofences = [],
  }: { routes?: Record<string, FakeHandler>; unit?: 'C' | 'F'; geofences?: Geofence[] } = {},
) {
  const user = { ...testUser, settings: { ...testUser.settings, temperatureUnit: unit } };
  const server = fakeServer({
    'POST /user/': () => ({ data: user }),
    'GET /action/:id': () => initial,
    'GET /organisation/:id/devices': () => [device(101, 'Freezer'), device(102, 'Fridge')],
    'GET /contact/organisation/:id': () => [contact(201, 'Ada')],
    'GET /geofence/organisation/:id': () => geofences,
    'POST /action': ({ body }) => reply(201, { ...action(9, 'Saved'), ...(body as object) }),
    'PATCH /action/:id': ({ body }, { id }) => ({ ...initial.find((a) => a.id === id), ...(body as object) }),
    ...routes,
  });
  renderWithProviders(withSnackbar(<ActionsPage />), '/action', { api: server.api, organisationId: 'org-1' });
  return server;
}

const dialog = () => screen.getByRole('dialog');
const field = (role: 'textbox' | 'combobox' | 'spinbutton', name: string) =>
  within(dialog()).queryByRole(role, { name });

async function openNew() {
  await userEvent.click((await screen.findAllByRole('button', { name: 'Add action' }))[0] as HTMLElement);
  return screen.findByRole('dialog', { name: 'New action' });
}

async function choose(label: string, option: string) {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

async function pick(label: string, option: RegExp) {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

// Dialogs full of MUI fields are slow to drive in jsdom (more so since the incident fields, on two busy cores).
describe('action editor', { timeout: 40_000 }, () => {
  it('shows only the fields that apply to the chosen types', async () => {
    renderEditor([], { geofences: [] });
    await openNew();
    // An alert: its type, message and recipients; nothing of forwards or webhooks.
    expect(field('combobox', 'Alert type')).toBeInTheDocument();
    expect(field('textbox', 'Message')).toBeInTheDocument();
    expect(field('combobox', 'Recipients')).toBeInTheDocument();
    expect(field('textbox', 'Threshold (°C)')).not.toBeInTheDocument();
    expect(field('textbox', 'Forward URL')).not.toBeInTheDocument();
    expect(field('textbox', 'Webhook URL')).not.toBeInTheDocument();
    // The spec's 11 alert types with its labels, then 'offline' and 'battery_forecast' (issue 30),
    // then the alarms devices raise themselves.
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Alert type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Button pressed',
      'Temperature',
      'Humidity',
      'Battery',
      'CO2 PPM',
      'Movement',
      'Geofence enter',
      'Geofence exit',
      'Geofence enter or exit',
      'Door/window open',
      'Water leak detected',
      'No data for N minutes',
      'Battery forecast under N days',
      'Smoke detected',
      'Tampered or removed',
      'External power cut',
      'Fall detected',
      'Device alarm (its own threshold)',
      'Device alarm (sudden change)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Temperature' }));
    expect(field('combobox', 'Above/below')).toBeInTheDocument();
    expect(field('textbox', 'Threshold (°C)')).toBeInTheDocument();

    // Battery alerts are always "below": no choice, the label says it.
    await choose('Alert type', 'Battery');
    expect(field('combobox', 'Above/below')).not.toBeInTheDocument();
    expect(field('textbox', 'Alert below (%)')).toBeInTheDocument();

    // A geofence alert without geofences: say so and link to drawing one.
    await choose('Alert type', 'Geofence exit');
    expect(field('textbox', 'Alert below (%)')).not.toBeInTheDocument();
    expect(within(dialog()).getByText(/no geofences yet/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Draw a geofence' })).toHaveAttribute(
      'href',
      '/geofence/add',
    );

    // A forward: its URL and headers only.
    await choose('Action type', 'Forward to external system');
    expect(field('textbox', 'Forward URL')).toBeInTheDocument();
    expect(field('textbox', 'Forward headers (JSON)')).toBeInTheDocument();
    for (const gone of ['Alert type', 'Recipients']) expect(field('combobox', gone)).not.toBeInTheDocument();
    expect(field('textbox', 'Message')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('radiogroup', { name: 'Open/close' })).not.toBeInTheDocument();

    // A webhook: URL and method, the condition and timing, no recipients.
    await choose('Action type', 'Webhook');
    expect(field('textbox', 'Webhook URL')).toBeInTheDocument();
    expect(field('combobox', 'Webhook method')).toBeInTheDocument();
    expect(field('combobox', 'Alert type')).toBeInTheDocument();
    expect(field('combobox', 'Recipients')).not.toBeInTheDocument();
    expect(field('textbox', 'Forward URL')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('radiogroup', { name: 'Open/close' })).toBeInTheDocument();
  });

  it('shows the spec messages on an empty save and sends nothing', async () => {
    const server = renderEditor();
    await openNew();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Alert type is required',
      'Message is required',
      'at least one contact must be selected',
      'at least one device must be selected',
    ])
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
  });

  it('asks for the threshold and both ends of the out-of-hours window', async () => {
    renderEditor();
    await openNew();
    await choose('Alert type', 'Temperature');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Threshold is required')).toBeInTheDocument();
    await userEvent.type(within(dialog()).getByLabelText('Start time'), '08:00');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('End time is required')).toBeInTheDocument();
  });

  it('takes a Fahrenheit threshold and sends it in °C', async () => {
    const server = renderEditor([], { unit: 'F' });
    await openNew();
    await userEvent.type(field('textbox', 'Name') as HTMLElement, 'Freezer too warm');
    await choose('Alert type', 'Temperature');
    await choose('Above/below', 'Above');
    await userEvent.type(field('textbox', 'Threshold (°F)') as HTMLElement, '14');
    await userEvent.click(within(dialog()).getByRole('button', { name: /\{\{device\}\}/ }));
    await userEvent.type(field('textbox', 'Message') as HTMLElement, ' is warm');
    await pick('Recipients', /Ada/);
    await pick('Assigned devices', /Freezer/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    const [request] = server.changes();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/action');
    expect(request?.body).toMatchObject({
      organisationId: 'org-1',
      name: 'Freezer too warm',
      actionType: 'alert',
      alertType: 'temperature',
      comparison: 'above',
      threshold: -10,
      message: '{{device}} is warm',
      contactIds: [uuid(201)],
      deviceIds: [uuid(101)],
      repeatMode: 'close',
      forwardUrl: null,
    });
    expect(await screen.findByRole('status', { name: 'Snackbar', hidden: true })).toHaveTextContent(
      'Action Freezer too warm added',
    );
  });

  it('takes a battery forecast alert: N days, no above/below, a clear threshold in days', async () => {
    const server = renderEditor();
    await openNew();
    await userEvent.type(field('textbox', 'Name') as HTMLElement, 'Battery running out');
    await choose('Alert type', 'Battery forecast under N days');
    expect(field('combobox', 'Above/below')).not.toBeInTheDocument();
    const days = field('textbox', 'Alert when the battery is forecast to run out in under (days)');
    await userEvent.type(days as HTMLElement, '400');
    await userEvent.type(field('textbox', 'Message') as HTMLElement, 'Change the battery');
    await pick('Recipients', /Ada/);
    await pick('Assigned devices', /Freezer/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog()).findByText('Threshold must be a whole number between 1 and 365 days'),
    ).toBeInTheDocument();
    await userEvent.clear(days as HTMLElement);
    await userEvent.type(days as HTMLElement, '14');
    await userEvent.type(field('textbox', 'Clears past (days)') as HTMLElement, '21');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]?.body).toMatchObject({
      alertType: 'battery_forecast',
      threshold: 14,
      clearThreshold: 21,
      comparison: null,
    });
  });

  it('shows a stored °C threshold in °F when editing', async () => {
    const server = renderEditor([action(1, 'Freezer too warm', { threshold: -10 })], { unit: 'F' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Freezer too warm' }));
    await screen.findByRole('dialog', { name: 'Edit action' });
    expect(field('textbox', 'Threshold (°F)')).toHaveValue('14');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]).toMatchObject({
      method: 'PATCH',
      path: `/action/${uuid(1)}`,
      body: { threshold: -10 },
    });
  });

  it('shows a new webhook’s signing secret once, with a copy button', async () => {
    renderEditor([], {
      routes: {
        'POST /action': ({ body }) =>
          reply(201, { ...action(9, 'Saved'), ...(body as object), webhookSecret: 'whsec_c2VjcmV0' }),
      },
    });
    await openNew();
    await userEvent.type(field('textbox', 'Name') as HTMLElement, 'Tell the ERP');
    await choose('Action type', 'Webhook');
    await choose('Alert type', 'Water leak detected');
    await userEvent.type(field('textbox', 'Webhook URL') as HTMLElement, 'https://erp.example/hooks');
    await pick('Assigned devices', /Fridge/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const secret = await screen.findByRole('dialog', { name: 'Webhook signing secret' });
    expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_c2VjcmV0');
    expect(within(secret).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(within(secret).getByText(/You will not see this secret again/)).toBeInTheDocument();
  });

  it('shows saved forward headers masked, and sends them back masked so the server keeps them', async () => {
    const forward = action(1, 'Push to ERP', {
      actionType: 'forward',
      alertType: null,
      forwardUrl: 'https://erp.example/in',
      forwardHeaders: { Authorization: 'Bearer ••••1234' },
    });
    const server = renderEditor([forward]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Push to ERP' }));
    await screen.findByRole('dialog', { name: 'Edit action' });
    const headers = field('textbox', 'Forward headers (JSON)') as HTMLElement;
    expect(headers).toHaveValue('{\n  "Authorization": "Bearer ••••1234"\n}');
    expect(within(dialog()).getByText(/Saved values are hidden/)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]?.body).toMatchObject({ forwardHeaders: { Authorization: 'Bearer ••••1234' } });
  });

  it('lets an admin rotate a webhook’s secret, showing the new one once', async () => {
    const hook = action(1, 'Tell the ERP', {
      actionType: 'webhook',
      alertType: 'water_leak',
      contactIds: [],
      webhookUrl: 'https://erp.example/hooks',
      webhookMethod: 'POST',
      hasWebhookSecret: true,
    });
    const server = renderEditor([hook], {
      routes: {
        'POST /action/:id/rotate-secret': () => ({
          webhookSecret: 'whsec_bmV3',
          previousSecretValidUntil: '2026-03-03T15:00:00Z',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tell the ERP' }));
    await screen.findByRole('dialog', { name: 'Edit action' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Webhook signing secret' });
    expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_bmV3');
    expect(within(secret).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(
      within(secret).getByText(/previous secret keeps signing requests until .*2026/),
    ).toBeInTheDocument();
    expect(server.changes()).toMatchObject([{ method: 'POST', path: `/action/${uuid(1)}/rotate-secret` }]);
  });

  it('offers no secret rotation to a member', async () => {
    const hook = action(1, 'Tell the ERP', {
      actionType: 'webhook',
      alertType: 'water_leak',
      contactIds: [],
      webhookUrl: 'https://erp.example/hooks',
      webhookMethod: 'POST',
      hasWebhookSecret: true,
    });
    renderEditor([hook], { routes: signedInAs('member') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tell the ERP' }));
    await screen.findByRole('dialog', { name: 'Edit action' });
    expect(within(dialog()).queryByRole('button', { name: 'Rotate secret' })).not.toBeInTheDocument();
  });

  it('marks the devices and says so when the server refuses them', async () => {
    renderEditor([], {
      routes: {
        'POST /action': () => apiError(400, 'bad_request', 'deviceIds: Error assigning action'),
      },
    });
    await openNew();
    await userEvent.type(field('textbox', 'Name') as HTMLElement, 'Leak');
    await choose('Alert type', 'Water leak detected');
    await userEvent.type(field('textbox', 'Message') as HTMLElement, 'Leak found');
    await pick('Recipients', /Ada/);
    await pick('Assigned devices', /Fridge/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: 'Snackbar', hidden: true })).toHaveTextContent(
      'Error assigning action',
    );
    // The dialog stays with what was typed, the message under the devices.
    expect(within(dialog()).getByText('Error assigning action')).toBeInTheDocument();
    expect(field('textbox', 'Name')).toHaveValue('Leak');
  });

  it('says the spec’s message when adding fails', async () => {
    renderEditor([], { routes: { 'POST /action': () => apiError(500, 'internal', 'Internal error') } });
    await openNew();
    await userEvent.type(field('textbox', 'Name') as HTMLElement, 'Push');
    await choose('Action type', 'Forward to external system');
    await userEvent.type(field('textbox', 'Forward URL') as HTMLElement, 'https://erp.example/in');
    await userEvent.type(field('textbox', 'Forward headers (JSON)') as HTMLElement, 'not json');
    await pick('Assigned devices', /Fridge/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Headers must be a JSON object of strings')).toBeInTheDocument();
    await userEvent.clear(field('textbox', 'Forward headers (JSON)') as HTMLElement);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: 'Snackbar', hidden: true })).toHaveTextContent(
      'Error adding action',
    );
  });
});
