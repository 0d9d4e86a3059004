import type { AdminUser } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Eye } from 'lucide-react';
import { formatDate, shortName } from '../utils/format';
import { RowDeleteButton } from './row-delete-button';
import { UserBadges } from './user-badges';

type Props = {
  users: AdminUser[];
  onView: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  deletingId: string | undefined;
};

export function UsersTable({ users, onView, onDelete, deletingId }: Props) {
  return (
    <Table aria-label="Users">
      <TableHeader>
        <tr>
          <TableHead>User</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid="user-row">
            <TableCell>
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="truncate font-semibold text-slate-900">{shortName(user)}</span>
                <UserBadges user={user} />
              </div>
              {/* Without a first name the e-mail is already the row's name. */}
              {user.firstName?.trim() && <p className="truncate text-slate-500">{user.email}</p>}
            </TableCell>
            <TableCell label="Joined" className="whitespace-nowrap text-slate-700">
              {formatDate(user.createdAt)}
            </TableCell>
            <TableCell>
              <div className="flex gap-2 sm:justify-end">
                <Button size="sm" variant="outline" onClick={() => onView(user)} className="max-sm:flex-1">
                  <Eye aria-hidden />
                  View
                </Button>
                {/* Admins cannot be deleted from the list (docs/product.md §5). */}
                {user.role !== 'admin' && (
                  <RowDeleteButton busy={deletingId === user.id} onClick={() => onDelete(user)} />
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
