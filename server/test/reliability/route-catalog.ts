import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

export interface RouteKey {
  method: string;
  url: string;
  // Which parts of a request the route validates with a schema (the fuzz test reads these).
  schema?: { body: boolean; query: boolean; params: boolean };
}

export const routeId = (r: RouteKey) => `${r.method} ${r.url}`;

// buildApp() registers every route while it runs, so an onRoute hook added afterwards sees nothing.
// Fastify publishes each new instance on this channel before any plugin loads: subscribing lets us
// hook in without changing buildApp. HEAD twins of GET routes are Fastify's own and are left out.
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: RouteKey[] }> {
  const routes: RouteKey[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const schema = route.schema ?? {};
        const has = { body: !!schema.body, query: !!schema.querystring, params: !!schema.params };
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: has });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    const built = await build();
    return { built, routes: dedupe(routes) };
  } finally {
    channel.unsubscribe(onInit);
  }
}

function dedupe(routes: RouteKey[]): RouteKey[] {
  const seen = new Map<string, RouteKey>();
  for (const r of routes) seen.set(routeId(r), r);
  return [...seen.values()].sort((a, b) => routeId(a).localeCompare(routeId(b)));
}

export const apiRoutes = (routes: RouteKey[]) => routes.filter((r) => r.url.startsWith('/api/'));
