import file from '@fontsource/orbitron/files/orbitron-latin-700-normal.woff2?url';
import type { FontFaces, LoadFontCss } from '../font-parts';

// Orbitron: its lazy CSS (app, viewer) and the file the server preloads for the first frame.
export const load: LoadFontCss = () => import('@fontsource/orbitron/latin-700.css');

export const faces: FontFaces = () => [{ url: file, weight: '700' }];
