import { describe, expect, it } from 'vitest';
import { RenderSlots, RendersBusy } from './render-slots';

// A render that finishes when the test says so: no sleeping, the order is the test's.
function held() {
  let finish: (bytes: Buffer) => void = () => undefined;
  let started = false;
  const done = new Promise<Buffer>((resolve) => {
    finish = resolve;
  });
  return {
    render: () => {
      started = true;
      return done;
    },
    finish: () => finish(Buffer.from('x')),
    get started() {
      return started;
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('runs `limit` renders at once, queues `queue` more and refuses the next with a retry time', async () => {
    const slots = new RenderSlots({ limit: 2, queue: 1, retryAfterS: 7 });
    const [a, b, c, d] = [held(), held(), held(), held()];
    const ran = [slots.run(a.render), slots.run(b.render), slots.run(c.render)];
    await turn();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect(slots.inFlight).toBe(2);
    expect(slots.queued).toBe(1);
    const refused = await slots.run(d.render).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RendersBusy);
    expect((refused as RendersBusy).retryAfterS).toBe(7);
    expect((refused as RendersBusy).code).toBe('unavailable');
    expect(d.started).toBe(false);
    // A finished render hands its slot to the first in the queue.
    a.finish();
    await turn();
    expect(c.started).toBe(true);
    expect(slots.inFlight).toBe(2);
    expect(slots.queued).toBe(0);
    b.finish();
    c.finish();
    await Promise.all(ran);
    expect(slots.inFlight).toBe(0);
  });

  it('a failed render frees its slot too', async () => {
    const slots = new RenderSlots({ limit: 1, queue: 0 });
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.inFlight).toBe(0);
    await expect(slots.run(async () => 'ok')).resolves.toBe('ok');
  });
});
