import { chartFormat, toTable } from '@pinpoint/charts';
import type { BatteryForecastData, WidgetDataResponse } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { writeBatterySeries } from '../device/test/battery.ts';

// Issue 30 item 4: the battery forecast widget through the widget model's one data entry (the
// preview route, as the settings dialog and the report job call loadWidgetData), its table (the
// one the web, PDF, CSV and XLSX draw), and a public share of it.
let server: TestServer;
let api: ReturnType<typeof testApi>;
beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
  api = testApi(server);
});
afterAll(() => server.close());

const now = new Date();

async function organisationWithBatteries(name: string) {
  const owner = await api.signUp(name);
  const org = owner.organisationId;
  const add = async (device: string, level?: (i: number) => number) => {
    const made = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: org, name: device, type: 'temperature' },
    });
    expect(made.status).toBe(201);
    const id = made.body.device.id as string;
    if (level)
      await writeBatterySeries(
        server.handle.db,
        { organisationId: org, deviceId: id },
        { end: now, days: 30, level },
      );
    return id;
  };
  // 5, 20 and 109 days left at the last noon's level (a little less by now, as the days count from
  // their start), and one without a battery history.
  const ids = {
    dock: await add(`${name} dock`, (i) => 2640 - 10 * i),
    cooler: await add(`${name} cooler`, (i) => 2790 - 10 * i),
    office: await add(`${name} office`, (i) => 2990 - 5 * i),
    spare: await add(`${name} spare`),
  };
  return { owner, org, ids };
}

const preview = (owner: { token: string }, org: string, widget: Record<string, unknown>) =>
  api.call('/widget-data/preview', {
    token: owner.token,
    body: { organisationId: org, widgets: [widget] },
  });

describe('the battery forecast widget', () => {
  it('lists the devices due within its days, soonest first, of its devices or all', async () => {
    const { owner, org, ids } = await organisationWithBatteries('Lena');
    await organisationWithBatteries('Milo');

    const res = await preview(owner, org, { id: 'due', type: 'battery-forecast' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as WidgetDataResponse;
    expect(answer.widgets.due?.status).toBe('ok');
    const data = (answer.widgets.due as { data: BatteryForecastData }).data;
    // Within the default 30 days; another organisation's devices, alike in every way, are not there.
    expect(data.days).toBe(30);
    expect(data.devices.map((d) => answer.devices[d.device]?.name)).toEqual(['Lena dock', 'Lena cooler']);
    for (const [i, left] of [5, 20].entries()) {
      expect(data.devices[i]?.daysLeft).toBeGreaterThanOrEqual(left - 1);
      expect(data.devices[i]?.daysLeft).toBeLessThanOrEqual(left);
    }

    const wider = await preview(owner, org, { id: 'due', type: 'battery-forecast', options: { days: 120 } });
    expect((wider.body.widgets.due.data as BatteryForecastData).devices.map((d) => d.device)).toEqual([
      ids.dock,
      ids.cooler,
      ids.office,
    ]);
    const named = await preview(owner, org, {
      id: 'due',
      type: 'battery-forecast',
      devices: [ids.cooler, ids.spare],
    });
    expect((named.body.widgets.due.data as BatteryForecastData).devices.map((d) => d.device)).toEqual([
      ids.cooler,
    ]);

    // The table a dashboard draws and a report prints, in French.
    const format = chartFormat({
      locale: 'fr',
      timeZone: 'America/Toronto',
      temperatureUnit: 'C',
      now: Date.now(),
    });
    const table = toTable({
      widget: {
        id: 'due',
        type: 'battery-forecast',
        title: '',
        devices: [],
        range: { kind: 'inherit' },
        options: { days: 30 },
      },
      data,
      devices: answer.devices,
      format,
    });
    expect(table?.columns.map((c) => c.label)).toEqual([
      'Appareil',
      'Jours restants',
      'Vide vers le',
      'Confiance',
    ]);
    expect(table?.rows[1]?.cells.map((c) => c.text)).toEqual([
      'Lena cooler',
      expect.stringMatching(/^environ (19|20) jours$/),
      expect.stringMatching(/\d{4}/),
      'Élevée',
    ]);
  });

  it('refuses another organisation’s device in it', async () => {
    const { owner, org } = await organisationWithBatteries('Nora');
    const other = await organisationWithBatteries('Omar');
    const res = await preview(owner, org, { id: 'due', type: 'battery-forecast', devices: [other.ids.dock] });
    expect(res.status).toBe(400);
  });

  it('on a public share lists only the devices the dashboard names, under share keys, never ids', async () => {
    const { owner, org, ids } = await organisationWithBatteries('Pia');
    const shared = async (name: string, widgets: unknown[]) => {
      const board = await api.call('/dashboard', {
        token: owner.token,
        body: { organisationId: org, name, widgets },
      });
      expect(board.status, JSON.stringify(board.body)).toBe(201);
      const share = await api.call(`/dashboard/${board.body.id}/shares`, { token: owner.token, body: {} });
      expect(share.status).toBe(201);
      const seen = await api.call(`/share/dashboard/${share.body.token}`);
      expect(seen.status).toBe(200);
      const signedIn = await api.call(`/dashboard/${board.body.id}/data`, { token: owner.token });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      return { seen: seen.body, signedIn: signedIn.body as WidgetDataResponse };
    };
    const { seen, signedIn } = await shared('Batteries', [
      { id: 'cool', type: 'latest', field: 'temperature', devices: [ids.cooler] },
      { id: 'due', type: 'battery-forecast', options: { days: 30 } },
    ]);
    const { dashboard, data } = seen;
    expect(dashboard.widgets[1]).toMatchObject({ id: 'w2', type: 'battery-forecast', options: { days: 30 } });
    const rows = data.widgets.w2.data.devices as Array<{ device: string; daysLeft: number }>;
    // The dock is due sooner, but the dashboard does not name it: a public link does not list it
    // (nor its name), while signed in the widget still lists every device due.
    expect(rows.map((r) => [r.device, data.devices[r.device].name])).toEqual([['d1', 'Pia cooler']]);
    const text = JSON.stringify(seen);
    expect(text).not.toContain('Pia dock');
    for (const id of Object.values(ids)) expect(text).not.toContain(id);
    expect(text).not.toContain(org);
    const mine = signedIn.widgets.due as { data: BatteryForecastData };
    expect(mine.data.devices.map((d) => signedIn.devices[d.device]?.name)).toEqual([
      'Pia dock',
      'Pia cooler',
    ]);

    // A dashboard of the forecast alone names no device: its share lists none.
    const alone = await shared('Batteries alone', [
      { id: 'due', type: 'battery-forecast', options: { days: 120 } },
    ]);
    expect(alone.seen.data.widgets.w1).toEqual({ status: 'ok', data: { days: 120, devices: [] } });
    expect(alone.seen.data.devices).toEqual({});
    expect((alone.signedIn.widgets.due as { data: BatteryForecastData }).data.devices).toHaveLength(3);
  });
});
