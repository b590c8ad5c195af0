import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../lib/errors.ts';
import { parseChirpstack } from './formats/chirpstack.ts';
import { parseHelium } from './formats/helium.ts';
import { parseHttp } from './formats/http.ts';
import { parseOsmand } from './formats/osmand.ts';
import { parseOwntracks } from './formats/owntracks.ts';
import { parseTtn } from './formats/ttn.ts';
import type { IngestOutcome, IngestPipeline, IngestSource } from './pipeline.ts';
import { IngestParseError, type NormalisedMessage } from './uplink.ts';

type Deps = { pipeline: IngestPipeline; resolveKey: (key: string) => Promise<string | undefined> };

function ingestKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim();
  return undefined;
}

function unknownDevice(outcomes: IngestOutcome[]): AppError {
  const identities = outcomes.flatMap((o) => (o.status === 'unknown_device' ? [o.identity] : []));
  return new AppError(404, 'not_found', `No registered device matches ${identities.join(', ')}`, {
    identities,
  });
}

/**
 * The ingest endpoints (DESIGN 5). Each parses its sender's format into
 * normalised messages and answers only after the pipeline has committed them.
 * Network-server routes need an organisation ingest key; device-token senders
 * (OsmAnd, OwnTracks, the plain HTTP API) are identified by the token itself.
 */
export async function ingestRoutes(app: FastifyInstance, { pipeline, resolveKey }: Deps) {
  // Authenticated here by ingest key or device token, not by a user token. Senders are machines:
  // browser security headers are of no use to them, and building them cost 7% of ingest's CPU.
  const machineRoute = {
    config: { access: 'public' as const },
    helmet: false as const,
    compress: false as const,
  };

  async function requireKey(request: FastifyRequest): Promise<string> {
    const key = ingestKeyOf(request);
    const organisationId = key ? await resolveKey(key) : undefined;
    if (!organisationId) {
      throw unauthorized(
        key
          ? 'The ingest key is not valid or was revoked'
          : 'Send the ingest key as Authorization: Bearer <key> or X-API-Key',
      );
    }
    return organisationId;
  }

  async function ingest(
    reply: FastifyReply,
    source: IngestSource,
    parse: () => NormalisedMessage[],
    organisationId: string | undefined,
    answer: (outcomes: IngestOutcome[]) => unknown = (outcomes) => ({
      stored: outcomes.filter((o) => o.status === 'stored').length,
      duplicates: outcomes.filter((o) => o.status === 'duplicate').length,
    }),
  ) {
    let messages: NormalisedMessage[];
    try {
      messages = parse();
    } catch (err) {
      if (err instanceof IngestParseError && err.field === 'headers.authorization')
        throw unauthorized(err.message);
      if (err instanceof IngestParseError)
        throw new AppError(400, 'bad_request', err.message, { field: err.field });
      throw err;
    }
    const outcomes = await Promise.all(
      messages.map((message) => pipeline.submit({ message, source, organisationId })),
    );
    if (outcomes.length && outcomes.every((o) => o.status === 'unknown_device'))
      throw unknownDevice(outcomes);
    return reply.code(200).send(answer(outcomes));
  }

  const summary = (text: string) => ({ tags: ['ingest'], summary: text });

  app.post(
    '/ingest/ttn',
    { ...machineRoute, schema: summary('The Things Stack v3 webhook') },
    async (request, reply) =>
      ingest(reply, 'ttn', () => parseTtn(request.body, new Date()), await requireKey(request)),
  );

  app.post<{ Querystring: { event?: string } }>(
    '/ingest/chirpstack',
    {
      ...machineRoute,
      schema: summary('ChirpStack v4 HTTP integration (JSON marshaler), ?event=up|join|…'),
    },
    async (request, reply) =>
      ingest(
        reply,
        'chirpstack',
        () => parseChirpstack({ event: request.query.event, body: request.body }, new Date()),
        await requireKey(request),
      ),
  );

  app.post(
    '/ingest/helium',
    { ...machineRoute, schema: summary('Helium console HTTP integration') },
    async (request, reply) =>
      ingest(reply, 'helium', () => parseHelium(request.body, new Date()), await requireKey(request)),
  );

  app.post(
    '/ingest/http',
    { ...machineRoute, schema: summary('Plain JSON API for self-hosted devices') },
    async (request, reply) => {
      const key = ingestKeyOf(request);
      const organisationId = key ? await requireKey(request) : undefined;
      return ingest(reply, 'http', () => parseHttp(request.body, new Date()), organisationId);
    },
  );

  const osmand = async (request: FastifyRequest, reply: FastifyReply) =>
    ingest(
      reply,
      'osmand',
      () =>
        parseOsmand(
          {
            contentType: request.headers['content-type'],
            query: request.query as Record<string, string>,
            body: request.body,
          },
          new Date(),
        ),
      undefined,
      () => '',
    );
  app.get(
    '/ingest/osmand',
    { ...machineRoute, schema: summary('OsmAnd protocol (Traccar Client), query variant') },
    osmand,
  );
  app.post(
    '/ingest/osmand',
    { ...machineRoute, schema: summary('OsmAnd protocol (Traccar Client), form or JSON') },
    osmand,
  );

  app.post(
    '/ingest/owntracks',
    { ...machineRoute, schema: summary('OwnTracks HTTP mode (Basic auth user = device token)') },
    async (request, reply) =>
      ingest(
        reply,
        'owntracks',
        () =>
          parseOwntracks(
            { headers: request.headers, query: request.query as Record<string, string>, body: request.body },
            new Date(),
          ),
        undefined,
        () => [],
      ),
  );
}
