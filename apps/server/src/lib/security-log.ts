import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * What the security log records. Each entry names who, where and why, never a
 * token, a key or a payload (issue: security logging).
 */
export type SecurityEventKind =
  | 'auth_failed' // no or bad credentials: user token, ingest key or device token
  | 'access_denied' // authenticated but not allowed: not a member (answered 404) or role too low
  | 'rate_limited' // a limit or quota was hit
  | 'outbound_blocked'; // an outbound request to a refused destination

export type SecurityFields = {
  userId?: string;
  organisationId?: string;
  route?: string;
  requestId?: string;
  /** A short, human reason; never secrets or request bodies. */
  reason?: string;
  /** For outbound_blocked: the host (and port) that was refused. */
  destination?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One line in the log at warn level with `security: kind`, so operators can grep or alert on it. */
export function logSecurityEvent(
  log: { warn: (o: object, m: string) => void },
  kind: SecurityEventKind,
  fields: SecurityFields,
) {
  log.warn({ security: kind, ...fields }, `security: ${kind}`);
}

/** The request's own fields for a security entry: route pattern, request id and the caller when known. */
export function requestSecurityFields(request: FastifyRequest): SecurityFields {
  const sub = (request as { auth?: { claims?: { sub?: string } } | null }).auth?.claims?.sub;
  // The organisation a route names in its path (its access declaration says which parameter).
  const access = request.routeOptions?.config?.access;
  const param = typeof access === 'object' ? access.organisationParam : 'organisationId';
  const organisationId = (request.params as Record<string, unknown> | undefined)?.[param];
  return {
    route: `${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0]}`,
    requestId: String(request.id),
    ...(sub ? { userId: sub } : {}),
    ...(typeof organisationId === 'string' && UUID.test(organisationId) ? { organisationId } : {}),
  };
}

/**
 * The HTTP request being handled, for code deep in a service that refuses
 * something without a request at hand (requireRole). Entered by the access
 * plugin (auth/access.ts) for every request of a route that checks its caller.
 */
export const securityScope = new AsyncLocalStorage<FastifyRequest>();

/**
 * An organisation refused to a caller who is not its member (the answer is a
 * 404 like a random id's, so nothing leaks; the log says what happened).
 * Outside a request (e.g. a WebSocket message) nothing is logged here: the
 * caller logs with its own fields.
 */
export function logMembershipRefusal(organisationId: string) {
  const request = securityScope.getStore();
  if (!request) return;
  logSecurityEvent(request.log, 'access_denied', {
    ...requestSecurityFields(request),
    organisationId,
    reason: 'not a member of the organisation',
  });
}

/**
 * A webhook or forward URL refused when an action is saved: the same security line a refused
 * send writes (outbound_blocked), with the host and port only, never the URL's path or query.
 */
export function logRefusedDestination(fields: {
  organisationId: string;
  destination: string;
  reason: string;
}) {
  const request = securityScope.getStore();
  if (!request) return;
  logSecurityEvent(request.log, 'outbound_blocked', { ...requestSecurityFields(request), ...fields });
}

/** A request as the log shows it: never the query string, where some clients put their tokens. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}
