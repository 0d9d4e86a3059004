// Where to go after signing in: a path on this site only (never '//host' or a scheme), so the
// parameter cannot send a user elsewhere.
export function readReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth/')) return null;
  return next;
}

export function signInPath(returnTo: string): string {
  return `/auth?next=${encodeURIComponent(returnTo)}`;
}
