import { Button } from '@web/components/ui/button';
import { Trash2 } from 'lucide-react';

// The red Delete of a list row; it spins while that row's deletion runs.
export function RowDeleteButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={busy}
      onClick={onClick}
      className="text-red-600! hover:bg-red-50! hover:text-red-700! max-sm:flex-1"
    >
      {!busy && <Trash2 aria-hidden />}
      Delete
    </Button>
  );
}
