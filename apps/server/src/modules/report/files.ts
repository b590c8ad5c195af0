import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ReportFormat } from '@pinpoint/shared/report.ts';
import type { Db } from '../../db/database.ts';

/** File names, content types and the download links of report e-mails. */

export const contentTypes: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * 'weekly-cold-chain-2026-03-08-070000.pdf': the report's name in ASCII and the local date and
 * time of the run (`stamp`), so the files of two runs never share a name (a scheduled run, then
 * 'Run now' the same day, downloaded to one folder).
 */
export function fileName(reportName: string, stamp: string, format: ReportFormat): string {
  const slug =
    reportName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  return `${slug}-${stamp}.${format}`;
}

/** A Content-Disposition header that every browser reads, with the UTF-8 name too. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const linkKeys = new WeakMap<Db, Promise<Buffer>>();

/** The key that derives download tokens: made once, kept in server_secrets, shared by every process. */
export function reportLinkKey(db: Db): Promise<Buffer> {
  const known = linkKeys.get(db);
  if (known) return known;
  const loading = (async () => {
    const name = 'report_link_key';
    await db
      .insertInto('server_secrets')
      .values({ name, value: JSON.stringify(randomBytes(32).toString('base64url')) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return Buffer.from(String(row.value), 'base64url');
  })().catch((err) => {
    linkKeys.delete(db);
    throw err;
  });
  linkKeys.set(db, loading);
  return loading;
}

/**
 * The token of an e-mail's download links: 256 bits derived from the delivery's id, so a
 * retried send writes the same links while only its hash is stored (never the token).
 */
export function linkToken(key: Buffer, deliveryId: string): string {
  return createHmac('sha256', key).update(`report-delivery:${deliveryId}`).digest('base64url');
}
