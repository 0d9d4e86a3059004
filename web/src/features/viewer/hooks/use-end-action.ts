import type { CounterSettings } from '@core/counter/settings';
import { useEffect, useMemo, useState } from 'react';
import { endRedirectTarget, REDIRECT_NOTICE_MS, type RedirectTarget } from '../utils/end-redirect';

export interface EndRedirect {
  /** Where the counter is about to go, while the notice shows; null otherwise. */
  notice: RedirectTarget | null;
  /** The embed's page refused to be sent on: the completion message shows instead. */
  refused: boolean;
}

/**
 * The redirect end action (issue #17), for a Premium owner only: at zero the share page says where
 * it is going, and goes there REDIRECT_NOTICE_MS later (or at once, through the notice's link). An
 * embed sends its top window there only when the embedding page allows it (same origin, or
 * sandbox allow-top-navigation); otherwise the browser refuses and the embed shows the completion
 * message instead.
 */
export function useEndRedirect(
  settings: CounterSettings,
  mode: 'page' | 'embed',
  ended: boolean,
  ownerPremium: boolean,
): EndRedirect {
  const [refused, setRefused] = useState(false);
  const { endAction, redirectUrl } = settings;
  const target = useMemo(
    () => endRedirectTarget({ endAction, redirectUrl }, ownerPremium),
    [endAction, redirectUrl, ownerPremium],
  );
  const href = target?.href;
  useEffect(() => {
    if (!ended || !href) return;
    return startEndRedirect(href, mode, window, () => setRefused(true));
  }, [ended, href, mode]);
  return { notice: ended && !refused ? target : null, refused };
}

/** The part of a window the redirect uses (a stand-in in tests). */
export interface RedirectWindow {
  self: unknown;
  top: { location: { href: string } } | null;
  location: { assign(url: string): void };
}

/**
 * Goes to `href` REDIRECT_NOTICE_MS from now: the page itself, or an embed's top window (calling
 * `onRefused` when the embedding page does not allow it). Returns the cancel: a restart, a new
 * design or a lost plan before the time is up keeps the visitor where they are.
 */
export function startEndRedirect(
  href: string,
  mode: 'page' | 'embed',
  win: RedirectWindow,
  onRefused: () => void,
): () => void {
  const timer = setTimeout(() => {
    if (mode === 'page' || win.top === win.self) win.location.assign(href);
    else if (!navigateTop(win, href)) onRefused();
  }, REDIRECT_NOTICE_MS);
  return () => clearTimeout(timer);
}

function navigateTop(win: RedirectWindow, url: string): boolean {
  try {
    if (!win.top) return false;
    win.top.location.href = url;
    return true;
  } catch {
    // A sandbox without allow-top-navigation, or a cross-origin parent without a user gesture.
    return false;
  }
}
