import { LOCALE_NAMES } from '@core/counter/locale/locale-names';
import { COUNTER_LOCALES } from '@core/counter/locale/unit-words';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';

type Item = { q: string; a: ReactNode };

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-brand-900">
    {children}
  </code>
);

// Issue #17's options, one answer each, in the order the counter form shows them.
const ITEMS: Item[] = [
  {
    q: 'What are the timer modes?',
    a: 'A fixed date counts everyone down to the same date and time in the time zone you choose. Evergreen gives each visitor their own timer of the minutes you set (1 minute to a year), starting at their first visit; it is kept in their browser, so reloading the page does not restart it. A recurring deadline counts to the next occurrence — every day, on chosen weekdays, or on a day of the month (past the month’s end means its last day) — in the counter’s time zone, correct across daylight-saving changes, and starts over after each one.',
  },
  {
    q: 'What happens after zero?',
    a: 'By default the countdown stops and the completion message replaces the digits. Choose Count up (overtime) and it keeps counting after the target, e.g. +00:00:12, with the completion message shown as its label; the confetti still plays once at zero.',
  },
  {
    q: 'What can the counter do at zero?',
    a: 'Show the completion message (the default), hide itself — handy for banners that should disappear when an offer ends — or go to a link you give (https:// only). An embedded counter sends the whole page there only if the embedding site allows it; otherwise it shows the completion message.',
  },
  {
    q: 'Can it play a sound at zero?',
    a: (
      <>
        Yes: a chime, a bell or a horn. The share page plays it once the visitor has started the counter.
        Embeds and OBS browser sources play it only with <Code>?sound=1</Code> added to their link, so a
        website never surprises its visitors; in OBS, route the browser source’s audio as you like.
      </>
    ),
  },
  {
    q: 'Can the digits change colour near the end?',
    a: 'Yes. Set Warn Below to a number of seconds and pick a warning colour; when less time than that remains, the digits take that colour (red if you leave the colour empty), in the viewer, embeds, exported videos and the e-mail and share images alike.',
  },
  {
    q: 'Which languages can a counter use?',
    a: `${COUNTER_LOCALES.map((l) => LOCALE_NAMES[l]).join(', ')}. The words under the digits follow each language’s plural rules (1 Tag, 2 Tage), digits and separators are written the language’s way, and Arabic counters read right to left, on the page and in exported videos and images. Screen readers hear the time in the same language. Without a language, the words are English and numbers follow each visitor’s own settings.`,
  },
  {
    q: 'How do I add a currency sign or a word to a number?',
    a: 'In Language & Format, give a prefix (such as $) and a suffix (such as “ followers”), up to 12 characters each; choose 0 to 2 decimals, or compact numbers to show 1.2M or 12.5K in the language’s own short form.',
  },
  {
    q: 'My computer clock is wrong. Will the countdown be wrong too?',
    a: 'No. Countdowns and synced counters follow our server’s clock, measured when the page opens, every 10 minutes and whenever the tab comes back into view, so a computer clock that is minutes or hours off still shows the right time left, and the display is right again the moment a sleeping laptop or hidden tab wakes.',
  },
];

export const COUNTDOWN_TOPIC = {
  id: 'countdown-options',
  title: 'Countdown Options',
  Icon: Timer,
  items: ITEMS,
};
