import { getFontFamilyStack } from '@core/counter/settings-style';
import { SkipLink } from '@web/components/layout/skip-link';
import { useEffect } from 'react';
import { BrandMark } from './watermark';

// /embed/:id of an unknown or deleted counter sits in someone's OBS scene or page: a small,
// legible line on transparent, and no promotion. A dark, half-clear plate behind the white text
// (and its shadow) keeps it readable on a white scene as on a black one.
function EmbedNotFound() {
  useEffect(() => {
    document.documentElement.dataset.transparent = '';
  }, []);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4" data-testid="embed-not-found">
      <h1
        className="rounded-lg bg-slate-950/70 px-3 py-1.5 text-base font-semibold tracking-tight text-white"
        style={{ textShadow: '0 1px 2px rgb(0 0 0 / 0.9), 0 0 8px rgb(0 0 0 / 0.6)' }}
      >
        Counter not found
      </h1>
    </main>
  );
}

// The app's own face: Inter, the site's font, whose faces the server declares and preloads for this page.
const APP_FONT = getFontFamilyStack('inter');

export function CounterNotFound({ embed = false }: { embed?: boolean }) {
  if (embed) return <EmbedNotFound />;
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
      style={{ fontFamily: APP_FONT }}
    >
      <SkipLink />
      <a
        href="/"
        className="fixed top-4 left-4 inline-flex items-center gap-2 text-base font-bold tracking-tight text-white sm:top-6 sm:left-6"
      >
        <BrandMark className="size-8" />
        Countstream
      </a>
      <p className="text-6xl font-black tracking-tight text-white/40" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-white">Counter not found</h1>
      <p className="max-w-sm text-white/70">
        The link may be mistyped, or the counter was deleted by its owner.
      </p>
      <a
        href="/"
        className="mt-2 inline-flex h-11 items-center rounded-xl bg-white px-5 text-sm font-semibold text-slate-900 shadow-lg transition hover:bg-white/90"
      >
        Make your own counter
      </a>
    </main>
  );
}
