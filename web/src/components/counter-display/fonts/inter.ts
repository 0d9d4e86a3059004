import interCore from '@web/assets/fonts/inter-core.woff2?url';
import interRest from '@web/assets/fonts/inter-latin-rest.woff2?url';
import {
  codePointsOf,
  INTER_CORE,
  INTER_WEIGHTS,
  restCodePoints,
  unicodeRange,
} from '@web/assets/fonts/inter-subsets';
import type { FontFaces, LoadFontCss } from '../font-parts';

// Inter in the browser is the site's variable file (assets/fonts, decision 015c), cut in two: the
// core part is preloaded, the rest of latin is declared for titles that need it and fetched only then.
export const load: LoadFontCss = () => import('../../../assets/fonts/inter-lazy.css');

export const faces: FontFaces = () => {
  const weight = `${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`;
  return [
    { url: interCore, weight, range: unicodeRange(codePointsOf(INTER_CORE)) },
    { url: interRest, weight, range: unicodeRange(restCodePoints()) },
  ];
};
