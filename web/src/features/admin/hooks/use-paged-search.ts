import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useState } from 'react';

export const PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 250;

// Search text plus page for a server-paged list; a new search starts again at page 1.
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    page,
    setPage,
    params: { page, pageSize: PAGE_SIZE, search: debounced || undefined },
  };
}
