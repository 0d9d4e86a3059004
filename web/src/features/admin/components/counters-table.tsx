import type { AdminCounter } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { ExternalLink } from 'lucide-react';
import { formatDate } from '../utils/format';
import { RowDeleteButton } from './row-delete-button';

type Props = { counters: AdminCounter[]; onDelete: (counter: AdminCounter) => void; deletingId?: string };

// The viewer is its own code-split entry (docs/architecture.md §2), so View is a full page load.
function openCounter(id: string) {
  window.location.assign(`/counter/${encodeURIComponent(id)}`);
}

export function CountersTable({ counters, onDelete, deletingId }: Props) {
  return (
    <Table aria-label="Counters">
      <TableHeader>
        <tr>
          <TableHead>Counter</TableHead>
          <TableHead>Owner</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {counters.map((counter) => (
          <TableRow key={counter.id} data-testid="counter-row">
            <TableCell className="font-semibold text-slate-900">
              <span className="line-clamp-2 break-words">{counter.name}</span>
            </TableCell>
            <TableCell label="Owner" className="break-words text-slate-700">
              {counter.ownerEmail ?? 'Unknown'}
            </TableCell>
            <TableCell label="Created" className="whitespace-nowrap text-slate-700">
              {formatDate(counter.createdAt)}
            </TableCell>
            <TableCell>
              <div className="flex gap-2 sm:justify-end">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => openCounter(counter.id)}
                  className="max-sm:flex-1"
                >
                  <ExternalLink aria-hidden />
                  View
                </Button>
                <RowDeleteButton busy={deletingId === counter.id} onClick={() => onDelete(counter)} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
