import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import type { LiveSnapshot } from '@core/counter/live/run-state';
import { describe, expect, it } from 'vitest';
import { LiveBus, type LiveMessage, toLiveMessage } from './live-bus';

// The per-process fan-out: every viewer of a counter gets the same message after a change, a
// burst of changes during a reload costs one more reload (not one per change), and a failing
// load neither stops later changes nor reaches the viewers.

const snapshot = (version: number): LiveSnapshot => ({
  run: { ...INITIAL_RUN_STATE, version },
  serverNow: 1000,
  designVersion: 2,
});

/** A bus whose loads wait until the test lets them answer. */
function pausedBus() {
  const loads: { id: string; answer: (s: LiveSnapshot | null) => void; fail: (e: unknown) => void }[] = [];
  const errors: unknown[] = [];
  const bus = new LiveBus(
    (id) => new Promise((answer, fail) => loads.push({ id, answer, fail })),
    (err) => errors.push(err),
  );
  return { bus, loads, errors };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('toLiveMessage', () => {
  it('frames the snapshot as one Server-Sent Event whose id is the run version', () => {
    const message = toLiveMessage(snapshot(7));
    expect(message.data).toBe(JSON.stringify(snapshot(7)));
    expect(message.event.frame.toString()).toBe(`id: 7\nevent: run\ndata: ${message.data}\n\n`);
  });
});

describe('LiveBus', () => {
  it('reloads once per change and hands every subscriber of that counter the same message', async () => {
    const { bus, loads } = pausedBus();
    const a: LiveMessage[] = [];
    const b: LiveMessage[] = [];
    const other: LiveMessage[] = [];
    bus.subscribe('c1', (m) => a.push(m));
    bus.subscribe('c1', (m) => b.push(m));
    bus.subscribe('c2', (m) => other.push(m));
    await bus.publish('c1');
    expect(loads.map((l) => l.id)).toEqual(['c1']);
    loads[0]!.answer(snapshot(3));
    await settle();
    expect(a).toHaveLength(1);
    expect(a[0]!.snapshot.run.version).toBe(3);
    expect(b[0]).toBe(a[0]);
    expect(other).toEqual([]);
  });

  it('does not load a counter nobody watches here', async () => {
    const { bus, loads } = pausedBus();
    bus.deliver('c1');
    const stop = bus.subscribe('c1', () => {});
    stop();
    bus.deliver('c1');
    expect(loads).toEqual([]);
  });

  it('answers changes during a reload with exactly one more reload', async () => {
    const { bus, loads } = pausedBus();
    const seen: number[] = [];
    bus.subscribe('c1', (m) => seen.push(m.snapshot.run.version));
    bus.deliver('c1');
    bus.deliver('c1');
    bus.deliver('c1');
    expect(loads).toHaveLength(1);
    loads[0]!.answer(snapshot(1));
    await settle();
    expect(loads).toHaveLength(2); // the two changes meanwhile share one reload
    loads[1]!.answer(snapshot(3));
    await settle();
    expect(loads).toHaveLength(2);
    expect(seen).toEqual([1, 3]);
    bus.deliver('c1'); // quiet again: the next change loads at once
    expect(loads).toHaveLength(3);
  });

  it('reports a failed load, sends nothing, and still serves the next change', async () => {
    const { bus, loads, errors } = pausedBus();
    const seen: number[] = [];
    bus.subscribe('c1', (m) => seen.push(m.snapshot.run.version));
    bus.deliver('c1');
    loads[0]!.fail(new Error('database gone'));
    await settle();
    expect(errors).toEqual([new Error('database gone')]);
    expect(seen).toEqual([]);
    bus.deliver('c1');
    loads[1]!.answer(snapshot(4));
    await settle();
    expect(seen).toEqual([4]);
  });

  it('sends nothing, and reports no error, when the counter cannot be loaded', async () => {
    const { bus, loads, errors } = pausedBus();
    const seen: LiveMessage[] = [];
    bus.subscribe('c1', (m) => seen.push(m));
    bus.deliver('c1');
    loads[0]!.answer(null);
    await settle();
    expect(seen).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends nothing when the last viewer left during the reload', async () => {
    const { bus, loads, errors } = pausedBus();
    const stop = bus.subscribe('c1', () => {});
    bus.deliver('c1');
    stop();
    loads[0]!.answer(snapshot(2));
    await settle();
    expect(errors).toEqual([]);
  });

  it('counts subscribers and lists watched counters, forgetting a counter when its last one leaves', () => {
    const { bus } = pausedBus();
    const stopA = bus.subscribe('c1', () => {});
    const stopB = bus.subscribe('c1', () => {});
    bus.subscribe('c2', () => {});
    expect(bus.subscriberCount).toBe(3);
    expect(bus.subscribedIds()).toEqual(['c1', 'c2']);
    stopA();
    expect(bus.subscribedIds()).toEqual(['c1', 'c2']);
    stopB();
    expect(bus.subscriberCount).toBe(1);
    expect(bus.subscribedIds()).toEqual(['c2']);
  });

  it('keeps a newer subscription when an old one for the same counter is stopped twice', () => {
    const { bus } = pausedBus();
    const stopOld = bus.subscribe('c1', () => {});
    stopOld();
    bus.subscribe('c1', () => {});
    stopOld();
    expect(bus.subscribedIds()).toEqual(['c1']);
  });

  it('closes its transport and drops every subscriber', async () => {
    const { bus } = pausedBus();
    let closed = false;
    bus.transport = {
      notify: async () => {},
      close: async () => {
        closed = true;
      },
    };
    bus.subscribe('c1', () => {});
    await bus.close();
    expect(closed).toBe(true);
    expect(bus.subscriberCount).toBe(0);
  });
});
