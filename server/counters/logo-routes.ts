import { COUNTER_ID_PATTERN, counterIdParamsSchema, uploadedLogoSchema } from '@core/api/counters';
import { LOGO_HASH_PATTERN, LOGO_MAX_BYTES } from '@core/counter/logo';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { findLogo } from './logo-queries';
import { uploadLogo, uploadPendingLogo } from './logo-service';

// A logo is addressed by the hash of its bytes: the same address always answers the same bytes, so
// browsers and proxies may keep it for a year without asking again.
const LOGO_CACHE = 'public, max-age=31536000, immutable';

/** The uploads (the file's bytes as the body, whatever type it claims) and the served logo. */
export default async function logoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: every body arrives as raw bytes, checked by their first bytes, never by
  // the claimed type, and no larger than a logo may be.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put(
    '/api/counters/:id/logo',
    {
      preValidation: authenticated,
      // One byte over the limit is enough to tell a too-large file from one at the limit.
      bodyLimit: LOGO_MAX_BYTES + 1,
      schema: { params: counterIdParamsSchema, response: { 200: uploadedLogoSchema } },
    },
    async (request) => {
      const id = request.params.id;
      if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
      return uploadLogo(app.db, requireUser(request), id, request.body);
    },
  );

  // A new counter's form uploads before the counter exists; the creation claims it.
  app.put(
    '/api/logos',
    {
      preValidation: authenticated,
      bodyLimit: LOGO_MAX_BYTES + 1,
      schema: { response: { 200: uploadedLogoSchema } },
    },
    async (request) => uploadPendingLogo(app.db, requireUser(request), request.body),
  );

  app.get(
    '/api/logos/:hash',
    { schema: { params: z.object({ hash: z.string() }) } },
    async (request, reply) => {
      const { hash } = request.params;
      const logo = LOGO_HASH_PATTERN.test(hash) ? await findLogo(app.db, hash) : undefined;
      if (!logo) throw new AppError('not_found', 'Logo not found');
      const etag = `"${hash}"`;
      reply.header('cache-control', LOGO_CACHE);
      reply.header('etag', etag);
      // An image only: never read as a page or a script, whatever its bytes hold.
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
      reply.header('content-disposition', 'inline');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logo.contentType).send(logo.bytes);
    },
  );
}
