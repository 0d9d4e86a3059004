import type { ControlAction } from '@core/counter/live/run-state';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { runControlled } from '../effects/run-effects';
import { controlCounter } from './live-service';

/**
 * The one sequence behind every way to control a run (control page, API keys, webhook URLs, chat
 * commands answer nothing): apply the action, tell live displays after the commit, and answer the
 * run with the server's clock so the caller can show it without a second request.
 */
export async function controlAndAnswer(
  app: FastifyInstance,
  user: UserRow,
  counterId: string,
  action: ControlAction,
  premiumMessage?: string,
) {
  const { run, before, settings, designVersion, changed } = await controlCounter(
    app.db,
    user,
    counterId,
    action,
    premiumMessage,
  );
  await runControlled(app, { counterId, settings, before, run, changed });
  return { run, serverNow: Date.now(), designVersion };
}
