import {
  type IntegrationTest,
  type IntegrationTestResult,
  locationDeviceTypes,
  phoneSources,
} from '@pinpoint/shared';
import type { InjectOptions } from 'fastify';
import mqtt from 'mqtt';
import type { Db } from '../../db/database.ts';
import { dedupHash } from '../../ingest/dedup-hash.ts';
import { hashDeviceToken } from '../../ingest/pipeline.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { buildMqttSample, buildSample, fixtureDevEuis, type Sample, type SampleTarget } from './samples.ts';
import type { TestKeys } from './service.ts';

export type SendTestDeps = {
  db: Db;
  /** The app's own inject: the sample takes the route a sender's request takes, in-process. */
  inject: (options: InjectOptions) => Promise<{ statusCode: number; body: string }>;
  testKeys: TestKeys;
  publicUrl: string;
  mqttUrl: string | undefined;
  /** How long to wait for an MQTT sample to be stored. */
  mqttWaitMs?: number;
};

type Result = IntegrationTestResult;
type Target = SampleTarget & { deviceId: string | null };

const MASKED_KEY = 'Bearer <ingest key>';
const maskedBasic = (token: string) => `Basic base64(${token.slice(0, 8)}…:)`;

async function deviceOf(db: Db, organisationId: string, id: string) {
  const device = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .selectFrom('devices')
        .select(['id', 'dev_eui', 'app_eui', 'type', 'model_id'])
        .where('id', '=', id)
        .where('organisation_id', '=', organisationId)
        .executeTakeFirst()
    : undefined;
  if (!device) throw notFound('No device found');
  return device;
}

/** What the sample names: the chosen device, a phone's token, or a Dev EUI no device of ours has. */
async function targetOf(db: Db, organisationId: string, input: IntegrationTest): Promise<Target> {
  const phone = phoneSources.includes(input.source) || (input.source === 'http' && input.deviceToken);
  if (phone) {
    if (!input.deviceToken)
      throw invalid("Give the phone's device token: it was shown once when the phone was added");
    const owner = await db
      .selectFrom('devices')
      .select(['id', 'type'])
      .where('token_hash', '=', hashDeviceToken(input.deviceToken))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return { deviceId: owner?.id ?? null, token: input.deviceToken, tracker: true, raw: false };
  }
  if (!input.deviceId) {
    if (input.source === 'chirpstack-mqtt')
      throw invalid(
        "Over MQTT a Dev EUI is matched in every organisation: choose one of this organisation's devices",
      );
    return { deviceId: null, tracker: false, raw: true };
  }
  const device = await deviceOf(db, organisationId, input.deviceId);
  if (!device.dev_eui) throw invalid('Choose a LoRaWAN device (one with a Dev EUI), or no device');
  return {
    deviceId: device.id,
    devEui: device.dev_eui,
    joinEui: device.app_eui,
    tracker: locationDeviceTypes.includes(device.type),
    raw: !device.model_id,
  };
}

function outcomeOf(status: number, body: unknown, source: string): Pick<Result, 'outcome' | 'message'> {
  const error = (body as { error?: { message?: string } } | null)?.error;
  if (status === 404) return { outcome: 'unknown_device', message: error?.message ?? 'Unknown device' };
  if (status >= 300) return { outcome: 'refused', message: error?.message ?? `Answered ${status}` };
  const counts = body as { stored?: number; duplicates?: number } | null;
  if (
    counts &&
    typeof counts === 'object' &&
    !Array.isArray(counts) &&
    (counts.duplicates ?? 0) > 0 &&
    !counts.stored
  )
    return { outcome: 'duplicate', message: 'Already stored: answered 200 and kept once' };
  return { outcome: 'stored', message: `Stored: ${source} answered ${status}` };
}

async function viaHttp(deps: SendTestDeps, organisationId: string, input: IntegrationTest, target: Target) {
  const source = input.source as Exclude<IntegrationTest['source'], 'chirpstack-mqtt'>;
  const sample: Sample = buildSample(source, target, new Date());
  const withKey = !target.token;
  const headers = withKey
    ? { ...sample.headers, authorization: `Bearer ${deps.testKeys.issue(organisationId)}` }
    : sample.headers;
  const answer = await deps.inject({
    method: sample.method,
    url: `/api${sample.path}`,
    headers,
    payload: sample.body,
  });
  let body: unknown = null;
  try {
    body = answer.body ? JSON.parse(answer.body) : null;
  } catch {
    body = answer.body;
  }
  const shown = { ...sample.headers };
  if (withKey) shown.authorization = MASKED_KEY;
  else if (shown.authorization) shown.authorization = maskedBasic(target.token ?? '');
  return {
    ...outcomeOf(answer.statusCode, body, `POST ${sample.path.split('?')[0]}`),
    status: answer.statusCode,
    request: {
      method: sample.method,
      url: `${deps.publicUrl}/api${sample.path}`,
      headers: shown,
      body: sample.body,
    },
  };
}

async function viaMqtt(deps: SendTestDeps, target: Target): Promise<Omit<Result, 'deviceId' | 'devEui'>> {
  const sample = buildMqttSample(target, new Date());
  const request = { method: 'PUBLISH', url: sample.topic, headers: {}, body: sample.body };
  if (!deps.mqttUrl)
    return {
      outcome: 'not_configured',
      status: null,
      message: 'This server subscribes to no MQTT broker: its operator sets MQTT_URL',
      request,
    };
  const client = await mqtt
    .connectAsync(deps.mqttUrl, { connectTimeout: 5000, reconnectPeriod: 0 })
    .catch((err: Error) => err);
  if (client instanceof Error)
    return {
      outcome: 'refused',
      status: null,
      message: `The MQTT broker refused: ${client.message}`,
      request,
    };
  try {
    await client.publishAsync(sample.topic, sample.body, { qos: 1 });
  } catch (err) {
    return {
      outcome: 'refused',
      status: null,
      message: `The MQTT broker refused: ${(err as Error).message}`,
      request,
    };
  } finally {
    await client.endAsync().catch(() => undefined);
  }
  // The subscription stores it in the background: wait for the frame with the sample's id.
  const until = Date.now() + (deps.mqttWaitMs ?? 5000);
  while (Date.now() < until) {
    const frame = await deps.db
      .selectFrom('frames')
      .select('id')
      .where('device_id', '=', target.deviceId as string)
      // The key hashed (migration 0045), or its text (a process from before it stored the frame).
      .where((eb) =>
        eb.or([
          eb('dedup', '=', dedupHash(`id:${sample.dedupKey}`)),
          eb('dedup_key', '=', `id:${sample.dedupKey}`),
        ]),
      )
      .executeTakeFirst();
    if (frame) return { outcome: 'stored', status: null, message: 'Published and stored', request };
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    outcome: 'not_stored',
    status: null,
    message: 'Published, but not stored within 5 s: is this server subscribed to that broker and topic?',
    request,
  };
}

/**
 * 'Send a test' (issue 17): a sample uplink in the source's own format, sent
 * through the real ingest path (the HTTP route, in-process, with a one-use key of
 * the organisation or the phone's token; or published to the MQTT broker), and
 * what that path answered.
 */
export async function sendTest(
  deps: SendTestDeps,
  organisationId: string,
  input: IntegrationTest,
): Promise<Result> {
  const target = await targetOf(deps.db, organisationId, input);
  const devEui =
    target.token !== undefined
      ? null
      : (target.devEui ??
        (input.source === 'helium'
          ? fixtureDevEuis.helium
          : input.source === 'chirpstack'
            ? fixtureDevEuis.chirpstack
            : fixtureDevEuis.ttn));
  const result =
    input.source === 'chirpstack-mqtt'
      ? await viaMqtt(deps, target)
      : await viaHttp(deps, organisationId, input, target);
  return { ...result, deviceId: target.deviceId, devEui };
}
