import { lastDays, utcDay } from '@core/live-sources/source-history';
import type { Page } from '@playwright/test';
import { expect, sql, test } from './support/fixtures';
import { createLiveCountCounter, seedBlueskyAccount } from './support/live-count-stand-ins';

// A counter following a Bluesky account's followers, with a week of daily values already stored
// (as the polls would have left them): the dashboard's card and the counter form draw the 30-day
// chart (the chart library's chunk loads there, and not on the public viewer), and the viewer
// writes "+N today" under the count. At a phone's and a laptop's width; LIVE_HISTORY_SHOTS=<folder>
// keeps screenshots to look at.

const WIDTHS = [390, 1280] as const;

async function shoot(page: Page, name: string) {
  const folder = process.env.LIVE_HISTORY_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test(`the 30-day chart and "+N today" at ${width} px`, async ({
    page,
    premium: _premium,
    visitor,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const height = width === 390 ? 844 : 800;
    await page.setViewportSize({ width, height });
    await visitor.setViewportSize({ width, height });
    const account = await seedBlueskyAccount(1300, 'Chart Stream');
    const id = await createLiveCountCounter(page.request, baseURL!, account, {
      title: 'Road to 2K',
      endNumber: 2000,
      showToday: true,
    });
    // A week of days before today, and today's first and last reading so far.
    const days = lastDays(utcDay(Date.now()), 8);
    const values = [1180, 1195, 1210, 1222, 1238, 1245, 1260, 1300];
    for (const [i, day] of days.entries())
      await sql(
        `insert into live_source_history (counter_id, platform, account_key, day, value, first_value)
         values ($1, 'bluesky', $2, $3, $4, $5)`,
        [id, `handle:${account.handle}`, day, values[i], i === 7 ? 1270 : values[i]],
      );

    // The public viewer: the count and what it gained since midnight UTC (1300 − 1260), no chart code.
    const scripts: string[] = [];
    visitor.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await visitor.goto(`/counter/${id}`);
    await expect(visitor.getByTestId('counter-digits')).toHaveText('1,300');
    await expect(visitor.getByTestId('count-today')).toHaveText('+40 today');
    await shoot(visitor, `viewer-${width}`);

    // The dashboard's card: the chart, and its values behind a disclosure the keyboard opens.
    const chartScripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') chartScripts.push(r.url());
    });
    await page.goto('/account');
    const card = page.getByTestId('counter-card').filter({ hasText: 'Live count e2e' });
    const chart = card.getByTestId('history-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart).toHaveAccessibleName(/Chart Stream on Bluesky: 1,180 on .*, 1,300 on .* \(\+120\)\./);
    const box = await chart.boundingBox();
    const cardBox = await card.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.x + box!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    const summary = card.getByText(/\+120 since/);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('history-table').getByRole('row')).toHaveCount(9);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `dashboard-${width}`);
    await card.screenshot({ path: test.info().outputPath(`card-${width}.png`) });

    // Only where a chart is drawn: the chart library's chunk ('spanGaps' is one of uPlot's options,
    // which minifying keeps) came with the dashboard, and none of the viewer's scripts holds it.
    const holdsChart = async (urls: string[]) => {
      const found: string[] = [];
      for (const url of new Set(urls))
        if ((await (await page.request.get(url)).text()).includes('spanGaps')) found.push(url);
      return found;
    };
    expect(await holdsChart(chartScripts)).toHaveLength(1);
    expect(await holdsChart(scripts)).toEqual([]);

    // The counter form: the "+N today" switch on, the same chart under the accounts.
    await page.goto(`/counter/${id}/edit`);
    await expect(page.getByRole('switch', { name: 'Show “+N today” under the count' })).toBeChecked();
    const formChart = page.getByTestId('live-history').getByTestId('history-chart');
    await expect(formChart.locator('canvas')).toBeVisible();
    await page.getByTestId('live-history').scrollIntoViewIfNeeded();
    await shoot(page, `form-${width}`);
  });
}
