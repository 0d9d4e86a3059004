import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// A screen reached inside the app starts at the top, unless the URL points at an anchor. The first
// screen is left where the browser put it: a server page can be scrolled (or restored on reload)
// before it hydrates, and moving it then would send an early click to whatever lands under it.
export function ScrollToTop() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
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
