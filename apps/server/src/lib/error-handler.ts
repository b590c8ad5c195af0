import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { logSecurityEvent, requestSecurityFields } from './security-log.ts';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "email: Invalid email address" from a schema validation issue. */
function describe(issue: Issue, context: string): string {
  const path =
    issue.params?.issue?.path?.join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path ? `${path}: ${issue.message}` : `${context}: ${issue.message}`;
}

const databaseDown = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '53300', '08006', '08001']);
// node-postgres says a connection broke in words, with no code (e.g. while PostgreSQL restarts).
const connectionLost = /Connection terminated|is not queryable|connection error|Client was closed/i;

/** The database is unreachable or went away mid-request: worth a 503 and a retry, not a 500. */
export function isDatabaseDown(err: { code?: unknown; message?: unknown }): boolean {
  return (
    databaseDown.has(String(err.code)) || (err.code === undefined && connectionLost.test(String(err.message)))
  );
}

/** One error shape for the whole API: {error: {code, message, details?}}; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status === 401 || err.status === 403 || err.status === 429) {
        const kind =
          err.status === 401 ? 'auth_failed' : err.status === 403 ? 'access_denied' : 'rate_limited';
        logSecurityEvent(request.log, kind, {
          ...requestSecurityFields(request),
          reason: err.logReason ?? err.message,
        });
      }
      return reply
        .code(err.status)
        .send({ error: { code: err.code, message: err.message, details: err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as Issue[];
      const message = issues.map((i) => describe(i, err.validationContext ?? 'body')).join('; ');
      return reply
        .code(400)
        .send({ error: { code: 'bad_request', message, details: issues.map((i) => describe(i, 'body')) } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ error: { code: 'payload_too_large', message: 'The request body is too large' } });
    }
    if (status === 429) {
      logSecurityEvent(request.log, 'rate_limited', requestSecurityFields(request));
      return reply
        .code(429)
        .send({ error: { code: 'rate_limited', message: 'Too many requests, slow down and try again' } });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : err.code?.startsWith('FST_ERR_CTP')
            ? `The request body is not valid: ${err.message}`
            : err.message;
      return reply
        .code(status)
        .send({ error: { code: status === 404 ? 'not_found' : 'bad_request', message } });
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .send({ error: { code: 'unavailable', message: 'Service unavailable, try again shortly' } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong on our side' } });
  });
}
