import type { FrameSize } from '@core/painter/frame-metrics';

// The three export sizes. Each is drawn as the viewer would lay it out on a device of that shape:
// a CSS viewport (what the layout rules see) times a pixel ratio (how sharp it is). A 9:16 clip
// is laid out like a phone, so it gets the phone's bigger digits and the 2×2 countdown grid.
export type SizeId = 'landscape' | 'portrait' | 'square';

export interface VideoSize extends FrameSize {
  id: SizeId;
  label: string;
  hint: string;
  detail: string;
}

export const VIDEO_SIZES: Record<SizeId, VideoSize> = {
  landscape: {
    id: 'landscape',
    label: '16:9',
    hint: '1920×1080',
    detail: 'YouTube, streams',
    width: 1920,
    height: 1080,
    cssWidth: 1280,
    cssHeight: 720,
    pixelRatio: 1.5,
  },
  portrait: {
    id: 'portrait',
    label: '9:16',
    hint: '1080×1920',
    detail: 'Reels, Shorts, TikTok',
    width: 1080,
    height: 1920,
    cssWidth: 432,
    cssHeight: 768,
    pixelRatio: 2.5,
  },
  square: {
    id: 'square',
    label: '1:1',
    hint: '1080×1080',
    detail: 'Instagram feed',
    width: 1080,
    height: 1080,
    cssWidth: 720,
    cssHeight: 720,
    pixelRatio: 1.5,
  },
};

export const SIZE_IDS = Object.keys(VIDEO_SIZES) as SizeId[];
