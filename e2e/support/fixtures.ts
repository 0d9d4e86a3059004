import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConnectPlatform } from '@core/live-sources/platforms';
import { test as base, expect, type Page } from '@playwright/test';
import { returnSharedTab, sharedPageOf, takeSharedTab } from './shared-tab';

const readyAware = new WeakSet<Page>();

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

function readMails(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort()
    .map((f) => {
      const { to, raw } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string[]; raw: string };
      const text = decodeQp(raw);
      return { to, subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', text, html: text };
    });
}

export const mailbox = {
  // The newest mail a real SMTP server received for this address (whose subject contains `subject`).
  async waitFor(email: string, { subject = '', timeoutMs = 10_000 } = {}): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = readMails()
        .reverse()
        .find((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(subject));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail "${subject}" for ${email} within ${timeoutMs} ms`);
  },
};

/** The first link to `path` (/auth/reset, /auth/verify, /auth/link) with its token. */
export function linkFrom(mail: Mail, path: string): string {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(
    mail.text,
  );
  if (!m) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return m[0];
}

export const resetLinkFrom = (mail: Mail) => linkFrom(mail, '/auth/reset');

// Test-only SQL on the app's database (through the e2e server's control port).
export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_CONTROL_PORT}/`, {
    method: 'POST',
    body: JSON.stringify({ sql: query, params }),
  });
  if (!res.ok) throw new Error(`sql failed: ${await res.text()}`);
  return ((await res.json()) as { rows: T[] }).rows;
}

export async function makePremium(email: string): Promise<void> {
  await sql("update users set subscription_status = 'active', premium_source = 'admin' where email = $1", [
    email.toLowerCase(),
  ]);
}

export async function makeAdmin(email: string): Promise<void> {
  await sql("update users set role = 'admin' where email = $1", [email.toLowerCase()]);
}

let seq = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${seq}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/**
 * The page's browser context is signed in as this account (what the account fixture is for), with
 * the role or plan a test relies on: the session the server reads, not the fixture's own record.
 */
export async function expectSignedInAs(
  page: Page,
  account: Account,
  expected: { role?: 'user' | 'admin'; subscriptionStatus?: string } = {},
): Promise<void> {
  const res = await page.request.get('/api/session');
  expect(res.status()).toBe(200);
  const { user } = (await res.json()) as { user: Record<string, unknown> | null };
  expect(user).toMatchObject({ email: account.email.toLowerCase(), ...expected });
}

/** The account's owner opened the confirmation link (billing looks customers up only then). */
export async function proveAddress(account: Account): Promise<void> {
  await sql('update users set email_verified_at = now() where email = $1', [account.email.toLowerCase()]);
}

/** Another registered user (not the page's), for an admin to act on. */
export interface OtherUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** As the admin's user pickers show it: 'First Last (email)'. */
  label: string;
  /** The id of the counter made with `counterName`. */
  counterId?: string;
}
export type MakeUser = (options?: {
  firstName?: string;
  lastName?: string;
  counterName?: string;
}) => Promise<OtherUser>;

/** Makes a synced counter of the page's (Premium) account: `patch` over the form defaults; its id. */
export type MakeSyncedCounter = (patch?: Record<string, unknown>, name?: string) => Promise<string>;

interface Fixtures {
  /** This spec needs a new browser context per test, not the worker's shared tab (a cold HTTP cache). */
  freshTab: boolean;
  /** The options a test's browser contexts are made with, as one string: a kept tab is kept for the same. */
  tabKey: string;
  mailbox: typeof mailbox;
  /** A fresh account, signed in in the page's browser context (registered through the API). */
  account: Account;
  /** The same account, made Premium (through the database) before the test starts. */
  premium: Account;
  /** The same account, made an admin. */
  admin: Account;
  /** Synced counters of the Premium account (the live, subathon and integration specs' prologue). */
  syncedCounter: MakeSyncedCounter;
  /** A page in a second browser context, signed out: a viewer, a visitor, OBS. The worker's second kept tab. */
  visitor: Page;
  /** Registers other users, each with a request context (cookies, no page) of its own; deleted after the test. */
  makeUser: MakeUser;
}

// Creates an account through the API in the page's browser context, so the context is signed in.
export const test = base.extend<Fixtures>({
  freshTab: [false, { option: true }],
  // Every context option, named one by one (Playwright hands a fixture only the fixtures its pattern
  // names), so that a spec whose test.use() changes any of them gets a kept tab made with it.
  tabKey: async (
    {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      contextOptions,
      serviceWorkers,
    },
    use,
  ) => {
    await use(
      JSON.stringify({
        acceptDownloads,
        bypassCSP,
        colorScheme,
        contrast,
        deviceScaleFactor,
        extraHTTPHeaders,
        forcedColors,
        geolocation,
        hasTouch,
        httpCredentials,
        ignoreHTTPSErrors,
        isMobile,
        javaScriptEnabled,
        locale,
        offline,
        permissions,
        reducedMotion,
        screen,
        storageState,
        timezoneId,
        userAgent,
        viewport,
        baseURL,
        contextOptions,
        serviceWorkers,
      }),
    );
  },
  // The worker's kept tab (support/shared-tab.ts), or a new context when the spec asks for one or
  // E2E_FRESH_TABS=1 (to tell a test that depends on an earlier one's leftovers from one that fails
  // alone).
  context: async ({ browser, freshTab, tabKey, baseURL, viewport }, use, testInfo) => {
    if (freshTab || process.env.E2E_FRESH_TABS === '1') {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const { context } = await takeSharedTab('page', browser, tabKey);
    await use(context);
    await returnSharedTab('page', testInfo.status !== testInfo.expectedStatus, baseURL, viewport);
  },
  // A server-rendered page (it carries #app-state) can be read before its script runs, but its buttons
  // answer only once React has taken it over (web/src/main.tsx marks that): a test acts after that,
  // unless it asked to go on at the first byte ('commit') or runs with JavaScript off.
  page: async ({ context, javaScriptEnabled }, use) => {
    const page = sharedPageOf(context) ?? (await context.newPage());
    if (!readyAware.has(page)) {
      readyAware.add(page);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (javaScriptEnabled !== false && options?.waitUntil !== 'commit')
          await page.waitForFunction(
            () => !document.getElementById('app-state') || 'appReady' in document.documentElement.dataset,
          );
        return response;
      };
    }
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  mailbox: async ({}, use) => {
    await use(mailbox);
  },
  account: async ({ page, baseURL }, use) => {
    const account = { email: uniqueEmail(), password: 'correct-horse', firstName: 'Casey' };
    const res = await page.request.post(`${baseURL}/api/register`, {
      data: account,
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(201);
    await use(account);
    await sql('delete from users where email = $1', [account.email]);
  },
  premium: async ({ account }, use) => {
    await makePremium(account.email);
    await use(account);
  },
  admin: async ({ account }, use) => {
    await makeAdmin(account.email);
    await use(account);
  },
  syncedCounter: async ({ premium: _premium, page, baseURL }, use) => {
    // Imported when used, like core below: a static import would make every spec import the form
    // defaults, and `playwright test --only-changed` (npm run test:changed) run them all for a
    // change there.
    const { createSyncedCounter } = await import('./live');
    await use((patch, name) => createSyncedCounter(page.request, baseURL!, patch, name));
  },
  makeUser: async ({ playwright, baseURL }, use) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const token = Math.random().toString(36).slice(2, 8);
      const firstName = options.firstName ?? `Tess${token}`;
      const lastName = options.lastName ?? `Quill${token}`;
      const email = uniqueEmail('other-user');
      made.push(email);
      // Requests alone, with their own cookies: the user never needs a page.
      const context = await playwright.request.newContext({ baseURL });
      try {
        const headers = { origin: baseURL! };
        const res = await context.post('/api/register', {
          data: { email, password: 'correct-horse', firstName, lastName },
          headers,
        });
        expect(res.status()).toBe(201);
        let counterId: string | undefined;
        if (options.counterName) {
          const { createFormDefaults } = await import('@core/counter/settings-defaults');
          const created = await context.post('/api/counters', {
            data: { name: options.counterName, settings: createFormDefaults(new Date(), 'UTC') },
            headers,
          });
          expect(created.status()).toBe(201);
          counterId = ((await created.json()) as { id: string }).id;
        }
        const [row] = await sql<{ id: string }>('select id from users where email = $1', [email]);
        return {
          id: row!.id,
          email,
          firstName,
          lastName,
          label: `${firstName} ${lastName} (${email})`,
          counterId,
        };
      } finally {
        await context.dispose();
      }
    });
    for (const email of made) await sql('delete from users where email = $1', [email]);
  },
  visitor: async ({ browser, freshTab, tabKey, baseURL, viewport }, use, testInfo) => {
    if (freshTab || process.env.E2E_FRESH_TABS === '1') {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
      return;
    }
    const { page } = await takeSharedTab('visitor', browser, tabKey);
    await use(page);
    await returnSharedTab('visitor', testInfo.status !== testInfo.expectedStatus, baseURL, viewport);
  },
});

export { expect };

/**
 * The one account each platform's stand-in signs in (its `account` in
 * server/integrations/<platform>/testing/): Twitch's twitchdev, Kick's kickstreamer, Instagram's
 * countstream.creator, TikTok's tiktoker, Threads' threader.
 */
export const STAND_IN_ACCOUNTS: Partial<Record<ConnectPlatform, { id: string; name: string }>> = {
  twitch: { id: '141981764', name: 'twitchdev' },
  kick: { id: '123456789', name: 'kickstreamer' },
  instagram: { id: '17841400000000001', name: 'countstream.creator' },
  tiktok: { id: 'tt-open-1', name: 'tiktoker' },
  threads: { id: '17841400000000001', name: 'threader' },
};

/**
 * Waits until no user holds the stand-in's one account of a platform (STAND_IN_ACCOUNTS): the
 * specs that connect it take turns, since an account belongs to one user at a time and the second
 * connect would be refused as "already connected to another account". A spec that connects one
 * disconnects it before it ends.
 */
export async function waitForChannelFree(
  platform: ConnectPlatform,
  except: string | null = null,
): Promise<void> {
  const channel = STAND_IN_ACCOUNTS[platform]?.id;
  if (!channel) throw new Error(`No stand-in account of ${platform} in STAND_IN_ACCOUNTS`);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const held = await sql<{ n: number }>(
      `select count(*)::int as n from platform_connections c join users u on u.id = c.user_id
        where c.platform = $1 and c.account_id = $2 and ($3::text is null or u.email <> $3)`,
      [platform, channel, except?.toLowerCase() ?? null],
    );
    if (held[0]?.n === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The user's connection to `platform` as it stands once the platform refused its token and then
 * its refresh (`needs_reauth`, what the server's token calls set; server/integrations/reauth.test.ts
 * proves how). Nothing reads its tokens again while it needs reauth, so placeholders stand for them,
 * and its account is the user's own, so it holds none of the stand-ins'.
 */
export async function lostConnection(email: string, platform: ConnectPlatform, name: string): Promise<void> {
  const [user] = await sql<{ id: string }>('select id from users where email = $1', [email.toLowerCase()]);
  await sql(
    `insert into platform_connections (user_id, platform, account_id, name, access_token, status, reauth_since)
     values ($1, $2, $3, $4, 'refused', 'needs_reauth', now())`,
    [user!.id, platform, `lost-${user!.id}`, name],
  );
}
