import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { DeliveryError, defineDeliveryJob, deliveryPayload, keepInOutbox } from './deliveries.ts';

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

export const emailJob = defineDeliveryJob({
  name: 'action-email',
  payload: deliveryPayload.extend({ to: z.string(), subject: z.string(), text: z.string() }),
  async send(payload, { db, config, mailer }) {
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
      throw new DeliveryError('smtp', err);
    }
    return 'smtp';
  },
});
