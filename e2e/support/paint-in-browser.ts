import { drawFrame } from '@core/painter/draw-frame';
import { EMOJI_FONT_FILE, FONT_FILES } from '@core/painter/font-files';
import { createImageScene, type ImageJob } from '@core/painter/image-scene';

// Bundled by the pixel test (esbuild) and run in Chromium: the same image scene the server
// paints, on the browser's own canvas, with the same @fontsource files registered as FontFaces
// (the emoji font too: the test browser may have no emoji font of its own).
async function paintImage(job: ImageJob, fontBase: string): Promise<string> {
  for (const f of [...Object.values(FONT_FILES).flat(), EMOJI_FONT_FILE]) {
    const face = new FontFace(f.family, `url(${fontBase}/${f.file})`, { weight: String(f.weight) });
    document.fonts.add(await face.load());
  }
  const { scene, size, frames } = createImageScene(job);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  drawFrame(ctx, scene, frames[0]?.ms ?? 0);
  return canvas.toDataURL('image/png');
}

(globalThis as unknown as { paintImage: typeof paintImage }).paintImage = paintImage;
