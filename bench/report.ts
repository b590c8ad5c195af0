/**
 * `npm run bench:report`: time and memory to render a 30-day report over 100 devices, the way
 * the report-run job does it: the widget data (one batched call), the document (charts drawn
 * to SVG on the server, tables), then the PDF, CSV and XLSX. 80 cold-room sensors report a
 * temperature and a battery level every 10 minutes and 20 trackers a position every 5 minutes
 * for 30 days (0.7 M readings, 173 k positions). Not a test: it never asserts a time.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { writeCsv } from '../apps/server/src/modules/report/render/csv.ts';
import { writePdf } from '../apps/server/src/modules/report/render/pdf.ts';
import { writeXlsx } from '../apps/server/src/modules/report/render/xlsx.ts';
import { getReport } from '../apps/server/src/modules/report/repo.ts';
import { renderRun } from '../apps/server/src/modules/report/runs.ts';
import { resolvePeriod } from '../apps/server/src/modules/report/schedule.ts';
import { loadWidgetData } from '../apps/server/src/modules/widget-data/service.ts';
import { connect, openBenchDatabase } from './ingest/database.ts';

const SENSORS = 80;
const TRACKERS = 20;
const DAYS = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The process's peak resident memory while `work` runs, sampled every 20 ms. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ value: T; peakRss: number }> {
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const value = await work();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { value, peakRss };
  } finally {
    clearInterval(timer);
  }
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const database = await openBenchDatabase();
const handle = connect(database.url, 10);
try {
  const { db, pool } = handle;
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', DEMO: 'false' });
  const { id: organisationId } = await db
    .insertInto('organisations')
    .values({ name: 'Report benchmark', device_limit: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const insertDevices = (count: number, type: string, name: string) =>
    pool
      .query<{ id: string }>(
        `insert into devices (organisation_id, name, type, last_seen_at, battery_pct)
         select $1, $2 || ' ' || n, $3, now(), 80 from generate_series(1, $4) as n returning id`,
        [organisationId, name, type, count],
      )
      .then((r) => r.rows.map((row) => row.id));
  const sensors = await insertDevices(SENSORS, 'temperature', 'Cold room');
  const trackers = await insertDevices(TRACKERS, 'location', 'Van');
  const now = new Date();
  const period = resolvePeriod('month', now, 'America/Toronto');
  const from = new Date(now.getTime() - DAYS * 86_400_000);
  console.log(`writing ${DAYS} days of readings and positions for ${SENSORS + TRACKERS} devices…`);
  await pool.query(
    `insert into readings (device_id, organisation_id, time, field, value)
     select d, $2, t, f, case f when 'temperature' then 4 + 2 * sin(extract(epoch from t) / 3600 + random())
                            else 90 - extract(epoch from t - $3::timestamptz) / 86400 end
       from unnest($1::uuid[]) d, generate_series($3::timestamptz, $4::timestamptz, interval '10 minutes') t,
            unnest(array['temperature', 'battery_pct']) f`,
    [sensors, organisationId, from, now],
  );
  await pool.query(
    `insert into positions (device_id, organisation_id, time, lat, lon, speed, source)
     select d, $2, t, 43.65 + 0.05 * sin(extract(epoch from t) / 7200 + i),
            -79.38 + 0.05 * cos(extract(epoch from t) / 7200 + i),
            case when extract(hour from t) between 8 and 17 then 40 else 0 end, 'gnss'
       from unnest($1::uuid[]) with ordinality as v(d, i),
            generate_series($3::timestamptz, $4::timestamptz, interval '5 minutes') t`,
    [trackers, organisationId, from, now],
  );
  await pool.query('analyze readings; analyze positions');
  const counts = await pool.query<{ readings: number; positions: number }>(
    'select (select count(*) from readings)::int as readings, (select count(*) from positions)::int as positions',
  );

  // 100 devices: a chart of each sensor's temperature (12 a chart, the most one chart draws),
  // battery lists, uplink health, a trip summary and a track sketch of the vans.
  const chunks = (ids: string[], size: number) =>
    Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, i * size + size));
  const widgets = [
    ...chunks(sensors, 12).map((devices, i) => ({
      id: `temps${i}`,
      type: 'series',
      title: `Cold rooms ${i * 12 + 1}–${i * 12 + devices.length}`,
      fields: ['temperature'],
      devices,
    })),
    ...chunks(sensors, 40).map((devices, i) => ({ id: `battery${i}`, type: 'battery-list', devices })),
    { id: 'health', type: 'uplink-health', devices: sensors.slice(0, 50) },
    { id: 'trips', type: 'trip-summary', devices: trackers },
    { id: 'map', type: 'map', devices: trackers, options: { tracks: true } },
  ];
  const { id: reportId } = await db
    .insertInto('reports')
    .values({
      organisation_id: organisationId,
      name: 'Monthly fleet and cold chain',
      widgets: JSON.stringify(widgets),
      period: 'month',
      schedule: JSON.stringify({ frequency: 'monthly', time: '07:00', dayOfMonth: 1 }),
      formats: ['pdf', 'csv', 'xlsx'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await getReport(db, organisationId, reportId);
  if (!report) throw new Error('no report');
  let dataMs = 0;
  const deps = {
    db,
    config,
    mailer: undefined,
    log: { info: () => {}, warn: () => {} },
    now: () => new Date(),
    // The widget data, timed apart from the charts and tables made from it.
    loadData: async (...args: Parameters<typeof loadWidgetData>) => {
      const { value, ms } = await timed(() => loadWidgetData(...args));
      dataMs = ms;
      return value;
    },
  };
  const run = { organisation_id: organisationId, period_from: from, period_to: now, runAt: now };
  console.log(
    `${counts.rows[0]?.readings} readings, ${counts.rows[0]?.positions} positions; ${widgets.length} widgets; ` +
      `period ${from.toISOString()} – ${now.toISOString()} (a calendar month would be ${period.from.toISOString()} – ${period.to.toISOString()})`,
  );

  for (let round = 1; round <= ROUNDS; round++) {
    global.gc?.();
    const before = process.memoryUsage();
    const { value, peakRss } = await withPeakMemory(async () => {
      const document = await timed(() => renderRun(deps, report, run));
      const pdf = await timed(() => writePdf(document.value));
      const csv = await timed(() => writeCsv(document.value));
      const xlsx = await timed(() => writeXlsx(document.value));
      return { document, pdf, csv, xlsx };
    });
    const { document, pdf, csv, xlsx } = value;
    // BENCH_REPORT_OUT=folder keeps the last round's files, to look at.
    const out = process.env.BENCH_REPORT_OUT;
    if (out && round === ROUNDS)
      for (const [name, file] of [
        ['report.pdf', pdf.value],
        ['report.csv', csv.value],
        ['report.xlsx', xlsx.value],
      ] as const)
        await writeFile(path.join(out, name), file);
    const svgBytes = document.value.sections.reduce((sum, s) => sum + (s.svg?.length ?? 0), 0);
    const total = document.ms + pdf.ms + csv.ms + xlsx.ms;
    console.log(
      `round ${round}${round === 1 ? ' (cold)' : ''}: data ${seconds(dataMs)}, charts and tables ` +
        `${seconds(document.ms - dataMs)} (SVG ${mb(svgBytes)}), ` +
        `PDF ${seconds(pdf.ms)} (${mb(pdf.value.length)}), CSV ${seconds(csv.ms)} (${mb(csv.value.length)}), ` +
        `XLSX ${seconds(xlsx.ms)} (${mb(xlsx.value.length)}); total ${seconds(total)}; ` +
        `RSS ${mb(before.rss)} before, ${mb(peakRss)} at peak (+${mb(peakRss - before.rss)})`,
    );
    global.gc?.();
    console.log(
      `  heap retained after the round (after GC): ${mb(process.memoryUsage().heapUsed - before.heapUsed)}`,
    );
  }
} finally {
  await handle.close();
  await database.close();
}
