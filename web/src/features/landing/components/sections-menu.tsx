import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

export const LANDING_SECTIONS = [
  { href: '#examples', label: 'Examples' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];

/**
 * The landing's section links on phones: a disclosure button (aria-expanded, aria-controls) that
 * shows the same four links the wide header shows. Escape closes it and gives focus back to the
 * button; a tap outside or on a link closes it too.
 */
export function SectionsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-white/25 bg-white/10 px-3 text-sm font-medium text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {open ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
        Menu
      </button>
      <nav
        id={panelId}
        aria-label="Sections"
        hidden={!open}
        className="absolute inset-x-4 top-16 rounded-2xl border border-white/15 bg-brand-950 p-2 shadow-2xl shadow-black/40 sm:inset-x-6"
      >
        <ul className="grid gap-1">
          {LANDING_SECTIONS.map((s) => (
            <li key={s.href}>
              <a
                href={s.href}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-4 py-3 text-base font-semibold text-white/90 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
