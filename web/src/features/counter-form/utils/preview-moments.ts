import type { CountdownPart } from '@core/counter/engine/countdown';
import type { CounterSettings } from '@core/counter/settings';
import type { CounterFace } from '@web/components/counter-display/types';

// The moments of a countdown the preview can show, so each option of issue #17 is seen at work:
// the warning colour in the last seconds, and overtime, the message, hiding or the redirect at zero.
export const PREVIEW_MOMENTS = ['counting', 'last-seconds', 'after-zero'] as const;
export type PreviewMoment = (typeof PREVIEW_MOMENTS)[number];

export const PREVIEW_MOMENT_LABELS: Record<PreviewMoment, string> = {
  counting: 'Counting',
  'last-seconds': 'Last seconds',
  'after-zero': 'After zero',
};

const parts = (h: number, m: number, s: number): CountdownPart[] => [
  { value: String(h).padStart(2, '0'), label: 'hours' },
  { value: String(m).padStart(2, '0'), label: 'mins' },
  { value: String(s).padStart(2, '0'), label: 'secs' },
];

export interface MomentView {
  face: CounterFace;
  completed: boolean;
  /** What the preview says instead of the counter (hidden, or a redirect). */
  note: string | null;
}

/** The face of a countdown at a moment; null for 'counting' (the time left now to the chosen end). */
export function previewMoment(s: CounterSettings, moment: PreviewMoment): MomentView | null {
  if (moment === 'counting') return null;
  if (moment === 'last-seconds') {
    const warn = s.warnBelowSeconds !== undefined && s.warnBelowSeconds >= 5;
    return {
      face: { kind: 'countdown', parts: parts(0, 0, 5), ...(warn ? { warn } : {}) },
      completed: false,
      note: null,
    };
  }
  if (s.endAction === 'hide')
    return {
      face: { kind: 'countdown', parts: parts(0, 0, 0) },
      completed: true,
      note: 'The counter hides at zero.',
    };
  if (s.endAction === 'redirect')
    return {
      face: { kind: 'countdown', parts: parts(0, 0, 0) },
      completed: true,
      note: `At zero the page says where it is going, then goes to ${s.redirectUrl ?? 'your link'}.`,
    };
  if (s.afterZero === 'count-up')
    return {
      face: { kind: 'countdown', parts: parts(0, 0, 12), overtime: true },
      completed: false,
      note: null,
    };
  return { face: { kind: 'countdown', parts: parts(0, 0, 0) }, completed: true, note: null };
}
