import type { CommandTransport } from '@pinpoint/shared';
import { CHIRPSTACK_DEFAULT_TOPIC } from '@pinpoint/shared';
import type { MqttClient } from 'mqtt';
import { type Dispatcher, fetch } from 'undici';
import { COMMAND_CORRELATION_PREFIX } from '../../ingest/downlink-event.ts';
import { HTTP_TIMEOUT_MS, HttpFailure, networkErrorClass, PermanentError } from '../../jobs/http/send.ts';
import type { OpenSettings } from './network-settings.ts';
import {
  type CommandDevice,
  chirpstackApplicationOf,
  heliumUrlOf,
  isSimulated,
  problemText,
  ttnApplicationOf,
  ttnDeviceIdOf,
} from './transport.ts';

/**
 * The senders of downlinks, one a transport (issue 15). Each hands one command to its device's
 * network server and answers the server's own id of it where it gives one. A LoRaWAN class A
 * device then gets it after its next uplink: "sent" means the network server has it.
 */

export type Outgoing = { id: string; fPort: number; payload: Buffer; confirmed: boolean };
export type SendTools = { http: Dispatcher; mqtt: () => Promise<MqttClient> };
export type Sent = { networkRef?: string };

const ANSWER_LIMIT = 64 * 1024;
const userAgent = 'Pinpoint-Commands/1';

/** One JSON POST through the guarded dispatcher; answers the JSON body when `read` (ChirpStack's id). */
async function postJson(
  http: Dispatcher,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  read = false,
): Promise<unknown> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
      dispatcher: http,
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    const { errorClass, permanent, detail } = networkErrorClass(err);
    throw new HttpFailure(errorClass, elapsed(), permanent, detail);
  }
  if (response.status < 200 || response.status >= 300) {
    await response.body?.cancel().catch(() => {});
    // A refused key, an unknown application or device: trying again will not help.
    const permanent =
      response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
    throw new HttpFailure(`http_${response.status}`, elapsed(), permanent);
  }
  if (!read) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  const text = await response.text();
  if (text.length > ANSWER_LIMIT) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const segment = (value: string) => encodeURIComponent(value);

/** The Things Stack: the webhook's downlink push API, with our id among the correlation ids. */
async function sendTtn(command: Outgoing, device: CommandDevice, settings: OpenSettings, tools: SendTools) {
  const { clusterUrl, webhookId, apiKey } = settings.ttn;
  const applicationId = ttnApplicationOf(device, settings.ttn.applicationId);
  if (!clusterUrl || !webhookId || !apiKey || !applicationId)
    throw new PermanentError(problemText.ttn_settings);
  const url = `${clusterUrl}/api/v3/as/applications/${segment(applicationId)}/webhooks/${segment(webhookId)}/devices/${segment(ttnDeviceIdOf(device))}/down/push`;
  await postJson(
    tools.http,
    url,
    { authorization: `Bearer ${apiKey}` },
    {
      downlinks: [
        {
          f_port: command.fPort,
          frm_payload: command.payload.toString('base64'),
          priority: 'NORMAL',
          confirmed: command.confirmed,
          correlation_ids: [`${COMMAND_CORRELATION_PREFIX}${command.id}`],
        },
      ],
    },
  );
  return {};
}

/** ChirpStack v4 MQTT integration: the command topic, with our id as the queue item's. */
async function sendChirpstackMqtt(
  command: Outgoing,
  device: CommandDevice,
  settings: OpenSettings,
  tools: SendTools,
) {
  const applicationId = chirpstackApplicationOf(device, settings.chirpstack.applicationId);
  if (!applicationId) throw new PermanentError(problemText.chirpstack_application);
  // ChirpStack compares the payload's devEui with the topic's as text, lower-case as it writes them.
  const devEui = (device.devEui ?? '').toLowerCase();
  const topic = (settings.chirpstack.topic || CHIRPSTACK_DEFAULT_TOPIC)
    .replaceAll('{application_id}', applicationId)
    .replaceAll('{dev_eui}', devEui);
  const client = await tools.mqtt();
  await client.publishAsync(
    topic,
    JSON.stringify({
      id: command.id,
      devEui,
      confirmed: command.confirmed,
      fPort: command.fPort,
      data: command.payload.toString('base64'),
    }),
    { qos: 1 },
  );
  return { networkRef: command.id };
}

/** ChirpStack's REST API (the chirpstack-rest-api proxy of its gRPC API): the device queue. */
async function sendChirpstackRest(
  command: Outgoing,
  device: CommandDevice,
  settings: OpenSettings,
  tools: SendTools,
) {
  const { apiUrl, apiToken } = settings.chirpstack;
  if (!apiUrl || !apiToken) throw new PermanentError(problemText.chirpstack_rest_settings);
  const devEui = (device.devEui ?? '').toLowerCase();
  const answer = await postJson(
    tools.http,
    `${apiUrl}/api/devices/${segment(devEui)}/queue`,
    // The proxy's documented header, and the plain one grpc-gateway also passes on.
    { 'grpc-metadata-authorization': `Bearer ${apiToken}`, authorization: `Bearer ${apiToken}` },
    {
      queueItem: {
        devEui,
        confirmed: command.confirmed,
        fPort: command.fPort,
        data: command.payload.toString('base64'),
      },
      flushQueue: false,
    },
    true,
  );
  const id = (answer as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? { networkRef: id.toLowerCase() } : {};
}

/** Helium console: the integration's downlink URL, the device's own from its uplinks first. */
async function sendHelium(
  command: Outgoing,
  device: CommandDevice,
  settings: OpenSettings,
  tools: SendTools,
) {
  const heliumDeviceId = device.network.heliumDeviceId;
  const url =
    heliumUrlOf(device) ||
    (settings.heliumUrl && typeof heliumDeviceId === 'string'
      ? `${settings.heliumUrl.replace(/\/+$/, '')}/${segment(heliumDeviceId)}`
      : '');
  if (!url) throw new PermanentError(problemText.helium_url);
  await postJson(
    tools.http,
    url,
    {},
    { payload_raw: command.payload.toString('base64'), port: command.fPort, confirmed: command.confirmed },
  );
  return {};
}

/** The transports a job sends by: phones' and trackers' commands travel with their own connection. */
export type JobTransport = Exclude<CommandTransport, 'answer' | 'tracker'>;

const senders: Record<
  JobTransport,
  (command: Outgoing, device: CommandDevice, settings: OpenSettings, tools: SendTools) => Promise<Sent>
> = {
  ttn: sendTtn,
  'chirpstack-mqtt': sendChirpstackMqtt,
  'chirpstack-rest': sendChirpstackRest,
  helium: sendHelium,
};

export function sendCommand(
  transport: JobTransport,
  command: Outgoing,
  device: CommandDevice,
  settings: OpenSettings,
  tools: SendTools,
): Promise<Sent> {
  // The simulated network server keeps it where it is, in commands, till the device's next uplink.
  if (isSimulated(device)) return Promise.resolve({});
  return senders[transport](command, device, settings, tools);
}

const httpReasons: Record<string, string> = {
  http_400: 'the network server refused the downlink as malformed (HTTP 400)',
  http_401: 'the network server refused the API key (HTTP 401): check it under Network servers',
  http_403: 'the network server refused the API key (HTTP 403): it needs the right to write downlinks',
  http_404: 'the network server does not know this application, webhook or device (HTTP 404)',
  blocked_destination:
    'the network server address is private or on a port outgoing requests may not use (ALLOW_PRIVATE_WEBHOOKS)',
  connection_refused: 'the network server refused the connection',
  timeout: 'the network server did not answer in time',
  dns_error: 'the network server name does not resolve',
};

/** What a person is told when a send failed: our words, never the remote server's answer. */
export function describeFailure(err: unknown): { message: string; permanent: boolean } {
  if (err instanceof PermanentError) return { message: err.message, permanent: true };
  if (err instanceof HttpFailure) {
    return {
      message: `Not sent: ${httpReasons[err.message] ?? `the network server answered ${err.message.replace('_', ' ')}`}`,
      permanent: err.permanent,
    };
  }
  return { message: `Not sent: ${err instanceof Error ? err.message : String(err)}`, permanent: false };
}
