import { PlatformStandIn, type RecordedCall, type Reply } from '../../../testing/platform-stand-in';
import {
  channelResource,
  channelsListResponse,
  incompatibleParametersError,
  invalidKeyError,
  missingKeyError,
  missingParameterError,
  notFoundError,
  quotaExceededError,
  type SeedChannel,
} from './youtube-fixtures';

// A loopback YouTube Data API v3 with the one method we call, GET /youtube/v3/channels ("Channels:
// list"), answering as developers.google.com/youtube/v3 documents it:
// - the key travels in the `key` query parameter; none → 403 forbidden, an unknown one → 400
//   API key not valid ("YouTube Data API - Errors"; Google's wording of the key refusals);
// - every call made with a valid key costs 1 unit, a refused one too, and once the day's units are
//   spent every call answers 403 quotaExceeded ("Quota Calculator": channels.list costs 1, "all
//   API requests, including invalid requests, incur a quota cost of at least one point");
// - exactly one filter (`id`, a comma-separated list; `forHandle`, with or without '@';
//   `forUsername`) and a `part` ("Channels: list" parameters; 400 otherwise);
// - counts are strings, rounded down to three significant figures from 1,000 on, and a hidden
//   count sends no subscriberCount at all ("Channels" resource, statistics).
// Tests seed channels, change their counts, and spend or reset the day's units.

export const STAND_IN_API_KEY = 'AIzaSyStandIn-test-key-0123456789abcd';
const BASE_PATH = '/youtube/v3';
const FILTERS = ['id', 'forHandle', 'forUsername', 'mine', 'managedByMe', 'categoryId'] as const;

export class YoutubeStandIn extends PlatformStandIn {
  /** The key the API accepts. */
  apiKey = STAND_IN_API_KEY;
  /** The project's daily units (10,000 unless Google raised it). */
  dailyUnits = 10_000;
  /** Units spent today. */
  unitsUsed = 0;
  private readonly channels = new Map<string, SeedChannel>();

  /** The base URL a reader is configured with (YOUTUBE_API_URL). */
  get apiUrl(): string {
    return `${this.url}${BASE_PATH}`;
  }

  seedChannel(channel: SeedChannel): void {
    this.channels.set(channel.id, { ...channel });
  }

  /** The channel's exact count; YouTube rounds it when it answers. */
  setCount(id: string, subscribers: number): void {
    this.channelOf(id).subscribers = subscribers;
  }

  setHidden(id: string, hidden: boolean): void {
    this.channelOf(id).hidden = hidden;
  }

  removeChannel(id: string): void {
    this.channels.delete(id);
  }

  /** Midnight Pacific: the day's units start again. */
  resetQuota(): void {
    this.unitsUsed = 0;
  }

  private channelOf(id: string): SeedChannel {
    const channel = this.channels.get(id);
    if (!channel) throw new Error(`The YouTube stand-in has no channel ${id}.`);
    return channel;
  }

  protected override handle(call: RecordedCall, reply: Reply): void {
    const [status, body] = this.answer(call);
    reply(status, body);
  }

  private answer(call: RecordedCall): [number, unknown] {
    const key = call.query.get('key');
    if (!key) return [403, missingKeyError()];
    if (key !== this.apiKey) return [400, invalidKeyError()];
    if (this.unitsUsed >= this.dailyUnits) return [403, quotaExceededError()];
    this.unitsUsed += 1;
    if (call.method !== 'GET' || call.path !== `${BASE_PATH}/channels`) return [404, notFoundError()];
    const part = call.query.get('part');
    if (!part) return [400, missingParameterError('Required parameter: part')];
    const given = FILTERS.filter((f) => call.query.has(f));
    const [filter] = given;
    if (filter === undefined)
      return [400, missingParameterError(`No filter selected. Expected one of: ${FILTERS.join(', ')}`)];
    if (given.length > 1) return [400, incompatibleParametersError(given)];
    const parts = new Set(part.split(',').map((p) => p.trim()));
    const found = this.find(filter, call.query.get(filter) ?? '');
    return [200, channelsListResponse(found.map((c) => channelResource(c, parts)))];
  }

  private find(filter: (typeof FILTERS)[number], value: string): SeedChannel[] {
    if (filter === 'id') {
      const ids = new Set(value.split(',').map((id) => id.trim()));
      return [...ids].flatMap((id) => this.channels.get(id) ?? []);
    }
    if (filter === 'forHandle') {
      const handle = value.replace(/^@/, '').toLowerCase();
      return [...this.channels.values()].filter((c) => c.handle.toLowerCase() === handle).slice(0, 1);
    }
    // No legacy usernames are seeded; the other filters need OAuth, which a key cannot give.
    return [];
  }
}
