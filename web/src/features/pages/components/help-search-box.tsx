import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

// The Help Center's search field: results follow every key press (help-page.tsx filters). "/"
// anywhere on the page jumps here, Escape empties it, and the count of matches is announced.
export function HelpSearchBox({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (value: string) => void;
  status: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.metaKey || e.ctrlKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      e.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is new; happy-dom (the component tests) and older browsers do not know it
    <div role="search" className="mt-8 grid max-w-2xl gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-white/85">
        Search Help and the FAQ
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          ref={input}
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Try “OBS”, “subathon” or “refund”"
          aria-describedby={`${id}-status`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && value) {
              e.preventDefault();
              onChange('');
            }
          }}
          className="h-13 w-full rounded-2xl border-0 bg-white pr-12 pl-12 text-base text-slate-900 shadow-lg shadow-black/20 placeholder:text-slate-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-orange [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Clear search</span>
          </button>
        )}
      </div>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-white/75">
        {status}
      </p>
    </div>
  );
}
