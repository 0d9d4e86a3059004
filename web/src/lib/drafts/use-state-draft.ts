import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './local-draft';

const WRITE_DELAY_MS = 300;

/**
 * useState for a small form that keeps its value as a local draft (per signed-in user) until
 * `clear` is called after a successful save.
 */
export function useStateDraft<T>(name: string, initial: T) {
  const { user } = useCurrentUser();
  const key = `${user?.id ?? 'guest'}:${name}`;
  const [value, setValue] = useState<T>(() => readDraft<T>(key)?.values ?? initial);
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(() => writeDraft(key, value), WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value]);
  return [
    value,
    (next: T) => {
      touched.current = true;
      setValue(next);
    },
    () => {
      touched.current = false;
      clearDraft(key);
    },
  ] as const;
}
