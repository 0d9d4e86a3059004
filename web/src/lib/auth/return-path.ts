import { sameOriginPath } from '@core/routes/return-path';

// Where to go after signing in: a page of this site only, judged after normalising (core/routes/
// return-path.ts, the same rule as a Twitch or Kick connect's way back), so the parameter cannot
// send a user elsewhere. The sign-in page itself is refused too: going back there would loop.
export function readReturnPath(search: string, origin = window.location.origin): string | null {
  const next = sameOriginPath(new URLSearchParams(search).get('next'), origin);
  const pathname = next?.split(/[?#]/)[0];
  if (!next || pathname === '/auth' || pathname?.startsWith('/auth/')) return null;
  return next;
}

export function signInPath(returnTo: string): string {
  return `/auth?next=${encodeURIComponent(returnTo)}`;
}
