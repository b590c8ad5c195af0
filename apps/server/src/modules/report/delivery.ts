import {
  describeSchedule,
  type ReportDocument,
  type ReportFormat,
  type ReportSchedule,
} from '@pinpoint/shared/report.ts';
import type { Transporter } from 'nodemailer';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { smtpErrorClass } from '../../jobs/email.ts';
import { linkToken, reportLinkKey } from './files.ts';
import { fillLabel, reportLabels } from './render/labels.ts';

/**
 * One report e-mail to one recipient: the files attached while their total stays under
 * REPORT_ATTACHMENT_MAX_BYTES, else links to download them (a token per e-mail, valid
 * while the files are kept). Without SMTP_URL the message goes to the organisation's
 * outbox with the links (the outbox keeps text, not files).
 */

export type RunFile = {
  format: ReportFormat;
  fileName: string;
  contentType: string;
  content: Buffer;
  expiresAt: Date;
};

export type MailInput = {
  deliveryId: string;
  organisationId: string;
  to: string;
  reportName: string;
  schedule: ReportSchedule;
  document: ReportDocument;
  files: RunFile[];
};

export type Sent = { destination: 'smtp' | 'outbox'; attached: boolean };

/** A failed send, with the class of the failure (never a remote server's words). */
export class MailError extends Error {}

function formatUntil(date: Date, document: ReportDocument): string {
  return new Intl.DateTimeFormat(document.language === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: document.timeZone,
    dateStyle: 'long',
  }).format(date);
}

/** The subject and the words of an e-mail, with links when the files are not attached. */
export function mailText(input: MailInput, links: { format: ReportFormat; url: string }[] | null) {
  const words = reportLabels[input.document.language];
  const values = { name: input.reportName, period: input.document.period.label };
  const subject = fillLabel(words.subject, values);
  const lines: string[] = [];
  if (links) {
    const until = new Date(Math.min(...input.files.map((f) => f.expiresAt.getTime())));
    lines.push(fillLabel(words.links, { ...values, until: formatUntil(until, input.document) }), '');
    for (const link of links) lines.push(`${link.format.toUpperCase()}: ${link.url}`);
  } else {
    lines.push(
      fillLabel(words.attached, { ...values, files: input.files.map((f) => f.fileName).join(', ') }),
    );
  }
  lines.push(
    '',
    fillLabel(words.schedule, {
      schedule: describeSchedule(input.schedule, input.document.language),
      zone: input.document.timeZone,
    }),
    '',
    fillLabel(words.footer, { site: input.document.siteTitle }),
  );
  return { subject, text: lines.join('\n') };
}

export async function sendReportMail(
  deps: {
    db: Db;
    config: Pick<ServerConfig, 'MAIL_FROM' | 'publicUrl' | 'REPORT_ATTACHMENT_MAX_BYTES'>;
    mailer: Transporter | undefined;
  },
  input: MailInput,
): Promise<Sent> {
  const { db, config, mailer } = deps;
  const total = input.files.reduce((sum, f) => sum + f.content.length, 0);
  const attach = Boolean(mailer) && total <= config.REPORT_ATTACHMENT_MAX_BYTES;
  const token = linkToken(await reportLinkKey(db), input.deliveryId);
  const links = attach
    ? null
    : input.files.map((f) => ({
        format: f.format,
        url: `${config.publicUrl}/api/report-file/${token}/${f.format}`,
      }));
  const { subject, text } = mailText(input, links);
  if (!mailer) {
    await db
      .insertInto('outbox')
      .values({
        delivery_id: input.deliveryId,
        organisation_id: input.organisationId,
        action_id: null,
        channel: 'email',
        recipient: input.to,
        subject,
        body: text,
      })
      .onConflict((oc) => oc.column('delivery_id').doNothing())
      .execute();
    return { destination: 'outbox', attached: false };
  }
  try {
    await mailer.sendMail({
      from: config.MAIL_FROM,
      to: input.to,
      subject,
      text,
      // The same id on every try lets a mail server drop a copy the last try delivered.
      messageId: `<${input.deliveryId}@pinpoint>`,
      ...(attach
        ? {
            attachments: input.files.map((f) => ({
              filename: f.fileName,
              content: f.content,
              contentType: f.contentType,
            })),
          }
        : {}),
    });
  } catch (err) {
    throw new MailError(smtpErrorClass(err));
  }
  return { destination: 'smtp', attached: attach };
}
