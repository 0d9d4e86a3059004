import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useState } from 'react';

// One item open at a time, and an open item can be closed (docs/product.md §4). Written here rather than
// taken from Radix: the landing's FAQ is on a public page whose first load must stay small (issue 16).
// The markup is the disclosure pattern: a button with aria-expanded controlling a region.

const AccordionContext = createContext<{ open: string | null; toggle: (value: string) => void }>({
  open: null,
  toggle: () => {},
});
const ItemContext = createContext<{ value: string; id: string }>({ value: '', id: '' });

export function Accordion({
  className,
  children,
  defaultValue,
}: {
  /** Kept for the callers written for Radix: always one at a time, always collapsible. */
  type?: 'single';
  collapsible?: boolean;
  className?: string;
  children: ReactNode;
  defaultValue?: string;
}) {
  const [open, setOpen] = useState<string | null>(defaultValue ?? null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
  );
}

function useItemState() {
  const { open, toggle } = useContext(AccordionContext);
  const item = useContext(ItemContext);
  const isOpen = open === item.value;
  return { ...item, isOpen, state: isOpen ? 'open' : 'closed', toggle: () => toggle(item.value) };
}

export function AccordionItem({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const id = useId();
  const { open } = useContext(AccordionContext);
  return (
    <ItemContext.Provider value={{ value, id }}>
      <div
        data-state={open === value ? 'open' : 'closed'}
        className={cn('border-b border-slate-200', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({ className, children }: { className?: string; children: ReactNode }) {
  const { id, isOpen, state, toggle } = useItemState();
  return (
    <h3 className="flex">
      <button
        type="button"
        id={`${id}-trigger`}
        aria-expanded={isOpen}
        aria-controls={`${id}-content`}
        data-state={state}
        onClick={toggle}
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 transition',
          'hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 rounded-md',
          className,
        )}
      >
        {children}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { id, isOpen, state } = useItemState();
  return (
    <section
      id={`${id}-content`}
      aria-labelledby={`${id}-trigger`}
      hidden={!isOpen}
      data-state={state}
      className="accordion-content overflow-hidden text-slate-600"
    >
      <div className={cn('pb-5 leading-relaxed', className)}>{children}</div>
    </section>
  );
}
