import { mayCommand } from '@core/counter/subathon/chat-command';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { composeAccountMail } from '../../mail/mail-layout';
import { noteWebhookDuplicate } from '../../plugins/metrics';
import { findConnectionByAccount, markConnectionBroken } from '../connection-queries';
import { handleMessageOnce, markMessageId } from '../message-ids';
import { applyChatLine, applyStreamEvent } from '../stream-events';
import { mapTwitchEvent, notifiedBroadcaster } from './eventsub-mapping';
import { eventSubHeaders, verifyEventSub } from './eventsub-signature';

type Ev = Record<string, unknown>;
interface Notification {
  subscription: { id?: string; type: string; status?: string; condition: Ev };
  event?: Ev;
  challenge?: string;
}

function parseNotification(raw: string): Notification {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('validation', 'Request body is not valid JSON.');
  }
  const n = json as Notification;
  if (
    !n ||
    typeof n !== 'object' ||
    typeof n.subscription?.type !== 'string' ||
    typeof n.subscription.condition !== 'object' ||
    !n.subscription.condition
  )
    throw new AppError('validation', 'Not a Twitch EventSub message.');
  return n;
}

// Twitch EventSub webhooks (issue 18). Its own plugin context: the JSON parser keeps the raw text,
// which the signature covers byte for byte.
export default async function twitchEventSubRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  // Chat commands act on every running or paused synced counter of the broadcaster, through the
  // event log (source 'chat'), so the owner sees who added time and can undo it.
  const applyChat = (user: UserRow, prefix: string, event: Ev, messageId: string) => {
    const badges = Array.isArray(event.badges) ? (event.badges as { set_id: string }[]) : [];
    return applyChatLine(app, user.id, prefix, {
      text: ((event.message as Ev)?.text as string | undefined) ?? '',
      user: typeof event.chatter_user_name === 'string' ? event.chatter_user_name : null,
      messageId: typeof event.message_id === 'string' ? event.message_id : messageId,
      mayCommand: mayCommand(badges),
    });
  };

  const applyNotification = async (n: Notification, messageId: string) => {
    const broadcaster = notifiedBroadcaster(n.subscription.type, n.subscription.condition);
    const found = broadcaster ? await findConnectionByAccount(app.db, 'twitch', broadcaster) : undefined;
    // Not (or no longer) ours, or no Premium: acknowledged, so Twitch does not resend it. A
    // connection whose user token Twitch refused (needs_reauth) still hears what its subscriptions,
    // made with our app token, deliver: until Twitch revokes them, they are the channel's events.
    if (!found || found.connection.status === 'broken' || !n.event) return;
    // A follow moves the channel's live follower count at once, for every counter following it
    // (a live count needs no Premium; the subathon event below does). The count is no event log
    // entry, so it carries a mark of its own, committed with the increment: a resend after a kill
    // between here and the end adds nothing more.
    if (n.subscription.type === 'channel.follow')
      await app.liveSources.countPushed('twitch', broadcaster!, 1, (tx) =>
        markMessageId(tx, `twitch-follow:${messageId}`),
      );
    if (!isPremium(found.user)) return;
    if (n.subscription.type === 'channel.chat.message') {
      await applyChat(found.user, found.connection.commandPrefix, n.event, messageId);
      return;
    }
    const mapped = mapTwitchEvent(n.subscription.type, n.event, messageId);
    if (mapped) await applyStreamEvent(app, found.user.id, 'twitch', mapped);
  };

  const revoke = async (n: Notification) => {
    const broadcaster = notifiedBroadcaster(n.subscription.type, n.subscription.condition);
    if (!broadcaster) return;
    const reason = n.subscription.status ?? 'revoked';
    const broken = await markConnectionBroken(app.db, 'twitch', broadcaster, reason);
    const found = broken && (await findConnectionByAccount(app.db, 'twitch', broadcaster));
    if (!found) return;
    // The owner must learn it: subathon events stopped arriving from Twitch.
    await app.mailer.send(
      composeAccountMail({
        to: found.user.email,
        subject: 'Twitch stopped sending events to Countstream',
        intro: [
          `Twitch revoked the event subscriptions of your channel ${found.connection.name} (${reason}).`,
          'Subs, bits and chat commands no longer reach your subathon timers. Reconnect Twitch on the control page to start again:',
        ],
        action: { label: 'Reconnect Twitch', link: `${app.config.appUrl}/dashboard` },
        outro: ['If you disconnected Countstream on Twitch on purpose, you can ignore this e-mail.'],
      }),
    );
  };

  app.post('/api/integrations/twitch/eventsub', { config: { webhook: 'twitch' } }, async (request, reply) => {
    const secret = app.config.TWITCH_EVENTSUB_SECRET;
    if (!secret) throw new AppError('unavailable', 'Twitch is not configured.');
    const raw = typeof request.body === 'string' ? request.body : '';
    const check = verifyEventSub(request.headers, raw, secret, Date.now());
    if (!check.ok) return reply.status(403).send({ message: check.message });
    const h = eventSubHeaders(request.headers);
    const n = parseNotification(raw);
    if (h.type === 'webhook_callback_verification') {
      if (typeof n.challenge !== 'string') throw new AppError('validation', 'challenge is missing.');
      return reply.status(200).type('text/plain').send(n.challenge);
    }
    // Each message id once: a resend of one already handled is acknowledged and ignored. One not
    // marked is applied again (each part of it once), so a failure or a kill part-way only leaves
    // Twitch's resend to finish it.
    const { duplicate } = await handleMessageOnce(app.db, `twitch:${h.id}`, async () => {
      if (h.type === 'revocation') await revoke(n);
      else if (h.type === 'notification') await applyNotification(n, h.id!);
    });
    if (duplicate) {
      noteWebhookDuplicate(request);
      return reply.status(200).send({ received: true, duplicate: true });
    }
    return reply.status(200).send({ received: true });
  });
}
