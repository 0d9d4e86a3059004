import { AppError, STATUS_BY_CODE } from '@core/errors/app-error';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

// Connection-level failures of the database become 503 so clients know to retry, and so does a
// read cancelled by its statement timeout (57014, server/db/maintenance.ts).
const DB_DOWN_CODES = new Set([
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (e?.code && DB_DOWN_CODES.has(e.code)) return true;
  if (
    typeof e?.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|not queryable/i.test(
      e.message,
    )
  )
    return true;
  return e?.cause ? isDatabaseDown(e.cause) : false;
}

// SQLSTATE class 22 ("data exception") is a value PostgreSQL cannot take, e.g. a NUL character
// (22021) in text or \u0000 in jsonb (22P05): bad input, never a server fault.
function isUnstorableValue(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: unknown };
  if (typeof e?.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return e?.cause ? isUnstorableValue(e.cause) : false;
}

function describeValidation(err: FastifyError): { message: string; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const v of err.validation ?? []) {
    const path =
      (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ||
      (v.params as { issue?: { keys?: string[] } })?.issue?.keys?.join(',') ||
      '_';
    errors[path] ??= [];
    errors[path].push(v.message ?? 'Invalid value');
  }
  const [firstPath, firstMessages] = Object.entries(errors)[0] ?? ['_', ['Invalid request']];
  const where = firstPath === '_' ? '' : `${firstPath}: `;
  return { message: `${where}${firstMessages?.[0]}`, errors };
}

// One place maps every error to an HTTP answer `{ message }`; 5xx details never leave the server.
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: Record<string, unknown> = { message: err.message };
      if (err.details) body.errors = err.details;
      if (err.reason) body.reason = err.reason;
      return reply.status(STATUS_BY_CODE[err.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.status(400).send(describeValidation(err));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The route's own limit (a logo's is larger than the JSON bodies' 100 KB).
      const limit = Math.floor((request.routeOptions.bodyLimit ?? 100 * 1024) / 1024);
      return reply.status(413).send({ message: `Request body is too large (limit ${limit} KB).` });
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.status(400).send({ message: 'Request body is not valid JSON.' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Send the request body as application/json.' });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ message: err.message || 'Too many requests. Please try again later.' });
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).send({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        requestId: request.id,
      });
    }
    if (isUnstorableValue(err)) {
      return reply
        .status(400)
        .send({ message: 'The request contains a value that cannot be stored (such as a NUL character).' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ message: err.message });
    }
    // The id is in the log line and in the answer (and its x-request-id header): what a user quotes
    // to support finds the error.
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({
      message: `Something went wrong on our side. Please try again. (Reference: ${request.id})`,
      requestId: request.id,
    });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
