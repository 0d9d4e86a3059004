import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './local-draft';

const WRITE_DELAY_MS = 300;

/**
 * The starting values of a form: the draft left in this browser when there is one, else `defaults`.
 * `merge` lets a form lay a draft over fresh defaults (fields added since the draft was written).
 * Read once, so typing never resets the form.
 */
export function useDraftDefaults<T>(
  key: string,
  defaults: T,
  { base = null, merge }: { base?: string | null; merge?: (defaults: T, draft: T) => T } = {},
) {
  const [initial] = useState(() => {
    const draft = readDraft<T>(key, base);
    if (!draft) return { values: defaults, restoredAt: null };
    return { values: merge ? merge(defaults, draft.values) : draft.values, restoredAt: draft.savedAt };
  });
  return initial;
}

/** Writes the form's values to the draft as the user types (debounced), from the first change on. */
export function useFormDraft<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  key: string,
  base: string | null = null,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // A reset (no field name) is the form going back to saved values, not input worth keeping.
      if (name === undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => writeDraft(key, values, base), WRITE_DELAY_MS);
    });
    return () => {
      // Keep the last keystrokes: flush what is pending rather than dropping it.
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        if (form.formState.isDirty) writeDraft(key, form.getValues(), base);
      }
      subscription.unsubscribe();
    };
  }, [form, key, base]);

  return {
    /** Writes the form's values now (a template laid over the form, or a visitor off to sign up). */
    keep() {
      clearTimeout(timer.current);
      timer.current = undefined;
      writeDraft(key, form.getValues(), base);
    },
    /** After a successful save: nothing left to restore. */
    clear() {
      clearTimeout(timer.current);
      timer.current = undefined;
      clearDraft(key);
    },
  };
}
