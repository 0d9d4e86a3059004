import type { RunState } from '../counter/live/run-state';
import type { CounterSettings } from '../counter/settings';
import type { Versus } from '../live-sources/versus';
import { EMAIL_IMAGE_UPGRADE_NOTE, WATERMARK_TEXT } from '../plan/email-images';
import { createScene, type Scene } from './draw-frame';
import type { LogoImage } from './draw-mark';
import { emailLayout } from './email-layout';
import type { FrameSize } from './frame-metrics';
import { imageFrameSize, isEmailLayout, OG_SIZE } from './image-size';
import { createLiveClip, type ImageFrame } from './live-clip';
import type { PaintEnv } from './painter';

// A counter image's scene: what the server paints for image.gif, image.png and og.png, and what
// the pixel test paints in Chromium to compare (the same function, so both draw the same thing).
export type ImageFormat = 'gif' | 'png' | 'og';

export interface ImageJob {
  settings: CounterSettings;
  premium: boolean;
  format: ImageFormat;
  width: number;
  scale: 1 | 2;
  now: number;
  /** A synced counter's run at `now` (the server's): its images follow it as the live viewer does. */
  run?: RunState | null;
  /** Only the run's first frame, as a visitor first sees the counter (the dashboard's thumbnail). */
  first?: boolean;
  /** A live count shown versus (live-settings.ts versusStill): both sides and the gap. */
  versus?: Versus | null;
}

export interface ImageScene {
  scene: Scene;
  size: FrameSize;
  frames: ImageFrame[];
}

/** `logo`: the counter's logo, decoded by the caller (settings.logo names it); apart from the job, which is plain data. */
export function createImageScene(job: ImageJob, env?: PaintEnv, logo: LogoImage | null = null): ImageScene {
  const premium = job.premium;
  const email = isEmailLayout(job.settings, job.format);
  const size =
    job.format === 'og' ? OG_SIZE : imageFrameSize(job.settings, job.width, job.scale, !premium, email);
  // Free owners' e-mail images are a still with the upgrade note (e-mail images are Premium).
  const animated = job.format === 'gif' && premium;
  const live = createLiveClip(job.settings, job.now, animated ? undefined : 1, { run: job.run, email });
  const scene = createScene(
    job.settings,
    size,
    {
      transparent: false,
      locale: 'en-US',
      stretchSeconds: 0,
      seed: 1,
      still: true,
      watermark: premium ? null : WATERMARK_TEXT,
      note: job.format === 'gif' && !premium ? EMAIL_IMAGE_UPGRADE_NOTE : null,
      env,
      logo,
      email: email ? emailLayout(job.settings, !premium) : null,
      versus: job.versus ?? null,
    },
    live.clip,
  );
  // A share card is the counter as a visitor first sees it, the state its page title describes
  // ('99,850 of 100,000'): the run's first frame, never the end a number counter's still shows.
  // The dashboard's thumbnail asks for the same (`first`): a goal just made is not shown reached.
  const opening = job.format === 'og' || job.first === true;
  const frames = opening ? [{ ms: 0, delayMs: live.frames[0]?.delayMs ?? 0 }] : live.frames;
  return { scene, size, frames };
}
