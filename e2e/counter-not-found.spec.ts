import { expect, test } from './support/fixtures';

// Issue 41: 'Counter not found' is one of the app's pages: its font (Inter) and its logo, which
// leads home.

test("the counter-not-found page has the app's font and logo", async ({ page }) => {
  const res = await page.goto('/counter/zzzzzzzzzzzz');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Counter not found' })).toBeVisible();
  const logo = page.getByRole('link', { name: 'Countstream' });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(logo.locator('svg')).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Counter not found' });
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter Variable"?/);
  // The face itself arrives, not only its name: the server preloads it for this page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded'),
      ),
    )
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('not-found.png') });
});
