import { listZoneChoices, searchZoneChoices, type ZoneChoice } from '@core/counter/zone-choices';
import { cn } from '@web/lib/cn';
import { Check, ChevronDown, Search } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';

let engineZones: readonly string[] | null = null;
// The zones this browser knows; the picker's list adds UTC and the stored zone (zone-choices.ts).
function knownZones(): readonly string[] {
  engineZones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return engineZones;
}

// How far each key moves the active option; the list's ends stop it.
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

const label = (c: ZoneChoice) => (c.region ? `${c.city} (${c.region})` : c.city);

type TimeZonePickerProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (zone: string) => void;
};

// A combobox over every zone (the ARIA 1.2 pattern): typing filters by city, region or offset,
// the arrows move through the matches, Enter picks, Escape closes and puts the chosen zone back.
// Focus stays in the text field; the list's active option is named by aria-activedescendant.
export function TimeZonePicker({ value, onChange, onBlur, className, ...props }: TimeZonePickerProps) {
  const listId = useId();
  // Offsets are read once per open form: a summer-time switch while editing changes nothing saved.
  const [now] = useState(() => Date.now());
  const choices = useMemo(() => listZoneChoices(knownZones(), now, value), [now, value]);
  const selected = choices.find((c) => c.name === value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => searchZoneChoices(choices, query), [choices, query]);
  const firstOther = query === '' ? matches.findIndex((c) => !c.common) : -1;

  const show = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    const at = Math.max(
      0,
      matches.findIndex((c) => c.name === value),
    );
    setActive(at);
    requestAnimationFrame(() => show(at));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (choice: ZoneChoice | undefined) => {
    if (choice) onChange(choice.name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const move = STEPS[event.key];
    if (move !== undefined) {
      event.preventDefault();
      if (!open) openList();
      else show(Math.min(Math.max(active + move, 0), last));
    } else if (event.key === 'Home' && open && query === '') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'End' && open && query === '') {
      event.preventDefault();
      show(last);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const shown = selected ? `${label(selected)} · ${selected.offset}` : value;
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        {...props}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={open ? 'Search city, region or offset (+5:30)' : undefined}
        value={open ? query : shown}
        onChange={(event) => {
          if (!open) setOpen(true);
          setQuery(event.target.value);
          setActive(0);
          listRef.current?.scrollTo({ top: 0 });
        }}
        onFocus={(event) => event.target.select()}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        className={cn(
          'block h-11 w-full rounded-xl border border-slate-300 bg-white pr-10 pl-10 text-base text-slate-900 shadow-xs sm:text-sm',
          'placeholder:text-slate-500 transition',
          'focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
          'aria-invalid:border-red-500',
          className,
        )}
      />
      <ChevronDown
        className={cn(
          'pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500 transition',
          open && 'rotate-180',
        )}
        aria-hidden
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Time zones"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-72 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1 shadow-xl shadow-slate-900/10"
      >
        {matches.length === 0 && (
          <div className="px-3 py-2.5 text-sm text-slate-600">No time zone matches “{query}”.</div>
        )}
        {matches.map((choice, index) => (
          <div
            key={choice.name}
            id={`${listId}-${index}`}
            data-index={index}
            role="option"
            tabIndex={-1}
            aria-selected={choice.name === value}
            // mousedown, not click: the field's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(choice);
            }}
            onMouseMove={() => index !== active && setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm text-slate-800',
              index === active && 'bg-brand-50 text-brand-900',
              index === firstOther && index > 0 && 'mt-1 border-t border-slate-100 pt-2.5',
            )}
          >
            <Check
              className={cn('size-4 shrink-0 text-brand-700', choice.name !== value && 'invisible')}
              aria-hidden
            />
            <span className="min-w-0 flex-1 truncate">
              {choice.city}
              {choice.region && <span className="text-slate-500"> · {choice.region}</span>}
            </span>
            <span className="tabular shrink-0 text-xs text-slate-600">{choice.offset}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
