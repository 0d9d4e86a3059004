import type { CounterSummary } from '@core/api/counters';
import { describe, expect, it } from 'vitest';
import { arrangeCounters, counterState } from './counter-state';

const c = (over: Partial<CounterSummary>): CounterSummary => ({
  id: 'a',
  name: 'A',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  synced: false,
  followsLiveCounts: false,
  kind: 'number',
  endsAt: null,
  goal: 100,
  ...over,
});

describe('counterState', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('says counting before a dated countdown’s end and ended from it on', () => {
    expect(counterState(c({ kind: 'countdown', endsAt: '2026-06-01T00:00:01.000Z' }), now)).toBe('counting');
    expect(counterState(c({ kind: 'countdown', endsAt: '2026-06-01T00:00:00.000Z' }), now)).toBe('ended');
  });
  it('says counting for a timer that starts again, live and synced for driven counters', () => {
    expect(counterState(c({ kind: 'countdown', endsAt: null }), now)).toBe('counting');
    expect(counterState(c({ followsLiveCounts: true }), now)).toBe('live');
    expect(counterState(c({ synced: true, kind: 'countdown' }), now)).toBe('synced');
    expect(counterState(c({}), now)).toBeNull();
  });
});

describe('arrangeCounters', () => {
  const list = [
    c({ id: '1', name: 'Launch 10', createdAt: '2025-01-03T00:00:00Z', updatedAt: '2025-01-03T00:00:00Z' }),
    c({ id: '2', name: 'launch 9', createdAt: '2025-01-02T00:00:00Z', updatedAt: '2025-01-09T00:00:00Z' }),
    c({ id: '3', name: 'Followers', createdAt: '2025-01-04T00:00:00Z', updatedAt: '2025-01-05T00:00:00Z' }),
  ];
  const ids = (l: CounterSummary[]) => l.map((x) => x.id);
  it('sorts by creation, last edit or name (numbers in names in order)', () => {
    expect(ids(arrangeCounters(list, '', 'created'))).toEqual(['3', '1', '2']);
    expect(ids(arrangeCounters(list, '', 'edited'))).toEqual(['2', '3', '1']);
    expect(ids(arrangeCounters(list, '', 'name'))).toEqual(['3', '2', '1']);
  });
  it('keeps the names holding the search, whatever the case', () => {
    expect(ids(arrangeCounters(list, '  LAUNCH ', 'name'))).toEqual(['2', '1']);
    expect(arrangeCounters(list, 'nothing', 'name')).toEqual([]);
  });
});
