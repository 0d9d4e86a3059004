import type { CounterView, EmbedCode } from '@core/api/counters';
import { suggestBrowserSourceSize } from '@core/counter/browser-source';
import type { CounterBody } from '@core/counter/settings';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { checkSubmitRules, formatSubmitProblem, type StoredSubmitSettings } from '@core/counter/submit-rules';
import { AppError } from '@core/errors/app-error';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { versusStill } from '@core/live-sources/live-settings';
import type { LiveSource } from '@core/live-sources/live-source-schema';
import { buildEmailSnippet } from '@core/painter/email-snippet';
import {
  canCreateCounter,
  canEmbed,
  EMBED_PREMIUM_MESSAGE,
  findPremiumViolations,
  UPGRADE_REQUIRED_MESSAGE,
} from '@core/plan/plan-rules';
import { lockUser } from '../accounts/user-lock';
import { effectiveStatus } from '../auth/user-view';
import type { Database } from '../db/client';
import type { CounterRow, UserRow } from '../db/schema';
import { type SourceToFollow, setCounterSources } from '../live-sources/live-source-queries';
import {
  countCountersByUser,
  deleteOwnedCounter,
  findCounterWithOwner,
  findOwnedCounter,
  insertCounter,
  updateOwnedCounter,
} from './counter-queries';
import { buildBrowserSourceUrl, buildEmbedCode } from './embed-code';
import { keepSavedLogo } from './logo-service';

/** Checks a counter's followed accounts with their platforms, and on connected platforms that they are the owner's (live-source-service.ts). */
export interface SourceCheck {
  resolveForSave(sources: LiveSource[], ownerId: string): Promise<SourceToFollow[]>;
}

/** Driving a run live (control page, API keys, webhook URLs, outbound webhooks, subathons, platforms) is Premium's. */
export const CONTROL_PREMIUM_MESSAGE =
  'Remote control is a premium feature. Upgrade to Premium to control your counters live.';

const NOT_FOUND = 'Counter not found';

function assertPremiumSettings(user: UserRow, body: CounterBody) {
  const [violation] = findPremiumViolations(user, body.settings);
  if (violation)
    throw new AppError('forbidden', violation.message, {
      [`settings.${violation.field}`]: [violation.message],
    });
}

// The form runs the same rule first; here it is the authority (a stale tab or a script cannot skip it).
function assertSubmitRules(body: CounterBody, stored?: StoredSubmitSettings) {
  const problem = checkSubmitRules(body.settings, new Date(), stored);
  if (!problem) return;
  const message = formatSubmitProblem(problem);
  throw new AppError('validation', message, { [`settings.${problem.field}`]: [message] });
}

export async function createCounter(
  db: Database,
  user: UserRow,
  body: CounterBody,
  sourceCheck: SourceCheck,
): Promise<CounterRow> {
  assertPremiumSettings(user, body);
  assertSubmitRules(body);
  // Asked before the transaction: a platform's answer can take seconds, and nothing is written
  // when it refuses an account.
  const sources = await sourceCheck.resolveForSave(body.settings.liveSources ?? [], user.id);
  return db.transaction(async (tx) => {
    const t: Database = tx;
    await lockUser(t, user.id);
    if (!canCreateCounter(user, await countCountersByUser(t, user.id))) {
      throw new AppError('forbidden', UPGRADE_REQUIRED_MESSAGE);
    }
    const row = await insertCounter(t, { userId: user.id, name: body.name, settings: body.settings });
    await keepSavedLogo(t, row.id, user.id, body.settings.logo);
    if (sources.length) await setCounterSources(t, row.id, sources, new Date());
    return row;
  });
}

export async function getOwnCounter(db: Database, user: UserRow, id: string): Promise<CounterRow> {
  const row = await findOwnedCounter(db, id, user.id);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
}

export async function updateCounter(
  db: Database,
  user: UserRow,
  id: string,
  body: CounterBody,
  sourceCheck: SourceCheck,
): Promise<CounterRow> {
  // Another user's counter answers 404 before any plan rule speaks.
  const stored = await getOwnCounter(db, user, id);
  assertPremiumSettings(user, body);
  assertSubmitRules(body, stored.settings as StoredSubmitSettings);
  const sources = await sourceCheck.resolveForSave(body.settings.liveSources ?? [], user.id);
  return db.transaction(async (tx) => {
    const t: Database = tx;
    const row = await updateOwnedCounter(t, id, user.id, { name: body.name, settings: body.settings });
    if (!row) throw new AppError('not_found', NOT_FOUND);
    await keepSavedLogo(t, id, user.id, body.settings.logo);
    await setCounterSources(t, id, sources, new Date());
    return row;
  });
}

export async function deleteCounter(db: Database, user: UserRow, id: string): Promise<void> {
  if (!(await deleteOwnedCounter(db, id, user.id))) throw new AppError('not_found', NOT_FOUND);
}

/** Reads a counter's live count (app.liveSources): null when it follows no account. */
export interface SourceReader {
  sourceOf(counterId: string, premium: boolean, withToday?: boolean): Promise<CounterSource | null>;
}

export async function loadCounterView(db: Database, id: string, sources: SourceReader): Promise<CounterView> {
  const row = await findCounterWithOwner(db, id);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  const subscriptionStatus = effectiveStatus(row);
  const view: CounterView = {
    settings: row.settings,
    user: { subscriptionStatus },
    designVersion: row.updatedAt.getTime(),
  };
  if (Array.isArray(row.settings.liveSources)) {
    const source = await sources.sourceOf(
      id,
      subscriptionStatus === 'active',
      row.settings.showToday === true,
    );
    if (source) view.source = source;
  }
  return view;
}

export async function getEmbedCode(
  db: Database,
  user: UserRow,
  id: string,
  appUrl: string,
  /** The live counts (app.liveSources): a versus counter's e-mail alt names its two sides. */
  sources?: SourceReader,
): Promise<EmbedCode> {
  const row = await getOwnCounter(db, user, id);
  if (!canEmbed(user)) throw new AppError('forbidden', EMBED_PREMIUM_MESSAGE);
  const settings = resolveViewerSettings(row.settings);
  const versus =
    settings.liveDisplay === 'versus' && sources
      ? versusStill(settings, await sources.sourceOf(row.id, true))
      : null;
  return {
    embedCode: buildEmbedCode(appUrl, row.id, row.name),
    browserSourceUrl: buildBrowserSourceUrl(appUrl, row.id),
    ...suggestBrowserSourceSize(settings),
    email: buildEmailSnippet(appUrl, row.id, settings, { premium: true, versus }),
  };
}
