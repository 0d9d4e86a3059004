import { Agent, request } from 'node:http';
import { Paddle } from '@paddle/paddle-node-sdk';
import { signCheckoutUser } from '../../server/billing/checkout-signature';
import { signPayload } from '../../server/billing/paddle-signature';
import { paddleEvent, subscriptionData } from '../../server/billing/testing/paddle-fixtures';
import {
  TEST_EVENTSUB_SECRET,
  twitchHeaders,
} from '../../server/integrations/twitch/testing/twitch-test-support';

// The bounded load of the cluster test, all through the balancer: viewers of a counter's page and
// its live state, counter writes (API increments), subathon events (API, each with its own id),
// Paddle webhooks (signed as Paddle signs them, some sent twice as Paddle's resends are) and Twitch
// EventSub notifications (signed as Twitch signs them, some resent with the same message id). A
// sender that must get its message through (an event, a webhook) retries until it gets a 2xx, as
// bots and both platforms do; every attempt is recorded for the figures.

export interface Attempt {
  kind: string;
  startedAt: number;
  endedAt: number;
  status: number; // 0: no HTTP answer
  body: string;
}

export interface LoadTargets {
  base: string;
  keys: string[];
  writes: string; // the counter the viewers watch and the increments change
  events: string; // the counter API subathon events go to
  paddleUsers: string[]; // one subscription.created for each, in order
  broadcaster: string; // the Twitch account whose subs reach the Twitch counter
}

export interface Load {
  attempts: Attempt[];
  /** Increments answered 200 (acknowledged), and all that were sent. */
  increments: { acked: number; sent: number };
  eventIds: Set<string>;
  paddleEventIds: Set<string>;
  twitchMessageIds: Set<string>;
  stop(): Promise<void>;
}

/** The instances' PADDLE_WEBHOOK_SECRET and TWITCH_EVENTSUB_SECRET. */
export const PADDLE_SECRET = 'pdl_ntfset_cluster_secret';
export const TWITCH_SECRET = TEST_EVENTSUB_SECRET;

// Paddle-Signature as Paddle makes it (ts and an HMAC of `ts:body`), stamped at each delivery.
function paddleHeaders(body: string) {
  const ts = Math.floor(Date.now() / 1000);
  return {
    'content-type': 'application/json',
    'paddle-signature': `ts=${ts};h1=${signPayload(PADDLE_SECRET, ts, body)}`,
  };
}
const paddleSdk = new Paddle('pdl_sdbx_apikey_unused');

const TICK_MS = 100;
const RETRY_MS = 250;

export function startLoad(t: LoadTargets): Load {
  // Enough sockets that no request waits in this process for one: a signed webhook that waited
  // here would reach the app with an older timestamp than the platform's own delivery would.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const attempts: Attempt[] = [];
  const pending = new Set<Promise<unknown>>();
  const load: Load = {
    attempts,
    increments: { acked: 0, sent: 0 },
    eventIds: new Set(),
    paddleEventIds: new Set(),
    twitchMessageIds: new Set(),
    stop: async () => {
      clearInterval(timer);
      while (pending.size) await Promise.all([...pending]);
      agent.destroy();
    },
  };

  const call = (
    kind: string,
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Attempt>((resolve) => {
      const startedAt = Date.now();
      const done = (status: number, text: string) => {
        const a = { kind, startedAt, endedAt: Date.now(), status, body: text.slice(0, 300) };
        attempts.push(a);
        resolve(a);
      };
      const req = request(`${t.base}${path}`, { method, agent, headers, timeout: 15_000 });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => done(res.statusCode ?? 0, text));
        res.on('error', (err) => done(0, String(err)));
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (err) => done(0, String(err)));
      req.end(body);
    });
  const track = <T>(p: Promise<T>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
    return p;
  };
  // Until a 2xx, as a platform's delivery does; `make` builds each attempt afresh (new timestamps).
  const deliver = (
    kind: string,
    make: () => { path: string; body: string; headers: Record<string, string> },
  ) =>
    track(
      (async () => {
        for (let i = 0; i < 120; i++) {
          const m = make();
          const a = await call(kind, 'POST', m.path, m.body, m.headers);
          if (a.status >= 200 && a.status < 300) return a;
          await new Promise((r) => setTimeout(r, RETRY_MS));
        }
        throw new Error(`${kind} never got a 2xx`);
      })(),
    );

  let tick = 0;
  let nextPaddle = 0;
  const timer = setInterval(() => {
    tick += 1;
    const key = t.keys[tick % t.keys.length]!;
    const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    // Viewers: the counter's page and its live state.
    track(call('view-page', 'GET', `/counter/${t.writes}`));
    track(call('view-live', 'GET', `/api/counters/${t.writes}/live`));
    // A counter write: acknowledged only by its 200.
    load.increments.sent += 1;
    track(
      call('increment', 'POST', `/api/v1/counters/${t.writes}/increment`, '{"by":1}', auth).then((a) => {
        if (a.status === 200) load.increments.acked += 1;
      }),
    );
    if (tick % 2 === 0) {
      const id = `ev-${tick}`;
      load.eventIds.add(id);
      const body = JSON.stringify({ id, type: 'custom' });
      deliver('subathon-event', () => ({ path: `/api/v1/counters/${t.events}/events`, body, headers: auth }));
    }
    if (tick % 5 === 0 && nextPaddle < t.paddleUsers.length) {
      const n = nextPaddle++;
      const eventId = `evt_cluster${String(n).padStart(6, '0')}`;
      load.paddleEventIds.add(eventId);
      const body = JSON.stringify(
        paddleEvent(
          'subscription.created',
          new Date(),
          subscriptionData({
            id: `sub_cluster${n}`,
            status: 'active',
            customerId: `ctm_cluster${n}`,
            customData: signCheckoutUser(PADDLE_SECRET, t.paddleUsers[n]!),
          }),
          eventId,
        ),
      );
      const make = () => ({ path: '/api/paddle/webhook', body, headers: paddleHeaders(body) });
      // Paddle's own SDK reads it first, so the test sends nothing Paddle could not have sent.
      track(
        paddleSdk.webhooks.unmarshal(body, PADDLE_SECRET, make().headers['paddle-signature']).then(() => {
          deliver('paddle-webhook', make);
          if (n % 3 === 0) deliver('paddle-webhook', make); // Paddle's resend, at the same moment
        }),
      );
    }
    if (tick % 5 === 2) {
      const id = `cluster-msg-${tick}`;
      load.twitchMessageIds.add(id);
      const body = JSON.stringify({
        subscription: {
          id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
          status: 'enabled',
          type: 'channel.subscribe',
          version: '1',
          cost: 0,
          condition: { broadcaster_user_id: t.broadcaster },
          transport: { method: 'webhook', callback: `${t.base}/api/integrations/twitch/eventsub` },
          created_at: new Date().toISOString(),
        },
        event: {
          user_id: String(5000 + tick),
          user_login: `viewer${tick}`,
          user_name: `Viewer${tick}`,
          broadcaster_user_id: t.broadcaster,
          broadcaster_user_login: 'clusterstreamer',
          broadcaster_user_name: 'ClusterStreamer',
          tier: '1000',
          is_gift: false,
        },
      });
      const make = (retry: string) => () => ({
        path: '/api/integrations/twitch/eventsub',
        body,
        headers: { ...twitchHeaders(body, 'notification', { id }), 'twitch-eventsub-message-retry': retry },
      });
      deliver('twitch-webhook', make('0'));
      if (tick % 3 === 0) deliver('twitch-webhook', make('1')); // a resend of the same message
    }
  }, TICK_MS);
  return load;
}
