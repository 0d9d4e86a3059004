import type { ViewerState } from '@core/counter/engine/viewer-machine';
import { formatCount } from '@web/components/counter-display/format-count';
import type { CounterFace } from '@web/components/counter-display/types';
import { useEffect, useRef, useState } from 'react';

// Screen readers hear the value at calm intervals, not every tick (DESIGN.md §8).
const INTERVAL_MS = { countdown: 10_000, number: 5_000 } as const;

function describeFace(face: CounterFace, locale: string): string {
  if (face.kind === 'number') return formatCount(face.value, locale);
  const parts = face.parts.map((p) => `${Number(p.value)} ${p.label}`);
  return `${parts.join(', ')} remaining`;
}

export function useLiveAnnouncement(
  face: CounterFace,
  status: ViewerState['status'],
  completionMessage: string,
  locale: string,
): string {
  const [text, setText] = useState('');
  const last = useRef({ at: 0, status });
  useEffect(() => {
    const now = Date.now();
    const changed = last.current.status !== status;
    if (changed) {
      last.current = { at: now, status };
      if (status === 'completed') setText(completionMessage || 'Complete');
      else if (status === 'paused') setText(`Paused at ${describeFace(face, locale)}`);
      else if (status === 'running') setText(`Started. ${describeFace(face, locale)}`);
      else setText('');
      return;
    }
    if (status === 'running' && now - last.current.at >= INTERVAL_MS[face.kind]) {
      last.current.at = now;
      setText(describeFace(face, locale));
    }
  }, [face, status, completionMessage, locale]);
  return text;
}
