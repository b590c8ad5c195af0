import { readFileSync } from 'node:fs';
import { chartFormat, toTable } from '@pinpoint/charts';
import { type HealthData, type WidgetDataResponse, widgetSchema } from '@pinpoint/shared/widgets/index.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { compactMonth } from '../retention/compact.ts';
import { monthStart } from '../retention/partitions.ts';

// Issue 30 item 5 on a real PostgreSQL: the usual interval learned from the gaps the ingest keeps
// (migration 0037), and GET /device/{id}/silence with what the network server told us.

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let outsider: Person;
let ingestKey: string;

beforeAll(async () => {
  server = await startTestServer({ MANUAL_ADD: 'true', SELF_HOST: 'true' });
  api = testApi(server);
  [owner, outsider] = await api.signUpEach(['Silvia', 'Oscar'] as const);
  await api.verifyEmail(owner);
  const key = await api.call(`/organisation/${owner.organisationId}/ingest-keys`, {
    token: owner.token,
    body: { name: 'Network servers' },
  });
  ingestKey = key.body.key;
});
afterAll(() => server.close());

const usual = async (gaps: number[]) => {
  const { rows } = await sql<{ s: number | null }>`
    select pinpoint_usual_interval(${gaps}::int[]) as s`.execute(server.handle.db);
  return rows[0]?.s ?? null;
};

/** A gap series from a seeded generator, so each run reads the same "random" jitter. */
function jittered(n: number, base: number, spread: number, seed = 7) {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round(base + ((x / 2 ** 31) * 2 - 1) * spread);
  });
}

describe('the usual interval of generated histories', () => {
  it('is the median gap: jitter, a missed uplink or a burst do not move it', async () => {
    // Every 10 minutes, ±20 s of clock drift.
    const steady = jittered(16, 600, 20);
    expect(Math.abs(((await usual(steady)) ?? 0) - 600)).toBeLessThanOrEqual(20);
    // Three missed uplinks (20 and 30 minute gaps) among 16.
    expect(
      await usual([600, 1200, 600, 600, 1800, 600, 600, 1200, 600, 600, 600, 600, 600, 600, 600, 600]),
    ).toBe(600);
    // A tracker sending two frames a second apart every 5 minutes, now and then: still 5 minutes.
    expect(await usual([299, 1, 299, 1, 299, 1, 299, 299, 299])).toBe(299);
  });

  it('is unknown with fewer than 4 gaps, and bounded to 10 s .. 7 days', async () => {
    expect(await usual([600, 600, 600])).toBeNull();
    expect(await usual([])).toBeNull();
    expect(await usual([2, 3, 2, 3, 2])).toBe(10);
    expect(await usual([900_000, 900_000, 900_000, 900_000])).toBe(604_800);
    // Only the newest 16 count: an old rhythm is forgotten.
    expect(await usual([...Array(16).fill(60), ...Array(30).fill(3600)])).toBe(60);
  });
});

const minute = 60_000;

function ttsUplink(
  devEui: string,
  at: Date,
  fCnt: number,
  radio: { rssi: number; snr: number; sf: number; gateways: number },
) {
  // The Things Stack's documented uplink message (lorawan-stack-docs, data-formats "Uplink message
  // example"), with our time, counter and radio.
  return {
    end_device_ids: { device_id: 'tracker-1', application_ids: { application_id: 'app1' }, dev_eui: devEui },
    received_at: at.toISOString(),
    uplink_message: {
      f_port: 2,
      f_cnt: fCnt,
      frm_payload: 'gkHe',
      decoded_payload: { temperature: 4 },
      rx_metadata: Array.from({ length: radio.gateways }, (_, i) => ({
        gateway_ids: { gateway_id: `gtw${i + 1}` },
        rssi: radio.rssi - i * 3,
        snr: radio.snr - i,
      })),
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: radio.sf } },
        frequency: '904100000',
      },
      received_at: at.toISOString(),
    },
  };
}

async function ingest(body: unknown) {
  const res = await fetch(`${server.url}/api/ingest/ttn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** A LoRaWAN device of the owner's organisation, on The Things Stack. */
async function addTtnDevice(name: string, devEui: string, type: 'temperature' | 'location') {
  const made = await api.call('/device', {
    token: owner.token,
    body: {
      organisationId: owner.organisationId,
      name,
      devEui,
      appEui: '0000000000000001',
      appKey: '00112233445566778899AABBCCDDEEFF',
      type,
      forwarder: 'ttn',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made;
}

describe('GET /device/{id}/silence', () => {
  it("learns the device's interval from its uplinks and tells its radio, join and failed downlink", async () => {
    const devEui = '70B3D57ED0051A01';
    const made = await addTtnDevice('Trailer 7', devEui, 'temperature');
    const id = made.body.id as string;
    // 12 uplinks every 15 minutes ending 2 hours ago, the signal fading as the trailer drives off.
    const start = Date.now() - 2 * 3_600_000 - 11 * 15 * minute;
    for (let i = 0; i < 12; i++)
      await ingest(
        ttsUplink(devEui, new Date(start + i * 15 * minute), i + 1, {
          rssi: -90 - 3 * i,
          snr: 6 - 1.5 * i,
          sf: i < 6 ? 7 : 10,
          gateways: i < 6 ? 3 : 1,
        }),
      );
    const lastAt = new Date(start + 11 * 15 * minute);

    const device = await api.call(`/device/${id}`, { token: owner.token });
    expect(device.body.usualIntervalS).toBe(900);
    expect(Date.parse(device.body.expectedAt)).toBe(lastAt.getTime() + 900_000);
    const listed = await api.call(`/organisation/${owner.organisationId}/devices`, { token: owner.token });
    expect(listed.body.find((d: { id: string }) => d.id === id)?.usualIntervalS).toBe(900);

    // The network server's join after the last uplink, and a downlink it could not deliver.
    const joinAt = new Date(lastAt.getTime() + 30 * minute);
    await ingest({
      end_device_ids: {
        device_id: 'tracker-1',
        application_ids: { application_id: 'app1' },
        dev_eui: devEui,
      },
      received_at: joinAt.toISOString(),
      join_accept: { received_at: joinAt.toISOString() },
    });
    await server.handle.db
      .insertInto('commands')
      .values({
        organisation_id: owner.organisationId,
        device_id: id,
        kind: 'reboot',
        transport: 'ttn',
        status: 'failed',
        error: 'no gateway available for downlink',
        failed_at: new Date(lastAt.getTime() + 5 * minute),
      })
      .execute();

    const res = await api.call(`/device/${id}/silence`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.usualIntervalS).toBe(900);
    expect(res.body.uplinks).toHaveLength(12);
    expect(res.body.uplinks[0]).toMatchObject({ rssi: -90, snr: 6, sf: 7, gateways: 3 });
    expect(res.body.uplinks[11]).toMatchObject({ rssi: -123, snr: -10.5, sf: 10, gateways: 1 });
    expect(Date.parse(res.body.lastJoinAt)).toBe(joinAt.getTime());
    expect(res.body.lastDownlinkFailure).toEqual({
      at: new Date(lastAt.getTime() + 5 * minute).toISOString(),
      error: 'no gateway available for downlink',
    });
    // The checklist is done up to the location step, which a temperature sensor skips.
    expect(res.body.checklist).toBeNull();
  });

  it("answers 404 to another organisation's member", async () => {
    const made = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: owner.organisationId, name: 'Phone of Silvia', type: 'location' },
    });
    const id = made.body.device.id as string;
    const theirs = await api.call(`/device/${id}/silence`, { token: outsider.token });
    expect(theirs.status).toBe(404);
    const mine = await api.call(`/device/${id}/silence`, { token: owner.token });
    expect(mine.status).toBe(200);
    // A phone that never reported: no interval, no radio, the checklist's first open step.
    expect(mine.body).toMatchObject({
      usualIntervalS: null,
      lastSeenAt: null,
      uplinks: [],
      lastJoinAt: null,
    });
    expect(mine.body.checklist).toEqual({ step: 'firstUplink', cause: { code: 'phone_silent', values: {} } });
  });
});

describe('lateness in the uplink-health widget and the reports that print it', () => {
  it('gives each device its usual interval, late or offline, and the silences that ran late', async () => {
    const devEui = '70B3D57ED0051A02';
    const made = await addTtnDevice('Reefer 9', devEui, 'temperature');
    const spare = await api.call('/device/self-host', {
      token: owner.token,
      body: { organisationId: owner.organisationId, name: 'Spare probe', type: 'temperature' },
    });
    // 17 uplinks every 10 minutes but one silence of 45, the last 30 minutes ago: late (past
    // 2.5 × 10 minutes), not yet offline (heard within the hour).
    const gaps = [...Array(10).fill(10), 45, ...Array(5).fill(10)] as number[];
    const times = [Date.now() - 30 * minute];
    for (const gap of [...gaps].reverse()) times.unshift((times[0] as number) - gap * minute);
    for (const [i, at] of times.entries())
      await ingest(ttsUplink(devEui, new Date(at), 700 + i, { rssi: -101, snr: 3.5, sf: 9, gateways: 2 }));

    const widget = {
      id: 'health',
      type: 'uplink-health',
      devices: [made.body.id, spare.body.device.id],
      range: { kind: 'last', amount: 1, unit: 'day' },
    };
    const res = await api.call('/widget-data/preview', {
      token: owner.token,
      body: { organisationId: owner.organisationId, widgets: [widget] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as WidgetDataResponse;
    const data = (answer.widgets.health as { data: HealthData }).data;
    expect(data.devices.map(({ hourly: _, ...d }) => d)).toEqual([
      {
        device: made.body.id,
        lastSeenAt: new Date(times.at(-1) as number).toISOString(),
        rssi: -101,
        snr: 3.5,
        total: 17,
        usualIntervalS: 600,
        state: 'late',
        lateGaps: 1,
        longestGapS: 2700,
      },
      {
        device: spare.body.device.id,
        lastSeenAt: null,
        rssi: null,
        snr: null,
        total: 0,
        usualIntervalS: null,
        state: 'never',
        lateGaps: null,
        longestGapS: null,
      },
    ]);

    // The table the widget draws and a report prints (PDF, CSV, XLSX), in English and in French.
    const table = (locale: 'en' | 'fr') =>
      toTable({
        widget: widgetSchema.parse(widget),
        data,
        devices: answer.devices,
        format: chartFormat({ locale, timeZone: 'America/Toronto', temperatureUnit: 'C', now: Date.now() }),
      });
    const en = table('en');
    expect(en?.columns.map((c) => c.label).slice(2, 6)).toEqual([
      'Status',
      'Usual interval',
      'Late silences',
      'Longest silence',
    ]);
    expect(en?.rows.map((r) => r.cells.slice(2, 6).map((c) => c.text))).toEqual([
      ['Late', '10 min', '1', '45 min'],
      ['Never heard', '—', '—', '—'],
    ]);
    expect(en?.rows[0]?.cells[2]?.tone).toBe('warning');
    expect(
      table('fr')
        ?.rows[0]?.cells.slice(2, 6)
        .map((c) => c.text),
    ).toEqual(['En retard', '10 min', '1', '45 min']);
  });
});

describe('GET /organisation/{id}/coverage', () => {
  it("shows the organisation's own trackers' uplinks at their GPS fixes, and no one else's", async () => {
    const devEui = '70B3D57ED0051A7C';
    const made = await addTtnDevice('Van 7', devEui, 'location');
    // The shared fixture of a tracker's TTS uplink (its GPS fix in decoded_payload), driven east
    // along Front Street with the signal weakening, an hour ago.
    const fixture = JSON.parse(
      readFileSync(
        new URL('../../../../../../shared/fixtures/uplinks/ttn-uplink-tracker-decoded.json', import.meta.url),
        'utf8',
      ),
    );
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 3; i++) {
      const at = new Date(start + i * 5 * minute).toISOString();
      const up = structuredClone(fixture);
      up.received_at = at;
      up.uplink_message.received_at = at;
      up.uplink_message.f_cnt = 400 + i;
      const lon = [-79.387, -79.377, -79.367][i];
      up.uplink_message.decoded_payload.longitude = lon;
      up.uplink_message.locations['frm-payload'].longitude = lon;
      up.uplink_message.rx_metadata[0].rssi = -98 - 10 * i;
      up.uplink_message.rx_metadata[0].snr = 8 - 8 * i;
      await ingest(up);
    }
    const res = await api.call(`/organisation/${owner.organisationId}/coverage?days=1`, {
      token: owner.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.truncated).toBe(false);
    expect(
      res.body.points.map((p: { lon: number; rssi: number; snr: number }) => [p.lon, p.rssi, p.snr]),
    ).toEqual([
      [-79.367, -118, -8],
      [-79.377, -108, 0],
      [-79.387, -98, 8],
    ]);

    // The month's positions compacted into day rows (issue 29; the retention pass does it to a
    // closed month, here to the fixes' month at once): the layer shows the same points.
    const months = new Set([start, start + 10 * minute].map((t) => monthStart(new Date(t)).getTime()));
    for (const month of months) await compactMonth(server.handle.pool, 'positions', new Date(month));
    const { rows: left } = await server.handle.pool.query(
      'select count(*)::int as n from positions where device_id = $1',
      [made.body.id],
    );
    expect(left[0].n).toBe(0);
    const compacted = await api.call(`/organisation/${owner.organisationId}/coverage?days=1`, {
      token: owner.token,
    });
    expect(compacted.body).toEqual(res.body);

    const theirs = await api.call(`/organisation/${owner.organisationId}/coverage`, {
      token: outsider.token,
    });
    expect(theirs.status).toBe(404);
    const own = await api.call(`/organisation/${outsider.organisationId}/coverage`, {
      token: outsider.token,
    });
    expect(own.body).toEqual({ points: [], truncated: false });
    const tooLong = await api.call(`/organisation/${owner.organisationId}/coverage?days=90`, {
      token: owner.token,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toContain('days must be 1 to 30');
    for (const days of ['abc', '2.5', '-1', '%00', '1'.repeat(400)]) {
      const bad = await api.call(`/organisation/${owner.organisationId}/coverage?days=${days}`, {
        token: owner.token,
      });
      expect(bad.status, days).toBe(400);
    }
  });
});
