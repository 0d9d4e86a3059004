import { PUBLIC_PAGES } from '@core/routes/page-meta';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-plugin';
import { computePricing, getSubscriptionSettings } from '../billing/pricing-service';

/** The main app's server renderer (web/src/app/server-render-app.tsx, built to dist/ssr). */
export type RenderApp = (input: {
  pathname: string;
  search: string;
  queries: [readonly unknown[], unknown][];
}) => string;

const ROOT = '<div id="root"></div>';
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Query keys of the answers the public pages read (use-current-user.ts, get-pricing.ts).
const USER_KEY = ['/api/user'];
const PRICING_KEY = ['/api/pricing'];

/**
 * The public pages (landing, demo, help, contact, legal) rendered on the server for a visitor, so
 * they read with JavaScript off and paint before the app loads. Only for requests without a session
 * cookie: a signed-in visitor's / is a redirect, decided in the browser as before. Null when the page
 * is not one of them, there is no renderer, or rendering failed (the browser then renders it alone).
 */
export async function renderPublicPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  path: string,
  render: RenderApp | null,
): Promise<string | null> {
  if (!render || !PUBLIC_PAGES[path] || request.cookies[SESSION_COOKIE]) return null;
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  try {
    const pricing = computePricing(await getSubscriptionSettings(app.db), null);
    const queries: [readonly unknown[], unknown][] = [
      [USER_KEY, null],
      [PRICING_KEY, JSON.parse(JSON.stringify(pricing))],
    ];
    const markup = render({ pathname: path, search, queries });
    // Through a function: a "$" in the markup or the state is inserted as it is, never as a pattern.
    return template.replace(
      ROOT,
      () =>
        `<div id="root">${markup}</div><script id="app-state" type="application/json">${inertJson(queries)}</script>`,
    );
  } catch (err) {
    request.log.error({ err, path }, 'server render of a public page failed');
    return null;
  }
}
