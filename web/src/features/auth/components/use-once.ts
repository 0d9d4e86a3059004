import { useEffect, useRef } from 'react';

// Runs an action once per mount, even when React mounts twice in development: a link is single use.
export function useOnce(action: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  });
}
