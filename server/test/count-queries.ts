import type { FastifyInstance } from 'fastify';

/**
 * Counts the statements matching `pattern` that reach the database driver (PGlite or the
 * PostgreSQL pool), passing every call through unchanged. Tests use it to prove a cache holds.
 */
export function countQueries(app: FastifyInstance, pattern: RegExp): { count(): number; stop(): void } {
  const { pglite, pool } = app.dbHandle;
  const target = (pglite ?? pool) as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  let seen = 0;
  target.query = function counted(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (pattern.test(text)) seen += 1;
    return original.apply(this, args);
  };
  return {
    count: () => seen,
    stop: () => {
      target.query = original;
    },
  };
}

/** The one statement behind GET /api/counters/:id/view (findCounterWithOwner). */
export const VIEW_READ = /from "counters" inner join "users"/i;
