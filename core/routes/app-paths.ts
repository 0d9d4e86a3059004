// The main app's pages (docs/product.md §2 route table), as the server needs them to answer a real 404 for
// anything else. The router (web/src/app/router.tsx) matches the same patterns; app-paths.test.ts
// reads the router's <Route path> list and fails when the two disagree.
export const APP_PATHS = [
  '/',
  '/auth',
  '/auth/reset',
  '/auth/verify',
  '/auth/link',
  '/account',
  '/dashboard',
  '/counter',
  '/counter/new',
  '/counter/demo',
  '/counter/:id/edit',
  '/counter/:id/control',
  '/counter/:id/export',
  '/counter/:id',
  '/embed/:id',
  '/admin',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/refund-policy',
] as const;

const MATCHERS = APP_PATHS.map((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`));

/** Whether the main app (or the viewer) has a page at this path; every other path answers 404. */
export function isAppPath(path: string): boolean {
  return MATCHERS.some((m) => m.test(path));
}
