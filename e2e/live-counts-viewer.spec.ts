import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { digits } from './support/live';
import {
  createLiveCountCounter,
  readFollowedAccountsNow,
  seedBlueskyAccount,
  setBlueskyFollowers,
} from './support/live-count-stand-ins';

// A counter following a Bluesky account's followers (issue #38): the share page and the embed
// show the platform's count from the server's first frame, follow it over the counter's event
// stream as the account gains followers, and celebrate the goal (the end number). The server reads
// a followed Bluesky account once a minute at most (its reader's floor, whatever
// SOURCE_REFRESH_SECONDS says); the test server's clock is moved on to that next read.

const POLL = { timeout: 20_000 };

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('the viewer and the embed show the followers from the first paint and follow them to the goal', async ({
  page,
  premium: _premium,
  visitor,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await seedBlueskyAccount(1234);
  const id = await createLiveCountCounter(page.request, baseURL!, account, {
    title: 'Road to 2K',
    startNumber: 500,
    endNumber: 2000,
    completionMessage: '2K followers! Thank you!',
  });

  // What the server sends before any script runs: the count, not the start number or 0.
  const served = await (await visitor.request.get(`/counter/${id}`)).text();
  expect(served).toContain('1,234');
  expect(served).toContain('data-testid="count-status"');

  const problems = watchConsole(visitor);
  await visitor.goto(`/counter/${id}`);
  await expect(digits(visitor)).toHaveText('1,234');
  await expect(visitor.getByTestId('count-status')).toHaveText(/^Updated (just now|\d+ s ago)$/);
  await expect(visitor.getByText('61.7% to 2K')).toBeVisible();
  // Nothing to start or pause on a live count.
  await expect(visitor.getByRole('button', { name: /Start Counter/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor, 'live count viewer');

  // OBS: the embed, transparent, of the same counter.
  const obs = await (await browser.newContext()).newPage();
  await obs.goto(`/embed/${id}?transparent=1`);
  await expect(digits(obs)).toHaveText('1,234');
  await expect(obs.getByTestId('count-status')).toHaveCount(0); // a current count needs no words there

  // The account passes the goal: both displays step to the new count and celebrate.
  await setBlueskyFollowers(account, 2010);
  await readFollowedAccountsNow();
  await expect(digits(visitor)).toHaveText('2,010', POLL);
  await expect(visitor.getByTestId('completion-message')).toHaveText('2K followers! Thank you!');
  await expect(visitor.getByText('100% to 2K')).toBeVisible();
  await expect(digits(obs)).toHaveText('2,010', POLL);
  await expect(obs.getByTestId('completion-message')).toHaveText('2K followers! Thank you!');

  // A reloaded OBS source shows the last count at once.
  await obs.reload();
  await expect(digits(obs)).toHaveText('2,010');
  await obs.context().close();
  expect(problems).toEqual([]);
});
