import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectSignedInAs, makePremium, test, uniqueEmail } from './support/fixtures';
import { afterTwoFrames } from './support/settle';

// Embedding is Premium, so the owner is made Premium before the counter is first viewed.
async function createEmbeddable(request: APIRequestContext, baseURL: string, patch: Record<string, unknown>) {
  const email = uniqueEmail('embed');
  await request.post('/api/register', {
    data: { email, password: 'correct-horse' },
    headers: { origin: baseURL },
  });
  await makePremium(email);
  const settings = { ...createFormDefaults(new Date(), 'UTC'), ...patch };
  const res = await request.post('/api/counters', {
    data: { name: 'Embed', settings },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('?transparent=1&autostart=1 runs at once with no controls and no background (OBS)', async ({
  page,
  baseURL,
  request,
}) => {
  const id = await createEmbeddable(request, baseURL!, {
    title: 'Stream goal',
    startNumber: 0,
    endNumber: 1000,
    speed: 100,
  });
  await page.goto(`/embed/${id}?transparent=1&autostart=1`);
  await expect(page.getByTestId('counter-title')).toHaveText('Stream goal');
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to Settings' })).toHaveCount(0);
  await expect(page.getByTestId('counter-digits')).not.toHaveText('0');
  const backgrounds = await page.evaluate(() =>
    [
      document.documentElement,
      document.body,
      document.querySelector('[data-testid="embed-root"]'),
      document.querySelector('[data-testid="counter-display"]'),
    ].map(
      (el) =>
        getComputedStyle(el as Element).backgroundColor + getComputedStyle(el as Element).backgroundImage,
    ),
  );
  expect(backgrounds).toEqual(Array(4).fill('rgba(0, 0, 0, 0)none'));
});

test('the plain embed has controls but no page chrome', async ({ page, baseURL, request, account }) => {
  await expectSignedInAs(page, account); // yet an embed never offers Back to Settings
  const id = await createEmbeddable(request, baseURL!, {});
  await page.goto(`/embed/${id}`);
  await expect(page.getByRole('button', { name: 'Start Counter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Settings' })).toHaveCount(0);
  const bg = await page.getByTestId('embed-root').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).toBe('rgb(30, 27, 75)');
});

test('renders inside an iframe on another origin and posts its height', async ({
  page,
  baseURL,
  request,
}) => {
  const id = await createEmbeddable(request, baseURL!, { title: 'Framed counter' });
  const frameSrc = `${baseURL}/embed/${id}`;
  const host: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body>
      <script>window.heights=[];addEventListener('message',function(e){if(e.data&&e.data.type==='countstream:height')window.heights.push({origin:e.origin,id:e.data.id,height:e.data.height});});</script>
      <iframe id="f" src="${frameSrc}" style="width:800px;height:450px;border:0"></iframe></body></html>`);
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  try {
    const other = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    expect(new URL(other).origin).not.toBe(new URL(baseURL!).origin);
    await page.goto(other);
    const frame = page.frameLocator('#f');
    await expect(frame.getByTestId('counter-title')).toHaveText('Framed counter');
    await expect(frame.getByRole('button', { name: 'Start Counter' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { heights: { height: number }[] }).heights.length),
      )
      .toBeGreaterThan(0);
    const heights = await page.evaluate(
      () => (window as unknown as { heights: { origin: string; id: string; height: number }[] }).heights,
    );
    const last = heights.at(-1)!;
    expect(last.origin).toBe(new URL(baseURL!).origin);
    expect(last.id).toBe(id);
    expect(last.height).toBeGreaterThan(150);
    expect(last.height).toBeLessThan(2000);
    // The parent resizing the frame must not change the reported height (no feedback loop).
    await page.evaluate((h) => {
      (document.getElementById('f') as HTMLIFrameElement).style.height = `${h}px`;
    }, last.height);
    // The frame lays out its new size and reports any change within its next frames; the
    // parent then handles the message before its own next frames.
    const embedded = page.frame({ url: /\/embed\// });
    expect(embedded).not.toBeNull();
    await afterTwoFrames(embedded!);
    await afterTwoFrames(page);
    const after = await page.evaluate(
      () => (window as unknown as { heights: { height: number }[] }).heights.at(-1)!.height,
    );
    expect(Math.abs(after - last.height)).toBeLessThanOrEqual(2);
  } finally {
    host.close();
  }
});

test('an unknown counter in /embed is a small legible line on transparent, with no promotion', async ({
  page,
}) => {
  await page.goto('/embed/nosuchcounter1?transparent=1&autostart=1');
  const line = page.getByTestId('embed-not-found').getByRole('heading', { name: 'Counter not found' });
  await expect(line).toBeVisible();
  const look = await line.evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: Number.parseFloat(s.fontSize), shadow: s.textShadow, color: s.color };
  });
  expect(look.size).toBeLessThanOrEqual(18);
  expect(look.shadow).not.toBe('none');
  expect(look.color).toBe('rgb(255, 255, 255)');
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByText('404')).toHaveCount(0);
  const backgrounds = await page.evaluate(() =>
    [document.documentElement, document.body].map((el) => getComputedStyle(el).backgroundColor),
  );
  expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
});

test('a local HTML file (file:) may frame the embed', async ({ page, baseURL, request }, testInfo) => {
  const id = await createEmbeddable(request, baseURL!, { title: 'From a file', speed: 1000 });
  const file = testInfo.outputPath('overlay.html');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    file,
    `<!doctype html><iframe src="${baseURL}/embed/${id}" width="800" height="400"></iframe>`,
  );
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
  await page.goto(`file://${file}`);
  await expect(page.frameLocator('iframe').getByTestId('counter-title')).toHaveText('From a file');
  expect(refused.filter((t) => t.includes('frame-ancestors'))).toEqual([]);
});
