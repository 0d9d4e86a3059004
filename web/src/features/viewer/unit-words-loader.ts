import { hasUnitWords } from '@core/counter/locale/unit-words';

/**
 * The viewer bundle carries English unit words only (issue 16's 90 KB budget); a counter in
 * another language loads the other languages' words before it is first drawn or hydrated, so the
 * server-rendered frame and the browser's agree, and before a live design change to a new
 * language is shown.
 */
export async function ensureUnitWords(settings: Record<string, unknown> | undefined): Promise<void> {
  const locale = settings?.locale;
  if (typeof locale === 'string' && !hasUnitWords(locale))
    await import('@core/counter/locale/unit-words-table');
}
