// Unsaved form input kept in this browser, so nothing typed is lost to a reload, a crash or an
// ended session. One entry per form instance (per counter), removed once the save succeeds.
const PREFIX = 'countstream.draft.v1:';

export interface Draft<T> {
  values: T;
  /** What the draft was typed over (a counter's updatedAt); a draft over an older version is dropped. */
  base: string | null;
  savedAt: number;
}

// Storage can be missing or full (private modes, quotas): a draft is a convenience, never an error.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string, base: string | null = null): Draft<T> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    if (!draft || typeof draft !== 'object' || !('values' in draft)) return null;
    if ((draft.base ?? null) !== base) return null;
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, values: T, base: string | null = null): void {
  try {
    const draft: Draft<T> = { values, base, savedAt: Date.now() };
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Quota or serialisation trouble: the form still works, only the safety net is missing.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Hands a draft to another key (a visitor's draft to the account they just made), unless that key
 * already has one. True when a draft moved.
 */
export function moveDraft(from: string, to: string): boolean {
  const draft = readDraft<unknown>(from);
  if (!draft || readDraft<unknown>(to)) return false;
  writeDraft(to, draft.values);
  clearDraft(from);
  return true;
}
