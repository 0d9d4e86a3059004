import type { AdminUser } from '@core/api/admin';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useId, useState } from 'react';
import { useAdminUsers } from '../api/get-admin-users';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-paged-search';
import { shortSearchNote, userOptionLabel } from '../utils/format';
import { SearchInput } from './search-input';

const PICKER_SIZE = 50;

type Props = {
  label: string;
  // Names the search box, e.g. 'Search users to gift'.
  searchLabel: string;
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  // 'free' for the gift list, which leaves out users who are already Premium (docs/product.md §5).
  plan?: 'free' | 'premium';
};

// A select of users narrowed by a server-side search: with 100,000 accounts no list can hold them all.
export function UserPicker({ label, searchLabel, value, onChange, plan }: Props) {
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page: 1, pageSize: PICKER_SIZE, search: debounced || undefined, plan });
  const items = users.data?.items ?? [];
  // Keep the chosen user selectable while a new search no longer lists them.
  const options = value && !items.some((u) => u.id === value.id) ? [value, ...items] : items;
  const total = users.data?.total ?? 0;
  const count =
    total > items.length
      ? `Showing ${items.length} of ${users.data?.totalIsCapped ? 'more than ' : ''}${total.toLocaleString('en-US')} users. Search to narrow the list.`
      : users.data && total === 0
        ? 'No users found.'
        : undefined;
  const newest = users.data?.searchedNewest;
  const hint = [count, newest && shortSearchNote('users', newest)].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={selectId}>{label}</Label>
      <SearchInput
        label={searchLabel}
        placeholder="Search by email or name..."
        value={search}
        onChange={setSearch}
      />
      <NativeSelect
        id={selectId}
        aria-describedby={hint ? hintId : undefined}
        value={value?.id ?? ''}
        onChange={(e) => onChange(options.find((u) => u.id === e.target.value) ?? null)}
      >
        <option value="">{users.isPending ? 'Loading users...' : 'Select a user'}</option>
        {options.map((user) => (
          <option key={user.id} value={user.id}>
            {userOptionLabel(user)}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
