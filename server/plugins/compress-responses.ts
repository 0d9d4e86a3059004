import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Pages, JSON answers and SVG are compressed as they are sent; hashed assets are compressed once at
// build (scripts/vite/precompress-assets.ts) and sent by @fastify/static, which sets its own headers.
const COMPRESSIBLE =
  /^(text\/html|application\/json|image\/svg\+xml|text\/plain|application\/xml|application\/manifest\+json|text\/xml)/;
// Below this a compressed answer is barely smaller, and costs a request's worth of CPU.
const MIN_BYTES = 1024;

/** The encoding to answer with, from Accept-Encoding: brotli before gzip, none when refused (q=0). */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding|\*/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

async function compressResponsesPlugin(app: FastifyInstance) {
  const compressedPages = new Map<string, Buffer>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: static files
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type) || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // A page with an ETag is the same bytes for everyone who gets that ETag (a hot counter link is
    // rendered once a second): it is compressed once per encoding, not per request.
    const etag = reply.getHeader('etag');
    const key = typeof etag === 'string' ? `${etag}|${encoding}` : null;
    const known = key ? compressedPages.get(key) : undefined;
    if (known) return known;
    // Brotli level 5: close to gzip's speed per request, still about 15% smaller.
    const out = await (encoding === 'br'
      ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gz(body, { level: 6 }));
    if (key) {
      if (compressedPages.size >= 200) compressedPages.delete(compressedPages.keys().next().value!);
      compressedPages.set(key, out);
    }
    return out;
  });
}

export default fp(compressResponsesPlugin, { name: 'compress-responses' });
