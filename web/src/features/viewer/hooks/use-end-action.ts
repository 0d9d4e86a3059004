import type { CounterSettings } from '@core/counter/settings';
import { useEffect, useState } from 'react';

/**
 * The redirect end action (issue #17): at zero the share page goes to the owner's https link. An
 * embed sends its top window there only when the embedding page allows it (same origin, or
 * sandbox allow-top-navigation); otherwise the browser refuses and the embed shows the completion
 * message instead. Returns whether the redirect fell back to the message.
 */
export function useEndRedirect(settings: CounterSettings, mode: 'page' | 'embed', atZero: boolean): boolean {
  const [refused, setRefused] = useState(false);
  const url = settings.endAction === 'redirect' ? settings.redirectUrl : undefined;
  useEffect(() => {
    if (!atZero || !url) return;
    if (mode === 'page' || window.top === window.self) {
      window.location.assign(url);
      return;
    }
    setRefused(!navigateTop(url));
  }, [atZero, url, mode]);
  return refused;
}

function navigateTop(url: string): boolean {
  try {
    if (!window.top) return false;
    window.top.location.href = url;
    return true;
  } catch {
    // A sandbox without allow-top-navigation, or a cross-origin parent without a user gesture.
    return false;
  }
}
