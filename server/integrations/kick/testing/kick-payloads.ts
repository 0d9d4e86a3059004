// Webhook bodies in the shapes docs.kick.com documents ("Webhook Payloads"), for one channel.

type Json = Record<string, unknown>;

export const kickUser = (id: number, username: string, identity: Json | null = null) => ({
  is_anonymous: false,
  user_id: id,
  username,
  is_verified: false,
  profile_picture: 'https://example.com/avatar.jpg',
  channel_slug: username,
  identity,
});

export function kickPayloads(broadcasterId: number) {
  const broadcaster = { ...kickUser(broadcasterId, 'broadcaster_name'), is_verified: true };
  const subscription = (username: string, duration: number) => ({
    broadcaster,
    subscriber: kickUser(987654321, username),
    duration,
    created_at: '2025-01-14T16:08:06Z',
    expires_at: '2025-02-14T16:08:06Z',
  });
  return {
    subscriptionNew: (username = 'subscriber_name') => subscription(username, 1),
    subscriptionRenewal: (username = 'subscriber_name') => subscription(username, 3),
    subscriptionGifts: (count: number, anonymous = false) => ({
      broadcaster,
      gifter: anonymous
        ? {
            is_anonymous: true,
            user_id: null,
            username: null,
            is_verified: null,
            profile_picture: null,
            channel_slug: null,
            identity: null,
          }
        : kickUser(987654321, 'gifter_name'),
      giftees: Array.from({ length: count }, (_, i) => kickUser(561654654 + i, `giftee_${i}`)),
      created_at: '2025-01-14T16:08:06Z',
      expires_at: '2025-02-14T16:08:06Z',
    }),
    kicksGifted: (amount: number) => ({
      broadcaster,
      sender: kickUser(987654321, 'gift_sender'),
      gift: {
        amount,
        name: 'Rage Quit',
        type: 'LEVEL_UP',
        tier: 'MID',
        message: 'w',
        pinned_time_seconds: 600,
      },
      created_at: '2025-10-20T04:00:08.634Z',
    }),
    followed: () => ({ broadcaster, follower: kickUser(987654321, 'follower_name') }),
    chat: (
      messageId: string,
      content: string,
      sender: { id: number; username: string; badges: { text: string; type: string }[] },
    ) => ({
      message_id: messageId,
      replies_to: null,
      broadcaster: { ...broadcaster, identity: null },
      sender: kickUser(sender.id, sender.username, { username_color: '#FF5733', badges: sender.badges }),
      content,
      emotes: [],
      created_at: '2025-01-14T16:08:06Z',
    }),
  };
}
