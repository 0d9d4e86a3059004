import type { AdminCounter } from '@core/api/admin';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { Timer } from 'lucide-react';
import { useDeleteCounter } from '../api/delete-counter';
import { useAdminCounters } from '../api/get-admin-counters';
import { usePagedSearch } from '../hooks/use-paged-search';
import { AdminSection } from './admin-section';
import { CountersTable } from './counters-table';
import { PagedList } from './paged-list';
import { SearchInput } from './search-input';

const DELETE_CONFIRM = 'Are you sure you want to delete this counter?';

// Counters tab (docs/product.md §2): every counter on the platform with its owner, paged on the server.
export function CountersTab() {
  const list = usePagedSearch();
  const counters = useAdminCounters(list.params);
  const deletion = useDeleteCounter();
  const { dialog: confirmDialog, confirm } = useConfirm();

  function remove(counter: AdminCounter) {
    void confirm({ title: `Delete “${counter.name}”?`, description: DELETE_CONFIRM }).then(
      (ok) => ok && deletion.mutate(counter.id),
    );
  }

  return (
    <AdminSection
      title="Counter Management"
      description="Every counter on the platform and who owns it."
      icon={<Timer aria-hidden />}
      aside={
        <SearchInput
          label="Search counters"
          placeholder="Search counters..."
          value={list.search}
          onChange={list.setSearch}
          className="sm:w-72"
        />
      }
    >
      <PagedList
        noun="counters"
        query={counters}
        searching={!!list.params.search}
        page={list.page}
        onPageChange={list.setPage}
      >
        {(items) => (
          <CountersTable
            counters={items}
            onDelete={remove}
            deletingId={deletion.isPending || deletion.isSuccess ? deletion.variables : undefined}
          />
        )}
      </PagedList>
      {confirmDialog}
    </AdminSection>
  );
}
