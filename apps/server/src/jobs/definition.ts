import type { Transporter } from 'nodemailer';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

export type JobLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

/** What a handler may use: the database, configuration and the outbound channels. */
export type JobContext = {
  db: Db;
  config: ServerConfig;
  log: JobLog;
  /** Webhooks and forwards: refuses private addresses unless ALLOW_PRIVATE_WEBHOOKS. */
  http: Dispatcher;
  /** The SMTP transport, or undefined when no SMTP_URL is configured (mail goes to the outbox). */
  mailer: Transporter | undefined;
  /** This run of the job: 1 for the first. */
  attempt: number;
  /** False on the last try: a failure now is final. */
  retriesLeft: boolean;
  /**
   * Runs this job again in `delaySeconds` with `data`, its remaining tries and backoff unspent;
   * this run then ends as done. Given by workers with slots (the HTTP deliveries).
   */
  defer?: (data: unknown, delaySeconds: number) => Promise<void>;
  /** Told how each delivery try ended (metrics): its job's name and sent, retried, failed or refused. */
  onDelivery?: (channel: string, outcome: string) => void;
};

/**
 * A job (CONVENTIONS 6): a name, a zod payload, a retry policy, an optional
 * cron schedule, and a handler that may run twice without its effect happening
 * twice.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  retry: (config: ServerConfig) => RetryPolicy;
  /** Seconds a run may take before pg-boss counts it as failed. */
  expireInSeconds: number;
  /** The same from the configuration, when it is set there (instead of expireInSeconds). */
  expireIn?: (config: ServerConfig) => number;
  cron?: string;
  handle: (payload: z.output<S>, context: JobContext) => Promise<void>;
};

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>) => definition;

/**
 * Deliveries: DELIVERY_RETRY_LIMIT retries (5: six tries) with exponential
 * backoff from DELIVERY_RETRY_DELAY_SECONDS (60): pg-boss waits delay·2^n·(1..2)
 * before retry n, so the last try comes 31 to 62 minutes after the first.
 */
export const deliveryRetry = (config: ServerConfig): RetryPolicy => ({
  limit: config.DELIVERY_RETRY_LIMIT,
  delaySeconds: config.DELIVERY_RETRY_DELAY_SECONDS,
  backoff: config.DELIVERY_RETRY_DELAY_SECONDS > 0,
});
