import type { ParsedAccount } from '@core/live-sources/platforms';
import { callPlatform } from '../../call-platform';
import type {
  CountReading,
  PlatformReader,
  ReaderDeps,
  ServerPlatform,
  SourceProfile,
} from '../../platform-reader';
import { PlatformCallError } from '../../platform-reader';
import { youtubeFailure } from './youtube-failures';

// YouTube subscriber counts through the YouTube Data API v3, as developers.google.com/youtube/v3
// documents it:
// - "Channels: list": GET /channels with `part`, one filter, and the API key as the `key` query
//   parameter (the only credential it needs for public data). `forHandle` finds a channel by
//   handle ('@' allowed), `id` takes a comma-separated list of channel ids; no match is a list
//   without items. Each call costs 1 unit, whatever the number of ids.
// - "Channels" resource: statistics.subscriberCount is a string, rounded down to three
//   significant figures from 1,000 on (the page's note and the Revision History); when
//   statistics.hiddenSubscriberCount is true the creator hid it, and no number is kept.
// - "Quota Calculator": a project has 10,000 units a day unless raised (YOUTUBE_DAILY_UNITS),
//   invalid requests cost too, and the day restarts at midnight Pacific.
// - 50 ids per call: the most one page of "Channels: list" holds (maxResults, 0 to 50).

const BATCH_SIZE = 50;
const HIDDEN: CountReading = { value: null, precision: 'hidden' };

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The count a channel resource's statistics show. Hidden (or, defensively, no readable number at
 * all) gives no number, even if one were sent beside hiddenSubscriberCount: true.
 */
export function readingOf(statistics: unknown): CountReading {
  if (!isJson(statistics) || statistics.hiddenSubscriberCount === true) return HIDDEN;
  const raw = statistics.subscriberCount;
  const text = typeof raw === 'number' ? String(raw) : stringOf(raw);
  if (text === null || !/^\d{1,15}$/.test(text)) return HIDDEN;
  const value = Number(text);
  return { value, precision: value >= 1000 ? 'rounded' : 'exact' };
}

function avatarOf(snippet: Json): string | null {
  const thumbnails = isJson(snippet.thumbnails) ? snippet.thumbnails : {};
  for (const size of ['default', 'medium', 'high']) {
    const t = thumbnails[size];
    const url = isJson(t) ? stringOf(t.url) : null;
    if (url && /^https?:\/\//.test(url)) return url;
  }
  return null;
}

function profileOf(item: Json, account: ParsedAccount): SourceProfile | null {
  const id = stringOf(item.id);
  if (!id) return null;
  const snippet = isJson(item.snippet) ? item.snippet : {};
  const customUrl = stringOf(snippet.customUrl);
  const handle = customUrl?.replace(/^@/, '') || (account.kind === 'handle' ? account.value : id);
  return {
    id,
    handle,
    displayName: stringOf(snippet.title) ?? handle,
    avatarUrl: avatarOf(snippet),
    reading: readingOf(item.statistics),
  };
}

export function createYoutubeReader({ config, fetch, now }: ReaderDeps): PlatformReader {
  const base = config.YOUTUBE_API_URL.replace(/\/+$/, '');
  const key = config.YOUTUBE_API_KEY ?? '';

  /** One "Channels: list" call: the channel resources it found (none: an empty list). */
  async function listChannels(params: Record<string, string>): Promise<Json[]> {
    const query = new URLSearchParams({ ...params, key });
    const answer = await callPlatform('youtube', fetch, `${base}/channels?${query}`);
    if (answer.status < 200 || answer.status > 299) throw youtubeFailure(answer, now(), key);
    if (!isJson(answer.body))
      throw new PlatformCallError(
        'youtube',
        'unavailable',
        'YouTube answered with something other than a channel list.',
        null,
        answer.status,
      );
    const items = answer.body.items;
    return Array.isArray(items) ? items.filter(isJson) : [];
  }

  return {
    platform: 'youtube',
    limits: {
      batchSize: BATCH_SIZE,
      callsPerWindow: config.YOUTUBE_DAILY_UNITS,
      window: 'pacific-day',
      minIntervalSeconds: 60,
    },

    async lookup(account) {
      const filter: Record<string, string> =
        account.kind === 'id' ? { id: account.value } : { forHandle: `@${account.value}` };
      const items = await listChannels({ part: 'snippet,statistics', ...filter });
      const item = account.kind === 'id' ? items.find((i) => i.id === account.value) : items[0];
      return item ? profileOf(item, account) : null;
    },

    async readCounts(ids) {
      const wanted = [...new Set(ids.filter((id) => id !== ''))];
      const readings = new Map<string, CountReading>();
      for (let i = 0; i < wanted.length; i += BATCH_SIZE) {
        const batch = wanted.slice(i, i + BATCH_SIZE);
        // Only statistics: the count is all a poll needs, and the call costs the same 1 unit.
        const items = await listChannels({ part: 'statistics', id: batch.join(',') });
        for (const item of items) {
          const id = stringOf(item.id);
          if (id && batch.includes(id)) readings.set(id, readingOf(item.statistics));
        }
      }
      return readings;
    },
  };
}

export const youtubePlatform: ServerPlatform = {
  platform: 'youtube',
  missingSetting: (config) => (config.YOUTUBE_API_KEY ? null : 'YOUTUBE_API_KEY'),
  createReader: createYoutubeReader,
};
