import { useEffect, useState } from 'react';

// The value once it has stopped changing for `delayMs`: typing an account asks its platform once,
// not once per key. (The admin feature has its own copy; features do not import each other.)
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
