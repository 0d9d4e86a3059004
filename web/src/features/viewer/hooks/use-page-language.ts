import { type CounterLocale, isRightToLeft } from '@core/counter/locale/unit-words';
import { useEffect } from 'react';

// The page speaks the counter's language: <html lang> and dir follow it, so screen readers read the
// controls in the right voice and an Arabic page lays out right to left. The server writes the same
// attributes into the first response (server/pages/counter-page.ts); this keeps them right when a
// live design change switches the language, or when the browser rendered the page itself.
export function usePageLanguage(locale: CounterLocale | undefined): void {
  useEffect(() => {
    const html = document.documentElement;
    html.lang = locale ?? 'en';
    html.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  }, [locale]);
}
