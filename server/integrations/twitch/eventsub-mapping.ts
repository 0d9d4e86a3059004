import type { CounterEventBody } from '@core/api/subathon';
import type { SubTier } from '@core/counter/subathon/event-rules';

// Twitch EventSub notifications → our stream events (issue 18). Amounts as the rules expect:
// sub-like events count subs (a gift of 5 is 5), cheers count bits, raids count viewers.

type Ev = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

/** Twitch tiers are '1000', '2000', '3000'; Prime subscriptions arrive as '1000' too. */
export function twitchTier(v: unknown): SubTier | undefined {
  return ({ '1000': '1', '2000': '2', '3000': '3' } as const)[str(v) as '1000'];
}

/** The broadcaster a notification is for: raids name the raided channel. */
// Twitch user ids are decimal digits; anything else (a NUL byte, a megabyte of text) is no user of
// ours and never reaches a query.
const TWITCH_USER_ID = /^\d{1,32}$/;

export function notifiedBroadcaster(subscriptionType: string, condition: Ev): string | undefined {
  const id = str(
    subscriptionType === 'channel.raid' ? condition.to_broadcaster_user_id : condition.broadcaster_user_id,
  );
  return id !== undefined && TWITCH_USER_ID.test(id) ? id : undefined;
}

export function mapTwitchEvent(
  subscriptionType: string,
  event: Ev,
  messageId: string,
): (Omit<CounterEventBody, 'amount'> & { amount: number }) | null {
  const base = { id: messageId, user: str(event.user_name) };
  switch (subscriptionType) {
    case 'channel.subscribe':
      // Each gifted sub also arrives as channel.subscribe with is_gift; the gift event counts them.
      if (event.is_gift === true) return null;
      return { ...base, type: 'sub', tier: twitchTier(event.tier), amount: 1 };
    case 'channel.subscription.message':
      return {
        ...base,
        type: 'resub',
        tier: twitchTier(event.tier),
        amount: 1,
        message: str((event.message as Ev)?.text)?.slice(0, 500),
      };
    case 'channel.subscription.gift':
      return {
        ...base,
        user: event.is_anonymous === true ? 'Anonymous' : base.user,
        type: 'gift_sub',
        tier: twitchTier(event.tier),
        amount: num(event.total) ?? 1,
      };
    case 'channel.cheer': {
      const bits = num(event.bits);
      if (!bits) return null;
      return {
        ...base,
        user: event.is_anonymous === true ? 'Anonymous' : base.user,
        type: 'bits',
        amount: bits,
      };
    }
    case 'channel.follow':
      return { ...base, type: 'follow', amount: 1 };
    case 'channel.raid': {
      const viewers = num(event.viewers);
      return viewers
        ? { id: messageId, user: str(event.from_broadcaster_user_name), type: 'raid', amount: viewers }
        : null;
    }
    default:
      return null;
  }
}
