import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a broad search): say 'more than'. */
  totalIsCapped: boolean;
  onPageChange: (page: number) => void;
  noun: string;
};

// The server pages the lists (100,000 users must stay fast); this shows where we are and moves on.
export function ListPagination({ page, pageSize, total, totalIsCapped, onPageChange, noun }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`${noun} pages`}
      className="flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p className="tabular" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
        {totalIsCapped ? 'more than ' : ''}
        {total.toLocaleString('en-US')} {noun.toLowerCase()}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <span className="tabular px-1 whitespace-nowrap">
            Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
            {totalIsCapped ? '+' : ''}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}
