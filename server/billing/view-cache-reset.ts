import type { FastifyInstance } from 'fastify';

// The public view payload carries the owner's plan (watermark), cached per instance: plan changes
// and deletions must drop it at once.
export function forgetCachedViews(app: FastifyInstance, counterIds?: string[]): void {
  if (!counterIds) {
    app.viewCache.clear();
    return;
  }
  for (const id of counterIds) app.viewCache.invalidate(id);
}
