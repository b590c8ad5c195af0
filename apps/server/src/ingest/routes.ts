import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DatabaseUnavailable,
  isDatabaseDown,
  isDatabaseFault,
  STORE_FAILED_MESSAGE,
} from '../lib/database-unavailable.ts';
import { isDiskFull } from '../lib/disk-full.ts';
import { AppError } from '../lib/errors.ts';
import { createIngestAuth, type IngestAuthDeps } from './authenticate.ts';
import type { DownlinkEvent } from './downlink-event.ts';
import { parseChirpstack } from './formats/chirpstack.ts';
import { chirpstackProtobufEvent } from './formats/chirpstack-protobuf.ts';
import { parseChirpstackDownlinkEvent, parseTtnDownlinkEvent } from './formats/downlink-events.ts';
import { isChirpstackShaped, parseHelium } from './formats/helium.ts';
import { parseHttp } from './formats/http.ts';
import { getOsmandToken, parseOsmand } from './formats/osmand.ts';
import { getOwntracksIdentity, parseOwntracks } from './formats/owntracks.ts';
import { devEuiOfTtsDeviceId, parseTtn, ttsDeviceNamed, withTtsDevEui } from './formats/ttn.ts';
import type { TtsDeviceFinder } from './network-device.ts';
import type { IngestOutcome, IngestPipeline, IngestSource } from './pipeline.ts';
import { IngestParseError, type NormalisedMessage } from './uplink.ts';

/** The command queue's side of ingest (issue 15): downlink events in, a phone's pending command out. */
export type IngestCommandHooks = {
  /** Moves commands on from a network server's downlink events, for the sender's organisation only. */
  downlinkEvents: (organisationId: string, events: DownlinkEvent[]) => Promise<void>;
  /** The text of the device's oldest command waiting for its next report, now marked sent; '' for none. */
  answerFor: (deviceId: string) => Promise<string>;
};

type Deps = IngestAuthDeps & {
  pipeline: IngestPipeline;
  commands?: IngestCommandHooks;
  /** Finds a device The Things Stack names without a DevEUI (network-device.ts). */
  findTtsDevice?: TtsDeviceFinder;
};

/** Whether a plain-HTTP body (one object or an array) names a device by Dev EUI. */
const namesDevEui = (body: unknown) =>
  (Array.isArray(body) ? body : [body]).some(
    (item) => typeof item === 'object' && item !== null && 'devEui' in item,
  );

function unknownDevice(outcomes: IngestOutcome[]): AppError {
  const identities = outcomes.flatMap((o) => (o.status === 'unknown_device' ? [o.identity] : []));
  return new AppError(404, 'not_found', `No registered device matches ${identities.join(', ')}`, {
    identities,
  });
}

type Ingest = {
  source: IngestSource;
  parse: () => NormalisedMessage[];
  /** The device token the request names outside its messages (OwnTracks; an OsmAnd push token). */
  token?: () => string | undefined;
  /** Where the format carries the device token: missing there, and without a key, the request has no credential. */
  tokenFields?: string[];
  /** Whether the raw request names a device by Dev EUI, which needs an ingest key. */
  namesDevEui?: () => boolean;
  answer?: (outcomes: IngestOutcome[]) => unknown;
  /** What the network server says about downlinks in the same request (commands, issue 15). */
  downlink?: () => DownlinkEvent[];
  /**
   * Before parsing: finds the device a message names only by the network server's own ids, in
   * the ingest key's organisation (`organisation`, asked only then). Answers why the message is
   * ignored when no device matches.
   */
  identify?: (organisation: () => Promise<string>) => Promise<string | undefined>;
};

/**
 * A write PostgreSQL failed for itself (an I/O or internal error, as when its WAL disk fills
 * mid-commit) is answered 503 with Retry-After, like a database away or full: the network server
 * sends it again, and a message stored meanwhile is kept once. Other errors go on unchanged.
 */
function storeFailure(request: FastifyRequest, err: unknown): unknown {
  if (isDiskFull(err) || !isDatabaseFault(err) || isDatabaseDown(err as object)) return err;
  request.log.error(
    { err },
    'ingest: the database failed to store the request; answered 503 to be sent again',
  );
  return new DatabaseUnavailable(STORE_FAILED_MESSAGE, { cause: err });
}

const counts = (outcomes: IngestOutcome[]) => ({
  stored: outcomes.filter((o) => o.status === 'stored').length,
  duplicates: outcomes.filter((o) => o.status === 'duplicate').length,
});

/**
 * The ingest endpoints (DESIGN 5). Each parses its sender's format into
 * normalised messages and answers only after the pipeline has committed them.
 * Every request authenticates (authenticate.ts): network-server routes with an
 * organisation's ingest key, checked before the body is read and reaching only
 * that organisation's devices; device-token senders (OsmAnd, OwnTracks, the
 * plain HTTP API) with the token of the one device every message names, or a key.
 * Then the organisation's uplinks are counted against its limit (org-limits.ts).
 */
export async function ingestRoutes(
  app: FastifyInstance,
  { pipeline, commands, findTtsDevice, ...deps }: Deps,
) {
  const auth = createIngestAuth(deps);
  // Set by the key's hook on every request of these routes (authenticate.ts).
  app.decorateRequest('ingestKey', null);

  async function ingest(request: FastifyRequest, reply: FastifyReply, route: Ingest) {
    // Before the body is parsed: a Dev EUI without a key is refused however the rest looks.
    if (!auth.hasKey(request) && route.namesDevEui?.()) throw auth.devEuiWithoutKey(request);
    if (route.identify && auth.hasKey(request)) {
      // A legitimate message for a device we cannot tell is acknowledged, not refused: The Things
      // Stack stops sending to a webhook that fails, which would cut off every other device.
      const organisation = async () => (await auth.senderOf(request, [])).organisationId;
      const ignored = await route.identify(organisation);
      if (ignored) {
        const organisationId = await organisation();
        request.log.warn({ organisationId, source: route.source }, `ingest: message ignored: ${ignored}`);
        return reply.code(200).send({ stored: 0, duplicates: 0, ignored: 1, reason: ignored });
      }
    }
    let messages: NormalisedMessage[];
    let downlinkEvents: DownlinkEvent[];
    try {
      messages = pipeline.check(route.parse());
      downlinkEvents = route.downlink?.() ?? [];
    } catch (err) {
      if (!(err instanceof IngestParseError)) throw err;
      const credentialMissing =
        err.field === 'headers.authorization' ||
        (!auth.hasKey(request) && err.reason === 'is required' && route.tokenFields?.includes(err.field));
      if (credentialMissing)
        throw auth.noCredential(
          request,
          `${err.message}: send the device token there, or the organisation's ingest key`,
        );
      throw new AppError(400, 'bad_request', err.message, { field: err.field });
    }
    const { organisationId } = await auth.senderOf(request, messages, route.token?.());
    if (downlinkEvents.length) await commands?.downlinkEvents(organisationId, downlinkEvents);
    const outcomes = await Promise.all(
      messages.map((message) =>
        pipeline.submit({ message, source: route.source, organisationId, checked: true }),
      ),
    ).catch((err) => {
      throw storeFailure(request, err);
    });
    if (outcomes.length && outcomes.every((o) => o.status === 'unknown_device'))
      throw unknownDevice(outcomes);
    return reply.code(200).send(await (route.answer ?? counts)(outcomes));
  }

  // Authenticated here by ingest key or device token, not by a user token. Senders are machines:
  // browser security headers are of no use to them, and building them cost 7% of ingest's CPU.
  const machineRoute = (summary: string, keyRequired: boolean) => ({
    config: { access: 'public' as const },
    helmet: false as const,
    compress: false as const,
    onRequest: auth.keyHook(keyRequired),
    schema: { tags: ['ingest'], summary },
  });
  const handle = (route: (request: FastifyRequest) => Ingest) =>
    auth.limited((request: FastifyRequest, reply: FastifyReply) => ingest(request, reply, route(request)));

  app.post(
    '/ingest/ttn',
    machineRoute('The Things Stack v3 webhook (ingest key)', true),
    handle((request) => {
      let body = request.body;
      return {
        source: 'ttn',
        // A message without a DevEUI (TTS's downlink_failed, a webhook whose field mask leaves it
        // out) names the TTS device and application, or its URL does: the device's earlier uplinks
        // recorded those ids, and TTS's default device id holds the EUI.
        identify: async (organisation) => {
          const named = ttsDeviceNamed(request.body, request.query);
          if (!named) return undefined;
          const { applicationId, deviceId } = named.ids;
          let devEui = named.devEui;
          if (!devEui && deviceId) {
            const found =
              applicationId && findTtsDevice
                ? await findTtsDevice(await organisation(), { applicationId, deviceId })
                : undefined;
            devEui = found ?? devEuiOfTtsDeviceId(deviceId);
            if (!devEui)
              return `no device has The Things Stack ids ${applicationId ?? '?'}/${deviceId} yet (they are learnt from its uplinks)`;
          }
          // Nothing names the device: the parsers refuse the message, saying how to name it.
          if (devEui) body = withTtsDevEui(request.body, devEui, named.ids);
          return undefined;
        },
        parse: () => parseTtn(body, new Date()),
        downlink: () => parseTtnDownlinkEvent(body, new Date()),
      };
    }),
  );

  // ChirpStack's HTTP integration posts its Protobuf encoding as application/octet-stream
  // (chirpstack/src/integration/http.rs): read here as bytes, on these two routes only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    /** The request's event, JSON as sent or Protobuf read into the JSON encoding's shape (once). */
    const chirpstackEvent = (request: FastifyRequest) => {
      const { event } = request.query as { event?: string };
      let body: unknown;
      let read = false;
      return {
        event,
        body: () => {
          if (!read)
            body = Buffer.isBuffer(request.body)
              ? chirpstackProtobufEvent(event, request.body)
              : request.body;
          read = true;
          return body;
        },
      };
    };

    scope.post(
      '/ingest/chirpstack',
      machineRoute(
        'ChirpStack v4 HTTP integration (JSON or Protobuf encoding, ingest key), ?event=up|join|…',
        true,
      ),
      handle((request) => {
        const { event, body } = chirpstackEvent(request);
        return {
          source: 'chirpstack',
          parse: () => parseChirpstack({ event, body: body() }, new Date()),
          downlink: () => parseChirpstackDownlinkEvent(event, body(), new Date()),
        };
      }),
    );

    scope.post(
      '/ingest/helium',
      machineRoute('Helium console HTTP integration, legacy or ChirpStack v4 (?event=, ingest key)', true),
      handle((request) => {
        const { event, body } = chirpstackEvent(request);
        return {
          source: 'helium',
          parse: () => parseHelium(body(), new Date(), event),
          downlink: () =>
            isChirpstackShaped(body()) ? parseChirpstackDownlinkEvent(event, body(), new Date()) : [],
        };
      }),
    );
  });

  app.post(
    '/ingest/http',
    machineRoute('Plain JSON API: deviceId = the device token, or devEui with an ingest key', false),
    handle((request) => ({
      source: 'http',
      parse: () => parseHttp(request.body, new Date()),
      namesDevEui: () => namesDevEui(request.body),
    })),
  );

  const osmand = handle((request) => ({
    source: 'osmand',
    parse: () =>
      parseOsmand(
        {
          contentType: request.headers['content-type'],
          query: request.query as Record<string, string>,
          body: request.body,
        },
        new Date(),
      ),
    tokenFields: ['id', 'device_id'],
    // A request with no report in it (Traccar Client 10's push token) is still the device's.
    token: () =>
      getOsmandToken({
        contentType: request.headers['content-type'],
        query: request.query as Record<string, string>,
        body: request.body,
      }),
    // Traccar's OsmAnd protocol answers a report with a command waiting for the device, if any.
    answer: (outcomes) => {
      const reached = outcomes.find((o) => o.status !== 'unknown_device');
      return reached && commands && 'deviceId' in reached ? commands.answerFor(reached.deviceId) : '';
    },
  }));
  app.get(
    '/ingest/osmand',
    machineRoute('OsmAnd protocol (Traccar Client), query variant; id = device token', false),
    osmand,
  );
  app.post('/ingest/osmand', machineRoute('OsmAnd protocol (Traccar Client), form or JSON', false), osmand);

  // OwnTracks posts JSON (booklet, tech/http.md). The booklet's own endpoint test posts it with
  // `curl --data`, whose type is a form's, and others send text/plain: whatever the declared type,
  // the body is read as the JSON it is, here only (OsmAnd's forms are forms).
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    const asJson = ['application/x-www-form-urlencoded', 'text/plain'];
    scope.removeContentTypeParser(asJson);
    const notJson = () =>
      new AppError(400, 'bad_request', 'body: expected an OwnTracks JSON message', { field: 'body' });
    scope.addContentTypeParser(asJson, { parseAs: 'string' }, (request, body, done) => {
      if (String(body).trim() === '') return done(null, undefined);
      parseJson(request, String(body), (err, value) => (err ? done(notJson()) : done(null, value)));
    });
    // A 401 names the scheme (RFC 9110 §11.6.1): iOS sends the user and password written into the
    // URL only when challenged for them.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 401) reply.header('www-authenticate', 'Basic realm="Pinpoint OwnTracks"');
      done(null, payload);
    });
    scope.post(
      '/ingest/owntracks',
      machineRoute('OwnTracks HTTP mode (Basic auth user = device token)', false),
      handle((request) => {
        const query = request.query as Record<string, string>;
        return {
          source: 'owntracks',
          parse: () => parseOwntracks({ headers: request.headers, query, body: request.body }, new Date()),
          token: () => getOwntracksIdentity(request.headers, query).user,
          answer: () => [],
        };
      }),
    );
  });
}
