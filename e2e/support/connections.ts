import type { ConnectPlatform, LiveSourcePlatform } from '@core/live-sources/platforms';
import { expect, type Page } from '@playwright/test';

// The counter form's steps around a connected account, shared by the specs that connect, reconnect
// and disconnect one (connect-live-source, reconnect-banner).

/**
 * Turns "Follow a live count" on (the form's draft may already have) and picks `platform` in the
 * first row: the row, with its account picker.
 */
export async function followPlatform(page: Page, platform: LiveSourcePlatform) {
  const live = page.getByRole('switch', { name: 'Follow a live count' });
  await expect(live).toBeVisible();
  if ((await live.getAttribute('aria-checked')) !== 'true') await live.click();
  const row = page.getByTestId('live-source-row').first();
  await row.getByLabel('Platform', { exact: true }).selectOption(platform);
  return row;
}

/** Leaves the stand-in's account free for the next spec that connects it (waitForChannelFree). */
export async function disconnectByApi(page: Page, platform: ConnectPlatform, baseURL: string) {
  const left = await page.request.delete(`/api/integrations/${platform}`, { headers: { origin: baseURL } });
  expect(left.status()).toBe(200);
}
