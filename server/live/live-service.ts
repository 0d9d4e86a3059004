import { randomInt } from 'node:crypto';
import { applyControl } from '@core/counter/live/apply-control';
import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import type { ControlAction, LiveSnapshot, RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import { CONTROL_PREMIUM_MESSAGE, type SourceReader } from '../counters/counter-service';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { findCounterRun, lockRun, saveRun } from './run-queries';

const NOT_FOUND = 'Counter not found';

type FoundRun = NonNullable<Awaited<ReturnType<typeof findCounterRun>>>;
/** The snapshot of a found counter; one following live counts carries its count (`source`). */
async function toSnapshot(id: string, found: FoundRun, sources: SourceReader): Promise<LiveSnapshot> {
  const { run, designVersion, ownerPremium } = found;
  const snapshot: LiveSnapshot = { run, serverNow: Date.now(), designVersion, ownerPremium };
  if (Array.isArray(found.settings.liveSources)) {
    const source = await sources.sourceOf(id, ownerPremium, found.settings.showToday === true);
    if (source) snapshot.source = source;
  }
  return snapshot;
}

export async function loadLiveSnapshot(
  db: Database,
  id: string,
  sources: SourceReader,
): Promise<LiveSnapshot> {
  const found = await findCounterRun(db, id);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  return toSnapshot(id, found, sources);
}

/**
 * What the live bus sends after a change: the snapshot, or, for a counter deleted meanwhile, a
 * last event saying so, so open displays show it gone instead of its old design.
 */
export async function loadLiveChange(db: Database, id: string, sources: SourceReader): Promise<LiveSnapshot> {
  const found = await findCounterRun(db, id);
  if (!found) return { run: INITIAL_RUN_STATE, serverNow: Date.now(), designVersion: 0, removed: true };
  return toSnapshot(id, found, sources);
}

/**
 * Applies an owner's action under a row lock, so two controllers (a phone and a bot) never lose
 * each other's changes. Another user's counter answers 404 before the plan rule speaks.
 */
export async function controlCounter(
  db: Database,
  user: UserRow,
  id: string,
  action: ControlAction,
  premiumMessage = CONTROL_PREMIUM_MESSAGE,
): Promise<{
  run: RunState;
  before: RunState;
  settings: CounterSettings;
  designVersion: number;
  changed: boolean;
}> {
  const found = await findCounterRun(db, id);
  if (!found || found.userId !== user.id) throw new AppError('not_found', NOT_FOUND);
  if (!isPremium(user)) {
    throw new AppError('forbidden', premiumMessage);
  }
  const settings = resolveViewerSettings(found.settings);
  return db.transaction(async (tx) => {
    const t: Database = tx;
    const run = await lockRun(t, id);
    const result = applyControl(run, action, settings, Date.now(), randomInt(1, 2 ** 31));
    if (!result.ok) throw new AppError('validation', result.message);
    // Stryker disable next-line ConditionalExpression: an unchanged run saved again writes the same row; the check only spares a write under the lock
    if (result.changed) await saveRun(t, id, result.state);
    return {
      run: result.state,
      before: run,
      settings,
      designVersion: found.designVersion,
      changed: result.changed,
    };
  });
}
