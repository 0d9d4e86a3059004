import { describe, expect, it } from 'vitest';
import { destinationOf, runPerDestination } from './destination-pool';

describe('sending a batch side by side, a few at a time per destination', () => {
  it('keeps to both limits and lets other destinations past one that is busy', async () => {
    const items = ['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'c2'];
    const running = new Map<string, number>();
    let overall = 0;
    let most = 0;
    const mostPer = new Map<string, number>();
    const order: string[] = [];
    const release = new Map<string, () => void>();
    const done = runPerDestination(
      items,
      (item) => item[0]!,
      async (item) => {
        const key = item[0]!;
        running.set(key, (running.get(key) ?? 0) + 1);
        mostPer.set(key, Math.max(mostPer.get(key) ?? 0, running.get(key)!));
        most = Math.max(most, ++overall);
        order.push(item);
        // "a" never answers until released; the others at once.
        if (key === 'a') await new Promise<void>((r) => release.set(item, r));
        running.set(key, running.get(key)! - 1);
        overall--;
      },
      { perDestination: 2, overall: 3 },
    );
    await new Promise((r) => setTimeout(r, 20));
    // a1 and a2 hold their two slots; b and c went past a3 and a4 in the third.
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'c2']);
    for (const item of ['a1', 'a2']) release.get(item)!();
    await new Promise((r) => setTimeout(r, 20));
    for (const item of ['a3', 'a4']) release.get(item)!();
    await done;
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'c2', 'a3', 'a4']);
    expect(mostPer.get('a')).toBe(2);
    expect(most).toBe(3);
  });

  it('finishes the others before answering the first failure', async () => {
    const finished: number[] = [];
    const run = runPerDestination([1, 2, 3], String, async (n) => {
      if (n === 1) throw new Error('one failed');
      await new Promise((r) => setTimeout(r, 10));
      finished.push(n);
    });
    await expect(run).rejects.toThrow('one failed');
    expect(finished).toEqual([2, 3]);
    await expect(runPerDestination([], String, async () => {})).resolves.toBeUndefined();
  });

  it('counts a destination by scheme, host and port', () => {
    expect(destinationOf('https://Hooks.Example.com/a')).toBe(
      destinationOf('https://hooks.example.com:443/b'),
    );
    expect(destinationOf('http://127.0.0.1:8080/a')).not.toBe(destinationOf('http://127.0.0.1:8081/a'));
    expect(destinationOf('not a url')).toBe('not a url');
  });
});
