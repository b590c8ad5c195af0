import { type ReportDocument, type ReportFormat, reportMessages } from '@pinpoint/shared/report.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { sha256 } from './files.ts';
import { presentRun } from './presenter.ts';
import { fileByToken, getFile, getRun, listRuns, runDetails } from './runs-repo.ts';

/** A report's runs, their files and e-mails, and the files themselves (the caller's role is checked first). */

export async function listReportRuns(
  db: Db,
  organisationId: string,
  reportId: string,
  page: number,
  pageSize: number,
  now: Date,
) {
  const { rows, total } = await listRuns(db, organisationId, reportId, page, pageSize);
  const details = await runDetails(
    db,
    organisationId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => presentRun(row, details, now)), total, page, pageSize };
}

export async function getReportRun(
  db: Db,
  organisationId: string,
  reportId: string,
  runId: string,
  now: Date,
) {
  const row = await getRun(db, organisationId, reportId, runId);
  if (!row) throw notFound(reportMessages.runNotFound);
  return presentRun(row, await runDetails(db, organisationId, [runId]), now);
}

/** What a run rendered, for the browser's preview; 404 until it is rendered, or once its files are gone. */
export async function getRunDocument(
  db: Db,
  organisationId: string,
  reportId: string,
  runId: string,
): Promise<ReportDocument> {
  const row = await getRun(db, organisationId, reportId, runId);
  if (!row) throw notFound(reportMessages.runNotFound);
  if (!row.document) throw notFound(reportMessages.fileNotFound);
  return row.document as ReportDocument;
}

export type Download = { fileName: string; contentType: string; content: Buffer };

function available(file: { content: Buffer | null; expires_at: Date } | undefined, now: Date) {
  if (!file) throw notFound(reportMessages.fileNotFound);
  if (!file.content || file.expires_at.getTime() <= now.getTime()) throw notFound(reportMessages.fileExpired);
  return file.content;
}

export async function downloadRunFile(
  db: Db,
  organisationId: string,
  reportId: string,
  runId: string,
  format: ReportFormat,
  now: Date,
): Promise<Download> {
  if (!(await getRun(db, organisationId, reportId, runId))) throw notFound(reportMessages.runNotFound);
  const file = await getFile(db, organisationId, runId, format);
  const content = available(file, now);
  return { fileName: file?.file_name ?? '', contentType: file?.content_type ?? '', content };
}

/** A file by an e-mail's download link: the token is the only credential, its hash the only thing kept. */
export async function downloadByToken(
  db: Db,
  token: string,
  format: ReportFormat,
  now: Date,
): Promise<Download> {
  if (!/^[\w-]{43}$/.test(token)) throw notFound(reportMessages.fileNotFound);
  const file = await fileByToken(db, sha256(token), format);
  const content = available(file, now);
  return { fileName: file?.file_name ?? '', contentType: file?.content_type ?? '', content };
}
