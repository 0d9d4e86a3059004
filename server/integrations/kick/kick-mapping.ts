import type { CounterEventBody } from '@core/api/subathon';
import { mayCommand } from '@core/counter/subathon/chat-command';

// Kick webhook payloads (docs.kick.com, "Webhook Payloads") → our stream events (issue 18; 018d).
// Kick has one subscription tier, priced like Twitch's tier 1, so subs count as tier '1': a tier-1
// rule applies to them, else the rule without a tier. Kicks (Kick's cheer, about a cent each, as a
// bit is) count as bits, so one "per 100 bits" rule prices both platforms alike.

type Ev = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const obj = (v: unknown): Ev => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Ev) : {});
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
const userName = (v: unknown) => (obj(v).is_anonymous === true ? 'Anonymous' : str(obj(v).username));

/** The events a connected channel is subscribed to, with their payload versions. */
export const KICK_EVENTS = [
  { name: 'channel.subscription.new', version: 1 },
  { name: 'channel.subscription.renewal', version: 1 },
  { name: 'channel.subscription.gifts', version: 1 },
  { name: 'kicks.gifted', version: 1 },
  { name: 'channel.followed', version: 1 },
  { name: 'chat.message.sent', version: 1 },
] as const;

/** The channel a delivery is for: every payload names its broadcaster, by Kick's numeric user id. */
export function kickBroadcaster(payload: Ev): string | undefined {
  const id = obj(payload.broadcaster).user_id;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0 ? String(id) : undefined;
  // Anything else (text with NUL bytes, a 1 MB string) is no Kick id and never reaches a query.
  return typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id) ? id : undefined;
}

type Mapped = Omit<CounterEventBody, 'amount'> & { amount: number };

export function mapKickEvent(type: string, payload: Ev, messageId: string): Mapped | null {
  switch (type) {
    case 'channel.subscription.new':
      return { id: messageId, type: 'sub', tier: '1', amount: 1, user: userName(payload.subscriber) };
    case 'channel.subscription.renewal':
      return { id: messageId, type: 'resub', tier: '1', amount: 1, user: userName(payload.subscriber) };
    case 'channel.subscription.gifts': {
      // One delivery per gift, naming each recipient: a gift of 5 is 5 subs.
      const count = Array.isArray(payload.giftees) ? payload.giftees.length : 0;
      if (count === 0) return null;
      return {
        id: messageId,
        type: 'gift_sub',
        tier: '1',
        amount: count,
        user: userName(payload.gifter) ?? 'Anonymous',
      };
    }
    case 'kicks.gifted': {
      const gift = obj(payload.gift);
      const kicks = num(gift.amount);
      if (!kicks) return null;
      return {
        id: messageId,
        type: 'bits',
        amount: kicks,
        user: userName(payload.sender),
        message: str(gift.message)?.slice(0, 500),
      };
    }
    case 'channel.followed':
      return { id: messageId, type: 'follow', amount: 1, user: userName(payload.follower) };
    default:
      return null;
  }
}

/** Whether a chat message's sender may command the timer: the broadcaster or a moderator. */
export function kickSenderMayCommand(payload: Ev): boolean {
  const sender = obj(payload.sender);
  const broadcaster = kickBroadcaster(payload);
  if (broadcaster !== undefined && sender.user_id !== undefined && String(sender.user_id) === broadcaster)
    return true;
  // Kick's badge `type` is Twitch's `set_id`: the same rule decides on both platforms.
  const badges = obj(sender.identity).badges;
  return mayCommand(Array.isArray(badges) ? badges.map((b) => ({ set_id: String(obj(b).type ?? '') })) : []);
}
