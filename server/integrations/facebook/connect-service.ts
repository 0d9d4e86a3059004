import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/client';
import type { PlatformConnectionRow } from '../../db/schema';
import { type FacebookApi, FacebookApiError } from '../../platform-apis/facebook-api';
import type { TokenSeal } from '../../platform-apis/token-seal';
import { deleteConnection, findConnectionByAccount, saveConnection } from '../connection-queries';
import type { CreatorTokenPlatform } from '../creator-tokens';

// Connecting a Facebook Page so its follower count is read with the Page's own token
// (docs/decisions/039f-facebook-pages.md). All or nothing, as every platform: the code becomes a
// short-lived user token, that a long-lived one, and the Pages the person granted are listed with
// it; only when exactly one Page came back is the connection written. One Page per connection:
// the connections table holds one row per user and platform (decision 038c).

/**
 * A Page token read through a long-lived user token has no end ("Long-Lived Access Tokens"): it is
 * stored as ending at this far date, so the creator-token path never refreshes it for its age;
 * only a refusal (190) sends it to the one refresh.
 */
export const PAGE_TOKEN_NEVER_ENDS = new Date(Date.UTC(9999, 11, 31));

// The refresh token is the Page's id and the long-lived user token it came through: a refresh
// lists the person's Pages again with the user token and takes this Page's new token.
const SEP = '|';
const refresherOf = (pageId: string, userToken: string) => `${pageId}${SEP}${userToken}`;
function openRefresher(refresher: string): { pageId: string; userToken: string } {
  const at = refresher.indexOf(SEP);
  return { pageId: refresher.slice(0, at), userToken: refresher.slice(at + 1) };
}

export const noPagesMessage = () =>
  'Facebook gave access to no Page. Connect again and, in Facebook’s window, choose the Page whose followers to count (you must manage it).';
export const severalPagesMessage = (n: number) =>
  `Facebook gave access to ${n} Pages; Countstream follows one Page per account. Connect again and, in Facebook’s window (Edit access), choose only the Page whose followers to count.`;

export async function connectFacebook(
  db: Database,
  seal: TokenSeal,
  api: FacebookApi,
  userId: string,
  code: string,
  redirectUri: string,
): Promise<PlatformConnectionRow> {
  const short = await api.exchangeCode(code.replace(/#_=_$/, ''), redirectUri);
  const user = await api.exchangeLongLived(short.accessToken);
  const pages = await api.listPages(user.accessToken);
  if (pages.length === 0) throw new AppError('validation', noPagesMessage());
  if (pages.length > 1) throw new AppError('validation', severalPagesMessage(pages.length));
  const page = pages[0]!;
  const taken = await findConnectionByAccount(db, 'facebook', page.id);
  if (taken && taken.connection.userId !== userId)
    throw new AppError('conflict', `The Facebook Page ${page.name} is already connected to another account.`);
  return saveConnection(db, seal, 'facebook', userId, {
    accountId: page.id,
    name: page.name,
    avatarUrl: page.pictureUrl,
    accessToken: page.accessToken!,
    refreshToken: refresherOf(page.id, user.accessToken),
    tokenExpiresAt: PAGE_TOKEN_NEVER_ENDS,
    subscriptionIds: [],
  });
}

/**
 * How Facebook refuses a Page token ("Handling Errors"): code 190 when it was revoked (the person
 * removed the app, changed their password, or no longer manages the Page). The one refresh lists
 * the Pages again with the user token; a 190 there, or the Page gone from the list, is final.
 */
export function facebookCreatorTokens(api: FacebookApi): CreatorTokenPlatform {
  const invalid = (err: unknown) => err instanceof FacebookApiError && err.rejectsToken;
  return {
    platform: 'facebook',
    async refresh(refresher) {
      const { pageId, userToken } = openRefresher(refresher);
      const page = (await api.listPages(userToken)).find((p) => p.id === pageId);
      if (!page?.accessToken)
        throw new FacebookApiError(200, 'Facebook no longer gives access to this Page.', 190);
      return { accessToken: page.accessToken, refreshToken: refresher, expiresAt: PAGE_TOKEN_NEVER_ENDS };
    },
    rejectsToken: invalid,
    // Any 4xx of the refresh but throttling: the user token cannot list the Page (expired, revoked).
    refusesRefresh: (err) =>
      invalid(err) ||
      (err instanceof FacebookApiError &&
        err.status !== null &&
        err.status >= 400 &&
        err.status < 500 &&
        !err.throttled),
  };
}

/** Forgets the connection: nothing at Facebook needs ending to stop reading a Page. */
export async function disconnectFacebook(db: Database, userId: string): Promise<void> {
  await deleteConnection(db, 'facebook', userId);
}
