import type { ParseAccountResult } from '@core/live-sources/platforms';

// An X account as a creator pastes it: `@name`, `name`, a profile link (x.com, twitter.com, with or
// without https://, www., mobile. or m.; a post's link names its author), or an id. The rules follow
// X's own API reference (docs.x.com, openapi.json of the X API v2):
// - "Get Users by Username" (GET /2/users/by/username/{username}): a username matches
//   ^[A-Za-z0-9_]{1,15}$, so 1 to 15 letters, digits and underscores, and it may be all digits.
// - components/schemas/UserId: an id matches ^[0-9]{1,19}$.
// Since a username may be all digits, a bare number is read as a username. An id is written
// `id:2244994945`, or reached by X's id links (x.com/i/user/<id>, x.com/intent/user?user_id=<id>);
// a number of 16 to 19 digits cannot be a username, so it is read as an id.
// X compares usernames without regard to case (x.com/XDevelopers and x.com/xdevelopers are one
// profile), so the handle is kept lowercased.

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const USER_ID = /^[0-9]{1,19}$/;
const LONG_ID = /^[0-9]{16,19}$/;
const X_LINK = /^(?:https?:\/\/)?(?:(?:www|mobile|m)\.)?(?:x|twitter)\.com(?:[/?#]|$)/i;
const OTHER_LINK = /^(?:https?:\/\/|www\.)|^[^\s/@]+\.[a-z]{2,}\//i;

// x.com's own pages at the top of the path: they look like usernames but are not profiles (X keeps
// these names for itself, so no account can take them).
const SITE_PAGES = new Set([
  'home',
  'explore',
  'search',
  'notifications',
  'messages',
  'settings',
  'i',
  'compose',
  'login',
  'logout',
  'signup',
  'tos',
  'privacy',
  'hashtag',
  'intent',
  'share',
  'download',
  'jobs',
]);

const NOT_X = 'That is not an X username, user id or profile link.';

const handle = (value: string): ParseAccountResult => ({
  ok: true,
  account: { kind: 'handle', value: value.toLowerCase() },
});
const id = (value: string): ParseAccountResult => ({ ok: true, account: { kind: 'id', value } });
const fail = (message: string): ParseAccountResult => ({ ok: false, message });

/** Why a would-be username is not one, in words a creator can act on. */
function checkUsername(name: string): ParseAccountResult {
  if (USERNAME.test(name)) return handle(name);
  if (name === '') return fail('Enter the X username after the @.');
  if (/^[A-Za-z0-9_]+$/.test(name)) return fail('An X username has at most 15 characters.');
  return fail('An X username has only letters, digits and underscores (no spaces, dots or dashes).');
}

function checkId(value: string): ParseAccountResult {
  return USER_ID.test(value) ? id(value) : fail('An X user id is a number of up to 19 digits.');
}

/** A link on x.com or twitter.com: the profile it names, or why it names none. */
function parseLink(input: string): ParseAccountResult {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return fail(NOT_X);
  }
  // Old links put the path after a hashbang: twitter.com/#!/name.
  const path = url.pathname === '/' && url.hash.startsWith('#!/') ? url.hash.slice(2) : url.pathname;
  const segments = path.split('/').filter((s) => s !== '');
  const first = segments[0]?.toLowerCase();
  if (first === undefined) return fail('That X link does not name an account: copy the link of the profile.');
  // x.com/i/user/<id>: X's link to a profile by its id.
  if (first === 'i' && segments[1]?.toLowerCase() === 'user' && segments[2] !== undefined)
    return checkId(segments[2]);
  // x.com/intent/user?screen_name=<name> or ?user_id=<id> (and intent/follow): X's Web Intents.
  if (first === 'intent' && /^(user|follow)$/i.test(segments[1] ?? '')) {
    const userId = url.searchParams.get('user_id');
    if (userId) return checkId(userId.trim());
    const screenName = url.searchParams.get('screen_name');
    if (screenName) return checkUsername(screenName.trim().replace(/^@/, ''));
  }
  if (SITE_PAGES.has(first))
    return fail(`x.com/${first} is not a profile. Open the account's profile on X and copy its link.`);
  let name = segments[0] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    return fail(NOT_X);
  }
  return checkUsername(name.replace(/^@/, ''));
}

export function parseX(input: string): ParseAccountResult {
  const text = input.trim();
  if (text === '') return fail('Enter an X username (like @XDevelopers) or a link to the profile.');
  const prefixed = /^id:\s*(.*)$/i.exec(text);
  if (prefixed) return checkId(prefixed[1] ?? '');
  if (X_LINK.test(text)) return parseLink(text);
  if (OTHER_LINK.test(text)) return fail(NOT_X);
  const name = text.replace(/^@/, '');
  if (LONG_ID.test(name) && !text.startsWith('@')) return id(name);
  return checkUsername(name);
}
