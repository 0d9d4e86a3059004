import { bytesOf, createCounter, exportVideo, frameDiffs, pngAt, readVideo } from './support/export-video';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// Export (issue 9): clips made through the screen are read back in Node (container, codec, size,
// duration, frames) and their first and last frames are decoded in a browser and compared with
// the exporter's own PNG of the same moment; settings round-trip; Free users are refused.
test('a number counter exports as an MP4 whose first and last frames show 0 and 20', async ({
  page,
  baseURL,
  premium: _premium,
  browser,
}) => {
  test.setTimeout(420_000);
  const { id } = await createCounter(page.request, baseURL!, { startNumber: 0, endNumber: 20, speed: 100 });
  await page.goto('/account');
  await page.getByRole('link', { name: 'Export', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/export$`));
  await page.getByText('1080×1080').click();
  await expect(page.getByTestId('clip-summary')).toContainText('Length 5 s');
  await expect(page.getByTestId('clip-summary')).toContainText('Counts 0 → 20 in 20 steps over 2 s');

  const video = await exportVideo(page);
  expect(video.name).toBe('road-to-20-1080x1080-30fps.mp4');
  const info = await readVideo(video.bytes);
  expect(info).toMatchObject({ mime: expect.stringContaining('video/mp4'), width: 1080, height: 1080 });
  expect(['avc', 'av1', 'vp9']).toContain(info.codec);
  expect(info.duration).toBeCloseTo(5, 1);
  expect(info.frames).toBe(150);

  const first = await pngAt(page, 0);
  const last = await pngAt(page, 5000 - 1000 / 30);
  const [firstDiff, lastDiff, crossDiff] = await frameDiffs(browser, baseURL!, video.bytes, [
    { at: 0, png: first },
    { at: 5 - 1 / 30, png: last },
    { at: 5 - 1 / 30, png: first },
  ]);
  // Encoding costs a few levels per pixel; the wrong value (0 instead of 20, no message) costs far more.
  expect(firstDiff).toBeLessThan(3);
  expect(lastDiff).toBeLessThan(3);
  expect(crossDiff).toBeGreaterThan(lastDiff! * 2 + 1);
});

test('the last 10 seconds of a countdown export as a VP9 WebM', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  test.setTimeout(420_000);
  const { id } = await createCounter(page.request, baseURL!, {
    countdownType: 'datetime',
    title: 'Launch',
    completionMessage: 'We are live!',
  });
  await page.goto(`/counter/${id}/export`);
  await page.getByText('1080×1080').click();
  await page.getByText('WebM', { exact: true }).click();
  // A long stretch can be canceled mid-way; nothing is offered for download.
  await page.getByText('Last 3 mins', { exact: true }).click();
  await page.getByRole('button', { name: 'Export video' }).click();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Export canceled. Nothing was saved.')).toBeVisible();
  await expect(page.getByText('Download video')).toHaveCount(0);
  await page.getByText('Last 10 s', { exact: true }).click();
  await expect(page.getByTestId('alpha-note')).not.toBeEmpty();
  await expect(page.getByTestId('clip-summary')).toContainText('Length 13 s');
  const video = await exportVideo(page);
  expect(video.name).toBe('road-to-20-1080x1080-30fps.webm');
  const info = await readVideo(video.bytes);
  expect(info).toMatchObject({
    mime: expect.stringContaining('video/webm'),
    codec: 'vp9',
    width: 1080,
    height: 1080,
  });
  expect(info.duration).toBeCloseTo(13, 1);
  expect(info.frames).toBe(390);
});

test('settings export and import round-trip; a bad file creates nothing', async ({
  page,
  baseURL,
  premium,
}) => {
  const { id, settings } = await createCounter(page.request, baseURL!, { title: 'Round trip', speed: 250 });
  await page.goto(`/counter/${id}/export`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download settings JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('road-to-20.countstream.json');
  const file = JSON.parse((await bytesOf(download)).toString('utf8'));
  expect(file).toMatchObject({ name: 'Road to 20', settings, version: 1 });
  expect(Date.parse(file.exportedAt)).not.toBeNaN();

  const input = page.getByTestId('import-file');
  const bad = JSON.stringify({ ...file, settings: { ...file.settings, speed: 5 } });
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
  await expect(page.getByTestId('import-error')).toContainText(
    'settings.speed: Speed must be between 100 and 5000 ms',
  );
  await input.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
  await expect(page.getByTestId('import-error')).toContainText('not valid JSON');
  const owned = () =>
    sql('select c.settings from counters c join users u on u.id = c.user_id where u.email = $1', [
      premium.email.toLowerCase(),
    ]);
  expect(await owned()).toHaveLength(1);

  await input.setInputFiles({
    name: 'good.json',
    mimeType: 'application/json',
    buffer: await bytesOf(download),
  });
  await expect(page.getByTestId('import-success')).toContainText('Imported as a new counter, “Road to 20”');
  const rows = await owned();
  expect(rows).toHaveLength(2);
  expect(rows.map((r) => r.settings)).toEqual([settings, settings]);
});

test('Free users see the offer and an upgrade link, and the server refuses their import', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const { id, settings } = await createCounter(page.request, baseURL!, {});
  await page.goto('/account');
  await page.getByRole('link', { name: 'Export', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/export$`));
  await expect(page.getByTestId('export-offer')).toContainText('Export is a Premium feature');
  await expect(page.getByRole('button', { name: 'Export video' })).toHaveCount(0);
  await expect(page.getByTestId('import-file')).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const res = await page.request.post(`${baseURL}/api/counters/import`, {
    data: { name: 'Sneaky', settings, version: 1 },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toContain('Importing counters is a premium feature');
});
