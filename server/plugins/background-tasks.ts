import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countQueueDepth, jobFailures } from '../metrics';

export interface BackgroundTasks {
  /** Runs the task after the current request has answered; a failure is logged, never thrown. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

// Work a caller must not be able to time (looking up an address, writing a token, mailing) runs
// here, off the request path, so the answer takes the same time whatever the address.
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  countQueueDepth('background', () => pending.size);
  const failed = jobFailures.labels('background');
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err) => {
          failed.inc();
          log.error({ err }, `${label} failed`);
        })
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

// Registered after the database, so on close the pending mails finish before the database closes.
async function backgroundTasksPlugin(app: FastifyInstance) {
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', async () => app.background.idle());
}

export default fp(backgroundTasksPlugin, { name: 'background-tasks', dependencies: ['db'] });
