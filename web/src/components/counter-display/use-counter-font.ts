import type { FontStyle } from '@core/counter/settings-options';
import { getFontFamilyStack } from '@core/counter/settings-style';
import { useEffect } from 'react';
import { loadCounterFont } from './font-loaders';

export function useCounterFont(font: FontStyle): string {
  useEffect(() => loadCounterFont(font), [font]);
  return getFontFamilyStack(font);
}
