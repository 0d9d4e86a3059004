import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../server/config';
import { FacebookStandIn } from '../../server/integrations/facebook/testing/facebook-stand-in';
import { InstagramStandIn } from '../../server/integrations/instagram/testing/instagram-stand-in';
import { KickStandIn } from '../../server/integrations/kick/testing/kick-stand-in';
import { ThreadsStandIn } from '../../server/integrations/threads/testing/threads-stand-in';
import { TikTokStandIn } from '../../server/integrations/tiktok/testing/tiktok-stand-in';
import { TwitchStandIn } from '../../server/integrations/twitch/testing/twitch-stand-in';
import { BlueskyStandIn } from '../../server/live-sources/platforms/bluesky/testing/bluesky-stand-in';
import { startServer } from '../../server/start-server';
import { E2E_WEBHOOK_SECRET } from './paddle-webhooks';

// The app as the browser tests see it: built web app, fresh embedded database, mail through a real SMTP server.
// A control port (test-only, outside the app) lets fixtures run SQL on the same database, e.g. to grant Premium.
// The web app is built (when missing or stale) by playwright.config.ts before this starts, and this
// file is run as a bundle it makes (support/bundle-serve.ts); `npx tsx e2e/support/serve.ts` runs it too.
const port = Number(process.env.E2E_PORT ?? 3100);
const mailDir = process.env.E2E_MAIL_DIR ?? join(tmpdir(), 'countstream-e2e-mail');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'countstream-e2e-data-'));

let n = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      n += 1;
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      writeFileSync(
        join(mailDir, `${Date.now()}-${n}.json`),
        JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
      );
      callback();
    });
  },
});
await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = (smtp.server.address() as { port: number }).port;

// Twitch's OAuth and Helix as a loopback stand-in: "Connect Twitch" runs its whole round trip.
const twitch = await new TwitchStandIn().start();
// Kick's OAuth (with PKCE) and public API likewise, for "Connect Kick".
const kick = await new KickStandIn().start();
// Instagram's authorization window, code exchange, long-lived token and /me, for "Connect Instagram"
// and the follower count it gives (one account: countstream.creator, 4,321 followers).
const instagram = await new InstagramStandIn().start();
// TikTok's and Threads' likewise, for their Connect, Reconnect and Disconnect in the studio (one
// account each: TikTok's tiktoker, 1,234 followers; Threads' threader, 4,321).
const tiktok = await new TikTokStandIn().start();
const threads = await new ThreadsStandIn().start();
// Facebook's Login dialog, code exchange, long-lived token, /me/accounts and Page reads, for
// "Connect Facebook" (Page: Countstream Creator, 8,765 followers). Which Pages the person grants in
// the dialog is set through the control port (POST /facebook/grant { pageIds }, null for the first).
const facebook = await new FacebookStandIn().start();
// Bluesky's public AppView likewise, for counters following live counts: specs seed accounts and
// change their followers through the control port (POST /bluesky/seed, POST /bluesky/followers).
const bluesky = await new BlueskyStandIn().start();

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LOG_LEVEL: 'warn',
  IP_RATE_LIMIT: '100000',
  LOGIN_RATE_LIMIT: '1000',
  // Only the webhook secret: tests deliver signed Paddle notifications (support/paddle-webhooks.ts),
  // while checkout stays unconfigured (no client token, price or API key) unless a test routes it.
  PADDLE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  TWITCH_CLIENT_ID: twitch.clientId,
  TWITCH_CLIENT_SECRET: twitch.clientSecret,
  TWITCH_EVENTSUB_SECRET: 'e2e_twitch_eventsub_secret',
  TWITCH_AUTH_URL: twitch.authUrl,
  TWITCH_API_URL: twitch.apiUrl,
  KICK_CLIENT_ID: kick.clientId,
  KICK_CLIENT_SECRET: kick.clientSecret,
  KICK_AUTH_URL: kick.authUrl,
  KICK_API_URL: kick.apiUrl,
  KICK_PUBLIC_KEY: kick.publicKeyPem,
  ...instagram.appConfig(),
  ...tiktok.appConfig(),
  ...threads.appConfig(),
  ...facebook.appConfig(),
  // Outbound webhooks go to receivers the specs run on this machine (subathon-webhooks.spec.ts).
  WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true',
  BLUESKY_API_URL: bluesky.apiUrl,
  // Followed counts are read every 10 s (the least the server takes) instead of the default 60 s,
  // so browser tests see a changed count on an open display within their timeouts (Premium owners'
  // counts, and only where the platform's own floor allows: Bluesky's reader still waits 60 s).
  SOURCE_REFRESH_SECONDS: '10',
});
// The live-count readers' clock: the control port moves it on by a read's floor (POST
// /live-sources/next-read), so a spec sees a followed account's next read at once instead of a
// minute on. The schedule, the floor and the read itself run as in production.
let liveSourcesAhead = 0;
const app = await startServer(config, { liveSourcesClock: () => Date.now() + liveSourcesAhead });
await app.listen({ port, host: '127.0.0.1' });

const control = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', async () => {
    try {
      // The Bluesky stand-in's accounts: a spec seeds one, then moves its followers.
      if (req.url === '/bluesky/seed') {
        bluesky.seedProfile(JSON.parse(body) as Parameters<typeof bluesky.seedProfile>[0]);
        return void res.writeHead(204).end();
      }
      if (req.url === '/facebook/grant') {
        facebook.pagesToGrant = (JSON.parse(body) as { pageIds: string[] | null }).pageIds;
        return void res.writeHead(204).end();
      }
      if (req.url === '/live-sources/next-read') {
        liveSourcesAhead += (JSON.parse(body) as { seconds: number }).seconds * 1000;
        // A round the timer was running may have begun before the clock moved: read again after it.
        while (!(await app.liveSources.pollDue())) await new Promise((r) => setTimeout(r, 20));
        return void res.writeHead(204).end();
      }
      if (req.url === '/bluesky/followers') {
        const { did, followers } = JSON.parse(body) as { did: string; followers: number };
        bluesky.setFollowers(did, followers);
        return void res.writeHead(204).end();
      }
      const { sql, params } = JSON.parse(body) as { sql: string; params?: unknown[] };
      const result = await app.dbHandle.pglite!.query(sql, params ?? []);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows: result.rows }));
    } catch (err) {
      res.writeHead(400).end(String(err));
    }
  });
});
control.listen(Number(process.env.E2E_CONTROL_PORT ?? port + 1000), '127.0.0.1');

const stop = async () => {
  control.close();
  smtp.close(() => {});
  await app.close();
  await twitch.close();
  await kick.close();
  await instagram.close();
  await tiktok.close();
  await threads.close();
  await facebook.close();
  await bluesky.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
