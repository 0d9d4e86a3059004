import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { paddleEvent, signedHeaders, subscriptionData } from '../../billing/testing/test-support';
import { counterEvents, counterLogos, counters, counterWebhooks } from '../../db/schema';
import { rotateHookToken } from '../../hook-urls/hook-url-queries';
import { kickDeliveryHeaders } from '../../integrations/kick/testing/kick-test-support';
import { twitchHeaders } from '../../integrations/twitch/testing/twitch-test-support';
import type { TestApp } from '../test-app';
import {
  type Account,
  type ActorName,
  type Actors,
  freshAddressProof,
  freshAuthLink,
  freshResetToken,
  freshSessionCookie,
  insertCounterFor,
  insertPlainUser,
  KEY_ACTORS,
  type KeyActorName,
  validCounterBody,
} from './actors';
import { SECRET_SENTINELS } from './secret-scan';

// THE authorization matrix: every API route × actor, with the status each must get.
// A new route fails authorization-matrix.test.ts until it has a row here. Add one like this:
//   row('POST', '/api/things/:id', [401, 200, 200, 404, 404], async (c) => ({ url: ..., payload: ... }))
// The five numbers are visitor, Free user, Premium user, another user, admin (see actors.ts).
// The request builder gets a context per cell and returns what differs from the default
// (the row's url as is, no body, the actor's own session cookie).

export interface Cell {
  t: TestApp;
  actor: ActorName;
  account: Account | null; // null for the visitor
  actors: Actors;
}

export interface CellRequest {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  cookie?: string; // replaces the actor's cookie (a fresh session for calls that end or replace one)
  cleanup?: (body: unknown) => Promise<void>;
}

export interface MatrixRow {
  method: string;
  url: string;
  expected: Record<ActorName, number>;
  build: (cell: Cell) => Promise<CellRequest> | CellRequest;
}

/**
 * The actor whose call gets past authentication to the route's own handler: one it succeeds for,
 * or else one it is refused for by the route's rules (a 409 of resume with nothing to resume).
 * Tests that must show only their own check refused a call send it as this actor.
 */
export function handlerActor(row: MatrixRow): ActorName | undefined {
  const names = Object.keys(row.expected) as ActorName[];
  // Undefined for key-only routes, which no cookie actor reaches.
  return names.find((a) => row.expected[a] < 300) ?? names.find((a) => ![401, 403].includes(row.expected[a]));
}

type Five = [visitor: number, free: number, premium: number, other: number, admin: number];

function row(method: string, url: string, s: Five, build: MatrixRow['build'] = () => ({})): MatrixRow {
  const [visitor, free, premium, other, admin] = s;
  return { method, url, expected: { visitor, free, premium, other, admin }, build };
}

// The counter a cell acts on: Free and Premium act on their own; everyone else on the Free user's.
function targetCounter(c: Cell): string {
  if (c.actor === 'free' || c.actor === 'premium') return c.account!.counterId!;
  return c.actors.free.counterId!;
}
// An outbound webhook of the cell's target counter, made in the database (no URL rule, no network:
// the discard port of this machine refuses at once), for the rows that act on one.
async function insertWebhook(c: Cell): Promise<string> {
  const id = `matrix-${randomUUID()}`.slice(0, 30);
  await c.t.app.db
    .insert(counterWebhooks)
    .values({ id, counterId: targetCounter(c), url: 'http://127.0.0.1:9/matrix', secret: 'matrix-secret' });
  return id;
}
const targetOwner = (c: Cell) => (c.actor === 'premium' ? c.actors.premium.id : c.actors.free.id);
const freshSession = async (c: Cell) =>
  c.account ? { cookie: await freshSessionCookie(c.t, c.account.id) } : {};
const removeCreatedCounter = (c: Cell) => async (body: unknown) => {
  const id = (body as { id?: string })?.id;
  if (id)
    await c.t.app.inject({ method: 'DELETE', url: `/api/admin/counters/${id}`, headers: adminHeaders(c) });
};
const adminHeaders = (c: Cell) => ({ origin: c.t.config.appUrl, cookie: c.actors.admin.cookie });
const forUser = async (c: Cell, extra: object = {}) => ({
  payload: { userId: await insertPlainUser(c.t), ...extra },
});
const uniqueMail = () => `matrix-${randomUUID().slice(0, 8)}@example.com`;

export const MATRIX: MatrixRow[] = [
  // ---- auth -------------------------------------------------------- visitor free prem other admin
  row('GET', '/api/login', [302, 302, 302, 302, 302]),
  row('POST', '/api/register', [201, 201, 201, 201, 201], async (c) => ({
    ...(await freshSession(c)),
    payload: { email: uniqueMail(), password: 'matrix-pass' },
  })),
  row('POST', '/api/login', [200, 200, 200, 200, 200], async (c) => {
    const who = c.account ?? c.actors.free;
    return { ...(await freshSession(c)), payload: { email: who.email, password: who.password } };
  }),
  row('POST', '/api/logout', [200, 200, 200, 200, 200], freshSession),
  row('GET', '/api/user', [401, 200, 200, 200, 200]),
  row('GET', '/api/session', [200, 200, 200, 200, 200]),
  row('POST', '/api/forgot-password', [200, 200, 200, 200, 200], () => ({
    payload: { email: uniqueMail() },
  })),
  row('POST', '/api/reset-password', [200, 200, 200, 200, 200], async (c) => ({
    ...(await freshSession(c)),
    payload: { token: await freshResetToken(c.t), password: 'a-new-password' },
  })),
  row('POST', '/api/verify-email', [200, 200, 200, 200, 200], (c) => freshAddressProof(c.t)),
  // Each actor's address is proven (actors.ts), so there is no link to send again.
  row('POST', '/api/verify-email/resend', [401, 409, 409, 409, 409]),
  row('POST', '/api/sign-in-link', [200, 200, 200, 200, 200], () => ({ payload: { email: uniqueMail() } })),
  row('POST', '/api/sign-in-link/use', [200, 200, 200, 200, 200], async (c) => ({
    ...(await freshSession(c)),
    payload: { token: await freshAuthLink(c.t, 'sign_in') },
  })),

  // ---- billing ----------------------------------------------------- visitor free prem other admin
  row('GET', '/api/pricing', [200, 200, 200, 200, 200]),
  row('GET', '/api/billing/config', [200, 200, 200, 200, 200]),
  row('POST', '/api/fix-paddle-customer', [401, 200, 200, 200, 200]),
  row('POST', '/api/billing/checkout', [401, 200, 200, 200, 200]),
  row('GET', '/api/billing/status', [401, 200, 200, 200, 200]),
  // Each signed-in user reads the e-mail image opens of their own counters only.
  row('GET', '/api/image-opens', [401, 200, 200, 200, 200]),
  // The fix-paddle-customer row above gave every actor a Paddle customer in the stand-in.
  row('POST', '/api/billing/portal', [401, 200, 200, 200, 200]),
  // Nobody here has a subscription set to end: resuming is refused, not falsely confirmed.
  row('POST', '/api/billing/resume', [401, 409, 409, 409, 409]),
  row('POST', '/api/billing/notify-when-active', [401, 200, 200, 200, 200]),
  // Each cell deletes a throwaway account of its own; an admin account cannot delete itself.
  row('DELETE', '/api/user', [401, 200, 200, 200, 403], async (c) =>
    c.actor === 'visitor' || c.actor === 'admin'
      ? {}
      : { cookie: await freshSessionCookie(c.t, await insertPlainUser(c.t)) },
  ),
  // Not cookie-authenticated: the signature is the credential, so every actor gets the same answer.
  row('POST', '/api/paddle/webhook', [200, 200, 200, 200, 200], () => {
    const body = JSON.stringify(
      paddleEvent(
        'subscription.updated',
        new Date(),
        subscriptionData({ id: 'sub_none', status: 'active', customerId: 'ctm_none' }),
      ),
    );
    return { payload: body, headers: signedHeaders(body, SECRET_SENTINELS.PADDLE_WEBHOOK_SECRET) };
  }),

  // Twitch signs its webhooks: a signed notification (for no connected channel) is acknowledged
  // the same for every actor.
  row('POST', '/api/integrations/twitch/eventsub', [200, 200, 200, 200, 200], () => {
    const body = JSON.stringify({
      subscription: { type: 'channel.follow', condition: { broadcaster_user_id: '1' } },
      event: { user_name: 'matrix' },
    });
    return { payload: body, headers: twitchHeaders(body, 'notification') };
  }),
  // Connecting Twitch: the status and disconnect are anyone's own (nobody here is connected); the
  // connect needs Premium, and this app has no Twitch client credentials (503). No callback state
  // was ever issued, so every callback is refused before Twitch is called.
  row('GET', '/api/integrations/connections', [401, 200, 200, 200, 200]),
  row('GET', '/api/integrations/twitch', [401, 200, 200, 200, 200]),
  row('DELETE', '/api/integrations/twitch', [401, 200, 200, 200, 200]),
  row('GET', '/api/integrations/twitch/connect', [401, 403, 503, 403, 403]),
  row('GET', '/api/integrations/twitch/callback', [400, 400, 400, 400, 400], () => ({
    url: '/api/integrations/twitch/callback?code=matrix&state=matrix',
  })),

  // Kick signs its webhooks with its RSA key (the suites configure a test key pair): a signed
  // delivery for a channel nobody connected is acknowledged the same for every actor.
  row('POST', '/api/integrations/kick/webhook', [200, 200, 200, 200, 200], () => {
    const body = JSON.stringify({
      broadcaster: { user_id: 1, username: 'matrix' },
      follower: { user_id: 2, username: 'matrix_follower' },
    });
    return { payload: body, headers: kickDeliveryHeaders(body, 'channel.followed') };
  }),
  // Connecting Kick, as Twitch: status and disconnect are anyone's own, connect needs Premium and
  // this app has no Kick client credentials (503); no state was issued, so every callback is 400.
  row('GET', '/api/integrations/kick', [401, 200, 200, 200, 200]),
  row('DELETE', '/api/integrations/kick', [401, 200, 200, 200, 200]),
  // The counted follower start is the caller's own connection's; nobody here is connected.
  row('PUT', '/api/integrations/kick/followers', [401, 404, 404, 404, 404], () => ({
    payload: { start: 10 },
  })),
  row('GET', '/api/integrations/kick/connect', [401, 403, 503, 403, 403]),
  row('GET', '/api/integrations/kick/callback', [400, 400, 400, 400, 400], () => ({
    url: '/api/integrations/kick/callback?code=matrix&state=matrix',
  })),
  // Connecting TikTok, Threads, Instagram and Facebook Pages (for an account's own follower count): open to every plan, so
  // every signed-in caller hears this app has no credentials for them (503); callbacks as above.
  row('GET', '/api/integrations/tiktok', [401, 200, 200, 200, 200]),
  row('DELETE', '/api/integrations/tiktok', [401, 200, 200, 200, 200]),
  row('GET', '/api/integrations/tiktok/connect', [401, 503, 503, 503, 503]),
  row('GET', '/api/integrations/tiktok/callback', [400, 400, 400, 400, 400], () => ({
    url: '/api/integrations/tiktok/callback?code=matrix&state=matrix',
  })),
  row('GET', '/api/integrations/threads', [401, 200, 200, 200, 200]),
  row('DELETE', '/api/integrations/threads', [401, 200, 200, 200, 200]),
  row('GET', '/api/integrations/threads/connect', [401, 503, 503, 503, 503]),
  row('GET', '/api/integrations/threads/callback', [400, 400, 400, 400, 400], () => ({
    url: '/api/integrations/threads/callback?code=matrix&state=matrix',
  })),
  row('GET', '/api/integrations/instagram', [401, 200, 200, 200, 200]),
  row('DELETE', '/api/integrations/instagram', [401, 200, 200, 200, 200]),
  row('GET', '/api/integrations/instagram/connect', [401, 503, 503, 503, 503]),
  row('GET', '/api/integrations/instagram/callback', [400, 400, 400, 400, 400], () => ({
    url: '/api/integrations/instagram/callback?code=matrix&state=matrix',
  })),
  row('GET', '/api/integrations/facebook', [401, 200, 200, 200, 200]),
  row('DELETE', '/api/integrations/facebook', [401, 200, 200, 200, 200]),
  row('GET', '/api/integrations/facebook/connect', [401, 503, 503, 503, 503]),
  row('GET', '/api/integrations/facebook/callback', [400, 400, 400, 400, 400], () => ({
    url: '/api/integrations/facebook/callback?code=matrix&state=matrix',
  })),

  // ---- counters ---------------------------------------------------- visitor free prem other admin
  row('GET', '/api/counters', [401, 200, 200, 200, 200]),
  // Test apps read no platform: YouTube has no key here, so every signed-in caller hears so (400).
  row('GET', '/api/live-sources/lookup', [401, 400, 400, 400, 400], () => ({
    url: '/api/live-sources/lookup?platform=youtube&account=%40creator',
  })),
  // Free and other already own their 1 counter (plan limit); the admin owns none.
  row('POST', '/api/counters', [401, 403, 201, 403, 201], (c) => ({
    payload: validCounterBody(),
    cleanup: removeCreatedCounter(c),
  })),
  row('GET', '/api/counters/:id', [401, 200, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}`,
  })),
  row('PUT', '/api/counters/:id', [401, 200, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}`,
    payload: validCounterBody('Renamed by matrix'),
  })),
  row('DELETE', '/api/counters/:id', [401, 200, 200, 404, 404], async (c) => {
    const id = await insertCounterFor(c.t, targetOwner(c), 'To delete');
    return { url: `/api/counters/${id}`, cleanup: removeCreatedCounter(c).bind(null, { id }) };
  }),
  row('GET', '/api/counters/:id/embed-code', [401, 403, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/embed-code`,
  })),
  // Owner only; the matrix's counters follow no live counts, which their owners are told (400).
  row('GET', '/api/counters/:id/live-history', [401, 400, 400, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/live-history`,
  })),
  // Premium: a Free owner is told so. The body is a file's raw bytes (a PNG's signature is enough).
  row('PUT', '/api/counters/:id/logo', [401, 403, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/logo`,
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    headers: { 'content-type': 'application/octet-stream' },
  })),
  // A new counter's logo, before it has an id: Premium only (other and the admin are not Premium).
  row('PUT', '/api/logos', [401, 403, 200, 403, 403], () => ({
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 14]),
    headers: { 'content-type': 'application/octet-stream' },
  })),
  // Public, by the content hash: an embed or a share page shows it to anyone.
  row('GET', '/api/logos/:hash', [200, 200, 200, 200, 200], async (c) => {
    const hash = randomUUID().replaceAll('-', '').repeat(2);
    await c.t.app.db.insert(counterLogos).values({
      counterId: targetCounter(c),
      hash,
      contentType: 'image/png',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    return { url: `/api/logos/${hash}` };
  }),
  row('GET', '/api/counters/:id/view', [200, 200, 200, 200, 200], (c) => ({
    url: `/api/counters/${targetCounter(c)}/view`,
  })),
  row('GET', '/api/counters/:id/live', [200, 200, 200, 200, 200], (c) => ({
    url: `/api/counters/${targetCounter(c)}/live`,
  })),
  // Without Accept: text/event-stream the events route answers the current state as JSON.
  row('GET', '/api/counters/:id/events', [200, 200, 200, 200, 200], (c) => ({
    url: `/api/counters/${targetCounter(c)}/events`,
  })),
  row('POST', '/api/counters/:id/control', [401, 403, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/control`,
    payload: { action: 'reset' },
  })),
  row('POST', '/api/counters/:id/hook', [401, 403, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/hook`,
  })),
  // Free may look at and switch off a webhook URL (made while Premium); only Premium makes one.
  row('GET', '/api/counters/:id/hook', [401, 200, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/hook`,
  })),
  row('PATCH', '/api/counters/:id/hook', [401, 200, 200, 404, 404], async (c) => {
    await rotateHookToken(c.t.app.db, targetCounter(c));
    return { url: `/api/counters/${targetCounter(c)}/hook`, payload: { enabled: false } };
  }),
  // Subathons (issue 18): the owner's event log, undo, multiplier and test event.
  row('GET', '/api/counters/:id/event-log', [401, 200, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/event-log`,
  })),
  // The Premium owner undoes a fresh event of their (synced) counter; Free is refused by plan first.
  row('POST', '/api/counters/:id/event-log/:eventId/undo', [401, 403, 200, 404, 404], async (c) => {
    const counterId = targetCounter(c);
    const eventId = `matrix-${randomUUID()}`.slice(0, 30);
    await c.t.app.db.insert(counterEvents).values({
      id: eventId,
      counterId,
      eventKey: `api:${eventId}`,
      source: 'api',
      type: 'sub',
      amount: 1,
      // It moved the (number) counter: an event that added nothing has no undo.
      addedValue: 1,
    });
    return { url: `/api/counters/${counterId}/event-log/${eventId}/undo` };
  }),
  row('POST', '/api/counters/:id/multiplier', [401, 403, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/multiplier`,
    payload: { factor: 1 },
  })),
  // The Premium owner's counter is made synced first: only synced counters take events.
  row('POST', '/api/counters/:id/event-log', [401, 403, 200, 404, 404], async (c) => {
    const counterId = targetCounter(c);
    if (c.actor === 'premium')
      await c.t.app.db
        .update(counters)
        .set({ settings: sql`${counters.settings} || '{"synced": true}'::jsonb` })
        .where(eq(counters.id, counterId));
    return { url: `/api/counters/${counterId}/event-log`, payload: { id: randomUUID(), type: 'sub' } };
  }),
  // Outbound webhooks (issue 18): the owner lists and deletes without Premium (a lapsed account
  // cleans up); making one and sending a test need it. Others never learn the counter exists.
  row('GET', '/api/counters/:id/webhooks', [401, 200, 200, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/webhooks`,
  })),
  row('POST', '/api/counters/:id/webhooks', [401, 403, 201, 404, 404], (c) => ({
    url: `/api/counters/${targetCounter(c)}/webhooks`,
    payload: { url: 'https://hooks.example.com/matrix' },
    // At most five per counter: the one made here goes again.
    cleanup: async (body) => {
      const made = body as { id?: string } | null;
      if (made?.id) await c.t.app.db.delete(counterWebhooks).where(eq(counterWebhooks.id, made.id));
    },
  })),
  row('DELETE', '/api/counters/:id/webhooks/:webhookId', [401, 204, 204, 404, 404], async (c) => ({
    url: `/api/counters/${targetCounter(c)}/webhooks/${await insertWebhook(c)}`,
  })),
  row('POST', '/api/counters/:id/webhooks/:webhookId/test', [401, 403, 200, 404, 404], async (c) => ({
    url: `/api/counters/${targetCounter(c)}/webhooks/${await insertWebhook(c)}/test`,
  })),
  // The latest events under an embed (?events=1): public, like the live run they come from.
  row('GET', '/api/counters/:id/recent-events', [200, 200, 200, 200, 200], (c) => ({
    url: `/api/counters/${targetCounter(c)}/recent-events`,
  })),
  row('GET', '/api/keys', [401, 200, 200, 200, 200]),
  row('POST', '/api/keys', [401, 403, 201, 403, 403], () => ({ payload: { name: 'Matrix key' } })),
  // Everyone tries to revoke a key of the Premium user: only its owner can.
  row('DELETE', '/api/keys/:id', [401, 404, 200, 404, 404], async (c) => {
    const made = await c.t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: c.actors.premium.cookie,
      payload: { name: 'Matrix key' },
    });
    return { url: `/api/keys/${(made.json() as { id: string }).id}` };
  }),
  // Everyone tries to narrow a key of the Premium user to read-only: only its owner can.
  row('PATCH', '/api/keys/:id', [401, 404, 200, 404, 404], async (c) => {
    const made = await c.t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: c.actors.premium.cookie,
      payload: { name: 'Matrix key' },
    });
    return { url: `/api/keys/${(made.json() as { id: string }).id}`, payload: { access: 'read' } };
  }),
  // Bearer-key routes: a session cookie is no credential there. KEY_MATRIX below sends keys.
  row('GET', '/api/v1/counters', [401, 401, 401, 401, 401]),
  row('GET', '/api/v1/counters/:id', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}`,
  })),
  row('POST', '/api/v1/counters/:id/value', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/value`,
    payload: { value: 1 },
  })),
  row('POST', '/api/v1/counters/:id/increment', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/increment`,
    payload: {},
  })),
  row('POST', '/api/v1/counters/:id/add-time', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/add-time`,
    payload: { ms: 1000 },
  })),
  row('POST', '/api/v1/counters/:id/control', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/control`,
    payload: { action: 'reset' },
  })),
  row('POST', '/api/v1/counters/:id/events', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/events`,
    payload: { id: 'matrix', type: 'sub' },
  })),
  row('POST', '/api/v1/counters/:id/multiplier', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/multiplier`,
    payload: { factor: 2 },
  })),
  row('GET', '/api/v1/counters/:id/webhooks', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/webhooks`,
  })),
  row('POST', '/api/v1/counters/:id/webhooks', [401, 401, 401, 401, 401], (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/webhooks`,
    payload: { url: 'https://hooks.example.com/matrix' },
  })),
  row('DELETE', '/api/v1/counters/:id/webhooks/:webhookId', [401, 401, 401, 401, 401], async (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/webhooks/${await insertWebhook(c)}`,
  })),
  row('POST', '/api/v1/counters/:id/webhooks/:webhookId/test', [401, 401, 401, 401, 401], async (c) => ({
    url: `/api/v1/counters/${targetCounter(c)}/webhooks/${await insertWebhook(c)}/test`,
  })),
  row('POST', '/api/hooks/:token/increment', [404, 404, 404, 404, 404], () => ({
    url: `/api/hooks/${randomUUID()}/increment`,
  })),
  row('GET', '/api/docs', [200, 200, 200, 200, 200]),
  row('POST', '/api/counters/import', [401, 403, 201, 403, 403], (c) => ({
    payload: { ...validCounterBody('Imported'), version: 1 },
    cleanup: removeCreatedCounter(c),
  })),

  // ---- contact ----------------------------------------------------- visitor free prem other admin
  row('POST', '/api/contact', [201, 201, 201, 201, 201], () => ({
    payload: { name: 'Matrix', email: 'm@example.com', category: 'general', subject: 'Hi', message: 'Hello' },
  })),

  // ---- admin: 401 for visitors, 403 for every non-admin, before the body is read
  row('GET', '/api/admin/dashboard', [401, 403, 403, 403, 200]),
  row('GET', '/api/admin/health', [401, 403, 403, 403, 200]),
  row('GET', '/api/admin/users', [401, 403, 403, 403, 200]),
  row('GET', '/api/admin/counters', [401, 403, 403, 403, 200]),
  row('GET', '/api/admin/subscription-settings', [401, 403, 403, 403, 200]),
  row('POST', '/api/admin/subscription-settings', [401, 403, 403, 403, 200], () => ({
    payload: { generalPrice: '4.99' },
  })),
  row('POST', '/api/admin/discount-settings', [401, 403, 403, 403, 200], () => ({
    payload: { discountedPrice: null, isDiscountActive: false },
  })),
  row('POST', '/api/admin/user-pricing', [401, 403, 403, 403, 200], (c) =>
    forUser(c, { customPrice: '9.99' }),
  ),
  row('POST', '/api/admin/gift-premium', [401, 403, 403, 403, 200], (c) => forUser(c, { months: 1 })),
  row('POST', '/api/admin/upgrade-user', [401, 403, 403, 403, 200], (c) => forUser(c)),
  row('POST', '/api/admin/downgrade-user', [401, 403, 403, 403, 200], (c) => forUser(c)),
  // A plain account has no payment to refund: the admin passes every check and meets that rule.
  row('POST', '/api/admin/issue-refund', [401, 403, 403, 403, 409], (c) => forUser(c)),
  row('DELETE', '/api/admin/users/:id', [401, 403, 403, 403, 200], async (c) => ({
    url: `/api/admin/users/${await insertPlainUser(c.t)}`,
  })),
  row('GET', '/api/admin/users/:id/billing', [401, 403, 403, 403, 200], async (c) => ({
    url: `/api/admin/users/${await insertPlainUser(c.t)}/billing`,
  })),
  row('GET', '/api/admin/billing/jobs', [401, 403, 403, 403, 200]),
  row('GET', '/api/admin/billing/unmatched', [401, 403, 403, 403, 200]),
  row('POST', '/api/admin/billing/reconcile', [401, 403, 403, 403, 200]),
  row('DELETE', '/api/admin/counters/:id', [401, 403, 403, 403, 200], async (c) => ({
    url: `/api/admin/counters/${await insertCounterFor(c.t, await insertPlainUser(c.t))}`,
  })),
];

// THE bearer-key table: every /api/v1 route × key actor (KEY_ACTORS in actors.ts), for the routes
// where `Authorization: Bearer <key>` is the only credential. authorization-matrix.test.ts fails
// until every /api/v1 route has a row here too. Each cell acts on a fresh synced counter of the
// row's type, owned by the cell's target (its own, or another user's), removed afterwards.
// The eight numbers: an unknown key, a revoked key, then own/other's counter with the key of the
// Free user (made while Premium), the Premium user and the admin (made while Premium; no override).

export interface KeyMatrixRow {
  method: string;
  url: string;
  /** A value or an increment needs a number counter; added time a countdown. */
  counterType: 'number' | 'datetime';
  payload: unknown;
  expected: Record<KeyActorName, number>;
}

type Eleven = [
  unknownKey: number,
  revokedKey: number,
  freeOwn: number,
  freeOther: number,
  premiumOwn: number,
  premiumOther: number,
  adminOwn: number,
  adminOther: number,
  scopedOwn: number,
  scopedOther: number,
  readOwn: number,
];

function keyRow(
  method: string,
  url: string,
  s: Eleven,
  payload: unknown,
  counterType: KeyMatrixRow['counterType'] = 'number',
): KeyMatrixRow {
  const expected = Object.fromEntries(KEY_ACTORS.map((a, i) => [a, s[i]])) as KeyMatrixRow['expected'];
  return { method, url, counterType, payload, expected };
}
const V1 = '/api/v1/counters/:id';

// Bad keys answer 401 before anything else; another user's counter 404 before the plan speaks
// (nothing learnt about it); a key whose owner is no longer Premium 403; the admin role adds nothing.
// Issue 22: a key limited to one counter acts on it (scopedOwn) and gets 404 on the owner's other
// counters (scopedOther); a read-only key reads but cannot control (readOwn, 403).
export const KEY_MATRIX: KeyMatrixRow[] = [
  //                               unknown revoked  free own/other  prem own/other  admin own/other  scoped this/else  read
  keyRow('POST', `${V1}/value`, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403], { value: 1 }),
  keyRow('POST', `${V1}/increment`, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403], {}),
  keyRow(
    'POST',
    `${V1}/add-time`,
    [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403],
    { ms: 1000 },
    'datetime',
  ),
  keyRow('POST', `${V1}/control`, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403], {
    action: 'start',
  }),
  keyRow('POST', `${V1}/events`, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403], {
    id: 'matrix',
    type: 'sub',
  }),
  keyRow('POST', `${V1}/multiplier`, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403], {
    factor: 2,
    minutes: 5,
  }),
  keyRow('GET', V1, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 200], undefined),
  // Webhooks take a control key. The cells' counters are fresh, so a new one is made (201), and
  // an id no webhook has is 404 once the key may act on the counter.
  keyRow('GET', `${V1}/webhooks`, [401, 401, 403, 404, 200, 404, 403, 404, 200, 404, 403], undefined),
  keyRow('POST', `${V1}/webhooks`, [401, 401, 403, 404, 201, 404, 403, 404, 201, 404, 403], {
    url: 'https://hooks.example.com/matrix',
  }),
  keyRow(
    'DELETE',
    `${V1}/webhooks/:webhookId`,
    [401, 401, 403, 404, 404, 404, 403, 404, 404, 404, 403],
    undefined,
  ),
  keyRow(
    'POST',
    `${V1}/webhooks/:webhookId/test`,
    [401, 401, 403, 404, 404, 404, 403, 404, 404, 404, 403],
    undefined,
  ),
  // No counter in the path: every valid Premium key lists (its own, or its limited, counters).
  keyRow('GET', '/api/v1/counters', [401, 401, 403, 403, 200, 200, 403, 403, 200, 200, 200], undefined),
];
