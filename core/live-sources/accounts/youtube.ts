import type { ParseAccountResult } from '../platforms';

// What a creator pastes to name a YouTube channel, read into what the YouTube Data API looks up.
// The rules follow YouTube's own pages:
// - "Channels: list" (developers.google.com/youtube/v3/docs/channels/list): a channel is found by
//   `id` (its channel id) or `forHandle` (its handle, with or without '@'). Its `forUsername` finds
//   a legacy username, which a ParsedAccount cannot carry, so /user/ and /c/ links are refused
//   with a way out (the @handle or the /channel/ link, which every channel page shows).
// - YouTube Help, "Choose your handle": 3 to 30 characters, letters (any of the supported
//   languages) and digits, and '_', '-', '.' (and the Latin middle dot '·'). Handles ignore case,
//   so they are kept lowercased.
// - Channel ids, as every /channel/ link shows them: "UC" and 22 characters of [A-Za-z0-9_-].
// Pure: no Node APIs (URL is a web standard).

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const HANDLE_CHARS = /^[\p{L}\p{M}\p{Nd}_.\-\u00b7]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
// Written without a scheme, a link still starts with one of these hosts.
const BARE_LINK = /^(www\.|m\.)?(youtube\.com|youtu\.be)(\/|\?|#|$)/i;
// Links to one video or list, not to a channel.
const VIDEO_PATHS = new Set(['watch', 'shorts', 'live', 'playlist', 'embed', 'v', 'clip', 'post']);

const NOT_YOUTUBE = 'That is not a YouTube handle, channel id or channel link.';
const VIDEO_LINK =
  "That is a link to a video, not to a channel. Paste the channel's @handle or its channel link instead.";
const LEGACY_LINK =
  "Old /user/ and /c/ links cannot be looked up any more. Paste the channel's @handle or its youtube.com/channel/... link instead.";

const ok = (kind: 'id' | 'handle', value: string): ParseAccountResult => ({
  ok: true,
  account: { kind, value },
});
const fail = (message: string): ParseAccountResult => ({ ok: false, message });

export function parseYoutube(input: string): ParseAccountResult {
  const text = input.trim();
  if (text === '') return fail("Paste the channel's @handle, channel id or channel link.");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || BARE_LINK.test(text) || text.includes('/'))
    return parseLink(text);
  if (text.startsWith('@')) return parseHandle(text.slice(1));
  if (CHANNEL_ID.test(text)) return ok('id', text);
  return parseHandle(text);
}

function parseLink(text: string): ParseAccountResult {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return fail(NOT_YOUTUBE);
  }
  const host = url.hostname.toLowerCase();
  if (!/^https?:$/.test(url.protocol)) return fail(NOT_YOUTUBE);
  if (host === 'youtu.be') return fail(VIDEO_LINK);
  if (!YOUTUBE_HOSTS.has(host)) return fail(NOT_YOUTUBE);
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const [first, second] = segments.map(decodeSegment);
  if (first === undefined) return fail('That link has no channel in it. Open the channel and copy its link.');
  if (first === null) return fail(NOT_YOUTUBE);
  if (first.startsWith('@')) return parseHandle(first.slice(1));
  const section = first.toLowerCase();
  if (section === 'channel') {
    if (second && CHANNEL_ID.test(second)) return ok('id', second);
    return fail('That channel link has no channel id in it (UC followed by 22 letters, digits, "-" or "_").');
  }
  if (VIDEO_PATHS.has(section)) return fail(VIDEO_LINK);
  // /user/name, /c/name, and the bare youtube.com/name of old custom URLs.
  return fail(LEGACY_LINK);
}

/** A path segment as written (a handle in another script arrives percent-encoded). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function parseHandle(raw: string): ParseAccountResult {
  const handle = raw.trim();
  if (/\s/.test(handle))
    return fail("That looks like a channel name. Paste the channel's @handle or channel link instead.");
  if (handle.startsWith('@') || !HANDLE_CHARS.test(handle) || !HAS_LETTER_OR_DIGIT.test(handle))
    return fail(
      handle === ''
        ? 'Write the handle after the "@".'
        : 'A YouTube handle has only letters, digits, "_", "-" and ".".',
    );
  const length = [...handle].length;
  if (length < 3 || length > 30) return fail('A YouTube handle has 3 to 30 characters.');
  return ok('handle', handle.toLowerCase());
}
