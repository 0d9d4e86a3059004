import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text assets worth compressing; fonts (woff2) and images are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 512;

/**
 * Writes `name.br` and `name.gz` beside every hashed text asset once the client build is written,
 * at the highest levels (done once per build, not per request). The server sends them to browsers
 * that accept them (@fastify/static preCompressed).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'countstream-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const names = Object.keys(bundle).filter((n) => n.startsWith('assets/') && COMPRESSIBLE.test(n));
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name);
          const raw = await readFile(path);
          if (raw.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}
