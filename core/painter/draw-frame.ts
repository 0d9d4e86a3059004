import { progressWordsText } from '../counter/progress-words';
import { type CounterSettings, emailEndText } from '../counter/settings';
import type { Versus } from '../live-sources/versus';
import { createConfetti } from './confetti';
import { EASE_OUT } from './css-math';
import { markAt } from './display-rules';
import { drawBackground } from './draw-background';
import { countdownBlock } from './draw-countdown';
import { createMark, type LogoImage, type MarkPainter } from './draw-mark';
import { numberRowBlock } from './draw-number';
import { completionBlock, endTextBlock, progressBlock, titleBlock } from './draw-text-blocks';
import { versusBlock } from './draw-versus';
import { badgeReserve, drawBadge } from './draw-watermark';
import { type EmailLayout, emailDigitPx } from './email-layout';
import { type Block, type FrameMetrics, type FrameSize, frameMetrics } from './frame-metrics';
import {
  type Ctx2D,
  createPainter,
  globalPaintEnv,
  type PaintEnv,
  type Painter,
  type ScratchCanvas,
} from './painter';
import { type Clip, createClip } from './timeline';

// One frame of the clip: the viewer's column (icon, title, digits, progress, completion message)
// laid out for the frame size and painted at a moment of virtual time. The browser's export and
// the server's e-mail and share images both draw through here (decision 016a).
export interface SceneOptions {
  transparent: boolean;
  locale: string;
  /** Countdowns: the final stretch, in seconds. */
  stretchSeconds: number;
  seed: number;
  /** One tabular digit in em, measured in the page (canvas text cannot turn tnum on). */
  tabularEm?: number | null;
  /** The Free plan's 'Made with Countstream' badge (server images of Free owners); none when unset. */
  watermark?: string | null;
  /** A note in the bottom-left corner (a Free counter's e-mail image: the upgrade note). */
  note?: string | null;
  /** Still images: the completion message without its bounce, and no confetti. */
  still?: boolean;
  /** Where paths and scratch canvases come from; the browser's globals when unset. */
  env?: PaintEnv;
  /** The counter's logo, decoded by the caller (settings.logo names it); its room stays empty without. */
  logo?: LogoImage | null;
  /** A countdown's e-mail image: its own layout (email-layout.ts) instead of the viewer's column. */
  email?: EmailLayout | null;
  /** A live count shown versus (settings.liveDisplay): both sides and the gap in the number's place. */
  versus?: Versus | null;
}

export interface Scene {
  settings: CounterSettings;
  size: FrameSize;
  options: SceneOptions;
  clip: Clip;
  confetti: ReturnType<typeof createConfetti>;
  painters: WeakMap<Ctx2D, Painter>;
  /** A gradient background, painted once for a scene that paints many frames (see paintBackground). */
  background: { frames: number; image: ScratchCanvas | null };
}

export function createScene(
  settings: CounterSettings,
  size: FrameSize,
  options: SceneOptions,
  clip: Clip = createClip(settings, options),
): Scene {
  return {
    settings,
    size,
    options,
    clip,
    confetti: createConfetti(options.seed),
    painters: new WeakMap(),
    background: { frames: 0, image: null },
  };
}

// A full-frame gradient costs a CPU canvas several ms a frame at 1080p, the most of any block; a
// clip paints the same one hundreds of times, so from a scene's second frame on it is painted once
// into a scratch canvas and copied (a copy at the same size and place keeps every pixel). A still
// image paints once and never pays for the copy.
function paintBackground(ctx: Ctx2D, scene: Scene) {
  const { settings, size, background } = scene;
  background.frames++;
  if (settings.backgroundType === 'gradient' && background.frames > 1 && !background.image) {
    const image = (scene.options.env ?? globalPaintEnv()).scratch(size.width, size.height);
    const imageCtx = image?.getContext('2d');
    if (image && imageCtx) {
      drawBackground(imageCtx, settings, size.width, size.height);
      background.image = image;
    }
  }
  if (settings.backgroundType === 'gradient' && background.image) {
    ctx.drawImage(background.image as unknown as CanvasImageSource, 0, 0);
    return;
  }
  drawBackground(ctx, settings, size.width, size.height);
}

function markBlock(mark: MarkPainter | null, m: FrameMetrics, size: number): Block | null {
  if (!mark) return null;
  const painted = mark(size, 16);
  return { height: size, draw: (top) => painted.draw((m.width - painted.width) / 2, top) };
}

// How long the completion message has been showing: stills show it settled, without its bounce.
function sinceEnd(scene: Scene, completedAt: number | null, ms: number): number {
  return scene.options.still ? Number.POSITIVE_INFINITY : ms - (completedAt ?? 0);
}

// The e-mail layout: a one-line title (the mark beside it, wherever the design puts it), then the
// digits at the layout's size; after the end the marketer's text in their place, or the zeros.
function emailBlocksAt(p: Painter, scene: Scene, m: FrameMetrics, ms: number, email: EmailLayout): Block[] {
  const s = scene.settings;
  const st = scene.clip.stateAt(ms);
  const { face } = st;
  const beside = s.iconPosition === 'title-right' ? 'title-right' : 'title-left';
  const titled = { ...s, iconPosition: beside } as const;
  const mark = createMark(p, titled, scene.options.logo);
  const blocks: (Block | null)[] = [
    email.titlePx > 0 ? titleBlock(p, titled, m, scene.options.transparent, mark, email.titlePx) : null,
  ];
  const ended = st.completedAt !== null && !(face.kind === 'countdown' && face.overtime);
  const text = emailEndText(s);
  if (ended && (s.emailEnd ?? 'text') === 'text' && text !== '') {
    blocks.push(endTextBlock(p, s, m, text, email.rowHeight));
  } else if (face.kind === 'countdown') {
    const digits = emailDigitPx(email, face.parts, s.fontStyle, face.overtime === true);
    const size = { digits, label: email.labelPx, boxes: email.boxes };
    const input = {
      parts: face.parts,
      previous: null,
      t: 1,
      warn: face.warn === true,
      overtime: face.overtime,
    };
    blocks.push(countdownBlock(p, s, m, { ...input, size }));
  }
  return blocks.filter((b): b is Block => b !== null);
}

function blocksAt(p: Painter, scene: Scene, m: FrameMetrics, ms: number): Block[] {
  const s = scene.settings;
  const { plan } = scene.clip;
  const st = scene.clip.stateAt(ms);
  const completed = st.completedAt !== null;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: dividing by 0 gives Infinity or NaN, which the digits read as done, as 1
  const t = plan.animMs > 0 ? (ms - st.changedAt) / plan.animMs : 1;
  const mark = createMark(p, s, scene.options.logo);
  const at = (pos: CounterSettings['iconPosition']) => markAt(s, pos);
  const blocks: (Block | null)[] = [
    at('top') ? markBlock(mark, m, Math.max(32, 7 * m.u)) : null,
    titleBlock(p, s, m, scene.options.transparent, mark),
    at('counter-top') ? markBlock(mark, m, Math.max(28, 5.5 * m.u)) : null,
  ];
  const { face, previous } = st;
  if (face.kind === 'number') {
    // Stryker disable next-line ConditionalExpression: a number clip's previous face is a number face or none
    const prev = previous?.kind === 'number' ? previous : null;
    const { versus, locale, transparent } = scene.options;
    blocks.push(
      versus
        ? versusBlock(p, s, m, versus, { locale, transparent })
        : numberRowBlock(
            p,
            s,
            m,
            { value: face.value, previous: prev?.value ?? null, t, locale: scene.options.locale },
            mark,
          ),
    );
    // The fill's 300 ms ease-out transition, when ticks are slow enough to see it.
    const eased = EASE_OUT(Math.min(1, (ms - st.changedAt) / 300));
    const shown =
      prev && plan.tickMs >= 300 ? prev.progress + (face.progress - prev.progress) * eased : face.progress;
    const words = progressWordsText(face.value, face.progress, s, scene.options.locale);
    blocks.push(progressBlock(p, s, m, words, shown));
  } else if (!completed || face.overtime) {
    const overtime = face.overtime === true;
    // Overtime, as in the viewer: the completion message stands above the digits as their label.
    if (overtime) blocks.push(completionBlock(p, s, m, false, sinceEnd(scene, st.completedAt, ms)));
    const prev = previous?.kind === 'countdown' ? previous.parts : null;
    blocks.push(
      countdownBlock(p, s, m, { parts: face.parts, previous: prev, t, warn: face.warn === true, overtime }),
    );
  }
  if (completed && !(face.kind === 'countdown' && face.overtime)) {
    blocks.push(completionBlock(p, s, m, face.kind === 'countdown', sinceEnd(scene, st.completedAt, ms)));
  }
  blocks.push(at('bottom') ? markBlock(mark, m, Math.max(32, 7 * m.u)) : null);
  return blocks.filter((b): b is Block => b !== null);
}

export function drawFrame(ctx: Ctx2D, scene: Scene, ms: number): void {
  const { size, settings } = scene;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.clearRect(0, 0, size.width, size.height);
  if (!scene.options.transparent) paintBackground(ctx, scene);
  ctx.setTransform(size.pixelRatio, 0, 0, size.pixelRatio, 0, 0);
  let p = scene.painters.get(ctx);
  if (!p) {
    p = createPainter(
      ctx,
      size.pixelRatio,
      settings.fontStyle,
      scene.options.tabularEm ?? null,
      scene.options.env,
    );
    scene.painters.set(ctx, p);
  }
  const { email } = scene.options;
  const m = email ? { ...frameMetrics(size), gap: email.gap } : frameMetrics(size);
  const blocks = email ? emailBlocksAt(p, scene, m, ms, email) : blocksAt(p, scene, m, ms);
  const total = blocks.reduce((h, b) => h + b.height, 0) + m.gap * Math.max(0, blocks.length - 1);
  const badges = scene.options.watermark || scene.options.note;
  let top = (m.height - (badges ? badgeReserve(m.width) : 0) - total) / 2;
  for (const block of blocks) {
    block.draw(top);
    top += block.height + m.gap;
  }
  const { completedAt } = scene.clip.stateAt(ms);
  if (completedAt !== null && !scene.options.still) scene.confetti(ctx, ms - completedAt, m.width, m.height);
  if (scene.options.watermark) drawBadge(p, m, scene.options.watermark, 'right');
  // Stryker disable next-line StringLiteral: any side but 'right' is the left corner
  if (scene.options.note) drawBadge(p, m, scene.options.note, 'left');
}
