// A list of transactions (orders, deliveries, receipts, pickups): filtered, sorted and paged on the
// server by 100 (E34), the order number opening the dialog, status chips (E18), the empty state
// of E35, and the export to Excel. The type and the references wait in the column chooser, so that
// quantity and "Behandles innen dato" fit beside the menu at desk width; on a phone the rows are a
// list of rows (issue 28).
import { useEffect, useMemo, useState } from 'react';
import {
  Box, Button, Chip, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import type { CountName } from '../../../domain/ledger/counts';
import { useTranslate } from 'react-admin';
import type { Query } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { usePhone } from '../../shell/usePhone';
import { useColumnChoice } from '../common/columnChoice';
import { PhoneRows } from '../common/PhoneRows';
import { SkeletonRows } from '../common/SkeletonRows';
import { LedgerExport } from './LedgerExport';
import { LedgerFilters, reversedDates, type LedgerFilterState } from './LedgerFilters';
import { ledgerApi, type CodeName, type LedgerOrder, type OrderPage } from './ledgerApi';
import { OrderStatusChip } from './OrderStatusChip';
import { ListPaging } from '../common/ListPaging';

type SortField = 'id' | 'transactionDate' | 'status' | 'type' | 'processBy';
/** Columns a user may hide or show; the order number and status always show. */
const CHOOSABLE = ['type', 'transactionDate', 'from', 'to', 'senderReference', 'receiverReference', 'qtyTotal', 'processBy'] as const;
const HIDDEN_AT_FIRST = ['type', 'senderReference', 'receiverReference'];
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
  /** Opened from a menu badge: only the rows that count counted (issue 27), until the user leaves it. */
  waiting?: CountName;
  onLeaveWaiting?: () => void;
}

export function LedgerList({ baseQuery, statusOptions, defaultStatuses = [], allStatuses, emptyText, exportName, onOpen, reloadKey, fetchPage, showAnswerBy, statusFilter, rowStatusName, exportPage, waiting, onLeaveWaiting }: LedgerListProps) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const phone = usePhone();
  const { shown, chooser } = useColumnChoice(`ledger.${exportName}`, CHOOSABLE.map((id) => ({ id, label: translate(`ledger.fields.${id}`) })), HIDDEN_AT_FIRST);
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

  // What the badge counted decides the statuses (drafts among them) unless the user picks some.
  const fallbackStatuses = waiting ? undefined : allStatuses;
  const query = useMemo<Query>(() => ({
    ...baseQuery,
    ...(waiting ? { waiting } : {}),
    ...(statusFilter ? statusFilter.toQuery(filters.statuses.length ? filters.statuses : fallbackStatuses ?? []) : { transactionStatus: filters.statuses.length ? filters.statuses : fallbackStatuses }),
    dateLower: filters.dateLower || undefined,
    dateUpper: filters.dateUpper || undefined,
    q: q.trim() || undefined,
    sort: sort.field,
    order: sort.order.toUpperCase(),
  }), [baseQuery, waiting, filters.statuses, filters.dateLower, filters.dateUpper, fallbackStatuses, q, sort, statusFilter]);

  const reversed = reversedDates(filters);
  useEffect(() => {
    // The fields say what is wrong; the rows shown stay until the range is one again.
    if (reversed) return undefined;
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
  }, [query, page, reloadKey, fetchPage, failure, reversed]);

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
        {!phone && chooser}
        {(!fetchPage || exportPage) && <LedgerExport query={query} total={total.count} name={exportName} fetchPage={exportPage} statusName={rowStatusName} />}
      </Box>
      {waiting && (
        <Chip sx={{ mb: 1 }} color="warning" variant="outlined" onDelete={onLeaveWaiting}
          label={translate('ledger.waiting_filter', { smart_count: total.count })} />
      )}
      <Paper variant="outlined" sx={{ maxWidth: '100%', overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('ledger.loading')} />}</Box>
        {phone ? (
          <PhoneRows label={translate('ledger.rows')} loading={loading} rows={rows.map((row) => ({
            key: row.id,
            primary: `${row.id} · ${row.locationNameFrom ?? ''} → ${row.locationNameTo ?? ''}`,
            secondary: [row.transactionDate, translate('ledger.phone.quantity', { smart_count: row.qtyTotal ?? 0 }), row.typeName,
              row.processBy && translate('ledger.phone.process_by', { date: row.processBy }), showAnswerBy && row.answerBy && translate('ledger.phone.answer_by', { date: row.answerBy })],
            side: <OrderStatusChip status={row.status} name={rowStatusName ? rowStatusName(row) : row.statusName} />,
            onOpen: () => onOpen(row.id),
          }))} />
        ) : (
        <TableContainer sx={{ width: 0, minWidth: '100%' }}>
          {/* Headings on one line: the rows' arrival does not change the heading's height and move them (issue 28). */}
          <Table size="small" aria-label={translate('ledger.rows')} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                {header('id', f('id'))}
                {shown('type') && header('type', f('type'))}
                {header('status', f('status'))}
                {shown('transactionDate') && header('transactionDate', f('transactionDate'))}
                {shown('from') && <TableCell>{f('from')}</TableCell>}
                {shown('to') && <TableCell>{f('to')}</TableCell>}
                {shown('senderReference') && <TableCell>{f('senderReference')}</TableCell>}
                {shown('receiverReference') && <TableCell>{f('receiverReference')}</TableCell>}
                {shown('qtyTotal') && <TableCell align="right">{f('qtyTotal')}</TableCell>}
                {shown('processBy') && header('processBy', f('processBy'))}
                {showAnswerBy && <TableCell>{f('answerBy')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && rows.length === 0 && <SkeletonRows columns={2 + CHOOSABLE.filter(shown).length + (showAnswerBy ? 1 : 0)} />}
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Button size="small" onClick={() => onOpen(row.id)} aria-label={translate('ledger.open_order', { id: row.id })}>{row.id}</Button>
                  </TableCell>
                  {shown('type') && <TableCell>{row.typeName}</TableCell>}
                  <TableCell><OrderStatusChip status={row.status} name={rowStatusName ? rowStatusName(row) : row.statusName} /></TableCell>
                  {shown('transactionDate') && <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.transactionDate}</TableCell>}
                  {shown('from') && <TableCell>{row.locationNameFrom}</TableCell>}
                  {shown('to') && <TableCell>{row.locationNameTo}</TableCell>}
                  {shown('senderReference') && <TableCell>{row.senderReference}</TableCell>}
                  {shown('receiverReference') && <TableCell>{row.receiverReference}</TableCell>}
                  {shown('qtyTotal') && <TableCell align="right">{row.qtyTotal}</TableCell>}
                  {shown('processBy') && <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.processBy}</TableCell>}
                  {showAnswerBy && <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.answerBy ?? '–'}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {!loading && rows.length === 0 && <Typography sx={{ p: 2 }}>{emptyText}</Typography>}
        {/* The paging comes with the first page, not before it: it would be moved down by the rows (issue 28). */}
        {!(loading && rows.length === 0) && (
          <ListPaging total={total} page={page} setPage={setPage}
            keysetPage={(index) => setPage((current) => ({ ...current, index, after: index === current.index + 1 ? keysetAfter(rows.at(-1), sort.field) : undefined }))} />
        )}
      </Paper>
    </Box>
  );
}
