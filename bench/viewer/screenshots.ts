import { mkdirSync } from 'node:fs';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { instantToZonedLocal } from '@core/counter/time-zone';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';

// Design review shots of the viewer, embed and demo (not a budget): `npx tsx bench/viewer/screenshots.ts`
// against a running app (BASE_URL, default http://localhost:4321; CONTROL_PORT for test-only SQL).
const BASE = process.env.BASE_URL ?? 'http://localhost:4321';
const OUT = process.env.OUT_DIR ?? '/tmp/cs-viewer-shots';
const CONTROL = process.env.CONTROL_PORT ?? '5321';
mkdirSync(OUT, { recursive: true });

async function sql(query: string, params: unknown[]) {
  await fetch(`http://127.0.0.1:${CONTROL}/`, {
    method: 'POST',
    body: JSON.stringify({ sql: query, params }),
  });
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const api = ctx.request;
const email = `shots-${Date.now()}@example.com`;
await api.post(`${BASE}/api/register`, {
  data: { email, password: 'correct-horse' },
  headers: { origin: BASE },
});
await sql("update users set subscription_status = 'active', premium_source = 'admin' where email = $1", [
  email,
]);

const base = createFormDefaults(new Date(), 'UTC');
async function create(name: string, patch: Record<string, unknown>): Promise<string> {
  const res = await api.post(`${BASE}/api/counters`, {
    data: { name, settings: { ...base, ...patch } },
    headers: { origin: BASE },
  });
  const body = (await res.json()) as { id: string; message?: string };
  if (!res.ok()) throw new Error(`${name}: ${res.status()} ${JSON.stringify(body)}`);
  return body.id;
}

const soon = instantToZonedLocal(Date.now() + 3 * 86_400_000 + 5 * 3_600_000, 'UTC');
const counters: Record<string, string> = {
  number: await create('number', {
    title: 'Road to 1M Subscribers',
    socialIcon: 'youtube',
    startNumber: 987_650,
  }),
  countdown: await create('countdown', {
    countdownType: 'datetime',
    endDateTime: soon,
    title: 'Product Launch',
    socialIcon: 'instagram',
    iconPosition: 'top',
  }),
  gradient: await create('gradient', {
    backgroundType: 'gradient',
    title: 'Instagram Followers',
    socialIcon: 'instagram',
    iconPosition: 'counter-top',
    startNumber: 99_930,
    endNumber: 100_000,
    fontStyle: 'orbitron',
  }),
  text3d: await create('text3d', {
    numberStyle: 'text-3d',
    title: 'Text 3D',
    fontStyle: 'oswald',
    backgroundColor: '#0f172a',
    counterColor: '#facc15',
    socialIcon: 'twitter',
    iconPosition: 'left',
  }),
  outline: await create('outline', {
    numberStyle: 'text-outline',
    title: 'Outline',
    fontStyle: 'serif',
    socialIcon: 'facebook',
    iconPosition: 'right',
  }),
  done: await create('done', {
    countdownType: 'number',
    startNumber: 0,
    endNumber: 3,
    speed: 100,
    title: 'Goal reached',
    completionMessage: '🎉 We made it — thank you!',
  }),
  script: await create('script', {
    countdownType: 'datetime',
    endDateTime: soon,
    fontStyle: 'script',
    hideLeadingZeros: true,
    backgroundColor: '#fdf2f8',
    textColor: '#831843',
    counterColor: '#831843',
    titleColor: '#9d174d',
    iconColor: '#db2777',
    title: 'Wedding Day',
    iconPosition: 'bottom',
    socialIcon: 'facebook',
  }),
};

async function shot(page: Page, name: string) {
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

for (const [vw, vh, tag] of [
  [1280, 800, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  const page = await ctx.newPage();
  await page.setViewportSize({ width: vw, height: vh });
  for (const [name, id] of Object.entries(counters)) {
    await page.goto(`${BASE}/counter/${id}`);
    await page.getByText(/Start Counter/).waitFor();
    if (name === 'done') {
      await page.getByRole('button', { name: 'Start Counter' }).click();
      await page.getByTestId('completion-message').waitFor();
    }
    await shot(page, `${tag}-${name}`);
  }
  await page.goto(`${BASE}/embed/${counters.gradient}?transparent=1&autostart=1`);
  await shot(page, `${tag}-embed-transparent`);
  await page.goto(`${BASE}/counter/demo`);
  await shot(page, `${tag}-demo`);
  await page.close();
}
await browser.close();
console.log(`shots in ${OUT}`);
