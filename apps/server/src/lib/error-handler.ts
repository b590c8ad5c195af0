import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailable, databaseUnavailableAnswer, isDatabaseDown } from './database-unavailable.ts';
import { diskFullAnswer, isDiskFull } from './disk-full.ts';
import { AppError } from './errors.ts';
import { logSecurityEvent, requestSecurityFields } from './security-log.ts';

export { isDatabaseDown };

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "email: Invalid email address" from a schema validation issue. */
function describe(issue: Issue, context: string): string {
  const path =
    issue.params?.issue?.path?.join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path ? `${path}: ${issue.message}` : `${context}: ${issue.message}`;
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
      if (err instanceof DatabaseUnavailable) reply.headers(databaseUnavailableAnswer.headers);
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
    if (isDiskFull(err)) {
      // Logged once an episode by the disk-full watch (lib/disk-full.ts), not once a request.
      request.log.debug({ err }, 'database disk full');
      return reply.code(503).headers(diskFullAnswer.headers).send(diskFullAnswer.body);
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      // Every route: the caller (a network server, the web app) is told when to try again.
      return reply.code(503).headers(databaseUnavailableAnswer.headers).send(databaseUnavailableAnswer.body);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong on our side' } });
  });
}
