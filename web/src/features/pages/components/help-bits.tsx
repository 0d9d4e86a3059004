import type { ReactNode } from 'react';
import { Link } from 'wouter';

// Small pieces every Help article uses: an in-app link, inline code, numbered steps and a
// screenshot of the real screen (made by scripts/help-screenshots.ts, served from /help/).
export const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
    {children}
  </Link>
);

export const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] break-words text-brand-900">
    {children}
  </code>
);

export function Steps({ children }: { children: ReactNode }) {
  return (
    <ol className="grid list-decimal gap-1.5 pl-5 marker:font-semibold marker:text-brand-700">{children}</ol>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}

export type HelpFigure = {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
  /** Shown at most this wide (a phone screenshot need not fill a desktop column); else `width`. */
  maxWidth?: number;
};

export function Screenshot({ figure }: { figure: HelpFigure }) {
  return (
    <figure className="grid gap-2" style={{ maxWidth: figure.maxWidth ?? figure.width }}>
      <img
        src={figure.src}
        alt={figure.alt}
        width={figure.width}
        height={figure.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full max-w-full rounded-xl border border-slate-200 bg-slate-50 shadow-sm"
      />
      <figcaption className="text-sm text-slate-500">{figure.caption}</figcaption>
    </figure>
  );
}
