// Titles and descriptions of the public pages, written into their HTML by the server (link previews,
// search results, JavaScript off). The app sets the same title when it navigates in-app.
export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Countstream';
export const HOME_TITLE = 'Countstream — Free Counter Creator & Countdown Timer Maker';

export const PUBLIC_PAGES: Record<string, PageMeta> = {
  '/': {
    title: HOME_TITLE,
    description:
      'Build animated number counters and countdown timers. Share them by link, embed them in your site or OBS.',
  },
  '/counter/demo': {
    title: 'Interactive Demo · Countstream',
    description: 'Try a Countstream counter: start, pause and reset a live countdown, no account needed.',
  },
  '/help': {
    title: 'Help Center · Countstream',
    description:
      'Answers about creating counters and countdowns, sharing links, OBS browser sources, embeds and Premium.',
  },
  '/contact': {
    title: 'Contact Support · Countstream',
    description:
      'Write to the Countstream team about your account, billing or a counter; we answer by email.',
  },
  '/privacy': {
    title: 'Privacy Policy · Countstream',
    description: 'What Countstream stores about you and your counters, why, and how to have it deleted.',
  },
  '/terms': {
    title: 'Terms of Service · Countstream',
    description: 'The terms for using Countstream, its free plan and Premium.',
  },
  '/refund-policy': {
    title: 'Refund Policy · Countstream',
    description: 'When and how Countstream Premium payments are refunded.',
  },
};

/** Pages listed in sitemap.xml: public pages only, never counters or signed-in screens. */
export const SITEMAP_PATHS = Object.keys(PUBLIC_PAGES);

export function pageMeta(path: string): PageMeta | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return PUBLIC_PAGES[trimmed];
}
