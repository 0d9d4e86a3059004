import { ANIMATION_STYLE_REGISTRY } from '@core/counter/animation-styles';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// Issue 41 item 9: the landing counts the animation styles the registry has, puts each feature
// under the plan that has it, and keeps its section links on phones behind a Menu button.

const labels = Object.values(ANIMATION_STYLE_REGISTRY).map((s) => s.label.toLowerCase());

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('the animation styles are counted and named from the registry, on the landing and in Help', async ({
  page,
}) => {
  expect(labels).toHaveLength(6);
  await page.goto('/');
  const card = page.locator('#features li').filter({ hasText: 'animation styles' });
  await expect(card.getByRole('heading')).toHaveText('Six animation styles');
  for (const label of labels) await expect(card).toContainText(label, { ignoreCase: true });

  await page.goto('/help');
  await page.getByRole('button', { name: 'Which animation styles are available?' }).click();
  const answer = page.getByRole('region', { name: 'Which animation styles are available?' });
  await expect(answer).toContainText('Six: ');
  await expect(answer).toContainText('odometer');
});

test('OBS and embedding are listed under Premium only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Works in OBS & on any site')).toHaveCount(0);
  const free = page.getByRole('article', { name: 'Free plan' });
  const premium = page.getByRole('article', { name: 'Premium plan' });
  await expect(free).not.toContainText(/OBS|embed/i);
  await expect(free).toContainText('A public link to share');
  await expect(premium).toContainText('Embedding in streaming software (OBS) and websites');
  for (const line of [
    'Live control from your phone',
    'Subathon timers with Twitch & Kick',
    'API keys and webhooks',
  ])
    await expect(premium).toContainText(line);
  await expect(page.locator('#features')).toContainText(
    'With Premium, embed it in your website or add it to OBS',
  );
});

test('on a phone the section links open from a Menu button, by touch and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sections).toBeVisible();
  await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`)).toBeVisible();
  await expect(sections.getByRole('link')).toHaveText(['Examples', 'Features', 'Pricing', 'FAQ']);
  await expectNoSeriousA11yViolations(page, 'landing phone menu open');
  await shot(page, 'landing-menu-390');

  // A link goes to its section and closes the menu.
  await sections.getByRole('link', { name: 'Pricing' }).click();
  await expect(sections).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport();

  // Keyboard: Enter opens, Tab reaches the links, Escape closes and gives focus back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(sections).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(sections.getByRole('link', { name: 'Examples' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sections).toBeHidden();
  await expect(menu).toBeFocused();

  // A tap elsewhere closes it too.
  await menu.click();
  await expect(sections).toBeVisible();
  await page.mouse.click(195, 780);
  await expect(sections).toBeHidden();
});

test('at desktop width the links are in the header and there is no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible();
  await shot(page, 'landing-1280');
});
