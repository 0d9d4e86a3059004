import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// Builds the harness page with the app's aliases into a temp folder (the app's vite config is
// left alone: this page is the bench's, not the product's).
const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export async function buildHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'error',
    root: r('./harness'),
    resolve: { alias: { '@core': r('../../core'), '@web': r('../../web/src') } },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}
