import { type LiveClientMessage, type LiveServerMessage, liveClientMessageSchema } from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { TokenClaims, TokenVerifier } from '../auth/verify.ts';
import { logSecurityEvent, requestSecurityFields } from '../lib/security-log.ts';
import { LIVE_TRY_AGAIN_CLOSE_CODE, type LiveHub } from './hub.ts';
import type { ShareSubscriptions } from './share-subscription.ts';

type Deps = {
  hub: LiveHub;
  verifier: TokenVerifier;
  allowedOrigins: string[];
  canRead: (sub: string, organisationId: string) => Promise<boolean>;
  /** Public dashboard links followed without sign-in ({type: 'subscribeShare', token}). */
  shares?: ShareSubscriptions;
};

/** Links one socket may try (a wrong token closes it anyway; this bounds the lookups). */
const SHARE_ATTEMPTS_PER_SOCKET = 10;

/**
 * Bytes a socket may have waiting to be sent (ws's queue and Node's) before the server lets it go:
 * a browser that stopped reading (a phone asleep with the page open, or a client that never
 * reads on purpose) would otherwise keep every later update in the api's memory. About 15,000
 * updates; the web app reconnects by itself and reads the widgets again.
 */
export const LIVE_SEND_LIMIT_BYTES = 4 * 1024 * 1024;
/**
 * How long a socket past the limit may go without its queue shrinking before it is let go. Past the
 * limit is not enough on its own: a burst of updates queues on every socket at once (nothing is
 * flushed while the burst is being sent), a reading client's queue then drains, a stopped one's
 * does not.
 */
export const LIVE_STALL_MS = 2000;
/** Past this, a socket goes at once, reading or not: the api's memory comes first. */
export const LIVE_HARD_LIMIT_BYTES = 64 * 1024 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sent when a subscriber's membership ended (removed, left, organisation deleted); the socket stays open. */
export const MEMBERSHIP_ENDED = 'You are no longer a member of this organisation';

/**
 * GET /api/live: a WebSocket of device updates. The client authenticates with
 * its access token (query `token`, or a first message {type: 'auth', token}),
 * then subscribes to one organisation at a time ({type: 'subscribe',
 * organisationId}) and receives {type: 'device', update} messages. The socket
 * closes with 4001 when the token expires; the client reconnects with a fresh one.
 * When the caller stops being a member of the organisation followed (or it is
 * deleted), the subscription ends at once with an error message (MEMBERSHIP_ENDED).
 * Without signing in, a socket may follow a public dashboard link instead
 * ({type: 'subscribeShare', token}: live/share-subscription.ts), closed with 4404 when
 * the link is revoked, expires or its dashboard is deleted.
 * Refusals are in the security log (never the token).
 */
export async function liveRoutes(
  app: FastifyInstance,
  { hub, verifier, allowedOrigins, canRead, shares }: Deps,
) {
  app.get<{ Querystring: { token?: string } }>(
    '/live',
    {
      websocket: true,
      config: { access: 'public' },
      schema: { tags: ['live'], summary: 'Live device updates (WebSocket)' },
    },
    (socket: WebSocket, request) => {
      let claims: TokenClaims | undefined;
      let unsubscribe: (() => void) | undefined;
      let shareAttempts = 0;
      let expiry: NodeJS.Timeout | undefined;
      const security = (kind: 'auth_failed' | 'access_denied', fields: object) =>
        logSecurityEvent(request.log, kind, {
          ...requestSecurityFields(request),
          ...(claims ? { userId: claims.sub } : {}),
          ...fields,
        });
      const origin = request.headers.origin;
      if (origin && !allowedOrigins.includes(origin)) {
        security('auth_failed', { reason: 'WebSocket from an origin not allowed' });
        socket.close(1008, 'origin not allowed');
        return;
      }
      // Not a close frame, which would wait behind what is queued: the connection goes at once.
      const letGo = (reason: string) => {
        request.log.warn({ bufferedBytes: socket.bufferedAmount }, `live: ${reason}; let go of it`);
        socket.terminate();
      };
      let stallCheck: NodeJS.Timeout | undefined;
      const behind = () => {
        const queued = socket.bufferedAmount;
        if (queued <= LIVE_SEND_LIMIT_BYTES) return false;
        if (queued > LIVE_HARD_LIMIT_BYTES) {
          letGo('a socket fell too far behind');
          return true;
        }
        // Past the limit: let go of it if, a while later, it is still past it and its queue has not
        // shrunk (stopped, or reading slower than its updates come).
        stallCheck ??= setTimeout(() => {
          stallCheck = undefined;
          const now = socket.bufferedAmount;
          if (socket.readyState === socket.OPEN && now > LIVE_SEND_LIMIT_BYTES && now >= queued)
            letGo('a socket stopped reading');
        }, LIVE_STALL_MS);
        return false;
      };
      const send = (message: LiveServerMessage) =>
        socket.readyState === socket.OPEN && !behind() && socket.send(JSON.stringify(message));

      async function authenticate(token: string) {
        try {
          claims = await verifier.verifyAccessToken(token);
        } catch (err) {
          const reason =
            (err as { logReason?: string; message?: string }).logReason ?? (err as Error).message;
          security('auth_failed', { reason: `WebSocket ${reason}` });
          socket.close(4001, 'invalid token');
          return;
        }
        if (expiry) clearTimeout(expiry);
        const ms = (claims.exp ?? 0) * 1000 - Date.now();
        expiry = setTimeout(
          () => socket.close(4001, 'token expired'),
          Math.max(0, Math.min(ms, 2 ** 31 - 1)),
        );
        send({ type: 'ready' });
      }

      /** Closed with 1013: the web app reconnects with backoff and subscribes again. */
      const askToComeBack = () => {
        if (socket.readyState === socket.OPEN) socket.close(LIVE_TRY_AGAIN_CLOSE_CODE, 'try again later');
      };

      async function handleMessage(raw: RawData) {
        let message: LiveClientMessage;
        try {
          message = liveClientMessageSchema.parse(JSON.parse(raw.toString()));
        } catch {
          send({
            type: 'error',
            message:
              'Messages are {type: "auth", token}, {type: "subscribe", organisationId} or {type: "subscribeShare", token}',
          });
          return;
        }
        if (message.type === 'auth') return authenticate(message.token);
        if (message.type === 'subscribeShare') {
          unsubscribe?.();
          unsubscribe = undefined;
          shareAttempts += 1;
          if (!shares || shareAttempts > SHARE_ATTEMPTS_PER_SOCKET) {
            socket.close(1008, 'too many share subscriptions');
            return;
          }
          const stop = await shares.subscribe(message.token, request.ip, {
            send,
            close: (code, reason) => socket.close(code, reason),
          });
          // The socket closed while the link was looked up: stop at once.
          if (socket.readyState !== socket.OPEN) stop?.();
          else unsubscribe = stop;
          return;
        }
        if (!claims) {
          send({ type: 'error', message: 'Authenticate first' });
          return;
        }
        unsubscribe?.();
        unsubscribe = undefined;
        const { organisationId } = message;
        const { sub } = claims;
        const checkedAt = hub.membershipChanges(organisationId);
        if (!(await canRead(sub, organisationId))) {
          security('access_denied', {
            ...(UUID.test(organisationId) ? { organisationId } : {}),
            reason: 'not a member of the organisation',
          });
          send({ type: 'error', message: 'Organisation not found' });
          return;
        }
        // The same Buffer goes to every socket of the organisation (ws sends it as is, unmasked), as
        // a text frame: a browser's socket hands a binary one over as a Blob, which the app cannot parse.
        const sendUpdate = (_update: unknown, message: () => Buffer) =>
          socket.readyState === socket.OPEN && !behind() && socket.send(message(), { binary: false });
        unsubscribe = hub.subscribe(organisationId, sendUpdate, {
          checkedAt,
          stillAllowed: () => canRead(sub, organisationId),
          revoked: () => {
            unsubscribe = undefined;
            send({ type: 'error', message: MEMBERSHIP_ENDED });
          },
          // The membership could not be checked again (the database away): the client reconnects
          // and subscribes again, its access checked afresh, rather than showing access lost.
          failed: () => {
            unsubscribe = undefined;
            askToComeBack();
          },
        });
        send({ type: 'subscribed', organisationId: message.organisationId });
      }

      // A message whose handling failed (the database did not answer a link's lookup, say) must not
      // end the process: the socket is closed with 1013 (try again later), and the web app
      // reconnects with backoff and sends its subscription again.
      socket.on('message', (raw) => {
        handleMessage(raw).catch((err: unknown) => {
          request.log.warn(
            { err },
            'live: a message could not be handled (the database failed?); nothing subscribed, the socket is closed so the client reconnects and asks again',
          );
          askToComeBack();
        });
      });

      const ping = setInterval(() => socket.ping(), 30_000);
      socket.on('close', () => {
        clearInterval(ping);
        clearTimeout(stallCheck);
        if (expiry) clearTimeout(expiry);
        unsubscribe?.();
      });
      if (request.query.token) void authenticate(request.query.token);
    },
  );
}
