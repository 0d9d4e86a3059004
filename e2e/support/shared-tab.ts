import type { Browser, BrowserContext, Page } from '@playwright/test';

// Signed-out tabs kept by each worker and handed from test to test (the page's and the visitor's),
// instead of a new browser context and page for each. A fresh tab costs Chromium a new renderer
// process that compiles and lays out the app from nothing: 24 one-page tests took 64 CPU s in fresh
// tabs and 36 in one kept tab (decision 037l). What a test leaves behind is cleared when it ends: its
// other pages, cookies, the app's local and session storage (it keeps nothing else in the browser),
// permissions, routes, listeners and the viewport. What cannot be cleared (a fake clock, an init
// script, an exposed function, emulated media, extra headers, a default timeout, offline) spends the
// tab, and so does a failed test: the next test gets a new one. The HTTP cache stays, as it does for
// a person who opens the app again; a spec that counts what a first visit fetches says
// `test.use({ freshTab: true })`.

export type Slot = 'page' | 'visitor';

interface Held {
  context: BrowserContext;
  page: Page;
  key: string;
  spent: boolean;
}

const held = new Map<Slot, Held>();

/** What cannot be undone on a page or context: a test that calls one of these spends the tab. */
const PAGE_SPENDERS = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
];
const CONTEXT_SPENDERS = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
];
const CLOCK_SPENDERS = ['install', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'pauseAt'];

function spendOnCall(target: object, names: string[], entry: Held): void {
  const t = target as Record<string, unknown>;
  for (const name of names) {
    const original = t[name];
    if (typeof original !== 'function') continue;
    t[name] = (...args: unknown[]) => {
      entry.spent = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

async function open(browser: Browser, key: string): Promise<Held> {
  // Made inside the test, so it gets the test's options (baseURL, viewport, reduced motion…), as
  // Playwright's own context does.
  const context = await browser.newContext();
  const page = await context.newPage();
  const entry: Held = { context, page, key, spent: false };
  spendOnCall(page, PAGE_SPENDERS, entry);
  spendOnCall(context, CONTEXT_SPENDERS, entry);
  spendOnCall(page.clock, CLOCK_SPENDERS, entry);
  return entry;
}

async function discard(slot: Slot): Promise<void> {
  const entry = held.get(slot);
  held.delete(slot);
  await entry?.context.close().catch(() => {});
}

/** The worker's kept tab in `slot` for a test whose context options are `key`; a new one when they differ. */
export async function takeSharedTab(slot: Slot, browser: Browser, key: string): Promise<Held> {
  const entry = held.get(slot);
  if (entry && (entry.spent || entry.key !== key || entry.page.isClosed() || !browser.isConnected()))
    await discard(slot);
  let taken = held.get(slot);
  if (!taken) {
    taken = await open(browser, key);
    held.set(slot, taken);
  }
  return taken;
}

/** The kept tab when `context` is a kept one. */
export function sharedPageOf(context: BrowserContext): Page | undefined {
  for (const entry of held.values())
    if (entry.context === context && !entry.page.isClosed()) return entry.page;
  return undefined;
}

/** After a test: leave the tab as a new one would be, or spend it when that is not possible. */
export async function returnSharedTab(
  slot: Slot,
  failed: boolean,
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null,
): Promise<void> {
  const entry = held.get(slot);
  if (!entry) return;
  if (failed || entry.spent) return discard(slot);
  try {
    const { context, page } = entry;
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners();
    // The page is left for a small one of the app's origin, so what it writes as it goes (a draft)
    // is written before storage is cleared. about:blank would cost a new renderer process, the
    // very thing the kept tab saves.
    if (baseURL && page.url() !== 'about:blank') {
      await page.goto(new URL('/robots.txt', baseURL).href);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await context.clearCookies();
    await context.clearPermissions();
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height))
      await page.setViewportSize(viewport);
  } catch {
    await discard(slot);
  }
}
