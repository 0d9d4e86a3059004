// The counter languages' own names, for the language picker and the help page: apart from
// unit-words.ts, so the public viewer never loads them.
import type { CounterLocale } from './unit-words';

/** The language's own name, for the locale picker. */
export const LOCALE_NAMES: Record<CounterLocale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '中文（简体）',
  ar: 'العربية',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
};
