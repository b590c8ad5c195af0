import { chartFormat, toTable } from '@pinpoint/charts';
import type { IncidentsData, WidgetDataResponse } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { addContact, freezerAlert, type Org, setUpOrganisation } from './test/helpers.ts';

// Issue 30: the incidents widget of dashboards and reports, through the widget model's one data
// entry (the preview route, as the settings dialog and the report job call loadWidgetData).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SELF_HOST: 'true' });
});
afterAll(() => server.close());

const at = (iso: string) => new Date(iso);

/** Incidents as the engine leaves them: opened, some acknowledged and resolved, at known times. */
async function seed(org: Org, actionIds: [string, string], deviceId: string) {
  const rows = [
    { opened: '2026-03-02T10:00:00Z', acked: '2026-03-02T10:04:00Z', resolved: '2026-03-02T11:00:00Z' },
    { opened: '2026-03-03T10:00:00Z', acked: '2026-03-03T10:10:00Z', resolved: '2026-03-03T12:30:00Z' },
    // One live incident per action and device: the two unresolved belong to two actions.
    { opened: '2026-03-04T10:00:00Z', acked: '2026-03-04T10:30:00Z', resolved: null, second: true },
    { opened: '2026-03-05T10:00:00Z', acked: null, resolved: null },
    // Before the range: not counted.
    { opened: '2026-02-01T10:00:00Z', acked: null, resolved: '2026-02-01T10:30:00Z' },
  ];
  for (const r of rows as Array<{
    opened: string;
    acked: string | null;
    resolved: string | null;
    second?: boolean;
  }>)
    await server.handle.db
      .insertInto('incidents')
      .values({
        organisation_id: org.organisationId,
        action_id: r.second ? actionIds[1] : actionIds[0],
        device_id: deviceId,
        state: r.resolved ? 'resolved' : r.acked ? 'acknowledged' : 'open',
        opened_at: at(r.opened),
        acknowledged_at: r.acked ? at(r.acked) : null,
        resolved_at: r.resolved ? at(r.resolved) : null,
        last_fired_at: at(r.opened),
      })
      .execute();
}

describe('the incidents widget', () => {
  it('counts the range’s incidents with the median times to acknowledge and resolve, and lists the latest', async () => {
    const org = await setUpOrganisation(server, 'Wanda');
    await addContact(org, 'Wanda spare');
    const actionIds = [
      await freezerAlert(org, null),
      await freezerAlert(org, null, { name: 'Freezer still warm' }),
    ] as [string, string];
    await seed(org, actionIds, org.deviceId);
    const other = await setUpOrganisation(server, 'Xavier');
    await seed(
      other,
      [await freezerAlert(other, null), await freezerAlert(other, null, { name: 'Freezer still warm' })],
      other.deviceId,
    );

    const widget = { id: 'inc', type: 'incidents', options: { limit: 3 } };
    const res = await org.api.call('/widget-data/preview', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        widgets: [widget],
        range: { kind: 'fixed', from: '2026-03-01T00:00:00Z', to: '2026-03-31T00:00:00Z' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as WidgetDataResponse;
    const result = answer.widgets.inc;
    expect(result?.status).toBe('ok');
    const data = (result as { data: IncidentsData }).data;
    // Another organisation's incidents, alike in every way, are not counted.
    expect(data.summary).toEqual({
      opened: 4,
      acknowledged: 3,
      resolved: 2,
      unresolved: 2,
      ackMinutes: 10,
      resolveMinutes: 105,
    });
    expect(data.incidents.map((i) => [i.openedAt.slice(0, 10), i.action, i.state, i.ackMinutes])).toEqual([
      ['2026-03-05', 'Freezer too warm', 'open', null],
      ['2026-03-04', 'Freezer still warm', 'acknowledged', 30],
      ['2026-03-03', 'Freezer too warm', 'resolved', 10],
    ]);
    expect(answer.devices[org.deviceId]?.name).toBe('Wanda freezer');

    // The table a dashboard draws and a report prints (PDF, CSV, XLSX share it).
    const format = chartFormat({
      locale: 'fr',
      timeZone: 'America/Toronto',
      temperatureUnit: 'C',
      now: Date.now(),
    });
    const table = toTable({
      widget: { ...widget, title: '', devices: [], range: { kind: 'inherit' } } as never,
      data,
      devices: answer.devices,
      format,
    });
    expect(table?.columns.map((c) => c.label)).toEqual([
      'Ouvert',
      'Appareil',
      'Alerte',
      'État',
      'Délai de prise en charge',
      'Délai de résolution',
    ]);
    expect(table?.rows[0]?.cells.map((c) => c.text)).toEqual([
      'Les 4 incidents (2 non résolus), délais médians',
      '',
      '',
      '',
      '10 min',
      '1 h 45 min',
    ]);
    expect(table?.rows[1]?.cells.slice(1, 4).map((c) => c.text)).toEqual([
      'Wanda freezer',
      'Freezer too warm',
      'Ouvert',
    ]);
  });

  it('refuses another organisation’s device in it', async () => {
    const org = await setUpOrganisation(server, 'Yara');
    const other = await setUpOrganisation(server, 'Zed');
    const res = await org.api.call('/widget-data/preview', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        widgets: [{ id: 'inc', type: 'incidents', devices: [other.deviceId] }],
      },
    });
    expect(res.status).toBe(400);
  });
});
