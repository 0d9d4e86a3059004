import type { AdminCounter } from '@core/api/admin';
import { Timer } from 'lucide-react';
import { useDeleteCounter } from '../api/delete-counter';
import { useAdminCounters } from '../api/get-admin-counters';
import { usePagedSearch } from '../hooks/use-paged-search';
import { AdminSection } from './admin-section';
import { CountersTable } from './counters-table';
import { ListPagination } from './list-pagination';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { SearchInput } from './search-input';

const DELETE_CONFIRM = 'Are you sure you want to delete this counter?';

// Counters tab (SPEC.md §2): every counter on the platform with its owner, paged on the server.
export function CountersTab() {
  const list = usePagedSearch();
  const counters = useAdminCounters(list.params);
  const deletion = useDeleteCounter();

  function remove(counter: AdminCounter) {
    if (window.confirm(DELETE_CONFIRM)) deletion.mutate(counter.id);
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
      {counters.isError ? (
        <ListError what="counters" />
      ) : !counters.data ? (
        <ListSkeleton label="Loading counters" />
      ) : counters.data.items.length === 0 ? (
        <ListEmpty>{list.params.search ? 'No counters match your search.' : 'No counters yet.'}</ListEmpty>
      ) : (
        <CountersTable
          counters={counters.data.items}
          onDelete={remove}
          deletingId={deletion.isPending || deletion.isSuccess ? deletion.variables : undefined}
        />
      )}
      {counters.data && (
        <ListPagination
          noun="Counters"
          page={list.page}
          pageSize={counters.data.pageSize}
          total={counters.data.total}
          onPageChange={list.setPage}
        />
      )}
    </AdminSection>
  );
}
