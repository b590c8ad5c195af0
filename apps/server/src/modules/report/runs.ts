import { randomUUID } from 'node:crypto';
import {
  type ReportDocument,
  type ReportFormat,
  type ReportSchedule,
  reportFormats,
} from '@pinpoint/shared/report.ts';
import type { PositionsData, WidgetDataResponse } from '@pinpoint/shared/widgets/data.ts';
import { parseStoredWidgets, type Widget } from '@pinpoint/shared/widgets/widget.ts';
import type { Transporter } from 'nodemailer';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobLog } from '../../jobs/definition.ts';
import { QuotaReachedError } from '../../jobs/deliveries.ts';
import { takeQuota } from '../../jobs/quota.ts';
import type { ReportRunPayload } from '../../jobs/report.ts';
import { isDiskFull } from '../../lib/disk-full.ts';
import { matcherOf } from '../map-matching/matcher.ts';
import { roadsForUser } from '../map-matching/user-setting.ts';
import { type LoadWidgetDataOptions, loadWidgetData } from '../widget-data/service.ts';
import { MailError, type RunFile, sendReportMail } from './delivery.ts';
import { contentTypes, fileName, linkToken, reportLinkKey, sha256 } from './files.ts';
import type { BasemapLoader } from './render/basemap.ts';
import { writeCsv } from './render/csv.ts';
import { buildDocument } from './render/document.ts';
import { type BasemapLayer, mapSize, mapViewOf } from './render/map-svg.ts';
import { writePdf } from './render/pdf.ts';
import { writeXlsx } from './render/xlsx.ts';
import { getReport, type ReportRow, recipientsOf } from './repo.ts';
import {
  type ClaimedRun,
  claimRun,
  deliveryCounts,
  ensureDeliveries,
  fileNameTaken,
  filesWithContent,
  finishDelivery,
  finishRun,
  pendingDeliveries,
  releaseRun,
  saveDocument,
  storeFile,
} from './runs-repo.ts';
import { describePeriod, wallClock } from './schedule.ts';

export type LoadData = (db: Db, options: LoadWidgetDataOptions) => Promise<WidgetDataResponse>;

export type RunDeps = {
  db: Db;
  config: ServerConfig;
  mailer: Transporter | undefined;
  log: JobLog;
  now: () => Date;
  /** The widget data (the widget-data module; a test may wrap it). */
  loadData?: LoadData;
  /** Fetches the basemap under a map (none: maps on a plain background). */
  basemap?: BasemapLoader;
};

/** Charts are drawn 640 px wide: about 160 buckets a line. */
const CHART_WIDTH_PX = 640;

/** Series widgets ask for each bucket's lowest and highest too, for the summary table. */
const forData = (widgets: Widget[]): Widget[] =>
  widgets.map((w) => (w.type === 'series' ? { ...w, options: { ...w.options, band: true } } : w));

/** Renders a run's document and its files (each format once). */
export async function renderRun(
  deps: RunDeps,
  report: ReportRow,
  run: Pick<ClaimedRun, 'organisation_id' | 'period_from' | 'period_to'> & { runAt: Date },
) {
  const { db, config } = deps;
  const widgets = parseStoredWidgets(report.widgets).flatMap((w) => (w.ok ? [w.widget] : []));
  const timeZone = report.time_zone;
  const period = { from: run.period_from, to: run.period_to };
  // Trip distances and map tracks along the roads when the report's creator has map matching
  // on (issue 20) and the server has a matcher; a report whose creator left: as reported.
  const roads = await roadsForUser(db, matcherOf(config, deps.log), { id: report.created_by });
  const data = await (deps.loadData ?? loadWidgetData)(db, {
    organisationId: run.organisation_id,
    widgets: forData(widgets),
    range: period,
    widthPx: CHART_WIDTH_PX,
    audience: 'report',
    now: run.runAt,
    timeZone,
    log: deps.log,
    ...(roads ? { roads } : {}),
  });
  const basemaps = await basemapsFor(deps.basemap, widgets, data);
  const now = deps.now();
  const document = buildDocument({
    name: report.name,
    widgets,
    language: report.language,
    temperatureUnit: report.temperature_unit,
    data,
    period: {
      ...period,
      label: describePeriod(period, timeZone, report.language, report.period === 'since_last'),
    },
    timeZone,
    site: { title: config.public.siteTitle, primaryColour: config.public.primaryColour },
    now,
    basemaps,
  });
  return document;
}

/** The basemap under each map widget's view, fetched at once; none without a loader. */
async function basemapsFor(loader: BasemapLoader | undefined, widgets: Widget[], data: WidgetDataResponse) {
  const basemaps: Record<string, BasemapLayer | null> = {};
  if (!loader) return basemaps;
  await Promise.all(
    widgets.map(async (widget) => {
      const result = data.widgets[widget.id];
      if (widget.type !== 'map' || result?.status !== 'ok' || !result.data) return;
      const view = mapViewOf({ data: result.data as PositionsData, size: mapSize, options: widget.options });
      if (view) basemaps[widget.id] = await loader(view);
    }),
  );
  return basemaps;
}

async function writeFile(document: ReportDocument, format: ReportFormat): Promise<Buffer> {
  if (format === 'pdf') return writePdf(document);
  if (format === 'xlsx') return writeXlsx(document);
  return writeCsv(document);
}

/** When the run was due (or asked for) on the zone's wall clock, for file names: '2026-03-08-070000'. */
function runStamp(run: ClaimedRun, timeZone: string): string {
  const w = wallClock(run.scheduled_for ?? run.created_at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}-${two(w.hour)}${two(w.minute)}${two(w.second)}`;
}

/** The run's document and files: rendered on the first try, read back on a retry. */
async function filesOf(
  deps: RunDeps,
  report: ReportRow,
  run: ClaimedRun,
): Promise<{ document: ReportDocument; files: RunFile[] }> {
  const { db, config } = deps;
  const formats = reportFormats.filter((f) => (report.formats as string[]).includes(f));
  const stored = await filesWithContent(db, run.organisation_id, run.id);
  let document = run.document as ReportDocument | null;
  if (!document || formats.some((f) => !stored.some((s) => s.format === f && s.content))) {
    document ??= await renderRun(deps, report, { ...run, runAt: run.scheduled_for ?? run.created_at });
    await saveDocument(db, run.id, document);
    const expiresAt = new Date(deps.now().getTime() + config.REPORT_FILES_DAYS * 86_400_000);
    for (const format of formats) {
      if (stored.some((s) => s.format === format && s.content)) continue;
      const content = await writeFile(document, format);
      const owner = { organisationId: run.organisation_id, reportId: run.report_id, runId: run.id };
      let name = fileName(report.name, runStamp(run, document.timeZone), format);
      // Two runs asked for in the same second: the later one's names take a piece of its id.
      if (await fileNameTaken(db, owner, name))
        name = fileName(report.name, `${runStamp(run, document.timeZone)}-${run.id.slice(0, 4)}`, format);
      await storeFile(db, {
        runId: run.id,
        organisationId: run.organisation_id,
        format,
        fileName: name,
        contentType: contentTypes[format],
        content,
        expiresAt,
      });
    }
  }
  const files = (await filesWithContent(db, run.organisation_id, run.id)).flatMap((f) =>
    f.content
      ? [
          {
            format: f.format,
            fileName: f.file_name,
            contentType: f.content_type,
            content: f.content,
            expiresAt: f.expires_at,
          },
        ]
      : [],
  );
  return { document, files };
}

/** Mails the run to the report's current recipients; answers whether some e-mails wait for a retry. */
async function deliver(
  deps: RunDeps,
  report: ReportRow,
  run: ClaimedRun,
  content: { document: ReportDocument; files: RunFile[] },
  retriesLeft: boolean,
): Promise<boolean> {
  const { db } = deps;
  const key = await reportLinkKey(db);
  const seen = new Set<string>();
  const recipients = (await recipientsOf(db, run.organisation_id, [report.id])).filter((r) => {
    const address = r.email.toLowerCase();
    if (!r.current || !address || seen.has(address)) return false;
    seen.add(address);
    return true;
  });
  await ensureDeliveries(
    db,
    { id: run.id, organisationId: run.organisation_id },
    recipients.map((r) => {
      const id = randomUUID();
      return { id, email: r.email, name: r.name, tokenHash: sha256(linkToken(key, id)) };
    }),
  );
  let waiting = false;
  for (const delivery of await pendingDeliveries(db, run.id)) {
    // Counted against the organisation's e-mail quotas like alert e-mails (EMAIL_PER_ORG_*), once
    // a recipient, on the first try: past the quota the e-mail is refused, not retried.
    if (delivery.attempts === 0) {
      try {
        await takeQuota(deps, { organisationId: run.organisation_id, actionId: null }, 'email');
      } catch (err) {
        if (!(err instanceof QuotaReachedError)) throw err;
        await finishDelivery(db, delivery.id, {
          status: 'failed',
          destination: deps.mailer ? 'smtp' : 'outbox',
          attached: null,
          error: err.message,
        });
        continue;
      }
    }
    try {
      const sent = await sendReportMail(deps, {
        deliveryId: delivery.id,
        organisationId: run.organisation_id,
        to: delivery.recipient,
        reportName: report.name,
        schedule: report.schedule as ReportSchedule,
        ...content,
      });
      await finishDelivery(db, delivery.id, { status: 'sent', ...sent, error: null });
    } catch (err) {
      if (!(err instanceof MailError)) throw err;
      waiting ||= retriesLeft;
      await finishDelivery(db, delivery.id, {
        status: retriesLeft ? 'retrying' : 'failed',
        destination: 'smtp',
        attached: null,
        error: err.message,
      });
    }
  }
  return waiting;
}

/** Some e-mails failed with tries left: the run waits for pg-boss's next try. */
class RetryLater extends Error {}

/**
 * One try of a run (the report-run job): claim it (a finished run, or one another worker
 * holds, is left alone), render its files once, then mail every recipient not yet sent to.
 * A failure with tries left gives the run back and throws, so pg-boss retries with backoff.
 */
export async function executeRun(
  deps: RunDeps,
  payload: ReportRunPayload,
  context: { retriesLeft: boolean },
) {
  const { db, log } = deps;
  const run = await claimRun(db, payload.runId);
  if (!run) return;
  try {
    const report = await getReport(db, run.organisation_id, run.report_id);
    if (!report) return await finishRun(db, run.id, 'failed', 'report_deleted');
    const content = await filesOf(deps, report, run);
    if (run.trigger !== 'preview' && (await deliver(deps, report, run, content, context.retriesLeft))) {
      await releaseRun(db, run.id, 'mail_retrying');
      throw new RetryLater(`report run ${run.id}: some e-mails failed, retrying`);
    }
    const counts = await deliveryCounts(db, run.id);
    const failed = counts.failed ?? 0;
    const sent = counts.sent ?? 0;
    await finishRun(
      db,
      run.id,
      failed === 0 ? 'done' : sent > 0 ? 'partial' : 'failed',
      failed ? 'mail_failed' : null,
    );
  } catch (err) {
    if (!(err instanceof RetryLater)) {
      // A database out of disk space keeps no half of a file (each is one row); the run says why.
      const reason = isDiskFull(err) ? 'disk_full' : 'render_failed';
      log.warn({ err, runId: run.id }, `reports: a run failed (${reason})`);
      if (context.retriesLeft) await releaseRun(db, run.id, reason);
      else await finishRun(db, run.id, 'failed', reason);
    }
    if (context.retriesLeft) throw err;
  }
}
