import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  subscribeToToasts,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToasts,
} from './use-toast';

afterEach(() => vi.useRealTimers());

// The hook's first render: what a server render (React's snapshot of the store) shows.
function ToastTitles() {
  return createElement(
    'p',
    null,
    useToasts()
      .map((t) => t.title)
      .join(),
  );
}

describe('toast store (docs/product.md §9)', () => {
  it("has the product's numbers: one toast, 5 s on screen, removed 1,000,000 ms after dismissal", () => {
    expect([TOAST_LIMIT, TOAST_DURATION, TOAST_REMOVE_DELAY]).toEqual([1, 5000, 1_000_000]);
  });

  it('starts with no toast', async () => {
    vi.resetModules();
    const fresh = await import('./use-toast');
    expect(fresh.getToasts()).toEqual([]);
  });

  it('keeps one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('shows a new toast open, as given, under an id of its own', () => {
    const first = toast({ title: 'Saved', description: 'All good', variant: 'success', duration: 10 });
    expect(getToasts()).toEqual([
      { title: 'Saved', description: 'All good', variant: 'success', duration: 10, id: first.id, open: true },
    ]);
    const second = toast({ title: 'Again' });
    expect(Number(second.id)).toBe(Number(first.id) + 1);
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

  it('keeps a new toast when the removal of the one it replaced comes due', () => {
    vi.useFakeTimers();
    const old = toast({ title: 'Old' });
    old.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    const shown = toast({ title: 'New' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    expect(getToasts()).toMatchObject([{ id: shown.id, title: 'New', open: true }]);
  });

  it("closes only the toast named, through the toast's own dismiss too", () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Stay' });
    dismissToast('not-this-one');
    expect(getToasts()).toMatchObject([{ id: shown.id, open: true }]);
    expect(vi.getTimerCount()).toBe(0);
    shown.dismiss();
    expect(getToasts()).toMatchObject([{ id: shown.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
  });

  it('closes every toast when no id is given, with one removal timer per toast however often', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'All' });
    dismissToast();
    dismissToast();
    dismissToast(id);
    expect(getToasts()).toMatchObject([{ id, open: false }]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells its subscribers of every change until they unsubscribe', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const { id } = toast({ title: 'One' });
    expect(listener).toHaveBeenCalledTimes(1);
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('gives React the current toasts', () => {
    toast({ title: 'Rendered' });
    expect(renderToString(createElement(ToastTitles))).toBe('<p>Rendered</p>');
  });
});
