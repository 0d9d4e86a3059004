import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// Issue 41 item 8: Help has an article, with a screenshot, for each thing Premium sells, each at
// its own anchor, and a search over the articles and the FAQ that filters as you type.

const GUIDES = [
  ['premium', 'What Premium includes'],
  ['obs-and-embeds', 'OBS and website embeds'],
  ['live-control', 'Live control and the phone remote'],
  ['subathons', 'Subathons, Twitch and Kick'],
  ['live-counts', 'Live counts'],
  ['email-timers', 'E-mail timers'],
  ['export', 'Export videos, images and settings'],
  ['api-and-webhooks', 'API keys and webhooks'],
] as const;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Help and the FAQ' });
const status = (page: Page) => page.getByRole('search').getByRole('status');

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
}

test('every guide has its anchor, its steps and a screenshot that loads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/help');
  const index = page.getByRole('navigation', { name: 'Guides' });
  for (const [id, title] of GUIDES) {
    await expect(index.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'href',
      `#${id}`,
    );
    const article = page.locator(`section#${id}`);
    await expect(article.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const img = article.getByRole('img');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await expect(img).toHaveAttribute('alt', /.{20,}/);
  }
  // The real button names, as the screens show them.
  await expect(page.locator('section#obs-and-embeds')).toContainText('Copy URL');
  await expect(page.locator('section#live-control')).toContainText('Synced (live control)');
  await expect(page.locator('section#subathons')).toContainText('Connect Kick');
  await expect(page.locator('section#api-and-webhooks')).toContainText('Create key');

  await page.locator('section#obs-and-embeds').scrollIntoViewIfNeeded();
  await shot(page, 'help-guide-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('section#live-control').scrollIntoViewIfNeeded();
  await shot(page, 'help-guide-390');

  // A link from elsewhere lands on its article.
  await page.goto('/help#subathons');
  await expect(page.getByRole('heading', { name: 'Subathons, Twitch and Kick' })).toBeInViewport();
});

test('search filters guides and FAQ as you type, marks the words, and leads to the article', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/help');
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);

  // "/" jumps to the search box from anywhere on the page, once the box's script has taken the page
  // over: the help screen can finish hydrating a moment after the page is marked ready (its own
  // Suspense boundary), and a key pressed before then is the browser's alone.
  await expect(async () => {
    await page.locator('body').press('/');
    await expect(searchBox(page)).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.type('obs');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results).toBeVisible();
  await expect(status(page)).toHaveText(/^\d+ results for “obs”\.$/);
  // An FAQ answer shows whole, open, with the word marked; the guide is listed with its link.
  await expect(
    results.getByRole('heading', { name: 'How do I add a counter to OBS or Streamlabs?' }),
  ).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/obs/i);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
  await shot(page, 'help-search-1280');

  // More words narrow it; "email" finds "e-mail".
  await searchBox(page).fill('email gmail');
  await expect(status(page)).toHaveText('1 result for “email gmail”.');
  await expect(results.getByRole('heading', { name: 'E-mail timers' })).toBeVisible();
  await expect(results.locator('mark', { hasText: /^e-mail$/i }).first()).toBeVisible();

  // Read the guide: the search clears and the article is on screen.
  await results.getByRole('link', { name: 'Read the guide: E-mail timers' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(
    page.locator('section#email-timers').getByRole('heading', { name: 'E-mail timers' }),
  ).toBeInViewport();

  // Escape empties the box and brings every article back.
  await searchBox(page).fill('refund');
  await expect(results).toBeVisible();
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
});

test('no results offers Contact Support; a search can be linked; it works at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help?q=twitch%20kick');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: 'Subathons, Twitch and Kick' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('twitch kick');
  await expectNoSeriousA11yViolations(page, 'Help search results');
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await searchBox(page).scrollIntoViewIfNeeded();
  await shot(page, 'help-search-390');

  await searchBox(page).fill('zzqx fnord');
  await expect(status(page)).toHaveText('No results for “zzqx fnord”.');
  const none = page.getByTestId('help-no-results');
  await expect(none).toContainText('No results');
  await expect(none.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?q=zzqx+fnord');
  await none.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
