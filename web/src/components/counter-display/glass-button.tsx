import type { ComponentProps } from 'react';

// The control buttons of the viewer and the demo: they float over any counter background, so
// they carry their own dark glass instead of depending on the page's colours.
const VARIANTS = {
  primary: 'bg-white text-slate-900 shadow-lg shadow-black/20 hover:bg-white/90',
  ghost: 'text-white hover:bg-white/15',
  outline: 'text-white ring-1 ring-white/25 hover:bg-white/15',
} as const;

export function GlassButton({
  variant = 'ghost',
  className = '',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof VARIANTS }) {
  return (
    <button
      type="button"
      className={`inline-flex h-11 shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 text-sm font-semibold transition duration-150 active:scale-[0.97] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}

/** The frosted pill the buttons sit in. */
export function GlassBar({ className = '', ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={`flex flex-wrap items-center justify-center gap-1.5 rounded-2xl bg-slate-950/45 p-1.5 shadow-2xl shadow-black/30 ring-1 ring-white/15 backdrop-blur-xl ${className}`}
      {...props}
    />
  );
}
