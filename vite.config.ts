import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';
import { isViewerPath } from './core/routes/viewer-paths';
import { precompressAssets } from './scripts/vite/precompress-assets';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// In dev, send the public viewer routes to their own HTML entry, as the server does in production.
function viewerEntryInDev(): Plugin {
  return {
    name: 'countstream-viewer-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (isViewerPath(path)) req.url = `/viewer.html${req.url?.slice(path.length) ?? ''}`;
        next();
      });
    },
  };
}

// The server build renders public pages without waiting for React.lazy: it takes eager-screens.ts
// wherever the router asks for lazy-screens.ts.
function eagerScreensOnServer(): Plugin {
  return {
    name: 'countstream-eager-screens',
    apply: (_config, env) => env.isSsrBuild === true,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './lazy-screens' && importer?.endsWith('/app/router.tsx'))
        return r('./web/src/app/eager-screens.ts');
      return null;
    },
  };
}

// `npm run build` makes two builds: the browser's (dist/web) and the server renderer of the viewer
// (--ssr, dist/ssr/server-render.js and server-render-app.js), which render the same components on
// the server.
export const SSR_ENTRY = r('./web/src/features/viewer/server-render.tsx');
export const SSR_APP_ENTRY = r('./web/src/app/server-render-app.tsx');

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./web'),
  publicDir: r('./web/public'),
  plugins: [react(), tailwindcss(), viewerEntryInDev(), eagerScreensOnServer(), precompressAssets()],
  resolve: { alias: { '@core': r('./core'), '@web': r('./web/src') } },
  // The server renderer carries its packages (React, Radix, wouter…) inside dist/ssr, so a production
  // install without development packages (`npm ci --omit=dev`) serves pages: they are build-time
  // dependencies of the browser's bundle too, and stay development dependencies.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: (isSsrBuild
    ? {
        outDir: r('./dist/ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: {
          input: { 'server-render': SSR_ENTRY, 'server-render-app': SSR_APP_ENTRY },
          // Asset names as in the browser's build: the font URLs it preloads are the browser's files.
          output: { entryFileNames: '[name].js', assetFileNames: 'assets/[hash][extname]' },
        },
      }
    : {
        outDir: r('./dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: {
          input: { main: r('./web/index.html'), viewer: r('./web/viewer.html') },
          // Chunks and assets are named by hash alone: the viewer lists every chunk it may preload and
          // its CSS names every font file, and those names count against its 90 KB budget.
          // Small chunks are not merged: a merge put modules that are loaded on demand (the event log's
          // words, social glyphs, the app's drafts) into chunks the viewer loads at once, 1.7 KB of
          // its 90 KB budget. The extra requests' headers count in the 150 KB first-load transfer, which
          // / (147.9 KB), the demo (144.6) and a counter page (113.1) still keep (bench:delivery).
          output: {
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            experimentalMinChunkSize: 0,
          },
        },
      }) satisfies BuildEnvironmentOptions as BuildEnvironmentOptions,
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
}));
