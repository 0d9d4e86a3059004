import type { ParseAccountResult } from '@core/live-sources/platforms';

// A Twitch channel as a creator pastes it: its name (`twitchdev`, `@TwitchDev`), its link
// (`twitch.tv/twitchdev`, `https://www.twitch.tv/twitchdev/videos?filter=archives`, `m.twitch.tv/…`)
// or its numeric user id. What the rules follow:
// - Login names: letters, digits and underscores, at most 25, and Twitch compares them without case
//   (Get Users answers `login` in lowercase). Twitch's sign-up asks for 4 to 25 characters, but older
//   names are shorter ("orb", discuss.dev.twitch.tv "Twitch channel name RegEx"), so 1 to 25 pass
//   here and Get Users judges the rest: a name nobody has is "no such channel", not a typing error.
// - User ids: Twitch calls every id an opaque string (Twitch API Concepts › "IDs are opaque"), but
//   user ids are digits in every Get Users answer; a bare number is read as an id. A name made only
//   of digits can still be given as `@12345` or as its link, where the path is always a login.
// - Links: a channel's page is twitch.tv/<login>, and what follows it (/videos, /about, ?query) is a
//   tab of that channel. The first path segments Twitch keeps for its own pages are refused with a
//   message, since no channel can be called that.

const LOGIN = /^[a-z0-9_]+$/;
const MAX_LOGIN = 25;
const USER_ID = /^\d{1,20}$/;
const HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);

// twitch.tv/<segment> paths that are Twitch's own pages, not channels.
export const TWITCH_PAGES: ReadonlySet<string> = new Set([
  'bits',
  'broadcast',
  'collections',
  'directory',
  'downloads',
  'drops',
  'embed',
  'event',
  'following',
  'friends',
  'inventory',
  'jobs',
  'login',
  'logout',
  'messages',
  'moderator',
  'p',
  'payments',
  'popout',
  'prime',
  'products',
  'search',
  'settings',
  'signup',
  'store',
  'subscriptions',
  'team',
  'turbo',
  'u',
  'videos',
  'wallet',
]);

const NOT_ACCOUNT = 'That is not a Twitch channel name, channel link or user id.';

const fail = (message: string): ParseAccountResult => ({ ok: false, message });

export function parseTwitch(input: string): ParseAccountResult {
  const text = input.trim();
  if (!text) return fail('Enter a Twitch channel name or link.');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.includes('/') || /twitch\.tv/i.test(text))
    return parseLink(text);
  if (text.startsWith('@')) return parseLogin(text.slice(1));
  if (/^\d+$/.test(text)) {
    if (!USER_ID.test(text)) return fail('A Twitch user id has at most 20 digits.');
    return { ok: true, account: { kind: 'id', value: text } };
  }
  return parseLogin(text);
}

function parseLogin(raw: string): ParseAccountResult {
  const login = raw.toLowerCase();
  if (!login) return fail('Enter the channel name after the @.');
  if (!LOGIN.test(login))
    return fail('A Twitch channel name has only letters, digits and underscores (no spaces).');
  if (login.length > MAX_LOGIN) return fail(`A Twitch channel name has at most ${MAX_LOGIN} characters.`);
  return { ok: true, account: { kind: 'handle', value: login } };
}

function parseLink(text: string): ParseAccountResult {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return fail(NOT_ACCOUNT);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail(NOT_ACCOUNT);
  if (!HOSTS.has(url.hostname.toLowerCase()))
    return fail('That is not a Twitch channel link: paste twitch.tv/<name>, or the channel name.');
  const first = url.pathname.split('/').find((s) => s !== '');
  if (!first) return fail('That link is Twitch’s home page: paste the channel’s link, twitch.tv/<name>.');
  if (TWITCH_PAGES.has(first.toLowerCase()))
    return fail('That link is a Twitch page, not a channel: paste the channel’s link, twitch.tv/<name>.');
  return parseLogin(first);
}
