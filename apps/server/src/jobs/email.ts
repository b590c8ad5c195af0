import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { DeliveryError, defineDeliveryJob, deliveryPayload, keepInOutbox } from './deliveries.ts';
import { networkErrorClass } from './http/send.ts';
import { takeQuota } from './quota.ts';

/** The SMTP transport of SMTP_URL (smtp:// or smtps://user:pass@host:port), or none. */
export function createMailer(smtpUrl: string | undefined): Transporter | undefined {
  if (!smtpUrl) return undefined;
  // Bounded waits: a try must end well within its 60 s lease, or a second try could send it again.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }) as Transporter;
}

/** The class of a mail server's refusal ('smtp_550', 'timeout', ...), not its words. */
export function smtpErrorClass(err: unknown): string {
  const responseCode = (err as { responseCode?: unknown }).responseCode;
  if (typeof responseCode === 'number') return `smtp_${responseCode}`;
  const code = (err as { code?: unknown }).code;
  if (code === 'ETIMEDOUT') return 'timeout';
  if (code === 'EAUTH') return 'smtp_auth';
  const network = networkErrorClass(err).errorClass;
  if (network !== 'network_error') return network;
  // nodemailer wraps socket errors as ECONNECTION, keeping the system's words in the message.
  const message = err instanceof Error ? err.message : '';
  if (/ECONNREFUSED/.test(message)) return 'connection_refused';
  if (/timeout/i.test(message)) return 'timeout';
  return 'smtp_error';
}

export const emailJob = defineDeliveryJob({
  name: 'action-email',
  payload: deliveryPayload.extend({ to: z.string(), subject: z.string(), text: z.string() }),
  async send(payload, context, attempt) {
    const { db, config, mailer } = context;
    // Counted once per delivery, on its first try, wherever it goes (SMTP or the outbox).
    if (attempt === 1) {
      try {
        await takeQuota(context, payload, 'email');
      } catch (err) {
        throw new DeliveryError(mailer ? 'smtp' : 'outbox', err);
      }
    }
    if (!mailer) {
      return keepInOutbox(db, {
        ...payload,
        channel: 'email',
        recipient: payload.to,
        subject: payload.subject,
        body: payload.text,
      });
    }
    try {
      await mailer.sendMail({
        from: config.MAIL_FROM,
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        // The same id on every try lets a mail server drop a copy the last try delivered.
        messageId: `<${payload.deliveryId}@pinpoint>`,
      });
    } catch (err) {
      throw new DeliveryError('smtp', new Error(smtpErrorClass(err)));
    }
    return 'smtp';
  },
});
