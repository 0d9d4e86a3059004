import { describe, expect, it } from 'vitest';
import { LiveBus, type LiveTransport } from './live-bus';

// LiveBus.publish over a transport (PostgreSQL NOTIFY between instances): a burst of changes to one
// counter is a few notices, and every caller waits for one sent after its call.
function slowTransport() {
  const sent: { counterId: string; done: () => void }[] = [];
  const transport: LiveTransport = {
    notify: (counterId) => new Promise<void>((done) => sent.push({ counterId, done })),
    close: async () => {},
  };
  return { transport, sent };
}

describe('LiveBus.publish over a transport', () => {
  it('sends one notice at a time per counter; changes meanwhile share the next one', async () => {
    const bus = new LiveBus(
      async () => null,
      () => {},
    );
    const { transport, sent } = slowTransport();
    bus.transport = transport;
    const settled: string[] = [];
    const first = bus.publish('c1').then(() => settled.push('first'));
    const burst = [1, 2, 3].map((i) => bus.publish('c1').then(() => settled.push(`burst${i}`)));
    const other = bus.publish('c2').then(() => settled.push('other'));
    expect(sent.map((s) => s.counterId)).toEqual(['c1', 'c2']);
    sent[0]!.done();
    await first;
    // The burst came after the first notice was sent: it is not covered by it, but by the next.
    expect(settled).toEqual(['first']);
    await new Promise((r) => setImmediate(r));
    expect(sent.map((s) => s.counterId)).toEqual(['c1', 'c2', 'c1']);
    sent[2]!.done();
    await Promise.all(burst);
    expect(settled).toEqual(['first', 'burst1', 'burst2', 'burst3']);
    sent[1]!.done();
    await other;
    // Quiet again: the next change sends at once.
    void bus.publish('c1');
    expect(sent).toHaveLength(4);
  });
});
