import { useState } from 'react';
import type { ListPagination } from './list-shell.tsx';

/**
 * The page and page size of a list the server pages (25 rows to start); a new page size, or
 * `restart` (e.g. on a new filter), goes back to the first page.
 */
export function usePaging(initialPageSize = 25) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const pagination = (total: number): ListPagination => ({
    page,
    pageSize,
    total,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  });
  return { page, pageSize, restart: () => setPage(1), pagination };
}
