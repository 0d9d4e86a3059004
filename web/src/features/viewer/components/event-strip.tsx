import type { PublicEvent, RecentEvents } from '@core/api/subathon';
import { describeEventEffect, describeEventKind } from '@core/counter/subathon/describe-event';
import { useEffect, useState } from 'react';

// Non-changing events (no rule, over the cap) move no run version; a slow re-read picks them up.
const REFRESH_MS = 30_000;

/**
 * The embed's event strip (issue 18, `/embed/<id>?events=1`): the latest events for OBS, who, what
 * and what it added, newest first. Read again whenever the run's version moves (an event added
 * time, an undo took it back) and every 30 s. The server-rendered frame has no events: the strip
 * fills in after the first read, so hydration matches.
 */
export function EventStrip({
  id,
  version,
  isDatetime,
}: {
  id: string;
  version: number;
  isDatetime: boolean;
}) {
  const [events, setEvents] = useState<PublicEvent[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      fetch(`/api/counters/${encodeURIComponent(id)}/recent-events?v=${version}`)
        .then((res) => (res.ok ? (res.json() as Promise<RecentEvents>) : null))
        .then((body) => {
          if (live && body) setEvents(body.events);
        })
        .catch(() => {}); // offline: keep what is shown, the next version or tick reads again
    void read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id, version]);
  return (
    <ol
      className="pointer-events-none mt-4 grid w-full max-w-xl grid-cols-1 gap-1.5 px-4 text-left text-base"
      aria-label="Latest events"
      data-testid="event-strip"
    >
      {events.map((e) => (
        <li
          key={e.id}
          data-testid="event-strip-item"
          className="flex items-baseline justify-between gap-3 rounded-lg bg-black/45 px-3 py-1.5 text-white shadow"
        >
          <span className="min-w-0 truncate">
            <span className="font-semibold">{e.user ?? 'Someone'}</span>{' '}
            <span className="opacity-85">{describeEventKind(e)}</span>
          </span>
          <span className="shrink-0 font-bold tabular-nums">{describeEventEffect(e, isDatetime)}</span>
        </li>
      ))}
    </ol>
  );
}
