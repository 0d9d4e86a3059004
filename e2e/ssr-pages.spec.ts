import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 16: the landing, demo, help, contact and legal pages come rendered from the server by the
// app's own router and screens (server-render-app.tsx), readable with JavaScript off, and React
// hydrates them without a mismatch, an error or a warning.

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const PAGES = [
  ['/help', 'Help Center'],
  ['/contact', 'Contact Support'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/refund-policy', 'Refund Policy'],
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the demo shows its counter: title and digits', async ({ page }) => {
    await page.goto('/counter/demo');
    await expect(page.getByRole('heading', { name: 'See a live counter in action' })).toBeVisible();
    await expect(page.getByTestId('counter-title')).toHaveText('Instagram Followers');
    await expect(page.getByTestId('counter-digits')).toHaveText('99,930');
    await expect(page.getByTestId('counter-digits')).toBeVisible();
  });

  test('the landing shows its headline, plans and the Premium price', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Countdown Timer Maker');
    await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeVisible();
    await expect(page.getByTestId('premium-price')).toContainText('/month');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  });

  for (const [path, heading] of PAGES) {
    test(`${path} shows its heading and text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(50);
    });
  }
});

test('a signed-in visitor gets the page from the browser, not the server', async ({ page, baseURL }) => {
  const res = await page.request.get(`${baseURL}/help`, { headers: { cookie: 'cs_session=x' } });
  const html = await res.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="app-state"');
});

test('hydration takes over the server pages without a mismatch, an error or a warning', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  for (const path of ['/', '/counter/demo', '/help', '/contact', '/privacy']) {
    const served = await (await request.get(path)).text();
    expect(served, path).toContain('id="app-state"');
    expect(served, path).toMatch(/<div id="root">(<!--\$-->)?<div/);
  }
  await page.goto('/counter/demo');
  await page.waitForLoadState('networkidle');
  // Only a hydrated page answers the Start button.
  await page.getByRole('button', { name: 'Start Counter' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByTestId('counter-digits')).not.toHaveText('99,930', { timeout: 8000 });

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Help Center' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page).toHaveURL(/\/help$/);

  for (const path of ['/help', '/contact', '/privacy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

// A reader scrolls a server page while its script loads: hydration must leave them where they are.
// It once scrolled every first screen to the top, so an early click landed on whatever was there.
test('a reader who scrolls before hydration stays where they scrolled', async ({ page }) => {
  let release = () => {};
  const scripts = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/help', { waitUntil: 'commit' });
  await expect(page.locator('footer')).toBeVisible();
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
    // The title goes back to the screen's own when React has run the first screen's effects.
    document.title = 'before hydration';
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(200);
  release();
  await expect(page).toHaveTitle('Help Center · Countstream');
  // Not back at the top. (Not exactly where it was: the style sheet and fonts may arrive after the
  // scroll and make the page shorter, which moves the bottom up.)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});
