import { useEffect } from 'react';
import { useLocation } from 'wouter';

// New screens start at the top, unless the URL points at an anchor.
export function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not an input
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function DocumentTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = title
      ? `${title} · Countstream`
      : 'Countstream — Free Counter Creator & Countdown Timer Maker';
  }, [title]);
  return null;
}
