import { describe, expect, it } from 'vitest';
import { notifiedBroadcaster } from './eventsub-mapping';

describe('notifiedBroadcaster', () => {
  it("reads the broadcaster, or a raid's receiving broadcaster", () => {
    expect(notifiedBroadcaster('channel.cheer', { broadcaster_user_id: '1337' })).toBe('1337');
    expect(
      notifiedBroadcaster('channel.raid', { from_broadcaster_user_id: '1', to_broadcaster_user_id: '42' }),
    ).toBe('42');
  });

  it('passes on nothing that is not a Twitch user id', () => {
    for (const id of ['12\u00003', '', 'abc', '1'.repeat(33), 7]) {
      expect(notifiedBroadcaster('channel.cheer', { broadcaster_user_id: id })).toBeUndefined();
    }
  });
});
