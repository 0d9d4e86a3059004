import { describe, expect, it } from 'vitest';
import {
  arrivalLatencies,
  failuresBetween,
  outageAfterKill,
  percentile,
  reconnectsAfter,
  type StreamRecord,
  staleViewers,
} from './figures';
import type { Attempt } from './load';

const attempt = (kind: string, startedAt: number, endedAt: number, status: number): Attempt => ({
  kind,
  startedAt,
  endedAt,
  status,
  body: '',
});

describe('cluster figures', () => {
  it('counts the failed attempts started in a window, by kind', () => {
    const attempts = [
      attempt('increment', 90, 95, 0),
      attempt('increment', 100, 110, 200),
      attempt('view-page', 105, 106, 502),
      attempt('paddle-webhook', 150, 160, 503),
      attempt('increment', 201, 205, 0),
    ];
    const f = failuresBetween(attempts, 100, 200);
    expect(f).toMatchObject({ failed: 2, total: 3, byKind: { 'view-page': 1, 'paddle-webhook': 1 } });
  });

  it('measures the outage from the kill to the end of the last failed attempt', () => {
    const attempts = [
      attempt('increment', 900, 1005, 0), // in flight at the kill
      attempt('view-live', 1200, 1450, 503),
      attempt('view-live', 1500, 1510, 200),
      attempt('increment', 5000, 5001, 0), // after the window
    ];
    expect(outageAfterKill(attempts, 1000, 2000)).toEqual({
      failed: 2,
      outageMs: 450,
      byKind: { increment: 1, 'view-live': 1 },
    });
    expect(outageAfterKill([attempt('x', 1100, 1200, 200)], 1000, 2000)).toEqual({
      failed: 0,
      outageMs: 0,
      byKind: {},
    });
  });

  it('takes the nearest-rank percentile', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it('times each arrival from its own write', () => {
    const sent = new Map([
      [5, 1000],
      [6, 2000],
    ]);
    expect(arrivalLatencies({ 5: [1010, 1200], 6: [2050], 7: [9999] }, sent)).toEqual([10, 200, 50]);
  });

  const stream = (over: Partial<StreamRecord>): StreamRecord => ({
    servers: ['app2'],
    lastId: '10',
    lastValue: 10,
    breaks: [],
    ...over,
  });

  it('accepts viewers of the lost instance that resumed elsewhere at or past their version', () => {
    const before = [stream({}), stream({ servers: ['app1'] })];
    const after = [
      stream({
        servers: ['app2', 'app3'],
        breaks: [{ endedAt: 1001, before: 10, reopenedAt: 3100, after: 12 }],
      }),
      stream({ servers: ['app1'] }),
    ];
    expect(reconnectsAfter(before, after, 'app2', 1000)).toEqual({
      affected: 1,
      between: 0,
      problems: [],
      reconnectMs: [2099],
    });
  });

  it('reports a viewer that never came back, came back behind, or came back to the lost one', () => {
    const before = [stream({}), stream({}), stream({})];
    const after = [
      stream({ breaks: [{ endedAt: 1001, before: 10 }] }),
      stream({
        servers: ['app2', 'app1'],
        breaks: [{ endedAt: 1001, before: 10, reopenedAt: 3000, after: 9 }],
      }),
      stream({
        servers: ['app2', 'app2'],
        breaks: [{ endedAt: 1001, before: 10, reopenedAt: 3000, after: 10 }],
      }),
    ];
    expect(reconnectsAfter(before, after, 'app2', 1000).problems).toEqual([
      'viewer 0 never got a stream back after losing app2',
      'viewer 1 resumed at version 9, behind the 10 it had',
      'viewer 2 reconnected to app2',
    ]);
  });

  it('judges a viewer that was between streams at the loss by where it ended up', () => {
    // Its stream on app2 ended before the kill; its retry was pending when app2 went.
    const waiting = { endedAt: 900, before: 10 };
    const before = [
      stream({ breaks: [waiting] }),
      stream({ breaks: [waiting] }),
      stream({ breaks: [waiting] }),
    ];
    const after = [
      stream({ servers: ['app2', 'app1'], breaks: [{ ...waiting, reopenedAt: 2950, after: 12 }] }),
      stream({ breaks: [waiting] }),
      stream({ servers: ['app2', 'app3'], breaks: [{ ...waiting, reopenedAt: 2950, after: 8 }] }),
    ];
    const judged = reconnectsAfter(before, after, 'app2', 1000);
    expect(judged).toMatchObject({ affected: 3, between: 3, reconnectMs: [] });
    expect(judged.problems).toEqual([
      'viewer 1, between streams when app2 went, has no stream on another instance',
      'viewer 2 resumed at version 8, behind the 10 it had',
    ]);
  });

  it('names the viewers that do not end on the final state', () => {
    const streams = [stream({}), stream({ lastId: '9' }), stream({ lastValue: 9 })];
    expect(staleViewers(streams, 10, 10)).toEqual([
      'viewer 1 ends at version 9 value 10',
      'viewer 2 ends at version 10 value 9',
    ]);
  });
});
