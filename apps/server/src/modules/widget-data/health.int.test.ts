import { type HealthData, widgetSchema } from '@pinpoint/shared/widgets/index.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { loadWidgetData } from './service.ts';

// The uplink-health widget's hourly counts and its late silences come from one read of each
// device's frames (issue 29): both must still cover exactly the widget's range, device by device.

const database = await createTestDatabase();
const handle = connect(database.url, 4);
afterAll(async () => {
  await handle.close();
  await database.drop();
});
const { db, pool } = handle;

const day = Date.parse('2026-01-10T00:00:00Z');
const at = (minutes: number) => new Date(day + minutes * 60_000);

async function device(organisationId: string, name: string, uplinkGaps: number[]) {
  const row = await pool.query<{ id: string }>(
    `insert into devices (organisation_id, name, type, uplink_gaps) values ($1, $2, 'temperature', $3)
     returning id`,
    [organisationId, name, uplinkGaps],
  );
  return row.rows[0]?.id as string;
}
async function frames(deviceId: string, minutes: number[]) {
  await pool.query(
    `insert into frames (device_id, received_at, kind, dedup, source, rssi, snr, sf, bw_khz, gateways)
     select $1, t, 'uplink', i, 'ttn', -97, 7.5, 9, 125, 1
       from unnest($2::timestamptz[]) with ordinality as u(t, i)`,
    [deviceId, minutes.map(at)],
  );
}

describe('the uplink-health widget', () => {
  it("counts each device's frames an hour of its time zone and the silences that ran late, within the range", async () => {
    const organisationId = (
      await pool.query<{ id: string }>(`insert into organisations (name) values ('Health') returning id`)
    ).rows[0]?.id as string;
    // Usually every 10 minutes: late past 25. One silence of 40 minutes, one of 30 across an hour
    // of the widget (Kolkata's hours start at :30 UTC), one of 20 that is not late; a frame the day
    // before, whose 90-minute silence to the first is outside the range.
    const reefer = await device(organisationId, 'Reefer', Array(16).fill(600));
    await frames(reefer, [-30, 60, 70, 80, 90, 100, 110, 120, 160, 170, 180, 200, 230]);
    // A device with too few gaps for a usual interval, its frames every 5 minutes among the other's.
    const probe = await device(organisationId, 'Probe', []);
    await frames(probe, [65, 70, 75, 80, 85, 90, 95]);
    const quiet = await device(organisationId, 'Quiet', Array(16).fill(600));

    const answer = await loadWidgetData(db, {
      organisationId,
      widgets: [widgetSchema.parse({ id: 'health', type: 'uplink-health', devices: [reefer, probe, quiet] })],
      range: { from: new Date(day), to: new Date(day + 86_400_000) },
      widthPx: 800,
      audience: 'member',
      now: new Date(day + 86_400_000),
      timeZone: 'Asia/Kolkata',
    });
    const data = (answer.widgets.health as { data: HealthData }).data;
    const hour = (utc: string) => Date.parse(`2026-01-10T${utc}:00Z`);
    expect(data.devices.map(({ state: _, lastSeenAt: __, ...d }) => d)).toEqual([
      {
        device: reefer,
        rssi: -97,
        snr: 7.5,
        hourly: [
          { t: hour('00:30'), n: 3 },
          { t: hour('01:30'), n: 4 },
          { t: hour('02:30'), n: 4 },
          { t: hour('03:30'), n: 1 },
        ],
        total: 12,
        usualIntervalS: 600,
        lateGaps: 2,
        longestGapS: 2400,
      },
      {
        device: probe,
        rssi: -97,
        snr: 7.5,
        hourly: [
          { t: hour('00:30'), n: 5 },
          { t: hour('01:30'), n: 2 },
        ],
        total: 7,
        usualIntervalS: null,
        lateGaps: null,
        longestGapS: 300,
      },
      {
        device: quiet,
        rssi: null,
        snr: null,
        hourly: [],
        total: 0,
        usualIntervalS: 600,
        lateGaps: 0,
        longestGapS: null,
      },
    ]);
  });
});
