import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Search } from 'lucide-react';
import type { CounterSort } from '../utils/counter-state';

type Props = {
  query: string;
  sort: CounterSort;
  onQuery: (query: string) => void;
  onSort: (sort: CounterSort) => void;
};

// Search and sort, shown once the list is long enough to need them (counters-section.tsx).
export function CountersToolbar({ query, sort, onQuery, onSort }: Props) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label="Search counters"
          placeholder="Search counters"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          className="pl-10"
        />
      </div>
      <div className="flex items-center gap-2 sm:w-56">
        <label htmlFor="counter-sort" className="shrink-0 text-sm font-medium text-slate-700">
          Sort by
        </label>
        <div className="flex-1">
          <NativeSelect
            id="counter-sort"
            value={sort}
            onChange={(e) => onSort(e.target.value as CounterSort)}
          >
            <option value="created">Newest</option>
            <option value="edited">Last edited</option>
            <option value="name">Name</option>
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
