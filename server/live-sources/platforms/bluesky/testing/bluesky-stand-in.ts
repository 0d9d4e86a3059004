import { PlatformStandIn, type RecordedCall, type Reply } from '../../../testing/platform-stand-in';
import {
  accountDeactivated,
  accountTakedown,
  getProfileResponse,
  getProfilesResponse,
  methodNotImplemented,
  missingParam,
  notAnIdentifier,
  type ProfileFields,
  profileNotFound,
  rateLimitExceeded,
  rateLimitHeaders,
  tooManyElements,
} from './bluesky-fixtures';

// A loopback stand-in of Bluesky's public AppView (public.api.bsky.app/xrpc) for the two calls
// the reader makes, answering as the lexicons and the AppView's code describe:
// - GET /xrpc/app.bsky.actor.getProfile?actor=<handle or DID> (lexicon getProfile.json): the
//   profileViewDetailed; 400 InvalidRequest "Profile not found" for an actor it does not know or a
//   handle that does not resolve; 400 AccountTakedown / AccountDeactivated for an account taken down
//   or deactivated (packages/bsky/src/api/app/bsky/actor/getProfile.ts).
// - GET /xrpc/app.bsky.actor.getProfiles?actors=…&actors=… (lexicon getProfiles.json, maxLength
//   25): `{ profiles }` in the order asked, leaving out actors it does not know and accounts taken
//   down or deactivated (getProfiles.ts, hydration/actor.ts getActors).
// - Parameters are checked as the lexicon validator does: a missing one, an actor that is neither
//   a DID nor a handle, or more than 25 actors is a 400 InvalidRequest. Another method is 501
//   MethodNotImplemented (@atproto/xrpc-server).
// - No credentials: the public AppView takes none (docs.bsky.app "API Hosts and Auth"; "Rate
//   Limits": "These direct endpoints do not support authentication"), so none are checked.
// - An optional rate limit, answered like @atproto/xrpc-server: RateLimit-Limit, -Remaining,
//   -Reset (epoch seconds) and -Policy on every answer, and 429 RateLimitExceeded once used up.
//   Bluesky does not publish the AppView's limit ("generous"), so a test sets its own.

export interface SeededProfile {
  did: string;
  handle: string;
  displayName: string;
  avatar?: string;
  followers: number;
}

type AccountStatus = 'active' | 'takendown' | 'deactivated';
interface Account extends SeededProfile {
  status: AccountStatus;
}
interface Answer {
  status: number;
  body: unknown;
}

const MAX_ACTORS = 25;
// The syntax of the at-identifier format (atproto.com/specs/handle, atproto.com/specs/did).
const HANDLE_SYNTAX =
  /^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;
const DID_SYNTAX = /^did:[a-z]+:[a-zA-Z0-9._:%-]*[a-zA-Z0-9._-]$/;
const isAtIdentifier = (s: string) =>
  s.startsWith('did:') ? DID_SYNTAX.test(s) && s.length <= 2048 : HANDLE_SYNTAX.test(s) && s.length <= 253;

export class BlueskyStandIn extends PlatformStandIn {
  /** The stand-in's clock (epoch ms), for its rate-limit window. */
  clock: () => number = () => Date.now();
  private readonly accounts = new Map<string, Account>();
  private limit: { calls: number; windowSeconds: number; windowEndsAt: number; used: number } | null = null;

  /** The base URL the reader is configured with (BLUESKY_API_URL). */
  get apiUrl(): string {
    return `${this.url}/xrpc`;
  }

  seedProfile(profile: SeededProfile): void {
    this.accounts.set(profile.did, { ...profile, handle: profile.handle.toLowerCase(), status: 'active' });
  }

  setFollowers(did: string, followers: number): void {
    this.account(did).followers = followers;
  }

  /** Bluesky's moderation takes the account down. */
  takeDown(did: string): void {
    this.account(did).status = 'takendown';
  }

  /** The owner deactivates the account. */
  deactivate(did: string): void {
    this.account(did).status = 'deactivated';
  }

  /** Allows `calls` calls per window of `windowSeconds`, from now; null lifts the limit. */
  rateLimit(limit: { calls: number; windowSeconds: number } | null): void {
    this.limit = limit && { ...limit, windowEndsAt: this.clock() + limit.windowSeconds * 1000, used: 0 };
  }

  /** When the current rate-limit window ends, in epoch seconds (what RateLimit-Reset says). */
  get rateLimitReset(): number | null {
    return this.limit && Math.floor(this.limit.windowEndsAt / 1000);
  }

  protected handle(call: RecordedCall, reply: Reply): void {
    const limited = this.countCall();
    const headers = limited?.headers ?? {};
    const answer = limited?.exceeded ? { status: 429, body: rateLimitExceeded } : this.answer(call);
    reply(answer.status, answer.body, headers);
  }

  private answer(call: RecordedCall): Answer {
    if (call.path === '/xrpc/app.bsky.actor.getProfile') return this.getProfile(call);
    if (call.path === '/xrpc/app.bsky.actor.getProfiles') return this.getProfiles(call);
    return { status: 501, body: methodNotImplemented };
  }

  private getProfile(call: RecordedCall): Answer {
    const actor = call.query.get('actor');
    if (!actor) return { status: 400, body: missingParam('actor') };
    if (!isAtIdentifier(actor)) return { status: 400, body: notAnIdentifier('actor') };
    const account = this.find(actor);
    if (!account) return { status: 400, body: profileNotFound };
    if (account.status === 'takendown') return { status: 400, body: accountTakedown };
    if (account.status === 'deactivated') return { status: 400, body: accountDeactivated };
    return { status: 200, body: getProfileResponse(fieldsOf(account)) };
  }

  private getProfiles(call: RecordedCall): Answer {
    const actors = call.query.getAll('actors');
    if (actors.length === 0) return { status: 400, body: missingParam('actors') };
    if (actors.length > MAX_ACTORS) return { status: 400, body: tooManyElements('actors', MAX_ACTORS) };
    const bad = actors.findIndex((a) => !isAtIdentifier(a));
    if (bad >= 0) return { status: 400, body: notAnIdentifier(`actors/${bad}`) };
    const found = actors
      .map((a) => this.find(a))
      .filter((a): a is Account => a !== undefined && a.status === 'active');
    return { status: 200, body: getProfilesResponse(found.map(fieldsOf)) };
  }

  /** Counts a call against the limit, if one is set: the headers to send, and whether it is over. */
  private countCall(): { exceeded: boolean; headers: Record<string, string> } | null {
    const limit = this.limit;
    if (!limit) return null;
    const now = this.clock();
    if (now >= limit.windowEndsAt) {
      limit.windowEndsAt = now + limit.windowSeconds * 1000;
      limit.used = 0;
    }
    const exceeded = limit.used >= limit.calls;
    if (!exceeded) limit.used += 1;
    const headers = rateLimitHeaders(
      limit.calls,
      limit.calls - limit.used,
      Math.floor(limit.windowEndsAt / 1000),
      limit.windowSeconds,
    );
    return { exceeded, headers };
  }

  /** A DID is looked up as it is; a handle resolves to its account, ignoring case. */
  private find(actor: string): Account | undefined {
    if (actor.startsWith('did:')) return this.accounts.get(actor);
    const handle = actor.toLowerCase();
    for (const account of this.accounts.values()) if (account.handle === handle) return account;
    return undefined;
  }

  private account(did: string): Account {
    const account = this.accounts.get(did);
    if (!account) throw new Error(`The Bluesky stand-in has no account ${did}.`);
    return account;
  }
}

function fieldsOf(account: Account): ProfileFields {
  return {
    did: account.did,
    handle: account.handle,
    displayName: account.displayName,
    avatar: account.avatar,
    followersCount: account.followers,
    followsCount: 0,
    postsCount: 0,
  };
}
