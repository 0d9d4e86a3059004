import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

// The handle is opened by the caller (main.ts or a test) so its lifetime is explicit.
async function dbPlugin(app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnExit: boolean }) {
  app.decorate<DatabaseHandle>('dbHandle', opts.handle);
  app.decorate('db', opts.handle.db);
  if (opts.closeOnExit) app.addHook('onClose', async () => opts.handle.close());
}

export default fp(dbPlugin, { name: 'db' });
