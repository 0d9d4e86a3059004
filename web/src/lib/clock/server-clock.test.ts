import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock';

// A fake network: real time passes; the browser's clock is `behind` ms slow (it can be stepped,
// as after a sleep); the server's clock is right; each trip takes the given delays (out, back).
function fakeNetwork(behind: number, delays: Array<[number, number]>) {
  let real = 1_000_000;
  let error = -behind;
  let trip = 0;
  return {
    browserNow: () => real + error,
    stepBrowserClock: (ms: number) => {
      error += ms;
    },
    serverNow: () => real,
    takeSample: async () => {
      const [out, back] = delays[trip++ % delays.length] ?? [0, 0];
      const sentAt = real + error;
      real += out;
      const serverTime = real;
      real += back;
      return { sentAt, serverTime, receivedAt: real + error };
    },
  };
}

function manualTimers() {
  const pending: Array<{ fn: () => void; ms: number }> = [];
  return {
    pending,
    setTimer: (fn: () => void, ms: number) => {
      const entry = { fn, ms };
      pending.push(entry);
      return entry;
    },
    clearTimer: (handle: unknown) => {
      const i = pending.indexOf(handle as (typeof pending)[number]);
      if (i >= 0) pending.splice(i, 1);
    },
  };
}

describe('createServerClock', () => {
  it('corrects a browser clock two hours slow, to within the best half round trip', async () => {
    const twoHours = 7_200_000;
    const net = fakeNetwork(twoHours, [
      [400, 20],
      [15, 15],
      [30, 300],
    ]);
    const clock = createServerClock({ ...net, ...manualTimers() });
    expect(clock.now()).toBe(net.browserNow());
    await clock.measure();
    expect(Math.abs(clock.now() - net.serverNow())).toBeLessThanOrEqual(15);
  });

  it('measures again every 10 minutes and when the page wakes', async () => {
    const net = fakeNetwork(300_000, [[10, 10]]);
    const timers = manualTimers();
    let wake = () => {};
    const clock = createServerClock({
      ...net,
      ...timers,
      onWake: (listener) => {
        wake = listener;
        return () => {};
      },
    });
    expect(timers.pending.map((t) => t.ms)).toEqual([600_000]);
    await clock.measure();
    expect(clock.now()).toBe(net.serverNow());

    // The computer's clock is stepped back a minute while asleep: wrong until waking re-measures.
    net.stepBrowserClock(-60_000);
    expect(net.serverNow() - clock.now()).toBe(60_000);
    wake();
    await clock.measure();
    expect(clock.now()).toBe(net.serverNow());
    expect(timers.pending).toHaveLength(1);
  });

  it('keeps the old offset when every sample fails, and tells subscribers only of changes', async () => {
    let fail = false;
    const net = fakeNetwork(5_000, [[5, 5]]);
    const clock = createServerClock({
      ...net,
      ...manualTimers(),
      takeSample: () => (fail ? Promise.reject(new Error('offline')) : net.takeSample()),
    });
    let calls = 0;
    clock.subscribe(() => calls++);
    await clock.measure();
    expect(calls).toBe(1);
    await clock.measure();
    expect(calls).toBe(1);
    fail = true;
    await clock.measure();
    expect(clock.now()).toBe(net.serverNow());
  });

  it('takes a sample from an answer already received', () => {
    const clock = createServerClock({
      takeSample: async () => null,
      browserNow: () => 50_000,
      ...manualTimers(),
    });
    clock.addSample({ sentAt: 49_000, serverTime: 49_500 - 1_000, receivedAt: 50_000 });
    expect(clock.now()).toBe(49_000);
    clock.stop();
  });
});
