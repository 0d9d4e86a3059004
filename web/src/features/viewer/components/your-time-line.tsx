import { controlWords } from '@core/counter/locale/unit-words';
import type { CounterSettings } from '@core/counter/settings';
import { zonedLocalToInstant } from '@core/counter/time-zone';
import { zoneOffsetMinutes } from '@core/counter/zone-offset';
import { useEffect, useState } from 'react';

// Under a date countdown set in another zone: when it ends in the visitor's own time ('That is
// Sat, 5 Dec, 14:00 your time'). The server cannot know the visitor's zone, so the line appears
// after hydration, and not at all where both zones read the same at the end.
function endInVisitorTime(settings: CounterSettings): string | null {
  if ((settings.timerMode ?? 'date') !== 'date') return null;
  let end: number;
  try {
    end = zonedLocalToInstant(settings.endDateTime, settings.timeZone);
  } catch {
    return null;
  }
  const visitor = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!visitor || zoneOffsetMinutes(end, visitor) === zoneOffsetMinutes(end, settings.timeZone)) return null;
  const when = new Intl.DateTimeFormat(settings.locale ?? 'en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(end);
  return controlWords(settings.locale)[10].replace('{}', () => when);
}

export function YourTimeLine({ settings }: { settings: CounterSettings }) {
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => setLine(endInVisitorTime(settings)), [settings]);
  if (!line) return null;
  return (
    <p
      data-testid="your-time"
      style={{
        margin: 0,
        opacity: 0.85,
        fontSize: 'max(14px, calc(var(--u) * 2.4))',
        color: 'var(--cs-title)',
      }}
    >
      {line}
    </p>
  );
}
