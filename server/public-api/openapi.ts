import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The public, versioned API (bearer keys and webhook URLs) described as OpenAPI 3 at /api/docs.
// Registered before the routes, which it collects as they are added; the cookie API stays internal.
const isPublic = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/hooks/');

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Countstream API',
        version: '1.0.0',
        description:
          'Drive live (synced) counters from bots and tools. Create a key in the dashboard and send it as ' +
          '"Authorization: Bearer cs_live_…". Premium only; 120 calls a minute per key. Every answer is the ' +
          "counter's run and the server's clock; viewers get the change over Server-Sent Events. Subathons and goals: " +
          "POST /api/v1/counters/{id}/events applies a stream event (sub, bits, tip…) by the counter's eventRules, " +
          'once per event id (600 calls a minute per key); see docs/subathon.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      if (!isPublic(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      const security = input.url.startsWith('/api/v1/') ? [{ bearer: [] }] : [];
      return { ...out, schema: { ...out.schema, security } };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
