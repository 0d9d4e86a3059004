import type { AdminUser } from '@core/api/admin';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-admin-users';
import { usePagedSearch } from '../hooks/use-paged-search';
import { AdminSection } from './admin-section';
import { PagedList } from './paged-list';
import { SearchInput } from './search-input';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersTable } from './users-table';

const DELETE_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

// Users tab (docs/product.md §2): server-side search and paging, details dialog, delete with confirmation.
export function UsersTab() {
  const list = usePagedSearch();
  const users = useAdminUsers(list.params);
  const deletion = useDeleteUser();
  const { dialog: confirmDialog, confirm } = useConfirm();
  const [viewed, setViewed] = useState<AdminUser | null>(null);
  // Kept apart from `viewed` so the closing dialog still has its content while it animates out.
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dialog follows the refetched row, so an upgrade or downgrade shows at once.
  const current = viewed && (users.data?.items.find((u) => u.id === viewed.id) ?? viewed);

  function view(user: AdminUser) {
    setViewed(user);
    setDialogOpen(true);
  }

  function remove(user: AdminUser) {
    void confirm({ title: `Delete “${user.firstName || user.email}”?`, description: DELETE_CONFIRM }).then(
      (ok) => ok && deletion.mutate(user.id),
    );
  }

  return (
    <AdminSection
      title="User Management"
      description="Search, inspect and manage every account."
      icon={<UserCog aria-hidden />}
      aside={
        <SearchInput
          label="Search users"
          placeholder="Search users..."
          value={list.search}
          onChange={list.setSearch}
          className="sm:w-72"
        />
      }
    >
      <PagedList
        noun="users"
        query={users}
        searching={!!list.params.search}
        page={list.page}
        onPageChange={list.setPage}
      >
        {(items) => (
          <UsersTable
            users={items}
            onView={view}
            onDelete={remove}
            // Stays busy after success too: the page reloads a moment later.
            deletingId={deletion.isPending || deletion.isSuccess ? deletion.variables : undefined}
          />
        )}
      </PagedList>
      <UserDetailsDialog user={current} open={dialogOpen} onOpenChange={setDialogOpen} />
      {confirmDialog}
    </AdminSection>
  );
}
