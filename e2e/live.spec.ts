import { instantToZonedLocal } from '@core/counter/time-zone';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { digits } from './support/live';

// A phone drives a synced counter; two visitor tabs follow it over Server-Sent Events.

// A paused display stops changing: read it once it has held still for over a second, so a tab
// that has not yet received the pause is never taken as the reference.
async function heldDigits(page: Page): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await digits(page).textContent();
        const held = now === last;
        last = now;
        return held;
      },
      { intervals: [1200], timeout: 10_000 },
    )
    .toBe(true);
  return last ?? '';
}

test('a phone control page and two viewer tabs stay in step: start, pause, add time, completion', async ({
  page,
  browser,
  syncedCounter,
}) => {
  // Two minutes away, so the phone can take it to the end with −1 min.
  const id = await syncedCounter({
    countdownType: 'datetime',
    endDateTime: instantToZonedLocal(Date.now() + 2 * 60_000, 'UTC'),
    timeZone: 'UTC',
    completionMessage: 'We are live!',
  });

  const visitors = await browser.newContext();
  const [tabA, tabB] = [await visitors.newPage(), await visitors.newPage()];
  await tabA.goto(`/counter/${id}`);
  await tabB.goto(`/counter/${id}`);
  // Visitors of a synced counter get no Start/Pause controls.
  await expect(digits(tabA)).toBeVisible();
  await expect(tabA.getByRole('button', { name: /Start Counter/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/counter/${id}/control`);
  await expect(page.getByTestId('control-status')).toHaveText('Not started');

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('control-status')).toHaveText('Running');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('control-status')).toHaveText('Paused');
  const paused = await heldDigits(tabA);
  await expect(digits(tabB)).toHaveText(paused);

  await page.getByRole('button', { name: '+1 min' }).click();
  await expect(digits(tabA)).not.toHaveText(paused);
  const added = await heldDigits(tabA);
  await expect(digits(tabB)).toHaveText(added);
  // The phone shows the same remaining time, and the paused value stays put.
  const phone = (await page.getByTestId('control-readout').textContent()) ?? '';
  expect(added.replace(/\D/g, '')).toContain(phone.replace(/\D/g, '').replace(/^0+/, ''));

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(digits(tabA)).not.toHaveText(added, { timeout: 5000 });

  // Taking off more time than is left ends the countdown at zero (never below) on every display.
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: '−1 min' }).click();
  await expect(page.getByTestId('control-status')).toHaveText('Finished');
  await expect(tabA.getByTestId('completion-message')).toHaveText('We are live!');
  await expect(tabB.getByTestId('completion-message')).toHaveText('We are live!');
  await visitors.close();
});

test('a number counter set to its end from the phone completes on every display; the owner keeps controls', async ({
  page,
  browser,
  syncedCounter,
}) => {
  const id = await syncedCounter({
    countdownType: 'number',
    startNumber: 0,
    endNumber: 50,
    speed: 5000,
    completionMessage: 'Goal reached!',
  });

  // The owner's own viewer tab keeps the controls, which drive the server run.
  const ownerTab = await page.context().newPage();
  await ownerTab.goto(`/counter/${id}`);
  const visitors = await browser.newContext();
  const visitor = await visitors.newPage();
  await visitor.goto(`/counter/${id}`);
  await ownerTab.getByRole('button', { name: /Start Counter/ }).click();
  await expect(visitor.getByRole('button', { name: /Pause/ })).toHaveCount(0);

  await page.goto(`/counter/${id}/control`);
  await expect(page.getByTestId('control-status')).toHaveText('Running');
  await page.getByLabel('New value').fill('40');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(digits(visitor)).toHaveText('40');
  await expect(digits(ownerTab)).toHaveText('40');
  await page.getByRole('button', { name: '+10' }).click();
  await expect(visitor.getByTestId('completion-message')).toHaveText('Goal reached!');
  await expect(ownerTab.getByTestId('completion-message')).toHaveText('Goal reached!');
  await expect(page.getByTestId('control-status')).toHaveText('Finished');
  await visitors.close();
});
