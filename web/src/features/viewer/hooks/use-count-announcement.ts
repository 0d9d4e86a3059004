import type { CounterSettings } from '@core/counter/settings';
import { describeFace } from '@web/components/counter-display/display-model';
import { useEffect, useRef, useState } from 'react';
import type { LiveCountFrame } from '../utils/live-count';

/**
 * What the live region says for a live count: news only, never a ticking repeat. A new count is
 * spoken when it arrives, the goal when it is reached, and the reason when the count goes away
 * (`absentWords`). The first frame says nothing: the page itself reads it. `words` says the count
 * another way (a versus display: both sides and the gap), and is spoken whenever they change.
 */
export function useCountAnnouncement(
  frame: LiveCountFrame,
  settings: CounterSettings,
  locale: string,
  absentWords: string,
  words?: string,
): string {
  const [text, setText] = useState('');
  const { shown, completed } = frame;
  const value = words ?? describeFace(frame.face, locale, settings);
  const last = useRef<{ shown: boolean; value: string; completed: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: spoken on news of the count, not on every render
  useEffect(() => {
    const before = last.current;
    last.current = { shown, value, completed };
    if (!before) return;
    if (completed && !before.completed) setText(settings.completionMessage || 'Goal reached');
    else if (!shown && before.shown) setText(absentWords);
    else if (shown && (value !== before.value || !before.shown)) setText(value);
  }, [shown, value, completed]);
  return text;
}
