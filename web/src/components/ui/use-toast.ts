import { useSyncExternalStore } from 'react';

// docs/product.md §9: at most one toast at once; a dismissed toast is removed after 1,000,000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastInput = { title?: string; description?: string; variant?: ToastVariant; duration?: number };
export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    // Stryker disable next-line CallExpression: ids only count up, so a stale entry is never looked up again; this frees it.
    removeTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

// Usable anywhere, also outside React (e.g. the query cache's error handler).
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // A new toast replaces the old one: the limit keeps only the newest.
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts(): ToastItem[] {
  return toasts;
}

/** Calls `listener` after every change of the toasts; returns the unsubscribe. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
