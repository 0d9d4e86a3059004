import type { CounterSummary } from '@core/api/counters';

export type CounterState = 'counting' | 'ended' | 'live' | 'synced' | null;

/**
 * What a card says of a counter's run. A dated countdown counts down until its end and is ended
 * after; a synced counter runs as its owner drives it (live control); a counter following follower
 * counts is live. A plain number counter starts when someone opens it, so it has no state to tell.
 */
export function counterState(counter: CounterSummary, now: number): CounterState {
  if (counter.followsLiveCounts) return 'live';
  if (counter.synced) return 'synced';
  if (counter.kind !== 'countdown') return null;
  if (counter.endsAt === null) return 'counting'; // a recurring or evergreen timer starts again
  return Date.parse(counter.endsAt) > now ? 'counting' : 'ended';
}

export type CounterSort = 'created' | 'edited' | 'name';

/** The list as the search and sort ask: newest first by default, as the server lists them. */
export function arrangeCounters(list: CounterSummary[], query: string, sort: CounterSort): CounterSummary[] {
  const words = query.trim().toLocaleLowerCase();
  const kept = words ? list.filter((c) => c.name.toLocaleLowerCase().includes(words)) : [...list];
  if (sort === 'name') return kept.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  if (sort === 'edited') return kept.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return kept.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const endFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatEnd(iso: string): string {
  return endFormat.format(new Date(iso));
}
