import { describe, expect, it } from 'vitest';
import {
  counterSettingsSchema,
  LIVE_SOURCES_NUMBER_MESSAGE,
  LIVE_SOURCES_SYNCED_MESSAGE,
  SUBATHON_SYNCED_MESSAGE,
} from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';

const valid = {
  ...createFormDefaults(new Date('2026-05-01T12:00:00Z'), 'Europe/London'),
  countdownType: 'number' as const,
};
const issues = (patch: Record<string, unknown>) => {
  const result = counterSettingsSchema.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('settings.liveSources', () => {
  it('takes 1 to 8 accounts as creators paste them, trimmed', () => {
    const parsed = counterSettingsSchema.parse({
      ...valid,
      liveSources: [
        { platform: 'youtube', account: ' @MrBeast ' },
        { platform: 'twitch', account: 'https://www.twitch.tv/shroud' },
        { platform: 'bluesky', account: 'bsky.app/profile/jay.bsky.team' },
        { platform: 'x', account: '@XDevelopers' },
      ],
    });
    expect(parsed.liveSources?.[0]).toEqual({ platform: 'youtube', account: '@MrBeast' });
    expect(parsed.liveSources).toHaveLength(4);
    const eight = Array.from({ length: 8 }, (_, i) => ({ platform: 'twitch', account: `streamer${i}` }));
    expect(issues({ liveSources: eight })).toEqual([]);
  });

  it('refuses none, more than 8, an unknown platform or an account the platform cannot have', () => {
    expect(issues({ liveSources: [] })).toEqual([
      'liveSources: Add an account to follow, or turn Live count off.',
    ]);
    const nine = Array.from({ length: 9 }, (_, i) => ({ platform: 'twitch', account: `streamer${i}` }));
    expect(issues({ liveSources: nine })).toEqual(['liveSources: A counter can follow at most 8 accounts.']);
    expect(issues({ liveSources: [{ platform: 'myspace', account: 'tom' }] })).toEqual([
      'liveSources.0.platform: Pick one of YouTube, Twitch, Bluesky, X, Kick, TikTok, Threads, Instagram or Facebook.',
    ]);
    expect(issues({ liveSources: [{ platform: 'twitch', account: '   ' }] })).toEqual([
      'liveSources.0.account: Enter the account to follow.',
    ]);
    const [problem] = issues({ liveSources: [{ platform: 'bluesky', account: 'not a handle!' }] });
    expect(problem).toMatch(/^liveSources\.0\.account: /);
    expect(issues({ liveSources: [{ platform: 'x', account: 'a', extra: 1 }] })).toHaveLength(1);
  });

  it('says why, in the product’s words', () => {
    expect(LIVE_SOURCES_NUMBER_MESSAGE).toBe('Live counts are for number counters.');
    expect(LIVE_SOURCES_SYNCED_MESSAGE).toBe(
      'A counter follows either live counts or Live control, not both. Turn one of them off.',
    );
  });

  it('is for number counters that are not under Live control', () => {
    const sources = [{ platform: 'bluesky', account: 'jay.bsky.team' }];
    expect(issues({ liveSources: sources, countdownType: 'datetime' })).toContain(
      `liveSources: ${LIVE_SOURCES_NUMBER_MESSAGE}`,
    );
    expect(issues({ liveSources: sources, synced: true })).toEqual([
      `liveSources: ${LIVE_SOURCES_SYNCED_MESSAGE}`,
    ]);
  });

  it('lets milestones fire on a live count without Live control, but not event rules', () => {
    const sources = [{ platform: 'bluesky', account: 'jay.bsky.team' }];
    expect(issues({ liveSources: sources, milestones: [{ value: 1000, message: '1K!' }] })).toEqual([]);
    expect(issues({ milestones: [{ value: 1000, message: '1K!' }] })).toEqual([
      `eventRules: ${SUBATHON_SYNCED_MESSAGE}`,
    ]);
    expect(issues({ liveSources: sources, eventRules: [{ type: 'tip', value: 5 }] })).toEqual([
      `eventRules: ${SUBATHON_SYNCED_MESSAGE}`,
    ]);
  });
});
