import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import {
  createLiveCountCounter,
  readFollowedAccountsNow,
  seedBlueskyAccount,
  setBlueskyFollowers,
} from './support/live-count-stand-ins';

// A versus display (settings.liveDisplay 'versus'): two Bluesky accounts side by side, each under its
// label, the gap under them and the leader marked, on the share page and in the OBS embed. What
// only a browser shows: the layout at a phone's and a laptop's width (two seven-digit counts must
// not overflow a phone), server rendering, and a change arriving over the event stream with its
// milestone. VERSUS_SHOTS=<folder> keeps the screenshots to look at.

// The server reads a followed Bluesky account once a minute at most; the test server's clock is
// moved on to that next read.
const POLL = { timeout: 20_000 };
const WIDTHS = [390, 1280] as const;

/** Fails when a side or the gap reaches past the viewport, or the two sides overlap. */
async function expectSidesFit(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  const sides = page.getByTestId('versus-side');
  await expect(sides).toHaveCount(2);
  const boxes = [];
  for (const target of [sides.nth(0), sides.nth(1), page.getByTestId('versus-gap')] as Locator[]) {
    const box = (await target.boundingBox())!;
    expect(box.x, `${where}: starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: ends on screen`).toBeLessThanOrEqual(width);
    boxes.push(box);
  }
  // Each side's digits stay inside their side, and the sides stand apart.
  for (const i of [0, 1]) {
    const side = boxes[i]!;
    const digits = (await sides.nth(i).locator('.cs-digits').boundingBox())!;
    expect(digits.x, `${where}: side ${i + 1}'s digits`).toBeGreaterThanOrEqual(side.x - 1);
    expect(digits.x + digits.width, `${where}: side ${i + 1}'s digits`).toBeLessThanOrEqual(
      side.x + side.width + 1,
    );
  }
  expect(boxes[0]!.x + boxes[0]!.width, `${where}: sides apart`).toBeLessThanOrEqual(boxes[1]!.x);
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflows, `${where}: no sideways scroll`).toBe(false);
}

async function shoot(page: Page, name: string) {
  const folder = process.env.VERSUS_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

test('versus shows two counts side by side and their gap, on a phone and a laptop, and follows them', async ({
  page,
  premium: _premium,
  visitor,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const alice = await seedBlueskyAccount(1_234_567, 'Alice Streams');
  const bob = await seedBlueskyAccount(987_654, 'Bob');
  const id = await createLiveCountCounter(page.request, baseURL!, alice, {
    title: 'Race to 2M',
    endNumber: 2_000_000,
    liveSources: [
      { platform: 'bluesky', account: alice.handle },
      { platform: 'bluesky', account: bob.handle },
    ],
    liveDisplay: 'versus',
    versusLabels: ['', 'Team Bob'],
    goalBar: true,
    milestones: [{ value: 1_300_000, message: '1.3M for the leader!' }],
  });

  // Server-rendered: both counts and the gap before any script runs.
  const served = await (await visitor.request.get(`/counter/${id}`)).text();
  for (const text of ['1,234,567', '987,654', '+246,913', 'Team Bob']) expect(served).toContain(text);

  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visitor.goto(`/counter/${id}`);
    const sides = visitor.getByTestId('versus-side');
    await expect(sides.nth(0)).toContainText('Alice Streams');
    await expect(sides.nth(0)).toContainText('1,234,567');
    await expect(sides.nth(1)).toContainText('Team Bob');
    await expect(sides.nth(1)).toContainText('987,654');
    await expect(sides.nth(0)).toHaveAttribute('data-leads', '');
    await expect(visitor.getByTestId('versus-gap')).toHaveText('+246,913');
    await expectSidesFit(visitor, `share page at ${width}`);
    // The goal bar stands above the Fullscreen button, clear of it.
    const goal = (await visitor.getByTestId('goal-bar').boundingBox())!;
    const fullscreen = (await visitor.getByRole('button', { name: /fullscreen/i }).boundingBox())!;
    expect(goal.y + goal.height + 8, `goal bar clear of Fullscreen at ${width}`).toBeLessThanOrEqual(
      fullscreen.y,
    );
    await shoot(visitor, `versus-page-${width}`);
  }
  await expectNoSeriousA11yViolations(visitor, 'versus viewer');

  // OBS: the embed, transparent, at a phone's width too (a narrow browser source).
  const obs = await (await browser.newContext({ viewport: { width: 390, height: 700 } })).newPage();
  await obs.goto(`/embed/${id}?transparent=1`);
  await expect(obs.getByTestId('versus-gap')).toHaveText('+246,913');
  await expectSidesFit(obs, 'embed at 390');
  await shoot(obs, 'versus-embed-390');
  await obs.setViewportSize({ width: 1280, height: 720 });
  await expectSidesFit(obs, 'embed at 1280');
  await shoot(obs, 'versus-embed-1280');

  // Bob passes Alice and the milestone: the embed steps both, moves the mark and celebrates.
  await setBlueskyFollowers(bob, 1_300_100);
  await readFollowedAccountsNow();
  await expect(obs.getByTestId('versus-gap')).toHaveText('+65,533', POLL);
  await expect(obs.getByTestId('versus-side').nth(1)).toHaveAttribute('data-leads', '');
  await expect(obs.getByTestId('milestone-message')).toHaveText('1.3M for the leader!');
  await shoot(obs, 'versus-embed-1280-after');
  await obs.context().close();
});
