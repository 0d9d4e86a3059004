import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import { billingEventApplied } from '../effects/billing-effects';
import { noteWebhookDuplicate } from '../plugins/metrics';
import { verifyPaddleSignature } from './paddle-signature';
import { paddleEventSchema } from './webhook-events';
import { applyPaddleEvent } from './webhook-service';

const MAX_EVENT_DEPTH = 32;

// Iterative, so measuring a hostile document cannot itself overflow the stack.
function nestingDepth(root: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    max = Math.max(max, depth);
    // Stryker disable next-line ConditionalExpression: only ends the walk early; past the limit is refused either way
    if (max > MAX_EVENT_DEPTH) break;
    if (value && typeof value === 'object') for (const v of Object.values(value)) stack.push([v, depth + 1]);
  }
  return max;
}

// Its own plugin context: the JSON parser here keeps the raw text, which the signature covers
// byte for byte; every other route keeps Fastify's parser (which Fastify lets a context replace).
export default async function paddleWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post('/api/paddle/webhook', { config: { webhook: 'paddle' } }, async (request, reply) => {
    const secret = app.config.PADDLE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('unavailable', 'Paddle webhooks are not configured.');
    const raw = typeof request.body === 'string' ? request.body : '';
    // Node joins a repeated header into one string; String() is for the type, which allows a list.
    const header = String(request.headers['paddle-signature'] ?? '');
    const check = verifyPaddleSignature(header, raw, secret, app.config.PADDLE_WEBHOOK_TOLERANCE_SECONDS);
    if (!check.ok) return reply.status(check.status).send({ message: check.message });

    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('validation', 'Request body is not valid JSON.');
    }
    // Paddle's payloads are a few levels deep; thousands of levels would overflow JSON.stringify when stored.
    if (nestingDepth(json) > MAX_EVENT_DEPTH) throw new AppError('validation', 'Not a Paddle notification.');
    const parsed = paddleEventSchema.safeParse(json);
    if (!parsed.success) throw new AppError('validation', 'Not a Paddle notification.');

    const result = await applyPaddleEvent(app.db, parsed.data, secret);
    if (result.outcome === 'duplicate') noteWebhookDuplicate(request);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: announcing a change that did not happen only re-reads the owner's views
    await billingEventApplied(app, result, result.outcome === 'applied' ? result.userId : null);
    // Kept, not applied: listed for admins and applied once its user is known. Still a 2xx, or
    // Paddle would retry an event that no retry can place.
    // Stryker disable all: a warning for operators only; what is kept is tested in webhook-sequences.test.ts
    if (result.outcome === 'unmatched') {
      request.log.warn({ eventId: parsed.data.event_id }, 'paddle event matches no user yet');
    }
    // Stryker restore all
    return reply.status(200).send({ received: true, outcome: result.outcome });
  });
}
