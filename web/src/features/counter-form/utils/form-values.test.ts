import type { CounterDetail } from '@core/api/counters';
import { describe, expect, it } from 'vitest';
import { storedCounterValues } from './form-values';

const stored = (settings: Record<string, unknown>): CounterDetail => ({
  id: 'c1',
  name: 'Road to 2K',
  settings,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
});

const NOW = new Date('2025-03-02T12:00:00Z');
const SOURCES = [{ platform: 'bluesky', account: 'alice.bsky.social' }];

describe('editing a counter that follows live counts', () => {
  it('keeps its followed accounts, so saving the design again does not stop the count', () => {
    const values = storedCounterValues(stored({ countdownType: 'number', liveSources: SOURCES }), NOW);
    expect(values.settings.liveSources).toEqual(SOURCES);
  });

  it('drops a list that is no longer valid, and any on a countdown', () => {
    const bad = storedCounterValues(stored({ countdownType: 'number', liveSources: [] }), NOW);
    expect(bad.settings).not.toHaveProperty('liveSources');
    const countdown = storedCounterValues(stored({ countdownType: 'datetime', liveSources: SOURCES }), NOW);
    expect(countdown.settings).not.toHaveProperty('liveSources');
    expect(storedCounterValues(stored({}), NOW).settings).not.toHaveProperty('liveSources');
  });

  it('keeps "+N today" when it was turned on, and leaves it absent otherwise', () => {
    const on = storedCounterValues(
      stored({ countdownType: 'number', liveSources: SOURCES, showToday: true }),
      NOW,
    );
    expect(on.settings.showToday).toBe(true);
    const off = storedCounterValues(
      stored({ countdownType: 'number', liveSources: SOURCES, showToday: 'yes' }),
      NOW,
    );
    expect(off.settings).not.toHaveProperty('showToday');
  });
});
