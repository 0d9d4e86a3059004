import { AppError } from '@core/errors/app-error';
import { accountKey, parseAccount } from '@core/live-sources/account-parsers';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import type { LiveSource } from '@core/live-sources/live-source-schema';
import {
  connectPlatformOf,
  LIVE_SOURCE_PLATFORMS,
  type LiveSourcePlatform,
  type ParsedAccount,
  PLATFORM_LABELS,
} from '@core/live-sources/platforms';
import { notConfiguredMessage, notConnectedMessage, notFoundMessage } from '@core/live-sources/save-messages';
import { keepsHistory, todayGain, utcDay } from '@core/live-sources/source-history';
import { isPremium } from '@core/plan/plan-rules';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { toCounterSource } from './counter-source';
import type { CreatorConnections } from './creator-connections';
import {
  addToReading,
  claimSources,
  findAccountIds,
  findCounterSources,
  findFollowedSources,
  findFollowingCounters,
  noteSources,
  type SourceToFollow,
  saveReadings,
  setAccountId,
  setCountedReading,
} from './live-source-queries';
import { PlatformPoller, type PollerState, type SourceUpdate } from './platform-poller';
import {
  type CountReading,
  PlatformCallError,
  type PlatformReader,
  type SourceProfile,
  type WithCreatorToken,
} from './platform-reader';
import { SERVER_PLATFORMS } from './platform-registry';
import { KICK_NO_START_NOTE } from './platforms/kick/kick-reader';
import { findGainRows } from './source-history-queries';
import { readIntervalMs } from './source-schedule';

// Live counts on this instance: a poller per configured platform, the save check and the preview's
// lookup, and what a counter's displays show. Readings are stored; the counters they change are
// handed to `onChanged` (the app's effects: cached views dropped, live displays told on every
// instance through the live transport).

export interface LiveSourceDeps {
  db: Database;
  config: Config;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  onChanged: (counterIds: string[]) => Promise<void>;
  log: { warn: (obj: object, msg: string) => void };
}

export interface PlatformHealth extends Partial<PollerState> {
  platform: LiveSourcePlatform;
  configured: boolean;
  /** The setting an admin must set for counters to follow this platform, or null. */
  missingSetting: string | null;
}

/** The plain-words reason a count is not current, shown beside it. */
export function noteFor(platform: LiveSourcePlatform, err: unknown): string {
  const label = PLATFORM_LABELS[platform];
  if (err instanceof PlatformCallError && err.failure === 'needs_reauth')
    return err.message === KICK_NO_START_NOTE
      ? err.message
      : `The ${label} account must be connected again by its owner; showing the last count.`;
  if (err instanceof PlatformCallError && err.failure === 'rate_limited')
    return platform === 'youtube'
      ? "YouTube's daily limit reached, next update after midnight Pacific."
      : `${label} asked us to wait; the count updates again when it allows.`;
  if (err instanceof PlatformCallError && err.failure === 'refused')
    return `${label} refused our request; the admin's Platform Health says why.`;
  return `${label} cannot be reached right now; showing the last count.`;
}

/** Why the form's preview could not be shown. */
export function lookupFailureMessage(platform: LiveSourcePlatform, err: unknown): string {
  const label = PLATFORM_LABELS[platform];
  if (err instanceof PlatformCallError && err.failure === 'needs_reauth')
    return err.message === KICK_NO_START_NOTE
      ? 'Enter the follower count your Kick channel shows on the control page first.'
      : `Connect your ${label} account again to read its count.`;
  if (err instanceof PlatformCallError && err.failure === 'rate_limited')
    return platform === 'youtube'
      ? "YouTube's daily limit is reached; accounts can be checked again after midnight Pacific."
      : `${label} asked us to wait. Try again in a minute.`;
  if (err instanceof PlatformCallError && err.failure === 'refused')
    return `${label} refused our request; the admin's Platform Health says why.`;
  return `${label} cannot be reached right now. Try again in a minute.`;
}

/** The account a stored key names (`kind:value`, core/live-sources/account-parsers.ts). */
export function accountOfKey(key: string): ParsedAccount {
  const colon = key.indexOf(':');
  return { kind: key.slice(0, colon) === 'id' ? 'id' : 'handle', value: key.slice(colon + 1) };
}

/** How often open displays renew their counters' demand: well within the two-minute window. */
const RENEW_MS = 60_000;

/** How long a counter's list of followed accounts and its owner's plan are reused for demand. */
const FOLLOWED_TTL_MS = 10_000;

export class LiveSourceService {
  private readonly readers = new Map<LiveSourcePlatform, PlatformReader>();
  private readonly pollers = new Map<LiveSourcePlatform, PlatformPoller>();
  private readonly followed = new Map<
    string,
    { at: number; premium: boolean; keys: [LiveSourcePlatform, string][] }
  >();
  private readonly now: () => number;
  private connections: CreatorConnections | null = null;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private polling = false;
  private stopped = false;
  /** Rounds run on a timer once started (the app's); a test drives pollDue on its own clock. */
  private started = false;
  private renewTimer: NodeJS.Timeout | null = null;
  /** Open displays per counter (event streams on this instance). */
  private readonly watched = new Map<string, number>();

  constructor(private readonly deps: LiveSourceDeps) {
    this.now = deps.now ?? Date.now;
    for (const platform of LIVE_SOURCE_PLATFORMS) {
      const entry = SERVER_PLATFORMS[platform];
      if (entry.missingSetting(deps.config) !== null) continue;
      const withCreatorToken = connectPlatformOf(platform) ? this.creatorTokensFor(platform) : undefined;
      const reader = entry.createReader({
        config: deps.config,
        fetch: deps.fetch ?? fetch,
        now: this.now,
        withCreatorToken,
        countedTotal: withCreatorToken && ((id) => this.countedTotalOf(platform, id)),
      });
      this.readers.set(platform, reader);
      this.pollers.set(
        platform,
        new PlatformPoller(this.keyedReader(platform, reader), {
          refreshSeconds: deps.config.SOURCE_REFRESH_SECONDS,
          now: this.now,
          random: deps.random,
          onUpdates: (updates) => this.store(platform, updates),
          onFailure: (keys, err) => this.noteFailure(platform, keys, err),
          claim: (keys, until) =>
            claimSources(deps.db, platform, keys, new Date(this.now()), new Date(until)),
        }),
      );
    }
  }

  /**
   * Connections, for the platforms whose counts are read with their owner's token: the integrations
   * room gives them once the app is built (a lower room cannot reach them itself).
   */
  attachCreatorConnections(connections: CreatorConnections): void {
    this.connections = connections;
  }

  private countedTotalOf(platform: LiveSourcePlatform, accountId: string) {
    if (!this.connections)
      throw new PlatformCallError(platform, 'unavailable', 'Connections are not ready yet.');
    return this.connections.countedTotal(platform, accountId);
  }

  private creatorTokensFor(platform: LiveSourcePlatform): WithCreatorToken {
    return (accountId, call) => {
      if (!this.connections)
        throw new PlatformCallError(platform, 'unavailable', 'Connections are not ready yet.');
      return this.connections.withToken(platform, accountId, call);
    };
  }

  /**
   * On a connected platform only the owner's own connections may be followed or looked up: the
   * count is read with their token, so no one else may point a counter at it. Refused alike when
   * someone else connected the account and when no one did, so the answer tells nothing of others.
   */
  private async assertOwnConnection(
    platform: LiveSourcePlatform,
    account: ParsedAccount,
    input: string,
    userId: string,
  ): Promise<void> {
    if (!connectPlatformOf(platform)) return;
    const owner = await this.connections?.ownerOf(platform, account.value);
    if (owner !== userId) throw new AppError('validation', notConnectedMessage(platform, input.trim()));
  }

  missingSetting(platform: LiveSourcePlatform): string | null {
    return SERVER_PLATFORMS[platform].missingSetting(this.deps.config);
  }

  /** The account a creator pasted, as the platform has it now (the form's preview). */
  async lookup(platform: LiveSourcePlatform, input: string, userId: string): Promise<SourceProfile> {
    const parsed = parseAccount(platform, input);
    if (!parsed.ok) throw new AppError('validation', parsed.message);
    const reader = this.readers.get(platform);
    if (!reader) throw new AppError('validation', notConfiguredMessage(platform));
    await this.assertOwnConnection(platform, parsed.account, input, userId);
    let profile: SourceProfile | null;
    try {
      profile = await reader.lookup(parsed.account);
    } catch (err) {
      throw new AppError('unavailable', lookupFailureMessage(platform, err));
    }
    if (!profile) throw new AppError('validation', notFoundMessage(platform, input.trim()));
    return profile;
  }

  /**
   * Checks the accounts a counter is saved with: an account the platform says does not exist, or a
   * platform this server cannot read, refuses the save (400). An account the platform cannot be
   * asked about right now is kept, unresolved, and shows as unavailable until it can be. On a
   * connected platform, an account that is not one of `ownerId`'s own connections refuses it too.
   */
  async resolveForSave(sources: LiveSource[], ownerId: string): Promise<SourceToFollow[]> {
    const out: SourceToFollow[] = [];
    for (const source of sources) {
      const parsed = parseAccount(source.platform, source.account);
      if (!parsed.ok) throw new AppError('validation', parsed.message);
      const reader = this.readers.get(source.platform);
      if (!reader) throw new AppError('validation', notConfiguredMessage(source.platform));
      await this.assertOwnConnection(source.platform, parsed.account, source.account, ownerId);
      const key = accountKey(parsed.account);
      let profile: SourceProfile | null;
      try {
        profile = await reader.lookup(parsed.account);
      } catch {
        out.push({
          platform: source.platform,
          accountKey: key,
          accountId: parsed.account.kind === 'id' ? parsed.account.value : null,
          handle: parsed.account.value,
          displayName: parsed.account.value,
          avatarUrl: null,
          reading: null,
        });
        continue;
      }
      if (!profile) throw new AppError('validation', notFoundMessage(source.platform, source.account));
      out.push({
        platform: source.platform,
        accountKey: key,
        accountId: profile.id,
        handle: profile.handle,
        displayName: profile.displayName,
        avatarUrl: profile.avatarUrl,
        reading: profile.reading,
      });
    }
    return out;
  }

  /** A display of this counter was asked for or is open: its accounts are read for two more minutes. */
  async demand(counterId: string): Promise<void> {
    const followed = await this.followedBy(counterId);
    for (const [platform, key] of followed.keys) this.pollers.get(platform)?.demand(key, followed.premium);
    this.schedule();
  }

  /**
   * An open display of the counter (an event stream): its accounts stay in demand until the
   * returned function is called. One timer renews every watched counter's demand.
   */
  watch(counterId: string): () => void {
    this.watched.set(counterId, (this.watched.get(counterId) ?? 0) + 1);
    void this.demand(counterId).catch((err) => this.deps.log.warn({ err }, 'live count demand failed'));
    this.renewWatched();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const n = (this.watched.get(counterId) ?? 1) - 1;
      if (n > 0) this.watched.set(counterId, n);
      else this.watched.delete(counterId);
    };
  }

  private renewWatched(): void {
    if (!this.started || this.renewTimer || this.stopped) return;
    this.renewTimer = setInterval(() => {
      if (!this.watched.size) {
        if (this.renewTimer) clearInterval(this.renewTimer);
        this.renewTimer = null;
        return;
      }
      for (const id of this.watched.keys())
        void this.demand(id).catch((err) => this.deps.log.warn({ err }, 'live count demand failed'));
    }, RENEW_MS);
    this.renewTimer.unref();
  }

  /**
   * The counter's live count as its displays show it, or null when it follows none. With
   * `withToday` (settings.showToday) it carries what the counts gained today, from the history.
   */
  async sourceOf(counterId: string, premium: boolean, withToday = false): Promise<CounterSource | null> {
    const rows = await findCounterSources(this.deps.db, counterId);
    if (!rows.length) return null;
    // A display asked for the count: keep it fresh for the next two minutes.
    this.forget(counterId);
    void this.demand(counterId).catch((err) => this.deps.log.warn({ err }, 'live count demand failed'));
    const source = toCounterSource(rows, this.now(), (row) =>
      readIntervalMs(this.limitsOf(row.platform), this.deps.config.SOURCE_REFRESH_SECONDS, premium),
    );
    // A sum with a YouTube part: a gain of the others would mislead, and YouTube's terms forbid its own.
    if (!withToday || !rows.every((r) => keepsHistory(r.platform))) return source;
    const followed = new Set(rows.map((r) => `${r.platform}:${r.accountKey}`));
    const today = utcDay(this.now());
    const history = await findGainRows(this.deps.db, counterId, today);
    const gain = todayGain(
      history.filter((h) => followed.has(h.source)),
      today,
    );
    return gain === null ? source : { ...source, today: gain, todayOn: today };
  }

  health(): PlatformHealth[] {
    return LIVE_SOURCE_PLATFORMS.map((platform) => {
      const missingSetting = this.missingSetting(platform);
      return {
        platform,
        configured: missingSetting === null,
        missingSetting,
        ...this.pollers.get(platform)?.state(),
      };
    });
  }

  /**
   * Reads what is due on every platform now (the timer's round; tests call it on a fake clock).
   * False when a round was already running, which this call then left to itself.
   */
  async pollDue(): Promise<boolean> {
    if (this.polling) return false;
    this.polling = true;
    try {
      for (const poller of this.pollers.values()) {
        const next = poller.nextPollAt();
        if (next !== null && next <= this.now()) await poller.poll();
      }
    } finally {
      this.polling = false;
    }
    return true;
  }

  /** Starts the round timer (the app does, once it listens); it sleeps while nothing is in demand. */
  start(): void {
    this.started = true;
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.timer = null;
    this.renewTimer = null;
    this.stopped = true;
  }

  /**
   * Sets the round timer for the earliest due account. A demand that makes an account due sooner
   * than the timer (a display just opened) moves the timer forward.
   */
  private schedule(): void {
    if (!this.started || this.stopped) return;
    let next: number | null = null;
    for (const poller of this.pollers.values()) {
      const at = poller.nextPollAt();
      if (at !== null && (next === null || at < next)) next = at;
    }
    if (next === null) return;
    const at = Math.min(Math.max(next, this.now()), this.now() + 60_000);
    if (this.timer) {
      if (this.timerAt <= at) return;
      clearTimeout(this.timer);
    }
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pollDue()
        .catch((err) => this.deps.log.warn({ err }, 'live count round failed'))
        .finally(() => this.schedule());
    }, at - this.now());
    this.timer.unref();
  }

  /**
   * The reader the poller uses: it polls accounts by their stored key, and the platform reads by its
   * stable ids. An account saved while its platform was unreachable is looked up first (once).
   */
  private keyedReader(platform: LiveSourcePlatform, reader: PlatformReader): PlatformReader {
    return {
      platform,
      limits: reader.limits,
      lookup: (account) => reader.lookup(account),
      readCounts: async (keys) => {
        const known = await findAccountIds(this.deps.db, platform, keys);
        const keyOfId = new Map<string, string>();
        const out = new Map<string, CountReading>();
        for (const key of keys) {
          let id = known.get(key) ?? null;
          if (id === null) {
            const profile = await reader.lookup(accountOfKey(key));
            if (!profile) continue; // gone: absent from the answer
            await setAccountId(this.deps.db, platform, key, {
              accountId: profile.id,
              handle: profile.handle,
              displayName: profile.displayName,
              avatarUrl: profile.avatarUrl,
            });
            id = profile.id;
          }
          keyOfId.set(id, key);
        }
        if (!keyOfId.size) return out;
        const readings = await reader.readCounts([...keyOfId.keys()]);
        for (const [id, reading] of readings) {
          const key = keyOfId.get(id);
          if (key !== undefined) out.set(key, reading);
        }
        return out;
      },
    };
  }

  private limitsOf(platform: LiveSourcePlatform) {
    const reader = this.readers.get(platform);
    // A platform no longer configured: its parts go stale after the Premium cadence's three intervals.
    return (
      reader?.limits ?? { batchSize: 1, callsPerWindow: 1, window: { seconds: 60 }, minIntervalSeconds: 60 }
    );
  }

  private async followedBy(counterId: string) {
    const known = this.followed.get(counterId);
    if (known && this.now() - known.at < FOLLOWED_TTL_MS) return known;
    const rows = await findFollowedSources(this.deps.db, counterId);
    const entry = {
      at: this.now(),
      premium: rows[0] ? isPremium(rows[0], new Date(this.now())) : false,
      keys: rows.map((r) => [r.platform, r.accountKey] as [LiveSourcePlatform, string]),
    };
    this.followed.set(counterId, entry);
    return entry;
  }

  /** Forgets what it knew of a counter's accounts (it was saved or deleted). */
  forget(counterId: string): void {
    this.followed.delete(counterId);
  }

  /**
   * A platform pushed a change of an account's count (Twitch's `channel.follow`: one more
   * follower): the stored count moves at once and the counters following it are told, so their
   * displays step without waiting for the poll. The poll's next total replaces it, and the
   * displays step to that (down, when followers left meanwhile) with the same animation.
   *
   * A platform resends a push it got no answer for, so the caller may pass `once`: it runs in the
   * increment's own transaction and answers false for a push counted before. The mark and the
   * increment then commit together or not at all, so a process killed at any point neither
   * loses the push nor counts it twice when it comes again.
   */
  async countPushed(
    platform: LiveSourcePlatform,
    accountId: string,
    delta: number,
    once?: (tx: Database) => Promise<boolean>,
  ): Promise<void> {
    const keys = await this.deps.db.transaction(async (tx) => {
      const t: Database = tx;
      if (once && !(await once(t))) return [];
      return addToReading(t, platform, accountId, delta, new Date(this.now()));
    });
    await this.announce(platform, keys);
  }

  /**
   * A total we count ourselves moved (a follow Kick pushed, or the creator entered the number to
   * count from): stored at once as a `counted` reading, and the displays following it step to it.
   */
  async countedPushed(platform: LiveSourcePlatform, accountId: string, total: number): Promise<void> {
    await this.announce(
      platform,
      await setCountedReading(this.deps.db, platform, accountId, total, new Date(this.now())),
    );
  }

  private async store(platform: LiveSourcePlatform, updates: SourceUpdate[]): Promise<void> {
    const readAt = new Date(updates[0]?.readAt ?? this.now());
    const changed = await saveReadings(
      this.deps.db,
      platform,
      updates.map((u) => ({ accountKey: u.id, reading: u.reading })),
      readAt,
    );
    await this.announce(platform, changed);
  }

  private async noteFailure(platform: LiveSourcePlatform, keys: string[], err: unknown): Promise<void> {
    try {
      await this.announce(platform, await noteSources(this.deps.db, platform, keys, noteFor(platform, err)));
    } catch (e) {
      this.deps.log.warn({ err: e }, 'live count failure could not be noted');
    }
  }

  private async announce(platform: LiveSourcePlatform, keys: string[]): Promise<void> {
    const ids = await findFollowingCounters(this.deps.db, platform, keys);
    if (ids.length) await this.deps.onChanged(ids);
  }
}
