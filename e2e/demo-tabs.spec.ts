import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 41: the demo's two tabs switch without moving the page, and the demo invites the visitor
// to make their own counter.

async function boxes(page: Page) {
  const box = async (selector: string) => {
    const b = (await page.locator(selector).boundingBox())!;
    return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)];
  };
  return {
    tabs: await box('[role="tablist"]'),
    panel: await box('[role="tabpanel"]'),
    counter: await box('[data-testid="counter-display"]'),
  };
}

for (const width of [390, 768, 1280]) {
  test(`switching the demo's tabs moves nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/counter/demo');
    const followers = await boxes(page);
    await page.getByRole('tab', { name: 'New Year countdown' }).click();
    await expect(page.getByTestId('counter-title')).toHaveText(/^Countdown to \d{4}$/);
    expect(await boxes(page)).toEqual(followers);
    await page.getByRole('tab', { name: 'Follower counter' }).click();
    await expect(page.getByTestId('counter-title')).toHaveText('Instagram Followers');
    expect(await boxes(page)).toEqual(followers);
    await page.screenshot({ path: test.info().outputPath(`demo-${width}.png`), fullPage: true });
  });
}

test('the demo offers "Create yours", to sign-up and then a new counter', async ({ page }) => {
  await page.goto('/counter/demo');
  const cta = page.getByRole('link', { name: 'Create yours' });
  await expect(cta).toHaveAttribute('href', '/auth?mode=register&next=%2Fcounter%2Fnew');
  await cta.click();
  await expect(page).toHaveURL(/\/auth\?mode=register/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('a signed-in creator goes from "Create yours" straight to a new counter', async ({ page, account }) => {
  void account;
  await page.goto('/counter/demo');
  await page.getByRole('link', { name: 'Create yours' }).click();
  await expect(page).toHaveURL(/\/counter\/new$/);
});
