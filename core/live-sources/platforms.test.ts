import { describe, expect, it } from 'vitest';
import { CONNECT_PLATFORMS, connectPlatformOf, LIVE_SOURCE_PLATFORMS, SOURCE_CONNECTIONS } from './platforms';

describe('connected live sources', () => {
  it("name a connect platform for each platform read with its owner's token, and none for the rest", () => {
    for (const platform of LIVE_SOURCE_PLATFORMS) {
      const connect = SOURCE_CONNECTIONS[platform];
      expect(connectPlatformOf(platform)).toBe(connect ?? null);
      if (connect) expect(CONNECT_PLATFORMS).toContain(connect);
    }
    expect(connectPlatformOf('youtube')).toBeNull();
  });
});
