import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppError, unauthorized } from '../lib/errors.ts';
import { logSecurityEvent, requestSecurityFields } from '../lib/security-log.ts';
import { type DeviceTokenResolver, ingestKeyOf } from './credentials.ts';
import { clientKey, type IngestLimits, LimitExceeded } from './org-limits.ts';
import type { NormalisedMessage } from './uplink.ts';

/** Who sent an ingest request: an organisation's ingest key, or one device's own token. */
export type Sender = { organisationId: string; deviceId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The ingest key that authenticated the request before its body was read, and its
     * organisation (keyHook); null without a key. A request decoration (ingestRoutes), not a
     * WeakMap keyed by requests: a weak entry an uplink cost V8's collector about 2% of ingest's CPU.
     */
    ingestKey: { key: string; sender: Sender } | null;
  }
}

export type IngestAuthDeps = {
  resolveKey: (key: string) => Promise<string | undefined>;
  resolveDeviceToken: DeviceTokenResolver;
  limits: IngestLimits;
  /**
   * Told of each request an ingest key authenticated (0 uplinks, as the key is checked) and of
   * the uplinks it then carried: kept in memory and written in batches (the key's last use and
   * uplinks a day on the Integrations screen), never a write per uplink.
   */
  onKeyUse?: (key: string, uplinks: number) => void;
};

const askForKey = 'Send the ingest key as Authorization: Bearer <key> or X-API-Key';
const devEuiIsNoCredential = `A Dev EUI is printed on the device and is not a credential. ${askForKey}`;

/**
 * Authentication and limits of the ingest routes (issue 11). A request
 * authenticates with an organisation's ingest key, which reaches only that
 * organisation's devices, or else with the token of the one device all its
 * messages name. A Dev EUI identifies a device but never authenticates one: it
 * is printed on it. Each failure counts against the client's address (401,
 * logged by the error handler); each organisation's uplinks count against its
 * limit (429 with Retry-After, logged here as `rate_limited`).
 */
export function createIngestAuth({ resolveKey, resolveDeviceToken, limits, onKeyUse }: IngestAuthDeps) {
  /** Counts a failed authentication against the client's address; the error handler logs the 401. */
  function refuse(request: FastifyRequest, message: string): AppError {
    limits.failed(request.ip);
    return unauthorized(message);
  }

  function checkBlocked(request: FastifyRequest, credential?: string) {
    const seconds = limits.blocked(request.ip, credential);
    if (seconds > 0) {
      throw new LimitExceeded(
        seconds,
        `Too many failed ingest authentications from this address: check the ingest key or device token, and retry after ${seconds} s`,
        `address ${clientKey(request.ip)}`,
      );
    }
  }

  /** A 401 for a request without a usable credential, unless its address is already over its failures. */
  function noCredential(request: FastifyRequest, message: string): AppError {
    checkBlocked(request);
    return refuse(request, message);
  }

  async function charge(sender: Sender, uplinks: number) {
    const seconds = await limits.organisation(sender.organisationId, uplinks);
    if (seconds > 0) {
      throw new LimitExceeded(
        seconds,
        `This organisation is sending more than its ingest limit of ${limits.rate} uplinks a second ` +
          `(bursts up to ${limits.burst}): retry after ${seconds} s`,
        `organisation ${sender.organisationId}`,
        sender.organisationId,
      );
    }
  }

  async function byKey(request: FastifyRequest, key: string): Promise<Sender> {
    checkBlocked(request, key);
    const organisationId = await resolveKey(key);
    if (!organisationId) {
      throw refuse(
        request,
        key.startsWith('dev_')
          ? 'That is a device token, not an ingest key: send it as the device identifier (deviceId, id or the OwnTracks user)'
          : 'The ingest key is not valid or was revoked',
      );
    }
    limits.succeeded(key);
    return { organisationId };
  }

  /**
   * The device whose token authenticates a request without an ingest key: every
   * message must name that one token (`token`: the one the request names outside
   * its messages, for OwnTracks). A message naming another device, by token or by
   * Dev EUI, refuses the whole request.
   */
  async function byDeviceToken(
    request: FastifyRequest,
    messages: NormalisedMessage[],
    token?: string,
  ): Promise<Sender> {
    if (messages.some((m) => m.devEui !== undefined)) throw noCredential(request, devEuiIsNoCredential);
    const tokens = new Set(messages.map((m) => ('deviceId' in m ? m.deviceId : undefined)));
    if (token !== undefined) tokens.add(token);
    const [credential] = tokens;
    if (tokens.size !== 1 || !credential) {
      throw noCredential(
        request,
        tokens.size > 1
          ? "Without an ingest key a request carries one device's uplinks: every deviceId must be the same device token"
          : `Send the device token as the device identifier, or the organisation's ingest key. ${askForKey}`,
      );
    }
    checkBlocked(request, credential);
    const device = await resolveDeviceToken(credential);
    if (!device) throw refuse(request, 'The device token is not valid, or its device was deleted');
    limits.succeeded(credential);
    return { organisationId: device.organisationId, deviceId: device.deviceId };
  }

  /** Answers a refusal by a limit: 429, Retry-After, and a security log line now and then. */
  function tooMany(request: FastifyRequest, reply: FastifyReply, err: LimitExceeded) {
    const refused = limits.refusalToLog(err.subject);
    if (refused !== undefined) {
      const what = err.organisationId
        ? 'over the organisation ingest limit'
        : `failed authentications from ${err.subject}`;
      logSecurityEvent(request.log, 'rate_limited', {
        ...requestSecurityFields(request),
        ...(err.organisationId ? { organisationId: err.organisationId } : {}),
        reason: `${what}; ${refused} refused since the last entry`,
      });
    }
    return reply
      .code(429)
      .header('retry-after', String(err.retryAfterSeconds))
      .send({
        error: {
          code: 'rate_limited',
          message: err.message,
          details: { retryAfterSeconds: err.retryAfterSeconds },
        },
      });
  }

  /** Wraps a hook or handler so that a limit's refusal is answered 429. */
  const limited =
    <T>(run: (request: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await run(request, reply);
      } catch (err) {
        if (err instanceof LimitExceeded) return tooMany(request, reply, err);
        throw err;
      }
    };

  return {
    limited,
    noCredential,
    /** A 401 for a body naming a device by Dev EUI without an ingest key. */
    devEuiWithoutKey: (request: FastifyRequest) => noCredential(request, devEuiIsNoCredential),
    hasKey: (request: FastifyRequest) => request.ingestKey !== null,

    /**
     * The onRequest hook, before the body is read: a key, when there is one, is
     * checked and its organisation's first uplink counted, so a refused request
     * costs no body parsing. `required`: network-server routes, which have no
     * other credential.
     */
    keyHook: (required: boolean) =>
      limited(async (request) => {
        const key = ingestKeyOf(request);
        if (!key) {
          if (required) throw noCredential(request, askForKey);
          return;
        }
        const sender = await byKey(request, key);
        onKeyUse?.(key, 0);
        await charge(sender, 1);
        request.ingestKey = { key, sender };
      }),

    /** Who sent these parsed messages, with all of them counted against the organisation's limit. */
    async senderOf(request: FastifyRequest, messages: NormalisedMessage[], token?: string): Promise<Sender> {
      const keyed = request.ingestKey;
      if (keyed) {
        if (messages.length > 1) await charge(keyed.sender, messages.length - 1);
        onKeyUse?.(keyed.key, messages.length);
        return keyed.sender;
      }
      const sender = await byDeviceToken(request, messages, token);
      await charge(sender, Math.max(1, messages.length));
      return sender;
    },
  };
}

export type IngestAuth = ReturnType<typeof createIngestAuth>;
