import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, TOAST_REMOVE_DELAY, toast } from './use-toast';

afterEach(() => vi.useRealTimers());

describe('toast store (SPEC.md §9)', () => {
  it('keeps one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
