import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { Db } from '../../db/database.ts';

/** Test-only helpers of the report tests: reading mails, files and writing readings. */

export type MimePart = { headers: Record<string, string>; body: Buffer };

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i] as string;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** The leaf parts of a raw MIME message (as nodemailer writes it), decoded. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = headers['content-type']?.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return [{ headers, body: decoded }];
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?= and ?B?), decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** A mail's attachments by file name, and its plain text. */
export function readMail(raw: string) {
  const parts = mimeParts(raw);
  const attachments = new Map<string, Buffer>();
  let text = '';
  for (const part of parts) {
    const disposition = part.headers['content-disposition'] ?? '';
    const name = disposition.match(/filename="?([^";]+)"?/)?.[1];
    if (disposition.startsWith('attachment') && name) attachments.set(name, part.body);
    else if ((part.headers['content-type'] ?? 'text/plain').startsWith('text/plain'))
      text += part.body.toString('utf8');
  }
  const subject = decodeWords(parseHeaders(raw.slice(0, raw.search(/\r?\n\r?\n/))).subject ?? '');
  return { subject, text, attachments };
}

export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Each sheet's rows as arrays of cell values (numbers stay numbers). */
export async function xlsxRows(xlsx: Buffer): Promise<Record<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  const sheets: Record<string, unknown[][]> = {};
  for (const sheet of book.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets[sheet.name] = rows;
  }
  return sheets;
}

/** Readings of one field, stored as ingest would store them. */
export async function insertReadings(
  db: Db,
  device: { id: string; organisationId: string },
  field: string,
  points: { time: Date; value: number }[],
) {
  for (let i = 0; i < points.length; i += 1000)
    await db
      .insertInto('readings')
      .values(
        points.slice(i, i + 1000).map((p) => ({
          device_id: device.id,
          organisation_id: device.organisationId,
          time: p.time,
          field,
          value: p.value,
        })),
      )
      .execute();
}
