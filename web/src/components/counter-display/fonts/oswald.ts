import file from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import type { FontFaces, LoadFontCss } from '../font-parts';

// Oswald: its lazy CSS (app, viewer) and the file the server preloads for the first frame.
export const load: LoadFontCss = () => import('@fontsource/oswald/latin-700.css');

export const faces: FontFaces = () => [{ url: file, weight: '700' }];
