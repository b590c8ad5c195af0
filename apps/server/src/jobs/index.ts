import { abandonedDeliveriesJob } from './abandoned-deliveries.ts';
import type { JobDefinition } from './definition.ts';
import { emailJob } from './email.ts';
import { smsJob } from './sms.ts';
import { forwardJob, webhookJob } from './webhook.ts';

export { createMailer } from './email.ts';
export { createOutboundDispatcher } from './http/dispatcher.ts';
export { createJobQueue, type JobQueue, transactionDb } from './queue.ts';
export {
  defineReportJobs,
  type ReportJobHandlers,
  type ReportRunPayload,
  reportRunPayload,
} from './report.ts';
export { emailJob, forwardJob, smsJob, webhookJob };

/** The delivery jobs of actions, one queue a channel, and the check that finishes abandoned ones. */
export const deliveryJobs: JobDefinition[] = [
  emailJob,
  smsJob,
  webhookJob,
  forwardJob,
  abandonedDeliveriesJob,
];
