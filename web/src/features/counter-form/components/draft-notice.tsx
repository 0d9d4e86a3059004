import { Button } from '@web/components/ui/button';
import { History } from 'lucide-react';
import { useState } from 'react';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// Says the form holds unsaved changes from earlier, and offers to start from the saved version.
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <History className="size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          Restored your unsaved changes from <time>{timeFormat.format(savedAt)}</time>.
        </span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0"
        onClick={() => {
          onDiscard();
          setOpen(false);
        }}
      >
        Discard changes
      </Button>
    </div>
  );
}
