import { apiKeySchema, createKeyBodySchema, updateKeyBodySchema } from '@core/api/integrations';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import {
  insertApiKey,
  type ListedKey,
  listApiKeys,
  ownedCounterIds,
  revokeApiKey,
  updateApiKeyScope,
} from './api-key-queries';

export const API_PREMIUM_MESSAGE = 'The API is a premium feature. Upgrade to Premium to use API keys.';
const NOT_YOURS = 'Choose only counters of your own for this key.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toKey = (r: ListedKey) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: iso(r.lastUsedAt),
  revokedAt: iso(r.revokedAt),
});

/** A key may be limited only to counters its owner has: the list comes back deduplicated. */
async function checkCounters(db: Database, user: UserRow, ids: string[] | null | undefined) {
  if (!ids) return ids;
  const unique = [...new Set(ids)];
  const owned = await ownedCounterIds(db, user.id, unique);
  if (unique.some((id) => !owned.has(id))) {
    throw new AppError('validation', NOT_YOURS, { counterIds: [NOT_YOURS] });
  }
  return unique;
}

// The dashboard's management of /api/v1 keys (session cookie). Making a key is Premium; narrowing,
// widening and revoking one stay open to its owner whatever the plan, so access can always shrink.
export default async function keyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const idParams = z.object({ id: z.string().max(64) });

  app.get('/api/keys', { schema: { response: { 200: z.array(apiKeySchema) } } }, async (request) =>
    (await listApiKeys(app.db, requireUser(request).id)).map(toKey),
  );

  app.post(
    '/api/keys',
    {
      preValidation: authenticated,
      schema: { body: createKeyBodySchema, response: { 201: apiKeySchema.extend({ key: z.string() }) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!isPremium(user)) {
        throw new AppError('forbidden', API_PREMIUM_MESSAGE);
      }
      const { name, access } = request.body;
      const counterIds = (await checkCounters(app.db, user, request.body.counterIds)) ?? null;
      const { row, key } = await insertApiKey(app.db, user.id, name, { access, counterIds });
      return reply.status(201).send({ ...toKey(row), key });
    },
  );

  app.patch(
    '/api/keys/:id',
    {
      preValidation: authenticated,
      schema: { params: idParams, body: updateKeyBodySchema, response: { 200: apiKeySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { access } = request.body;
      const counterIds = await checkCounters(app.db, user, request.body.counterIds);
      const scope = { ...(access ? { access } : {}), ...(counterIds !== undefined ? { counterIds } : {}) };
      const row = await updateApiKeyScope(app.db, request.params.id, user.id, scope);
      if (!row) throw new AppError('not_found', 'API key not found');
      return toKey(row);
    },
  );

  app.delete('/api/keys/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(request);
    if (!(await revokeApiKey(app.db, request.params.id, user.id)))
      throw new AppError('not_found', 'API key not found');
    return { message: 'API key revoked' };
  });
}
