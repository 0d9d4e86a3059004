import type { FontStyle } from '@core/counter/settings-options';
import { loadCounterFont } from '@web/components/counter-display/font-loaders';
import { useEffect, useState } from 'react';
import { collectFontFaces, loadPageFont, measureTabularEm } from '../render/fonts';

// The counter's font on this page (for the preview and PNG) and its faces for the worker.
// `ready` flips once the font can be drawn, so the preview redraws in the right face.
export function usePageFont(font: FontStyle, sample: string): { ready: boolean; tabularEm: number | null } {
  const [state, setState] = useState<{ ready: boolean; tabularEm: number | null }>({
    ready: false,
    tabularEm: null,
  });
  useEffect(() => {
    let live = true;
    setState({ ready: false, tabularEm: null });
    loadCounterFont(font);
    void (async () => {
      // The font's CSS is a lazy chunk: wait until its @font-face rules are in the page.
      for (let i = 0; i < 60 && collectFontFaces(font).length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      await loadPageFont(font, sample);
      if (live) setState({ ready: true, tabularEm: measureTabularEm(font) });
    })();
    return () => {
      live = false;
    };
  }, [font, sample]);
  return state;
}
