import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance } from 'fastify';
import { noteWebhookDuplicate } from '../../plugins/metrics';
import { findConnectionByAccount } from '../connection-queries';
import { handleMessageOnce } from '../message-ids';
import { applyChatLine, applyStreamEvent } from '../stream-events';
import { countKickFollow } from './kick-follow-count';
import { kickBroadcaster, kickSenderMayCommand, mapKickEvent } from './kick-mapping';
import { kickHeaders, kickPublicKey, verifyKickWebhook } from './kick-signature';

type Ev = Record<string, unknown>;

function parsePayload(raw: string): Ev {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('validation', 'Request body is not valid JSON.');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json) || !kickBroadcaster(json as Ev))
    throw new AppError('validation', 'Not a Kick webhook payload (no broadcaster.user_id).');
  return json as Ev;
}

// Kick webhooks (issue 18, source 3; 018d). Kick sends every app's deliveries to the one webhook
// URL set in the app's settings at kick.com: this route. Its own plugin context: the JSON parser
// keeps the raw text, which the signature covers byte for byte.
export default async function kickWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const key = kickPublicKey(app.config.KICK_PUBLIC_KEY);

  const applyDelivery = async (type: string, payload: Ev, messageId: string) => {
    const broadcaster = kickBroadcaster(payload)!;
    const found = await findConnectionByAccount(app.db, 'kick', broadcaster);
    // Not (or no longer) ours, or no Premium: acknowledged, so Kick does not resend it.
    if (!found) return;
    // A follow adds one to the channel's counted follower total (a live count needs no Premium;
    // the subathon event below does).
    if (type === 'channel.followed') await countKickFollow(app, broadcaster, messageId);
    if (!isPremium(found.user)) return;
    if (type === 'chat.message.sent') {
      const sender = (payload.sender ?? {}) as Ev;
      await applyChatLine(app, found.user.id, found.connection.commandPrefix, {
        text: typeof payload.content === 'string' ? payload.content : '',
        user: typeof sender.username === 'string' ? sender.username : null,
        // Kick's chat message id, apart from Twitch's in the log's keys.
        messageId: `kick:${typeof payload.message_id === 'string' ? payload.message_id : messageId}`,
        mayCommand: kickSenderMayCommand(payload),
      });
      return;
    }
    const mapped = mapKickEvent(type, payload, messageId);
    if (mapped) await applyStreamEvent(app, found.user.id, 'kick', mapped);
  };

  app.post('/api/integrations/kick/webhook', { config: { webhook: 'kick' } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const check = verifyKickWebhook(request.headers, raw, key, Date.now());
    if (!check.ok) return reply.status(check.status).send({ message: check.message });
    const h = kickHeaders(request.headers);
    if (!h.type) throw new AppError('validation', 'Kick-Event-Type header is missing.');
    if (h.id!.length > 100) throw new AppError('validation', 'Kick-Event-Message-Id is too long.');
    const payload = parsePayload(raw);
    // Each message id once: Kick may deliver one twice, and retries a failed one. A failure or a
    // kill part-way leaves the id unmarked, and the retry applies what is missing.
    const { duplicate } = await handleMessageOnce(app.db, `kick:${h.id}`, () =>
      applyDelivery(h.type!, payload, h.id!),
    );
    if (duplicate) {
      noteWebhookDuplicate(request);
      return reply.status(200).send({ received: true, duplicate: true });
    }
    return reply.status(200).send({ received: true });
  });
}
