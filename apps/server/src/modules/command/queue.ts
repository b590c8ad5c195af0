import type { Transaction } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import type pg from 'pg';
import { z } from 'zod';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { answeringTrackerProtocols } from '../../ingest/trackers/registry.ts';
import { defineJob, deliveryRetry, type JobLog } from '../../jobs/definition.ts';
import { outboundScope } from '../../jobs/http/address.ts';
import { createJobQueue, createOutboundDispatcher, transactionDb } from '../../jobs/index.ts';
import { openSettings, readSettingsRow } from './network-settings.ts';
import { claimForSending, finishSend } from './repo.ts';
import { createSealer, type Sealer } from './secrets.ts';
import { describeFailure, type JobTransport, sendCommand } from './senders.ts';
import { failUnansweredTrackerCommands } from './tracker-store.ts';
import { findCommandDevice } from './transport.ts';

const payload = z.object({ commandId: z.uuid(), organisationId: z.uuid() });
export const COMMAND_JOB = 'command-send';
export const TRACKER_UNANSWERED_JOB = 'command-tracker-unanswered';

/** Every minute, on any process that sends commands: trackers' commands whose answer never came. */
const unansweredJob = defineJob({
  name: TRACKER_UNANSWERED_JOB,
  payload: z.object({}).loose(),
  retry: () => ({ limit: 0, delaySeconds: 0, backoff: false }),
  expireInSeconds: 120,
  cron: '* * * * *',
  handle: async (_payload, { db, log }) => {
    const failed = await failUnansweredTrackerCommands(db, answeringTrackerProtocols);
    if (failed.length) log.info({ commands: failed }, 'commands: trackers did not answer; marked failed');
  },
});

/**
 * The command queue's transport (issue 15): one pg-boss job a command, inserted in the
 * transaction that records the command, tried again with backoff like action deliveries
 * (DELIVERY_RETRY_LIMIT, DELIVERY_RETRY_DELAY_SECONDS). The handler claims the command first,
 * so a job run twice never sends a downlink twice; a permanent refusal (a rejected key, an
 * unknown device) fails the command at once.
 */
export function createCommandQueue(db: Db, pool: pg.Pool, config: ServerConfig, log: JobLog) {
  const http = createOutboundDispatcher({ allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS, log });
  let sealer: Promise<Sealer> | undefined;
  const getSealer = () => {
    sealer ??= createSealer(db, config).catch((err) => {
      sealer = undefined;
      throw err;
    });
    return sealer;
  };
  let client: Promise<MqttClient> | undefined;
  const getMqtt = () => {
    if (!config.MQTT_URL) return Promise.reject(new Error('No MQTT broker is configured (MQTT_URL)'));
    client ??= mqtt
      .connectAsync(config.MQTT_URL, { reconnectPeriod: 2000, connectTimeout: 10_000 })
      .catch((err: unknown) => {
        client = undefined;
        throw err;
      });
    return client;
  };

  const job = defineJob({
    name: COMMAND_JOB,
    payload,
    retry: deliveryRetry,
    expireInSeconds: 60,
    async handle({ commandId, organisationId }, context) {
      const claimed = await claimForSending(db, organisationId, commandId);
      if (!claimed || claimed.transport === 'answer' || claimed.transport === 'tracker') return;
      const device = await findCommandDevice(db, claimed.device_id);
      try {
        if (!device || device.organisationId !== organisationId) throw new Error('The device was deleted');
        const settings = openSettings(
          await readSettingsRow(db, organisationId),
          await getSealer(),
          organisationId,
        );
        const sent = await outboundScope.run({ organisationId }, () =>
          sendCommand(
            claimed.transport as JobTransport,
            {
              id: claimed.id,
              fPort: claimed.f_port ?? 1,
              payload: Buffer.from(claimed.payload ?? []),
              confirmed: claimed.confirmed,
            },
            device,
            settings,
            { http, mqtt: getMqtt },
          ),
        );
        await finishSend(db, commandId, { status: 'sent', networkRef: sent.networkRef });
      } catch (err) {
        const failure = describeFailure(err);
        const retry = !failure.permanent && context.retriesLeft;
        log.warn({ err, commandId }, `commands: send ${retry ? 'failed, trying again' : 'failed'}`);
        await finishSend(db, commandId, {
          status: retry ? 'queued' : 'failed',
          error: retry ? `${failure.message} (try ${claimed.attempts}; trying again)` : failure.message,
        });
        if (retry) throw err;
      }
    },
  });
  const queue = createJobQueue(pool, config, log, [job, unansweredJob]);

  return {
    sealer: getSealer,
    /** Queues the sends of commands inside the transaction that records them. */
    async enqueue(trx: Transaction<Database>, commands: Array<{ id: string; organisationId: string }>) {
      await queue.insert(
        transactionDb(trx),
        commands.map((c) => ({
          definition: job,
          id: c.id,
          data: { commandId: c.id, organisationId: c.organisationId },
        })),
      );
    },
    /** Wakes this process's senders now rather than at their next poll. */
    wake: () => queue.wake([COMMAND_JOB]),
    async start(concurrency = 2) {
      await queue.start();
      const context = { db, config, log, http, mailer: undefined };
      await queue.work(job, context, concurrency);
      if (concurrency > 0) await queue.work(unansweredJob, context, 1);
    },
    async stop() {
      await queue.stop();
      await http.close();
      const open = await client?.catch(() => undefined);
      await open?.endAsync().catch(() => {});
    },
  };
}

export type CommandQueue = ReturnType<typeof createCommandQueue>;
