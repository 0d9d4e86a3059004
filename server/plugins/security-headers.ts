import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { routedPath } from './request-path';

export const PADDLE_SCRIPT_ORIGINS = ['https://cdn.paddle.com'];
const PADDLE_FRAME_ORIGINS = [
  'https://buy.paddle.com',
  'https://sandbox-buy.paddle.com',
  'https://*.paddle.com',
];

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

// CSP without inline scripts everywhere; only /embed/* may be framed (by anyone), every other page keeps 'none'.
async function securityHeadersPlugin(app: FastifyInstance) {
  const options = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...PADDLE_SCRIPT_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'", ...PADDLE_SCRIPT_ORIGINS],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.paddle.com'],
        // 'self': the embed dialog previews the counter's own /embed/ page at the chosen OBS size.
        frameSrc: ["'self'", ...PADDLE_FRAME_ORIGINS],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: app.config.cookieSecure,
  } satisfies HelmetOptions;
  // @fastify/helmet makes helmet's middleware anew for every request (the CSP parsed each time: about
  // a sixth of what a cached counter page costs to send). The headers are the same for every
  // request, so the middleware is made once here and applied to every route without helmet options
  // of its own; @fastify/helmet (global: false) still handles those (`helmet: false`) and reply.helmet.
  await app.register(fastifyHelmet, { ...options, global: false });
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return done();
    // helmet throws rather than passing an error on (since 8.1); it sets headers and calls on.
    setHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = routedPath(request);
    // Scripts, styles and fonts are not documents: the document policies mean nothing on them and
    // cost about 700 bytes a response, twenty-odd times on a first load (issue 16's 150 KB budget).
    // SVG and HTML keep them (an SVG opened by itself is a document), and so does the 404 page a
    // missing asset answers with.
    if (reply.statusCode < 400 && path.startsWith('/assets/') && /\.(?:js|css|woff2?)$/.test(path)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
    if (path.startsWith('/embed/')) {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      // '*' admits every network scheme but not file:, so a local HTML page (a streamer's overlay file) is named too.
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", 'frame-ancestors * file:'),
      );
      reply.removeHeader('x-frame-options');
    }
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
