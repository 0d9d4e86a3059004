import type { ReactNode } from 'react';

// The dark band that opens every static page, in the landing page's colours.
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-brand-night text-white">
      <div
        aria-hidden
        className="absolute -top-32 -right-24 size-96 rounded-full bg-accent-red/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-bold tracking-widest text-accent-orange uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
        {description && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/75">{description}</p>}
        {children}
      </div>
    </div>
  );
}
