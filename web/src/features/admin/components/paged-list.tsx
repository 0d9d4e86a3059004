import type { ReactNode } from 'react';
import { shortSearchNote } from '../utils/format';
import { ListPagination } from './list-pagination';
import { ListEmpty, ListError, ListSkeleton } from './list-states';

interface Page<T> {
  items: T[];
  total: number;
  totalIsCapped?: boolean;
  searchedNewest?: number;
  pageSize: number;
}

type Props<T> = {
  /** Plural, lower case: "users". */
  noun: string;
  query: { isError: boolean; data: Page<T> | undefined };
  searching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

// The states every admin list goes through (error, first load, empty, rows) and its pages.
export function PagedList<T>({ noun, query, searching, page, onPageChange, children }: Props<T>) {
  const { data } = query;
  return (
    <>
      {data?.searchedNewest && (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {shortSearchNote(noun, data.searchedNewest)}
        </p>
      )}
      {query.isError ? (
        <ListError what={noun} />
      ) : !data ? (
        <ListSkeleton label={`Loading ${noun}`} />
      ) : data.items.length === 0 ? (
        <ListEmpty>{searching ? `No ${noun} match your search.` : `No ${noun} yet.`}</ListEmpty>
      ) : (
        children(data.items)
      )}
      {data && (
        <ListPagination
          noun={noun[0]!.toUpperCase() + noun.slice(1)}
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          totalIsCapped={data.totalIsCapped ?? false}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
