import { ANIMATION_STYLES } from '@core/counter/animation-styles';
import { FONT_STYLES } from '@core/counter/font-styles';
import { TEST_ANIMATION_DURATIONS } from '@core/counter/settings-style';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { fuzzDepth, fuzzSeed } from '../scripts/fuzz-seed';
import { createCounter } from './support/export-video';
import { expect, test } from './support/fixtures';

// Every animation style in every font, stepped through a change frame by frame: the change's CSS
// animations are paused and sought (Web Animations), the odometer's steps driven by the page's
// clock, and each frame is screenshotted. No ink may fall outside the digits' cells, and the
// number may not change width while it changes (1,111 to 8,888: fixed cells, not the glyphs'
// own widths).

test.use({ reducedMotion: 'no-preference', viewport: { width: 960, height: 540 } });

const SPEED = 1000;
const FRAMES = 10;

type Box = { x: number; y: number; width: number; height: number };
interface Frame {
  cells: Box[];
  digitWidths: number[];
  numberWidth: number;
  /** The page region screenshotted: around the number, a line and a half above and below. */
  region: Box;
}

/**
 * Hides everything but the digits (title, bar, controls), so any ink is theirs; and holds every
 * digit animation at its first frame as it starts, for seek() to move it frame by frame.
 */
const DIGITS_ONLY = `
  [data-testid="counter-display"] ~ *, .cs-title, .cs-progress, .cs-complete, .cs-sr, #skip-link
  { visibility: hidden !important; }
  .cs-glyph { animation-play-state: paused !important; }`;

async function readFrame(page: Page): Promise<Frame> {
  return page.evaluate(() => {
    const box = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    const number = document.querySelector('[data-testid="counter-digits"] .cs-digits') as HTMLElement;
    const cells = Array.from(number.querySelectorAll<HTMLElement>('.cs-cell'));
    const n = number.getBoundingClientRect();
    const line = n.height;
    const top = Math.max(0, n.y - 1.5 * line);
    const bottom = Math.min(window.innerHeight, n.bottom + 1.5 * line);
    const left = Math.max(0, n.x - 0.3 * line);
    const right = Math.min(window.innerWidth, n.right + 0.3 * line);
    return {
      cells: cells.map((c) => box(c.getBoundingClientRect())),
      digitWidths: cells
        .filter((c) => !c.classList.contains('cs-sep'))
        .map((c) => c.getBoundingClientRect().width),
      numberWidth: n.width,
      region: { x: left, y: top, width: right - left, height: bottom - top },
    };
  });
}

/** Ink (a pixel brighter than the black background) outside every cell, and inside them. */
async function inkOf(page: Page, frame: Frame) {
  const clip = {
    x: Math.floor(frame.region.x),
    y: Math.floor(frame.region.y),
    width: Math.floor(frame.region.width),
    height: Math.floor(frame.region.height),
  };
  const img = await loadImage(await page.screenshot({ clip }));
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  // Which pixels of the shot lie in a cell, with a pixel of slack round each (anti-aliasing of its
  // own edge), marked once: asking every cell for every bright pixel took about 45 CPU seconds of
  // the everyday browser suite.
  const width = img.width;
  const inCell = new Uint8Array(width * img.height);
  for (const c of frame.cells) {
    const x0 = Math.max(0, Math.ceil(c.x - 1) - clip.x);
    const x1 = Math.min(width - 1, Math.floor(c.x + c.width + 1) - clip.x);
    const y0 = Math.max(0, Math.ceil(c.y - 1) - clip.y);
    const y1 = Math.min(img.height - 1, Math.floor(c.y + c.height + 1) - clip.y);
    if (x0 <= x1) for (let py = y0; py <= y1; py++) inCell.fill(1, py * width + x0, py * width + x1 + 1);
  }
  let outside = 0;
  let inside = 0;
  const where: string[] = [];
  for (let p = 0; p < inCell.length; p++) {
    const i = p * 4;
    // Ink: any channel brighter than the black background.
    if (data[i]! <= 48 && data[i + 1]! <= 48 && data[i + 2]! <= 48) continue;
    if (inCell[p]) inside++;
    else {
      outside++;
      if (where.length < 3) where.push(`(${clip.x + (p % width)}, ${clip.y + Math.floor(p / width)})`);
    }
  }
  return { outside, inside, where };
}

/** Pauses every animation in the page at its own age on the virtual timeline `at` (ms). */
async function seek(page: Page, at: number) {
  await page.evaluate((t) => {
    const w = window as unknown as { born?: WeakMap<Animation, number> };
    w.born ??= new WeakMap();
    for (const a of document.getAnimations()) {
      if (!w.born.has(a)) w.born.set(a, t);
      a.pause();
      a.currentTime = Math.max(0, t - (w.born.get(a) ?? t));
    }
  }, at);
}

/** How many digits are drawn moved, scaled, turned or faded: mid-change, the changed ones. */
async function movingGlyphs(page: Page) {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[data-testid="counter-digits"] .cs-glyph')).filter((g) => {
        const cs = getComputedStyle(g);
        const still = cs.transform === 'none' || cs.transform === 'matrix(1, 0, 0, 1, 0, 0)';
        return !still || Number(cs.opacity) < 1;
      }).length,
  );
}

/** React commits on a message-channel task, which the page's fake clock does not hold back. */
async function settle(page: Page) {
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
}

async function openAndChange(page: Page, id: string, extraCss = '') {
  await page.goto(`/counter/${id}`);
  await page.addStyleTag({ content: DIGITS_ONLY + extraCss });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const digits = page.getByTestId('counter-digits');
  await expect(digits).toHaveText('1,111');
  const still = await readFrame(page);
  // The page's time stands still from here: only runFor moves the run and the odometer's steps.
  // A second ahead of the page's clock: on a busy machine the 100 ms this once was had passed
  // before the pause reached the page ("Cannot fast-forward to the past").
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // The controls are hidden with the rest: the owner's Space key starts the run.
  await page.keyboard.press('Space');
  await page.clock.runFor(SPEED);
  // The odometer's wheel shows its first step until the clock moves on.
  await expect(digits).not.toHaveText('1,111');
  await seek(page, 0);
  return still;
}

async function createStyleCounter(page: Page, baseURL: string, patch: Record<string, unknown>) {
  const { id } = await createCounter(page.request, baseURL, {
    title: 'Road to 100K',
    startNumber: 1111,
    endNumber: 99_999,
    numberIncrement: 7777,
    speed: SPEED,
    numberStyle: 'text-3d',
    backgroundType: 'solid',
    backgroundColor: '#000000',
    counterColor: '#ffffff',
    textColor: '#ffffff',
    ...patch,
  });
  return id;
}

// Every pair is 30 stepped changes: CI's full-depth pass (FUZZ_DEPTH=full) steps them all; everyday
// runs step every style once, each in a font picked by the run's printed FUZZ_SEED (a failure
// replays with it), so every font is also met across runs.
const seed = fuzzSeed();
const PAIRS =
  fuzzDepth() === 'full'
    ? FONT_STYLES.flatMap((font) => ANIMATION_STYLES.map((style) => [font, style] as const))
    : ANIMATION_STYLES.map((style, i) => [FONT_STYLES[(seed + i) % FONT_STYLES.length]!, style] as const);

for (const [font, style] of PAIRS)
  test(`${style} in ${font}: the change stays in its cells and the number keeps its width`, async ({
    page,
    baseURL,
    premium: _premium,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const id = await createStyleCounter(page, baseURL!, { fontStyle: font, animationStyle: style });
    const still = await openAndChange(page, id);
    // Every digit's cell is as wide as every other's, before the change and after.
    for (const w of still.digitWidths) expect(w, `${font} ${style}`).toBeCloseTo(still.digitWidths[0]!, 1);
    const duration = Math.min(TEST_ANIMATION_DURATIONS[style], SPEED * 0.9);
    const step = duration / FRAMES;
    let inkSeen = 0;
    for (let f = 0; f <= FRAMES + 1; f++) {
      const at = f * step;
      if (f > 0) {
        // The odometer's steps are timers: the clock moves them on, then its new rolls are sought.
        await page.clock.runFor(step);
        await settle(page);
      }
      await seek(page, at);
      const frame = await readFrame(page);
      const label = `${font} ${style} at ${Math.round(at)} ms`;
      // The frames are the change's own: early on, a changed digit is on its way in.
      if (f === 1) expect(await movingGlyphs(page), label).toBeGreaterThan(0);
      expect(frame.numberWidth, label).toBeCloseTo(still.numberWidth, 1);
      for (const w of frame.digitWidths) expect(w, label).toBeCloseTo(still.digitWidths[0]!, 1);
      const ink = await inkOf(page, frame);
      expect(ink.outside, `${label}: ink outside the cells at ${ink.where.join(' ')}`).toBe(0);
      inkSeen = Math.max(inkSeen, ink.inside);
    }
    await expect(page.getByTestId('counter-digits'), `${font} ${style}`).toHaveText('8,888');
    // The frames did show the digits (a blank page would pass the checks above).
    expect(inkSeen, `${font} ${style}`).toBeGreaterThan(2000);
  });

test('the check can fail: without the cell’s mask a roll draws its outgoing digit above the number', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  await page.clock.install();
  const id = await createStyleCounter(page, baseURL!, { fontStyle: 'oswald', animationStyle: 'digits-roll' });
  await openAndChange(
    page,
    id,
    '.cs-cell { mask-image: none !important; -webkit-mask-image: none !important; }',
  );
  await page.clock.runFor(120);
  await settle(page);
  await seek(page, 120);
  const ink = await inkOf(page, await readFrame(page));
  expect(ink.outside).toBeGreaterThan(200);
});

test('the check can fail: without the measured cells Oswald’s number changes width as it counts', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  await page.clock.install();
  const id = await createStyleCounter(page, baseURL!, { fontStyle: 'oswald', animationStyle: 'fade-scale' });
  const still = await openAndChange(page, id, '.cs-cell::after { display: none !important; }');
  const after = await readFrame(page);
  expect(Math.abs(after.numberWidth - still.numberWidth)).toBeGreaterThan(4);
});

test('the keyboard shortcut chip shows to the signed-in owner only, never to the audience', async ({
  page,
  baseURL,
  premium: _premium,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await createStyleCounter(page, baseURL!, { title: 'Road to 100K' });
  await page.goto(`/counter/${id}`);
  await expect(page.getByTestId('keyboard-hint')).toBeVisible();
  const audience = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await audience.goto(`${baseURL}/counter/${id}`);
  await expect(audience.getByRole('button', { name: 'Start Counter', exact: true })).toBeVisible();
  await expect(audience.getByTestId('counter-digits')).toHaveText('1,111');
  await expect(audience.getByTestId('keyboard-hint')).toHaveCount(0);
  await audience.close();
});

// What a stream shows: a share page at 1920×1080 and 390 px, OBS browser sources of a banner
// (1200×360) and a corner (400×150). The title wraps at 1920 and its icon stands by its first
// line; the digits fit; screenshots kept with the run's results.
test('at OBS sizes the title’s icon stands by its first line and the display fits', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  test.setTimeout(90_000);
  const { id } = await createCounter(page.request, baseURL!, {
    title: 'Our community is on the road to one hundred thousand followers before the end of the year 🎉',
    startNumber: 99_850,
    endNumber: 100_000,
    fontStyle: 'oswald',
    animationStyle: 'odometer',
    socialIcon: 'twitch',
    iconPosition: 'title-left',
  });
  const sizes = [
    { name: 'page-1920x1080', path: `/counter/${id}`, width: 1920, height: 1080 },
    { name: 'page-390', path: `/counter/${id}`, width: 390, height: 844 },
    { name: 'embed-1200x360', path: `/embed/${id}`, width: 1200, height: 360 },
    { name: 'embed-400x150', path: `/embed/${id}`, width: 400, height: 150 },
  ];
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(size.path);
    await expect(page.getByTestId('counter-digits')).toHaveText('99,850');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const icon = page.locator('.cs-icon[data-at="title-left"] svg');
    await expect(icon).toBeVisible();
    const { lines, iconBox, digits, textLeft } = await page.evaluate(() => {
      const text = document.querySelector('.cs-title-text') as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = Array.from(range.getClientRects()).map((r) => ({ x: r.x, y: r.y, bottom: r.bottom }));
      const i = (
        document.querySelector('.cs-icon[data-at="title-left"]') as HTMLElement
      ).getBoundingClientRect();
      const d = (document.querySelector('.cs-digits') as HTMLElement).getBoundingClientRect();
      return {
        lines: rects,
        iconBox: { x: i.x, right: i.right, mid: (i.y + i.bottom) / 2, height: i.height },
        digits: { x: d.x, right: d.right },
        textLeft: Math.min(...rects.map((r) => r.x)),
      };
    });
    const first = lines[0]!;
    // Level with the first line, and against its words (within a gap of about half an icon).
    expect(iconBox.mid, size.name).toBeGreaterThan(first.y);
    expect(iconBox.mid, size.name).toBeLessThan(first.bottom);
    // On the share page the title's box is as wide as its widest line: the icon stands against it.
    if (size.path.startsWith('/counter/'))
      expect(textLeft - iconBox.right, size.name).toBeLessThan(iconBox.height);
    expect(digits.x, size.name).toBeGreaterThanOrEqual(0);
    expect(digits.right, size.name).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: test.info().outputPath(`${size.name}.png`) });
  }
});
