import { type CounterLocale, controlWords } from '@core/counter/locale/unit-words';

// Shown on counters of owners without Premium (docs/product.md §2): a link back to the product, in
// the counter's language.
export function Watermark({
  completed,
  locale,
  className = '',
}: {
  completed: boolean;
  locale: CounterLocale | undefined;
  className?: string;
}) {
  const words = controlWords(locale);
  // The server renders only first frames, which are never completed, so window is there when read.
  const text = completed
    ? words[13].replace('{}', () => window.location.host)
    : words[12].replace('{}', 'Countstream');
  return (
    <a
      href="/"
      target="_top"
      data-testid="watermark"
      className={`inline-flex items-center gap-2 rounded-full bg-slate-950/45 px-3.5 py-2 text-xs font-semibold text-white shadow-lg ring-1 ring-white/15 backdrop-blur-xl transition hover:bg-slate-950/60 ${className}`}
    >
      <BrandMark className="size-3.5" />
      {text}
    </a>
  );
}

/** The product's mark, drawn small: the watermark's, and the logo of 'Counter not found'. */
export function BrandMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 16 16" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="cs-wm" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a855f7" />
          <stop offset="0.55" stopColor="#fd1d1d" />
          <stop offset="1" stopColor="#fcb045" />
        </linearGradient>
      </defs>
      <rect width="16" height="16" rx="4.5" fill="url(#cs-wm)" />
      <path d="M5 10.5V8M8 10.5V5.5M11 10.5V7" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
