// A list of transactions (orders, deliveries, receipts, pickups): filtered, sorted and paged on the
// server by 100 (E34), the order number opening the dialog, status chips (E18), the empty state
// of E35, and the export to Excel.
import { useEffect, useMemo, useState } from 'react';
import {
  Box, Button, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { Query } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { LedgerExport } from './LedgerExport';
import { LedgerFilters, type LedgerFilterState } from './LedgerFilters';
import { ledgerApi, type CodeName, type LedgerOrder, type OrderPage } from './ledgerApi';
import { OrderStatusChip } from './OrderStatusChip';

type SortField = 'id' | 'transactionDate' | 'status' | 'type' | 'processBy';
type Keyset = { afterDate?: string; afterId: number };

/** Where the page after the one shown starts, for the orders the keyset can follow (by date and number, or by number). */
function keysetAfter(last: LedgerOrder | undefined, field: SortField): Keyset | undefined {
  if (!last) return undefined;
  if (field === 'id') return { afterId: last.id };
  return field === 'transactionDate' ? { afterDate: last.transactionDate, afterId: last.id } : undefined;
}

export interface LedgerListProps {
  /** The list's own conditions (types, side, location), under the user's filters. */
  baseQuery: Query;
  statusOptions: readonly number[];
  defaultStatuses?: number[];
  /** Statuses the list always keeps to when the user picks none (e.g. no drafts among registered deliveries). */
  allStatuses?: number[];
  emptyText: string;
  exportName: string;
  onOpen: (id: number) => void;
  reloadKey: number;
  /** Another call than GET orders (direct reception's GET directorders). */
  fetchPage?: (query: Query) => Promise<OrderPage>;
  /** E07: the sender's deadline of each unanswered missing registration. */
  showAnswerBy?: boolean;
  /** A status of a flow's own (E08 external, H04 shop) instead of E18's: how the chosen values are asked for, and named. */
  statusFilter?: { toQuery: (statuses: number[]) => Query; label: (status: number) => string };
  /** The status a row's chip names, when the list shows a flow's own status. */
  rowStatusName?: (row: LedgerOrder) => string;
  /** The call the export reads, for a list read through fetchPage. */
  exportPage?: (query: Query) => Promise<OrderPage>;
}

export function LedgerList({ baseQuery, statusOptions, defaultStatuses = [], allStatuses, emptyText, exportName, onOpen, reloadKey, fetchPage, showAnswerBy, statusFilter, rowStatusName, exportPage }: LedgerListProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const failure = useFailureNotice();
  const [statusNames, setStatusNames] = useState<CodeName[]>([]);
  const [filters, setFilters] = useState<LedgerFilterState>({ statuses: defaultStatuses, dateLower: '', dateUpper: '', q: '' });
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({ field: 'transactionDate', order: 'desc' });
  // The next page starts after the last row shown (keyset, LEDGER.md "Scale"); other moves go by index.
  const [page, setPage] = useState<{ index: number; size: number; after?: Keyset }>({ index: 0, size: 100 });
  const [rows, setRows] = useState<LedgerOrder[]>([]);
  // A large list's total is the database's estimate (totalIsEstimate), shown as such.
  const [total, setTotal] = useState({ count: 0, estimate: false });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    ledgerApi.statuses().then(setStatusNames, () => setStatusNames([]));
  }, []);
  // Free text waits until the user pauses typing.
  useEffect(() => {
    const timer = setTimeout(() => setQ(filters.q), 300);
    return () => clearTimeout(timer);
  }, [filters.q]);

  const query = useMemo<Query>(() => ({
    ...baseQuery,
    ...(statusFilter ? statusFilter.toQuery(filters.statuses.length ? filters.statuses : allStatuses ?? []) : { transactionStatus: filters.statuses.length ? filters.statuses : allStatuses }),
    dateLower: filters.dateLower || undefined,
    dateUpper: filters.dateUpper || undefined,
    q: q.trim() || undefined,
    sort: sort.field,
    order: sort.order.toUpperCase(),
  }), [baseQuery, filters.statuses, filters.dateLower, filters.dateUpper, allStatuses, q, sort, statusFilter]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    (fetchPage ?? ledgerApi.orders)({ ...query, index: page.index * page.size, count: page.size, ...(fetchPage ? {} : page.after) }).then((answer) => {
      if (!current) return;
      setRows(answer.data);
      setTotal({ count: answer.total ?? answer.data.length, estimate: Boolean(answer.totalIsEstimate) });
    }, (error) => {
      if (!current) return;
      setRows([]);
      setTotal({ count: 0, estimate: false });
      failure(error);
    }).finally(() => current && setLoading(false));
    return () => { current = false; };
  }, [query, page, reloadKey, fetchPage, failure]);

  const sortBy = (field: SortField) => {
    setSort((current) => ({ field, order: current.field === field && current.order === 'desc' ? 'asc' : 'desc' }));
    setPage((current) => ({ ...current, index: 0, after: undefined }));
  };
  const header = (field: SortField, label: string) => (
    <TableCell sortDirection={sort.field === field ? sort.order : false}>
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : 'desc'} onClick={() => sortBy(field)}>{label}</TableSortLabel>
    </TableCell>
  );
  const f = (key: string) => translate(`ledger.fields.${key}`);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <LedgerFilters
            value={filters} statusOptions={statusOptions} statusNames={statusFilter ? statusOptions.map((id) => ({ id, name: statusFilter.label(id) })) : statusNames}
            onChange={(next) => { setFilters(next); setPage((current) => ({ ...current, index: 0, after: undefined })); }}
          />
        </Box>
        {(!fetchPage || exportPage) && <LedgerExport query={query} total={total.count} name={exportName} fetchPage={exportPage} statusName={rowStatusName} />}
      </Box>
      <Paper variant="outlined" sx={{ maxWidth: '100%', overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('ledger.loading')} />}</Box>
        <TableContainer sx={{ width: 0, minWidth: '100%' }}>
          <Table size="small" aria-label={translate('ledger.rows')}>
            <TableHead>
              <TableRow>
                {header('id', f('id'))}
                {header('type', f('type'))}
                {header('status', f('status'))}
                {header('transactionDate', f('transactionDate'))}
                <TableCell>{f('from')}</TableCell>
                <TableCell>{f('to')}</TableCell>
                <TableCell>{f('senderReference')}</TableCell>
                <TableCell>{f('receiverReference')}</TableCell>
                <TableCell align="right">{f('qtyTotal')}</TableCell>
                {header('processBy', f('processBy'))}
                {showAnswerBy && <TableCell>{f('answerBy')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Button size="small" onClick={() => onOpen(row.id)} aria-label={translate('ledger.open_order', { id: row.id })}>{row.id}</Button>
                  </TableCell>
                  <TableCell>{row.typeName}</TableCell>
                  <TableCell><OrderStatusChip status={row.status} name={rowStatusName ? rowStatusName(row) : row.statusName} /></TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.transactionDate}</TableCell>
                  <TableCell>{row.locationNameFrom}</TableCell>
                  <TableCell>{row.locationNameTo}</TableCell>
                  <TableCell>{row.senderReference}</TableCell>
                  <TableCell>{row.receiverReference}</TableCell>
                  <TableCell align="right">{row.qtyTotal}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.processBy}</TableCell>
                  {showAnswerBy && <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.answerBy ?? '–'}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {!loading && rows.length === 0 && <Typography sx={{ p: 2 }}>{emptyText}</Typography>}
        <TablePagination
          component="div"
          count={total.count}
          page={page.index}
          rowsPerPage={page.size}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_, index) => setPage((current) => ({ ...current, index, after: index === current.index + 1 ? keysetAfter(rows.at(-1), sort.field) : undefined }))}
          onRowsPerPageChange={(event) => setPage({ index: 0, size: Number(event.target.value) })}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => (total.estimate
            ? translate('app.estimated_range', { from, to, total: count.toLocaleString(locale) })
            : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }))}
        />
      </Paper>
    </Box>
  );
}
