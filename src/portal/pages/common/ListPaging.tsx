// The paging under a bespoke list: 25, 50 or 100 rows a page, "1–100 av 2 300" (or "av ca." for an
// estimated total, issue 16), and a new page size starting again from the first page.
import type { Dispatch, SetStateAction } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { pagedCount, useRangeLabel, type ListTotal } from './listTotal';

export interface PageState { index: number; size: number }

export function ListPaging<P extends PageState>({ total, page, setPage, keysetPage }: {
  /** The server's total, or a count the page knows exactly. */
  total: ListTotal | number;
  page: P;
  setPage: Dispatch<SetStateAction<P>>;
  /** Moves to a page by its keys (the ledger's keyset paging), which reaches every row, so the count is not capped at LIST_DEPTH. */
  keysetPage?: (index: number) => void;
}) {
  const translate = useTranslate();
  const counted = typeof total === 'number' ? { count: total, estimate: false } : total;
  const rangeLabel = useRangeLabel(counted);
  return (
    <TablePagination
      component="div"
      count={keysetPage ? counted.count : pagedCount(counted)}
      page={page.index}
      rowsPerPage={page.size}
      rowsPerPageOptions={[25, 50, 100]}
      onPageChange={(_, index) => (keysetPage ? keysetPage(index) : setPage((current) => ({ ...current, index })))}
      onRowsPerPageChange={(event) => setPage({ index: 0, size: Number(event.target.value) } as P)}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={rangeLabel}
    />
  );
}
